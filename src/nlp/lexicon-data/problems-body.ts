/**
 * Problems of bones, joints, muscles, skin, eyes, ears, nose and throat; injuries; general
 * symptoms and signs. Same line format and code policy as problems-cardiopulmonary.ts. Pain is
 * named with its site ("knee pain"), never its side.
 */
export const BODY_PROBLEM_LINES = `
osteoarthritis | ICD10CM:M19.90 | degenerative joint disease; djd; oa; degenerative arthritis; knee osteoarthritis; hip osteoarthritis; osteoarthritis of the knee; osteoarthritis of the hip; degenerative changes; arthritic changes
rheumatoid arthritis | ICD10CM:M06.9 | =RA; rheumatoid
arthritis | | inflammatory arthritis; polyarthritis
psoriatic arthritis | |
ankylosing spondylitis | | spondyloarthritis
reactive arthritis | |
polymyalgia rheumatica | | pmr
systemic lupus erythematosus | | lupus; sle; lupus nephritis
scleroderma | | systemic sclerosis
sjogren syndrome | | sjogren's syndrome; sjogren's
dermatomyositis | | polymyositis; myositis
fibromyalgia | |
chronic fatigue syndrome | |
degenerative disc disease | | ddd; disc degeneration; degenerative disk disease; disc disease
herniated disc | | disc herniation; herniated disk; disk herniation; bulging disc; disc bulge; herniated nucleus pulposus
spondylosis | | lumbar spondylosis; cervical spondylosis
spondylolisthesis | |
scoliosis | | kyphosis; kyphoscoliosis
compression fracture | | vertebral compression fracture; compression fractures
back pain | | backache; lumbar pain; dorsalgia; back pain; thoracic back pain; mid back pain; back ache
low back pain | | lower back pain; lumbago; lbp; low-back pain
chronic pain | | chronic pain syndrome
neck pain | | cervicalgia; neck ache
joint pain | | arthralgia; arthralgias; joint aches; joint pains; polyarthralgia
joint swelling | | swollen joints; swollen joint; joint effusion
joint stiffness | | stiffness; morning stiffness; stiff joints
myalgia | | muscle aches; muscle pain; body aches; myalgias; muscle soreness; aches; achiness; body pain
muscle spasm | | spasms; muscle cramps; cramps; muscle spasms; cramping; spasm
knee pain | | knee pains; anterior knee pain
shoulder pain | | shoulder pains
hip pain | | groin pain
ankle pain | |
foot pain | | heel pain; plantar heel pain
hand pain | | finger pain; thumb pain
wrist pain | |
elbow pain | |
leg pain | | calf pain; thigh pain; lower extremity pain; shin pain; leg pains
arm pain | | upper extremity pain
chest wall pain | | costochondritis; musculoskeletal chest pain
jaw pain | | tmj pain; temporomandibular joint disorder; tmj disorder
rib pain | |
buttock pain | |
tailbone pain | | coccydynia
pain | ICD10CM:R52 | pains; aching; ache; discomfort; soreness
fracture | | fractures; broken bone; fx; fractured
hip fracture | | femoral neck fracture; intertrochanteric fracture; hip fx
wrist fracture | | distal radius fracture; colles fracture; radius fracture
ankle fracture | | malleolar fracture; bimalleolar fracture; trimalleolar fracture; fibula fracture; distal fibula fracture; lateral malleolus fracture; weber b fracture
humerus fracture | | proximal humerus fracture
clavicle fracture | |
vertebral fracture | | spine fracture; spinal fracture
skull fracture | |
pelvic fracture | |
tibia fracture | | tibial fracture; tibial plateau fracture
femur fracture | | femoral fracture
stress fracture | |
pathologic fracture | | pathological fracture
dislocation | | shoulder dislocation; joint dislocation; dislocated shoulder
sprain | | ankle sprain; wrist sprain; sprained ankle; knee sprain
strain | | muscle strain; back strain; lumbar strain; hamstring strain; groin strain
rotator cuff tear | | rotator cuff injury; rotator cuff tendinopathy; rotator cuff tendinitis
meniscal tear | | meniscus tear; torn meniscus
acl tear | | anterior cruciate ligament tear; acl injury; acl rupture
achilles tendon rupture | | achilles rupture
tendinitis | | tendonitis; tendinopathy; tendonopathy
bursitis | | trochanteric bursitis; olecranon bursitis; prepatellar bursitis
plantar fasciitis | |
lateral epicondylitis | | tennis elbow
de quervain tenosynovitis | | de quervain's tenosynovitis
trigger finger | |
adhesive capsulitis | | frozen shoulder
compartment syndrome | |
rhabdomyolysis | | rhabdo
osteonecrosis | | avascular necrosis; avn
paget disease of bone | | paget's disease
effusion | | knee effusion
crepitus | |
limited range of motion | | decreased range of motion; reduced range of motion; restricted range of motion
muscle atrophy | | atrophy; muscle wasting
falls | | frequent falls; fall; mechanical fall; recurrent falls; ground level fall
gait impairment | | impaired gait; abnormal gait; shuffling gait; antalgic gait; gait problem
deconditioning | | debility; physical deconditioning; generalized deconditioning; debilitated
frailty | | frail
immobility | | bedbound; bed bound; bedridden
contracture | | contractures
amputation status | | amputee; below knee amputee; above knee amputee
rash | ICD10CM:R21 | rashes; skin rash; erythema; eruption; maculopapular rash; erythematous rash; drug rash; morbilliform rash; papular rash; vesicular rash; skin eruption; redness; erythematous
urticaria | ICD10CM:L50.9 | hives; wheals; welts
pruritus | | itching; itchy; itch; pruritic; itchiness
eczema | | atopic dermatitis; eczematous patch; eczematous
psoriasis | | plaque psoriasis
dermatitis | | contact dermatitis; seborrheic dermatitis; allergic contact dermatitis; irritant dermatitis; diaper dermatitis; diaper rash
acne | | acne vulgaris; cystic acne
rosacea | |
hidradenitis suppurativa | | hidradenitis
impetigo | |
folliculitis | |
intertrigo | |
alopecia | | hair loss; hair thinning
vitiligo | |
actinic keratosis | | actinic keratoses
seborrheic keratosis | | seborrheic keratoses
skin lesion | | skin lesions
mole | | moles; nevus; nevi; atypical nevus; dysplastic nevus
skin tag | | skin tags; acrochordon
wart | | warts; verruca
blister | | blisters; bullae; bulla; vesicles
stevens-johnson syndrome | | sjs; toxic epidermal necrolysis; stevens johnson syndrome
drug reaction with eosinophilia and systemic symptoms | | dress syndrome
pressure ulcer | | decubitus ulcer; bed sore; pressure injury; decubitus; sacral decubitus; sacral ulcer; pressure sore; stage 2 pressure ulcer; stage 3 pressure ulcer; stage 4 pressure ulcer; deep tissue injury; bedsore
skin ulcer |  | ulcer; leg ulcer; foot ulcer; venous ulcer; venous stasis ulcer; arterial ulcer; ulcers; ulceration; nonhealing wound; non-healing ulcer
wound | | open wound; wounds; surgical wound
laceration | | lacerations; skin tear
forehead laceration | | scalp laceration; facial laceration
abrasion | | abrasions; road rash; scrape
puncture wound | |
bite wound | | dog bite; cat bite; animal bite; human bite
insect bite | | bug bite; spider bite; tick bite; bee sting; insect sting
burn | | burns; thermal burn; sunburn; scald; partial thickness burn; full thickness burn; first degree burn; second degree burn; third degree burn
frostbite | |
gangrene | | gangrenous; dry gangrene; wet gangrene; gas gangrene
necrosis | | skin necrosis; tissue necrosis; necrotic
cyanosis | | cyanotic; acrocyanosis
clubbing | | digital clubbing
pallor | | pale; pallid
diaphoresis | | sweating; sweats; diaphoretic; excessive sweating; hyperhidrosis; clammy
flushing | | flushed
angioedema | | lip swelling; tongue swelling; facial swelling; throat swelling
anaphylaxis | | anaphylactic reaction; anaphylactic shock; anaphylactic
viral exanthem | | exanthem; viral rash
hypersensitivity reaction | | drug reaction; adverse drug reaction
conjunctivitis | | pink eye; bacterial conjunctivitis; viral conjunctivitis; allergic conjunctivitis
glaucoma | | open angle glaucoma; angle closure glaucoma; acute angle closure glaucoma
cataract | | cataracts
macular degeneration | | age-related macular degeneration; amd; armd
retinal detachment | |
retinal vein occlusion | | crvo; brvo
uveitis | | iritis
blepharitis | |
chalazion | | stye; hordeolum
dry eye | | dry eyes; dry eye syndrome; keratoconjunctivitis sicca
corneal abrasion | |
eye pain | | ocular pain
red eye | | eye redness; conjunctival injection; injected conjunctiva
blurred vision | | blurry vision; vision blurred; visual blurring
vision loss | | loss of vision; visual loss; blindness; decreased vision; decreased visual acuity; visual impairment
visual disturbance | | visual changes; vision changes; visual symptoms; scotoma; floaters; flashes of light
diplopia | | double vision
ptosis | | eyelid droop
anisocoria | | unequal pupils
papilledema | |
scleral icterus | | icteric sclerae; scleral jaundice
hearing loss | | deafness; decreased hearing; hard of hearing; sensorineural hearing loss; conductive hearing loss; hearing impairment
tinnitus | | ringing in the ears
otitis media | | ear infection; acute otitis media; aom; middle ear infection; serous otitis media; otitis media with effusion
otitis externa | | swimmer's ear
ear pain | | otalgia; earache
cerumen impaction | | ear wax; earwax; impacted cerumen; cerumen
tympanic membrane perforation | | perforated eardrum
epistaxis | ICD10CM:R04.0 | nosebleed; nose bleed; nosebleeds
nasal congestion | | congestion; stuffy nose; nasal stuffiness; sinus congestion; congested
rhinorrhea | | runny nose; nasal discharge; postnasal drip; post-nasal drip
sneezing | |
nasal polyps | |
deviated septum | | septal deviation
anosmia | | loss of smell; loss of taste; ageusia; dysgeusia
hoarseness | | hoarse voice; dysphonia; voice change
dry mouth | | xerostomia
gingival infection | | gingivitis; periodontitis; periodontal disease; gum disease
dental caries | | tooth decay
dental abscess | | tooth abscess; dental infection
toothache | | tooth pain; dental pain
oral lesion | | oral lesions
trismus | |
sialadenitis | | parotitis
tonsillar hypertrophy | | enlarged tonsils
fever | ICD10CM:R50.9 | fevers; febrile; pyrexia; elevated temperature; temperature elevation; febrile illness
chills | | rigors; shaking chills; chill
night sweats | | night sweat
hypothermia | | hypothermic
hyperthermia | | heat stroke; heat exhaustion
heat intolerance | |
cold intolerance | |
polydipsia | | excessive thirst; increased thirst
polyphagia | |
lymphangitis | |
malodorous urine | | foul smelling urine; cloudy urine
snoring | |
motor vehicle collision | | mvc; motor vehicle accident; mva; car accident; car crash; motor vehicle crash; rollover
trauma | | blunt trauma; penetrating trauma; multiple trauma; polytrauma
gunshot wound | | gsw; gunshot wounds
stab wound | |
assault | | physical assault; sexual assault; domestic violence; intimate partner violence; abuse; physical abuse; sexual abuse; elder abuse; child abuse; neglect of child
injury | | injuries; traumatic injury
head laceration | |
foreign body | | foreign body ingestion; retained foreign body
drowning | | near drowning
electrical injury | |
carbon monoxide poisoning | | co poisoning
poisoning | | toxic ingestion
snake bite | | snakebite
heat rash | |
`
