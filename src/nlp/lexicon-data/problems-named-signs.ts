/**
 * Signs and findings that clinicians of each specialty name by a single medical term, written as
 * whole families by body system rather than as the words one note used:
 * - endocrine and reproductive signs ("galactorrhea", "lanugo", "hematospermia", "azoospermia");
 * - patterns of breathing named at the bedside or in a sleep study ("Kussmaul breathing",
 *   "Cheyne-Stokes respiration", "hypopneas");
 * - eponymous abdominal signs ("Grey Turner sign", "Cullen sign", "Rovsing sign");
 * - the motor course of parkinsonism and of a drug that wears off between doses ("freezing of
 *   gait", "motor fluctuations", "wearing-off", "hypophonia", "micrographia");
 * - pigments in the urine and the skin's autonomic signs ("hemoglobinuria", "piloerection");
 * - ectopic beats as a monitor counts them ("couplets", "bigeminy", "ectopy");
 * - injured nerves, joints and cartilage as reports name them ("neurapraxia", "loose body",
 *   "osteochondral defect", "bucket-handle tear");
 * - imaging findings of the gut, the chest and the thymus ("extraluminal gas", "extrinsic
 *   compression", "septations", "thymic hyperplasia");
 * - behaviour and speech ("sundowning", "nasal speech") and the nose's collapse in vasculitis
 *   ("saddle nose"). "Hyperactivity" and "impulsivity" are left out: rating scales score them as
 *   subscales ("hyperactivity 3/9"), a test, as often as notes name them as the problem.
 * Same line format and code policy as problems-cardiopulmonary.ts (ICD-10-CM).
 */
export const NAMED_SIGN_PROBLEM_LINES = `
# endocrine and reproductive
galactorrhea | ICD10CM:N64.3 | galactorrhoea
lanugo | ICD10CM:L68.8 | lanugo hair
hematospermia | ICD10CM:R36.1 | haematospermia; hemospermia
azoospermia | ICD10CM:N46.01 |
oligospermia | ICD10CM:N46.11 | oligozoospermia
# breathing
kussmaul breathing | ICD10CM:R06.89 | kussmaul respirations; kussmaul respiration; kussmaul breathing pattern
cheyne-stokes respiration | ICD10CM:R06.3 | cheyne-stokes breathing; cheyne stokes respiration; cheyne stokes breathing; cheyne-stokes respirations
agonal breathing | ICD10CM:R06.89 | agonal respirations
hypopnea | ICD10CM:R06.89 | hypopneas; hypopnoea; hypopnoeas
# eponymous abdominal signs
grey turner sign | ICD10CM:R19.8 | grey turner's sign; grey-turner sign; gray turner sign
cullen sign | ICD10CM:R19.8 | cullen's sign
rovsing sign | ICD10CM:R10.31 | rovsing's sign
psoas sign | ICD10CM:R10.31 |
obturator sign | ICD10CM:R10.31 |
# motor course of parkinsonism and wearing-off of a dose
freezing of gait | ICD10CM:R26.89 | gait freezing
motor fluctuations | ICD10CM:G20.B2 | on-off fluctuations; on-off phenomenon
wearing-off | ICD10CM:T88.7XXA | wearing off; end-of-dose wearing off; end-of-dose wearing-off
hypophonia | ICD10CM:R49.8 |
micrographia | ICD10CM:R27.8 |
hypomimia | ICD10CM:R29.818 | masked facies
# urine pigments and autonomic signs
hemoglobinuria | ICD10CM:R82.3 | haemoglobinuria
myoglobinuria | ICD10CM:R82.1 |
piloerection | ICD10CM:R23.8 | gooseflesh
# ectopic beats
premature beats | ICD10CM:I49.40 | ectopy; couplets; ventricular couplets; bigeminy; trigeminy; ventricular bigeminy; ventricular trigeminy
# nerves, joints and cartilage
neurapraxia | ICD10CM:G58.9 | neuropraxia
loose body | ICD10CM:M24.00 | loose bodies; intra-articular loose body; intra-articular loose bodies
osteochondral defect | ICD10CM:M93.90 | osteochondral lesion; osteochondral defects
bucket-handle tear | ICD10CM:S83.209A | bucket handle tear; bucket-handle meniscal tear
# imaging of the gut, chest and thymus
extraluminal gas | ICD10CM:K66.8 | extraluminal air
extrinsic compression | ICD10CM:R93.89 |
septations | ICD10CM:R93.89 | septated; internal septations
thymic hyperplasia | ICD10CM:E32.0 |
# behaviour, speech and the nose
sundowning | ICD10CM:F05 | sundowning behavior
nasal speech | ICD10CM:R49.21 | hypernasal speech; hypernasality
saddle nose | ICD10CM:M95.0 | saddle nose deformity
`
