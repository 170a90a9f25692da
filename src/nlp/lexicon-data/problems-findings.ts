/**
 * Abnormal findings on examination, imaging, tracings and laboratory tests, and problems of
 * newborns and children. Same line format and code policy as problems-cardiopulmonary.ts.
 */
export const FINDING_PROBLEM_LINES = `
wall motion abnormality | | regional wall motion abnormality; wall motion abnormalities; hypokinesis; akinesis; dyskinesis; hypokinetic; akinetic; global hypokinesis
left ventricular dysfunction | | lv dysfunction; reduced lv function; depressed ejection fraction; low ejection fraction; low ef; reduced ef; depressed lv function
dilated left ventricle | | lv dilation; left ventricular dilation; dilated lv
dilated right ventricle | | rv dilation; right ventricular dilation; rv enlargement
atrial enlargement | | biatrial enlargement; right atrial enlargement
aortic dilation | | dilated aorta; aortic root dilation; ascending aorta dilation
vegetation | | valvular vegetation; vegetations
stenosis | | narrowing; luminal narrowing
occlusion | | occluded; total occlusion; vessel occlusion
calcification | | calcifications; vascular calcification; calcified plaque
plaque | | plaques; atherosclerotic plaque
thickening | | wall thickening; bowel wall thickening; pleural thickening; mucosal thickening
dilation | | dilatation
fluid collection | | collection; collections; fluid collections
free fluid | | intraperitoneal fluid; pelvic free fluid
fat stranding | | stranding; inflammatory stranding
air-fluid levels | | air fluid levels; air-fluid level
pneumobilia | |
portal venous gas | | pneumatosis; pneumatosis intestinalis
hilar fullness | | hilar prominence
mediastinal widening | | widened mediastinum
interstitial markings | | increased interstitial markings; reticular opacities; reticulonodular opacities
honeycombing | |
tree-in-bud opacities | | tree in bud
cavitary lesion | | cavitation; cavitary lesions
pleural plaques | |
osteophytes | | osteophyte; spurring; bone spur; bone spurs
joint space narrowing | |
soft tissue swelling | |
periosteal reaction | |
degenerative disease of the spine | | degenerative spine disease
disc space narrowing | |
white matter disease | | small vessel ischemic disease; chronic small vessel ischemic changes; microvascular ischemic changes; white matter hyperintensities; leukoaraiosis
cerebral atrophy | | brain atrophy; volume loss; atrophy of the brain
ventriculomegaly | |
sinus disease | | mucosal thickening of the sinuses
renal atrophy | |
bladder wall thickening | |
endometrial thickening | |
ovarian enlargement | |
thyroid enlargement | |
adrenal thickening | |
bowel distension | | dilated bowel; dilated bowel loops; distended bowel; dilated loops of bowel
diverticula | | diverticulum
ischemic changes | | ischemic ecg changes; ecg changes; st-t wave changes; st changes; t wave changes; nonspecific st-t wave changes; st t wave abnormality
low voltage | | low voltage qrs
left axis deviation | |
right axis deviation | |
poor r wave progression | |
elevated creatinine | | increased creatinine; rising creatinine; creatinine elevation; bump in creatinine
elevated bnp | | elevated brain natriuretic peptide
elevated d-dimer | |
elevated inflammatory markers | | elevated crp; elevated esr; elevated sed rate
elevated alkaline phosphatase | |
elevated lipase | | hyperlipasemia
elevated ammonia | | hyperammonemia
elevated ck | | elevated creatine kinase; elevated cpk
elevated psa | |
elevated a1c | | elevated hemoglobin a1c
hyperproteinemia | |
hypoalbuminemia | | low albumin
glycosuria | | glucosuria
ketonuria | | ketosis
positive blood culture | | positive culture; growth on culture
positive urine culture | |
abnormal ecg | | abnormal ekg; abnormal electrocardiogram
abnormal chest x-ray | |
abnormal mammogram | |
positive fecal occult blood | | positive fobt; positive fit test; heme positive
positive ana | |
positive quantiferon | | positive igra
heart sounds distant | | distant heart sounds; muffled heart sounds
bruit | | carotid bruit; abdominal bruit; femoral bruit; bruits
thrill | |
decreased pulses | | diminished pulses; weak pulses; absent pulses; nonpalpable pulses; diminished peripheral pulses
capillary refill delay | | delayed capillary refill; prolonged capillary refill
mottling | | mottled skin; livedo reticularis
skin breakdown | |
tenderness | | tender; point tenderness; tenderness to palpation
warmth | | warm to touch; erythema and warmth
induration | | indurated
fluctuance | | fluctuant
drainage | | purulent drainage; wound drainage; serous drainage; discharge from the wound; drainage from the wound; pus; purulence; purulent discharge; exudate
crepitance | | subcutaneous emphysema; subcutaneous air
hepatojugular reflux | | positive hepatojugular reflux; hjr
lid lag | |
proptosis | | exophthalmos
tonsillar exudate | | tonsillar exudates; exudative tonsillitis
cervical adenopathy | |
meningeal signs | | positive kernig sign; positive brudzinski sign
pronator drift | |
dysdiadochokinesia | |
romberg sign | | positive romberg sign
asterixis | |
fasciculations | | fasciculation
myoclonus | | myoclonic jerks
hyperactive bowel sounds | |
hypoactive bowel sounds | | decreased bowel sounds
abdominal mass | | pulsatile abdominal mass
caput medusae | |
spider angiomata | | spider angioma; spider nevi
palmar erythema | |
testicular mass | |
prostate nodule | |
cervical motion tenderness | | cmt
adnexal tenderness | |
uterine enlargement | | enlarged uterus
neonatal jaundice | | newborn jaundice; physiologic jaundice; hyperbilirubinemia of the newborn
prematurity | | premature infant; preterm infant; born premature; preterm birth; premature birth; ex-preemie
respiratory distress syndrome of the newborn | | neonatal respiratory distress syndrome; hyaline membrane disease
transient tachypnea of the newborn | | ttn
neonatal sepsis | |
necrotizing enterocolitis | | nec
bronchopulmonary dysplasia | | chronic lung disease of prematurity
low birth weight | | lbw; very low birth weight; small for gestational age; sga
large for gestational age | | lga; macrosomia
colic | | infant colic
teething | |
developmental delay | | speech delay; motor delay; global developmental delay; language delay
pyloric stenosis | |
hirschsprung disease | |
kawasaki disease | |
congenital anomaly | | congenital anomalies; birth defect; birth defects
down syndrome | | trisomy 21
cleft lip | | cleft palate
hip dysplasia | | developmental dysplasia of the hip; ddh
clubfoot | | talipes equinovarus
undescended testis | | cryptorchidism
enuresis | | bedwetting; nocturnal enuresis
encopresis | |
fussiness | | fussy; irritable infant; inconsolable crying
poor feeding | | feeding difficulty; feeding intolerance; decreased feeding
spitting up | | spit up; infant reflux
papule | | papules; papular lesion; papular lesions
macule | | macules; macular rash; patch of erythema
pustule | | pustules; pustular lesions
vesicle | | vesicular lesions
scaling | | scaly; flaking
excoriation | | excoriations; scratch marks
lichenification | |
crusting | | crusted lesions; crust
hyperkeratosis | |
contractions | | uterine contractions; painful contractions
active labor | | early labor; latent labor
meconium | | meconium-stained fluid; meconium stained amniotic fluid
fetal distress | | non-reassuring fetal heart tracing; nonreassuring fetal status; fetal heart rate decelerations; late decelerations; variable decelerations; decelerations
lymphovascular invasion | | lvi
perineural invasion | | pni
positive margins | | positive margin; involved margins
stress ulcer | | stress ulcers; stress gastritis
cranial nerve deficit | | cranial nerve palsy; cn palsy; sixth nerve palsy; third nerve palsy
retinopathy | | hypertensive retinopathy
hemangioma | | hemangiomas; hepatic hemangioma
deformity | | deformities
malalignment | | misalignment
step-off | | step-offs; step off
otorrhea | | ear discharge; ear drainage
red man syndrome | | red man reaction; vancomycin infusion reaction
disc extrusion | | extrusion; disc herniation extrusion
disc protrusion | | protrusion; disc bulge; bulging disc
anterolisthesis | | retrolisthesis
nerve root impingement | | nerve root compression; impingement of the nerve root; root impingement
pars defect | | pars interarticularis defect; spondylolysis
microhemorrhages | | microhemorrhage; cerebral microbleeds; microbleeds
hypodensity | | hypodensities; hypodense lesion; hypodense lesions
peaked t waves | | peaked t-waves; hyperacute t waves
pericholecystic fluid | |
gaze deviation | | gaze preference; forced gaze deviation
hemorrhagic transformation | | hemorrhagic conversion
onycholysis | |
nail pitting | | pitting of the nails; nail changes
photosensitivity | | photosensitive rash; sun sensitivity
# imaging and operative findings
demyelinating disease | ICD10CM:G37.9 | demyelination; demyelinating lesions; demyelinating process; demyelinating lesion
restricted diffusion | ICD10CM:R90.89 | diffusion restriction; reduced diffusion; restricted diffusivity
ring-enhancing lesion | ICD10CM:R90.89 | ring enhancement; ring enhancing lesion; rim enhancement; rim-enhancing lesion; ring-enhancing lesions; peripheral enhancement
white matter hyperintensities | ICD10CM:R90.82 | t2 hyperintensities; t2 hyperintensity; white matter t2 hyperintensities; flair hyperintensities; flair hyperintensity; white matter changes; white matter disease; periventricular hyperintensities
small vessel ischemic disease | ICD10CM:I67.82 | chronic small vessel disease; small vessel disease; chronic small vessel ischemic disease; chronic microvascular ischemic changes; microvascular ischemic changes; microangiopathic changes
granulation tissue | ICD10CM:L92.9 | exuberant granulation tissue; hypergranulation; hypergranulation tissue
vasogenic edema | ICD10CM:G93.6 | cerebral edema; brain edema
midline shift | ICD10CM:G93.5 |
wound erythema | ICD10CM:L53.9 | wound redness; incisional erythema; erythema at the incision; redness at the incision
# plain-language symptoms
neuralgia | ICD10CM:M79.2 | nerve pain; neuritis
`
