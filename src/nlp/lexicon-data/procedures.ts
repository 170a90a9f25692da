/** Procedures and surgeries. Same line format as the problems list; no codes written. */
export const PROCEDURE_LINES = `
appendectomy | | appendicectomy
cholecystectomy | | gallbladder removal; laparoscopic cholecystectomy; lap chole
colectomy | | hemicolectomy; partial colectomy
small bowel resection | | bowel resection; intestinal resection
gastric bypass surgery | | gastric bypass; stomach bypass surgery; roux-en-y gastric bypass; bariatric surgery
gastrectomy | | sleeve gastrectomy
hernia repair | | herniorrhaphy; umbilical hernia repair; inguinal hernia repair
tonsillectomy | | tonsils and adenoidectomy; tonsillectomy and adenoidectomy; t&a
adenoidectomy | |
tympanostomy tubes | | ear tubes; tubes in the ears; myringotomy tubes
sinus surgery | | functional endoscopic sinus surgery
hysterectomy | | partial hysterectomy; total abdominal hysterectomy; vaginal hysterectomy
oophorectomy | | ovary resection; ovarian resection; salpingo-oophorectomy
salpingectomy | | fallopian tube removal
tubal ligation | |
cesarean section | | c-section; cesarean delivery; caesarean section
dilation and curettage | | d&c
mastectomy | |
lumpectomy | | breast lumpectomy
breast cyst removal | | breast cysts removal
cyst removal | | cyst excision
fistulectomy | | fistulotomy
incision and drainage | | i&d; abscess drainage
hemorrhoidectomy | |
laminectomy | | hemilaminectomy; lumbar laminectomy; lumbar hemilaminectomy
discectomy | | disc surgery; microdiscectomy
spinal fusion | | lumbar fusion; cervical fusion
total knee replacement | | knee replacement; total knee arthroplasty; tka
total hip replacement | | hip replacement; total hip arthroplasty; tha
arthroscopy | | knee arthroscopy
open reduction internal fixation | | orif
carpal tunnel release | |
amputation | |
coronary artery bypass grafting | | cabg; coronary artery bypass graft; bypass surgery; coronary bypass
percutaneous coronary intervention | | pci; angioplasty; coronary angioplasty; stent placement; coronary stent
cardiac catheterization | | heart catheterization; cardiac cath; left heart catheterization; coronary angiography
pacemaker placement | | pacemaker; permanent pacemaker
implantable cardioverter defibrillator | | icd placement; aicd; defibrillator
ablation | | catheter ablation; cardiac ablation
cardioversion | | electrical cardioversion
valve replacement | | aortic valve replacement; mitral valve replacement
carotid endarterectomy | |
thyroidectomy | |
parathyroidectomy | |
nephrectomy | |
kidney transplant | | renal transplant
liver transplant | |
dialysis | | hemodialysis; peritoneal dialysis
prostatectomy | | radical prostatectomy
transurethral resection of the prostate | | turp
cystoscopy | |
lithotripsy | |
ureteral stent | |
vasectomy | |
circumcision | |
colonoscopy | |
upper endoscopy | | egd; esophagogastroduodenoscopy; endoscopy
sigmoidoscopy | | flexible sigmoidoscopy
ercp | | endoscopic retrograde cholangiopancreatography
bronchoscopy | |
biopsy | | tissue biopsy; needle biopsy
lymph node resection | | lymph node dissection; lymphadenectomy
lymph node biopsy | |
bone marrow biopsy | |
skin biopsy | |
excision of tumor | | tumor removal; tumor removals; tumor resection; removal of brachial plexus tumor
cataract surgery | | cataract extraction
lasik | |
craniotomy | |
ventriculoperitoneal shunt | | vp shunt
tracheostomy | |
intubation | | endotracheal intubation; mechanical ventilation
thoracentesis | |
paracentesis | |
lumbar puncture | | spinal tap
central line placement | | central venous catheter; central line
blood transfusion | | transfusion; transfusions; packed red blood cells
radiation therapy | | radiotherapy; radiation
physical therapy | | pt evaluation; physiotherapy
surgery | | surgeries; operation; surgical procedure
wound debridement | | debridement
skin graft | |
`
