/**
 * Medications of the heart, blood, kidneys, metabolism, hormones and digestion, by generic name
 * with common brand names and note abbreviations as synonyms, so that a brand in the text yields
 * the generic preferred term. Codes are ATC (WHO Anatomical Therapeutic Chemical), written only
 * for single-ingredient drugs whose code is certain; drugs coded differently by route or use
 * (aspirin, metronidazole, methotrexate) and combinations without their own code stay empty.
 */
export const CARDIOMETABOLIC_MEDICATION_LINES = `
aspirin |  | asa; acetylsalicylic acid; baby aspirin; ecotrin; bayer aspirin
metformin | ATC:A10BA02 | glucophage; glucophage xr; fortamet; glumetza
glipizide | ATC:A10BB07 | glucotrol; glucotrol xl
glyburide | ATC:A10BB01 | glibenclamide; diabeta; micronase; glynase
glimepiride | ATC:A10BB12 | amaryl
pioglitazone | ATC:A10BG03 | actos
sitagliptin | ATC:A10BH01 | januvia
sitagliptin/metformin |  | janumet
linagliptin |  | tradjenta
saxagliptin |  | onglyza
empagliflozin | ATC:A10BK03 | jardiance
dapagliflozin | ATC:A10BK01 | farxiga
canagliflozin | ATC:A10BK02 | invokana
ertugliflozin |  | steglatro
liraglutide | ATC:A10BJ02 | victoza; saxenda
semaglutide | ATC:A10BJ06 | ozempic; wegovy; rybelsus
dulaglutide | ATC:A10BJ05 | trulicity
exenatide | ATC:A10BJ01 | byetta; bydureon
tirzepatide |  | mounjaro; zepbound
insulin |  | insulin therapy; insulins; basal insulin; bolus insulin; prandial insulin; correctional insulin; sliding scale insulin; ssi insulin
insulin glargine | ATC:A10AE04 | lantus; basaglar; toujeo; semglee; glargine
insulin lispro | ATC:A10AB04 | humalog; admelog; lyumjev; lispro
insulin aspart | ATC:A10AB05 | novolog; fiasp; aspart
insulin detemir | ATC:A10AE05 | levemir; detemir
insulin degludec |  | tresiba; degludec
regular insulin | ATC:A10AB01 | humulin r; novolin r; insulin regular
nph insulin |  | humulin n; novolin n; insulin isophane; nph
insulin 70/30 |  | humulin 70/30; novolog 70/30; novolin 70/30
glucagon |  | glucagen; baqsimi
glucose tablets |  | glucose gel; oral glucose
dextrose |  | d50; d5w; dextrose 50%; d5; d5ns; d5 1/2ns; d5 1/2 ns; d5lr; d5 half normal saline; dextrose 5%; d10; d10w
lisinopril | ATC:C09AA03 | prinivil; zestril
lisinopril/hydrochlorothiazide |  | zestoretic; prinzide
enalapril | ATC:C09AA02 | vasotec; enalaprilat
ramipril | ATC:C09AA05 | altace
benazepril | ATC:C09AA07 | lotensin
captopril | ATC:C09AA01 | capoten
quinapril |  | accupril
fosinopril |  | monopril
losartan | ATC:C09CA01 | cozaar
losartan/hydrochlorothiazide |  | hyzaar
valsartan | ATC:C09CA03 | diovan
irbesartan | ATC:C09CA04 | avapro
olmesartan | ATC:C09CA08 | benicar
telmisartan | ATC:C09CA07 | micardis
candesartan | ATC:C09CA06 | atacand
sacubitril/valsartan | ATC:C09DX04 | entresto; sacubitril-valsartan
amlodipine | ATC:C08CA01 | norvasc
amlodipine/benazepril |  | lotrel
nifedipine | ATC:C08CA05 | procardia; adalat; procardia xl; adalat cc
diltiazem | ATC:C08DB01 | cardizem; cardizem cd; cardizem la; tiazac; dilt-xr; cartia
verapamil | ATC:C08DA01 | calan; isoptin; verelan
felodipine |  | plendil
nicardipine |  | cardene
clevidipine |  | cleviprex
metoprolol | ATC:C07AB02 | lopressor; toprol; toprol xl; metoprolol tartrate; metoprolol succinate; metoprolol xl; metop
atenolol | ATC:C07AB03 | tenormin
carvedilol | ATC:C07AG02 | coreg; coreg cr
propranolol | ATC:C07AA05 | inderal; inderal la
labetalol | ATC:C07AG01 | trandate; normodyne
bisoprolol | ATC:C07AB07 | zebeta
nebivolol | ATC:C07AB12 | bystolic
esmolol |  | brevibloc
nadolol |  | corgard
sotalol |  | betapace
hydrochlorothiazide | ATC:C03AA03 | hctz; microzide
chlorthalidone | ATC:C03BA04 | thalitone
metolazone |  | zaroxolyn
indapamide |  |
furosemide | ATC:C03CA01 | lasix
bumetanide | ATC:C03CA02 | bumex
torsemide | ATC:C03CA04 | demadex
spironolactone | ATC:C03DA01 | aldactone
eplerenone | ATC:C03DA04 | inspra
triamterene/hydrochlorothiazide |  | maxzide; dyazide
amiloride |  |
acetazolamide |  | diamox
hydralazine | ATC:C02DB02 | apresoline
clonidine | ATC:C02AC01 | catapres
minoxidil |  |
doxazosin |  | cardura
terazosin |  | hytrin
prazosin |  | minipress
isosorbide mononitrate | ATC:C01DA14 | imdur; ismo; isosorbide
isosorbide dinitrate | ATC:C01DA08 | isordil
isosorbide dinitrate/hydralazine |  | bidil
nitroglycerin | ATC:C01DA02 | nitro; nitrostat; ntg
nitroprusside |  | nipride
ranolazine |  | ranexa
ivabradine |  | corlanor
digoxin | ATC:C01AA05 | lanoxin
amiodarone | ATC:C01BD01 | cordarone; pacerone; amio
dronedarone |  | multaq
flecainide |  | tambocor
propafenone |  | rythmol
dofetilide |  | tikosyn
procainamide |  |
adenosine |  | adenocard
atropine |  |
atorvastatin | ATC:C10AA05 | lipitor
simvastatin | ATC:C10AA01 | zocor
rosuvastatin | ATC:C10AA07 | crestor
pravastatin | ATC:C10AA03 | pravachol
lovastatin | ATC:C10AA02 | mevacor
pitavastatin |  | livalo
ezetimibe | ATC:C10AX09 | zetia
ezetimibe/simvastatin |  | vytorin
fenofibrate |  | tricor; trilipix; lofibra
gemfibrozil |  | lopid
niacin |  | niaspan; nicotinic acid
omega-3 fatty acids |  | fish oil; omega 3; lovaza; vascepa; icosapent ethyl
evolocumab |  | repatha
# the class named for the enzyme it blocks, as notes write it before a drug is chosen
pcsk9 inhibitor | | pcsk9 inhibitors; pcsk9i
alirocumab |  | praluent
statin |  | statins; hmg-coa reductase inhibitor
warfarin | ATC:B01AA03 | coumadin; jantoven
heparin | ATC:B01AB01 | unfractionated heparin; ufh
enoxaparin | ATC:B01AB05 | lovenox
dalteparin |  | fragmin
fondaparinux |  | arixtra
apixaban | ATC:B01AF02 | eliquis
rivaroxaban | ATC:B01AF01 | xarelto
dabigatran | ATC:B01AE07 | pradaxa
edoxaban | ATC:B01AF03 | savaysa
argatroban |  |
bivalirudin |  | angiomax
clopidogrel | ATC:B01AC04 | plavix
ticagrelor | ATC:B01AC24 | brilinta
prasugrel | ATC:B01AC22 | effient
cilostazol |  | pletal
dipyridamole |  | aggrenox
alteplase | ATC:B01AD02 | tpa; t-pa; activase; tissue plasminogen activator; cathflo
tenecteplase |  | tnkase; tnk
anticoagulation |  | anticoagulant; anticoagulants; blood thinner; blood thinners; anticoagulant therapy; doac; doacs; noac; direct oral anticoagulant; therapeutic anticoagulation
antiplatelet therapy |  | antiplatelet; antiplatelets; antiplatelet agent; dual antiplatelet therapy; dapt
vitamin k |  | phytonadione; mephyton; vit k
protamine |  | protamine sulfate
prothrombin complex concentrate |  | pcc; kcentra; 4-factor pcc
idarucizumab |  | praxbind
andexanet alfa |  | andexxa
tranexamic acid |  | txa; lysteda
aminocaproic acid |  | amicar
desmopressin |  | ddavp
iron supplement |  | iron supplements; iron tablets; ferrous gluconate; ferrous fumarate; ferric carboxymaltose; injectafer; venofer; iron sucrose; ferumoxytol; feraheme; iron dextran; infed
ferrous sulfate | ATC:B03AA07 | feso4; fe so4; slow fe; feosol
epoetin alfa |  | epogen; procrit; erythropoietin; epo; esa
darbepoetin |  | aranesp
filgrastim |  | neupogen; g-csf; zarxio
pegfilgrastim |  | neulasta
potassium supplement |  | potassium chloride; kcl; k-dur; klor-con; micro-k; k-lyte; potassium citrate; urocit-k
potassium phosphate |  | k-phos
sodium phosphate |  | fleet enema
phosphate supplement |  | neutra-phos; phoslo
magnesium supplement |  | magnesium oxide; mag-ox; magnesium chloride; slow-mag
magnesium sulfate |  | mgso4; mag sulfate
calcium supplement |  | calcium citrate; citracal; os-cal
calcium carbonate | ATC:A12AA04 | tums; caltrate
calcium gluconate |  |
calcium chloride |  |
sodium bicarbonate |  | nahco3; sodium bicarb
sodium chloride tablets |  | salt tablets; nacl tablets
sevelamer |  | renvela; renagel
calcium acetate |  |
lanthanum |  | fosrenol
cinacalcet |  | sensipar
# the itch of kidney failure, given after dialysis: a peripheral kappa-opioid agonist
difelikefalin |  | korsuva
calcitriol |  | rocaltrol
paricalcitol |  | zemplar
patiromer |  | veltassa
sodium polystyrene sulfonate |  | kayexalate; sps
sodium zirconium cyclosilicate |  | lokelma
tolvaptan |  | samsca; jynarque
conivaptan |  | vaprisol
levothyroxine | ATC:H03AA01 | synthroid; levoxyl; unithroid; euthyrox; tirosint; thyroxine; l-thyroxine; t4 replacement; thyroid hormone replacement
liothyronine |  | cytomel
armour thyroid |  | desiccated thyroid; np thyroid
methimazole | ATC:H03BB02 | tapazole
propylthiouracil | ATC:H03BA02 | ptu
prednisone | ATC:H02AB07 | deltasone; rayos
prednisolone | ATC:H02AB06 | orapred; pediapred; prelone
methylprednisolone | ATC:H02AB04 | medrol; solu-medrol; solumedrol; medrol dosepak; depo-medrol; methylpred; solu medrol
dexamethasone | ATC:H02AB02 | decadron
hydrocortisone | ATC:H02AB09 | cortef; solu-cortef; solucortef
fludrocortisone |  | florinef
budesonide |  | entocort; uceris
steroids |  | steroid; corticosteroid; corticosteroids; glucocorticoids; glucocorticoid; steroid taper; stress dose steroids; prednisone taper
testosterone |  | androgel; depo-testosterone; testosterone cypionate; testosterone replacement
estradiol |  | estrace; vivelle; climara; estrogen; premarin; conjugated estrogens; estrogen therapy
medroxyprogesterone |  | provera; depo-provera; depo provera
progesterone |  | prometrium
hormone replacement therapy |  | hrt; menopausal hormone therapy
oral contraceptive |  | oral contraceptives; ocp; ocps; birth control pill; birth control pills; birth control; combined oral contraceptive; the pill; contraceptive pill
levonorgestrel |  | plan b; mirena; levonorgestrel iud; kyleena; skyla
etonogestrel implant |  | nexplanon; implanon
copper iud |  | paragard; iud; intrauterine device
norethindrone |  | aygestin; micronor
raloxifene |  | evista
alendronate | ATC:M05BA04 | fosamax; alendronic acid
risedronate |  | actonel; atelvia
ibandronate |  | boniva
zoledronic acid |  | zometa; reclast; zoledronate
denosumab |  | prolia; xgeva
teriparatide |  | forteo
bisphosphonate |  | bisphosphonates
calcitonin |  | miacalcin
vitamin d |  | cholecalciferol; vitamin d3; ergocalciferol; vitamin d2; vit d; vit d3; drisdol; calciferol; vitamin d supplement
cyanocobalamin | ATC:B03BA01 | b12 injections; vitamin b12 injections; b12 shots
vitamin b12 |  | [vitamin] b12; vit b12; b-12; cobalamin; methylcobalamin
folic acid | ATC:B03BB01 | folate supplement; folvite; folic acid supplement
thiamine | ATC:A11DA01 | vitamin b1; b1; thiamin
pyridoxine |  | vitamin b6; b6
vitamin c |  | ascorbic acid; vit c
vitamin e |  |
vitamin a |  |
multivitamin |  | mvi; multivitamins; multiple vitamins; prenatal vitamins; prenatal vitamin; centrum; daily vitamin; mvi with minerals
zinc |  | zinc sulfate; zinc oxide
omeprazole | ATC:A02BC01 | prilosec; prilosec otc
esomeprazole | ATC:A02BC05 | nexium
pantoprazole | ATC:A02BC02 | protonix
lansoprazole | ATC:A02BC03 | prevacid
rabeprazole |  | aciphex
dexlansoprazole |  | dexilant
proton pump inhibitor |  | ppi; ppis; proton pump inhibitors
famotidine | ATC:A02BA03 | pepcid
ranitidine | ATC:A02BA02 | zantac
cimetidine |  | tagamet
h2 blocker |  | h2 blockers; h2 receptor antagonist
sucralfate | ATC:A02BX02 | carafate
misoprostol |  | cytotec
antacid |  | antacids; maalox; mylanta; gaviscon; aluminum hydroxide; magnesium hydroxide; milk of magnesia
simethicone |  | gas-x; mylicon
bismuth subsalicylate |  | pepto-bismol; pepto bismol; pepto
ondansetron | ATC:A04AA01 | zofran; zofran odt
metoclopramide | ATC:A03FA01 | reglan
promethazine |  | phenergan
prochlorperazine |  | compazine
trimethobenzamide |  | tigan
meclizine |  | antivert; bonine
scopolamine |  | transderm scop
dronabinol |  | marinol
antiemetic |  | antiemetics
docusate | ATC:A06AA02 | colace; docusate sodium; stool softener; stool softeners
senna | ATC:A06AB06 | senokot; sennosides; senna-s; senokot-s; senna-docusate
polyethylene glycol | ATC:A06AD15 | miralax; peg 3350; golytely; colyte; nulytely; glycolax
bisacodyl | ATC:A06AB02 | dulcolax
lactulose | ATC:A06AD11 | enulose; kristalose
magnesium citrate |  | citroma
methylnaltrexone |  | relistor
naloxegol |  | movantik
linaclotide |  | linzess
lubiprostone |  | amitiza
laxative |  | laxatives; bowel prep; colonoscopy prep; enema; enemas; glycerin suppository
loperamide | ATC:A07DA03 | imodium
diphenoxylate/atropine |  | lomotil
dicyclomine |  | bentyl
hyoscyamine |  | levsin
mesalamine | ATC:A07EC02 | asacol; lialda; pentasa; apriso; delzicol; mesalazine
sulfasalazine |  | azulfidine
rifaximin | ATC:A07AA11 | xifaxan
ursodiol |  | actigall; urso; ursodeoxycholic acid
cholestyramine |  | questran
pancrelipase |  | creon; zenpep; pancreatic enzymes
octreotide |  | sandostatin
vasopressin | ATC:H01BA01 | pitressin
terlipressin |  | terlivaz
midodrine |  | proamatine
norepinephrine | ATC:C01CA03 | levophed; norepi; noradrenaline
epinephrine | ATC:C01CA24 | adrenaline; epipen; epi-pen; auvi-q; racemic epinephrine
phenylephrine | ATC:C01CA06 | neosynephrine; neo-synephrine
dopamine | ATC:C01CA04 | intropin
dobutamine | ATC:C01CA07 | dobutrex
milrinone |  | primacor
vasopressor |  | vasopressors; pressors; pressor; pressor support; vasopressor support
inotrope |  | inotropes; inotropic support
ace inhibitor |  | ace inhibitors; acei; acei's; angiotensin converting enzyme inhibitor; ace-i
angiotensin receptor blocker |  | arb; arbs; angiotensin ii receptor blocker
beta blocker |  | beta blockers; beta-blocker; beta-blockers; beta blockade
calcium channel blocker |  | calcium channel blockers; ccb; ccbs
diuretic |  | diuretics; loop diuretic; loop diuretics; thiazide; thiazide diuretic; thiazides; water pill; water pills
antihypertensive |  | antihypertensives; antihypertensive medications; blood pressure medications; blood pressure medication; bp meds; bp medications
antiarrhythmic |  | antiarrhythmics
sglt2 inhibitor |  | sglt2 inhibitors; sglt-2 inhibitor; sglt2i
glp-1 receptor agonist |  | glp-1 agonist; glp1 agonist; glp-1 ra; glp-1 agonists
dpp-4 inhibitor |  | dpp4 inhibitor; gliptin
sulfonylurea |  | sulfonylureas
oral hypoglycemic |  | oral hypoglycemics; oral diabetes medications; oral antidiabetic
`
