/**
 * The eye examination's measures as an eye clinic writes them, filling the members tests.ts and
 * tests-specialty.ts lack: acuity as "VA 20/40" and "vision 20/40", a single "visual field", the
 * Amsler grid, fluorescein staining, the cup-to-disc ratio, gonioscopy and the macula's central
 * subfield thickness. blind6 missed "vision" and "fluorescein staining", blind7 "VA", "visual
 * field", "Amsler grid" and "central subfield thickness". "VA" and "vision" stand only before a
 * value (concept-senses.ts): "VA hospital" and "blurred vision" are no measure. Uncoded like the
 * other tests; read after them.
 */
export const EYE_EXAM_TEST_LINES = `
visual acuity | | =VA; vision; best corrected visual acuity; bcva
visual field testing | | visual field; visual field exam; visual field examination
amsler grid | | amsler grid testing; amsler
fluorescein staining | | fluorescein stain; fluorescein exam; fluorescein examination
cup-to-disc ratio | | cup to disc ratio; c/d ratio; cup/disc ratio; cup-disc ratio
gonioscopy | |
central subfield thickness | | central macular thickness; central retinal thickness
`
