/**
 * The cervical cytology results by their Bethesda names and abbreviations, each with its own
 * ICD-10-CM code (R87.61x): blind7 and blind8 both wrote "ASC-US", which the lexicon's "ascus"
 * (problems-abdominal.ts, with "lsil" and "hsil" under cervical dysplasia) did not reach, and the
 * hyphen left "US" to be read as an ultrasound. Read after the other problem modules, so the
 * spellings cervical dysplasia already holds keep it.
 */
export const CERVICAL_CYTOLOGY_PROBLEM_LINES = `
atypical squamous cells of undetermined significance | ICD10CM:R87.610 | asc-us; =ASC US
atypical squamous cells, cannot exclude hsil | ICD10CM:R87.611 | asc-h; atypical squamous cells cannot exclude hsil; atypical squamous cells, cannot exclude high-grade squamous intraepithelial lesion
low-grade squamous intraepithelial lesion | ICD10CM:R87.612 | low grade squamous intraepithelial lesion
high-grade squamous intraepithelial lesion | ICD10CM:R87.613 | high grade squamous intraepithelial lesion
atypical glandular cells | ICD10CM:R87.618 | atypical glandular cells of undetermined significance; agus
`
