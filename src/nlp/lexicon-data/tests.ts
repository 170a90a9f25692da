/**
 * Laboratory tests, imaging and other investigations. Same line format as the problems list;
 * codes are LOINC, written only for the laboratory tests whose codes are certain.
 */
export const TEST_LINES = `
creatinine | LOINC:2160-0 | serum creatinine; cr
blood urea nitrogen | LOINC:3094-0 | bun; urea nitrogen
sodium | LOINC:2951-2 | na; serum sodium
potassium | LOINC:2823-3 | serum potassium
chloride | LOINC:2075-0 |
bicarbonate | LOINC:2028-9 | co2; total co2; carbon dioxide
glucose | LOINC:2345-7 | blood glucose; blood sugar; serum glucose; fingerstick glucose; fingersticks; fingerstick
calcium | LOINC:17861-6 | serum calcium
magnesium | LOINC:19123-9 |
phosphorus | LOINC:2777-1 | phosphate
albumin | LOINC:1751-7 | serum albumin
uric acid | LOINC:3084-1 | urate
hemoglobin | LOINC:718-7 | hgb; hb
hematocrit | LOINC:4544-3 | hct
white blood cell count | LOINC:6690-2 | wbc; white count; wbc count; leukocyte count
platelet count | LOINC:777-3 | platelets; plt
hemoglobin a1c | LOINC:4548-4 | a1c; hba1c; glycated hemoglobin; glycosylated hemoglobin
thyroid stimulating hormone | LOINC:3016-3 | tsh; thyrotropin
free t4 | | free thyroxine
alanine aminotransferase | LOINC:1742-6 | alt; sgpt
aspartate aminotransferase | LOINC:1920-8 | ast; sgot
alkaline phosphatase | LOINC:6768-6 | alk phos
total bilirubin | LOINC:1975-2 | bilirubin
total cholesterol | LOINC:2093-3 | cholesterol
triglycerides | LOINC:2571-8 | triglyceride
hdl cholesterol | LOINC:2085-9 | hdl
ldl cholesterol | | ldl
prothrombin time | LOINC:5902-2 | pt/inr; protime
international normalized ratio | LOINC:6301-6 | inr
partial thromboplastin time | | ptt; aptt
c-reactive protein | LOINC:1988-5 | crp
erythrocyte sedimentation rate | | esr; sed rate
ferritin | LOINC:2276-4 |
iron | LOINC:2498-4 | serum iron
prostate specific antigen | LOINC:2857-1 | psa
troponin | | troponin i; troponin t; high-sensitivity troponin
b-type natriuretic peptide | | bnp; nt-probnp; brain natriuretic peptide
lactate | | lactic acid
lipase | |
amylase | |
d-dimer | |
creatine kinase | | ck; cpk
lactate dehydrogenase | | ldh
ammonia | |
arterial blood gas | | abg; blood gas
complete blood count | | cbc; cbc with differential
basic metabolic panel | | bmp; chem 7
comprehensive metabolic panel | | cmp
lipid panel | | lipid profile; fasting lipid panel
liver function tests | | lfts; lft; hepatic function panel
thyroid function tests | | tfts; thyroid panel
coagulation panel | | coags; coagulation studies
urinalysis | | ua; urine analysis; urine dipstick
urine culture | | urine cultures
blood cultures | | blood culture
sputum culture | | sputum cultures
wound culture | |
gram stain | |
rapid strep test | | rapid strep; throat culture
influenza test | | rapid influenza test; flu swab; flu test
covid-19 test | | covid test; sars-cov-2 pcr; covid pcr
urine drug screen | | uds; drug screen; urine toxicology
blood alcohol level | | serum alcohol
pregnancy test | | urine pregnancy test; beta hcg; hcg
hepatitis panel | | hepatitis serologies
hiv test | | hiv screen
tuberculin skin test | | ppd; tb skin test
estimated glomerular filtration rate | | egfr; gfr
urine protein | | urine microalbumin; microalbumin; urine albumin
vitamin d level | | 25-hydroxyvitamin d
vitamin b12 level | | b12 level
blood pressure | | bp
heart rate | | pulse
peripheral pulses | | pulses; distal pulses; pedal pulses
respiratory rate | | respirations
temperature | |
oxygen saturation | | spo2; o2 sat; pulse oximetry; o2 saturation
body mass index | | bmi
weight | |
chest x-ray | | cxr; chest radiograph; chest film; chest xray
x-ray | | xray; radiograph; plain film; x-rays
computed tomography | | ct; ct scan; cat scan; ct scans
ct of the head | | head ct; ct head; noncontrast head ct
ct of the abdomen | | ct abdomen; ct abdomen and pelvis; abdominal ct
ct angiography | | cta; ct pulmonary angiogram; ctpa
magnetic resonance imaging | | mri; mri scan; mr imaging
mri of the brain | | brain mri; mri brain
ultrasound | | sonogram; ultrasonography
abdominal ultrasound | | ultrasound of the abdomen; right upper quadrant ultrasound; ruq ultrasound
renal ultrasound | | kidney ultrasound
pelvic ultrasound | | transvaginal ultrasound
doppler ultrasound | | venous doppler; lower extremity doppler; duplex ultrasound; carotid doppler
echocardiogram | | echo; transthoracic echocardiogram; tte; transesophageal echocardiogram; tee; echocardiography
electrocardiogram | | ekg; ecg; 12-lead ekg; electrocardiography
stress test | | exercise stress test; nuclear stress test; cardiac stress test; stress echocardiogram
holter monitor | | holter; event monitor
electroencephalogram | | eeg
electromyography | | emg; nerve conduction study; nerve conduction studies
pulmonary function tests | | pfts; pft; spirometry
mammogram | | mammography; screening mammogram
bone density scan | | dexa; dexa scan; dxa; bone densitometry
pet scan | | pet-ct; positron emission tomography
nuclear medicine scan | | bone scan
v/q scan | | ventilation perfusion scan
fluoroscopy | | barium swallow; upper gi series
bladder studies | | urodynamic studies; urodynamics
pap smear | | pap test; cervical cytology
`
