/**
 * Problems of the digestive tract, liver, kidneys, urinary and reproductive organs, pregnancy.
 * Same line format and code policy as problems-cardiopulmonary.ts.
 */
export const ABDOMINAL_PROBLEM_LINES = `
gastroesophageal reflux disease | ICD10CM:K21.9 | gerd; acid reflux; reflux; gastroesophageal reflux; reflux esophagitis; gerd symptoms; laryngopharyngeal reflux
upset stomach | | stomach upset; upset her stomach; upset his stomach; gi upset; gastrointestinal upset; gi intolerance; gi side effects
heartburn | | pyrosis; indigestion; dyspepsia; acid indigestion; sour stomach
esophagitis | | eosinophilic esophagitis; candida esophagitis
barrett esophagus | | barrett's esophagus; barretts esophagus
esophageal stricture | | stricture
esophageal varices | | varices; variceal bleeding; variceal bleed; gastric varices
achalasia | |
mallory-weiss tear | | mallory weiss tear
esophageal cancer | | esophageal adenocarcinoma; esophageal carcinoma
gastritis | ICD10CM:K29.70 | erosive gastritis; atrophic gastritis
gastroparesis | | diabetic gastroparesis; delayed gastric emptying
peptic ulcer disease | | pud; peptic ulcer; peptic ulcers; gastric ulcer; stomach ulcer; ulcer disease; bleeding ulcer
duodenal ulcer | | duodenal ulcers
helicobacter pylori infection | | h. pylori infection; h pylori infection; h. pylori; h pylori; helicobacter pylori; hp infection
gastric cancer | | stomach cancer; gastric adenocarcinoma; gastric carcinoma
hiatal hernia | ICD10CM:K44.9 | hiatus hernia
gastroenteritis |  | stomach flu; infectious gastroenteritis
viral gastroenteritis | | norovirus; rotavirus
food poisoning | |
gastrointestinal bleeding | ICD10CM:K92.2 | gi bleed; gi bleeding; gastrointestinal hemorrhage; upper gi bleed; lower gi bleed; ugib; lgib; upper gastrointestinal bleed; lower gastrointestinal bleed; gastrointestinal bleed; occult gi bleed; occult blood loss
hematemesis | | vomiting blood; coffee ground emesis; coffee-ground emesis; bloody emesis
melena | | black stools; tarry stools; black tarry stools; melanotic stools; dark stools
hematochezia | | bright red blood per rectum; brbpr; rectal bleeding; bloody stools; blood in stool; blood in the stool; blood per rectum
guaiac positive stool | | heme positive stool; guaiac positive; heme-positive stool; occult blood
nausea | ICD10CM:R11.0 | nauseated; nauseous; queasy; queasiness
vomiting | ICD10CM:R11.10 | emesis; throwing up; vomited; retching; projectile vomiting; vomits
nausea with vomiting | ICD10CM:R11.2 | n/v; n+v; n&v
nausea, vomiting and diarrhea | | n/v/d
diarrhea | ICD10CM:R19.7 | loose stools; watery stools; diarrhoea; loose stool; watery diarrhea; bloody diarrhea; frequent stools; loose bowel movements
constipation | ICD10CM:K59.00 | constipated; hard stools; obstipation; opioid-induced constipation
fecal incontinence | | bowel incontinence; stool incontinence
fecal impaction | | stool impaction; impaction
abdominal pain | ICD10CM:R10.9 | belly pain; stomach pain; stomach ache; stomachache; abdominal discomfort; abdominal cramping; abdominal cramps; stomach cramps; tummy ache; abd pain; diffuse abdominal pain; abdominal pains; generalized abdominal pain
epigastric pain | | epigastric discomfort; epigastric tenderness
right upper quadrant pain | | ruq pain; right upper quadrant abdominal pain; ruq abdominal pain; right upper quadrant tenderness; ruq tenderness
right lower quadrant pain | | rlq pain; right lower quadrant abdominal pain; rlq abdominal pain; rlq tenderness; right lower quadrant tenderness
left lower quadrant pain | | llq pain; left lower quadrant abdominal pain; llq tenderness; left lower quadrant tenderness
left upper quadrant pain | | luq pain; luq tenderness
periumbilical pain | |
suprapubic pain | | suprapubic tenderness
flank pain | | cva tenderness; costovertebral angle tenderness; flank tenderness
pelvic pain | | pelvic discomfort; lower abdominal pain
abdominal tenderness | | tenderness of abdomen; abdominal wall tenderness; tender abdomen
abdominal distension | | bloating; abdominal distention; distended abdomen; distension; distention; abdominal bloating; bloated
rebound tenderness | | rebound
guarding | | abdominal guarding; involuntary guarding; voluntary guarding
peritoneal signs | | peritonitis signs; peritonism
peritonitis | | spontaneous bacterial peritonitis
acute abdomen | | surgical abdomen
murphy sign | | murphy's sign; positive murphy sign; sonographic murphy sign; positive murphy's sign
dysphagia | | difficulty swallowing; trouble swallowing; oropharyngeal dysphagia; esophageal dysphagia
odynophagia | | painful swallowing; pain with swallowing
globus sensation | | globus
early satiety | |
anorexia | ICD10CM:R63.0 | loss of appetite; poor appetite; decreased appetite; appetite loss; reduced appetite; poor oral intake; decreased oral intake; poor po intake
weight loss | ICD10CM:R63.4 | unintentional weight loss; abnormal weight loss; unintended weight loss; unexplained weight loss; wt loss
weight gain | | abnormal weight gain; fluid weight gain
failure to thrive | | ftt; adult failure to thrive
cachexia | | wasting; cachectic
hiccups | | singultus; hiccough
flatulence | | excessive gas; gassiness
small bowel obstruction | | sbo; partial small bowel obstruction
bowel obstruction | | intestinal obstruction; partial intestinal obstruction; large bowel obstruction; lbo; colonic obstruction
ileus | | postoperative ileus; adynamic ileus
volvulus | | sigmoid volvulus; cecal volvulus
intussusception | |
pneumoperitoneum | | free air; free intraperitoneal air
perforation | | bowel perforation; perforated viscus; perforated bowel; hollow viscus perforation
mesenteric adenitis | | mesenteric lymphadenitis
appendicitis | ICD10CM:K37 | perforated appendicitis; appendiceal abscess
cholecystitis | | calculous cholecystitis; acalculous cholecystitis; gangrenous cholecystitis; emphysematous cholecystitis
biliary colic | | gallbladder attack
cholelithiasis | ICD10CM:K80.20 | gallstones; gallstone; gall stones; gallstone disease; symptomatic cholelithiasis
choledocholithiasis | | common bile duct stone; common bile duct stones; cbd stone; cbd stones
cholangitis | | ascending cholangitis
primary sclerosing cholangitis | | psc
primary biliary cholangitis | | primary biliary cirrhosis; pbc
biliary obstruction | | biliary dilation; bile duct dilation; biliary ductal dilation; intrahepatic biliary dilation
bile leak | | biliary leak
injury to the common bile duct | | common bile duct injury; bile duct injury
gallbladder wall thickening | | gallbladder wall edema; thickened gallbladder wall
gallbladder polyp | |
gangrenous gallbladder | |
biliary sludge | | sludge; gallbladder sludge
pancreatitis |  | gallstone pancreatitis; alcoholic pancreatitis; necrotizing pancreatitis; biliary pancreatitis
pancreatic pseudocyst | | pseudocyst
pancreatic insufficiency | | exocrine pancreatic insufficiency
pancreatic cancer | | pancreatic adenocarcinoma; pancreatic carcinoma; pancreatic mass; cancer of the pancreas
pancreatic cyst | | ipmn; intraductal papillary mucinous neoplasm
hepatitis |  | viral hepatitis
hepatitis a | | hep a; hepatitis a infection
hepatitis b |  | hep b; hbv; hepatitis b infection
hepatitis c |  | hep c; hcv; hepatitis c infection
alcoholic hepatitis | |
autoimmune hepatitis | |
drug-induced liver injury | | dili; drug induced liver injury; hepatotoxicity
cirrhosis | ICD10CM:K74.60 | liver cirrhosis; cirrhosis of liver; cirrhosis of the liver; alcoholic cirrhosis; decompensated cirrhosis; end-stage liver disease; esld; chronic liver disease
liver failure | | hepatic failure; acute liver failure; fulminant hepatic failure
hepatic encephalopathy | | portosystemic encephalopathy
portal hypertension | |
portal vein thrombosis | | pvt
hepatorenal syndrome | |
fatty liver | ICD10CM:K76.0 | hepatic steatosis; nonalcoholic fatty liver disease; nafld; nash; nonalcoholic steatohepatitis; steatosis; fatty infiltration of the liver
hepatomegaly | | enlarged liver
splenomegaly | | enlarged spleen
hepatosplenomegaly | | hsm
organomegaly | |
ascites | | abdominal ascites; malignant ascites; large volume ascites
hepatic cyst | | liver cyst; hepatic cysts; liver cysts
liver mass | | hepatic mass; liver lesion; hepatic lesion; liver lesions; hepatic lesions
hepatocellular carcinoma | | hcc; liver cancer; hepatoma
liver metastases | | hepatic metastases; liver metastasis; liver mets; hepatic metastasis; metastases to the liver
cholangiocarcinoma | |
hemochromatosis | | hereditary hemochromatosis; iron overload
wilson disease | | wilson's disease
jaundice | ICD10CM:R17 | icterus; jaundiced; icteric; yellowing of the skin; yellow skin
hyperbilirubinemia | | elevated bilirubin
transaminitis | | hypertransaminasemia
coagulopathy of liver disease | |
diverticulosis | | diverticular disease; sigmoid diverticulosis
diverticulitis |  | perforated diverticulitis; complicated diverticulitis
irritable bowel syndrome | | ibs; ibs-d; ibs-c; spastic colon
inflammatory bowel disease | | ibd
crohn's disease | | crohn disease; crohns disease; crohn's; crohn's colitis; regional enteritis
ulcerative colitis | | uc; pancolitis
colitis | | infectious colitis; pseudomembranous colitis
clostridioides difficile infection | | c. diff colitis; c diff; c. diff; c. difficile; c difficile; clostridium difficile; clostridium difficile colitis; clostridium difficile infection; cdi; c. difficile infection; c diff colitis; c. difficile colitis; clostridioides difficile
microscopic colitis | | collagenous colitis; lymphocytic colitis
celiac disease | | celiac sprue; gluten enteropathy; coeliac disease
lactose intolerance | |
small intestinal bacterial overgrowth | | sibo
short bowel syndrome | |
colon cancer | ICD10CM:C18.9 | colon carcinoma; colon adenocarcinoma; adenocarcinoma of the colon; cancer of the colon; colonic adenocarcinoma
colorectal cancer | | colorectal carcinoma; crc; colorectal adenocarcinoma
rectal cancer | | rectal adenocarcinoma; rectal carcinoma
anal cancer | | anal carcinoma
polyp | | polyps; colon polyp; colonic polyps; colon polyps; colonic polyp; adenomatous polyp; adenomatous polyps; adenoma; adenomas; tubular adenoma; tubular adenomas; sessile serrated polyp; hyperplastic polyp
hemorrhoids | | hemorrhoid; internal hemorrhoids; external hemorrhoids; thrombosed hemorrhoid
anal fissure | |
anal fistula | | fistula in ano; perianal fistula
perirectal abscess | | rectal abscess; perianal abscess
pilonidal cyst | | pilonidal abscess; pilonidal disease
rectal prolapse | |
hernia | | abdominal wall hernia
inguinal hernia | | inguinal hernias
umbilical hernia | |
ventral hernia | | incisional hernia
femoral hernia | |
incarcerated hernia | | strangulated hernia
adhesions | | abdominal adhesions; omental adhesions; intra-abdominal adhesions; adhesive disease; dense adhesions
intra-abdominal abscess | | abdominal abscess; pelvic abscess; intraabdominal abscess
gastrostomy tube dysfunction | |
dumping syndrome | |
chronic kidney disease | ICD10CM:N18.9 | ckd; chronic renal insufficiency; chronic renal failure; chronic renal disease; chronic kidney disease stage [3]; ckd stage [3]; ckd 3; ckd 3a; ckd 3b; ckd stage 3a; ckd stage 3b; chronic kidney disease stage 3a; chronic kidney disease stage 3b; ckd iii; stage 3 ckd; chronic kidney disease stage 2; chronic kidney disease stage 4; chronic kidney disease stage 5; ckd stage 2; ckd stage 4; ckd stage 5; ckd 2; ckd 4; ckd 5; stage 4 ckd; stage 5 ckd; ckd iv
acute kidney injury | ICD10CM:N17.9 | aki; acute renal failure; arf; aki on ckd
acute on chronic kidney disease | | acute on chronic renal failure; aki on chronic kidney disease
renal failure | | kidney failure; renal insufficiency; renal dysfunction; kidney dysfunction; worsening renal function
end-stage renal disease | | esrd; end-stage kidney disease; eskd; end stage renal disease
acute tubular necrosis | | atn
acute interstitial nephritis | | ain; interstitial nephritis
prerenal azotemia | | prerenal; azotemia
contrast nephropathy | | contrast-induced nephropathy; contrast induced nephropathy
cardiorenal syndrome | | cardiorenal
glomerulonephritis | | gn
nephrotic syndrome | |
nephritic syndrome | |
iga nephropathy | |
diabetic nephropathy | | diabetic kidney disease
polycystic kidney disease | | pkd; adpkd
kidney stone | ICD10CM:N20.0 | kidney stones; nephrolithiasis; renal calculus; renal calculi; renal stone; renal stones; ureterolithiasis; ureteral stone; ureteral calculus; urolithiasis; ureteral stones; kidney stone disease
renal colic | |
renal cyst | ICD10CM:N28.1 | kidney cyst; renal cysts; kidney cysts; simple renal cyst
renal mass | | kidney mass; renal lesion
renal cell carcinoma | | rcc; kidney cancer; renal cancer
hydronephrosis | | hydroureter; hydroureteronephrosis
renal artery thrombosis | |
proteinuria | | protein in urine; albuminuria; microalbuminuria
urinary tract infection | ICD10CM:N39.0 | uti; bladder infection; utis; complicated uti; catheter-associated urinary tract infection; cauti; lower urinary tract infection
cystitis |  | hemorrhagic cystitis; interstitial cystitis
pyelonephritis |  | kidney infection; pyelo
urosepsis | |
asymptomatic bacteriuria | | bacteriuria
dysuria | ICD10CM:R30.0 | painful urination; pain with urination; burning on urination; burning with urination; burning urination; burning when urinating; urinary burning
urinary urgency | ICD10CM:R39.15 | urgency; urgency of urination
urinary frequency | ICD10CM:R35.0 | frequency of urination; frequent urination; urinary frequency and urgency
hematuria | ICD10CM:R31.9 | blood in urine; blood in the urine; gross hematuria; microscopic hematuria; bloody urine
pyuria | | sterile pyuria
urinary incontinence | ICD10CM:R32 | incontinence; stress incontinence; urge incontinence; overflow incontinence; incontinence of urine; incontinent
urinary retention | ICD10CM:R33.9 |
overactive bladder | | oab
neurogenic bladder | |
nocturia | |
polyuria | |
oliguria | | decreased urine output; low urine output; oliguric
anuria | | anuric
lower urinary tract symptoms | | luts
benign prostatic hyperplasia | ICD10CM:N40 | bph; enlarged prostate; benign prostatic hypertrophy; prostatic hypertrophy; prostatomegaly
prostatitis | |
prostate cancer | ICD10CM:C61 | prostate carcinoma; prostate adenocarcinoma; adenocarcinoma of the prostate; cancer of the prostate
bladder cancer | | urothelial carcinoma; bladder carcinoma; transitional cell carcinoma
testicular cancer | |
epididymitis | | orchitis; epididymo-orchitis
testicular torsion | | torsion
hydrocele | |
varicocele | |
erectile dysfunction | | impotence
scrotal swelling | | scrotal edema
urethritis | |
urethral stricture | |
phimosis | |
sexually transmitted infection | | sti; std; sexually transmitted disease; stis; stds
chlamydia | | chlamydia infection; chlamydial infection
gonorrhea | | gonococcal infection
syphilis | | secondary syphilis; latent syphilis; neurosyphilis
trichomoniasis | | trichomonas
genital herpes | | hsv-2; herpes genitalis
genital warts | | condyloma; condylomata
pelvic inflammatory disease | | pid
bacterial vaginosis | | bv
vaginitis | | vulvovaginitis
vaginal yeast infection | | vulvovaginal candidiasis; candida vaginitis
vaginal bleeding | | abnormal uterine bleeding; aub; abnormal vaginal bleeding; heavy menstrual bleeding; postmenopausal bleeding; metrorrhagia; spotting
menorrhagia | | heavy periods
dysmenorrhea | | menstrual cramps; painful periods
amenorrhea | | missed period; missed periods
oligomenorrhea | | irregular periods; irregular menses
vaginal discharge | | abnormal vaginal discharge
dyspareunia | |
endometriosis | |
adenomyosis | |
uterine fibroids | | fibroids; leiomyoma; leiomyomas; uterine leiomyoma; fibroid uterus; fibroid
ovarian cyst | | ovarian cysts; hemorrhagic ovarian cyst; functional cyst
ovarian torsion | | adnexal torsion
polycystic ovary syndrome | | pcos
ovarian cancer | | ovarian carcinoma
endometrial cancer | | uterine cancer; endometrial carcinoma; endometrial adenocarcinoma
cervical cancer | | cervical carcinoma
cervical dysplasia | | cin; abnormal pap smear; abnormal pap; lsil; hsil; ascus
endometrial hyperplasia | |
uterine prolapse | | pelvic organ prolapse; cystocele; rectocele
menopause | | postmenopausal; perimenopause; menopausal symptoms
hot flashes | | hot flushes; vasomotor symptoms
infertility | | subfertility
pregnancy | | pregnant; intrauterine pregnancy; iup; gravid
ectopic pregnancy | | tubal pregnancy
miscarriage | | spontaneous abortion; sab; missed abortion; pregnancy loss; fetal demise
threatened abortion | |
hyperemesis gravidarum | | hyperemesis
gestational diabetes | | gestational diabetes mellitus; gdm
gestational hypertension | | pregnancy-induced hypertension; pih
preeclampsia | | pre-eclampsia; preeclampsia with severe features
eclampsia | |
hellp syndrome | | hellp
placenta previa | | previa
placental abruption | | abruption; abruptio placentae
preterm labor | | premature labor; preterm contractions
premature rupture of membranes | | prom; pprom; preterm premature rupture of membranes; rupture of membranes
postpartum hemorrhage | | pph
intrauterine growth restriction | | iugr; fetal growth restriction
oligohydramnios | |
polyhydramnios | |
breech presentation | | breech
chorioamnionitis | |
endometritis | | postpartum endometritis
mastitis | |
breast abscess | |
breast lump | | breast mass; breast masses; lump in the breast; breast nodule
breast pain | | mastalgia
nipple discharge | |
fibrocystic breast disease | | fibrocystic breasts; fibrocystic changes
breast cancer | ICD10CM:C50 | breast carcinoma; carcinoma of the breast; ductal carcinoma; invasive ductal carcinoma; idc; ductal carcinoma in situ; dcis; lobular carcinoma; invasive lobular carcinoma; triple negative breast cancer; her2 positive breast cancer; cancer of the breast
gynecomastia | |
`
