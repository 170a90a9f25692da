/**
 * Findings that reports of each modality name in their own words: cytology and pathology, kidney
 * biopsy (light, immunofluorescence and electron microscopy), electromyography, nuclear medicine,
 * ultrasound, neuro-imaging and the fundus, hair and vessels. A report's "no malignant cells" or
 * "no crescents" is the finding denied. Same line format and code policy as
 * problems-cardiopulmonary.ts.
 */
export const MODALITY_FINDING_PROBLEM_LINES = `
# cytology and pathology
atypia | ICD10CM:R89.6 | cellular atypia; cytologic atypia; atypical cells
malignant cells | ICD10CM:R89.6 | cells suspicious for malignancy
# kidney biopsy
glomerular crescents | ICD10CM:N05.7 | crescents; cellular crescents; fibrocellular crescents; fibrous crescents
mesangial hypercellularity | ICD10CM:N05.3 | mesangial proliferation
endocapillary proliferation | ICD10CM:N05.4 | endocapillary hypercellularity
double contours | ICD10CM:N05.5 | tram-tracking; basement membrane double contours
electron-dense deposits | ICD10CM:R89.7 | electron dense deposits; subepithelial deposits; subendothelial deposits; mesangial deposits; immune complex deposits
foot process effacement | ICD10CM:R89.7 | effacement of foot processes; podocyte effacement
tubuloreticular inclusions | ICD10CM:R89.7 |
global glomerulosclerosis | ICD10CM:R89.7 | globally sclerosed; globally sclerosed glomeruli
interstitial fibrosis and tubular atrophy | ICD10CM:R89.7 | ifta; tubular atrophy
# electromyography
fibrillation potentials | ICD10CM:R94.131 | fibrillations and positive sharp waves
positive sharp waves | ICD10CM:R94.131 |
myotonic discharges | ICD10CM:R94.131 | myotonic potentials
complex repetitive discharges | ICD10CM:R94.131 |
# nuclear medicine
focal uptake | ICD10CM:R93.89 | foci of uptake; focus of uptake; abnormal uptake; increased radiotracer uptake
# disease that takes up the PET tracer, named by it ("no FDG-avid disease"); the tracer before "avid" is no drug (concept-senses.ts)
fdg-avid disease | ICD10CM:R93.89 | fdg-avid lesion; fdg-avid focus; fdg-avid foci
# ultrasound
posterior acoustic shadowing | ICD10CM:R93.89 | posterior shadowing; acoustic shadowing
echogenic foci | ICD10CM:R93.89 | echogenic focus; punctate echogenic foci
bladder trabeculation | ICD10CM:N32.89 | trabeculated bladder; trabeculation
polycystic ovarian morphology | ICD10CM:E28.2 | polycystic-appearing ovaries
renal cortical thinning | ICD10CM:N28.89 | cortical thinning
heterogeneous echotexture | ICD10CM:R93.89 | heterogeneous parenchyma; coarsened echotexture
# the bowel telescoped into itself seen in cross-section on ultrasound: the sign of an intussusception
target sign | ICD10CM:R93.3 | target signs; doughnut sign; donut sign
# neuro-imaging and the fundus
empty sella | ICD10CM:E23.6 | partially empty sella; empty sella syndrome
posterior globe flattening | ICD10CM:R93.0 | flattening of the posterior globes; flattening of the posterior globe; flattened posterior globes
enlarged blind spot | ICD10CM:H53.42 | enlarged blind spots
transient visual obscurations | ICD10CM:H53.12 | visual obscurations
# hair
telogen effluvium | ICD10CM:L65.0 |
hair shedding | ICD10CM:L65.9 | shedding of hair
# vessels
collateral veins | ICD10CM:I87.8 | venous collaterals; collateral vessels
venous congestion | ICD10CM:I87.8 |
`
