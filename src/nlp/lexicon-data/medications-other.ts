/**
 * Anti-infectives, respiratory and allergy drugs, cancer and immune therapies, urological,
 * skin and eye medications, vaccines, IV fluids, blood products, oxygen and contrast agents.
 * Same line format and code policy as medications-cardiometabolic.ts.
 */
export const OTHER_MEDICATION_LINES = `
amoxicillin | ATC:J01CA04 | amoxil; moxatag; amox
amoxicillin/clavulanate |  | augmentin; amoxicillin-clavulanate; amox-clav; amoxicillin clavulanic acid; amoxicillin-clavulanic acid
penicillin |  | penicillin v; pen vk; penicillin vk; pcn; penicillin g; benzathine penicillin; bicillin; pcn g
ampicillin | ATC:J01CA01 | principen
ampicillin/sulbactam |  | unasyn; amp-sulbactam; ampicillin-sulbactam
piperacillin/tazobactam |  | zosyn; pip-tazo; pip/tazo; piperacillin-tazobactam; pip tazo
nafcillin |  |
oxacillin |  |
dicloxacillin |  |
cephalexin | ATC:J01DB01 | keflex
cefazolin | ATC:J01DB04 | ancef; kefzol
cefadroxil |  | duricef
cefuroxime | ATC:J01DC02 | ceftin; zinacef
cefoxitin |  | mefoxin
cefpodoxime | ATC:J01DD13 | vantin
cefdinir | ATC:J01DD15 | omnicef
ceftriaxone | ATC:J01DD04 | rocephin; ctx
cefotaxime |  | claforan
ceftazidime | ATC:J01DD02 | fortaz; tazicef
ceftazidime/avibactam |  | avycaz
cefepime | ATC:J01DE01 | maxipime
ceftaroline |  | teflaro
ceftolozane/tazobactam |  | zerbaxa
cephalosporin |  | cephalosporins
meropenem | ATC:J01DH02 | merrem
ertapenem | ATC:J01DH03 | invanz
imipenem/cilastatin | ATC:J01DH51 | primaxin; imipenem
carbapenem |  | carbapenems
aztreonam | ATC:J01DF01 | azactam
vancomycin |  | vancocin; vanc; vanco; firvanq
linezolid | ATC:J01XX08 | zyvox
daptomycin | ATC:J01XX09 | cubicin
tedizolid |  | sivextro
dalbavancin |  | dalvance
gentamicin | ATC:J01GB03 | garamycin
tobramycin | ATC:J01GB01 | tobi; nebcin
amikacin |  |
azithromycin | ATC:J01FA10 | zithromax; z-pack; zpak; z-pak; azithro
clarithromycin | ATC:J01FA09 | biaxin
erythromycin | ATC:J01FA01 | ery-tab; eryc
doxycycline | ATC:J01AA02 | vibramycin; doryx; doxy; monodox
minocycline | ATC:J01AA08 | minocin; solodyn
tetracycline |  |
ciprofloxacin | ATC:J01MA02 | cipro; cipro xr
# ear drops that pair the quinolone with a steroid: one product, not the two drugs
ciprofloxacin/dexamethasone |  | ciprofloxacin-dexamethasone; ciprodex
ciprofloxacin/hydrocortisone |  | ciprofloxacin-hydrocortisone; cipro hc
levofloxacin | ATC:J01MA12 | levaquin
moxifloxacin | ATC:J01MA14 | avelox; vigamox
fluoroquinolone |  | fluoroquinolones; quinolone; quinolones
trimethoprim/sulfamethoxazole | ATC:J01EE01 | bactrim; bactrim ds; septra; septra ds; tmp-smx; sulfamethoxazole/trimethoprim; co-trimoxazole; tmp/smx; smx-tmp; sulfamethoxazole-trimethoprim; trimethoprim-sulfamethoxazole
trimethoprim |  |
nitrofurantoin | ATC:J01XE01 | macrobid; macrodantin; furadantin
fosfomycin | ATC:J01XX01 | monurol
metronidazole |  | flagyl; metrogel
clindamycin | ATC:J01FF01 | cleocin; clinda
tinidazole |  | tindamax
fidaxomicin |  | dificid
rifampin | ATC:J04AB02 | rifadin; rifampicin
rifabutin |  |
isoniazid | ATC:J04AC01 | nydrazid
pyrazinamide |  | pza
ethambutol |  |
rifapentine |  | priftin
polymyxin b |  | polymyxin
colistin |  |
bacitracin |  | neosporin; polysporin; triple antibiotic ointment
mupirocin |  | bactroban
silver sulfadiazine |  | silvadene
sulfonamides |  | sulfa; sulfa drugs; sulfa drug; sulfonamide
beta-lactam |  | beta-lactams; beta lactam antibiotics; penicillins
macrolide |  | macrolides
aminoglycoside |  | aminoglycosides
antibiotics |  | antibiotic; antibiotic therapy; abx; antibacterial; antimicrobials; antimicrobial; antimicrobial therapy; broad spectrum antibiotics; broad-spectrum antibiotics; empiric antibiotics; iv antibiotics; oral antibiotics; prophylactic antibiotics
fluconazole | ATC:J02AC01 | diflucan
voriconazole | ATC:J02AC03 | vfend
posaconazole |  | noxafil
itraconazole |  | sporanox
isavuconazonium |  | cresemba; isavuconazole
micafungin | ATC:J02AX05 | mycamine
caspofungin |  | cancidas
anidulafungin |  | eraxis
amphotericin b |  | ambisome; amphotericin; ampho b
nystatin |  | mycostatin
clotrimazole |  | lotrimin; mycelex
terbinafine |  | lamisil
ketoconazole |  | nizoral
miconazole |  | monistat
antifungal |  | antifungals; antifungal therapy
acyclovir | ATC:J05AB01 | zovirax
valacyclovir | ATC:J05AB11 | valtrex
famciclovir |  | famvir
ganciclovir |  | cytovene
valganciclovir |  | valcyte
oseltamivir | ATC:J05AH02 | tamiflu
baloxavir |  | xofluza
zanamivir |  | relenza
remdesivir | ATC:J05AB16 | veklury
nirmatrelvir/ritonavir |  | paxlovid; nirmatrelvir
molnupiravir |  | lagevrio
antiretroviral therapy |  | haart; antiretrovirals; antiretroviral; arvs
bictegravir/emtricitabine/tenofovir alafenamide |  | biktarvy
dolutegravir |  | tivicay
emtricitabine/tenofovir |  | truvada; descovy; pre-exposure prophylaxis
tenofovir |  | viread; vemlidy; tenofovir disoproxil
entecavir |  | baraclude
sofosbuvir/velpatasvir |  | epclusa
velpatasvir |  |
ledipasvir/sofosbuvir |  | harvoni
glecaprevir/pibrentasvir |  | mavyret
antiviral |  | antivirals; antiviral therapy
hydroxychloroquine | ATC:P01BA02 | plaquenil; hcq
chloroquine |  |
ivermectin |  | stromectol
albendazole |  | albenza
permethrin |  | elimite
atovaquone |  | mepron
albuterol | ATC:R03AC02 | proventil; ventolin; proair; salbutamol; proair hfa; ventolin hfa; rescue inhaler
levalbuterol |  | xopenex
ipratropium | ATC:R03BB01 | atrovent
albuterol/ipratropium |  | duoneb; combivent; ipratropium-albuterol; albuterol-ipratropium; duonebs; ipratropium/albuterol
tiotropium | ATC:R03BB04 | spiriva; spiriva respimat
umeclidinium |  | incruse
umeclidinium/vilanterol |  | anoro
fluticasone/umeclidinium/vilanterol |  | trelegy
fluticasone |  | flonase; flovent; flovent hfa; fluticasone propionate; arnuity
fluticasone/salmeterol |  | advair; advair diskus; wixela; airduo
budesonide/formoterol |  | symbicort; breyna
mometasone/formoterol |  | dulera
fluticasone/vilanterol |  | breo; breo ellipta
beclomethasone |  | qvar
mometasone |  | nasonex; asmanex
salmeterol |  | serevent
formoterol |  | perforomist
budesonide inhalation |  | pulmicort; pulmicort respules
inhaled corticosteroid |  | inhaled corticosteroids; ics; inhaled steroid; inhaled steroids
bronchodilator |  | bronchodilators; nebulizer treatments; breathing treatments; nebs; nebulizers; laba; lama; saba
montelukast | ATC:R03DC03 | singulair
theophylline |  | theo-24; uniphyl
roflumilast |  | daliresp
omalizumab |  | xolair
dupilumab |  | dupixent
mepolizumab |  | nucala
benralizumab |  | fasenra
guaifenesin |  | mucinex; robitussin
dextromethorphan |  | delsym
benzonatate |  | tessalon; tessalon perles
pseudoephedrine |  | sudafed
oxymetazoline |  | afrin
cough medicine |  | cough syrup; cough suppressant
cetirizine | ATC:R06AE07 | zyrtec
levocetirizine |  | xyzal
loratadine | ATC:R06AX13 | claritin
desloratadine |  | clarinex
fexofenadine | ATC:R06AX26 | allegra
diphenhydramine | ATC:R06AA02 | benadryl
chlorpheniramine |  |
antihistamine |  | antihistamines
azelastine |  | astelin
cromolyn |  |
methotrexate |  | trexall; otrexup; mtx; rheumatrex
leflunomide |  | arava
azathioprine |  | imuran
mycophenolate |  | cellcept; myfortic; mycophenolate mofetil; mmf
tacrolimus |  | prograf; envarsus; protopic
cyclosporine |  | neoral; sandimmune; gengraf; restasis
sirolimus |  | rapamune
everolimus |  | afinitor; zortress
belatacept |  | nulojix
immunosuppressant |  | immunosuppressants; immunosuppression; immunosuppressive therapy; immunosuppressive medications
adalimumab |  | humira
etanercept |  | enbrel
infliximab |  | remicade; inflectra; renflexis
certolizumab |  | cimzia
golimumab |  | simponi
ustekinumab |  | stelara
secukinumab |  | cosentyx
ixekizumab |  | taltz
vedolizumab |  | entyvio
tocilizumab |  | actemra
abatacept |  | orencia
rituximab |  | rituxan; truxima
tofacitinib |  | xeljanz
baricitinib |  | olumiant
upadacitinib |  | rinvoq
anakinra |  | kineret
apremilast |  | otezla
biologic |  | biologics; biologic therapy; tnf inhibitor; anti-tnf; tnf-alpha inhibitor
disease-modifying antirheumatic drug |  | dmard; dmards
intravenous immunoglobulin |  | ivig; immunoglobulin; immune globulin
colchicine | ATC:M04AC01 | colcrys; mitigare
allopurinol | ATC:M04AA01 | zyloprim
febuxostat | ATC:M04AA03 | uloric
probenecid |  |
pegloticase |  | krystexxa
tamsulosin | ATC:G04CA02 | flomax
alfuzosin |  | uroxatral
silodosin |  | rapaflo
finasteride | ATC:G04CB01 | proscar; propecia
dutasteride |  | avodart
oxybutynin | ATC:G04BD04 | ditropan; oxytrol
tolterodine |  | detrol
solifenacin |  | vesicare
mirabegron |  | myrbetriq
trospium |  | sanctura
phenazopyridine |  | pyridium; azo
bethanechol |  | urecholine
sildenafil | ATC:G04BE03 | viagra; revatio
tadalafil |  | cialis; adcirca
vardenafil |  | levitra
carboplatin |  | paraplatin
cisplatin |  | platinol
oxaliplatin |  | eloxatin
paclitaxel |  | taxol; abraxane; nab-paclitaxel
docetaxel |  | taxotere
gemcitabine |  | gemzar
fluorouracil |  | 5-fu; 5-fluorouracil; adrucil
capecitabine |  | xeloda
irinotecan |  | camptosar
folfox |  | folfox regimen; mfolfox6
folfiri |  |
folfirinox |  |
capox |  | xelox
doxorubicin |  | adriamycin; doxil
cyclophosphamide |  | cytoxan
r-chop |  |
abvd | | abvd chemotherapy
ac-t |  |
etoposide |  | vp-16
vincristine |  | oncovin
pemetrexed |  | alimta
bevacizumab |  | avastin; mvasi
trastuzumab |  | herceptin; kanjinti; ogivri
pertuzumab |  | perjeta
cetuximab |  | erbitux
panitumumab |  | vectibix
pembrolizumab |  | keytruda
nivolumab |  | opdivo
ipilimumab |  | yervoy
atezolizumab |  | tecentriq
durvalumab |  | imfinzi
checkpoint inhibitor |  | immune checkpoint inhibitor; checkpoint inhibitors
osimertinib |  | tagrisso
erlotinib |  | tarceva
imatinib |  | gleevec
ibrutinib |  | imbruvica
lenalidomide |  | revlimid
bortezomib |  | velcade
daratumumab |  | darzalex
tamoxifen |  | soltamox; nolvadex
anastrozole |  | arimidex
letrozole |  | femara
exemestane |  | aromasin
aromatase inhibitor |  | aromatase inhibitors
fulvestrant |  | faslodex
palbociclib |  | ibrance
abemaciclib |  | verzenio
leuprolide |  | lupron; eligard; lupron depot
enzalutamide |  | xtandi
abiraterone |  | zytiga
bicalutamide |  | casodex
hydroxyurea |  | hydrea; droxia
azacitidine |  | vidaza
cytarabine |  | ara-c; cytosar
mesna |  | mesnex
leucovorin |  | folinic acid
dexrazoxane |  | zinecard
granisetron |  | kytril; sustol
fosaprepitant |  | emend
aprepitant |  |
interferon |  | interferon alfa
rasburicase |  | elitek
isotretinoin |  | accutane; claravis; absorica
tretinoin |  | retin-a
adapalene |  | differin
benzoyl peroxide |  |
hydrocortisone topical |  | cortaid
triamcinolone |  | kenalog; triamcinolone acetonide; nasacort
clobetasol |  | temovate
betamethasone |  | diprolene; celestone
topical steroid |  | topical steroids; topical corticosteroid; steroid cream
latanoprost |  | xalatan
timolol |  | timoptic
brimonidine |  | alphagan
dorzolamide |  | trusopt
artificial tears |  | lubricating eye drops; refresh tears; systane
prednisolone eye drops |  | pred forte
ofloxacin |  | ocuflox; floxin
polymyxin b/trimethoprim |  | polytrim
carbamide peroxide |  | debrox
influenza vaccine |  | flu vaccine; flu shot; influenza vaccination; flu vaccination; flu shots; fluzone; flucelvax; flublok; fluad; influenza immunization
covid-19 vaccine |  | covid vaccine; covid-19 vaccination; covid vaccination; covid booster; covid-19 booster; moderna vaccine; pfizer vaccine; comirnaty; spikevax; novavax; covid shot; covid-19 shot; covid shots
pneumococcal vaccine |  | pneumovax; pneumovax 23; prevnar; prevnar 13; prevnar 20; ppsv23; pcv13; pcv20; pcv15; vaxneuvance; capvaxive; pneumonia vaccine; pneumococcal vaccination; pneumonia shot; pneumonia shots; pneumococcal shot
tetanus vaccine |  | tdap; tetanus shot; tetanus booster; boostrix; adacel; dtap; tetanus toxoid; tetanus diphtheria pertussis vaccine
zoster vaccine |  | shingrix; shingles vaccine; zostavax; recombinant zoster vaccine; shingles vaccination; shingles shot; shingles shots
hepatitis b vaccine |  | engerix-b; heplisav; recombivax; hepatitis b vaccination; hep b vaccine; hepatitis b shot; hep b shot; hepatitis b shots; hep b shots
hepatitis a vaccine |  | havrix; vaqta; hep a vaccine; hepatitis a shot; hep a shot
hpv vaccine |  | gardasil; gardasil 9; human papillomavirus vaccine; hpv shot; hpv shots
mmr vaccine |  | mmr; measles mumps rubella vaccine
varicella vaccine |  | varivax; chickenpox vaccine
meningococcal vaccine |  | menactra; menveo; bexsero; trumenba; menquadfi; meningitis vaccine; meningitis shot
rsv vaccine |  | arexvy; abrysvo; nirsevimab; beyfortus; rsv shot
polio vaccine |  | ipv
rotavirus vaccine |  | rotateq; rotarix
haemophilus influenzae type b vaccine |  | hib vaccine; hib
rabies vaccine |  | imovax; rabavert; rabies immune globulin
tuberculin purified protein derivative |  | tuberculin
normal saline |  | =NS; 0.9% saline; 0.9% sodium chloride; saline; nacl 0.9%; sodium chloride 0.9%; half normal saline; 1/2 ns; 0.45% saline
lactated ringer's |  | =LR; lactated ringers; ringer's lactate; lactated ringer; ringers lactate
plasma-lyte |  | plasmalyte
iv fluids |  | ivf; intravenous fluids; maintenance fluids; maintenance ivf; fluid bolus; fluid boluses; iv fluid; crystalloid; crystalloids; fluid resuscitation; iv hydration; intravenous hydration
hypertonic saline |  | 3% saline; 3% nacl; 23.4% saline
albumin infusion |  | albumin 25%; 25% albumin; 5% albumin; albumin 5%; iv albumin; albutein
packed red blood cells |  | prbc; prbcs; packed red cells; red blood cells; blood products; blood product; units of blood; unit of blood
pooled platelets |  | apheresis platelets
fresh frozen plasma |  | ffp
cryoprecipitate |  | cryo
whole blood |  |
total parenteral nutrition |  | tpn; parenteral nutrition; ppn
tube feeds |  | tube feeding; tube feedings; enteral nutrition; enteral feeds; jevity; osmolite; nepro; glucerna
nutritional supplement |  | nutritional supplements; oral nutritional supplement; protein shakes
oxygen |  | supplemental oxygen; home oxygen; o2; oxygen therapy; nasal cannula oxygen; high flow oxygen; oxygen supplementation; home o2
heliox |  |
nitric oxide |  | inhaled nitric oxide
contrast |  | iv contrast; contrast agent; contrast dye; intravenous contrast; oral contrast; contrast material; radiocontrast; dye
# the agent named with its element is one agent, not iodine and a contrast
contrast |  | iodine contrast; iodinated contrast; iodine-based contrast; iodine contrast dye; iodinated contrast media; contrast media; contrast medium
iohexol |  | omnipaque; omnipaque 350; omnipaque 300
iopamidol |  | isovue; isovue 370
iodixanol |  | visipaque
gadolinium |  | gadolinium contrast; gadavist; dotarem; magnevist; multihance; gadobutrol
barium |  | barium sulfate
technetium |  | technetium-99m; tc-99m
fluorodeoxyglucose |  | fdg
activated charcoal |  | charcoal
n-acetylcysteine |  | acetylcysteine; nac; mucomyst; acetadote
fomepizole |  | antizol
deferoxamine |  | desferal
methylene blue |  |
hydroxocobalamin |  | cyanokit
dantrolene |  | dantrium
pralidoxime |  | 2-pam
physostigmine |  |
antivenom |  | crofab; anavip
digoxin immune fab |  | digifab
sodium thiosulfate |  |
antidote | | antidotes
nephrotoxic medications | | nephrotoxins; nephrotoxic agents; nephrotoxic drugs; nephrotoxic medication
emollient | | emollients; moisturizer; moisturizers; petroleum jelly; petrolatum; white petrolatum; vaseline; aquaphor; eucerin; cetaphil
probiotic |  | probiotics; lactobacillus; culturelle; florastor; saccharomyces boulardii
herbal supplement |  | herbal supplements; turmeric; ashwagandha; st john's wort; st. john's wort; echinacea; ginkgo; ginkgo biloba; saw palmetto; valerian
over-the-counter medication |  | otc medications; otc medication; over the counter medications
cannabidiol |  | cbd oil; epidiolex
caffeine citrate |  | cafcit
oral rehydration solution |  | pedialyte; oral rehydration salts
sunscreen |  |
# non-drug allergens, named as the substance an allergy list records (typed as medications)
latex |  | latex products; natural rubber latex
peanut |  | peanuts; tree nuts; tree nut
shellfish |  | shellfish products
bee stings |  | bee sting; bee venom; wasp stings; insect stings; hymenoptera venom
iodine |  |
radioactive iodine | ATC:V10XA01 | rai; i-131; iodine-131; radioiodine
sulfamethoxazole | ATC:J01EC01 | smx
# drug classes
anticholinergics |  | anticholinergic; anticholinergic medications; anticholinergic drugs
nitrates |  | nitrate; long-acting nitrates; organic nitrates
vasodilators |  | vasodilator; vasodilating agents; arterial vasodilators
perflutren |  | definity; optison; lumason; ultrasound contrast; ultrasound enhancing agent
volatile anesthetics |  | volatile agents; volatile agent; volatile anesthetic; inhaled anesthetics; inhalational anesthetics
ragweed |  | ragweed pollen
pollen |  | pollens; tree pollen; grass pollen; seasonal pollens
dust mites |  | dust mite; house dust mites; house dust mite
animal dander |  | cat dander; dog dander; pet dander; dander
mold |  | molds; mold spores
adhesive tape |  | adhesive; adhesives; adhesive bandages; adhesive bandage; medical tape; band-aids; bandaids
nickel |  |
`
