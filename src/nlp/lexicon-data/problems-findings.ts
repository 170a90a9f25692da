/**
 * Abnormal findings on examination, imaging, tracings and laboratory tests, and problems of
 * newborns and children. Same line format and code policy as problems-cardiopulmonary.ts.
 */
export const FINDING_PROBLEM_LINES = `
wall motion abnormality | ICD10CM:R93.1 | regional wall motion abnormality; wall motion abnormalities; hypokinesis; akinesis; dyskinesis; hypokinetic; akinetic; global hypokinesis
left ventricular dysfunction | ICD10CM:I51.9 | lv dysfunction; reduced lv function; depressed ejection fraction; low ejection fraction; low ef; reduced ef; depressed lv function
dilated left ventricle | ICD10CM:I51.7 | lv dilation; left ventricular dilation; dilated lv
dilated right ventricle | ICD10CM:I51.7 | rv dilation; right ventricular dilation; rv enlargement
atrial enlargement | ICD10CM:I51.7 | biatrial enlargement; right atrial enlargement
aortic dilation | ICD10CM:I77.810 | dilated aorta; aortic root dilation; ascending aorta dilation
vegetation | ICD10CM:I38 | valvular vegetation; vegetations
stenosis | | narrowing; luminal narrowing
occlusion | | occluded; total occlusion; vessel occlusion
calcification | | calcifications; vascular calcification; calcified plaque
plaque | | plaques; atherosclerotic plaque
thickening | | wall thickening; bowel wall thickening; pleural thickening; mucosal thickening
dilation | | dilatation
fluid collection | | collection; collections; fluid collections
free fluid | ICD10CM:R18.8 | intraperitoneal fluid; pelvic free fluid
fat stranding | ICD10CM:R93.5 | stranding; inflammatory stranding
air-fluid levels | ICD10CM:R93.3 | air fluid levels; air-fluid level
pneumobilia | ICD10CM:K83.8 |
portal venous gas | ICD10CM:K55.9 | pneumatosis; pneumatosis intestinalis
hilar fullness | ICD10CM:R91.8 | hilar prominence
mediastinal widening | ICD10CM:R93.89 | widened mediastinum
interstitial markings | ICD10CM:R91.8 | increased interstitial markings; reticular opacities; reticulonodular opacities
honeycombing | ICD10CM:J84.10 |
tree-in-bud opacities | ICD10CM:R91.8 | tree in bud
cavitary lesion | ICD10CM:R91.8 | cavitation; cavitary lesions
pleural plaques | ICD10CM:J92.9 |
osteophytes | ICD10CM:M25.70 | osteophyte; spurring; bone spur; bone spurs
joint space narrowing | ICD10CM:M19.90 |
soft tissue swelling | ICD10CM:R22.9 |
periosteal reaction | ICD10CM:R93.7 |
degenerative disease of the spine | ICD10CM:M47.9 | degenerative spine disease
disc space narrowing | ICD10CM:M51.9 |
white matter disease | ICD10CM:R90.82 | small vessel ischemic disease; chronic small vessel ischemic changes; microvascular ischemic changes; white matter hyperintensities; leukoaraiosis
cerebral atrophy | ICD10CM:G31.9 | brain atrophy; volume loss; atrophy of the brain
ventriculomegaly | ICD10CM:R90.89 |
sinus disease | ICD10CM:J32.9 | mucosal thickening of the sinuses
renal atrophy | ICD10CM:N26.1 |
bladder wall thickening | ICD10CM:N32.89 |
endometrial thickening | ICD10CM:R93.89 |
ovarian enlargement | ICD10CM:N83.8 |
thyroid enlargement | ICD10CM:E04.9 |
adrenal thickening | ICD10CM:E27.8 |
bowel distension | ICD10CM:R14.0 | dilated bowel; dilated bowel loops; distended bowel; dilated loops of bowel
diverticula | ICD10CM:K57.90 | diverticulum
ischemic changes | ICD10CM:R90.89 | ischemic ecg changes; ecg changes; st-t wave changes; st changes; t wave changes; nonspecific st-t wave changes; st t wave abnormality
low voltage | ICD10CM:R94.31 | low voltage qrs
left axis deviation | ICD10CM:R94.31 |
right axis deviation | ICD10CM:R94.31 |
poor r wave progression | ICD10CM:R94.31 |
elevated creatinine | ICD10CM:R79.89 | increased creatinine; rising creatinine; creatinine elevation; bump in creatinine
elevated bnp | ICD10CM:R79.89 | elevated brain natriuretic peptide
elevated d-dimer | ICD10CM:R79.1 |
elevated inflammatory markers | ICD10CM:R70.0 | elevated crp; elevated esr; elevated sed rate
elevated alkaline phosphatase | ICD10CM:R74.8 |
elevated lipase | ICD10CM:R74.8 | hyperlipasemia
elevated ammonia | ICD10CM:E72.20 | hyperammonemia
elevated ck | ICD10CM:R74.8 | elevated creatine kinase; elevated cpk
elevated psa | ICD10CM:R97.20 |
elevated a1c | ICD10CM:R73.09 | elevated hemoglobin a1c
hyperproteinemia | ICD10CM:E88.09 |
hypoalbuminemia | ICD10CM:E88.09 | low albumin
glycosuria | ICD10CM:R81 | glucosuria
ketonuria | ICD10CM:R82.4 | ketosis
positive blood culture | ICD10CM:R78.81 | positive culture; growth on culture
positive urine culture | ICD10CM:R82.79 |
abnormal ecg | ICD10CM:R94.31 | abnormal ekg; abnormal electrocardiogram
abnormal chest x-ray | ICD10CM:R93.89 |
abnormal mammogram | ICD10CM:R92.8 |
positive fecal occult blood | ICD10CM:R19.5 | positive fobt; positive fit test; heme positive
positive ana | ICD10CM:R76.89 |
positive quantiferon | ICD10CM:R76.12 | positive igra
heart sounds distant | ICD10CM:R01.2 | distant heart sounds; muffled heart sounds
bruit | ICD10CM:R09.89 | carotid bruit; abdominal bruit; femoral bruit; bruits
thrill | ICD10CM:R01.2 |
# "absent pulses" and "nonpalpable pulses" are the pulses examined and found absent, a negated
# test as the guidelines read them (the bare "pulses" after the word is the test); a weak pulse
# is the finding
decreased pulses | ICD10CM:R09.89 | diminished pulses; weak pulses; diminished peripheral pulses
capillary refill delay | ICD10CM:R23.8 | delayed capillary refill; prolonged capillary refill
mottling | ICD10CM:R23.8 | mottled skin; livedo reticularis; mottled
# the skin's colour changing, and the skin left scarred ("no apnea or color change", "acne with scarring")
color change | ICD10CM:R23.8 | colour change; skin color change
scarring | ICD10CM:L90.5 | skin scarring
skin breakdown | ICD10CM:L98.9 |
tenderness | ICD10CM:R68.89 | tender; point tenderness; tenderness to palpation
warmth | ICD10CM:R68.89 | warm to touch
induration | ICD10CM:R22.9 | indurated
fluctuance | ICD10CM:R22.9 | fluctuant
drainage | ICD10CM:R68.89 | purulent drainage; wound drainage; serous drainage; discharge from the wound; drainage from the wound; pus; purulence; purulent discharge; exudate
crepitance | ICD10CM:R22.9 | subcutaneous emphysema; subcutaneous air
hepatojugular reflux | ICD10CM:R09.89 | positive hepatojugular reflux; hjr
lid lag | ICD10CM:H02.539 |
proptosis | ICD10CM:H05.20 | exophthalmos
tonsillar exudate | ICD10CM:J02.9 | tonsillar exudates; exudative tonsillitis
cervical adenopathy | ICD10CM:R59.0 |
meningeal signs | ICD10CM:R29.1 | positive kernig sign; positive brudzinski sign
pronator drift | ICD10CM:R29.818 |
dysdiadochokinesia | ICD10CM:R27.8 |
romberg sign | ICD10CM:R29.818 | positive romberg sign
asterixis | ICD10CM:R27.8 |
fasciculations | ICD10CM:R25.3 | fasciculation
myoclonus | ICD10CM:G25.3 | myoclonic jerks
hyperactive bowel sounds | ICD10CM:R19.12 |
hypoactive bowel sounds | ICD10CM:R19.11 | decreased bowel sounds
abdominal mass | ICD10CM:R19.00 | pulsatile abdominal mass
caput medusae | ICD10CM:K76.6 |
spider angiomata | ICD10CM:I78.1 | spider angioma; spider nevi
palmar erythema | ICD10CM:L53.8 |
testicular mass | ICD10CM:N50.89 |
prostate nodule | ICD10CM:N40.2 |
cervical motion tenderness | ICD10CM:N73.9 | cmt
adnexal tenderness | ICD10CM:N94.89 |
uterine enlargement | ICD10CM:N85.2 | enlarged uterus
neonatal jaundice | ICD10CM:P59.9 | newborn jaundice; physiologic jaundice; hyperbilirubinemia of the newborn
prematurity | ICD10CM:P07.30 | premature infant; preterm infant; born premature; preterm birth; premature birth; ex-preemie
respiratory distress syndrome of the newborn | ICD10CM:P22.0 | neonatal respiratory distress syndrome; hyaline membrane disease
transient tachypnea of the newborn | ICD10CM:P22.1 | ttn
neonatal sepsis | ICD10CM:P36.9 |
necrotizing enterocolitis | ICD10CM:K55.30 | nec
bronchopulmonary dysplasia | ICD10CM:P27.1 | chronic lung disease of prematurity
low birth weight | ICD10CM:P07.10 | lbw; very low birth weight; small for gestational age; sga
large for gestational age | ICD10CM:P08.1 | lga; macrosomia
colic | ICD10CM:R10.83 | infant colic
teething | ICD10CM:K00.7 |
developmental delay | ICD10CM:R62.50 | speech delay; motor delay; global developmental delay; language delay
pyloric stenosis | ICD10CM:K31.1 |
hirschsprung disease | ICD10CM:Q43.1 |
kawasaki disease | ICD10CM:M30.3 |
congenital anomaly | ICD10CM:Q89.9 | congenital anomalies; birth defect; birth defects
down syndrome | ICD10CM:Q90.9 | trisomy 21
cleft lip | ICD10CM:Q36.9 | cleft palate
hip dysplasia | ICD10CM:Q65.89 | developmental dysplasia of the hip; ddh
clubfoot | ICD10CM:Q66.89 | talipes equinovarus
undescended testis | ICD10CM:Q53.9 | cryptorchidism
enuresis | ICD10CM:R32 | bedwetting; nocturnal enuresis
encopresis | ICD10CM:R15.9 |
fussiness | ICD10CM:R68.12 | fussy; irritable infant; inconsolable crying
poor feeding | ICD10CM:R63.30 | feeding difficulty; feeding intolerance; decreased feeding
spitting up | ICD10CM:P92.1 | spit up; infant reflux
papule | ICD10CM:L98.9 | papules; papular lesion; papular lesions
macule | ICD10CM:L81.9 | macules; macular rash; patch of erythema
pustule | ICD10CM:L08.9 | pustules; pustular lesions
vesicle | ICD10CM:R23.8 | vesicular lesions
scaling | ICD10CM:R23.4 | scaly; flaking
excoriation | ICD10CM:L98.1 | excoriations; scratch marks
lichenification | ICD10CM:L28.0 |
crusting | ICD10CM:R23.4 | crusted lesions; crust
hyperkeratosis | ICD10CM:L85.9 |
contractions | ICD10CM:O47.9 | uterine contractions; painful contractions
active labor | ICD10CM:O80 | early labor; latent labor
meconium | ICD10CM:P24.00 | meconium-stained fluid; meconium stained amniotic fluid
fetal distress | ICD10CM:O77.9 | non-reassuring fetal heart tracing; nonreassuring fetal status; fetal heart rate decelerations; late decelerations; variable decelerations; decelerations
lymphovascular invasion | | lvi
# a prostate cancer grown through the capsule, as MRI and pathology report it
extraprostatic extension | | extracapsular extension
perineural invasion | | pni
positive margins | | positive margin; involved margins
stress ulcer | ICD10CM:K25.9 | stress ulcers; stress gastritis
cranial nerve deficit | ICD10CM:G52.9 | cranial nerve palsy; cn palsy; sixth nerve palsy; third nerve palsy
retinopathy | ICD10CM:H35.00 | hypertensive retinopathy
hemangioma | ICD10CM:D18.00 | hemangiomas; hepatic hemangioma
deformity | ICD10CM:M95.9 | deformities
malalignment | ICD10CM:M21.90 | misalignment
step-off | ICD10CM:M43.8X9 | step-offs; step off
otorrhea | ICD10CM:H92.10 | ear discharge; ear drainage
red man syndrome | ICD10CM:L27.0 | red man reaction; vancomycin infusion reaction
disc extrusion | ICD10CM:M51.26 | extrusion; disc herniation extrusion
disc protrusion | ICD10CM:M51.26 | protrusion; disc bulge; bulging disc
anterolisthesis | ICD10CM:M43.10 | retrolisthesis
nerve root impingement | ICD10CM:M54.10 | nerve root compression; impingement of the nerve root; root impingement
pars defect | ICD10CM:M43.00 | pars interarticularis defect; spondylolysis
microhemorrhages | ICD10CM:I61.9 | microhemorrhage; cerebral microbleeds; microbleeds
hypodensity | ICD10CM:R90.89 | hypodensities; hypodense lesion; hypodense lesions
peaked t waves | ICD10CM:R94.31 | peaked t-waves; hyperacute t waves
pericholecystic fluid | ICD10CM:K82.8 |
gaze deviation | ICD10CM:H51.8 | gaze preference; forced gaze deviation
hemorrhagic transformation | ICD10CM:I61.9 | hemorrhagic conversion
onycholysis | ICD10CM:L60.1 |
nail pitting | ICD10CM:L60.8 | pitting of the nails; nail changes
photosensitivity | ICD10CM:L56.8 | photosensitive rash; sun sensitivity
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
epileptiform discharges | ICD10CM:R94.01 | epileptiform activity; sharp waves; spike and wave discharges; spike-wave discharges
encephalomalacia | ICD10CM:G93.89 | gliosis
obstructive defect | ICD10CM:R94.2 | obstructive pattern; obstructive ventilatory defect; restrictive defect; restrictive pattern
reactive lymphadenopathy | ICD10CM:R59.0 | reactive lymph node; reactive lymph nodes; reactive nodes
membranous nephropathy | ICD10CM:N04.20 | membranous glomerulonephritis
focal segmental glomerulosclerosis | ICD10CM:N04.1 | fsgs
synovitis | ICD10CM:M65.90 | joint inflammation
# plain-language symptoms
neuralgia | ICD10CM:M79.2 | nerve pain; neuritis
muffled voice | ICD10CM:R49.8 | hot potato voice
photopsia | ICD10CM:H53.19 | flashes of light; flashing lights; seeing flashes; seeing spots
throat tightness | ICD10CM:R09.89 | tight throat; throat closing; throat closing up
sense of impending doom | ICD10CM:R45.89 | sense of doom; feeling of doom
liver disease | ICD10CM:K76.9 | liver problems; liver problem; hepatic disease
gastrointestinal symptoms | ICD10CM:R19.8 | gi symptoms
dietary indiscretion | ICD10CM:Z72.4 | poor diet; dietary noncompliance
head strike | ICD10CM:S09.90XA | hit her head; hit his head; struck her head; struck his head; head trauma
iv infiltration | ICD10CM:T80.818A | infiltrated iv; iv infiltrate
reading difficulties | ICD10CM:R48.0 | reading difficulty; trouble reading
mesial temporal sclerosis | ICD10CM:G93.81 | hippocampal sclerosis; temporal sclerosis
mood disorder | ICD10CM:F39 | mood disorders; affective disorder
serum sickness | ICD10CM:T80.69XA | serum sickness reaction; serum sickness-like reaction
retinal neovascularization | ICD10CM:H35.059 | neovascularization; neovascularisation
telangiectasia | ICD10CM:I78.1 | telangiectasias; telangiectasiae; spider veins
yawning | ICD10CM:R06.89 | excessive yawning
decreased fetal movement | ICD10CM:O36.8190 | decreased fetal movements; reduced fetal movement; reduced fetal movements
lynch syndrome | ICD10CM:Z15.09 | hereditary nonpolyposis colorectal cancer; hnpcc
uterine atony | ICD10CM:O62.2 | atony; postpartum uterine atony; boggy uterus
single umbilical artery | ICD10CM:Q27.0 | two-vessel cord; two vessel cord; 2-vessel cord; 2 vessel cord
speech change | ICD10CM:R47.89 | change in speech; speech changes; changes in speech
dry mucous membranes | ICD10CM:R68.2 | dry mucosa; dry oral mucosa; dry mucus membranes
bulging fontanelle | | bulging fontanel; bulging soft spot
sunken fontanelle | | sunken fontanel; sunken soft spot
high-pitched cry | | high pitched cry
refusal to drink | | refusing to drink; refuses to drink
pink urine | | pink-tinged urine
purple spots | | purple dots
cortical erosion | | bony erosion; bone erosion
extranodal extension | |
interstitial changes | ICD10CM:R91.8 | interstitial prominence
pansinus opacification | | pansinusitis
# a dilated structure and contrast enhancement as imaging reports name them (blind3, blind4, blind6, blind7)
appendiceal dilation | ICD10CM:K38.8 | dilated appendix; distended appendix
bowel distension | ICD10CM:R14.0 | dilated loop of small bowel; dilated loops of small bowel; dilated small bowel loops; dilated small bowel loop; dilated small bowel; dilated loops; dilated loop
enhancement | ICD10CM:R93.89 | wall enhancement; nodular enhancement; contrast enhancement; mucosal enhancement; leptomeningeal enhancement; abnormal enhancement
`
