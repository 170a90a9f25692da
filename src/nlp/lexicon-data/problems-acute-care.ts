/**
 * Problems met in emergency, intensive and surgical care: poisonings and drug toxicity,
 * complications of treatment, transplant problems, organ failure, and the less common diseases
 * that still fill hospital notes. Same line format and code policy as problems-cardiopulmonary.ts.
 */
export const ACUTE_CARE_PROBLEM_LINES = `
multiorgan failure | ICD10CM:R68.89 | multi-organ failure; multiple organ dysfunction syndrome; mods; multisystem organ failure; multi-organ dysfunction
acetaminophen toxicity | ICD10CM:T39.1X1A | acetaminophen overdose; tylenol overdose; acetaminophen poisoning
salicylate toxicity | ICD10CM:T39.011A | aspirin overdose; salicylism
lithium toxicity | ICD10CM:T43.591A |
digoxin toxicity | ICD10CM:T46.0X1A | digitalis toxicity
serotonin syndrome | ICD10CM:G90.81 |
neuroleptic malignant syndrome | ICD10CM:G21.0 | nms
malignant hyperthermia | ICD10CM:T88.3XXA |
anticholinergic toxicity | ICD10CM:T44.3X1A | anticholinergic syndrome
opioid toxicity | ICD10CM:T40.601A | opioid intoxication; narcotic overdose
benzodiazepine overdose | ICD10CM:T42.4X1A |
tricyclic antidepressant overdose | ICD10CM:T43.011A | tca overdose
ethylene glycol poisoning | ICD10CM:T51.8X1A | methanol poisoning; toxic alcohol ingestion
organophosphate poisoning | ICD10CM:T60.0X1A |
drug toxicity | ICD10CM:T50.901A | medication toxicity; adverse drug event; drug side effect; medication side effects
drug interaction | ICD10CM:T50.905A | drug-drug interaction
polypharmacy | ICD10CM:Z79.899 |
postoperative fever | ICD10CM:R50.82 | post-op fever
postoperative nausea and vomiting | ICD10CM:R11.2 | ponv
postoperative pain | ICD10CM:G89.18 | post-op pain; incisional pain; surgical pain
neuropathic pain | ICD10CM:M79.2 | nerve pain; burning pain
cancer pain | ICD10CM:G89.3 | cancer-related pain
anastomotic leak | ICD10CM:K91.89 |
seroma | ICD10CM:L76.34 |
surgical site hematoma | ICD10CM:L76.32 |
postoperative bleeding | ICD10CM:L76.22 | post-op bleeding
postoperative delirium | ICD10CM:R41.0 |
postoperative urinary retention | ICD10CM:R33.9 |
stump infection | ICD10CM:T87.40 |
hardware failure | ICD10CM:T84.498A | hardware loosening; prosthesis loosening; loosening of hardware; loosening
periprosthetic fracture | ICD10CM:M97.9XXA |
nonunion | ICD10CM:M84.30XK | malunion; delayed union
transplant rejection | ICD10CM:T86.91 | graft rejection; kidney transplant rejection
graft-versus-host disease | ICD10CM:D89.813 | gvhd; graft versus host disease
delayed graft function | ICD10CM:T86.12 |
immunosuppressed state | ICD10CM:D84.9 | immunocompromised; immunosuppressed; immunocompromised state; immunodeficiency
asplenia | ICD10CM:Q89.01 | functional asplenia
catheter malfunction | ICD10CM:T82.598A | line malfunction; catheter occlusion
device infection | ICD10CM:T82.7XXA | pacemaker infection; lead infection
ventilator dependence | ICD10CM:Z99.11 | ventilator-dependent; respiratory failure requiring ventilation
difficult airway | ICD10CM:Z78.9 |
airway obstruction | ICD10CM:J98.8 | upper airway obstruction; airway compromise
# the participle "aspirated" is left out: notes write it of fluid drawn off ("35 mL was aspirated"), a
# procedure the sets annotate in some notes and leave in others, and never of food gone down the airway
aspiration | ICD10CM:T17.908A | aspiration event
choking | ICD10CM:T17.908A |
hypoperfusion | ICD10CM:R57.9 | tissue hypoperfusion; poor perfusion
acute liver injury | ICD10CM:K72.00 | liver injury; shock liver; ischemic hepatitis
acute mesenteric ischemia | ICD10CM:K55.019 |
compartment syndrome of the abdomen | ICD10CM:M79.A3 | abdominal compartment syndrome
pneumomediastinum | ICD10CM:J98.2 |
massive hemorrhage | ICD10CM:R58 | exsanguination
fat embolism | ICD10CM:T79.1XXA |
air embolism | ICD10CM:T79.0XXA |
amniotic fluid embolism | ICD10CM:O88.119 |
heat-related illness | ICD10CM:T67.9XXA |
status migrainosus | ICD10CM:G43.901 |
cerebral venous sinus thrombosis | ICD10CM:I67.6 | cvst; venous sinus thrombosis; cerebral venous thrombosis
posterior reversible encephalopathy syndrome | ICD10CM:I67.83 | pres
reversible cerebral vasoconstriction syndrome | ICD10CM:I67.841 | rcvs
idiopathic intracranial hypertension | ICD10CM:G93.2 | pseudotumor cerebri; iih
transverse myelitis | ICD10CM:G37.3 |
optic neuritis | ICD10CM:H46.9 |
chronic inflammatory demyelinating polyneuropathy | ICD10CM:G61.81 | cidp
myotonic dystrophy | ICD10CM:G71.11 | muscular dystrophy; duchenne muscular dystrophy
spinal muscular atrophy | ICD10CM:G12.9 |
neurofibromatosis | ICD10CM:Q85.00 |
tuberous sclerosis | ICD10CM:Q85.1 |
syringomyelia | ICD10CM:G95.0 | syrinx
chiari malformation | ICD10CM:Q07.00 |
arachnoid cyst | ICD10CM:G93.0 |
pituitary apoplexy | ICD10CM:E23.6 |
thyroid storm | ICD10CM:E05.91 |
myxedema coma | ICD10CM:E03.5 |
hypoglycemic unawareness | ICD10CM:E16.2 | hypoglycemia unawareness
diabetic gastropathy | ICD10CM:E11.43 |
lipodystrophy | ICD10CM:E88.10 |
sick euthyroid syndrome | ICD10CM:E07.81 | euthyroid sick syndrome
carcinoid syndrome | ICD10CM:E34.00 |
paraneoplastic syndrome | ICD10CM:R68.89 |
superior vena cava syndrome | ICD10CM:I87.1 | svc syndrome
malignant spinal cord compression | ICD10CM:G95.20 | epidural spinal cord compression
hypercalcemia of malignancy | ICD10CM:E83.52 |
cytokine release syndrome | ICD10CM:D89.839 | crs
immune-related adverse event | ICD10CM:T45.1X5A | irae; immune-related colitis; checkpoint inhibitor colitis; pneumonitis from immunotherapy
radiation pneumonitis | ICD10CM:J70.0 |
radiation proctitis | ICD10CM:K62.7 | radiation enteritis; radiation dermatitis
lymphangitic carcinomatosis | ICD10CM:C78.00 |
leptomeningeal disease | ICD10CM:C79.32 | leptomeningeal carcinomatosis
cancer cachexia | ICD10CM:R64 |
hemophagocytic lymphohistiocytosis | ICD10CM:D76.1 | hlh
mast cell activation syndrome | ICD10CM:D89.40 | mastocytosis
hereditary angioedema | ICD10CM:D84.1 |
eosinophilic granulomatosis with polyangiitis | ICD10CM:M30.1 | churg-strauss syndrome
granulomatosis with polyangiitis | ICD10CM:M31.30 | wegener granulomatosis; gpa
polyarteritis nodosa | ICD10CM:M30.0 |
behcet disease | ICD10CM:M35.2 | behcet's disease
takayasu arteritis | ICD10CM:M31.4 |
antiphospholipid antibody syndrome | ICD10CM:D68.61 |
mixed connective tissue disease | ICD10CM:M35.1 | mctd; undifferentiated connective tissue disease
adult-onset still disease | ICD10CM:M06.1 | still's disease
relapsing polychondritis | ICD10CM:M94.1 |
familial mediterranean fever | ICD10CM:M04.1 |
sarcoid arthropathy | ICD10CM:D86.86 |
erythema nodosum | ICD10CM:L52 |
pyoderma gangrenosum | ICD10CM:L88 |
bullous pemphigoid | ICD10CM:L12.0 | pemphigoid
pemphigus vulgaris | ICD10CM:L10.0 | pemphigus
lichen planus | ICD10CM:L43.9 |
lichen sclerosus | ICD10CM:L90.0 |
tinea versicolor | ICD10CM:B36.0 | pityriasis versicolor
pityriasis rosea | ICD10CM:L42 |
molluscum contagiosum | ICD10CM:B08.1 | molluscum
hand dermatitis | ICD10CM:L30.9 |
keloid | ICD10CM:L91.0 | hypertrophic scar; scar
cutaneous lupus | ICD10CM:L93.0 | discoid lupus
morphea | ICD10CM:L94.0 |
calciphylaxis | ICD10CM:E83.59 |
necrobiosis lipoidica | ICD10CM:L92.1 |
acanthosis nigricans | ICD10CM:L83 |
hirsutism | ICD10CM:L68.0 |
melasma | ICD10CM:L81.1 | hyperpigmentation; hypopigmentation
xerosis | ICD10CM:L85.3 | dry skin
ingrown toenail | ICD10CM:L60.0 | onychocryptosis
paronychia | ICD10CM:L03.019 |
felon | ICD10CM:L03.019 |
callus | ICD10CM:L84 | calluses
bunion | ICD10CM:M21.619 | hallux valgus
hammer toe | ICD10CM:M20.40 | hammertoe; hammertoes
morton neuroma | ICD10CM:G57.60 |
charcot foot | ICD10CM:M14.679 | charcot arthropathy; neuropathic arthropathy
flat feet | ICD10CM:M21.40 | pes planus
heel spur | ICD10CM:M77.30 | calcaneal spur
osgood-schlatter disease | ICD10CM:M92.529 |
slipped capital femoral epiphysis | ICD10CM:M93.003 | scfe
legg-calve-perthes disease | ICD10CM:M91.10 | perthes disease
nursemaid elbow | ICD10CM:S53.033A | radial head subluxation
torticollis | ICD10CM:M43.6 | wry neck
thoracic outlet syndrome | ICD10CM:G54.0 |
complex regional pain syndrome | ICD10CM:G90.50 | crps; reflex sympathetic dystrophy
phantom limb pain | ICD10CM:G54.6 |
myofascial pain | ICD10CM:M79.18 | myofascial pain syndrome
whiplash | ICD10CM:S13.4XXA | whiplash injury; cervical strain
sacroiliac joint dysfunction | ICD10CM:M53.3 | si joint dysfunction; sacroiliitis
piriformis syndrome | ICD10CM:G57.00 |
coccyx fracture | ICD10CM:S32.2XXA |
scaphoid fracture | ICD10CM:S62.009A |
boxer fracture | ICD10CM:S62.339A | metacarpal fracture
toe fracture | ICD10CM:S92.919A | phalanx fracture; finger fracture
nasal fracture | ICD10CM:S02.2XXA | broken nose
orbital fracture | ICD10CM:S02.85XA |
mandible fracture | ICD10CM:S02.609A | jaw fracture
facial fracture | ICD10CM:S02.92XA |
cervical spine fracture | ICD10CM:S12.9XXA | c-spine fracture
pneumocephalus | ICD10CM:G93.89 |
diffuse axonal injury | ICD10CM:S06.2X9A |
splenic laceration | ICD10CM:S36.039A | splenic injury
liver laceration | ICD10CM:S36.119A | hepatic laceration
bladder injury | ICD10CM:S37.20XA |
urethral injury | ICD10CM:S37.30XA |
tendon laceration | ICD10CM:S66.929A |
nerve injury | ICD10CM:T14.8XXA | peripheral nerve injury; brachial plexus injury
crush injury | ICD10CM:T14.8XXA |
degloving injury | ICD10CM:T14.8XXA |
open fracture | ICD10CM:T14.8XXA | compound fracture
penetrating injury | ICD10CM:T14.8XXA |
blast injury | ICD10CM:T14.8XXA |
chemical burn | ICD10CM:T30.4 |
electrical burn | ICD10CM:T30.0 |
eye injury | ICD10CM:S05.90XA | ocular trauma; globe rupture; hyphema
dental injury | ICD10CM:S02.5XXA | tooth fracture; avulsed tooth
# the spleen of mononucleosis or of a blunt injury (D73.5 names the nontraumatic rupture)
splenic rupture | ICD10CM:D73.5 | ruptured spleen; rupture of the spleen; spleen rupture; splenic ruptures
ear laceration | ICD10CM:S01.319A |
auricular hematoma | ICD10CM:S00.439A |
septal hematoma | ICD10CM:S00.33XA |
retropharyngeal abscess | ICD10CM:J39.0 |
ludwig angina | ICD10CM:K12.2 |
deep neck infection | ICD10CM:L03.221 |
mastoiditis | ICD10CM:H70.90 |
cholesteatoma | ICD10CM:H71.90 |
otosclerosis | ICD10CM:H80.90 |
sudden sensorineural hearing loss | ICD10CM:H91.20 |
acoustic trauma | ICD10CM:H83.3X9 |
vocal cord paralysis | ICD10CM:J38.00 | vocal cord dysfunction
laryngeal cancer | ICD10CM:C32.9 |
oral leukoplakia | ICD10CM:K13.21 | leukoplakia
salivary stone | ICD10CM:K11.5 | sialolithiasis
geographic tongue | ICD10CM:K14.1 |
burning mouth syndrome | ICD10CM:K14.6 |
halitosis | ICD10CM:R19.6 | bad breath
dry socket | ICD10CM:M27.3 |
endophthalmitis | ICD10CM:H44.009 |
keratitis | ICD10CM:H16.9 |
corneal ulcer | ICD10CM:H16.009 |
scleritis | ICD10CM:H15.009 | episcleritis
retinitis | ICD10CM:H30.90 |
retinal artery occlusion | ICD10CM:H34.9 | crao
vitreous hemorrhage | ICD10CM:H43.10 |
macular edema | ICD10CM:H35.81 | diabetic macular edema
amblyopia | ICD10CM:H53.009 | lazy eye
strabismus | ICD10CM:H50.9 |
presbyopia | ICD10CM:H52.4 | myopia; hyperopia; refractive error; astigmatism
nasolacrimal duct obstruction | ICD10CM:H04.559 |
dacryocystitis | ICD10CM:H04.309 |
orbital mass | ICD10CM:H05.89 |
`
