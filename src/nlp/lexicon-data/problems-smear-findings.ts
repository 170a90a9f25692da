/**
 * What a smear, a wet mount, a KOH prep or a Gram stain shows of an organism, named by its form
 * rather than by the disease ("clue cells" of bacterial vaginosis, "hyphae" of a fungus,
 * "gram-negative intracellular diplococci" of gonorrhoea), and the eggs of lice seen on the hair
 * ("nits"). Notes report these as findings of the patient, as they do "gram-positive cocci"
 * (problems-systemic.ts). Each carries the code of the infection the form points to (ICD-10-CM),
 * or of the bacterial agent where the form alone names no infection (B95/B96). Same line format as
 * problems-cardiopulmonary.ts.
 */
export const SMEAR_FINDING_PROBLEM_LINES = `
# a wet mount and a KOH prep
clue cells | ICD10CM:N76.0 | clue cell
hyphae | ICD10CM:B49 | fungal hyphae; pseudohyphae; budding yeast; branching hyphae; septate hyphae
# the forms of cocci in pairs a Gram stain shows
gram-positive diplococci | ICD10CM:B95.5 | gram positive diplococci; lancet-shaped diplococci
gram-negative diplococci | ICD10CM:B96.89 | gram negative diplococci; gram-negative intracellular diplococci; gram negative intracellular diplococci; intracellular diplococci
# the eggs of lice on the hair shafts
nits | ICD10CM:B85.2 | live nits; nits on the hair
`
