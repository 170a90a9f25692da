/**
 * Problems of the digestive tract, liver, kidneys, urinary and reproductive organs, pregnancy.
 * Same line format and code policy as problems-cardiopulmonary.ts.
 */
export const ABDOMINAL_PROBLEM_LINES = `
gastroesophageal reflux disease | ICD10CM:K21.9 | gerd; acid reflux; reflux; gastroesophageal reflux; reflux esophagitis; gerd symptoms; laryngopharyngeal reflux
upset stomach | ICD10CM:K30 | stomach upset; upset her stomach; upset his stomach; gi upset; gastrointestinal upset; gi intolerance; gi side effects
heartburn | ICD10CM:R12 | pyrosis; indigestion; dyspepsia; acid indigestion; sour stomach
esophagitis | ICD10CM:K20.90 | eosinophilic esophagitis; candida esophagitis
barrett esophagus | ICD10CM:K22.70 | barrett's esophagus; barretts esophagus
esophageal stricture | ICD10CM:K22.2 | stricture
esophageal varices | ICD10CM:I85.00 | varices; variceal bleeding; variceal bleed; gastric varices
achalasia | ICD10CM:K22.0 |
mallory-weiss tear | ICD10CM:K22.6 | mallory weiss tear
esophageal cancer | ICD10CM:C15.9 | esophageal adenocarcinoma; esophageal carcinoma
gastritis | ICD10CM:K29.70 | erosive gastritis; atrophic gastritis
gastroparesis | ICD10CM:K31.84 | diabetic gastroparesis; delayed gastric emptying
peptic ulcer disease | ICD10CM:K27.9 | pud; peptic ulcer; peptic ulcers; gastric ulcer; stomach ulcer; ulcer disease; bleeding ulcer
duodenal ulcer | ICD10CM:K26.9 | duodenal ulcers
helicobacter pylori infection | ICD10CM:A04.8 | h. pylori infection; h pylori infection; h. pylori; h pylori; helicobacter pylori; hp infection
gastric cancer | ICD10CM:C16.9 | stomach cancer; gastric adenocarcinoma; gastric carcinoma
hiatal hernia | ICD10CM:K44.9 | hiatus hernia
gastroenteritis | ICD10CM:K52.9 | stomach flu; infectious gastroenteritis
viral gastroenteritis | ICD10CM:A08.4 | norovirus; rotavirus
food poisoning | ICD10CM:A05.9 |
gastrointestinal bleeding | ICD10CM:K92.2 | gi bleed; gi bleeding; gastrointestinal hemorrhage; upper gi bleed; lower gi bleed; ugib; lgib; upper gastrointestinal bleed; lower gastrointestinal bleed; gastrointestinal bleed; occult gi bleed; occult blood loss
hematemesis | ICD10CM:K92.0 | vomiting blood; coffee ground emesis; coffee-ground emesis; bloody emesis
melena | ICD10CM:K92.1 | black stools; tarry stools; black tarry stools; melanotic stools; dark stools
hematochezia | ICD10CM:K92.1 | bright red blood per rectum; brbpr; rectal bleeding; bloody stools; blood in stool; blood in the stool; blood per rectum
guaiac positive stool | ICD10CM:R19.5 | heme positive stool; guaiac positive; heme-positive stool; occult blood
nausea | ICD10CM:R11.0 | nauseated; nauseous; queasy; queasiness
vomiting | ICD10CM:R11.10 | emesis; throwing up; vomited; retching; projectile vomiting; vomits
nausea with vomiting | ICD10CM:R11.2 | n/v; n+v; n&v
nausea, vomiting and diarrhea | ICD10CM:R11.2 | n/v/d
diarrhea | ICD10CM:R19.7 | loose stools; watery stools; diarrhoea; loose stool; watery diarrhea; bloody diarrhea; frequent stools; loose bowel movements
constipation | ICD10CM:K59.00 | constipated; hard stools; obstipation; opioid-induced constipation
stool withholding | ICD10CM:K59.09 | stool-withholding; withholding stool; withholding stools
currant jelly stool | ICD10CM:R19.5 | currant jelly stools; currant-jelly stool; currant-jelly stools; red currant jelly stool
fecal incontinence | ICD10CM:R15.9 | bowel incontinence; stool incontinence
fecal impaction | ICD10CM:K56.41 | stool impaction; impaction
abdominal pain | ICD10CM:R10.9 | belly pain; stomach pain; stomach ache; stomachache; abdominal discomfort; abdominal cramping; abdominal cramps; stomach cramps; tummy ache; abd pain; diffuse abdominal pain; abdominal pains; generalized abdominal pain
epigastric pain | ICD10CM:R10.13 | epigastric discomfort; epigastric tenderness
right upper quadrant pain | ICD10CM:R10.11 | ruq pain; right upper quadrant abdominal pain; ruq abdominal pain; right upper quadrant tenderness; ruq tenderness
right lower quadrant pain | ICD10CM:R10.31 | rlq pain; right lower quadrant abdominal pain; rlq abdominal pain; rlq tenderness; right lower quadrant tenderness
left lower quadrant pain | ICD10CM:R10.32 | llq pain; left lower quadrant abdominal pain; llq tenderness; left lower quadrant tenderness
left upper quadrant pain | ICD10CM:R10.12 | luq pain; luq tenderness
periumbilical pain | ICD10CM:R10.33 |
suprapubic pain | ICD10CM:R10.24 | suprapubic tenderness
flank pain | ICD10CM:R10.9 | cva tenderness; costovertebral angle tenderness; flank tenderness
pelvic pain | ICD10CM:R10.20 | pelvic discomfort; lower abdominal pain
abdominal tenderness | ICD10CM:R10.819 | tenderness of abdomen; abdominal wall tenderness; tender abdomen
abdominal distension | ICD10CM:R14.0 | bloating; abdominal distention; distended abdomen; distension; distention; abdominal bloating; bloated
rebound tenderness | ICD10CM:R10.829 | rebound
guarding | ICD10CM:R19.30 | abdominal guarding; involuntary guarding; voluntary guarding
peritoneal signs | ICD10CM:R10.0 | peritonitis signs; peritonism
peritonitis | ICD10CM:K65.9 | spontaneous bacterial peritonitis
acute abdomen | ICD10CM:R10.0 | surgical abdomen
murphy sign | ICD10CM:R10.811 | murphy's sign; positive murphy sign; sonographic murphy sign; positive murphy's sign
dysphagia | ICD10CM:R13.10 | difficulty swallowing; trouble swallowing; oropharyngeal dysphagia; esophageal dysphagia
odynophagia | ICD10CM:R13.10 | painful swallowing; pain with swallowing
globus sensation | ICD10CM:F45.8 | globus
early satiety | ICD10CM:R68.81 |
anorexia | ICD10CM:R63.0 | loss of appetite; poor appetite; decreased appetite; appetite loss; reduced appetite; poor oral intake; decreased oral intake; poor po intake; appetite suppression; suppressed appetite
weight loss | ICD10CM:R63.4 | unintentional weight loss; abnormal weight loss; unintended weight loss; unexplained weight loss; wt loss
weight gain | ICD10CM:R63.5 | abnormal weight gain; fluid weight gain
failure to thrive | ICD10CM:R62.51 | ftt; adult failure to thrive
cachexia | ICD10CM:R64 | wasting; cachectic
hiccups | ICD10CM:R06.6 | singultus; hiccough
flatulence | ICD10CM:R14.3 | excessive gas; gassiness
small bowel obstruction | ICD10CM:K56.609 | sbo; partial small bowel obstruction
bowel obstruction | ICD10CM:K56.609 | intestinal obstruction; partial intestinal obstruction; large bowel obstruction; lbo; colonic obstruction
ileus | ICD10CM:K56.7 | postoperative ileus; adynamic ileus
volvulus | ICD10CM:K56.2 | sigmoid volvulus; cecal volvulus
intussusception | ICD10CM:K56.1 |
pneumoperitoneum | ICD10CM:K66.8 | free air; free intraperitoneal air
perforation | ICD10CM:K63.1 | bowel perforation; perforated viscus; perforated bowel; hollow viscus perforation
mesenteric adenitis | ICD10CM:I88.0 | mesenteric lymphadenitis
appendicitis | ICD10CM:K37 | perforated appendicitis; appendiceal abscess
cholecystitis | ICD10CM:K81.9 | calculous cholecystitis; acalculous cholecystitis; gangrenous cholecystitis; emphysematous cholecystitis
biliary colic | ICD10CM:K80.50 | gallbladder attack
cholelithiasis | ICD10CM:K80.20 | gallstones; gallstone; gall stones; gallstone disease; symptomatic cholelithiasis
choledocholithiasis | ICD10CM:K80.50 | common bile duct stone; common bile duct stones; cbd stone; cbd stones; retained stone; retained common bile duct stone
cholangitis | ICD10CM:K83.09 | ascending cholangitis
primary sclerosing cholangitis | ICD10CM:K83.01 | psc
primary biliary cholangitis | ICD10CM:K74.3 | primary biliary cirrhosis; pbc
biliary obstruction | ICD10CM:K83.1 | biliary dilation; bile duct dilation; biliary ductal dilation; intrahepatic biliary dilation
bile leak | ICD10CM:K83.8 | biliary leak
injury to the common bile duct | ICD10CM:S36.13XA | common bile duct injury; bile duct injury
gallbladder wall thickening | ICD10CM:K82.8 | gallbladder wall edema; thickened gallbladder wall
gallbladder polyp | ICD10CM:K82.4 |
gangrenous gallbladder | ICD10CM:K81.0 |
biliary sludge | ICD10CM:K82.8 | sludge; gallbladder sludge
pancreatitis | ICD10CM:K85.90 | gallstone pancreatitis; alcoholic pancreatitis; necrotizing pancreatitis; biliary pancreatitis
pancreatic pseudocyst | ICD10CM:K86.3 | pseudocyst
pancreatic insufficiency | ICD10CM:K86.81 | exocrine pancreatic insufficiency
pancreatic cancer | ICD10CM:C25.9 | pancreatic adenocarcinoma; pancreatic carcinoma; pancreatic mass; cancer of the pancreas
pancreatic cyst | ICD10CM:K86.2 | ipmn; intraductal papillary mucinous neoplasm
hepatitis | ICD10CM:K75.9 | viral hepatitis
hepatitis a | ICD10CM:B15.9 | hep a; hepatitis a infection
hepatitis b | ICD10CM:B19.10 | hep b; hbv; hepatitis b infection
hepatitis c | ICD10CM:B19.20 | hep c; hcv; hepatitis c infection
alcoholic hepatitis | ICD10CM:K70.10 |
autoimmune hepatitis | ICD10CM:K75.4 |
drug-induced liver injury | ICD10CM:K71.9 | dili; drug induced liver injury; hepatotoxicity
cirrhosis | ICD10CM:K74.60 | liver cirrhosis; cirrhosis of liver; cirrhosis of the liver; alcoholic cirrhosis; decompensated cirrhosis; end-stage liver disease; esld; chronic liver disease
liver failure | ICD10CM:K72.90 | hepatic failure; acute liver failure; fulminant hepatic failure
hepatic encephalopathy | ICD10CM:K76.82 | portosystemic encephalopathy
portal hypertension | ICD10CM:K76.6 |
portal vein thrombosis | ICD10CM:I81 | pvt
hepatorenal syndrome | ICD10CM:K76.7 |
fatty liver | ICD10CM:K76.0 | hepatic steatosis; nonalcoholic fatty liver disease; nafld; nash; nonalcoholic steatohepatitis; steatosis; fatty infiltration of the liver
hepatomegaly | ICD10CM:R16.0 | enlarged liver
splenomegaly | ICD10CM:R16.1 | enlarged spleen
hepatosplenomegaly | ICD10CM:R16.2 | hsm
organomegaly | ICD10CM:R19.00 |
ascites | ICD10CM:R18.8 | abdominal ascites; malignant ascites; large volume ascites
hepatic cyst | ICD10CM:K76.89 | liver cyst; hepatic cysts; liver cysts
liver mass | ICD10CM:R16.0 | hepatic mass; liver lesion; hepatic lesion; liver lesions; hepatic lesions
hepatocellular carcinoma | ICD10CM:C22.0 | hcc; liver cancer; hepatoma
liver metastases | ICD10CM:C78.7 | hepatic metastases; liver metastasis; liver mets; hepatic metastasis; metastases to the liver
cholangiocarcinoma | ICD10CM:C22.1 |
hemochromatosis | ICD10CM:E83.119 | hereditary hemochromatosis; iron overload
wilson disease | ICD10CM:E83.01 | wilson's disease
jaundice | ICD10CM:R17 | icterus; jaundiced; icteric; yellowing of the skin; yellow skin; yellow eyes; yellowing of the eyes
hyperbilirubinemia | ICD10CM:E80.7 | elevated bilirubin
transaminitis | ICD10CM:R74.01 | hypertransaminasemia
coagulopathy of liver disease | ICD10CM:D68.4 |
diverticulosis | ICD10CM:K57.90 | diverticular disease; sigmoid diverticulosis
diverticulitis | ICD10CM:K57.92 | perforated diverticulitis; complicated diverticulitis
irritable bowel syndrome | ICD10CM:K58.9 | ibs; ibs-d; ibs-c; spastic colon
inflammatory bowel disease | ICD10CM:K52.9 | ibd
crohn's disease | ICD10CM:K50.90 | crohn disease; crohns disease; crohn's; crohn's colitis; regional enteritis
ulcerative colitis | ICD10CM:K51.90 | uc; pancolitis
colitis | ICD10CM:K52.9 | infectious colitis; pseudomembranous colitis
clostridioides difficile infection | ICD10CM:A04.72 | c. diff colitis; c diff; c. diff; c. difficile; c difficile; clostridium difficile; clostridium difficile colitis; clostridium difficile infection; cdi; c. difficile infection; c diff colitis; c. difficile colitis; clostridioides difficile
microscopic colitis | ICD10CM:K52.839 | collagenous colitis; lymphocytic colitis
celiac disease | ICD10CM:K90.0 | celiac sprue; gluten enteropathy; coeliac disease
lactose intolerance | ICD10CM:E73.9 |
small intestinal bacterial overgrowth | ICD10CM:K63.8219 | sibo; bacterial overgrowth
short bowel syndrome | ICD10CM:K90.829 |
colon cancer | ICD10CM:C18.9 | colon carcinoma; colon adenocarcinoma; adenocarcinoma of the colon; cancer of the colon; colonic adenocarcinoma
colorectal cancer | ICD10CM:C18.9 | colorectal carcinoma; crc; colorectal adenocarcinoma
rectal cancer | ICD10CM:C20 | rectal adenocarcinoma; rectal carcinoma
anal cancer | ICD10CM:C21.0 | anal carcinoma
polyp | ICD10CM:K63.5 | polyps; colon polyp; colonic polyps; colon polyps; colonic polyp; adenomatous polyp; adenomatous polyps; adenoma; adenomas; tubular adenoma; tubular adenomas; sessile serrated polyp; hyperplastic polyp
hemorrhoids | ICD10CM:K64.9 | hemorrhoid; internal hemorrhoids; external hemorrhoids; thrombosed hemorrhoid
anal fissure | ICD10CM:K60.2 |
anal fistula | ICD10CM:K60.30 | fistula in ano; perianal fistula
perirectal abscess | ICD10CM:K61.1 | rectal abscess; perianal abscess
pilonidal cyst | ICD10CM:L05.91 | pilonidal abscess; pilonidal disease
rectal prolapse | ICD10CM:K62.3 |
hernia | ICD10CM:K46.9 | abdominal wall hernia
inguinal hernia | ICD10CM:K40.90 | inguinal hernias
umbilical hernia | ICD10CM:K42.9 |
ventral hernia | ICD10CM:K43.9 | incisional hernia
femoral hernia | ICD10CM:K41.90 |
incarcerated hernia | ICD10CM:K46.0 | strangulated hernia
adhesions | ICD10CM:K66.0 | abdominal adhesions; omental adhesions; intra-abdominal adhesions; adhesive disease; dense adhesions
intra-abdominal abscess | ICD10CM:K65.1 | abdominal abscess; pelvic abscess; intraabdominal abscess
gastrostomy tube dysfunction | ICD10CM:K94.23 |
dumping syndrome | ICD10CM:K91.1 |
chronic kidney disease | ICD10CM:N18.9 | ckd; chronic renal insufficiency; chronic renal failure; chronic renal disease; chronic kidney disease stage [3]; ckd stage [3]; ckd 3; ckd 3a; ckd 3b; ckd stage 3a; ckd stage 3b; chronic kidney disease stage 3a; chronic kidney disease stage 3b; ckd iii; stage 3 ckd; chronic kidney disease stage 2; chronic kidney disease stage 4; chronic kidney disease stage 5; ckd stage 2; ckd stage 4; ckd stage 5; ckd 2; ckd 4; ckd 5; stage 4 ckd; stage 5 ckd; ckd iv
# an acute injury named on the chronic disease is two problems, each with its stage ("AKI on CKD 3b"):
# no abbreviated joined term; the full "acute on chronic" name stays one
acute kidney injury | ICD10CM:N17.9 | aki; acute renal failure; arf
acute on chronic kidney disease | ICD10CM:N17.9 | acute on chronic renal failure
renal failure | ICD10CM:N19 | kidney failure; renal insufficiency; renal dysfunction; kidney dysfunction; worsening renal function
end-stage renal disease | ICD10CM:N18.6 | esrd; end-stage kidney disease; eskd; end stage renal disease
acute tubular necrosis | ICD10CM:N17.0 | atn
acute interstitial nephritis | ICD10CM:N10 | ain; interstitial nephritis
prerenal azotemia | ICD10CM:R39.2 | prerenal; azotemia
contrast nephropathy | ICD10CM:N14.11 | contrast-induced nephropathy; contrast induced nephropathy
cardiorenal syndrome | ICD10CM:I13.0 | cardiorenal
glomerulonephritis | ICD10CM:N05.9 | gn
nephrotic syndrome | ICD10CM:N04.9 |
nephritic syndrome | ICD10CM:N05.9 |
iga nephropathy | ICD10CM:N02.8 |
diabetic nephropathy | ICD10CM:E11.21 | diabetic kidney disease
polycystic kidney disease | ICD10CM:Q61.3 | pkd; adpkd
kidney stone | ICD10CM:N20.0 | kidney stones; nephrolithiasis; renal calculus; renal calculi; renal stone; renal stones; ureterolithiasis; ureteral stone; ureteral calculus; urolithiasis; ureteral stones; kidney stone disease
renal colic | ICD10CM:N23 |
renal cyst | ICD10CM:N28.1 | kidney cyst; renal cysts; kidney cysts; simple renal cyst
renal mass | ICD10CM:N28.89 | kidney mass; renal lesion
renal cell carcinoma | ICD10CM:C64.9 | rcc; kidney cancer; renal cancer
hydronephrosis | ICD10CM:N13.30 | hydroureter; hydroureteronephrosis
renal artery thrombosis | ICD10CM:N28.0 |
proteinuria | ICD10CM:R80.9 | protein in urine; albuminuria; microalbuminuria
urinary tract infection | ICD10CM:N39.0 | uti; bladder infection; utis; complicated uti; catheter-associated urinary tract infection; cauti; lower urinary tract infection
cystitis | ICD10CM:N30.90 | hemorrhagic cystitis; interstitial cystitis
pyelonephritis | ICD10CM:N12 | kidney infection; pyelo
urosepsis | ICD10CM:N39.0 |
asymptomatic bacteriuria | ICD10CM:R82.71 | bacteriuria
dysuria | ICD10CM:R30.0 | painful urination; pain with urination; burning on urination; burning with urination; burning urination; burning when urinating; urinary burning
urinary urgency | ICD10CM:R39.15 | urgency; urgency of urination
urinary frequency | ICD10CM:R35.0 | frequency of urination; frequent urination
hematuria | ICD10CM:R31.9 | blood in urine; blood in the urine; blood in your urine; blood in her urine; blood in his urine; gross hematuria; microscopic hematuria; bloody urine
pyuria | ICD10CM:R82.81 | sterile pyuria
urinary incontinence | ICD10CM:R32 | incontinence; loss of bladder control; bladder leakage; stress incontinence; urge incontinence; overflow incontinence; incontinence of urine; incontinent
urinary retention | ICD10CM:R33.9 | inability to urinate; unable to urinate
overactive bladder | ICD10CM:N32.81 | oab
neurogenic bladder | ICD10CM:N31.9 |
nocturia | ICD10CM:R35.1 |
polyuria | ICD10CM:R35.89 |
oliguria | ICD10CM:R34 | decreased urine output; low urine output; oliguric
anuria | ICD10CM:R34 | anuric
lower urinary tract symptoms | ICD10CM:R39.9 | luts
benign prostatic hyperplasia | ICD10CM:N40 | bph; enlarged prostate; benign prostatic hypertrophy; prostatic hypertrophy; prostatomegaly
prostatitis | ICD10CM:N41.9 |
prostate cancer | ICD10CM:C61 | prostate carcinoma; prostate adenocarcinoma; adenocarcinoma of the prostate; cancer of the prostate
bladder cancer | ICD10CM:C67.9 | urothelial carcinoma; bladder carcinoma; transitional cell carcinoma
testicular cancer | ICD10CM:C62.90 |
epididymitis | ICD10CM:N45.1 | orchitis; epididymo-orchitis
testicular torsion | ICD10CM:N44.00 | torsion
hydrocele | ICD10CM:N43.3 |
varicocele | ICD10CM:I86.1 |
erectile dysfunction | ICD10CM:N52.9 | impotence
scrotal swelling | ICD10CM:N50.89 | scrotal edema
urethritis | ICD10CM:N34.2 |
urethral stricture | ICD10CM:N35.919 |
phimosis | ICD10CM:N47.1 |
sexually transmitted infection | ICD10CM:A64 | sti; std; sexually transmitted disease; stis; stds
chlamydia | ICD10CM:A56.2 | chlamydia infection; chlamydial infection
gonorrhea | ICD10CM:A54.9 | gonococcal infection
syphilis | ICD10CM:A53.9 | secondary syphilis; latent syphilis; neurosyphilis
trichomoniasis | ICD10CM:A59.9 | trichomonas
genital herpes | ICD10CM:A60.00 | hsv-2; herpes genitalis
genital warts | ICD10CM:A63.0 | condyloma; condylomata
pelvic inflammatory disease | ICD10CM:N73.9 | pid
bacterial vaginosis | ICD10CM:N76.0 | bv
vaginitis | ICD10CM:N76.0 | vulvovaginitis
vaginal yeast infection | ICD10CM:B37.31 | vulvovaginal candidiasis; candida vaginitis
vaginal bleeding | ICD10CM:N93.9 | abnormal uterine bleeding; aub; abnormal vaginal bleeding; heavy menstrual bleeding; postmenopausal bleeding; metrorrhagia; spotting
menorrhagia | ICD10CM:N92.0 | heavy periods; heavy menses; heavy menstrual periods
dysmenorrhea | ICD10CM:N94.6 | menstrual cramps; painful periods
amenorrhea | ICD10CM:N91.2 | missed period; missed periods
oligomenorrhea | ICD10CM:N91.5 | irregular periods; irregular menses; irregular cycles; irregular cycle; irregular menstrual cycles; irregular menstrual periods; irregular menstruation
vaginal discharge | ICD10CM:N89.8 | abnormal vaginal discharge
dyspareunia | ICD10CM:N94.10 |
endometriosis | ICD10CM:N80.9 |
adenomyosis | ICD10CM:N80.03 |
uterine fibroids | ICD10CM:D25.9 | fibroids; leiomyoma; leiomyomas; uterine leiomyoma; fibroid uterus; fibroid
ovarian cyst | ICD10CM:N83.209 | ovarian cysts; hemorrhagic ovarian cyst; functional cyst
ovarian torsion | ICD10CM:N83.519 | adnexal torsion
polycystic ovary syndrome | ICD10CM:E28.2 | pcos
ovarian cancer | ICD10CM:C56.9 | ovarian carcinoma
endometrial cancer | ICD10CM:C54.1 | uterine cancer; endometrial carcinoma; endometrial adenocarcinoma
cervical cancer | ICD10CM:C53.9 | cervical carcinoma
cervical dysplasia | ICD10CM:N87.9 | cin; abnormal pap smear; abnormal pap; lsil; hsil; ascus
endometrial hyperplasia | ICD10CM:N85.00 |
uterine prolapse | ICD10CM:N81.4 | pelvic organ prolapse; cystocele; rectocele
menopausal symptoms | ICD10CM:N95.1 | perimenopausal symptoms
# the vulva, vagina and bladder thinned after menopause
genitourinary syndrome of menopause | ICD10CM:N95.2 | vaginal atrophy; atrophic vaginitis; vulvovaginal atrophy
hot flashes | ICD10CM:R23.2 | hot flushes; vasomotor symptoms
infertility | ICD10CM:N97.9 | subfertility
pregnant | ICD10CM:Z33.1 | intrauterine pregnancy; iup; gravid
ectopic pregnancy | ICD10CM:O00.90 | tubal pregnancy
miscarriage | ICD10CM:O03.9 | spontaneous abortion; sab; missed abortion; pregnancy loss; fetal demise
threatened abortion | ICD10CM:O20.0 |
hyperemesis gravidarum | ICD10CM:O21.0 | hyperemesis
gestational diabetes | ICD10CM:O24.419 | gestational diabetes mellitus; gdm
gestational hypertension | ICD10CM:O13.9 | pregnancy-induced hypertension; pih
preeclampsia | ICD10CM:O14.90 | pre-eclampsia; preeclampsia with severe features
eclampsia | ICD10CM:O15.9 |
hellp syndrome | ICD10CM:O14.20 | hellp
placenta previa | ICD10CM:O44.00 | previa
placental abruption | ICD10CM:O45.90 | abruption; abruptio placentae
preterm labor | ICD10CM:O60.00 | premature labor; preterm contractions
premature rupture of membranes | ICD10CM:O42.90 | prom; pprom; preterm premature rupture of membranes; rupture of membranes
postpartum hemorrhage | ICD10CM:O72.1 | pph
intrauterine growth restriction | ICD10CM:O36.5930 | iugr; fetal growth restriction
oligohydramnios | ICD10CM:O41.00X0 |
polyhydramnios | ICD10CM:O40.9XX0 |
breech presentation | ICD10CM:O32.1XX0 | breech
chorioamnionitis | ICD10CM:O41.1230 |
endometritis | ICD10CM:N71.9 | postpartum endometritis
mastitis | ICD10CM:N61.0 |
breast abscess | ICD10CM:N61.1 |
breast lump | ICD10CM:N63.0 | breast mass; breast masses; lump in the breast; breast nodule
breast pain | ICD10CM:N64.4 | mastalgia
nipple discharge | ICD10CM:N64.52 |
fibrocystic breast disease | ICD10CM:N60.19 | fibrocystic breasts; fibrocystic changes
breast cancer | ICD10CM:C50 | breast carcinoma; carcinoma of the breast; ductal carcinoma; invasive ductal carcinoma; idc; ductal carcinoma in situ; dcis; lobular carcinoma; invasive lobular carcinoma; triple negative breast cancer; her2 positive breast cancer; cancer of the breast
gynecomastia | ICD10CM:N62 |
dark urine | ICD10CM:R82.998 | dark-colored urine; tea-colored urine; cola-colored urine
appendicolith | ICD10CM:K38.1 | fecalith; appendiceal fecalith
hepatic congestion | ICD10CM:K76.1 | congestive hepatopathy; passive hepatic congestion
kidney disease | ICD10CM:N28.9 | renal disease
urinary symptoms | ICD10CM:R39.9 | lower urinary tract symptoms; luts
# the short form of weight before a change ("wt gain 2 kg"), which read as the weight measured
weight gain | ICD10CM:R63.5 | wt gain
`
