/**
 * Problems, symptoms and findings. One line per concept: preferred term | code | synonyms (';').
 * Codes are ICD-10-CM, written only where the code is certain; the rest stay empty on purpose.
 * Ambiguous abbreviations (PE, MS, RA, PAD, CAP, LOC, HA) are left out: in notes they mean other
 * things as often as not.
 */
export const PROBLEM_LINES = `
hypertension | ICD10CM:I10 | htn; high blood pressure; essential hypertension; elevated blood pressure
hypotension | ICD10CM:I95.9 | low blood pressure
orthostatic hypotension | |
type 2 diabetes mellitus | ICD10CM:E11 | type 2 diabetes; type ii diabetes; type ii diabetes mellitus; t2dm; non-insulin-dependent diabetes mellitus; niddm; adult-onset diabetes
type 1 diabetes mellitus | ICD10CM:E10 | type 1 diabetes; type i diabetes; type i diabetes mellitus; t1dm; insulin-dependent diabetes mellitus; juvenile diabetes
diabetes mellitus | | diabetes; dm; diabetic
gestational diabetes | |
prediabetes | | pre-diabetes; impaired fasting glucose; impaired glucose tolerance
diabetic ketoacidosis | | dka
diabetic neuropathy | | diabetic peripheral neuropathy
diabetic retinopathy | |
diabetic nephropathy | |
hyperglycemia | ICD10CM:R73.9 |
hypoglycemia | ICD10CM:E16.2 |
hyperlipidemia | ICD10CM:E78.5 | hld; high cholesterol; dyslipidemia; hypercholesterolemia
hypertriglyceridemia | |
obesity | ICD10CM:E66.9 | obese
morbid obesity | | severe obesity
overweight | |
hypothyroidism | ICD10CM:E03.9 | underactive thyroid
hyperthyroidism | | overactive thyroid; thyrotoxicosis
goiter | | thyromegaly
thyroid nodule | |
hypokalemia | ICD10CM:E87.6 | low potassium
hyperkalemia | ICD10CM:E87.5 | high potassium
hyponatremia | ICD10CM:E87.1 | low sodium
hypernatremia | |
hypocalcemia | |
hypercalcemia | |
hypomagnesemia | |
hyperuricemia | ICD10CM:E79.0 |
gout | ICD10CM:M10.9 | gouty arthritis
pseudogout | |
dehydration | ICD10CM:E86.0 | volume depletion
vitamin d deficiency | ICD10CM:E55.9 |
vitamin b12 deficiency | |
malnutrition | |
coronary artery disease | ICD10CM:I25.10 | cad; coronary heart disease; atherosclerotic heart disease; ischemic heart disease
heart disease | | cardiac disease
myocardial infarction | ICD10CM:I21 | mi; heart attack; acute myocardial infarction; ami
st elevation myocardial infarction | | stemi
non-st elevation myocardial infarction | | nstemi
acute coronary syndrome | | acs
angina | | angina pectoris; anginal symptoms; unstable angina; stable angina
heart failure | ICD10CM:I50.9 | congestive heart failure; chf; cardiac failure
systolic heart failure | | heart failure with reduced ejection fraction; hfref
diastolic heart failure | | heart failure with preserved ejection fraction; hfpef
cardiomyopathy | | dilated cardiomyopathy; ischemic cardiomyopathy
cardiomegaly | | enlarged heart
atrial fibrillation | ICD10CM:I48.91 | afib; a fib; af; paroxysmal atrial fibrillation
atrial flutter | |
cardiac arrhythmia | ICD10CM:I49.9 | arrhythmia; dysrhythmia
supraventricular tachycardia | | svt
ventricular tachycardia | | vtach; v tach
ventricular fibrillation | | vfib; v fib
heart block | | atrioventricular block; av block
tachycardia | ICD10CM:R00.0 |
bradycardia | ICD10CM:R00.1 |
palpitations | ICD10CM:R00.2 | palpitation
cardiac murmur | ICD10CM:R01.1 | murmur; heart murmur; systolic murmur; diastolic murmur; ejection systolic murmur
gallop | | gallops; s3 gallop; s4 gallop
pericardial rub | | friction rub; rub; rubs
aortic stenosis | ICD10CM:I35.0 |
mitral regurgitation | | mitral insufficiency
valvular heart disease | |
pericarditis | |
pericardial effusion | |
endocarditis | |
cardiac arrest | |
sudden cardiac death | |
peripheral vascular disease | ICD10CM:I73.9 | pvd; peripheral arterial disease
deep vein thrombosis | | dvt; deep venous thrombosis
pulmonary embolism | ICD10CM:I26 | pulmonary embolus; pulmonary emboli
venous thromboembolism | | vte; blood clot; blood clots
abdominal aortic aneurysm | | aaa
aortic dissection | |
varicose veins | |
stroke | ICD10CM:I63.9 | cerebrovascular accident; cva; cerebral infarction; ischemic stroke; brain attack
hemorrhagic stroke | |
transient ischemic attack | | tia; mini stroke
intracranial hemorrhage | | intracerebral hemorrhage; brain bleed
subarachnoid hemorrhage | |
subdural hematoma | |
acute infarct | |
carotid stenosis | | carotid artery stenosis
asthma | ICD10CM:J45 | reactive airway disease; bronchial asthma
chronic obstructive pulmonary disease | ICD10CM:J44.9 | copd; chronic obstructive lung disease; chronic bronchitis
emphysema | |
pneumonia | ICD10CM:J18.9 | lung infection
community-acquired pneumonia | |
aspiration pneumonia | |
bronchitis | | acute bronchitis
bronchiolitis | |
upper respiratory infection | ICD10CM:J06.9 | uri; upper respiratory tract infection; common cold
influenza | | flu
covid-19 | ICD10CM:U07.1 | covid; coronavirus disease 2019; sars-cov-2 infection
pharyngitis | ICD10CM:J02.9 | sore throat; strep throat; streptococcal pharyngitis
sinusitis | | sinus infection
otitis media | | ear infection
tuberculosis | | tb
pleural effusion | ICD10CM:J90 |
pneumothorax | ICD10CM:J93.9 |
atelectasis | |
pulmonary edema | ICD10CM:J81.0 |
pulmonary nodule | | lung nodule
pulmonary fibrosis | | interstitial lung disease
pulmonary hypertension | |
respiratory failure | | acute respiratory failure
acute respiratory distress syndrome | | ards
obstructive sleep apnea | ICD10CM:G47.33 | osa; sleep apnea
infiltrate | | infiltrates; pulmonary infiltrate
consolidation | |
hypoxemia | ICD10CM:R09.02 | hypoxia
respiratory distress | |
acute distress | |
acute cardiopulmonary process | |
shortness of breath | ICD10CM:R06.02 | sob; dyspnea; breathlessness; difficulty breathing
dyspnea on exertion | | exertional dyspnea
orthopnea | |
paroxysmal nocturnal dyspnea | | pnd
cough | ICD10CM:R05 | coughing; productive cough; dry cough; nonproductive cough
sputum production | | sputum; phlegm
hemoptysis | | coughing up blood
wheezing | | wheeze; wheezes
rales | | crackles
rhonchi | |
stridor | |
chest pain | ICD10CM:R07.9 | chest discomfort; chest pressure; chest tightness
pleuritic chest pain | |
gastroesophageal reflux disease | ICD10CM:K21.9 | gerd; acid reflux; reflux; gastroesophageal reflux; reflux esophagitis
heartburn | | pyrosis
gastritis | ICD10CM:K29.70 |
peptic ulcer disease | | pud; peptic ulcer; gastric ulcer; duodenal ulcer; stomach ulcer
helicobacter pylori infection | | h. pylori infection; h pylori infection; h. pylori; h pylori; helicobacter pylori
hiatal hernia | ICD10CM:K44.9 | hiatus hernia
gastroenteritis | | stomach flu
viral gastroenteritis | |
gastrointestinal bleeding | ICD10CM:K92.2 | gi bleed; gi bleeding; gastrointestinal hemorrhage; upper gi bleed; lower gi bleed
hematemesis | | vomiting blood
melena | | black stools; tarry stools
hematochezia | | bright red blood per rectum; brbpr; rectal bleeding
nausea | ICD10CM:R11.0 | nauseated; nauseous
vomiting | ICD10CM:R11.10 | emesis; throwing up
nausea and vomiting | ICD10CM:R11.2 | n/v; nausea/vomiting
diarrhea | ICD10CM:R19.7 | loose stools; watery stools; diarrhoea
constipation | ICD10CM:K59.00 |
abdominal pain | ICD10CM:R10.9 | belly pain; stomach pain; stomach ache; stomachache; abdominal discomfort
epigastric pain | |
abdominal tenderness | | tenderness of abdomen
abdominal distension | | bloating; abdominal distention; distended abdomen
rebound tenderness | | rebound
guarding | | abdominal guarding
dysphagia | | difficulty swallowing
odynophagia | | painful swallowing
anorexia | ICD10CM:R63.0 | loss of appetite; poor appetite; decreased appetite
weight loss | ICD10CM:R63.4 | unintentional weight loss; abnormal weight loss
weight gain | |
small bowel obstruction | | sbo
bowel obstruction | | intestinal obstruction; partial intestinal obstruction
ileus | |
appendicitis | ICD10CM:K37 | acute appendicitis
cholecystitis | |
cholelithiasis | ICD10CM:K80.20 | gallstones; gallstone; gall stones
choledocholithiasis | |
pancreatitis | | acute pancreatitis; chronic pancreatitis
hepatitis | | viral hepatitis
hepatitis b | |
hepatitis c | |
cirrhosis | ICD10CM:K74.60 | liver cirrhosis; cirrhosis of liver
fatty liver | ICD10CM:K76.0 | hepatic steatosis; nonalcoholic fatty liver disease; nafld
hepatomegaly | | enlarged liver
splenomegaly | | enlarged spleen
hepatosplenomegaly | |
organomegaly | |
ascites | |
jaundice | ICD10CM:R17 | icterus
diverticulosis | |
diverticulitis | |
irritable bowel syndrome | | ibs
inflammatory bowel disease | | ibd
crohn's disease | | crohn disease; crohns disease; crohn's
ulcerative colitis | |
colitis | | clostridium difficile colitis; c. diff colitis; c diff
celiac disease | |
hemorrhoids | | hemorrhoid
anal fissure | |
perirectal abscess | | rectal abscess
hernia | |
inguinal hernia | |
umbilical hernia | |
chronic kidney disease | ICD10CM:N18.9 | ckd; chronic renal insufficiency; chronic renal failure; chronic renal disease
acute kidney injury | ICD10CM:N17.9 | aki; acute renal failure; acute kidney failure
renal failure | | kidney failure; renal insufficiency
end-stage renal disease | | esrd; end-stage kidney disease
kidney stone | ICD10CM:N20.0 | kidney stones; nephrolithiasis; renal calculus; renal stone; renal stones
renal cyst | ICD10CM:N28.1 | kidney cyst; renal cysts
hydronephrosis | |
proteinuria | | protein in urine
urinary tract infection | ICD10CM:N39.0 | uti; bladder infection
cystitis | |
pyelonephritis | | kidney infection
dysuria | ICD10CM:R30.0 | painful urination; pain with urination; burning on urination; burning with urination
urinary urgency | ICD10CM:R39.15 | urgency; urgency of urination
urinary frequency | ICD10CM:R35.0 | frequency of urination; frequent urination
hematuria | ICD10CM:R31.9 | blood in urine; blood in the urine; gross hematuria; microscopic hematuria
pyuria | |
urinary incontinence | ICD10CM:R32 | incontinence
urinary retention | ICD10CM:R33.9 |
nocturia | |
benign prostatic hyperplasia | ICD10CM:N40 | bph; enlarged prostate; benign prostatic hypertrophy
erectile dysfunction | |
vaginal bleeding | | abnormal uterine bleeding
vaginal discharge | |
pelvic pain | |
endometriosis | |
uterine fibroids | | fibroids; leiomyoma
ovarian cyst | |
pregnancy | | pregnant
preeclampsia | |
menopause | |
anemia | ICD10CM:D64.9 | anaemia; low hemoglobin
iron deficiency anemia | ICD10CM:D50.9 |
sickle cell disease | | sickle cell anemia
thrombocytopenia | ICD10CM:D69.6 | low platelets
leukocytosis | ICD10CM:D72.829 | elevated white count
neutropenia | ICD10CM:D70.9 |
coagulopathy | |
lymphadenopathy | | swollen lymph nodes; enlarged lymph nodes; adenopathy
bleeding | | hemorrhage
bruising | | ecchymosis; easy bruising
cancer | | malignancy; malignant neoplasm; carcinoma
neoplasm | | tumor; tumors
metastatic disease | | metastasis; metastases; metastatic cancer
breast cancer | ICD10CM:C50 | breast carcinoma; carcinoma of the breast
lung cancer | ICD10CM:C34 | lung carcinoma; non-small cell lung cancer; small cell lung cancer
colon cancer | ICD10CM:C18.9 | colorectal cancer; colon carcinoma; rectal cancer
prostate cancer | ICD10CM:C61 | prostate carcinoma
ovarian cancer | |
pancreatic cancer | |
skin cancer | | basal cell carcinoma; squamous cell carcinoma; melanoma
leukemia | |
lymphoma | | hodgkin lymphoma; non-hodgkin lymphoma
multiple myeloma | | myeloma
brain tumor | |
schwannoma | |
pseudomyxoma peritonei | |
lipoma | |
cyst | | cysts; benign cyst
mass | | masses; lump
nodule | | nodules
lesion | | lesions
polyp | | polyps; colon polyp; colonic polyps
headache | ICD10CM:R51 | headaches; cephalgia; head pain
migraine | ICD10CM:G43 | migraines; migraine headache; migraine headaches
tension headache | | tension-type headache
dizziness | ICD10CM:R42 | dizzy; lightheadedness; lightheaded; light-headedness
vertigo | |
syncope | ICD10CM:R55 | fainting; passed out; syncopal episode
presyncope | | near syncope
seizure | ICD10CM:R56.9 | seizures; convulsion; convulsions; seizure disorder
epilepsy | |
altered mental status | | ams; confusion; confused; disorientation
delirium | |
dementia | ICD10CM:F03.90 |
memory loss | | memory problems; forgetfulness
cognitive impairment | | mild cognitive impairment
alzheimer's disease | ICD10CM:G30.9 | alzheimer disease; alzheimers disease; alzheimer's dementia
parkinson's disease | ICD10CM:G20 | parkinson disease; parkinsons disease; parkinsonism
multiple sclerosis | ICD10CM:G35 |
peripheral neuropathy | | neuropathy
numbness | | numb
tingling | | paresthesia; paresthesias; pins and needles
weakness | | generalized weakness
left-sided weakness | | left hemiparesis
right-sided weakness | | right hemiparesis
hemiparesis | | hemiplegia
facial droop | | facial drooping
slurred speech | | dysarthria
aphasia | |
tremor | | tremors
ataxia | | unsteady gait; gait instability
focal neurological deficits | | focal neurologic deficit; focal neurological deficit; focal deficits
nystagmus | |
photophobia | | light sensitivity
neck stiffness | | nuchal rigidity; stiff neck
meningitis | |
encephalopathy | |
concussion | |
traumatic brain injury | | tbi
loss of consciousness | |
insomnia | | difficulty sleeping
fatigue | ICD10CM:R53.83 | tiredness; tired; exhaustion; lethargy; malaise
fever | ICD10CM:R50.9 | fevers; febrile; pyrexia; elevated temperature
chills | | rigors; shaking chills
night sweats | |
diaphoresis | | sweating; sweats
depression | ICD10CM:F32.9 | depressed mood; major depressive disorder; major depression
anxiety | ICD10CM:F41.9 | anxiety disorder; generalized anxiety disorder; anxious
bipolar disorder | ICD10CM:F31.9 | bipolar affective disorder
schizophrenia | ICD10CM:F20.9 |
post-traumatic stress disorder | ICD10CM:F43.10 | ptsd; posttraumatic stress disorder
attention deficit hyperactivity disorder | ICD10CM:F90.9 | adhd
suicidal ideation | | suicidal thoughts; thoughts of suicide
homicidal ideation | |
hallucinations | | auditory hallucinations; visual hallucinations
substance abuse | | drug abuse; illicit drug use; substance use disorder
alcohol abuse | | alcoholism; alcohol dependence; alcohol use disorder
tobacco use | | smoking; smoker; cigarette smoking; tobacco abuse; nicotine dependence
opioid use disorder | | opioid dependence; opioid abuse
osteoarthritis | ICD10CM:M19.90 | degenerative joint disease; djd
rheumatoid arthritis | ICD10CM:M06.9 |
arthritis | |
osteoporosis | ICD10CM:M81.0 |
osteopenia | |
degenerative disc disease | | ddd; disc degeneration
back pain | | backache; lumbar pain; dorsalgia
low back pain | | lower back pain; lumbago
chronic back pain | |
neck pain | | cervicalgia
joint pain | | arthralgia; arthralgias; joint aches
joint swelling | | swollen joints
myalgia | | muscle aches; muscle pain; body aches
muscle spasm | | spasms; muscle cramps; cramps
knee pain | |
shoulder pain | |
hip pain | |
fracture | | fractures; broken bone
hip fracture | |
stress fracture | |
dislocation | |
sprain | | ankle sprain
tendinitis | | tendonitis
carpal tunnel syndrome | |
fibromyalgia | |
systemic lupus erythematosus | | lupus; sle
osteomyelitis | |
effusion | | joint effusion; knee effusion
crepitus | |
falls | | frequent falls
cellulitis | ICD10CM:L03.90 |
abscess | | skin abscess
wound infection | | surgical site infection
infection | | infections
sepsis | ICD10CM:A41.9 | septicemia; septic shock
bacteremia | |
urosepsis | |
human immunodeficiency virus infection | ICD10CM:B20 | hiv; hiv infection; hiv disease
chickenpox | | varicella
shingles | | herpes zoster; zoster
herpes simplex | | cold sores
lyme disease | |
fungal infection | | candidiasis; thrush; yeast infection
rash | ICD10CM:R21 | rashes; skin rash; erythema; eruption
urticaria | ICD10CM:L50.9 | hives
pruritus | | itching; itchy; itch
eczema | | atopic dermatitis; eczematous patch
psoriasis | |
dermatitis | | contact dermatitis
acne | |
pressure ulcer | | decubitus ulcer; bed sore; pressure injury
skin ulcer | | ulcer; leg ulcer; foot ulcer; diabetic foot ulcer
wound | | laceration
burn | | burns
cyanosis | | cyanotic
clubbing | | digital clubbing
pallor | | pale
edema | ICD10CM:R60.9 | swelling; peripheral edema; lower extremity edema; leg swelling; pedal edema; ankle swelling
anasarca | |
jugular venous distension | | jvd; jugular venous distention; elevated jvp
allergy | | allergies; allergic reaction
drug allergies | | drug allergy; medication allergies
anaphylaxis | | anaphylactic reaction
angioedema | |
conjunctivitis | | pink eye
glaucoma | |
cataract | | cataracts
macular degeneration | |
blurred vision | | blurry vision
vision loss | | loss of vision; visual loss; blindness
diplopia | | double vision
ptosis | |
hearing loss | | deafness
tinnitus | |
epistaxis | ICD10CM:R04.0 | nosebleed; nose bleed
nasal congestion | | congestion; stuffy nose
rhinorrhea | | runny nose
hoarseness | |
dry mouth | | xerostomia
gingival infection | | gingivitis
dental caries | | tooth decay
pain | ICD10CM:R52 |
chronic pain | |
tenderness | |
soreness | | sore
costochondritis | |
viral exanthem | |
failure to thrive | |
anginal chest pain | |
acute abdomen | |
`
