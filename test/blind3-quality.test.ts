// Holds the annotators above floors on the third blind set (test/fixtures/blind3/), written and
// committed (1aac337) before round three changed any rule, and scored once, unseen, at ac76cd5
// (the end of round three). The floors sit a little below the measured figures (in the
// comments); a rule change that lowers one of them has to say why.
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('third blind set', (t) =>
  assertBlindFloors(t, 'blind3', {
    // measured at ac76cd5 (sentences and notes combined): negated 0.970, uncertain 0.881,
    // historical 0.900, hypothetical 0.881, non-patient experiencer 0.929, allergy 0.984; after
    // round four (issue 30, tuned on it): negated 0.972, historical 0.909, hypothetical 0.887, the
    // others unchanged
    contextF1: {
      negated: 0.96,
      uncertain: 0.86,
      historical: 0.89,
      hypothetical: 0.87,
      experiencer: 0.9,
      allergy: 0.95,
    },
    // measured (overlap rule, combined): recall problem 0.914, medication 0.955, procedure
    // 0.876, test 0.866; precision of all 0.966
    // after round four: problem 0.927, medication 0.964, procedure 0.903, test 0.893, precision 0.969
    conceptRecall: { problem: 0.91, medication: 0.95, procedure: 0.885, test: 0.875 },
    conceptPrecision: 0.95,
    // measured on the notes: sentence F1 0.968; section headers with the right category
    // 107/115 (0.930)
    sentenceF1: 0.96,
    // after round four: sentence F1 0.970, section headers 109/115 (0.948)
    sectionAccuracy: 0.93,
  }),
)
