// Holds the annotators above floors on the fourteenth blind set (test/fixtures/blind14/), written
// (from 9caa0c6) by a helper that did not read the rules, before any round-thirteen rule was merged;
// rounds thirteen and fourteen were tuned on other sets by helpers that did not see it, and the set
// was scored once, unseen, at 02bee9c (the end of round fourteen) beside c5077d9 (before round
// four), 9caa0c6 (round twelve) and 1e28b0f (round thirteen). The floors sit a little below the
// figures at 02bee9c (in the comments); from that score on, the set is development data.
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('fourteenth blind set', (t) =>
  assertBlindFloors(t, 'blind14', {
    // measured (sentences and notes combined), c5077d9 -> 9caa0c6 -> 1e28b0f -> 02bee9c: negated
    // 0.904 -> 0.935 -> 0.937 -> 0.938, uncertain 0.879 -> 0.901 -> 0.909 -> 0.909, historical
    // 0.738 -> 0.774 -> 0.782 -> 0.777, hypothetical 0.786 -> 0.826 -> 0.830 -> 0.830, non-patient
    // experiencer 0.914 -> 0.948 -> 0.955 -> 0.955, allergy 0.720 -> 0.867 -> 0.867 -> 0.881
    contextF1: {
      negated: 0.925,
      uncertain: 0.895,
      historical: 0.765,
      hypothetical: 0.82,
      experiencer: 0.94,
      allergy: 0.865,
    },
    // measured (overlap rule, combined), c5077d9 -> 9caa0c6 -> 1e28b0f -> 02bee9c: recall problem
    // 0.878 -> 0.932 -> 0.932 -> 0.934, medication 0.906 -> 0.970 -> 0.970 -> 0.970, procedure 0.671
    // -> 0.701 -> 0.720 -> 0.732, test 0.775 -> 0.861 -> 0.890 -> 0.890; precision of all 0.944 ->
    // 0.958 -> 0.959 -> 0.958
    conceptRecall: { problem: 0.92, medication: 0.96, procedure: 0.72, test: 0.875 },
    conceptPrecision: 0.945,
    // measured on the notes: sentence F1 0.926 -> 0.959 -> 0.961 -> 0.961; section headers with the
    // right category 80/114 -> 92/114 -> 92/114 -> 92/114 (0.807)
    sentenceF1: 0.95,
    sectionAccuracy: 0.79,
  }),
)
