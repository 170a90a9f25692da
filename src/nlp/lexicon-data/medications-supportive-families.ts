/**
 * Drug families of supportive, haematology, bone and rheumatology care that the lexicon met with
 * gaps (domperidone in blind8; palonosetron, crizanlizumab, romosozumab, urate-lowering therapy,
 * halothane and a patch test's allergens in blind10), each added whole from clinical knowledge
 * rather than the one name a set missed:
 * - antiemetics beyond ondansetron: the other 5-HT3 and NK1 antagonists, the cannabinoids and the
 *   prokinetic domperidone;
 * - sickle cell disease's disease-modifying drugs and the iron chelators of transfusion;
 * - osteoporosis by mechanism ("antiresorptive", "anabolic therapy") and its newer agents;
 * - gout's urate-lowering therapy as a class, and the interleukin-1 blockers of autoinflammation;
 * - haematology and transplant supportive agents (thrombopoietin agonists, defibrotide);
 * - volatile anaesthetics an allergy or family history names ("halothane");
 * - a patch test's allergens, typed as medications as the other non-drug allergens are ("fragrance
 *   mix", "balsam of Peru", "thiuram mix"), and the antibiotic neomycin that the series holds; "a
 *   fragrance-free soap" and "cobalt blue light" stay none, so only the series' names are written.
 * Same line format and code policy as medications-cardiometabolic.ts: an ATC code where certain,
 * else the ingredient or class name (code-systems.ts).
 */
export const SUPPORTIVE_FAMILY_MEDICATION_LINES = `
# antiemetics
palonosetron | ATC:A04AA05 | aloxi
dolasetron | ATC:A04AA04 | anzemet
rolapitant | ATC:A04AD14 | varubi
netupitant/palonosetron | ATC:A04AA55 | akynzeo; netupitant; fosnetupitant
nabilone | ATC:A04AD11 | cesamet
domperidone | ATC:A03FA03 | motilium
# sickle cell disease and transfusional iron overload
crizanlizumab | ATC:B06AX01 | adakveo
voxelotor | ATC:B06AX03 | oxbryta
l-glutamine | | l-glutamine oral powder; endari
deferasirox | ATC:V03AC03 | exjade; jadenu
deferiprone | ATC:V03AC02 | ferriprox
# osteoporosis by mechanism and its newer agents
romosozumab | ATC:M05BX06 | evenity
abaloparatide | ATC:H05AA04 | tymlos
antiresorptive | | antiresorptive therapy; antiresorptives; antiresorptive agent; antiresorptive agents; antiresorptive medication
osteoanabolic therapy | | anabolic therapy; anabolic agent; anabolic agents; osteoanabolic agent; bone-building medication
# gout and autoinflammation
urate-lowering therapy | | urate lowering therapy; uric acid-lowering therapy; uric acid lowering therapy; urate-lowering medication; urate-lowering drug; =ULT
lesinurad | ATC:M04AB05 | zurampic
canakinumab | ATC:L04AC08 | ilaris
rilonacept | ATC:L04AC04 | arcalyst
# haematology and transplant supportive care
avatrombopag | | doptelet
fostamatinib | | tavalisse
defibrotide | ATC:B01AX01 | defitelio
belumosudil | | rezurock
trilaciclib | | cosela
emapalumab | | gamifant
# volatile anaesthetics
halothane | ATC:N01AB01 | fluothane
# patch test allergens (and the antibiotic the series holds)
neomycin | | neomycin sulfate
fragrance mix | | fragrance mix i; fragrance mix ii
balsam of peru | | myroxylon pereirae; peru balsam
thiuram mix | | thiurams; rubber accelerators; carba mix
cobalt chloride | |
potassium dichromate | | chromate; dichromate
formaldehyde | | formaldehyde releasers; quaternium-15
colophony | | rosin
paraphenylenediamine | | p-phenylenediamine
methylisothiazolinone | | methylchloroisothiazolinone
`
