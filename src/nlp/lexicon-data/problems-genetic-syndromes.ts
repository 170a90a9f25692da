/**
 * Inherited and chromosomal syndromes named in any specialty's history or family history
 * (connective tissue, chromosomal, imprinting, storage and inherited kidney diseases). Same line
 * format and code policy as problems-cardiopulmonary.ts; abbreviations that are other words
 * ("EDS", "HHT" aside) are left out.
 */
export const GENETIC_SYNDROME_PROBLEM_LINES = `
marfan syndrome | ICD10CM:Q87.40 | marfan's syndrome; marfan
ehlers-danlos syndrome | ICD10CM:Q79.60 | ehlers danlos; ehlers-danlos; hypermobile ehlers-danlos syndrome
loeys-dietz syndrome | ICD10CM:Q87.89 | loeys dietz syndrome
joint hypermobility syndrome | ICD10CM:M35.7 | hypermobility syndrome; generalized joint hypermobility
turner syndrome | ICD10CM:Q96.9 | turner's syndrome; monosomy x
klinefelter syndrome | ICD10CM:Q98.4 | klinefelter's syndrome
noonan syndrome | ICD10CM:Q87.19 |
williams syndrome | ICD10CM:Q93.82 | williams-beuren syndrome
22q11.2 deletion syndrome | ICD10CM:D82.1 | digeorge syndrome; 22q11 deletion; 22q11 deletion syndrome; velocardiofacial syndrome
fragile x syndrome | ICD10CM:Q99.2 | fragile x
prader-willi syndrome | ICD10CM:Q87.11 | prader willi syndrome
angelman syndrome | ICD10CM:Q93.51 |
osteogenesis imperfecta | ICD10CM:Q78.0 |
achondroplasia | ICD10CM:Q77.4 |
hereditary hemorrhagic telangiectasia | ICD10CM:I78.0 | hht; osler-weber-rendu syndrome
alport syndrome | ICD10CM:Q87.81 | hereditary nephritis
thin basement membrane disease | ICD10CM:N02.9 | thin basement membrane nephropathy
gilbert syndrome | ICD10CM:E80.4 | gilbert's syndrome; gilbert's
fabry disease | ICD10CM:E75.21 |
gaucher disease | ICD10CM:E75.22 |
phenylketonuria | ICD10CM:E70.0 | pku
`
