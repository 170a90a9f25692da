/**
 * Less common medications of specialty care (cardiology, endocrinology, neurology, infectious
 * disease, pulmonology, oncology and haematology, immunology, urology, dermatology and eye
 * care). Same line format as medications-cardiometabolic.ts; no codes written here.
 */
export const SPECIALTY_MEDICATION_LINES = `
mexiletine | |
disopyramide | | norpace
quinidine | |
ethacrynic acid | | edecrin
aliskiren | | tekturna
methyldopa | | aldomet
nimodipine | | nimotop
isradipine | |
pentoxifylline | | trental
vorapaxar | | zontivity
bempedoic acid | | nexletol; nexlizet
colesevelam | | welchol
colestipol | | colestid
inclisiran | | leqvio
repaglinide | | prandin
nateglinide | | starlix
acarbose | | precose
pramlintide | | symlin
alogliptin | | nesina
insulin glulisine | | apidra
inhaled insulin | | afrezza
empagliflozin/linagliptin | | glyxambi
empagliflozin/metformin | | synjardy
dapagliflozin/metformin | | xigduo
insulin glargine/lixisenatide | | soliqua
insulin degludec/liraglutide | | xultophy
prucalopride | | motegrity
alosetron | | lotronex
eluxadoline | | viberzi
lanreotide | | somatuline
obeticholic acid | | ocaliva
lactase | | lactaid
methscopolamine | |
orlistat | | xenical; alli
phentermine | | adipex
phentermine/topiramate | | qsymia
naltrexone/bupropion | | contrave
cabergoline | | dostinex
bromocriptine | | parlodel; cycloset
somatropin | | growth hormone injections; genotropin; norditropin
clomiphene | | clomid
megestrol | | megace
oxandrolone | | oxandrin
tetrabenazine | | xenazine
deutetrabenazine | | austedo
valbenazine | | ingrezza
primidone | | mysoline
perampanel | | fycompa
cenobamate | | xcopri
rufinamide | | banzel
vigabatrin | | sabril
entacapone | | comtan; stalevo
safinamide | | xadago
pimavanserin | | nuplazid
edaravone | | radicava
lecanemab | | leqembi
nefazodone | |
levomilnacipran | | fetzima
zuranolone | | zurzuvae
xanomeline/trospium | | cobenfy
nalbuphine | | nubain
butorphanol | | stadol
pentazocine | | talwin
levorphanol | |
salsalate | |
diflunisal | |
piroxicam | | feldene
sulindac | | clinoril
oxaprozin | | daypro
cefiderocol | | fetroja
meropenem/vaborbactam | | vabomere
imipenem/relebactam | | recarbrio
oritavancin | | orbactiv; kimyrsa
telavancin | | vibativ
tigecycline | | tygacil
omadacycline | | nuzyra
chloramphenicol | |
streptomycin | |
bedaquiline | | sirturo
dapsone | | aczone
pentamidine | | nebupent
primaquine | |
atovaquone/proguanil | | malarone
artemether/lumefantrine | | coartem
mefloquine | |
praziquantel | | biltricide
nitazoxanide | | alinia
secnidazole | | solosec
cefixime | | suprax
cefprozil | |
cefaclor | |
sulfadiazine | |
pyrimethamine | | daraprim
letermovir | | prevymis
foscarnet | | foscavir
cidofovir | | vistide
maribavir | | livtencity
tecovirimat | | tpoxx
peramivir | | rapivab
abacavir | | ziagen
lamivudine | | epivir; 3tc
zidovudine | | retrovir; azt
efavirenz | | sustiva; atripla
rilpivirine | | edurant; odefsey; complera; juluca
darunavir | | prezista; prezcobix; symtuza
atazanavir | | reyataz
raltegravir | | isentress
cabotegravir | | vocabria; cabenuva; apretude
elvitegravir/cobicistat/emtricitabine/tenofovir | | genvoya; stribild
abacavir/dolutegravir/lamivudine | | triumeq
dolutegravir/lamivudine | | dovato
ritonavir | | norvir
aclidinium | | tudorza
olodaterol | | striverdi; stiolto
indacaterol | | arcapta
arformoterol | | brovana
revefenacin | | yupelri
glycopyrrolate/formoterol | | bevespi
budesonide/glycopyrrolate/formoterol | | breztri
tezepelumab | | tezspire
reslizumab | | cinqair
elexacaftor/tezacaftor/ivacaftor | | trikafta
ivacaftor | | kalydeco
dornase alfa | | pulmozyme
pirfenidone | | esbriet
nintedanib | | ofev
bosentan | | tracleer
ambrisentan | | letairis
macitentan | | opsumit
riociguat | | adempas
treprostinil | | remodulin; tyvaso; orenitram
epoprostenol | | flolan; veletri
selexipag | | uptravi
obinutuzumab | | gazyva
brentuximab vedotin | | adcetris
blinatumomab | | blincyto
venetoclax | | venclexta
acalabrutinib | | calquence
zanubrutinib | | brukinsa
dasatinib | | sprycel
nilotinib | | tasigna
ruxolitinib | | jakafi
pomalidomide | | pomalyst
carfilzomib | | kyprolis
melphalan | | alkeran
bendamustine | | treanda; bendeka
fludarabine | | fludara
vinblastine | |
vinorelbine | | navelbine
eribulin | | halaven
topotecan | | hycamtin
sunitinib | | sutent
sorafenib | | nexavar
lenvatinib | | lenvima
cabozantinib | | cabometyx; cometriq
pazopanib | | votrient
axitinib | | inlyta
regorafenib | | stivarga
alectinib | | alecensa
crizotinib | | xalkori
lorlatinib | | lorbrena
dabrafenib | | tafinlar
trametinib | | mekinist
vemurafenib | | zelboraf
encorafenib | | braftovi
olaparib | | lynparza
niraparib | | zejula
rucaparib | | rubraca
trastuzumab deruxtecan | | enhertu
sacituzumab govitecan | | trodelvy
ado-trastuzumab emtansine | | kadcyla; t-dm1
ramucirumab | | cyramza
temozolomide | | temodar
lomustine | | ccnu; gleostine
carmustine | | bcnu; gliadel
bleomycin | |
dacarbazine | |
mitomycin | | mitomycin c
ifosfamide | | ifex
busulfan | | busulfex
arsenic trioxide | | trisenox
all-trans retinoic acid | | atra
romiplostim | | nplate
eltrombopag | | promacta
luspatercept | | reblozyl
emicizumab | | hemlibra
eculizumab | | soliris
ravulizumab | | ultomiris
belimumab | | benlysta
anifrolumab | | saphnelo
sarilumab | | kevzara
guselkumab | | tremfya
risankizumab | | skyrizi
tildrakizumab | | ilumya
tralokinumab | | adbry
abrocitinib | | cibinqo
penicillamine | | cuprimine
pentosan polysulfate | | elmiron
darifenacin | | enablex
fesoterodine | | toviaz
vibegron | | gemtesa
pimecrolimus | | elidel
crisaborole | | eucrisa
calcipotriene | | dovonex
salicylic acid | |
urea cream | | carmol
ammonium lactate | | lac-hydrin
coal tar | |
bimatoprost | | lumigan; latisse
travoprost | | travatan
cyclopentolate | | cyclogyl
tropicamide | | mydriacyl
olopatadine | | pataday; patanol
ketotifen | | zaditor
lifitegrast | | xiidra
ranibizumab | | lucentis
aflibercept | | eylea
mannitol | | osmitrol
cyproheptadine | | periactin
coenzyme q10 | | coq10
glucosamine | | glucosamine chondroitin
biotin | |
oxytocin | | pitocin
rh immune globulin | | rhogam; rho(d) immune globulin; anti-d immune globulin; winrho
methylergonovine | | methergine
carboprost | | hemabate
terbutaline | | brethine
dinoprostone | | cervidil; prepidil
phosphate binder | | phosphate binders
`
