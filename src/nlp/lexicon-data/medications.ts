/**
 * Medications by generic name, with common brand names as synonyms so that a brand in the text
 * yields the generic preferred term. Same line format as the problems list; no codes, because
 * none of the drug vocabularies' identifiers are written here from certain knowledge.
 */
export const MEDICATION_LINES = `
acetaminophen | | tylenol; paracetamol; apap
ibuprofen | | advil; motrin
naproxen | | aleve; naprosyn
aspirin | | asa; acetylsalicylic acid; baby aspirin
celecoxib | | celebrex
meloxicam | | mobic
diclofenac | | voltaren
ketorolac | | toradol
indomethacin | | indocin
nonsteroidal anti-inflammatory drug | | nsaid; nsaids; nonsteroidal antiinflammatory drug; nonsteroidal anti-inflammatory drugs; nonsteroidal drug
oxycodone | | oxycontin; roxicodone
oxycodone/acetaminophen | | percocet
hydrocodone/acetaminophen | | vicodin; norco
morphine | | ms contin
hydromorphone | | dilaudid
fentanyl | | duragesic
tramadol | | ultram
codeine | |
methadone | |
buprenorphine | | subutex
buprenorphine/naloxone | | suboxone
naloxone | | narcan
gabapentin | | neurontin
pregabalin | | lyrica
cyclobenzaprine | | flexeril
baclofen | |
tizanidine | | zanaflex
metformin | | glucophage
glipizide | | glucotrol
glyburide | |
glimepiride | | amaryl
pioglitazone | | actos
sitagliptin | | januvia
linagliptin | | tradjenta
empagliflozin | | jardiance
dapagliflozin | | farxiga
canagliflozin | | invokana
liraglutide | | victoza
semaglutide | | ozempic; wegovy; rybelsus
dulaglutide | | trulicity
insulin | | insulin therapy
insulin glargine | | lantus; basaglar; toujeo
insulin lispro | | humalog
insulin aspart | | novolog
insulin detemir | | levemir
nph insulin | | humulin n; insulin isophane
lisinopril | | prinivil; zestril
enalapril | | vasotec
ramipril | | altace
benazepril | | lotensin
losartan | | cozaar
valsartan | | diovan
irbesartan | | avapro
olmesartan | | benicar
sacubitril/valsartan | | entresto
amlodipine | | norvasc
nifedipine | | procardia
diltiazem | | cardizem
verapamil | | calan
metoprolol | | lopressor; toprol; toprol xl; metoprolol tartrate; metoprolol succinate
atenolol | | tenormin
carvedilol | | coreg
propranolol | | inderal
labetalol | |
bisoprolol | |
hydrochlorothiazide | | hctz; microzide
chlorthalidone | |
furosemide | | lasix
bumetanide | | bumex
torsemide | | demadex
spironolactone | | aldactone
hydralazine | |
clonidine | | catapres
isosorbide mononitrate | | imdur
nitroglycerin | | nitro; nitrostat; ntg
digoxin | | lanoxin
amiodarone | | cordarone; pacerone
sotalol | |
atorvastatin | | lipitor
simvastatin | | zocor
rosuvastatin | | crestor
pravastatin | | pravachol
lovastatin | |
ezetimibe | | zetia
fenofibrate | | tricor
statin | | statins
warfarin | | coumadin; jantoven
heparin | | unfractionated heparin
enoxaparin | | lovenox
apixaban | | eliquis
rivaroxaban | | xarelto
dabigatran | | pradaxa
clopidogrel | | plavix
ticagrelor | | brilinta
prasugrel | | effient
anticoagulation | | anticoagulant; anticoagulants; blood thinner; blood thinners
omeprazole | | prilosec
esomeprazole | | nexium
pantoprazole | | protonix
lansoprazole | | prevacid
famotidine | | pepcid
ranitidine | | zantac
ondansetron | | zofran
metoclopramide | | reglan
promethazine | | phenergan
prochlorperazine | | compazine
docusate | | colace
senna | | senokot; sennosides
polyethylene glycol | | miralax
bisacodyl | | dulcolax
lactulose | |
loperamide | | imodium
dicyclomine | | bentyl
sucralfate | | carafate
levothyroxine | | synthroid; levoxyl; unithroid; euthyrox
methimazole | | tapazole
propylthiouracil | | ptu
prednisone | | deltasone
prednisolone | |
methylprednisolone | | medrol; solu-medrol
dexamethasone | | decadron
hydrocortisone | | cortef
steroids | | steroid; corticosteroid; corticosteroids
albuterol | | proventil; ventolin; proair; salbutamol
ipratropium | | atrovent
albuterol/ipratropium | | duoneb; combivent
tiotropium | | spiriva
fluticasone | | flonase; flovent
fluticasone/salmeterol | | advair
budesonide/formoterol | | symbicort
montelukast | | singulair
cetirizine | | zyrtec
loratadine | | claritin
fexofenadine | | allegra
diphenhydramine | | benadryl
hydroxyzine | | atarax; vistaril
amoxicillin | | amoxil
amoxicillin/clavulanate | | augmentin
penicillin | | penicillin v; pen vk
ampicillin | |
piperacillin/tazobactam | | zosyn; pip-tazo
cephalexin | | keflex
cefazolin | | ancef
ceftriaxone | | rocephin
cefdinir | | omnicef
cefepime | | maxipime
azithromycin | | zithromax; z-pack; zpak
clarithromycin | | biaxin
doxycycline | | vibramycin
minocycline | |
ciprofloxacin | | cipro
levofloxacin | | levaquin
moxifloxacin | | avelox
trimethoprim/sulfamethoxazole | | bactrim; septra; tmp-smx; sulfamethoxazole/trimethoprim; co-trimoxazole
nitrofurantoin | | macrobid; macrodantin
metronidazole | | flagyl
clindamycin | | cleocin
vancomycin | | vancocin
linezolid | | zyvox
gentamicin | |
meropenem | | merrem
rifampin | | rifadin
isoniazid | | inh
sulfonamides | | sulfa; sulfa drugs
antibiotics | | antibiotic; antibiotic therapy
fluconazole | | diflucan
nystatin | |
acyclovir | | zovirax
valacyclovir | | valtrex
oseltamivir | | tamiflu
sertraline | | zoloft
fluoxetine | | prozac
citalopram | | celexa
escitalopram | | lexapro
paroxetine | | paxil
venlafaxine | | effexor
duloxetine | | cymbalta
bupropion | | wellbutrin; zyban
mirtazapine | | remeron
trazodone | | desyrel
amitriptyline | | elavil
nortriptyline | | pamelor
lithium | | lithobid
quetiapine | | seroquel
olanzapine | | zyprexa
risperidone | | risperdal
aripiprazole | | abilify
haloperidol | | haldol
lorazepam | | ativan
alprazolam | | xanax
clonazepam | | klonopin
diazepam | | valium
zolpidem | | ambien
buspirone | | buspar
methylphenidate | | ritalin; concerta
amphetamine/dextroamphetamine | | adderall
levetiracetam | | keppra
phenytoin | | dilantin
carbamazepine | | tegretol
lamotrigine | | lamictal
valproic acid | | depakote; divalproex; valproate
topiramate | | topamax
donepezil | | aricept
memantine | | namenda
carbidopa/levodopa | | sinemet
sumatriptan | | imitrex
allopurinol | | zyloprim
colchicine | | colcrys
febuxostat | | uloric
methotrexate | | trexall
hydroxychloroquine | | plaquenil
adalimumab | | humira
etanercept | | enbrel
infliximab | | remicade
alendronate | | fosamax
tamsulosin | | flomax
finasteride | | proscar
oxybutynin | | ditropan
sildenafil | | viagra
estradiol | | estrace
medroxyprogesterone | | depo-provera; provera
oral contraceptives | | birth control pills; oral contraceptive pills; ocp
potassium chloride | | potassium supplements; potassium supplement; k-dur; klor-con; kcl
magnesium oxide | | mag-ox
calcium carbonate | | tums
ferrous sulfate | | iron supplements; iron supplement; iron tablets
cyanocobalamin | | vitamin b12; b12 injections
vitamin d | | cholecalciferol; ergocalciferol; vitamin d3
folic acid | | folate
multivitamin | | multivitamins
epoetin alfa | | epogen; procrit
sodium bicarbonate | |
nicotine replacement | | nicotine patch; nicotine gum
varenicline | | chantix
chemotherapy | |
influenza vaccine | | flu shot; flu vaccine
pneumococcal vaccine | | pneumovax; prevnar
tetanus vaccine | | tdap; tetanus shot
`
