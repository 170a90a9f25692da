/**
 * Problems named in specialty notes that the other modules leave out, by specialty: ear, nose and
 * throat; eye; sleep; allergy and skin; transplant and infection; digestive and pathology; heart
 * (catheterisation and echo findings); newborns; bones and joints; and the anaesthetic history.
 * Same line format and code policy as problems-cardiopulmonary.ts: ICD-10-CM where the code is
 * certain, empty (the project's own identifier) otherwise. Read after the other problem modules,
 * so a term written there keeps its concept.
 */
export const SPECIALTY_PROBLEM_LINES = `
# ear, nose and throat
nasal obstruction | ICD10CM:J34.89 | nasal blockage; blocked nose; nasal airway obstruction
eustachian tube dysfunction | ICD10CM:H69.90 | etd; eustachian tube obstruction
retracted tympanic membrane | ICD10CM:H73.899 | tympanic membrane retraction; retracted tm; retracted eardrum
ear fullness | ICD10CM:H93.8X9 | aural fullness; fullness in the ear; ear pressure; plugged ear; plugged ears
muffled hearing | ICD10CM:H91.90 | muffled sound; hearing difficulty
pansinus opacification | ICD10CM:J32.4 | sinus opacification; opacification of the sinuses; pansinusitis
bony erosion | ICD10CM:M89.8X9 | bone erosion; cortical erosion; bony erosions; erosions
turbinate hypertrophy | ICD10CM:J34.3 | boggy turbinates; boggy nasal turbinates; enlarged turbinates; turbinate swelling
aspirin-exacerbated respiratory disease | | =AERD; samter's triad; aspirin-sensitive asthma
# eye
retinal tear | ICD10CM:H33.319 | retinal break; horseshoe tear
posterior vitreous detachment | ICD10CM:H43.819 | vitreous detachment
halos | ICD10CM:H53.19 | halos around lights
curtain over vision | ICD10CM:H53.9 | curtain over the vision; shadow over vision; curtain in vision
eye irritation | ICD10CM:H57.89 | ocular irritation; irritated eyes; burning eyes; itchy eyes; watery eyes
visual field defect | ICD10CM:H53.40 | visual field loss; field cut
# sleep
bruxism | ICD10CM:G47.63 | teeth grinding; tooth grinding; sleep bruxism
cataplexy | ICD10CM:G47.411 |
dream enactment | ICD10CM:G47.52 | dream enactment behavior; acting out dreams
sleep paralysis | ICD10CM:G47.53 |
hypnagogic hallucinations | ICD10CM:R44.3 | hypnopompic hallucinations
sleep loss | ICD10CM:Z72.820 | sleep deprivation; lack of sleep; insufficient sleep
conditioned arousal | ICD10CM:F51.01 | conditioned insomnia; psychophysiological insomnia
arousals | ICD10CM:G47.9 | residual arousals; nocturnal arousals; frequent arousals
mask leak | ICD10CM:Z99.89 | mask leaks; cpap mask leak; air leak from the mask
mask intolerance | | cpap intolerance; intolerance of cpap; intolerance of the mask
mouth dryness | ICD10CM:R68.2 | oral dryness; mouth dry
# allergy and skin
dermatographism | ICD10CM:L50.3 | dermographism; dermatographia
allergic shiners | ICD10CM:J30.9 | dark circles under the eyes
skin irritation | ICD10CM:L30.9 | irritated skin; skin redness; skin reaction; local skin reaction
blistering | ICD10CM:R23.8 | blistered; bullous lesions; blistering rash
red spots | ICD10CM:R23.8 | red dots; red patches; red bumps
purple spots | ICD10CM:R23.3 | purple dots; purplish spots; purple patches
red streaks | ICD10CM:L03.91 | streaking redness
# transplant and infection
acute rejection | ICD10CM:T86.11 | rejection; allograft rejection; kidney rejection; cellular rejection; antibody-mediated rejection
bk viremia | ICD10CM:B34.8 | bk virus viremia; bk virus; bk polyomavirus
bk nephropathy | ICD10CM:N15.8 | bk virus nephropathy; polyomavirus nephropathy
viremia | ICD10CM:B34.9 | viremic; cmv viremia; ebv viremia
immunogenic failure | ICD10CM:T88.7XXA | secondary loss of response
chikungunya | ICD10CM:A92.0 | chikungunya fever
hand foot and mouth disease | ICD10CM:B08.4 | hand-foot-mouth disease; hand foot mouth disease
chemical exposure | ICD10CM:Z77.098 | toxic exposure; chemical inhalation; inhalation exposure
reactive airways dysfunction syndrome | ICD10CM:J68.3 | =RADS; reactive airways; reactive airway; reactive airways disease
bronchospasm | ICD10CM:J98.01 | acute bronchospasm
streptococcus agalactiae | ICD10CM:B95.1 | s. agalactiae; s agalactiae
streptococcal infection | ICD10CM:A49.1 | streptococcus; streptococci
exposed bone | ICD10CM:M89.8X9 | bone exposed
poor wound healing | ICD10CM:T81.89XA | poor healing; delayed wound healing; delayed healing; impaired wound healing
# exam and imaging findings named by an adjective, a heart sound or a wound-bed word
swollen | ICD10CM:R22.9 |
bulging | | bulging tympanic membrane; bulging tm; bulging disc
sputum production | ICD10CM:R09.3 | sputum
thickened | | thickened wall; thickened walls
hyperemic | | hyperemia; hyperemic mucosa
gallop | ICD10CM:R01.2 | =S3; =S4
bradykinesia | | hypokinesia of movement; slowed movements
subluxation | | subluxed; partial dislocation
eschar | | black eschar
slough | | sloughing; fibrinous slough
maceration | | macerated; macerated skin
hyperdensity | | hyperdense lesion; hyperdense focus
cirrhotic liver | ICD10CM:K74.60 | cirrhotic-appearing liver; cirrhotic morphology
# wounds named with what is wrong with them (a wound alone is a place: non-concepts.ts)
wound complication | ICD10CM:T81.89XA | wound complications; wound breakdown; wound opening; wound drainage; wound separation
chronic wound | ICD10CM:L98.499 | non-healing wound; sacral wound; pressure wound; chronic wounds; leg wound; foot wound; heel wound
# a bout and a stone named alone, the disease said elsewhere in the note
exacerbation | | exacerbations; acute exacerbation
stone | | stones; calculus; calculi
# digestive and pathology
dysplasia | ICD10CM:D48.9 | high-grade dysplasia; high grade dysplasia; low-grade dysplasia; hgd; lgd; epithelial dysplasia
extranodal extension | ICD10CM:C77.9 |
serosal puckering | ICD10CM:K63.89 | puckering
fistula | ICD10CM:K63.2 | fistulas; enterocutaneous fistula; fistulae; fistulizing disease
nocturnal stools | ICD10CM:R19.7 | nocturnal bowel movements; nighttime stools; nocturnal diarrhea
gastric outlet obstruction | ICD10CM:K31.1 | gastric outlet compression
transaminase elevation | ICD10CM:R74.01 | elevated transaminases; elevated liver enzymes; elevated lfts; elevated alt; elevated ast; elevated alt and ast; elevated transaminase; elevated liver tests; elevated liver function tests; abnormal lfts; abnormal liver tests; liver enzyme elevation
nodular liver | ICD10CM:K76.89 | nodular liver contour; nodular contour of the liver; shrunken nodular liver
abdominal girth | ICD10CM:R19.00 | increasing abdominal girth; increased abdominal girth
# heart: catheterisation and echo findings
coronary dissection | ICD10CM:I25.42 | dissection; spontaneous coronary artery dissection; scad; coronary artery dissection
slow flow | ICD10CM:I97.89 | slow-reflow
luminal irregularities | ICD10CM:I25.10 | luminal irregularity; mild luminal irregularities
timi 0 flow | ICD10CM:I25.10 | timi 0; timi grade 0 flow; timi 1 flow
regurgitation | ICD10CM:I38 | valvular regurgitation; valve regurgitation
elevated filling pressures | ICD10CM:I51.89 | elevated filling pressure; increased filling pressures; elevated lv filling pressures
elevated venous pressures | | elevated venous pressure; elevated access pressures; elevated access pressure
restricted leaflet opening | ICD10CM:I35.0 | restricted opening; reduced leaflet excursion; restricted leaflet motion
prolonged qt interval | ICD10CM:R94.31 | prolonged qt
irregular rhythm | ICD10CM:I49.9 | irreg irreg; irregular pulse
mechanical heart valve | ICD10CM:Z95.2 | mechanical aortic valve; mechanical mitral valve; mechanical valve; prosthetic heart valve; prosthetic valve
# newborns
apnea of prematurity | ICD10CM:P28.4 |
respiratory distress syndrome | ICD10CM:P22.0 | =RDS
retinopathy of prematurity | ICD10CM:H35.109 | =ROP
preterm | ICD10CM:P07.30 | preemie; preemies
bulging fontanelle | ICD10CM:R68.89 | bulging soft spot; full fontanelle; tense fontanelle
sunken fontanelle | ICD10CM:R68.89 | sunken soft spot; depressed fontanelle
# bones, joints and gait
ulnar deviation | ICD10CM:M21.839 | ulnar drift
boutonniere deformity | ICD10CM:M20.029 | boutonniere deformities
broad-based gait | ICD10CM:R26.89 | broad based gait
reduced arm swing | ICD10CM:R26.89 | decreased arm swing; diminished arm swing
festinating gait | ICD10CM:R26.89 | festination
fear of falling | ICD10CM:F40.298 | fear of falls
decreased vibration sense | ICD10CM:R20.8 | reduced vibration sense; diminished vibration sense; absent vibration sense; loss of vibration sense; decreased vibratory sensation
degenerative change | ICD10CM:M19.90 | degenerative joint changes
interstitial changes | ICD10CM:R91.8 | interstitial change; interstitial abnormalities
post-radiation change | ICD10CM:R93.89 | post-radiation changes; postradiation change; radiation changes; radiation fibrosis
# anaesthetic history and mouth
weak cough | ICD10CM:R05.9 | poor cough; ineffective cough
malignant hyperthermia | ICD10CM:T88.3XXA | =MH; susceptibility to malignant hyperthermia
anesthesia complications | ICD10CM:T88.59XA | anesthetic complications; complications of anesthesia; problems with anesthesia; adverse reaction to anesthesia
loose teeth | ICD10CM:K08.89 | loose tooth; loose dentition
metallic taste | ICD10CM:R43.8 | metal taste; taste disturbance
# substance use named by a noun (the guidelines: the cigarette, never the verb; drinks are left out,
# notes name them as often for the amount as for the use)
tobacco use | ICD10CM:Z72.0 | cigarettes; cigarette; cigars; cigar
track marks | ICD10CM:F11.90 | needle track marks; injection marks
cravings | ICD10CM:F19.90 | craving; drug cravings; opioid cravings; alcohol cravings
`
