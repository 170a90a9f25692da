/**
 * Problems of the heart, vessels and lungs. One line per concept: preferred term | code |
 * synonyms (';'). Codes are ICD-10-CM, written only where the code is certain; the rest stay
 * empty on purpose. Terms name the condition without severity, course or side ("pleural
 * effusion", not "small right pleural effusion"), as the annotation guidelines ask.
 */
export const CARDIOPULMONARY_PROBLEM_LINES = `
hypertension | ICD10CM:I10 | htn; high blood pressure; essential hypertension; elevated blood pressure; hypertensive; elevated bp
hypertensive urgency | ICD10CM:I16.0 | hypertensive crisis
hypertensive emergency | ICD10CM:I16.1 |
hypertensive heart disease | ICD10CM:I11.9 |
hypertensive chronic kidney disease | ICD10CM:I12.9 | hypertensive nephropathy; hypertensive nephrosclerosis
hypotension | ICD10CM:I95.9 | low blood pressure; hypotensive
orthostatic hypotension | ICD10CM:I95.1 | orthostasis; postural hypotension; orthostatic
coronary artery disease | ICD10CM:I25.10 | cad; coronary heart disease; atherosclerotic heart disease; ischemic heart disease; coronary atherosclerosis; coronary disease; three vessel disease; multivessel coronary artery disease; triple vessel disease; two vessel disease; single vessel disease
heart disease | ICD10CM:I51.9 | cardiac disease
myocardial infarction | ICD10CM:I21 | mi; heart attack; ami; myocardial infarct
st elevation myocardial infarction | ICD10CM:I21.3 | stemi; st-elevation mi; inferior stemi; anterior stemi; lateral stemi; inferior st elevation myocardial infarction; anterior st elevation myocardial infarction
non-st elevation myocardial infarction | ICD10CM:I21.4 | nstemi; non-st elevation mi; non st elevation myocardial infarction
old myocardial infarction | ICD10CM:I25.2 | prior myocardial infarction
demand ischemia | ICD10CM:I24.89 | type 2 myocardial infarction; type ii mi; type 2 mi
acute coronary syndrome | ICD10CM:I24.9 | acs
unstable angina | ICD10CM:I20.0 |
angina | ICD10CM:I20.9 | angina pectoris; anginal symptoms; anginal chest pain; prinzmetal angina; vasospastic angina
myocardial ischemia | ICD10CM:I24.9 | cardiac ischemia; ischemia
troponin elevation | ICD10CM:R79.89 | troponinemia; elevated troponin; troponin leak; positive troponin
st depression | ICD10CM:R94.31 | st depressions; st segment depression; st segment depressions
pr depression | ICD10CM:R94.31 | pr depressions; pr segment depression; pr segment depressions
st elevation | ICD10CM:R94.31 | st elevations; st segment elevation; st segment elevations
t wave inversion | ICD10CM:R94.31 | t wave inversions; inverted t waves; twi
q waves | ICD10CM:R94.31 | pathologic q waves; q wave
left bundle branch block | ICD10CM:I44.7 | lbbb
right bundle branch block | ICD10CM:I45.10 | rbbb
bundle branch block | ICD10CM:I45.4 |
left anterior fascicular block | ICD10CM:I44.4 | lafb
prolonged qt interval | ICD10CM:R94.31 | qt prolongation; long qt; long qt syndrome; prolonged qtc; qtc prolongation
heart failure | ICD10CM:I50.9 | congestive heart failure; chf; cardiac failure; decompensated heart failure; adhf; chf exacerbation; heart failure exacerbation
systolic heart failure | ICD10CM:I50.20 | heart failure with reduced ejection fraction; hfref; systolic dysfunction; systolic chf; left ventricular systolic dysfunction; lv systolic dysfunction; reduced ejection fraction
diastolic heart failure | ICD10CM:I50.30 | heart failure with preserved ejection fraction; hfpef; diastolic dysfunction; diastolic chf; grade 1 diastolic dysfunction; grade i diastolic dysfunction
heart failure with mildly reduced ejection fraction | ICD10CM:I50.9 | hfmref; heart failure with mid-range ejection fraction; hfmref
right heart failure | ICD10CM:I50.810 | right-sided heart failure; right ventricular failure; cor pulmonale; rv failure
right heart strain | ICD10CM:I51.89 | right ventricular strain; rv strain; right ventricular dysfunction; rv dysfunction
cardiogenic shock | ICD10CM:R57.0 |
cardiomyopathy | ICD10CM:I42.9 | dilated cardiomyopathy; nonischemic cardiomyopathy; non-ischemic cardiomyopathy; dcm
ischemic cardiomyopathy | ICD10CM:I25.5 | icm
hypertrophic cardiomyopathy | ICD10CM:I42.2 | hcm; hocm; hypertrophic obstructive cardiomyopathy
takotsubo cardiomyopathy | ICD10CM:I51.81 | stress cardiomyopathy; takotsubo
restrictive cardiomyopathy | ICD10CM:I42.5 |
peripartum cardiomyopathy | ICD10CM:O90.3 |
cardiac amyloidosis | ICD10CM:E85.4 |
left ventricular hypertrophy | ICD10CM:I51.7 | lvh; concentric hypertrophy; concentric lvh; concentric left ventricular hypertrophy
left ventricular thrombus | ICD10CM:I51.3 | lv thrombus
left atrial enlargement | ICD10CM:I51.7 | lae; left atrial dilation
cardiomegaly | ICD10CM:I51.7 | enlarged heart; enlarged cardiac silhouette
# the rate is its own concept: "atrial fibrillation with rapid ventricular response" is two (blind, blind3, blind4, dev-check)
atrial fibrillation | ICD10CM:I48.91 | afib; a fib; af; paroxysmal atrial fibrillation; persistent atrial fibrillation; permanent atrial fibrillation; paf
atrial flutter | ICD10CM:I48.92 | aflutter; a flutter
rapid ventricular response | ICD10CM:I48.91 | rvr
cardiac arrhythmia | ICD10CM:I49.9 | arrhythmia; arrhythmias; dysrhythmia; dysrhythmias
supraventricular tachycardia | ICD10CM:I47.10 | svt; psvt; paroxysmal supraventricular tachycardia
atrioventricular nodal reentrant tachycardia | ICD10CM:I47.19 | avnrt
wolff-parkinson-white syndrome | ICD10CM:I45.6 | wpw; wolff parkinson white
ventricular tachycardia | ICD10CM:I47.20 | vtach; v tach; vt; nonsustained ventricular tachycardia; nsvt
ventricular fibrillation | ICD10CM:I49.01 | vfib; v fib; vf
premature ventricular contractions | ICD10CM:I49.3 | pvcs; pvc; premature ventricular complexes; ventricular ectopy
premature atrial contractions | ICD10CM:I49.1 | pacs; premature atrial complexes
heart block | ICD10CM:I45.9 | atrioventricular block; av block; complete heart block; third degree heart block; second degree heart block; mobitz type ii; mobitz ii; mobitz type i; wenckebach; chb
first degree av block | ICD10CM:I44.0 | first degree atrioventricular block; 1st degree av block; first-degree heart block
sick sinus syndrome | ICD10CM:I49.5 | sinus node dysfunction; tachy-brady syndrome; tachycardia-bradycardia syndrome
sinus tachycardia | ICD10CM:R00.0 |
sinus bradycardia | ICD10CM:R00.1 |
junctional rhythm | ICD10CM:I49.8 |
asystole | ICD10CM:I46.9 |
pulseless electrical activity | ICD10CM:I46.9 | pea arrest
tachycardia | ICD10CM:R00.0 | tachycardic; tachyarrhythmia
bradycardia | ICD10CM:R00.1 | bradycardic; bradyarrhythmia
palpitations | ICD10CM:R00.2 | palpitation; heart racing; racing heart; fluttering; fast heartbeat; fast heart beat; pounding heart; racing heartbeat; heart pounding; racing pulse
cardiac murmur | ICD10CM:R01.1 | murmur; murmurs; heart murmur; systolic murmur; diastolic murmur; ejection systolic murmur; holosystolic murmur; systolic ejection murmur; sem
gallop | ICD10CM:R01.2 | gallops; s3 gallop; s4 gallop
pericardial rub | ICD10CM:R01.2 | friction rub; rub; rubs; pericardial friction rub
aortic stenosis | ICD10CM:I35.0 | aortic valve stenosis
aortic regurgitation | ICD10CM:I35.1 | aortic insufficiency; ai
mitral regurgitation | ICD10CM:I34.0 | mitral insufficiency
mitral stenosis | ICD10CM:I05.0 |
mitral valve prolapse | ICD10CM:I34.1 | mvp
tricuspid regurgitation | ICD10CM:I36.1 | tricuspid insufficiency; =TR
pulmonic stenosis | ICD10CM:I37.0 | pulmonary stenosis
bicuspid aortic valve | ICD10CM:Q23.81 |
valvular heart disease | ICD10CM:I38 | valve disease; valvular disease
prosthetic valve dysfunction | ICD10CM:T82.09XA |
rheumatic heart disease | ICD10CM:I09.9 |
pericarditis | ICD10CM:I31.9 |
pericardial effusion | ICD10CM:I31.39 | pericardial effusions
cardiac tamponade | ICD10CM:I31.4 | tamponade; pericardial tamponade
constrictive pericarditis | ICD10CM:I31.1 |
myocarditis | ICD10CM:I51.4 |
endocarditis | ICD10CM:I38 | infective endocarditis; bacterial endocarditis
cardiac arrest | ICD10CM:I46.9 | cardiopulmonary arrest; respiratory arrest; pulseless arrest
sudden cardiac death | ICD10CM:I46.8 |
congenital heart disease | ICD10CM:Q24.9 |
atrial septal defect | ICD10CM:Q21.10 | asd
patent foramen ovale | ICD10CM:Q21.12 | pfo
ventricular septal defect | ICD10CM:Q21.0 | vsd
tetralogy of fallot | ICD10CM:Q21.3 |
coarctation of the aorta | ICD10CM:Q25.1 | aortic coarctation
patent ductus arteriosus | ICD10CM:Q25.0 | pda
peripheral vascular disease | ICD10CM:I73.9 | pvd; peripheral arterial disease; peripheral artery disease; =PAD; arterial insufficiency
claudication | ICD10CM:I73.9 | intermittent claudication
critical limb ischemia | ICD10CM:I70.229 | acute limb ischemia; limb ischemia
deep vein thrombosis | ICD10CM:I82.409 | dvt; deep venous thrombosis; dvts
superficial thrombophlebitis | ICD10CM:I80.9 | thrombophlebitis; superficial venous thrombosis; phlebitis
pulmonary embolism | ICD10CM:I26 | pulmonary embolus; pulmonary emboli; =PE; =PEs; saddle embolus; saddle pulmonary embolism; pe's
venous thromboembolism | ICD10CM:I82.90 | vte; blood clot; blood clots; thromboembolism; thromboembolic disease
thrombosis | ICD10CM:I82.90 | thrombus; clot; venous thrombosis
arterial thrombosis | ICD10CM:I74.9 | arterial thrombus
embolism | ICD10CM:I74.9 | embolus; emboli
abdominal aortic aneurysm | ICD10CM:I71.40 | aaa; infrarenal aortic aneurysm
thoracic aortic aneurysm | ICD10CM:I71.20 | taa; ascending aortic aneurysm
aortic aneurysm | ICD10CM:I71.9 | aneurysm
aortic dissection | ICD10CM:I71.00 | type a dissection; type b dissection; type a aortic dissection; type b aortic dissection
aortic atherosclerosis | ICD10CM:I70.0 | atherosclerosis; atherosclerotic disease; atherosclerotic calcification; aortic calcification
varicose veins | ICD10CM:I83.90 | varicosities
chronic venous insufficiency | ICD10CM:I87.2 | venous insufficiency; venous stasis; venous stasis dermatitis; stasis dermatitis
lymphedema | ICD10CM:I89.0 |
raynaud phenomenon | ICD10CM:I73.00 | raynaud's; raynaud's phenomenon; raynaud syndrome
vasculitis | ICD10CM:I77.6 |
giant cell arteritis | ICD10CM:M31.6 | temporal arteritis
renal artery stenosis | ICD10CM:I70.1 |
mesenteric ischemia | ICD10CM:K55.9 | bowel ischemia; ischemic bowel; ischemic colitis
carotid stenosis | ICD10CM:I65.29 | carotid artery stenosis; carotid disease; carotid artery disease
subclavian steal syndrome | ICD10CM:G45.8 |
arteriovenous malformation | ICD10CM:Q27.30 | avm
pseudoaneurysm | ICD10CM:I72.9 | femoral pseudoaneurysm
hematoma | ICD10CM:T14.8XXA | groin hematoma; hematomas
shock | ICD10CM:R57.9 | circulatory shock
hypovolemic shock | ICD10CM:R57.1 | hemorrhagic shock
distributive shock | ICD10CM:R57.8 | vasodilatory shock
syncope | ICD10CM:R55 | vasovagal; vasovagal episode; vasovagal reaction; fainting; fainted; passed out; pass out; passing out; passes out; black out; blacking out; syncopal episode; syncopal; blacked out; blackout
icd shock | | icd shocks; aicd shock; aicd shocks; defibrillator shock; defibrillator shocks
vasovagal syncope | ICD10CM:R55 | vasovagal episode; vasovagal reaction; neurocardiogenic syncope
presyncope | ICD10CM:R55 | near syncope; near-syncope; pre-syncope
chest pain | ICD10CM:R07.9 | chest discomfort; chest pressure; chest tightness; cp; substernal chest pain; substernal chest pressure; atypical chest pain; noncardiac chest pain; exertional chest pain; pressure in the chest; chest pains
pleuritic chest pain | ICD10CM:R07.81 | pleuritic pain
jugular venous distension | ICD10CM:I87.8 | jvd; jugular venous distention; elevated jvp; elevated jugular venous pressure; jugular venous distension
volume overload | ICD10CM:E87.70 | fluid overload; hypervolemia; hypervolemic; volume overloaded; fluid overloaded
hypovolemia | ICD10CM:E86.1 | volume depleted; hypovolemic; intravascular volume depletion
edema | ICD10CM:R60.9 | swelling; swells; peripheral edema; lower extremity edema; leg swelling; pedal edema; ankle swelling; ankle edema; leg edema; pitting edema; extremity edema; le edema; foot swelling; swollen legs; swollen ankles; swollen feet; edematous; fluid retention
anasarca | ICD10CM:R60.1 | generalized edema
asthma | ICD10CM:J45 | reactive airway disease; bronchial asthma; asthmatic; exercise-induced asthma
asthma exacerbation | ICD10CM:J45.901 | asthma attack; asthma flare; status asthmaticus
chronic obstructive pulmonary disease | ICD10CM:J44.9 | copd; chronic obstructive lung disease; chronic bronchitis; chronic obstructive airway disease
copd exacerbation | ICD10CM:J44.1 | aecopd; copd flare
emphysema | ICD10CM:J43.9 | emphysematous changes; centrilobular emphysema; bullous emphysema
bronchiectasis | ICD10CM:J47.9 |
pneumonia | ICD10CM:J18.9 | lung infection; pna; lobar pneumonia; multifocal pneumonia; bronchopneumonia; pneumonitis
community-acquired pneumonia | ICD10CM:J18.9 | community acquired pneumonia; =CAP
hospital-acquired pneumonia | ICD10CM:J18.9 | hap; hospital acquired pneumonia; nosocomial pneumonia
healthcare-associated pneumonia | ICD10CM:J18.9 | hcap
ventilator-associated pneumonia | ICD10CM:J95.851 | =VAP
aspiration pneumonia | ICD10CM:J69.0 | aspiration pneumonitis
viral pneumonia | ICD10CM:J12.9 | covid pneumonia; covid-19 pneumonia
atypical pneumonia | ICD10CM:J18.9 | walking pneumonia; mycoplasma pneumonia
pneumocystis pneumonia | ICD10CM:B59 | pcp pneumonia; pneumocystis jirovecii pneumonia; pjp; pneumocystis; pneumocystis jirovecii; pneumocystis jiroveci
lung abscess | ICD10CM:J85.2 |
empyema | ICD10CM:J86.9 |
bronchitis | ICD10CM:J40 |
bronchiolitis | ICD10CM:J21.9 | rsv bronchiolitis
upper respiratory infection | ICD10CM:J06.9 | uri; upper respiratory tract infection; common cold; viral uri; viral upper respiratory infection; viral upper respiratory tract infection; urti; cold symptoms; head cold; a cold; colds; chest cold
influenza | ICD10CM:J11.1 | flu; influenza a; influenza b; influenza-like illness; ili
covid-19 | ICD10CM:U07.1 | covid; coronavirus disease 2019; sars-cov-2 infection; covid 19; covid19; covid infection; coronavirus; sars-cov-2
respiratory syncytial virus infection | ICD10CM:B97.4 | rsv; rsv infection
pertussis | ICD10CM:A37.90 | whooping cough
croup | ICD10CM:J05.0 | laryngotracheobronchitis
pharyngitis | ICD10CM:J02.9 | sore throat; viral pharyngitis; throat pain
strep pharyngitis | ICD10CM:J02.0 | strep throat; streptococcal pharyngitis; group a strep pharyngitis; strep
tonsillitis | ICD10CM:J03.90 |
peritonsillar abscess | ICD10CM:J36 |
epiglottitis | ICD10CM:J05.10 |
laryngitis | ICD10CM:J04.0 |
sinusitis | ICD10CM:J32.9 | sinus infection; rhinosinusitis; bacterial sinusitis
allergic rhinitis | ICD10CM:J30.9 | hay fever; seasonal allergic rhinitis; rhinitis
tuberculosis | ICD10CM:A15.9 | tb; pulmonary tuberculosis; active tuberculosis
latent tuberculosis | ICD10CM:Z22.7 | latent tb; ltbi; latent tuberculosis infection; positive ppd
pleural effusion | ICD10CM:J90 | pleural effusions; parapneumonic effusion; effusions
pneumothorax | ICD10CM:J93.9 | ptx; tension pneumothorax; collapsed lung
hemothorax | ICD10CM:J94.2 |
atelectasis | ICD10CM:J98.11 | atelectatic changes; subsegmental atelectasis; dependent atelectasis
pulmonary edema | ICD10CM:J81.0 | interstitial edema; pulmonary vascular congestion; vascular congestion; pulmonary congestion; flash pulmonary edema; cephalization
pulmonary nodule | ICD10CM:R91.1 | lung nodule; pulmonary nodules; lung nodules; solitary pulmonary nodule; ground glass nodule
lung mass | ICD10CM:R91.8 | pulmonary mass
interstitial lung disease | ICD10CM:J84.9 | ild; pulmonary fibrosis; idiopathic pulmonary fibrosis; ipf; interstitial fibrosis
sarcoidosis | ICD10CM:D86.9 | pulmonary sarcoidosis
pulmonary hypertension | ICD10CM:I27.20 | pulmonary arterial hypertension; pah; pulm htn
respiratory failure | ICD10CM:J96.90 | hypoxic respiratory failure; hypoxemic respiratory failure; hypercapnic respiratory failure; respiratory insufficiency
acute respiratory distress syndrome | ICD10CM:J80 | ards
obstructive sleep apnea | ICD10CM:G47.33 | osa; sleep apnea; obstructive sleep apnea syndrome; sleep disordered breathing
central sleep apnea | ICD10CM:G47.31 |
obesity hypoventilation syndrome | ICD10CM:E66.2 | ohs
infiltrate | ICD10CM:R91.8 | infiltrates; pulmonary infiltrate; pulmonary infiltrates; airspace disease; airspace opacity; airspace opacities
consolidation | ICD10CM:R91.8 | consolidations; lobar consolidation
opacity | ICD10CM:R91.8 | opacities; ground glass opacity; ground glass opacities; ground-glass opacities; hazy opacity; patchy opacity; patchy opacities
pulmonary infarct | ICD10CM:I26.99 | pulmonary infarction; lung infarct
hypoxemia | ICD10CM:R09.02 | hypoxia; hypoxic; desaturation; desaturations; desaturating; low oxygen; low oxygen saturation
hypercapnia | ICD10CM:R06.89 | hypercarbia; co2 retention; hypercapnic
respiratory distress | ICD10CM:R06.03 | increased work of breathing; labored breathing; accessory muscle use; use of accessory muscles; retractions; nasal flaring; respiratory difficulty
acute distress | ICD10CM:R45.89 | distress; in distress
acute cardiopulmonary process | ICD10CM:R09.89 | cardiopulmonary process; acute cardiopulmonary disease
shortness of breath | ICD10CM:R06.02 | sob; dyspnea; breathlessness; difficulty breathing; short of breath; dyspneic; trouble breathing; breathing difficulty; air hunger; dyspnea at rest
dyspnea on exertion | ICD10CM:R06.09 | exertional dyspnea; doe; shortness of breath with exertion; sob on exertion; exertional shortness of breath; dyspnea with exertion; shortness of breath on exertion
orthopnea | ICD10CM:R06.01 | orthopneic
paroxysmal nocturnal dyspnea | ICD10CM:R06.09 | pnd
tachypnea | ICD10CM:R06.82 | tachypneic; rapid breathing; fast breathing
# secretions of the airway a drug dries or a bronchoscope sees ("glycopyrrolate for secretions")
airway secretions | ICD10CM:R09.3 | secretions; respiratory secretions
bradypnea | ICD10CM:R06.89 |
apnea | ICD10CM:R06.81 | apneic episodes; apneic; pauses in breathing; pauses in his breathing; pauses in her breathing; breathing pauses
cough | ICD10CM:R05 | coughing; productive cough; dry cough; nonproductive cough; nagging cough; persistent cough; hacking cough; barky cough; wet cough
sputum production | ICD10CM:R09.3 | phlegm; mucus production; purulent sputum; green sputum; yellow sputum; discolored sputum; brown sputum
hemoptysis | ICD10CM:R04.2 | coughing up blood; blood-tinged sputum; bloody sputum
wheezing | ICD10CM:R06.2 | wheeze; wheezes; expiratory wheezes; wheezy
rales | ICD10CM:R09.89 | crackles; crackle; inspiratory crackles; coarse crackles; fine crackles
rhonchi | ICD10CM:R09.89 | rhonchus; coarse breath sounds
stridor | ICD10CM:R06.1 | inspiratory stridor
diminished breath sounds | ICD10CM:R09.89 | decreased breath sounds; absent breath sounds; diminished breath sound
# breath sounds of a consolidated lung: the finding, where "breath sounds" alone is the exam
abnormal breath sounds | ICD10CM:R09.89 | bronchial breath sounds; tubular breath sounds
prolonged expiratory phase | ICD10CM:R06.89 |
egophony | ICD10CM:R09.89 |
dullness to percussion | ICD10CM:R09.89 | dullness
pleurisy | ICD10CM:R09.1 | pleuritis
pulmonary contusion | ICD10CM:S27.329A |
rib fracture | ICD10CM:S22.39XA | rib fractures; fractured rib; fractured ribs
flail chest | ICD10CM:S22.5XXA |
lung cancer | ICD10CM:C34 | lung carcinoma; non-small cell lung cancer; small cell lung cancer; nsclc; sclc; lung adenocarcinoma; adenocarcinoma of the lung; squamous cell carcinoma of the lung; bronchogenic carcinoma; lung malignancy
mesothelioma | ICD10CM:C45.9 |
cystic fibrosis | ICD10CM:E84.9 |
alpha-1 antitrypsin deficiency | ICD10CM:E88.01 | alpha 1 antitrypsin deficiency; a1at deficiency
pulmonary hemorrhage | ICD10CM:R04.89 | diffuse alveolar hemorrhage
altitude sickness | ICD10CM:T70.29XA | acute mountain sickness
smoke inhalation | ICD10CM:T59.811A | inhalation injury
cardiovascular disease | ICD10CM:I25.10 | cvd; atherosclerotic cardiovascular disease
sudden death | ICD10CM:R96.0 | sudden cardiac death
air leak | ICD10CM:J93.82 | persistent air leak
irregularly irregular rhythm | ICD10CM:I49.9 | irregularly irregular; irregular heartbeat; irregular heart rhythm
exposure to secondhand smoke | ICD10CM:Z77.22 | secondhand smoke; second-hand smoke; passive smoking
sinus pressure | ICD10CM:J34.89 | sinus congestion
bronchospasm | ICD10CM:J98.01 | bronchospastic
prolonged qt interval | ICD10CM:R94.31 | prolonged qt; qt prolongation; prolonged qtc; qtc prolongation; long qt
mechanical heart valve | ICD10CM:Z95.2 | mechanical aortic valve; mechanical mitral valve; mechanical valve
irregular heart rhythm | | irregular rhythm; irregularly irregular rhythm; irregular heartbeat
`
