// Holds the annotators above floors on the fourth blind set (test/fixtures/blind4/), written and
// committed (ab360c2) before round four (issue 30) changed any rule, and scored once, unseen, at
// the end of round four (b680e81 on 9f67e89's tree) beside c5077d9, the commit round four started
// from. The floors sit a little below the measured figures (in the comments); a rule change that
// lowers one of them has to say why. From there the set is a tuning set (development data): round
// five tuned on its errors, so the floors below hold what was reached on notes the rules were tuned
// on, not an unseen-notes figure; a fifth blind set gives that.
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('fourth blind set', (t) =>
  assertBlindFloors(t, 'blind4', {
    // measured (sentences and notes combined), c5077d9 -> end of round four: negated 0.915 -> 0.937,
    // uncertain 0.770 -> 0.892, historical 0.864 -> 0.885, hypothetical 0.849 -> 0.888,
    // non-patient experiencer 0.705 -> 0.705, allergy 0.705 -> 0.871; after round five, tuned on this
    // set: negated 0.962, uncertain 0.916, historical 0.926, hypothetical 0.929, experiencer 0.717,
    // allergy 0.977
    contextF1: {
      negated: 0.95,
      uncertain: 0.9,
      historical: 0.91,
      hypothetical: 0.915,
      experiencer: 0.7,
      allergy: 0.96,
    },
    // measured (overlap rule, combined), c5077d9 -> end of round four: recall problem 0.887 -> 0.900,
    // medication 0.930 -> 0.981, procedure 0.945 -> 0.956, test 0.886 -> 0.892; precision of all
    // 0.953 -> 0.970; after round five, tuned on this set: problem recall 0.940, test 0.896, precision
    // of all 0.971
    conceptRecall: { problem: 0.93, medication: 0.97, procedure: 0.94, test: 0.88 },
    conceptPrecision: 0.96,
    // measured on the notes: sentence F1 0.956 -> 0.967; section headers with the right category
    // 89/105 (0.848) -> 96/105 (0.914)
    sentenceF1: 0.955,
    sectionAccuracy: 0.9,
  }),
)
