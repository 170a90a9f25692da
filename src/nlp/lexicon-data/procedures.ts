/**
 * Procedures: operations, interventions, therapies delivered to the patient, placement of lines,
 * drains and catheters, endoscopies and biopsies. Same line format as the problem lists; no
 * codes written. Plain "surgery" is not listed: alone it names a service as often as an operation.
 */
export const PROCEDURE_LINES = `
radioactive iodine ablation |  | rai ablation; radioactive iodine therapy; radioiodine ablation; radioiodine therapy
laryngoscopy |  | direct laryngoscopy; flexible laryngoscopy; fiberoptic laryngoscopy; nasolaryngoscopy
needle aspiration |  | fine needle aspiration; fna; needle aspiration and drainage
gait training |  | balance training; gait and balance training
detorsion |  | manual detorsion; testicular detorsion; ovarian detorsion
bronchoalveolar lavage |  | =BAL; bal fluid
hematoma block |  | local hematoma block
aneurysm repair |  | aaa repair; evar; endovascular aneurysm repair; open aneurysm repair
subacromial injection |  | subacromial steroid injection; shoulder injection; joint injection; steroid injection; intra-articular injection
smoking cessation counseling |  | smoking cessation; tobacco cessation; tobacco cessation counseling; smoking cessation program
appendectomy |  | appendicectomy; laparoscopic appendectomy; lap appy; appy; open appendectomy
cholecystectomy |  | gallbladder removal; lap chole; chole; gallbladder surgery; open cholecystectomy
laparoscopic cholecystectomy |  | laparoscopic chole
colectomy |  | partial colectomy; sigmoid colectomy; total colectomy; subtotal colectomy; low anterior resection
hemicolectomy |  | right hemicolectomy; left hemicolectomy; laparoscopic right hemicolectomy; laparoscopic hemicolectomy; extended right hemicolectomy
colostomy |  | end colostomy; diverting colostomy; hartmann procedure; hartmann's procedure
ileostomy |  | loop ileostomy; diverting ileostomy
ostomy reversal |  | colostomy reversal; ileostomy reversal; takedown
small bowel resection |  | bowel resection; intestinal resection; small bowel resection and anastomosis
whipple procedure |  | pancreaticoduodenectomy; whipple
distal pancreatectomy |  | pancreatectomy
splenectomy |  |
exploratory laparotomy |  | ex lap; laparotomy; exploratory laparoscopy; diagnostic laparoscopy; laparoscopy
lysis of adhesions |  | adhesiolysis
gastric bypass surgery |  | gastric bypass; stomach bypass surgery; roux-en-y gastric bypass; bariatric surgery; rygb; weight loss surgery
gastrectomy |  | sleeve gastrectomy; partial gastrectomy; vertical sleeve gastrectomy; gastric sleeve
gastric banding |  | lap band; lap-band; adjustable gastric band
fundoplication |  | nissen fundoplication; nissen
esophagectomy |  |
hernia repair |  | herniorrhaphy; umbilical hernia repair; inguinal hernia repair; ventral hernia repair; incisional hernia repair; hernioplasty
hemorrhoidectomy |  | hemorrhoid banding
fistulectomy |  | fistulotomy; seton placement
incision and drainage |  | i&d; abscess drainage; i and d; incision & drainage
drainage procedure |  | percutaneous drainage; drain placement; ir drain; image-guided drainage
tonsillectomy |  | tonsils and adenoidectomy; tonsillectomy and adenoidectomy; t&a; t and a
adenoidectomy |  |
tympanostomy tubes |  | ear tubes; tubes in the ears; myringotomy tubes; myringotomy; pe tubes
sinus surgery |  | functional endoscopic sinus surgery; fess
septoplasty |  | rhinoplasty
thyroidectomy |  | total thyroidectomy; hemithyroidectomy; partial thyroidectomy
parathyroidectomy |  |
neck dissection |  |
tracheostomy |  | trach; trach placement; tracheotomy
hysterectomy |  | partial hysterectomy; total abdominal hysterectomy; vaginal hysterectomy; tah; tah-bso; total laparoscopic hysterectomy; supracervical hysterectomy; robotic hysterectomy
oophorectomy |  | ovary resection; ovarian resection; salpingo-oophorectomy; bilateral salpingo-oophorectomy; bso; unilateral salpingo-oophorectomy
salpingectomy |  | fallopian tube removal
ovarian cystectomy |  |
myomectomy |  |
tubal ligation |  | btl; bilateral tubal ligation; tubes tied
endometrial ablation |  |
cesarean section |  | c-section; cesarean delivery; caesarean section; c section; cesarean; caesarean; lower transverse cesarean section; ltcs; repeat cesarean section
vaginal delivery |  | spontaneous vaginal delivery; svd; nsvd; normal spontaneous vaginal delivery; vaginal birth
operative vaginal delivery |  | vacuum delivery; forceps delivery; vacuum-assisted delivery
induction of labor |  | labor induction
dilation and curettage |  | d&c; d and c; dilation and evacuation; d&e
loop electrosurgical excision procedure |  | leep; cone biopsy; conization
colposcopy |  |
cerclage |  | cervical cerclage
mastectomy |  | bilateral mastectomy; simple mastectomy; modified radical mastectomy; total mastectomy; double mastectomy
lumpectomy |  | breast lumpectomy; partial mastectomy; breast-conserving surgery; wide local excision
breast reconstruction |  | tissue expander placement
breast biopsy |  | stereotactic biopsy; core needle biopsy of the breast
sentinel lymph node biopsy |  | sentinel node biopsy; slnb
lymph node resection |  | lymph node dissection; lymphadenectomy; axillary lymph node dissection; alnd
lymph node biopsy |  | node biopsy
breast cyst removal |  | breast cysts removal
cyst removal |  | cyst excision; excision of cyst
excision of lesion |  | lesion excision; excisional biopsy; wide excision; shave excision
laminectomy |  | hemilaminectomy; lumbar laminectomy; lumbar hemilaminectomy; decompression surgery; spinal decompression; laminotomy
discectomy |  | disc surgery; microdiscectomy; diskectomy
spinal fusion |  | lumbar fusion; cervical fusion; acdf; anterior cervical discectomy and fusion; posterior spinal fusion; tlif; plif
kyphoplasty |  | vertebroplasty
back surgery |  | spine surgery; neck surgery
total knee replacement |  | knee replacement; total knee arthroplasty; tka; tkr; knee arthroplasty
total hip replacement |  | hip replacement; total hip arthroplasty; tha; thr; hip arthroplasty; hemiarthroplasty
shoulder replacement |  | shoulder arthroplasty; total shoulder arthroplasty; reverse shoulder arthroplasty
joint replacement |  | arthroplasty; joint replacement surgery
arthroscopy |  | knee arthroscopy; shoulder arthroscopy; arthroscopic surgery; arthroscopic debridement; meniscectomy
rotator cuff repair |  |
acl reconstruction |  | anterior cruciate ligament reconstruction
open reduction internal fixation |  | orif
closed reduction |  | closed reduction and splinting
external fixation |  | ex fix
intramedullary nailing |  | im nail; intramedullary nail; im rod
carpal tunnel release |  |
trigger finger release |  |
knee surgery |  | hip surgery; shoulder surgery; ankle surgery; foot surgery; hand surgery
amputation |  | below knee amputation; bka; above knee amputation; toe amputation; transmetatarsal amputation; tma; ray amputation; finger amputation
wound debridement |  | debridement; surgical debridement; excisional debridement; sharp debridement
skin graft |  | split thickness skin graft; stsg; skin grafting
wound vac |  | negative pressure wound therapy; npwt; wound vac placement; vac placement; vac dressing
wound care |  | dressing changes; wound dressing
laceration repair |  | suture repair; simple repair; layered repair
# a wound closed with staples, named by them ("closed with staples", "needed staples")
staple closure |  | staples; skin staples
# warming a cold body or a frozen part back ("active rewarming", "rewarming in warm water")
rewarming |  | active rewarming; passive rewarming; external rewarming
splinting |  | splint placement; casting; cast placement
coronary artery bypass grafting |  | cabg; coronary artery bypass graft; bypass surgery; coronary bypass; cabg x3; cabg x 3; triple bypass; quadruple bypass; open heart surgery
percutaneous coronary intervention |  | pci; angioplasty; coronary angioplasty; stent placement; coronary stent; stent; stents; stenting; ptca; balloon angioplasty; coronary stenting
cardiac catheterization |  | heart catheterization; cardiac cath; left heart catheterization; coronary angiography; coronary angiogram; lhc; heart cath; cath; angiogram; catheterization; left heart cath; right heart catheterization; rhc; right heart cath
pacemaker placement |  | pacemaker implantation; pacemaker; permanent pacemaker; dual chamber pacemaker; pacemaker insertion; leadless pacemaker
implantable cardioverter defibrillator |  | =ICD; =AICD; icd placement; aicd placement; biventricular pacemaker; crt-d; cardiac resynchronization therapy; biv icd
ablation |  | catheter ablation; cardiac ablation; afib ablation; pulmonary vein isolation; rf ablation; radiofrequency ablation; cryoablation
cardioversion |  | electrical cardioversion; dc cardioversion; dccv; synchronized cardioversion
defibrillation |  | defibrillated
cardiopulmonary resuscitation |  | cpr; chest compressions; resuscitation; acls
# the operation named with the valve it put in is one operation, not the valve the patient has
# ("mechanical mitral valve replacement in 2015": blind7, blind14)
valve replacement |  | aortic valve replacement; mitral valve replacement; avr; mvr; savr; valve surgery; mechanical valve replacement; mechanical aortic valve replacement; mechanical mitral valve replacement
transcatheter aortic valve replacement |  | tavr; tavi; transcatheter aortic valve implantation
mitral valve repair |  | mitraclip; mitral clip
left atrial appendage occlusion |  | watchman; laao
carotid endarterectomy |  | carotid stenting
endovascular aneurysm repair |  | evar; aneurysm repair; tevar
peripheral angioplasty |  | peripheral stent; femoral-popliteal bypass; fem-pop bypass; peripheral bypass
thrombectomy |  | mechanical thrombectomy; embolectomy
thrombolysis |  | thrombolytics; tpa administration; catheter-directed thrombolysis
ivc filter placement |  | ivc filter; inferior vena cava filter
pericardiocentesis |  | pericardial window
intra-aortic balloon pump |  | iabp; balloon pump
left ventricular assist device |  | lvad; impella; vad
ecmo |  | extracorporeal membrane oxygenation; va ecmo; vv ecmo
heart transplant |  | heart transplantation; cardiac transplant
lung transplant |  | lung transplantation
kidney transplant |  | renal transplant; kidney transplantation; renal transplantation
liver transplant |  | liver transplantation; olt
bone marrow transplant |  | stem cell transplant; hematopoietic stem cell transplant; bmt; sct; allogeneic stem cell transplant; autologous stem cell transplant; hsct; hematopoietic cell transplant; hematopoietic cell transplantation; allogeneic hct; autologous hct; allo-hct; auto-hct; haploidentical hct
dialysis | | hemodialysis; hd; peritoneal dialysis; pd catheter; crrt; continuous renal replacement therapy; cvvhd; cvvh; renal replacement therapy; dialyzed; ultrafiltration
av fistula creation | | av fistula; arteriovenous fistula; =AVF; av graft; fistula creation
dialysis catheter placement |  | dialysis catheter; hd catheter; tunneled dialysis catheter; permcath; quinton catheter; trialysis catheter
nephrectomy |  | partial nephrectomy; radical nephrectomy
prostatectomy |  | radical prostatectomy; robotic prostatectomy; ralp
transurethral resection of the prostate |  | turp
transurethral resection of bladder tumor |  | turbt
cystoscopy |  | cysto
ureteroscopy |  | urs
lithotripsy |  | eswl; shock wave lithotripsy; laser lithotripsy
ureteral stent |  | ureteral stent placement; double j stent; jj stent
nephrostomy |  | nephrostomy tube; percutaneous nephrostomy; pcn tube
suprapubic catheter |  | suprapubic tube; spc
urinary catheter |  | foley catheter; foley; indwelling catheter; indwelling urinary catheter; foley placement; straight cath; straight catheterization; in and out catheterization; urinary catheterization
vasectomy |  |
circumcision |  |
orchiectomy |  |
colonoscopy |  | screening colonoscopy; diagnostic colonoscopy; surveillance colonoscopy
upper endoscopy |  | egd; esophagogastroduodenoscopy; endoscopy; upper gi endoscopy
sigmoidoscopy |  | flexible sigmoidoscopy; flex sig
anoscopy |  | high-resolution anoscopy
ercp |  | endoscopic retrograde cholangiopancreatography
endoscopic ultrasound |  | eus
capsule endoscopy |  | pill camera
polypectomy |  | polyp removal
variceal banding |  | band ligation; banding; variceal ligation; evl
transjugular intrahepatic portosystemic shunt |  | =TIPS; tips procedure
bronchoscopy |  | bronch; flexible bronchoscopy; ebus; endobronchial ultrasound; ebus biopsy; ebus-guided biopsy; endobronchial ultrasound biopsy
thoracentesis |  | diagnostic thoracentesis; therapeutic thoracentesis
paracentesis |  | diagnostic paracentesis; therapeutic paracentesis; large volume paracentesis; lvp
lumbar puncture |  | spinal tap; lp
arthrocentesis |  | joint aspiration; joint injection; knee aspiration; knee injection; steroid injection
bone marrow biopsy |  | bone marrow aspiration; bone marrow aspirate and biopsy; bmbx
biopsy |  | tissue biopsy; needle biopsy; core biopsy; core needle biopsy; fine needle aspiration; fna; biopsies; ct-guided biopsy; ultrasound-guided biopsy; mri-targeted biopsy; mri-guided biopsy; mri-fusion biopsy; mri fusion biopsy; punch biopsy
skin biopsy |  | shave biopsy
liver biopsy |  |
kidney biopsy |  | renal biopsy
lung biopsy |  | transbronchial biopsy
lung resection |  | wedge resection; lobectomy; pneumonectomy; vats; video-assisted thoracoscopic surgery; segmentectomy
prostate biopsy |  |
endometrial biopsy |  |
cervical biopsy |  |
lymph node excision |  |
thyroid biopsy |  | thyroid fna
excision of tumor |  | tumor removal; tumor removals; tumor resection; removal of brachial plexus tumor; tumor debulking; debulking surgery; resection
chest tube |  | chest tube placement; tube thoracostomy; thoracostomy; pigtail catheter
pleurodesis |  | pleurx catheter; pleurx; tunneled pleural catheter
central line placement |  | central venous catheter; central line; cvc; central venous line; triple lumen catheter; internal jugular line; ij line; subclavian line; femoral line; cordis; introducer sheath
picc line |  | picc; peripherally inserted central catheter; picc placement; midline catheter
port placement |  | port-a-cath; portacath; mediport; power port; implanted port
arterial line |  | a-line; art line; arterial catheter
peripheral iv |  | piv; iv access; peripheral iv access; iv placement; intravenous access; io access; intraosseous access; large-bore iv; large bore iv; large-bore ivs; large bore ivs
swan-ganz catheter |  | pulmonary artery catheter
feeding tube placement |  | feeding tube; nasogastric tube; ngt; ng tube; og tube; orogastric tube; dobhoff; dobhoff tube; nasojejunal tube; nj tube; post-pyloric feeding tube
gastrostomy tube |  | g-tube; g tube; peg tube; peg; percutaneous endoscopic gastrostomy; gastrostomy; j-tube; jejunostomy tube; jejunostomy; gj tube
# a drain by its make, or by the space it empties ("pericardial drain left to gravity")
surgical drain |  | jp drain; jackson-pratt drain; blake drain; penrose drain; hemovac; pericardial drain; pleural drain; mediastinal drain; subhepatic drain; pelvic drain
intubation |  | endotracheal intubation; intubated; ett; endotracheal tube; reintubation; reintubated; rapid sequence intubation; rsi
mechanical ventilation |  | ventilator; vent; ventilator support; ventilated; mechanically ventilated
extubation |  | extubated
noninvasive ventilation |  | bipap; cpap; niv; nippv; noninvasive positive pressure ventilation; non-invasive ventilation; auto-pap; apap machine
high-flow nasal cannula |  | hfnc; high flow nasal cannula; heated high-flow nasal cannula; hfnc therapy
craniotomy |  | craniectomy; decompressive craniectomy; burr hole; burr holes
ventriculoperitoneal shunt |  | vp shunt; shunt; evd; external ventricular drain; ventriculostomy
deep brain stimulation |  | dbs
spinal cord stimulator |  | scs
epidural steroid injection |  | esi; epidural injection; transforaminal epidural steroid injection; facet injection; facet injections; nerve block; medial branch block; radiofrequency ablation of facets; trigger point injection; trigger point injections
epidural anesthesia |  | epidural; labor epidural; spinal anesthesia; neuraxial anesthesia; spinal anesthetic; subarachnoid block
general anesthesia |  | general endotracheal anesthesia; geta; general anaesthesia
anesthesia |  | monitored anesthesia care; mac anesthesia; sedation; conscious sedation; moderate sedation; procedural sedation; deep sedation
local anesthesia |  | local anaesthesia; regional anesthesia; nerve blocks; regional block
cataract surgery |  | cataract extraction; phacoemulsification; phaco; iol placement
lasik |  |
vitrectomy |  |
intravitreal injection |  | anti-vegf injection; intravitreal injections
trabeculectomy |  |
radiation therapy |  | radiotherapy; radiation; xrt; radiation treatment; radiation treatments; external beam radiation; stereotactic radiosurgery; srs; sbrt; brachytherapy; whole brain radiation; wbrt; proton therapy; chemoradiation; chemoradiotherapy; imrt
chemotherapy |  | chemo; chemotherapy regimen; adjuvant chemotherapy; neoadjuvant chemotherapy; systemic chemotherapy; palliative chemotherapy; induction chemotherapy; chemotherapies
immunotherapy |  | immune therapy; cancer immunotherapy
targeted therapy |  |
hormone therapy |  | endocrine therapy; androgen deprivation therapy; adt; hormonal therapy
car-t therapy |  | car t-cell therapy; car-t
plasmapheresis |  | plasma exchange; plex; therapeutic plasma exchange
phlebotomy |  | therapeutic phlebotomy
blood transfusion | | transfusion; transfusions; blood transfusions
red cell transfusion | | red cell transfusions; rbc transfusion; rbc transfusions; prbc transfusion; red blood cell transfusion
platelet transfusion | | platelet transfusions; platelets transfusion
plasma transfusion | | plasma transfusions; ffp transfusion
electroconvulsive therapy |  | ect
transcranial magnetic stimulation |  | tms; rtms
psychotherapy |  | therapy sessions; talk therapy; individual therapy; group therapy; supportive therapy; psychotherapy sessions; outpatient therapy; family therapy; couples therapy
cognitive behavioral therapy |  | cbt; cbt-i; cognitive behavioural therapy; cognitive therapy; cognitive behavioral therapy for insomnia
dialectical behavior therapy |  | dbt
motivational interviewing |  |
substance use treatment |  | detox; detoxification; residential treatment; rehab program; drug rehab; alcohol rehab; intensive outpatient program; partial hospitalization program; medication-assisted treatment; substance abuse treatment; addiction treatment
psychiatric hospitalization |  | inpatient psychiatric hospitalization; psychiatric admission; inpatient psychiatry admission; involuntary hold
physical therapy |  | pt evaluation; physiotherapy; physical therapy evaluation; physical and occupational therapy; rehab; rehabilitation; inpatient rehabilitation; acute rehab
occupational therapy |  | ot evaluation; ot
speech therapy |  | speech language pathology; slp evaluation; speech and swallow evaluation; swallow evaluation; swallow study; speech language therapy
cardiac rehabilitation |  | cardiac rehab
pulmonary rehabilitation |  | pulmonary rehab
respiratory therapy |  | chest physiotherapy; incentive spirometry; incentive spirometer; pulmonary toilet
hyperbaric oxygen therapy |  | hyperbaric oxygen; hbo
phototherapy |  | light therapy; uv therapy
diuresis | | aggressive diuresis
hydration |  | rehydration; iv rehydration
palliative care |  | hospice; hospice care; comfort care; comfort measures; palliative care consultation; end of life care
allergy immunotherapy |  | allergy shots; desensitization
laser therapy |  | laser treatment; laser ablation; laser; laser hair removal; laser resurfacing
cryotherapy |  | cryosurgery; liquid nitrogen
mohs surgery |  | mohs
dental extraction |  | tooth extraction; wisdom teeth extraction
root canal |  |
liposuction |  | abdominoplasty
hepatectomy | | liver resection; partial hepatectomy
esophageal dilation | | esophageal dilatation
biliary stent | | biliary stent placement; biliary stenting; cbd stent
sphincterotomy | | biliary sphincterotomy
colonic stent | | enteral stent; duodenal stent
embolization | | uterine artery embolization; arterial embolization; coil embolization; gelfoam embolization
cystectomy | | radical cystectomy; ileal conduit
orchiopexy | |
hypospadias repair | |
urethroplasty | |
thoracotomy | |
sternotomy | | median sternotomy
mastoidectomy | |
cochlear implant | | cochlear implantation
retinal laser | | laser photocoagulation; panretinal photocoagulation
fasciotomy | |
escharotomy | |
# a flap, and a free flap by its donor tissue; local flaps ("a bilobed flap", "an advancement flap")
# are left out: the notes name the repair, not the flap ("bilobed flap repair")
flap reconstruction | | skin flap; tissue flap; free flap; diep flap; tram flap; anterolateral thigh flap; alt flap; latissimus dorsi flap; radial forearm free flap; radial forearm flap; fibula free flap; fibular free flap; gracilis flap; siea flap
# an operation named by the part opened and looked into ("scrotal exploration", "wound exploration")
surgical exploration | | scrotal exploration; neck exploration; wound exploration; common bile duct exploration; operative exploration
tendon repair | | achilles tendon repair
meniscal repair | |
bunionectomy | |
hammertoe repair | |
tenotomy | |
cricothyrotomy | | cric; cricothyroidotomy
gastric lavage | | ng lavage
epidural blood patch | | blood patch
muscle biopsy | |
temporal artery biopsy | |
nerve biopsy | |
amniocentesis | |
chorionic villus sampling | | cvs sampling
in vitro fertilization | | embryo transfer; egg retrieval
intrauterine insemination | | iui
hysteroscopy | |
transcutaneous pacing | | external pacing; transvenous pacing; temporary pacemaker; pacing wires
rectal tube | | fecal management system; flexiseal
nasal packing | | posterior packing
cerumen removal | | ear irrigation; ear lavage; cerumen disimpaction
foreign body removal | |
nail removal | | nail avulsion; toenail removal; partial nail avulsion; wedge resection of toenail
abscess packing | | wound packing
joint reduction | | shoulder reduction; reduction of dislocation
bladder irrigation | | continuous bladder irrigation; cbi
blood draw | | venipuncture; phlebotomy draw; lab draw
arterial puncture | | arterial stick
radiofrequency ablation of tumor | | microwave ablation; tumor ablation
transarterial chemoembolization | | tace; y-90 radioembolization; radioembolization
bone marrow harvest | |
leukapheresis | | apheresis
exchange transfusion | |
lumbar drain | |
intrathecal chemotherapy | | intrathecal therapy
ommaya reservoir | |
gamma knife | | gamma knife radiosurgery
sacroiliac joint injection | | si joint injection
viscosupplementation | | gel injection; hyaluronic acid injection
platelet-rich plasma injection | |
dry needling | |
acupuncture | |
chiropractic manipulation | | chiropractic care; spinal manipulation; osteopathic manipulation; omt
massage therapy | |
traction | | cervical traction
orthotics | |
bracing | | brace placement
# a garment or a wrap named in the singular is the same therapy ("a compression wrap")
compression therapy | | compression stocking; compression stockings; compression wrap; compression wraps; compression sleeve; compression bandage; ted hose; scds; sequential compression devices
stoma creation | |
vaginal delivery | | spontaneous vaginal delivery; svd
suture removal | | staple removal
subacromial decompression | |
joint mobilization | | joint mobilizations
manual therapy | |
home exercise program | | hep
epley maneuver | | canalith repositioning
celiac plexus block | |
icd implantation | | icd placement
breast reduction | | reduction mammoplasty
moist heat | | heat therapy
outpatient parenteral antibiotic therapy |  | =OPAT; opat
wound irrigation |  | irrigation; irrigation of the wound
restraints |  | physical restraints; soft restraints; restraint; wrist restraints
cervical ripening |  | cervical ripening balloon; foley bulb
home safety evaluation |  | home safety assessment; home safety eval
`
