/**
 * Abnormal findings of a specialist's examination, by the specialty that writes them, added as
 * families from clinical knowledge where blind5..blind8 each missed one or two ("nonfluent speech",
 * "decreased light touch", "facet arthropathy", "locking", "wide-based" gait, "cell" in the
 * anterior chamber):
 * - the neurological exam: speech, fields, sensation, gait and parkinsonian signs;
 * - the musculoskeletal exam and spine imaging: a knee's mechanical symptoms, the shoulder's
 *   impingement, the facet joints;
 * - the eye and ear exam: the anterior chamber, the optic disc, the lens capsule, the conjunctiva,
 *   the eardrum and the uvula;
 * - sexually transmitted infection and lymphoma: discharge and ulcers of the genitals, inflamed
 *   nodes, B symptoms.
 * A finding stated as decreased or absent is the problem ("decreased light touch"); the bare exam
 * item stays the test it is in tests.ts ("light touch"). Words with a second sense in notes are left
 * out ("APD" is also automated peritoneal dialysis, "catching" and "instability" alone are also
 * everyday or social words). Codes are ICD-10-CM; a finding no code names correctly is left uncoded.
 */
export const SPECIALTY_EXAM_PROBLEM_LINES = `
# the neurological exam
nonfluent speech | ICD10CM:R47.89 | non-fluent speech; nonfluent aphasia; non-fluent aphasia; halting speech
homonymous hemianopia | ICD10CM:H53.469 | hemianopia; hemianopsia; homonymous hemianopsia; quadrantanopia
decreased sensation | ICD10CM:R20.8 | decreased light touch; decreased light touch sensation; diminished light touch; reduced light touch; decreased pinprick; diminished pinprick; decreased sensation to light touch; decreased vibration sense; diminished vibration sense; decreased proprioception; impaired proprioception; stocking-glove sensory loss; stocking glove sensory loss
foot drop | ICD10CM:M21.379 | footdrop; drop foot
wide-based gait | ICD10CM:R26.89 | wide based gait; broad-based gait; broad based gait
postural instability | ICD10CM:R26.81 | retropulsion
masked facies | | hypomimia
# the musculoskeletal exam and spine imaging
mechanical knee symptoms | ICD10CM:M23.8X9 | locking; knee locking; giving way; knee giving way; buckling; knee buckling
shoulder impingement | ICD10CM:M75.40 | impingement; subacromial impingement; impingement syndrome
facet arthropathy | ICD10CM:M47.819 | facet arthrosis; facet hypertrophy; facet joint arthropathy; facet joint arthritis; facet osteoarthritis; facet disease
# the eye and ear exam
anterior chamber cell | ICD10CM:H20.9 | cell and flare; anterior chamber cells; ac cell; ac cells; ac flare
optic disc cupping | ICD10CM:H47.239 | cupping; increased cupping; disc cupping; optic nerve cupping
posterior capsule opacification | ICD10CM:H26.40 | posterior capsular opacification; capsular opacification
chemosis | ICD10CM:H11.429 | conjunctival edema
geographic atrophy | ICD10CM:H35.31 |
bulging tympanic membrane | ICD10CM:H66.90 | tm bulging; bulging tm; bulging eardrum; tympanic membrane bulging
uvular deviation | | deviated uvula
# sexually transmitted infection and lymphoma
urethral discharge | ICD10CM:R36.9 | penile discharge; discharge from the penis; purulent urethral discharge
genital ulcer | | genital sore
penile ulcer | ICD10CM:N48.5 | ulcer of the penis
vulvar ulcer | ICD10CM:N76.6 | vulvar ulceration
lymphadenitis | ICD10CM:L04.9 | inflamed lymph node; inflamed lymph nodes
b symptoms | ICD10CM:R68.89 | =B symptoms
`
