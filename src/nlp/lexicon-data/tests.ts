/**
 * Laboratory tests and panels, cultures, imaging, tracings, scores and scales, vital signs and
 * examination measures of a normal function. Same line format as the problem lists; codes are
 * LOINC, written only for the laboratory tests whose codes are certain. Terms written with '='
 * match only in capitals; lab symbols such as "K" and vital signs such as "T" also need a number
 * after them (concept-senses.ts).
 */
export const TEST_LINES = `
eye exam |  | eye exams; dilated eye exam; dilated fundus exam; retinal exam; diabetic eye exam; ophthalmologic exam; retinal screening; diabetic retinal screening
germline testing |  | germline genetic testing; genetic testing; hereditary cancer testing
# the forms of a genetic work-up: a panel of genes, relatives tested for a variant found, a partner screened
germline testing |  | multigene panel testing; multigene panel; panel testing; gene panel; genetic panel; cascade testing; carrier screening; carrier testing
epworth sleepiness scale |  | epworth; ess score
ipss |  | international prostate symptom score; =IPSS
aims |  | =AIMS; abnormal involuntary movement scale
neuro checks |  | neurologic checks; neuro check; q1h neuro checks
ottawa rules |  | ottawa ankle rules; ottawa knee rules
ti-rads |  | tirads; acr ti-rads
malaria smear |  | thick and thin smears; malaria smears; blood smear for malaria
trial of void |  | voiding trial
device interrogation |  | icd interrogation; pacemaker interrogation
creatinine | LOINC:2160-0 | serum creatinine; cr; creat; scr
blood urea nitrogen | LOINC:3094-0 | bun; urea nitrogen; urea
bun/creatinine ratio |  | bun/cr ratio; bun to creatinine ratio
sodium | LOINC:2951-2 | na; serum sodium; na+
potassium | LOINC:2823-3 | serum potassium; k; k+
chloride | LOINC:2075-0 | cl
bicarbonate | LOINC:2028-9 | co2; total co2; carbon dioxide; hco3; bicarb; serum bicarbonate
anion gap |  |
glucose test | LOINC:2345-7 | glucose; blood glucose; blood sugar; serum glucose; fingerstick glucose; fingersticks; fingerstick; finger stick; accucheck; accu-check; accuchecks; point of care glucose; poc glucose; blood sugars; bg; cbg; glucose level; glucose levels; fsbg; fsbs; glu; bs
calcium | LOINC:17861-6 | serum calcium; ca; corrected calcium
ionized calcium |  | ica; ionized ca
magnesium | LOINC:19123-9 | mg; serum magnesium; mag
phosphorus | LOINC:2777-1 | phosphate; phos; serum phosphorus
albumin | LOINC:1751-7 | serum albumin; alb
total protein |  |
uric acid | LOINC:3084-1 | urate
hemoglobin | LOINC:718-7 | hgb; hb; haemoglobin
hematocrit | LOINC:4544-3 | hct
white blood cell count | LOINC:6690-2 | wbc; white count; wbc count; leukocyte count; white blood cell; white blood cells; white cell count; wbcs
platelet count | LOINC:777-3 | platelets; plt; plts
red blood cell count |  | rbc; rbc count
mean corpuscular volume |  | mcv
red cell distribution width |  | rdw
absolute neutrophil count |  | anc
cbc differential |  | cbc with differential; diff; manual differential; cbc with diff
reticulocyte count |  | retic count; reticulocytes
peripheral smear |  | blood smear; peripheral blood smear
hemoglobin a1c | LOINC:4548-4 | a1c; hba1c; glycated hemoglobin; glycosylated hemoglobin; hgb a1c; hgba1c; hemoglobin a1c level
thyroid stimulating hormone | LOINC:3016-3 | tsh; thyrotropin
free t4 |  | free thyroxine; ft4; t4
free t3 |  | t3; ft3; triiodothyronine
thyroid antibodies |  | tpo antibodies; anti-tpo; thyroid peroxidase antibodies
alanine aminotransferase | LOINC:1742-6 | =ALT; sgpt
aspartate aminotransferase | LOINC:1920-8 | =AST; sgot
alkaline phosphatase | LOINC:6768-6 | alk phos; alp; alkphos
total bilirubin | LOINC:1975-2 | bilirubin; tbili; t bili; t. bili; bili
direct bilirubin |  | conjugated bilirubin; dbili; d bili
gamma-glutamyl transferase |  | ggt
total cholesterol | LOINC:2093-3 | cholesterol
triglycerides | LOINC:2571-8 | triglyceride; tg; tgs
hdl cholesterol | LOINC:2085-9 | hdl
ldl cholesterol |  | ldl; ldl-c
lipoprotein(a) |  | lp(a); lipoprotein a
prothrombin time | LOINC:5902-2 | pt/inr; protime
international normalized ratio | LOINC:6301-6 | inr
partial thromboplastin time |  | ptt; aptt
fibrinogen |  |
anti-xa level |  | anti-xa; heparin level; anti-factor xa
c-reactive protein | LOINC:1988-5 | crp; hs-crp; high sensitivity crp
erythrocyte sedimentation rate |  | esr; sed rate
procalcitonin |  | procal; pct
ferritin | LOINC:2276-4 | serum ferritin
iron | LOINC:2498-4 | serum iron
iron studies |  | iron panel; iron profile; tibc; total iron binding capacity; transferrin saturation; iron saturation; transferrin
vitamin b12 level |  | b12 level; serum b12; vitamin b12 levels; cobalamin level
folate |  | folate level; serum folate; rbc folate; folate levels
vitamin d level |  | 25-hydroxyvitamin d; 25-oh vitamin d; vitamin d 25-hydroxy; 25 oh vitamin d; vitamin d levels
zinc level |  |
thiamine level |  |
lithium level |  | lithium levels
digoxin level |  | dig level
vancomycin level |  | vancomycin trough; vanc trough; vanco trough; trough level; trough
drug levels |  | drug level; serum drug levels; tacrolimus level; valproic acid level; depakote level; phenytoin level; dilantin level; levetiracetam level; carbamazepine level
acetaminophen level |  | tylenol level
salicylate level |  | aspirin level
blood alcohol level |  | serum alcohol; serum ethanol; blood alcohol; ethanol; ethanol level; etoh level; alcohol level; blood alcohol concentration
prostate specific antigen | LOINC:2857-1 | psa
carcinoembryonic antigen |  | =CEA
ca 19-9 |  | ca19-9
ca-125 |  | ca 125; ca125
alpha-fetoprotein |  | afp
tumor markers |  | tumor marker
troponin |  | troponin i; troponin t; high-sensitivity troponin; hs troponin; troponins; trop; hs-troponin; serial troponins; cardiac enzymes; hstni
b-type natriuretic peptide |  | bnp; nt-probnp; brain natriuretic peptide; probnp; nt probnp
creatine kinase |  | ck; cpk; creatine phosphokinase; ck-mb; ckmb
lactate |  | lactic acid; serum lactate; venous lactate; arterial lactate
lipase |  | serum lipase
amylase |  |
d-dimer |  | ddimer
ammonia |  | ammonia level; nh3
lactate dehydrogenase |  | ldh
haptoglobin |  |
cortisol |  | cortisol level; am cortisol; acth stimulation test; cosyntropin stimulation test
acth |  |
parathyroid hormone |  | pth; intact pth
testosterone level |  | total testosterone
estradiol level |  |
follicle stimulating hormone |  | fsh; lh; luteinizing hormone
prolactin |  | prolactin level
insulin level |  | c-peptide
hemoglobin electrophoresis |  |
serum protein electrophoresis |  | spep; upep; immunofixation; free light chains; serum free light chains
antinuclear antibody |  | ana; ana titer
rheumatoid factor |  | anti-ccp; ccp antibody
anca |  | p-anca; c-anca
complement levels |  |
hla-b27 |  |
celiac serology |  | tissue transglutaminase; ttg; ttg iga
hepatitis panel |  | hepatitis serologies; hepatitis b surface antigen; hbsag; hepatitis c antibody; hcv antibody; hcv rna; hbv dna; hepatitis serology; acute hepatitis panel
hiv test |  | hiv screen; hiv antibody; hiv viral load; hiv rna; hiv ag/ab; viral load
cd4 count | | cd4; t-cell count; cd4 cell count; cd4 t-cell count
syphilis test |  | rpr; vdrl; treponemal antibody; fta-abs
quantiferon |  | quantiferon gold; igra; interferon gamma release assay; t-spot
tuberculin skin test |  | ppd; tb skin test; tst; ppd test
gonorrhea and chlamydia testing |  | gc/chlamydia; gc/ct; ngct; chlamydia test; gonorrhea test; gc chlamydia
urinalysis |  | urinalyses; ua; urine analysis; urine dipstick; urine dip; ua with microscopy; urine microscopy; dipstick; u/a
urine sediment |  |
leukocyte esterase |  | urine leukocyte esterase; =LE
nitrites |  | nitrite; urine nitrites
urine ketones |  | ketones in urine
specific gravity |  | urine specific gravity
urine protein |  | urine microalbumin; microalbumin; urine albumin; urine protein/creatinine ratio; upcr; urine albumin/creatinine ratio; uacr; microalbumin/creatinine ratio; 24-hour urine protein
urine electrolytes |  | urine sodium; urine osmolality; urine creatinine; fena; fractional excretion of sodium; urine lytes
serum osmolality |  | osmolality; serum osm; osmolar gap
urine culture |  | urine cultures; urine cx; ucx
blood cultures |  | blood culture; blood cx; bcx; blood cultures x2; blood cultures x 2
sputum culture |  | sputum cultures; sputum cx
wound culture |  | wound cultures; wound cx
culture |  | cultures; cx
throat culture |  |
stool studies |  | stool culture; stool cultures; stool studies; ova and parasites; o&p; stool o&p; stool test; stool testing; gi pathogen panel; stool pcr
c. difficile test |  | c diff test; c. diff toxin; c diff toxin; c. difficile toxin; c diff pcr; c. diff pcr
fecal occult blood test |  | fobt; fecal immunochemical test; fit test; guaiac; hemoccult; stool guaiac; cologuard; stool dna test; =FIT
gram stain |  | gram stains
csf analysis |  | csf studies; cerebrospinal fluid analysis; csf cell count; csf culture; csf
body fluid analysis |  | pleural fluid analysis; ascitic fluid analysis; peritoneal fluid analysis; joint fluid analysis; synovial fluid analysis; fluid analysis; cell count
rapid strep test |  | rapid strep; strep test; strep screen; rapid antigen detection test; strep swab; throat swab; strep culture
influenza test |  | rapid influenza test; flu swab; flu test; influenza swab; influenza pcr; flu pcr
covid-19 test |  | covid test; sars-cov-2 pcr; covid pcr; covid swab; covid-19 pcr; covid antigen test; covid testing; sars-cov-2 test; rapid covid test
respiratory viral panel |  | rvp; respiratory pathogen panel; viral panel; rsv test; rsv swab; nasopharyngeal swab
mrsa nasal swab | | mrsa pcr; mrsa screen; mrsa swab; mrsa nares; mrsa nares swab; mrsa nares pcr; nares swab
urine drug screen |  | uds; drug screen; urine toxicology; urine tox; tox screen; toxicology screen; urine drug test; serum tox screen
pregnancy test |  | urine pregnancy test; beta hcg; hcg; upt; serum hcg; quantitative hcg; b-hcg; beta-hcg; qualitative hcg
genetic testing |  | genetic test; brca testing; karyotype
biopsy pathology |  | histopathology; surgical pathology; frozen section; cytology
blood type |  | type and screen; type and cross; abo type; blood type and screen; rh; rh type; crossmatch
coombs test |  | direct antiglobulin test; dat
estimated glomerular filtration rate |  | egfr; gfr; creatinine clearance; crcl
basic metabolic panel |  | bmp; chem 7; chem-7; chem7; renal function panel; chem panel; chemistry panel; basic panel; electrolytes; lytes; chemistries
comprehensive metabolic panel |  | cmp; chem 14; chem-14; comprehensive panel
complete blood count |  | cbc; blood count; blood counts; cbc w/ diff; hemogram
lipid panel |  | lipid profile; fasting lipid panel; lipids; fasting lipids
liver function tests |  | lfts; lft; hepatic function panel; liver panel; liver enzymes; hepatic panel; lfts
thyroid function tests |  | tfts; thyroid panel; thyroid studies; thyroid function
coagulation panel |  | coags; coagulation studies; pt/ptt; coag panel; coagulation profile
cardiac markers |  | cardiac biomarkers
arterial blood gas |  | abg; blood gas; venous blood gas; vbg; arterial blood gases; abgs
blood pressure |  | bp; blood pressures; systolic blood pressure; sbp; diastolic blood pressure; dbp; bps; orthostatic vital signs; orthostatic vitals; orthostatics
mean arterial pressure |  | =MAP; maps
heart rate |  | hr; =P; pulse; pulse rate; heart rates; ventricular rate
respiratory rate |  | respirations; rr; =R; resp rate; breathing rate
temperature |  | =T; temp; tmax; body temperature; oral temperature; rectal temperature
oxygen saturation |  | spo2; o2 sat; pulse oximetry; o2 saturation; sao2; o2 sats; oxygen sat; sats; pulse ox; pulse oximeter reading; spo₂; oxygen saturations
weight |  | body weight; wt; weights; daily weights; admission weight
height |  | ht
body mass index |  | bmi
head circumference |  |
pain score |  | pain scale; pain rating; numeric pain scale
glasgow coma scale |  | gcs; glasgow coma score
nihss |  | nih stroke scale; nihss score; national institutes of health stroke scale
phq-9 |  | phq9; patient health questionnaire; phq-2; phq2; phq
gad-7 |  | gad7
adhd rating scale |  | adhd rating scales; vanderbilt assessment scale; vanderbilt scales; asrs
columbia suicide severity rating scale |  | c-ssrs; cssrs; columbia scale
ciwa score |  | ciwa; ciwa-ar; ciwa scores
cows score |  | clinical opiate withdrawal scale; =COWS
mini-mental state examination |  | mmse; mini mental status exam; mini-mental status exam
montreal cognitive assessment |  | moca
cam-icu |  | confusion assessment method; =CAM
richmond agitation sedation scale |  | rass
ecog performance status |  | ecog; ecog ps; karnofsky performance status; kps; performance status
apgar score |  | apgar; apgars
braden score |  | braden scale; braden
morse fall scale |  | morse fall score
audit-c |  | alcohol use disorders identification test
cage questionnaire |  |
edinburgh postnatal depression scale |  | epds
heart score |  | heart pathway
wells score |  | wells criteria
curb-65 |  | curb65; psi score
chads2-vasc |  | cha2ds2-vasc; chads-vasc; chads2; chadsvasc
has-bled |  | has bled score
meld score |  | meld; meld-na; child-pugh score; child pugh
timi score |  | timi risk score
ascvd risk score |  | ascvd risk; 10-year ascvd risk; framingham risk score
sofa score |  | qsofa
ranson criteria |  |
ottawa ankle rules |  |
range of motion |  | rom; active range of motion; passive range of motion
peripheral pulses |  | pulses; distal pulses; pedal pulses; radial pulses; dorsalis pedis pulses; posterior tibial pulses; dp pulses; pt pulses; femoral pulses; dorsalis pedis; radial pulse; pedal pulse
reflexes |  | deep tendon reflexes; dtrs; dtr; ankle reflexes; knee reflexes; patellar reflexes; achilles reflexes; biceps reflexes; reflex
bowel sounds |  | bowel sound
strength testing |  | muscle strength; motor strength; strength; grip strength
sensation testing |  | sensory exam; light touch sensation; monofilament testing; monofilament; vibration sense; proprioception
visual acuity |  | vision screening
hearing test |  | audiogram; audiometry; hearing screen
capillary refill |  | cap refill
gait assessment | | timed up and go
romberg test | | romberg; romberg's
fundoscopic exam |  | funduscopic exam; dilated eye exam; retinal exam; fundoscopy
pelvic exam |  | pelvic examination; speculum exam
rectal exam |  | digital rectal exam; dre; rectal examination
breast exam |  | clinical breast exam
foot exam |  | diabetic foot exam; monofilament exam
skin exam |  | full skin exam; total body skin exam; skin check; full skin check
electrocardiogram |  | ekg; ecg; 12-lead ekg; electrocardiography; 12 lead ecg; ekgs; ecgs; 12-lead ecg; repeat ecg
rv/lv ratio | | rv:lv ratio; rv to lv ratio
echocardiogram |  | echo; transthoracic echocardiogram; tte; transesophageal echocardiogram; tee; echocardiography; 2d echo; echocardiograms; bubble study; limited echo
ejection fraction |  | ef; lvef; left ventricular ejection fraction; lv ejection fraction
stress test |  | exercise stress test; nuclear stress test; cardiac stress test; stress echocardiogram; stress echo; myocardial perfusion imaging; lexiscan; spect; treadmill stress test; exercise tolerance test; dobutamine stress echo; pharmacologic stress test; myoview
holter monitor |  | holter; event monitor; zio patch; zio; cardiac monitor; loop recorder; ambulatory ecg monitoring; patch monitor; ecg patch; cardiac patch monitor
ankle-brachial index |  | abi; abis; ankle brachial index
electroencephalogram |  | eeg; video eeg; continuous eeg; ceeg
electromyography |  | emg; nerve conduction study; nerve conduction studies; ncs; emg/ncs
pulmonary function tests |  | pfts; pft; spirometry; dlco; lung function tests; peak flow; peak expiratory flow
sleep study |  | polysomnography; psg; home sleep study; overnight sleep study
chest x-ray |  | cxr; chest radiograph; chest film; chest xray; chest x ray; pa and lateral chest; portable chest x-ray; portable cxr; chest radiography; chest radiographs; cxrs; chest xr
x-ray |  | xray; radiograph; plain film; x-rays; radiographs; plain films; xr; x ray; films
abdominal x-ray |  | kub; kub x-ray; kub film; kub radiograph; abdominal radiograph; abdominal film; abdominal series; obstruction series
ankle x-ray |  | ankle radiograph; ankle radiographs; ankle films; foot x-ray; foot radiograph; knee x-ray; knee radiograph; knee radiographs; hip x-ray; hip radiograph; pelvis x-ray; pelvic radiograph; shoulder x-ray; shoulder radiograph; wrist x-ray; wrist radiograph; hand x-ray; hand radiograph; spine x-ray; lumbar spine x-ray; cervical spine x-ray; c-spine x-ray; skeletal survey
computed tomography |  | ct; ct scan; cat scan; ct scans; ct imaging; noncontrast ct; contrast-enhanced ct
ct of the head |  | head ct; ct head; noncontrast head ct; ct brain; non-contrast head ct; head ct scan; cth; ct of the brain
ct of the abdomen |  | ct abdomen; ct abdomen and pelvis; abdominal ct; ct abdomen/pelvis; ct a/p; ct ap; ct of the abdomen and pelvis; ct abd/pelvis; ct abdomen pelvis; ct abd pelvis; ct of abdomen and pelvis; ct a/p with contrast; abdominal and pelvic ct; ct abd; ct pelvis
ct chest/abdomen/pelvis |  | ct chest abdomen pelvis; ct c/a/p; ct cap; ct chest, abdomen and pelvis; ct of the chest, abdomen and pelvis; restaging ct
ct of the chest |  | chest ct; ct chest; ct thorax; low-dose ct; ldct; low-dose ct chest; low dose ct; high resolution ct; hrct; ct of the thorax
ct angiography |  | cta; ct pulmonary angiogram; ctpa; ct angiogram; cta chest; ct angiography of the chest; cta head and neck; ct angiography of the head and neck; cta abdomen; ct pe protocol; ct pulmonary angiography; pe protocol ct
ct of the spine |  | ct c-spine; ct cervical spine; ct lumbar spine; ct l-spine; ct spine; ct t-spine; ct thoracic spine
ct of the neck |  | ct neck; ct soft tissue neck; ct sinuses; ct face; ct maxillofacial; ct orbits
ct urogram |  | ct urography; ct stone protocol; renal stone protocol ct; ct kub
ct perfusion |  |
magnetic resonance imaging |  | mri; mri scan; mr imaging; mris; magnetic resonance
mri of the brain |  | brain mri; mri brain; mri of brain; mri head; head mri; mri brain with and without contrast
mri of the spine |  | mri lumbar spine; lumbar spine mri; mri l-spine; mri of the lumbar spine; mri cervical spine; cervical spine mri; mri c-spine; mri thoracic spine; mri t-spine; spine mri; mri spine; mri of the cervical spine; mri of the thoracic spine
mri of the knee |  | knee mri; mri knee; mri shoulder; shoulder mri; mri hip; hip mri; mri of the shoulder; mri of the hip; mri ankle; mri wrist; mri pelvis; pelvic mri; mri abdomen; mri of the abdomen; mri liver; breast mri; prostate mri
magnetic resonance angiography |  | mra; mra head; mra neck; mr angiography
magnetic resonance cholangiopancreatography |  | mrcp
ultrasound |  | sonogram; ultrasonography; =US; sonography; ultrasounds; doppler; bedside ultrasound; pocus; point of care ultrasound
abdominal ultrasound |  | ultrasound of the abdomen; right upper quadrant ultrasound; ruq ultrasound; ruq us; abdominal us; us abdomen; ultrasound abdomen; liver ultrasound; gallbladder ultrasound; ruq u/s; hepatobiliary ultrasound
renal ultrasound |  | kidney ultrasound; renal us; ultrasound of the kidneys; renal sonogram; bladder ultrasound; bladder scan; retroperitoneal ultrasound; renal u/s; pvr; post-void residual
pelvic ultrasound |  | transvaginal ultrasound; tvus; transabdominal ultrasound; obstetric ultrasound; ob ultrasound; fetal ultrasound; pelvic us; scrotal ultrasound; testicular ultrasound
doppler ultrasound |  | venous doppler; lower extremity doppler; duplex ultrasound; carotid doppler; venous duplex; lower extremity venous doppler; le doppler; le dopplers; dopplers; duplex; lower extremity duplex; carotid ultrasound; carotid duplex; arterial doppler; upper extremity doppler; dvt ultrasound; venous ultrasound; lenis
thyroid ultrasound |  | neck ultrasound
breast ultrasound |  |
soft tissue ultrasound |  |
fast exam |  | efast; focused assessment with sonography for trauma
mammogram |  | mammography; screening mammogram; diagnostic mammogram; mammograms; 3d mammogram; tomosynthesis
bone density scan |  | dexa; dexa scan; dxa; bone densitometry; bone density test; bone mineral density; bmd; bone density
pet scan |  | pet-ct; positron emission tomography; pet/ct; fdg-pet; pet ct; =PET
# the hybrid study is one test: "SPECT/CT" is neither the stress test's SPECT nor a CT of its own
spect-ct |  | spect/ct; spect ct
nuclear medicine scan |  | bone scan; nuclear scan; hida scan; hida; gastric emptying study; thyroid uptake scan; muga scan; muga; gallium scan; tagged red blood cell scan
v/q scan |  | ventilation perfusion scan; vq scan; v/q; ventilation-perfusion scan
fluoroscopy |  | barium swallow; upper gi series; esophagram; modified barium swallow; mbs; small bowel follow-through; barium enema; video swallow study; ugi
fluoroscopy |  | contrast enema; water-soluble contrast enema; gastrografin enema; contrast study of the pouch; pouchogram; loopogram
angiography |  | conventional angiography; cerebral angiogram; cerebral angiography; mesenteric angiogram; pulmonary angiogram
venogram |  |
bladder studies |  | urodynamic studies; urodynamics; voiding cystourethrogram; vcug
pap smear |  | pap test; cervical cytology; pap; hpv testing; pap and hpv
beta-hydroxybutyrate | | serum ketones; beta hydroxybutyrate; bhb; blood ketones
fructosamine | |
myoglobin | | urine myoglobin
carboxyhemoglobin | | cohb; co level
methemoglobin | | methemoglobin level
lupus anticoagulant | | antiphospholipid antibodies; anticardiolipin antibodies; beta-2 glycoprotein antibodies
hit antibody | | pf4 antibody; heparin-pf4 antibody; serotonin release assay
mixing study | | factor levels; factor viii level; von willebrand panel
g6pd | | g6pd level
anti-dsdna | | dsdna; anti-smith; ena panel; extractable nuclear antigens
aso titer | | antistreptolysin o
monospot | | heterophile antibody; ebv serology; ebv pcr
cmv pcr | | cmv serology; cmv viral load
bk virus pcr | | bk viral load
lyme titer | | lyme serology; lyme antibody
legionella urine antigen | | urine legionella antigen; strep pneumoniae urine antigen; urine antigens
afb smear | | acid-fast bacilli smear; afb culture; afb cultures
fungal culture | | fungal cultures; beta-d-glucan; galactomannan
flow cytometry | |
cytogenetics | | karyotype analysis; =FISH
bcr-abl | |
jak2 mutation | | jak2
hla typing | |
thyroglobulin | |
1,25-dihydroxyvitamin d | | calcitriol level
ace level | | angiotensin converting enzyme level
ca 15-3 | | ca 27-29
beta-2 microglobulin | |
chromogranin a | |
hemoglobin a2 | |
urine catecholamines | | plasma metanephrines; urine metanephrines; metanephrines
aldosterone/renin ratio | | aldosterone; renin
dexamethasone suppression test | |
growth hormone | | igf-1
heavy metal screen | | lead level; blood lead level
ethylene glycol level | | methanol level; volatile alcohols
urine porphobilinogen | |
semen analysis | |
sweat chloride test | |
newborn screen | | newborn screening
group b strep culture | | gbs culture; gbs screen
glucose tolerance test | | ogtt; oral glucose tolerance test; glucose challenge test; 1-hour glucose test
nonstress test | | nst; biophysical profile; bpp
fetal heart rate monitoring | | fetal heart tones; fht; fetal monitoring; fetal heart rate; fhr
amniotic fluid index | | afi
cervical length | |
nuchal translucency | |
cell-free dna screening | | nipt; cfdna
quad screen | | maternal serum screening
hpv test | |
hpv cotesting | | cotesting; co-testing; hpv co-testing
wet mount | | wet prep; koh prep
vaginal culture | |
tilt table test | |
cardiac mri | | cmr
coronary cta | | ccta; coronary ct angiography; calcium score; coronary artery calcium score; cac score
fractional flow reserve | | ffr
electrophysiology study | | ep study
signal-averaged ecg | |
transcranial doppler | | tcd
carotid duplex ultrasound | |
bone age | | bone age study
upper gi study | |
small bowel series | |
ct enterography | |
mr enterography | |
defecography | |
anorectal manometry | |
esophageal manometry | | manometry
ph monitoring | | ph probe; esophageal ph monitoring
hydrogen breath test | | breath test; urea breath test
h. pylori test | | h pylori stool antigen; h. pylori antigen; h. pylori breath test; h pylori serology
fecal calprotectin | | calprotectin
fecal elastase | |
stool fat | |
liver elastography | | fibroscan; elastography
saag | | serum-ascites albumin gradient
pleural fluid ldh | | light's criteria
synovial fluid crystals | | crystal analysis; joint fluid crystals
allergy testing | | skin prick testing; ige level; specific ige; rast
spirometry with bronchodilator | |
methacholine challenge | |
# a provocation read by its outcome, as the methacholine challenge is
oral food challenge | | food challenge; graded food challenge; open food challenge
drug challenge | | graded drug challenge; oral drug challenge; graded challenge
6-minute walk test | | six minute walk test; 6mwt; six-minute walk
cardiopulmonary exercise test | | cpet
overnight oximetry | |
arterial doppler studies | |
visual field testing | | visual fields; perimetry
optical coherence tomography | | =OCT
intraocular pressure | | iop; tonometry
slit lamp exam | | slit lamp examination
tympanometry | |
cognitive testing | | neuropsychological testing
anxiety screening | |
developmental screening | | m-chat; asq
hearing screening | |
vision screen | |
lead screening | |
blood pressure monitoring | | ambulatory blood pressure monitoring; home blood pressure monitoring
intake and output | | i/o; i&o; ins and outs; urine output; uop
mcmurray test | | mcmurray's test; mcmurray
lachman test | | lachman's test; lachman
drawer test | | anterior drawer test; posterior drawer test; anterior drawer
straight leg raise | | straight leg raise test; slr; straight-leg raise
spurling test | | spurling's test; spurling
phalen test | | phalen's test; phalen's sign
tinel sign | | tinel's sign; tinel test
finkelstein test | |
# the calf squeezed to see the foot plantarflex: the Achilles tendon's continuity
thompson test | | thompson's test; thompson squeeze test; calf squeeze test; simmonds test; simmonds-thompson test
hawkins test | | hawkins-kennedy test; neer test; neer's test; empty can test
faber test | | fabre test
cranial nerves | | cranial nerves ii-xii; cn ii-xii; cranial nerve exam; cranial nerve examination
finger-to-nose | | finger to nose; finger-nose-finger; heel-to-shin; heel to shin
fundal height | |
cervical exam | | cervical dilation; sterile vaginal exam; sve; cervical check
fetal heart tracing | | fetal tracing; ctg; cardiotocography
right ventricular systolic pressure | | rvsp; pulmonary artery systolic pressure; pasp
tapse | | tricuspid annular plane systolic excursion
diastolic function | | e/e' ratio; e/a ratio; e/e'
left atrial size | | la size; la volume index
kt/v | | dialysis adequacy
gleason score | | gleason grade; gleason
ki-67 | | ki67; mib-1
immunohistochemistry | | ihc; immunostains; immunohistochemical stains
hormone receptor status | | er/pr; estrogen receptor; progesterone receptor; er status; pr status
her2 status | | her2; her2/neu; her2 fish
pd-l1 | | pd-l1 expression
molecular testing | | next generation sequencing; ngs; tumor genomic profiling; foundationone; msi testing; microsatellite instability
bi-rads | | birads; bi-rads category
central venous pressure | | cvp
venous pressure | | venous pressures; access pressures; dialysis venous pressure
fio2 | | fraction of inspired oxygen
peep | | positive end-expiratory pressure
tidal volume | | tidal volumes
p/f ratio | | pao2/fio2 ratio; pf ratio
spontaneous breathing trial | | sbt
pao2 | | paco2; arterial oxygen
end-tidal co2 | | etco2; capnography
intracranial pressure | | icp
bladder pressure | |
active range of motion | | arom
quickdash | | quick dash; dash score
jugular venous pressure | | jvp
fev1 | | forced expiratory volume; fev1/fvc
histology | | histopathology
surgical pathology | | pathology report
swallow screen | | bedside swallow screen; swallow evaluation; bedside swallow evaluation
dermoscopy | | dermatoscopy
fistulogram | |
pneumococcal urine antigen | | urine pneumococcal antigen; legionella urine antigen
rapid antigen test | | rapid antigen testing
numeric rating scale | | nrs pain score
antibody screen | | type and screen
t-score | | t score; z-score
telemetry | | cardiac telemetry
naat | | nucleic acid amplification test
pcr | | polymerase chain reaction
apnea-hypopnea index | | ahi
dix-hallpike | | dix-hallpike maneuver; dix hallpike test
exercise treadmill test | | treadmill stress test; exercise tolerance test
edinburgh postnatal depression scale | | edinburgh score; epds
device interrogation | |
transcutaneous bilirubin | | =TcB
neutrophils | | neutrophil count
light touch | | light touch sensation
pinprick | | pinprick sensation
transferrin saturation | | tsat; iron saturation
urea reduction ratio | | urr
boston bowel preparation scale | | bbps
palliative performance scale | | pps
cell-free dna screen | | cell-free dna; nipt
anti-histone antibodies | | antihistone antibodies
sestamibi scan | | sestamibi; parathyroid scan
`
