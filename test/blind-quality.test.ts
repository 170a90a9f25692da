// Holds the annotators above floors on the first blind set (test/fixtures/blind/). It was scored
// once, unseen, after the first rules of issue 16 were written; since that report it has been a
// tuning set (issue 16, round two), so its figures no longer estimate unseen notes. The floors
// sit a little below the measured figures (in the comments), so a change that loses accuracy
// fails here.
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('blind set', (t) =>
  assertBlindFloors(t, 'blind', {
    // measured (sentences and notes combined), first scoring → after round two → after round
    // three: negated 0.971 → 0.995 → 0.996, uncertain 0.860 → 0.973 → 0.973, historical 0.864 →
    // 0.932 → 0.954, hypothetical 0.841 → 0.975 → 0.981, non-patient experiencer 0.899 → 0.990 →
    // 0.990, allergy 0.971 → 1.000 → 1.000
    contextF1: {
      negated: 0.98,
      uncertain: 0.95,
      historical: 0.935,
      hypothetical: 0.965,
      experiencer: 0.97,
      allergy: 0.97,
    },
    // measured (overlap rule, combined): recall problem 0.931 → 0.946 → 0.950, medication 0.980 →
    // 0.983, procedure 0.872 → 0.880, test 0.906 → 0.917; precision of all 0.962 → 0.963; after
    // round four (issue 30): problem 0.958, procedure 0.923, test 0.931, precision 0.965
    conceptRecall: { problem: 0.94, medication: 0.97, procedure: 0.9, test: 0.915 },
    conceptPrecision: 0.95,
    // measured on the notes: sentence F1 0.965; section headers found with the right category 89/91
    sentenceF1: 0.955,
    // after round four: sentence F1 0.968, section headers 91/91
    sectionAccuracy: 0.97,
  }),
)
