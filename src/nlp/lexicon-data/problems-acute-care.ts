/**
 * Problems met in emergency, intensive and surgical care: poisonings and drug toxicity,
 * complications of treatment, transplant problems, organ failure, and the less common diseases
 * that still fill hospital notes. Same line format and code policy as problems-cardiopulmonary.ts.
 */
export const ACUTE_CARE_PROBLEM_LINES = `
multiorgan failure | | multi-organ failure; multiple organ dysfunction syndrome; mods; multisystem organ failure; multi-organ dysfunction
acetaminophen toxicity | | acetaminophen overdose; tylenol overdose; acetaminophen poisoning
salicylate toxicity | | aspirin overdose; salicylism
lithium toxicity | |
digoxin toxicity | | digitalis toxicity
serotonin syndrome | |
neuroleptic malignant syndrome | | nms
malignant hyperthermia | |
anticholinergic toxicity | | anticholinergic syndrome
opioid toxicity | | opioid intoxication; narcotic overdose
benzodiazepine overdose | |
tricyclic antidepressant overdose | | tca overdose
ethylene glycol poisoning | | methanol poisoning; toxic alcohol ingestion
organophosphate poisoning | |
drug toxicity | | medication toxicity; adverse drug event; drug side effect; medication side effects
drug interaction | | drug-drug interaction
polypharmacy | |
postoperative fever | | post-op fever
postoperative nausea and vomiting | | ponv
postoperative pain | | post-op pain; incisional pain; surgical pain
neuropathic pain | | nerve pain; burning pain
cancer pain | | cancer-related pain
anastomotic leak | |
seroma | |
surgical site hematoma | |
postoperative bleeding | | post-op bleeding
postoperative delirium | |
postoperative urinary retention | |
stump infection | |
hardware failure | | hardware loosening; prosthesis loosening; loosening of hardware
periprosthetic fracture | |
nonunion | | malunion; delayed union
transplant rejection |  | graft rejection; kidney transplant rejection
graft-versus-host disease | | gvhd; graft versus host disease
delayed graft function | |
immunosuppressed state | | immunocompromised; immunosuppressed; immunocompromised state; immunodeficiency
asplenia | | functional asplenia
catheter malfunction | | line malfunction; catheter occlusion
device infection | | pacemaker infection; lead infection
ventilator dependence | | ventilator-dependent; respiratory failure requiring ventilation
difficult airway | |
airway obstruction | | upper airway obstruction; airway compromise
aspiration | | aspiration event; aspirated
choking | |
hypoperfusion | | tissue hypoperfusion; poor perfusion
acute liver injury | | liver injury; shock liver; ischemic hepatitis
acute mesenteric ischemia | |
compartment syndrome of the abdomen | | abdominal compartment syndrome
pneumomediastinum | |
massive hemorrhage | | exsanguination
fat embolism | |
air embolism | |
amniotic fluid embolism | |
heat-related illness | |
status migrainosus | |
cerebral venous sinus thrombosis | | cvst; venous sinus thrombosis; cerebral venous thrombosis
posterior reversible encephalopathy syndrome | | pres
reversible cerebral vasoconstriction syndrome | | rcvs
idiopathic intracranial hypertension | | pseudotumor cerebri; iih
transverse myelitis | |
optic neuritis | |
chronic inflammatory demyelinating polyneuropathy | | cidp
myotonic dystrophy | | muscular dystrophy; duchenne muscular dystrophy
spinal muscular atrophy | |
neurofibromatosis | |
tuberous sclerosis | |
syringomyelia | | syrinx
chiari malformation | |
arachnoid cyst | |
pituitary apoplexy | |
thyroid storm | |
myxedema coma | |
hypoglycemic unawareness | | hypoglycemia unawareness
diabetic gastropathy | |
lipodystrophy | |
sick euthyroid syndrome | | euthyroid sick syndrome
carcinoid syndrome | |
paraneoplastic syndrome | |
superior vena cava syndrome | | svc syndrome
malignant spinal cord compression | | epidural spinal cord compression
hypercalcemia of malignancy | |
cytokine release syndrome | | crs
immune-related adverse event | | irae; immune-related colitis; checkpoint inhibitor colitis; pneumonitis from immunotherapy
radiation pneumonitis | |
radiation proctitis | | radiation enteritis; radiation dermatitis
lymphangitic carcinomatosis | |
leptomeningeal disease | | leptomeningeal carcinomatosis
cancer cachexia | |
hemophagocytic lymphohistiocytosis | | hlh
mast cell activation syndrome | | mastocytosis
hereditary angioedema | |
eosinophilic granulomatosis with polyangiitis | | churg-strauss syndrome
granulomatosis with polyangiitis | | wegener granulomatosis; gpa
polyarteritis nodosa | |
behcet disease | | behcet's disease
takayasu arteritis | |
antiphospholipid antibody syndrome | |
mixed connective tissue disease | | mctd; undifferentiated connective tissue disease
adult-onset still disease | | still's disease
relapsing polychondritis | |
familial mediterranean fever | |
sarcoid arthropathy | |
erythema nodosum | |
pyoderma gangrenosum | |
bullous pemphigoid | | pemphigoid
pemphigus vulgaris | | pemphigus
lichen planus | |
lichen sclerosus | |
tinea versicolor | | pityriasis versicolor
pityriasis rosea | |
molluscum contagiosum | | molluscum
hand dermatitis | |
keloid | | hypertrophic scar; scar
cutaneous lupus | | discoid lupus
morphea | |
calciphylaxis | |
necrobiosis lipoidica | |
acanthosis nigricans | |
hirsutism | |
melasma | | hyperpigmentation; hypopigmentation
xerosis | | dry skin
ingrown toenail | | onychocryptosis
paronychia | |
felon | |
callus | | calluses
bunion | | hallux valgus
hammer toe | | hammertoe; hammertoes
morton neuroma | |
charcot foot | | charcot arthropathy; neuropathic arthropathy
flat feet | | pes planus
heel spur | | calcaneal spur
osgood-schlatter disease | |
slipped capital femoral epiphysis | | scfe
legg-calve-perthes disease | | perthes disease
nursemaid elbow | | radial head subluxation
torticollis | | wry neck
thoracic outlet syndrome | |
complex regional pain syndrome | | crps; reflex sympathetic dystrophy
phantom limb pain | |
myofascial pain | | myofascial pain syndrome
whiplash | | whiplash injury; cervical strain
sacroiliac joint dysfunction | | si joint dysfunction; sacroiliitis
piriformis syndrome | |
coccyx fracture | |
scaphoid fracture | |
boxer fracture | | metacarpal fracture
toe fracture | | phalanx fracture; finger fracture
nasal fracture | | broken nose
orbital fracture | |
mandible fracture | | jaw fracture
facial fracture | |
cervical spine fracture | | c-spine fracture
pneumocephalus | |
diffuse axonal injury | |
splenic laceration | | splenic injury
liver laceration | | hepatic laceration
bladder injury | |
urethral injury | |
tendon laceration | |
nerve injury | | peripheral nerve injury; brachial plexus injury
crush injury | |
degloving injury | |
open fracture | | compound fracture
penetrating injury | |
blast injury | |
chemical burn | |
electrical burn | |
eye injury | | ocular trauma; globe rupture; hyphema
dental injury | | tooth fracture; avulsed tooth
ear laceration | |
auricular hematoma | |
septal hematoma | |
retropharyngeal abscess | |
ludwig angina | |
deep neck infection | |
mastoiditis | |
cholesteatoma | |
otosclerosis | |
sudden sensorineural hearing loss | |
acoustic trauma | |
vocal cord paralysis | | vocal cord dysfunction
laryngeal cancer | |
oral leukoplakia | | leukoplakia
salivary stone | | sialolithiasis
geographic tongue | |
burning mouth syndrome | |
halitosis | | bad breath
dry socket | |
endophthalmitis | |
keratitis | |
corneal ulcer | |
scleritis | | episcleritis
retinitis | |
retinal artery occlusion | | crao
vitreous hemorrhage | |
macular edema | | diabetic macular edema
amblyopia | | lazy eye
strabismus | |
presbyopia | | myopia; hyperopia; refractive error; astigmatism
nasolacrimal duct obstruction | |
dacryocystitis | |
orbital mass | |
`
