// Holds the annotators above floors on the fourth blind set (test/fixtures/blind4/), written and
// committed (ab360c2) before round four (issue 30) changed any rule, and scored once, unseen, at
// the end of round four (b680e81 on 9f67e89's tree) beside c5077d9, the commit round four started
// from. The floors sit a little below the measured figures (in the comments); a rule change that
// lowers one of them has to say why. From here the set is a tuning set: a fifth is written before
// the next round.
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('fourth blind set', (t) =>
  assertBlindFloors(t, 'blind4', {
    // measured (sentences and notes combined), c5077d9 -> end of round four: negated 0.915 -> 0.937,
    // uncertain 0.770 -> 0.892, historical 0.864 -> 0.885, hypothetical 0.849 -> 0.888,
    // non-patient experiencer 0.705 -> 0.705, allergy 0.705 -> 0.871
    contextF1: {
      negated: 0.92,
      uncertain: 0.87,
      historical: 0.87,
      hypothetical: 0.87,
      experiencer: 0.69,
      allergy: 0.85,
    },
    // measured (overlap rule, combined), c5077d9 -> end of round four: recall problem 0.887 -> 0.900,
    // medication 0.930 -> 0.981, procedure 0.945 -> 0.956, test 0.886 -> 0.892; precision of all
    // 0.953 -> 0.970
    conceptRecall: { problem: 0.89, medication: 0.97, procedure: 0.94, test: 0.88 },
    conceptPrecision: 0.96,
    // measured on the notes: sentence F1 0.956 -> 0.967; section headers with the right category
    // 89/105 (0.848) -> 96/105 (0.914)
    sentenceF1: 0.955,
    sectionAccuracy: 0.9,
  }),
)
