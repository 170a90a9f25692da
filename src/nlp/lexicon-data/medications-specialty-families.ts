/**
 * Drug families of specialties whose notes the lexicon met with gaps, each added whole from
 * clinical knowledge rather than the one name a set missed: contraception by its kind
 * ("hormonal contraception", "emergency contraception", the ring and the common pill brands),
 * pulmonary arterial hypertension's prostacyclin pathway, a kidney transplant's induction agents,
 * hepatitis C's direct-acting antivirals, the eye vitamins of macular degeneration, the insect
 * repellents of travel medicine and the bradykinin-pathway drugs of hereditary and ACE-inhibitor
 * angioedema ("icatibant available if the swelling reaches the airway"). Same line format and code policy as medications-cardiometabolic.ts:
 * an ATC code where certain, else the ingredient or class name (code-systems.ts).
 */
export const SPECIALTY_FAMILY_MEDICATION_LINES = `
# contraception by its kind, the ring, and pill brands (norgestimate, levonorgestrel, norethindrone, drospirenone)
hormonal contraception | | hormonal contraceptive; hormonal contraceptives; hormonal birth control
emergency contraception | | emergency contraceptive; morning-after pill; morning after pill; plan b one-step
ulipristal | ATC:G03AD02 | ulipristal acetate
etonogestrel/ethinyl estradiol vaginal ring | | nuvaring; vaginal ring; contraceptive ring; annovera
norgestimate/ethinyl estradiol | | sprintec; tri-sprintec; ortho tri-cyclen; ortho-cyclen; mononessa; estarylla
levonorgestrel/ethinyl estradiol | | seasonique; aviane; lutera; levora; alesse
norethindrone/ethinyl estradiol | | junel; loestrin; microgestin; lo loestrin; lo loestrin fe; junel fe
drospirenone/ethinyl estradiol | | yaz; yasmin; ocella; gianvi
norethindrone | | errin; micronor; progestin-only pill; progestin only pill; mini-pill; minipill
drospirenone | | slynd
# pulmonary arterial hypertension: the prostacyclin pathway
prostacyclin | | prostacyclins; prostacyclin analog; prostacyclin analogue; prostanoid; prostanoids; prostacyclin therapy
iloprost | ATC:B01AC11 | ventavis
endothelin receptor antagonist | | endothelin receptor antagonists; era therapy
# induction for a kidney transplant
basiliximab | ATC:L04AC02 | simulect
antithymocyte globulin | ATC:L04AA04 | thymoglobulin; atg; rabbit antithymocyte globulin; ratg; atgam
alemtuzumab | | campath; lemtrada
# hepatitis C
direct-acting antiviral | | direct-acting antivirals; direct acting antivirals; daa; daas; daa therapy; daa treatment
sofosbuvir | ATC:J05AP08 | sovaldi
glecaprevir/pibrentasvir | | mavyret; glecaprevir-pibrentasvir
sofosbuvir/velpatasvir/voxilaprevir | | vosevi
# eye vitamins for macular degeneration
areds2 vitamins | | areds2; areds 2; areds; areds vitamins; areds2 formula; eye vitamins; preservision
# insect repellents
deet | | =DEET; insect repellent; insect repellents; mosquito repellent
picaridin | | icaridin
# angioedema mediated by bradykinin: the receptor blocker, the kallikrein inhibitors, and C1 inhibitor concentrate
icatibant | ATC:B06AC02 | firazyr
ecallantide | ATC:B06AC03 | kalbitor
lanadelumab | ATC:B06AC05 | takhzyro
berotralstat | ATC:B06AC06 | orladeyo
c1 esterase inhibitor concentrate | | berinert; cinryze; haegarda; ruconest
`
