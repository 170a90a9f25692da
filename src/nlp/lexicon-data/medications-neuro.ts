/**
 * Medications for pain, the nervous system and mental health, and those of anesthesia and
 * sedation. Same line format and code policy as medications-cardiometabolic.ts.
 */
export const NEURO_MEDICATION_LINES = `
acetaminophen | ATC:N02BE01 | tylenol; paracetamol; apap; ofirmev; tylenol extra strength
ibuprofen | ATC:M01AE01 | advil; motrin; caldolor
naproxen | ATC:M01AE02 | aleve; naprosyn; anaprox; naproxen sodium
celecoxib | ATC:M01AH01 | celebrex
meloxicam | ATC:M01AC06 | mobic
diclofenac | ATC:M01AB05 | voltaren; cataflam; arthrotec
ketorolac | ATC:M01AB15 | toradol
indomethacin | ATC:M01AB01 | indocin
nabumetone |  | relafen
etodolac |  | lodine
ketoprofen |  |
nonsteroidal anti-inflammatory drug |  | nsaid; nsaids; nonsteroidal antiinflammatory drug; nonsteroidal anti-inflammatory drugs; nonsteroidal drug; anti-inflammatories; anti-inflammatory; non-steroidal anti-inflammatory drugs; non-steroidal anti-inflammatory
oxycodone | ATC:N02AA05 | oxycontin; roxicodone; oxy ir
oxycodone/acetaminophen |  | percocet; endocet; roxicet
hydrocodone/acetaminophen |  | vicodin; norco; lortab; hydrocodone; hydrocodone-apap; vicoprofen
morphine | ATC:N02AA01 | ms contin; morphine sulfate; mso4; roxanol; kadian
hydromorphone | ATC:N02AA03 | dilaudid; exalgo
fentanyl | ATC:N02AB03 | duragesic; sublimaze; actiq
tramadol | ATC:N02AX02 | ultram; ultracet
tapentadol |  | nucynta
codeine |  | tylenol with codeine; tylenol #3; tylenol 3; acetaminophen/codeine
methadone |  | dolophine; methadose
buprenorphine |  | subutex; butrans; belbuca; sublocade
buprenorphine/naloxone |  | suboxone; zubsolv; buprenorphine-naloxone
meperidine |  | demerol
oxymorphone |  | opana
naloxone | ATC:V03AB15 | narcan; evzio
naltrexone | ATC:N07BB04 | vivitrol; revia
opioid |  | opioids; opiate; opiates; narcotic; narcotics; opioid analgesic; opioid analgesics; opioid pain medication; pain pills; narcotic pain medication
gabapentin | ATC:N03AX12 | neurontin; gralise; horizant
pregabalin | ATC:N03AX16 | lyrica
cyclobenzaprine | ATC:M03BX08 | flexeril; amrix
baclofen | ATC:M03BX01 | lioresal
tizanidine | ATC:M03BX02 | zanaflex
methocarbamol |  | robaxin
carisoprodol |  | soma
metaxalone |  | skelaxin
muscle relaxant |  | muscle relaxants; muscle relaxer; muscle relaxers
lidocaine |  | xylocaine; lidoderm
bupivacaine |  | marcaine; sensorcaine; exparel
ropivacaine |  | naropin
local anesthetic |  | local anaesthetic
capsaicin |  | zostrix
sumatriptan | ATC:N02CC01 | imitrex
rizatriptan |  | maxalt
zolmitriptan |  | zomig
triptan |  | triptans
butalbital/acetaminophen/caffeine |  | fioricet; fiorinal; butalbital
topiramate | ATC:N03AX11 | topamax; trokendi; qudexy
erenumab |  | aimovig
fremanezumab |  | ajovy
galcanezumab |  | emgality
rimegepant |  | nurtec
ubrogepant |  | ubrelvy
onabotulinumtoxina |  | botox; botulinum toxin; botox injections
levetiracetam | ATC:N03AX14 | keppra
lamotrigine | ATC:N03AX09 | lamictal
valproic acid | ATC:N03AG01 | depakote; depakene; divalproex; valproate; divalproex sodium; depakote er
phenytoin | ATC:N03AB02 | dilantin; fosphenytoin; cerebyx
carbamazepine | ATC:N03AF01 | tegretol; carbatrol; equetro
oxcarbazepine | ATC:N03AF02 | trileptal
lacosamide |  | vimpat
zonisamide |  | zonegran
phenobarbital |  | luminal
clobazam |  | onfi
brivaracetam |  | briviact
ethosuximide |  | zarontin
antiepileptic |  | antiepileptics; antiepileptic drugs; aed; aeds; anticonvulsant; anticonvulsants; antiseizure medication; antiseizure medications; seizure medications; seizure medication
carbidopa/levodopa | ATC:N04BA02 | sinemet; carbidopa-levodopa; levodopa; rytary; sinemet cr
ropinirole | ATC:N04BC04 | requip
pramipexole | ATC:N04BC05 | mirapex
rasagiline |  | azilect
selegiline |  | eldepryl; emsam
amantadine |  | symmetrel; gocovri
benztropine |  | cogentin
trihexyphenidyl |  | artane
donepezil | ATC:N06DA02 | aricept
memantine | ATC:N06DX01 | namenda
rivastigmine |  | exelon
galantamine |  | razadyne
riluzole |  | rilutek
pyridostigmine |  | mestinon
dalfampridine |  | ampyra
ocrelizumab |  | ocrevus
natalizumab |  | tysabri
interferon beta |  | avonex; rebif; betaseron
glatiramer |  | copaxone; glatiramer acetate
dimethyl fumarate |  | tecfidera
fingolimod |  | gilenya
sertraline | ATC:N06AB06 | zoloft
fluoxetine | ATC:N06AB03 | prozac; sarafem
citalopram | ATC:N06AB04 | celexa
escitalopram | ATC:N06AB10 | lexapro
paroxetine | ATC:N06AB05 | paxil; pexeva; paxil cr
fluvoxamine |  | luvox
venlafaxine | ATC:N06AX16 | effexor; effexor xr
desvenlafaxine |  | pristiq
duloxetine | ATC:N06AX21 | cymbalta
bupropion | ATC:N06AX12 | wellbutrin; zyban; wellbutrin xl; wellbutrin sr; aplenzin
mirtazapine | ATC:N06AX11 | remeron; remeron soltab
trazodone | ATC:N06AX05 | desyrel; oleptro
vortioxetine |  | trintellix
vilazodone |  | viibryd
amitriptyline | ATC:N06AA09 | elavil
nortriptyline | ATC:N06AA10 | pamelor
imipramine |  | tofranil
doxepin |  | silenor; sinequan
clomipramine |  | anafranil
phenelzine |  | nardil
esketamine |  | spravato
antidepressant |  | antidepressants; ssri; ssris; selective serotonin reuptake inhibitor; snri; snris; tricyclic antidepressant; tricyclic antidepressants; tca; tcas; maoi; maois; antidepressant medication
lithium | ATC:N05AN01 | lithobid; lithium carbonate; eskalith
quetiapine | ATC:N05AH04 | seroquel; seroquel xr
olanzapine | ATC:N05AH03 | zyprexa; zyprexa zydis
risperidone | ATC:N05AX08 | risperdal; risperdal consta
aripiprazole | ATC:N05AX12 | abilify; abilify maintena; aristada
ziprasidone | ATC:N05AE04 | geodon
haloperidol | ATC:N05AD01 | haldol; haldol decanoate; haloperidol decanoate
clozapine | ATC:N05AH02 | clozaril
lurasidone |  | latuda
paliperidone |  | invega; invega sustenna; invega trinza
brexpiprazole |  | rexulti
cariprazine |  | vraylar
asenapine |  | saphris
fluphenazine |  | prolixin; fluphenazine decanoate
chlorpromazine |  | thorazine
perphenazine |  |
loxapine |  |
lumateperone |  | caplyta
antipsychotic |  | antipsychotics; atypical antipsychotic; atypical antipsychotics; neuroleptic; neuroleptics; long-acting injectable antipsychotic
mood stabilizer |  | mood stabilizers
lorazepam | ATC:N05BA06 | ativan
alprazolam | ATC:N05BA12 | xanax; xanax xr
clonazepam | ATC:N03AE01 | klonopin
diazepam | ATC:N05BA01 | valium; diastat; valtoco; nasal diazepam
chlordiazepoxide |  | librium
temazepam |  | restoril
oxazepam |  | serax
midazolam | ATC:N05CD08 | versed; nayzilam; nasal midazolam; intranasal midazolam
benzodiazepine |  | benzodiazepines; benzo; benzos
zolpidem | ATC:N05CF02 | ambien; ambien cr; edluar
eszopiclone |  | lunesta
zaleplon |  | sonata
ramelteon |  | rozerem
suvorexant |  | belsomra
melatonin | ATC:N05CH01 |
buspirone | ATC:N05BE01 | buspar
hydroxyzine | ATC:N05BB01 | atarax; vistaril; hydroxyzine pamoate; hydroxyzine hcl
sleep aid |  | sleep aids; sleeping pill; sleeping pills; hypnotic; hypnotics; sedative; sedatives; sedative-hypnotic
methylphenidate | ATC:N06BA04 | ritalin; concerta; metadate; daytrana; methylin; focalin; dexmethylphenidate
amphetamine/dextroamphetamine |  | adderall; adderall xr; mixed amphetamine salts; dextroamphetamine; dexedrine; amphetamine salts
lisdexamfetamine |  | vyvanse
atomoxetine | ATC:N06BA09 | strattera
guanfacine |  | intuniv; tenex
modafinil |  | provigil
armodafinil |  | nuvigil
stimulant medication |  | stimulant medications; stimulant; stimulants; adhd medication; adhd medications
disulfiram |  | antabuse
acamprosate |  | campral
varenicline |  | chantix
nicotine replacement therapy |  | nicotine patch; nicotine patches; nicotine gum; nicotine lozenge; nicotine inhaler; nrt; nicoderm; nicorette; nicotine replacement
propofol | ATC:N01AX10 | diprivan
dexmedetomidine |  | precedex
ketamine | ATC:N01AX03 | ketalar
etomidate | ATC:N01AX07 | amidate
rocuronium | ATC:M03AC09 | zemuron
succinylcholine | ATC:M03AB01 | anectine; sux; suxamethonium
vecuronium |  | norcuron
cisatracurium |  | nimbex
sugammadex |  | bridion
neostigmine |  | bloxiverz
glycopyrrolate |  | robinul
sevoflurane |  |
desflurane |  |
isoflurane |  |
nitrous oxide |  |
flumazenil |  | romazicon
neuromuscular blocker |  | paralytic; paralytics; neuromuscular blockade; neuromuscular blocking agent
`
