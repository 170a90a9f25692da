/**
 * Tests and measures of specialty notes that the general lists lack, by family: the neurological
 * and bedside exam (gait, coordination, named signs), hearing and eye tests, echo and
 * catheterisation measures, symptom scores and scales, allergy and immunology laboratory tests,
 * transplant and hepatology tests, outputs charted at the bedside, and newborn measures and
 * screens. Same line format as tests.ts; LOINC codes only where certain. Read after tests.ts and
 * tests-measures.ts. Exam words that are also other words have sense guards (concept-senses.ts).
 */
export const SPECIALTY_TEST_LINES = `
# neurological and bedside exam
gait | | gait exam; gait assessment
pupillary exam | | pupillary response; pupillary reflexes
coordination | | coordination exam; rapid alternating movements
tandem gait | | tandem stance; tandem walk; tandem walking
timed up and go test | | =TUG; tug test
delayed recall | | word recall; short-term recall
extraocular movements | | =EOMI; extraocular muscles; eom
weber test | | =Weber
rinne test | | =Rinne
otoscopy | | otoscopic exam; otoscopic examination
visual field test | | confrontation visual fields; humphrey visual field
dilated exam | | dilated fundoscopic exam; dilated retinal exam
retinopathy of prematurity exam | | rop exam; rop screening; rop screen
asa class | | asa physical status; asa score; asa classification
# echo and catheterisation measures
mean gradient | | mean aortic gradient; mean transvalvular gradient; mean pressure gradient
peak gradient | | peak aortic gradient; peak pressure gradient; peak instantaneous gradient
lvot diameter | | =LVOT; lvot velocity; lvot vti
right atrial pressure | | ra pressure; estimated ra pressure
pulmonary artery pressure | | pa pressure; pa pressures; pa systolic pressure
left ventricular end-diastolic pressure | | =LVEDP; lv end-diastolic pressure
mitral valve area | |
left ventriculography | | lv gram; lv-gram; ventriculography; left ventriculogram
nyha class | | nyha functional class; nyha classification; new york heart association class
# symptom scores and scales
edmonton symptom assessment system | | =ESAS; esas score
lund-mackay score | | lund-mackay; lund mackay score
snot-22 | | sino-nasal outcome test
asthma control test | | act score; =ACT score; asthma control questionnaire; =ACQ
# allergy and immunology
total ige | | serum ige; =IgE
tryptase | | serum tryptase; baseline tryptase; tryptase level
absolute eosinophil count | | eosinophil count; =AEC; blood eosinophils
skin testing | | skin test; skin tests; skin prick test; skin prick tests; prick testing; intradermal testing
patch testing | | patch test; patch tests
component testing | | component test; allergen component testing; ara h 2
fractional exhaled nitric oxide | | =FeNO; feno; exhaled nitric oxide
# coagulation named with its partner: "PT and INR" is the prothrombin time, not physical therapy
prothrombin time | LOINC:5902-2 | pt and inr; pt/ptt; pt and ptt; pt, inr
stone analysis | | calculus analysis; kidney stone analysis
# transplant, infection and hepatology
donor-specific antibodies | | =DSA
bk virus pcr | | bk pcr; urine bk
hepatitis b surface antibody | | =HBsAb; anti-hbs; hbs ab; hep b surface antibody
monospot | | mono spot; monospot test; mono test
minimum inhibitory concentration | | =MIC
fib-4 | | fib-4 score; fib4; fib-4 index
protein/creatinine ratio | | protein to creatinine ratio
24-hour urine | | 24-hour urine collection
# imaging read during an operation or of a dialysis access (the sets count them as tests)
cholangiogram | | intraoperative cholangiogram; ioc; cholangiography
fistulogram | | fistulagram; av fistulogram
# outputs charted at the bedside
drain output | | drain outputs; jp output; jp drain output; chest tube output
stool output | | ostomy output; stool volume
# newborns
birth weight | | birthweight
dry weight | | target weight; estimated dry weight; edw
critical congenital heart disease screen | | cchd screen; cchd screening; pulse oximetry screen
gestational age | |
# a study named by its contrast ("held metformin for the contrast study"): the study, not the agent
contrast study | | contrast studies; contrasted study; study with contrast
`
