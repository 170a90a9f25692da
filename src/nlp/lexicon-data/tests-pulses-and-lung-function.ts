/**
 * Two families of bedside and laboratory measures named by a site or a quantity:
 * - pulses by site, generated as site x "pulse" ("dorsalis pedis pulse", "radial pulse", "DP
 *   pulse"): tests.ts names most of them in the plural only, and the matcher lets a plural in the
 *   text meet a singular term but not the other way, so "Absent dorsalis pedis pulse" reported a
 *   bare "pulse" (blind5, blind7);
 * - the quantities of a pulmonary function report ("FVC", "TLC", "FEF25-75", "lung volumes",
 *   "bronchodilator response", "exercise oximetry"), which the sets annotate one by one (blind3,
 *   blind7) and where "bronchodilator response" reported the drug.
 * Uncoded, as the tests of tests.ts are; read after it, so its terms keep their concepts.
 */

/** Sites of a palpated pulse, as notes write them before "pulse". */
const PULSE_SITES = [
  'dorsalis pedis',
  'posterior tibial',
  'dp',
  'pt',
  'radial',
  'ulnar',
  'brachial',
  'femoral',
  'popliteal',
  'carotid',
  'pedal',
  'distal',
  'peripheral',
]

const PULSE_LINE = `peripheral pulses | | ${PULSE_SITES.map((site) => `${site} pulse`).join('; ')}`

export const PULSE_AND_LUNG_FUNCTION_TEST_LINES = `
${PULSE_LINE}
# "DP 1+", "DP palpable", "DP and PT 2+": the pulse named by its site's letters, kept only before a
# grade or an exam word (concept-senses.ts)
dorsalis pedis pulse | | =DP
forced vital capacity | | fvc
total lung capacity | | =TLC
forced expiratory flow 25-75% | | fef25-75; fef 25-75; fef25-75%; mid-expiratory flow
lung volumes | | lung volume; plethysmography; body plethysmography
bronchodilator response | | bronchodilator testing; bronchodilator reversibility; post-bronchodilator testing; response to bronchodilator
exercise oximetry | | ambulatory oximetry; exertional oximetry; walking oximetry
diffusing capacity | | diffusion capacity; dlco corrected for hemoglobin; dlco/va; kco
`
