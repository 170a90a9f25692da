/**
 * Problems of the heart, vessels and lungs. One line per concept: preferred term | code |
 * synonyms (';'). Codes are ICD-10-CM, written only where the code is certain; the rest stay
 * empty on purpose. Terms name the condition without severity, course or side ("pleural
 * effusion", not "small right pleural effusion"), as the annotation guidelines ask.
 */
export const CARDIOPULMONARY_PROBLEM_LINES = `
hypertension | ICD10CM:I10 | htn; high blood pressure; essential hypertension; elevated blood pressure; hypertensive
hypertensive urgency | | hypertensive crisis
hypertensive emergency | |
hypertensive heart disease | |
hypertensive chronic kidney disease | | hypertensive nephropathy; hypertensive nephrosclerosis
hypotension | ICD10CM:I95.9 | low blood pressure; hypotensive
orthostatic hypotension | | orthostasis; postural hypotension; orthostatic
coronary artery disease | ICD10CM:I25.10 | cad; coronary heart disease; atherosclerotic heart disease; ischemic heart disease; coronary atherosclerosis; coronary disease; three vessel disease; multivessel coronary artery disease; triple vessel disease; two vessel disease; single vessel disease
heart disease | | cardiac disease
myocardial infarction | ICD10CM:I21 | mi; heart attack; ami; myocardial infarct
st elevation myocardial infarction | | stemi; st-elevation mi; inferior stemi; anterior stemi; lateral stemi; inferior st elevation myocardial infarction; anterior st elevation myocardial infarction
non-st elevation myocardial infarction | | nstemi; non-st elevation mi; non st elevation myocardial infarction
old myocardial infarction | | prior myocardial infarction
demand ischemia | | type 2 myocardial infarction; type ii mi; type 2 mi
acute coronary syndrome | | acs
unstable angina | |
angina |  | angina pectoris; anginal symptoms; anginal chest pain; prinzmetal angina; vasospastic angina
myocardial ischemia | | cardiac ischemia; ischemia
troponin elevation | | troponinemia; elevated troponin; troponin leak; positive troponin
st depression | | st depressions; st segment depression; st segment depressions
st elevation | | st elevations; st segment elevation; st segment elevations
t wave inversion | | t wave inversions; inverted t waves; twi
q waves | | pathologic q waves; q wave
left bundle branch block | | lbbb
right bundle branch block | | rbbb
bundle branch block | |
left anterior fascicular block | | lafb
prolonged qt interval | | qt prolongation; long qt; long qt syndrome; prolonged qtc; qtc prolongation
heart failure | ICD10CM:I50.9 | congestive heart failure; chf; cardiac failure; decompensated heart failure; adhf; chf exacerbation; heart failure exacerbation
systolic heart failure | | heart failure with reduced ejection fraction; hfref; systolic dysfunction; systolic chf; left ventricular systolic dysfunction; lv systolic dysfunction; reduced ejection fraction
diastolic heart failure | | heart failure with preserved ejection fraction; hfpef; diastolic dysfunction; diastolic chf; grade 1 diastolic dysfunction; grade i diastolic dysfunction
heart failure with mildly reduced ejection fraction | | hfmref; heart failure with mid-range ejection fraction; hfmref
right heart failure | | right-sided heart failure; right ventricular failure; cor pulmonale; rv failure
right heart strain | | right ventricular strain; rv strain; right ventricular dysfunction; rv dysfunction
cardiogenic shock | |
cardiomyopathy | | dilated cardiomyopathy; nonischemic cardiomyopathy; non-ischemic cardiomyopathy; dcm
ischemic cardiomyopathy | | icm
hypertrophic cardiomyopathy | | hcm; hocm; hypertrophic obstructive cardiomyopathy
takotsubo cardiomyopathy | | stress cardiomyopathy; takotsubo
restrictive cardiomyopathy | |
peripartum cardiomyopathy | |
cardiac amyloidosis | |
left ventricular hypertrophy | | lvh
left ventricular thrombus | | lv thrombus
left atrial enlargement | | lae; left atrial dilation
cardiomegaly | | enlarged heart; enlarged cardiac silhouette
atrial fibrillation | ICD10CM:I48.91 | afib; a fib; af; paroxysmal atrial fibrillation; persistent atrial fibrillation; permanent atrial fibrillation; atrial fibrillation with rapid ventricular response; afib with rvr; a-fib with rvr; paf
atrial flutter | | aflutter; a flutter
rapid ventricular response | | rvr
cardiac arrhythmia | ICD10CM:I49.9 | arrhythmia; arrhythmias; dysrhythmia; dysrhythmias
supraventricular tachycardia | | svt; psvt; paroxysmal supraventricular tachycardia
atrioventricular nodal reentrant tachycardia | | avnrt
wolff-parkinson-white syndrome | | wpw; wolff parkinson white
ventricular tachycardia | | vtach; v tach; vt; nonsustained ventricular tachycardia; nsvt
ventricular fibrillation | | vfib; v fib; vf
premature ventricular contractions | | pvcs; pvc; premature ventricular complexes; ventricular ectopy
premature atrial contractions | | pacs; premature atrial complexes
heart block | | atrioventricular block; av block; complete heart block; third degree heart block; second degree heart block; mobitz type ii; mobitz ii; mobitz type i; wenckebach; chb
first degree av block | | first degree atrioventricular block; 1st degree av block; first-degree heart block
sick sinus syndrome | | sinus node dysfunction; tachy-brady syndrome; tachycardia-bradycardia syndrome
sinus tachycardia | |
sinus bradycardia | |
junctional rhythm | |
asystole | |
pulseless electrical activity | | pea arrest
tachycardia | ICD10CM:R00.0 | tachycardic; tachyarrhythmia
bradycardia | ICD10CM:R00.1 | bradycardic; bradyarrhythmia
palpitations | ICD10CM:R00.2 | palpitation; heart racing; racing heart; fluttering
cardiac murmur | ICD10CM:R01.1 | murmur; murmurs; heart murmur; systolic murmur; diastolic murmur; ejection systolic murmur; holosystolic murmur; systolic ejection murmur; sem
gallop | | gallops; s3 gallop; s4 gallop
pericardial rub | | friction rub; rub; rubs; pericardial friction rub
aortic stenosis | ICD10CM:I35.0 | aortic valve stenosis
aortic regurgitation | | aortic insufficiency; ai
mitral regurgitation | | mitral insufficiency
mitral stenosis | |
mitral valve prolapse | | mvp
tricuspid regurgitation | | tricuspid insufficiency; =TR
pulmonic stenosis | | pulmonary stenosis
bicuspid aortic valve | |
valvular heart disease | | valve disease; valvular disease
prosthetic valve dysfunction | |
rheumatic heart disease | |
pericarditis | |
pericardial effusion | | pericardial effusions
cardiac tamponade | | tamponade; pericardial tamponade
constrictive pericarditis | |
myocarditis | |
endocarditis | | infective endocarditis; bacterial endocarditis
cardiac arrest | | cardiopulmonary arrest; respiratory arrest; pulseless arrest
sudden cardiac death | |
congenital heart disease | |
atrial septal defect | | asd
patent foramen ovale | | pfo
ventricular septal defect | | vsd
tetralogy of fallot | |
coarctation of the aorta | | aortic coarctation
patent ductus arteriosus | | pda
peripheral vascular disease | ICD10CM:I73.9 | pvd; peripheral arterial disease; peripheral artery disease; =PAD; arterial insufficiency
claudication | | intermittent claudication
critical limb ischemia | | acute limb ischemia; limb ischemia
deep vein thrombosis | | dvt; deep venous thrombosis; dvts
superficial thrombophlebitis | | thrombophlebitis; superficial venous thrombosis; phlebitis
pulmonary embolism | ICD10CM:I26 | pulmonary embolus; pulmonary emboli; =PE; =PEs; saddle embolus; saddle pulmonary embolism; pe's
venous thromboembolism | | vte; blood clot; blood clots; thromboembolism; thromboembolic disease
thrombosis | | thrombus; clot; venous thrombosis
arterial thrombosis | | arterial thrombus
embolism | | embolus; emboli
abdominal aortic aneurysm | | aaa; infrarenal aortic aneurysm
thoracic aortic aneurysm | | taa; ascending aortic aneurysm
aortic aneurysm | | aneurysm
aortic dissection | | type a dissection; type b dissection; type a aortic dissection; type b aortic dissection
aortic atherosclerosis | | atherosclerosis; atherosclerotic disease; atherosclerotic calcification; aortic calcification
varicose veins | | varicosities
chronic venous insufficiency | | venous insufficiency; venous stasis; venous stasis dermatitis; stasis dermatitis
lymphedema | |
raynaud phenomenon | | raynaud's; raynaud's phenomenon; raynaud syndrome
vasculitis | |
giant cell arteritis | | temporal arteritis
renal artery stenosis | |
mesenteric ischemia | | bowel ischemia; ischemic bowel; ischemic colitis
carotid stenosis | | carotid artery stenosis; carotid disease; carotid artery disease
subclavian steal syndrome | |
arteriovenous malformation | | avm
pseudoaneurysm | | femoral pseudoaneurysm
hematoma | | groin hematoma; hematomas
shock | | circulatory shock
hypovolemic shock | | hemorrhagic shock
distributive shock | | vasodilatory shock
syncope | ICD10CM:R55 | fainting; fainted; passed out; pass out; passing out; passes out; black out; blacking out; syncopal episode; syncopal; blacked out; blackout
vasovagal syncope | | vasovagal episode; vasovagal reaction; neurocardiogenic syncope
presyncope | | near syncope; near-syncope; pre-syncope
chest pain | ICD10CM:R07.9 | chest discomfort; chest pressure; chest tightness; cp; substernal chest pain; substernal chest pressure; atypical chest pain; noncardiac chest pain; exertional chest pain; pressure in the chest; chest pains
pleuritic chest pain | | pleuritic pain
jugular venous distension | | jvd; jugular venous distention; elevated jvp; elevated jugular venous pressure; jugular venous distension
volume overload | | fluid overload; hypervolemia; hypervolemic; volume overloaded; fluid overloaded
hypovolemia | | volume depleted; hypovolemic; intravascular volume depletion
edema | ICD10CM:R60.9 | swelling; peripheral edema; lower extremity edema; leg swelling; pedal edema; ankle swelling; ankle edema; leg edema; pitting edema; extremity edema; le edema; foot swelling; swollen legs; swollen ankles; swollen feet; edematous
anasarca | | generalized edema
asthma | ICD10CM:J45 | reactive airway disease; bronchial asthma; asthmatic; exercise-induced asthma
asthma exacerbation | | asthma attack; asthma flare; status asthmaticus
chronic obstructive pulmonary disease | ICD10CM:J44.9 | copd; chronic obstructive lung disease; chronic bronchitis; chronic obstructive airway disease
copd exacerbation |  | aecopd; copd flare
emphysema | | emphysematous changes; centrilobular emphysema; bullous emphysema
bronchiectasis | |
pneumonia | ICD10CM:J18.9 | lung infection; pna; lobar pneumonia; multifocal pneumonia; bronchopneumonia; pneumonitis
community-acquired pneumonia | | community acquired pneumonia; =CAP
hospital-acquired pneumonia | | hap; hospital acquired pneumonia; nosocomial pneumonia
healthcare-associated pneumonia | | hcap
ventilator-associated pneumonia | | =VAP
aspiration pneumonia | | aspiration pneumonitis
viral pneumonia | | covid pneumonia; covid-19 pneumonia
atypical pneumonia | | walking pneumonia; mycoplasma pneumonia
pneumocystis pneumonia | | pcp pneumonia; pneumocystis jirovecii pneumonia; pjp
lung abscess | |
empyema | |
bronchitis |  |
bronchiolitis | | rsv bronchiolitis
upper respiratory infection | ICD10CM:J06.9 | uri; upper respiratory tract infection; common cold; viral uri; viral upper respiratory infection; viral upper respiratory tract infection; urti; cold symptoms; head cold
influenza | | flu; influenza a; influenza b; influenza-like illness; ili
covid-19 | ICD10CM:U07.1 | covid; coronavirus disease 2019; sars-cov-2 infection; covid 19; covid19; covid infection; coronavirus; sars-cov-2
respiratory syncytial virus infection | | rsv; rsv infection
pertussis | | whooping cough
croup | | laryngotracheobronchitis
pharyngitis | ICD10CM:J02.9 | sore throat; viral pharyngitis; throat pain
strep pharyngitis | | strep throat; streptococcal pharyngitis; group a strep pharyngitis
tonsillitis | |
peritonsillar abscess | |
epiglottitis | |
laryngitis | |
sinusitis |  | sinus infection; rhinosinusitis; bacterial sinusitis
allergic rhinitis | | hay fever; seasonal allergic rhinitis; rhinitis
tuberculosis | | tb; pulmonary tuberculosis; active tuberculosis
latent tuberculosis | | latent tb; ltbi; latent tuberculosis infection; positive ppd
pleural effusion | ICD10CM:J90 | pleural effusions; parapneumonic effusion; effusions
pneumothorax | ICD10CM:J93.9 | ptx; tension pneumothorax; collapsed lung
hemothorax | |
atelectasis |  | atelectatic changes; subsegmental atelectasis; dependent atelectasis
pulmonary edema | ICD10CM:J81.0 | interstitial edema; pulmonary vascular congestion; vascular congestion; pulmonary congestion; flash pulmonary edema; cephalization
pulmonary nodule | | lung nodule; pulmonary nodules; lung nodules; solitary pulmonary nodule; ground glass nodule
lung mass | | pulmonary mass
interstitial lung disease | | ild; pulmonary fibrosis; idiopathic pulmonary fibrosis; ipf; interstitial fibrosis
sarcoidosis | | pulmonary sarcoidosis
pulmonary hypertension | | pulmonary arterial hypertension; pah; pulm htn
respiratory failure |  | hypoxic respiratory failure; hypoxemic respiratory failure; hypercapnic respiratory failure; respiratory insufficiency
acute respiratory distress syndrome | | ards
obstructive sleep apnea | ICD10CM:G47.33 | osa; sleep apnea; obstructive sleep apnea syndrome; sleep disordered breathing
central sleep apnea | |
obesity hypoventilation syndrome | | ohs
infiltrate | | infiltrates; pulmonary infiltrate; pulmonary infiltrates; airspace disease; airspace opacity; airspace opacities
consolidation | | consolidations; lobar consolidation
opacity | | opacities; ground glass opacity; ground glass opacities; ground-glass opacities; hazy opacity; patchy opacity; patchy opacities
pulmonary infarct | | pulmonary infarction; lung infarct
hypoxemia | ICD10CM:R09.02 | hypoxia; hypoxic; desaturation; desaturations; desaturating; low oxygen; low oxygen saturation
hypercapnia | | hypercarbia; co2 retention; hypercapnic
respiratory distress | | increased work of breathing; labored breathing; accessory muscle use; use of accessory muscles; retractions; nasal flaring; respiratory difficulty
acute distress | | distress; in distress
acute cardiopulmonary process | | cardiopulmonary process; acute cardiopulmonary disease
shortness of breath | ICD10CM:R06.02 | sob; dyspnea; breathlessness; difficulty breathing; short of breath; dyspneic; trouble breathing; breathing difficulty; air hunger; dyspnea at rest
dyspnea on exertion | | exertional dyspnea; doe; shortness of breath with exertion; sob on exertion; exertional shortness of breath; dyspnea with exertion; shortness of breath on exertion
orthopnea | | orthopneic
paroxysmal nocturnal dyspnea | | pnd
tachypnea | | tachypneic; rapid breathing
bradypnea | |
apnea | | apneic episodes; apneic
cough | ICD10CM:R05 | coughing; productive cough; dry cough; nonproductive cough; nagging cough; persistent cough; hacking cough; barky cough; wet cough
sputum production | | phlegm; mucus production; purulent sputum; green sputum; yellow sputum; discolored sputum; brown sputum
hemoptysis | | coughing up blood; blood-tinged sputum; bloody sputum
wheezing | | wheeze; wheezes; expiratory wheezes; wheezy
rales |  | crackles; crackle; inspiratory crackles; coarse crackles; fine crackles
rhonchi | | rhonchus; coarse breath sounds
stridor | | inspiratory stridor
diminished breath sounds | | decreased breath sounds; absent breath sounds; diminished breath sound
prolonged expiratory phase | |
egophony | |
dullness to percussion | | dullness
pleurisy | | pleuritis
pulmonary contusion | |
rib fracture | | rib fractures; fractured rib; fractured ribs
flail chest | |
lung cancer | ICD10CM:C34 | lung carcinoma; non-small cell lung cancer; small cell lung cancer; nsclc; sclc; lung adenocarcinoma; adenocarcinoma of the lung; squamous cell carcinoma of the lung; bronchogenic carcinoma; lung malignancy
mesothelioma | |
cystic fibrosis | |
alpha-1 antitrypsin deficiency | | alpha 1 antitrypsin deficiency; a1at deficiency
pulmonary hemorrhage | | diffuse alveolar hemorrhage
altitude sickness | | acute mountain sickness
smoke inhalation | | inhalation injury
cardiovascular disease | | cvd; atherosclerotic cardiovascular disease
`
