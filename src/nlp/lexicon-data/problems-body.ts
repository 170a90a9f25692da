/**
 * Problems of bones, joints, muscles, skin, eyes, ears, nose and throat; injuries; general
 * symptoms and signs. Same line format and code policy as problems-cardiopulmonary.ts. Pain is
 * named with its site ("knee pain"), never its side.
 */
export const BODY_PROBLEM_LINES = `
osteoarthritis | ICD10CM:M19.90 | degenerative joint disease; djd; oa; degenerative arthritis; knee osteoarthritis; hip osteoarthritis; osteoarthritis of the knee; osteoarthritis of the hip; degenerative changes; arthritic changes
rheumatoid arthritis | ICD10CM:M06.9 | =RA; rheumatoid
arthritis | ICD10CM:M19.90 | inflammatory arthritis; polyarthritis
psoriatic arthritis | ICD10CM:L40.50 |
ankylosing spondylitis | ICD10CM:M45.9 | spondyloarthritis
reactive arthritis | ICD10CM:M02.30 |
polymyalgia rheumatica | ICD10CM:M35.3 | pmr
systemic lupus erythematosus | ICD10CM:M32.9 | lupus; sle; lupus nephritis
scleroderma | ICD10CM:M34.9 | systemic sclerosis
sjogren syndrome | ICD10CM:M35.00 | sjogren's syndrome; sjogren's
dermatomyositis | ICD10CM:M33.10 | polymyositis; myositis
fibromyalgia | ICD10CM:M79.7 |
chronic fatigue syndrome | ICD10CM:G93.32 |
degenerative disc disease | ICD10CM:M51.9 | ddd; disc degeneration; degenerative disk disease; disc disease
herniated disc | ICD10CM:M51.26 | disc herniation; herniated disk; disk herniation; bulging disc; disc bulge; herniated nucleus pulposus
spondylosis | ICD10CM:M47.9 | lumbar spondylosis; cervical spondylosis
spondylolisthesis | ICD10CM:M43.10 |
scoliosis | ICD10CM:M41.9 | kyphosis; kyphoscoliosis
compression fracture | ICD10CM:M48.50XA | vertebral compression fracture; compression fractures
back pain | ICD10CM:M54.9 | backache; lumbar pain; dorsalgia; back pain; thoracic back pain; mid back pain; back ache
low back pain | ICD10CM:M54.50 | lower back pain; lumbago; lbp; low-back pain
chronic pain | ICD10CM:G89.29 | chronic pain syndrome
neck pain | ICD10CM:M54.2 | cervicalgia; neck ache
joint pain | ICD10CM:M25.50 | arthralgia; arthralgias; joint aches; joint pains; polyarthralgia
joint swelling | ICD10CM:M25.40 | swollen joints; swollen joint; joint effusion
joint stiffness | ICD10CM:M25.60 | stiffness; morning stiffness; stiff joints
myalgia | ICD10CM:M79.10 | muscle aches; muscle pain; body aches; myalgias; muscle soreness; aches; achiness; body pain
muscle spasm | ICD10CM:M62.838 | spasms; muscle cramps; cramps; muscle spasms; cramping; spasm
knee pain | ICD10CM:M25.569 | knee pains; anterior knee pain
shoulder pain | ICD10CM:M25.519 | shoulder pains
hip pain | ICD10CM:M25.559 | groin pain
ankle pain | ICD10CM:M25.579 |
foot pain | ICD10CM:M79.673 | heel pain; plantar heel pain
hand pain | ICD10CM:M79.643 | finger pain; thumb pain
wrist pain | ICD10CM:M25.539 |
elbow pain | ICD10CM:M25.529 |
leg pain | ICD10CM:M79.606 | calf pain; thigh pain; lower extremity pain; shin pain; leg pains
arm pain | ICD10CM:M79.603 | upper extremity pain
chest wall pain | ICD10CM:R07.89 | costochondritis; musculoskeletal chest pain
jaw pain | ICD10CM:R68.84 | tmj pain; temporomandibular joint disorder; tmj disorder
rib pain | ICD10CM:R07.81 |
buttock pain | ICD10CM:M79.18 |
tailbone pain | ICD10CM:M53.3 | coccydynia
pain | ICD10CM:R52 | pains; aching; ache; discomfort; soreness
fracture | ICD10CM:T14.8XXA | fractures; broken bone; fx; fractured; broken arm; broken leg; broken wrist; broken ankle; broken hip
hip fracture | ICD10CM:S72.009A | femoral neck fracture; intertrochanteric fracture; hip fx
wrist fracture | ICD10CM:S62.109A | distal radius fracture; colles fracture; radius fracture
ankle fracture | ICD10CM:S82.899A | malleolar fracture; bimalleolar fracture; trimalleolar fracture; fibula fracture; distal fibula fracture; lateral malleolus fracture; weber b fracture
humerus fracture | ICD10CM:S42.309A | proximal humerus fracture
clavicle fracture | ICD10CM:S42.009A |
vertebral fracture | ICD10CM:S22.009A | spine fracture; spinal fracture
skull fracture | ICD10CM:S02.91XA |
pelvic fracture | ICD10CM:S32.9XXA |
tibia fracture | ICD10CM:S82.209A | tibial fracture; tibial plateau fracture
femur fracture | ICD10CM:S72.90XA | femoral fracture
stress fracture | ICD10CM:M84.30XA |
pathologic fracture | ICD10CM:M84.40XA | pathological fracture
dislocation | ICD10CM:T14.8XXA | shoulder dislocation; joint dislocation; dislocated shoulder
sprain | ICD10CM:T14.8XXA | ankle sprain; wrist sprain; sprained ankle; knee sprain
strain | ICD10CM:T14.8XXA | muscle strain; back strain; lumbar strain; hamstring strain; groin strain
rotator cuff tear | ICD10CM:M75.100 | rotator cuff injury; rotator cuff tendinopathy; rotator cuff tendinitis
meniscal tear | ICD10CM:S83.209A | meniscus tear; torn meniscus; longitudinal tear; vertical longitudinal tear; radial tear; horizontal tear; horizontal cleavage tear; root tear; meniscal root tear
full-thickness tear | ICD10CM:M66.9 | full thickness tear; full-thickness tears
partial-thickness tear | ICD10CM:M66.9 | partial thickness tear; partial-thickness tears; high-grade partial-thickness tear
retear | ICD10CM:M66.9 | re-tear; retears; recurrent tear
labral tear | ICD10CM:M24.10 | labral tears; labrum tear; torn labrum; glenoid labral tear; acetabular labral tear; hip labral tear; slap tear; slap lesion
acl tear | ICD10CM:S83.519A | anterior cruciate ligament tear; acl injury; acl rupture
achilles tendon rupture | ICD10CM:S86.019A | achilles rupture
tendinitis | ICD10CM:M77.9 | tendonitis; tendinopathy; tendonopathy
bursitis | ICD10CM:M71.9 | trochanteric bursitis; olecranon bursitis; prepatellar bursitis
plantar fasciitis | ICD10CM:M72.2 |
lateral epicondylitis | ICD10CM:M77.10 | tennis elbow
de quervain tenosynovitis | ICD10CM:M65.4 | de quervain's tenosynovitis
trigger finger | ICD10CM:M65.30 |
adhesive capsulitis | ICD10CM:M75.00 | frozen shoulder
compartment syndrome | ICD10CM:T79.A0XA |
rhabdomyolysis | ICD10CM:M62.82 | rhabdo
osteonecrosis | ICD10CM:M87.9 | avascular necrosis; avn
paget disease of bone | ICD10CM:M88.9 | paget's disease
effusion | | knee effusion
crepitus | ICD10CM:M25.80 |
# a joint's click, heard or felt, is a noise of the joint like its crepitus ("TMJ with clicking")
clicking | ICD10CM:M25.80 |
limited range of motion | ICD10CM:M25.60 | decreased range of motion; reduced range of motion; restricted range of motion
muscle atrophy | ICD10CM:M62.50 | atrophy; muscle wasting
falls | ICD10CM:R29.6 | frequent falls; fall; mechanical fall; recurrent falls; ground level fall
gait impairment | ICD10CM:R26.9 | impaired gait; abnormal gait; shuffling gait; antalgic gait; gait problem
# a gait favouring a painful leg, told in lay words
limp | ICD10CM:R26.89 | limping
deconditioning | ICD10CM:R53.81 | debility; physical deconditioning; generalized deconditioning; debilitated
frailty | ICD10CM:R54 | frail
immobility | ICD10CM:Z74.09 | bedbound; bed bound; bedridden
contracture | ICD10CM:M24.50 | contractures
amputation status | ICD10CM:Z89.9 | amputee; below knee amputee; above knee amputee
rash | ICD10CM:R21 | rashes; skin rash; erythema; eruption; maculopapular rash; erythematous rash; drug rash; morbilliform rash; papular rash; vesicular rash; skin eruption; redness; erythematous
urticaria | ICD10CM:L50.9 | hives; wheals; welts
pruritus | ICD10CM:L29.9 | itching; itchy; itch; pruritic; itchiness
eczema | ICD10CM:L30.9 | atopic dermatitis; eczematous patch; eczematous
psoriasis | ICD10CM:L40.9 | plaque psoriasis
dermatitis | ICD10CM:L30.9 | contact dermatitis; seborrheic dermatitis; allergic contact dermatitis; irritant dermatitis; diaper dermatitis; diaper rash
acne | ICD10CM:L70.9 | acne vulgaris; cystic acne
rosacea | ICD10CM:L71.9 |
hidradenitis suppurativa | ICD10CM:L73.2 | hidradenitis
draining tunnel | ICD10CM:L73.2 | draining tunnels; draining sinus tract; draining sinus tracts
sinus tract | ICD10CM:L98.8 | sinus tracts
impetigo | ICD10CM:L01.00 |
folliculitis | ICD10CM:L73.9 |
intertrigo | ICD10CM:L30.4 |
alopecia | ICD10CM:L65.9 | hair loss; hair thinning
vitiligo | ICD10CM:L80 |
actinic keratosis | ICD10CM:L57.0 | actinic keratoses
seborrheic keratosis | ICD10CM:L82.1 | seborrheic keratoses
skin lesion | ICD10CM:L98.9 | skin lesions
mole | ICD10CM:D22.9 | moles; nevus; nevi; atypical nevus; dysplastic nevus
skin tag | ICD10CM:L91.8 | skin tags; acrochordon
wart | ICD10CM:B07.9 | warts; verruca
blister | ICD10CM:T14.8XXA | blisters; bullae; bulla; vesicles
stevens-johnson syndrome | ICD10CM:L51.1 | sjs; toxic epidermal necrolysis; stevens johnson syndrome
drug reaction with eosinophilia and systemic symptoms | ICD10CM:D72.12 | dress syndrome
pressure ulcer | ICD10CM:L89.90 | decubitus ulcer; bed sore; pressure injury; decubitus; sacral decubitus; sacral ulcer; pressure sore; stage 2 pressure ulcer; stage 3 pressure ulcer; stage 4 pressure ulcer; deep tissue injury; bedsore
skin ulcer | ICD10CM:L98.499 | ulcer; leg ulcer; foot ulcer; venous ulcer; venous stasis ulcer; arterial ulcer; ulcers; ulceration; nonhealing wound; non-healing ulcer
open wound | ICD10CM:T14.8XXA | surgical wound; open wounds
laceration | ICD10CM:T14.8XXA | lacerations; skin tear
forehead laceration | ICD10CM:S01.81XA | scalp laceration; facial laceration
abrasion | ICD10CM:T14.8XXA | abrasions; road rash; scrape
puncture wound | ICD10CM:T14.8XXA |
bite wound | ICD10CM:T14.8XXA | dog bite; cat bite; animal bite; human bite
insect bite | ICD10CM:T14.8XXA | bug bite; spider bite; tick bite; bee sting; insect sting
burn | ICD10CM:T30.0 | burns; thermal burn; sunburn; scald; partial thickness burn; full thickness burn; first degree burn; second degree burn; third degree burn
frostbite | ICD10CM:T33.90XA |
gangrene | ICD10CM:I96 | gangrenous; dry gangrene; wet gangrene; gas gangrene
necrosis | ICD10CM:R68.89 | skin necrosis; tissue necrosis; necrotic
cyanosis | ICD10CM:R23.0 | cyanotic; acrocyanosis; blue spells; turning blue
clubbing | ICD10CM:R68.3 | digital clubbing
pallor | ICD10CM:R23.1 | pale; pallid
diaphoresis | ICD10CM:R61 | sweating; sweats; diaphoretic; excessive sweating; hyperhidrosis; clammy
flushing | ICD10CM:R23.2 | flushed
angioedema | ICD10CM:T78.3XXA | lip swelling; tongue swelling; facial swelling; throat swelling
anaphylaxis | ICD10CM:T78.2XXA | anaphylactic reaction; anaphylactic shock; anaphylactic
viral exanthem | ICD10CM:B09 | exanthem; viral rash
hypersensitivity reaction | ICD10CM:T78.40XA | drug reaction; adverse drug reaction
conjunctivitis | ICD10CM:H10.9 | pink eye; bacterial conjunctivitis; viral conjunctivitis; allergic conjunctivitis
glaucoma | ICD10CM:H40.9 | open angle glaucoma; angle closure glaucoma; acute angle closure glaucoma; poag; primary open-angle glaucoma
cataract | ICD10CM:H26.9 | cataracts
macular degeneration | ICD10CM:H35.30 | age-related macular degeneration; amd; armd
retinal detachment | ICD10CM:H33.20 |
retinal vein occlusion | ICD10CM:H34.8190 | crvo; brvo
uveitis | ICD10CM:H20.9 | iritis
blepharitis | ICD10CM:H01.009 |
chalazion | ICD10CM:H00.19 | stye; hordeolum
dry eye | ICD10CM:H04.129 | dry eyes; dry eye syndrome; keratoconjunctivitis sicca
corneal abrasion | ICD10CM:S05.00XA |
eye pain | ICD10CM:H57.10 | ocular pain
red eye | ICD10CM:H57.89 | eye redness; conjunctival injection; injected conjunctiva
blurred vision | ICD10CM:H53.8 | blurry vision; vision blurred; visual blurring
vision loss | ICD10CM:H54.7 | loss of vision; visual loss; blindness; decreased vision; decreased visual acuity; visual impairment
visual disturbance | ICD10CM:H53.9 | visual changes; vision changes; visual symptoms; scotoma; floaters; flashes of light
diplopia | ICD10CM:H53.2 | double vision
ptosis | ICD10CM:H02.409 | eyelid droop
anisocoria | ICD10CM:H57.02 | unequal pupils
papilledema | ICD10CM:H47.10 |
scleral icterus | ICD10CM:R17 | icteric sclerae; scleral jaundice
hearing loss | ICD10CM:H91.90 | deafness; decreased hearing; hard of hearing; sensorineural hearing loss; conductive hearing loss; hearing impairment
tinnitus | ICD10CM:H93.19 | ringing in the ears
otitis media | ICD10CM:H66.90 | ear infection; acute otitis media; aom; middle ear infection; serous otitis media; otitis media with effusion
otitis externa | ICD10CM:H60.90 | swimmer's ear
ear pain | ICD10CM:H92.09 | otalgia; earache; ear pulling; pulling at his ear; pulling at her ear; tugging at the ear; pulling at ears; pulling at the ear; pulling at the ears; pulling at his ears; pulling at her ears; pulls at his ear; pulls at her ear; pulls at the ear; pulls at ears; pulled at his ear; pulled at her ear
cerumen impaction | ICD10CM:H61.20 | ear wax; earwax; impacted cerumen; cerumen
tympanic membrane perforation | ICD10CM:H72.90 | perforated eardrum
epistaxis | ICD10CM:R04.0 | nosebleed; nose bleed; nosebleeds
nasal congestion | ICD10CM:R09.81 | congestion; stuffy nose; nasal stuffiness; sinus congestion; congested
rhinorrhea | ICD10CM:J34.89 | runny nose; nasal discharge; postnasal drip; post-nasal drip
sneezing | ICD10CM:R06.7 |
nasal polyps | ICD10CM:J33.9 |
deviated septum | ICD10CM:J34.2 | septal deviation
anosmia | ICD10CM:R43.0 | loss of smell; loss of taste; ageusia; dysgeusia
hoarseness | ICD10CM:R49.0 | hoarse voice; dysphonia; voice change
dry mouth | ICD10CM:R68.2 | xerostomia
gingival infection | ICD10CM:K05.10 | gingivitis; periodontitis; periodontal disease; gum disease
dental caries | ICD10CM:K02.9 | tooth decay
dental abscess | ICD10CM:K04.7 | tooth abscess; dental infection
toothache | ICD10CM:K08.89 | tooth pain; dental pain
oral lesion | ICD10CM:K13.79 | oral lesions
trismus | ICD10CM:R25.2 |
sialadenitis | ICD10CM:K11.20 | parotitis
tonsillar hypertrophy | ICD10CM:J35.1 | enlarged tonsils
fever | ICD10CM:R50.9 | fevers; febrile; pyrexia; elevated temperature; temperature elevation; febrile illness
chills | ICD10CM:R68.83 | rigors; shaking chills; chill
night sweats | ICD10CM:R61 | night sweat
hypothermia | ICD10CM:T68.XXXA | hypothermic
hyperthermia | ICD10CM:R50.9 | heat stroke; heat exhaustion
heat intolerance | ICD10CM:R68.89 |
cold intolerance | ICD10CM:R68.89 |
polydipsia | ICD10CM:R63.1 | excessive thirst; increased thirst
polyphagia | ICD10CM:R63.2 |
lymphangitis | ICD10CM:I89.1 | lymphangitic streaking; red streaking
malodorous urine | ICD10CM:R82.90 | foul smelling urine; cloudy urine
snoring | ICD10CM:R06.83 |
motor vehicle collision | ICD10CM:V89.2XXA | mvc; motor vehicle accident; mva; car accident; car crash; motor vehicle crash; rollover
trauma | ICD10CM:T14.90XA | blunt trauma; penetrating trauma; multiple trauma; polytrauma
gunshot wound | ICD10CM:T14.8XXA | gsw; gunshot wounds
stab wound | ICD10CM:T14.8XXA |
assault | ICD10CM:Y09 | physical assault; sexual assault; domestic violence; intimate partner violence; abuse; physical abuse; sexual abuse; elder abuse; child abuse; neglect of child
injury | ICD10CM:T14.90XA | injuries; traumatic injury
head laceration | ICD10CM:S01.90XA |
foreign body | ICD10CM:T18.9XXA | foreign body ingestion; retained foreign body
rust ring | ICD10CM:T15.00XA | rust rings; corneal rust ring
drowning | ICD10CM:T75.1XXA | near drowning
electrical injury | ICD10CM:T75.4XXA |
carbon monoxide poisoning | ICD10CM:T58.91XA | co poisoning
poisoning | ICD10CM:T65.91XA | toxic ingestion
snake bite | ICD10CM:T63.001A | snakebite
heat rash | ICD10CM:L74.0 |
crystal arthropathy | ICD10CM:M11.9 | crystal-induced arthritis; crystal arthritis
dermatographism | ICD10CM:L50.3 | dermographism; dermatographia
metallic taste | ICD10CM:R43.8 | metal taste
ear fullness | ICD10CM:H93.8X9 | aural fullness; fullness in the ear; ear pressure
muffled hearing | |
retinal tear | | retinal break
eustachian tube dysfunction | ICD10CM:H69.90 | etd
pelvic pressure | |
suprapubic pressure | |
red streaks | | red streaking; streaking redness
foul-smelling discharge | | foul smelling discharge; malodorous discharge
loose teeth | ICD10CM:K08.89 | loose tooth
exposed bone | |
throat irritation | | irritated throat
eye irritation | | irritated eyes; burning eyes
skin irritation | | irritated skin
ulnar deviation | |
`
