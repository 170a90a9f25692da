// Holds the annotators above floors on the fifteenth blind set (test/fixtures/blind15/), written
// (from 1e28b0f) by a helper that did not read the rules, before any round-fourteen rule was merged;
// rounds fourteen and fifteen were tuned on other sets by helpers that did not see it, and the set
// was scored once, unseen, at 0045e5d (the end of round fifteen) beside c5077d9 (before round
// four), 1e28b0f (round thirteen) and 177a958 (round fourteen). The floors sit a little below the
// figures at 0045e5d (in the comments); from that score on, the set is development data.
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('fifteenth blind set', (t) =>
  assertBlindFloors(t, 'blind15', {
    // measured (sentences and notes combined), c5077d9 -> 1e28b0f -> 177a958 -> 0045e5d: negated
    // 0.924 -> 0.946 -> 0.946 -> 0.950, uncertain 0.832 -> 0.861 -> 0.861 -> 0.876, historical
    // 0.789 -> 0.813 -> 0.813 -> 0.822, hypothetical 0.817 -> 0.876 -> 0.876 -> 0.884, non-patient
    // experiencer 0.800 -> 0.881 -> 0.881 -> 0.881, allergy 0.839 -> 0.862 -> 0.862 -> 0.862
    contextF1: {
      negated: 0.94,
      uncertain: 0.86,
      historical: 0.81,
      hypothetical: 0.87,
      experiencer: 0.865,
      allergy: 0.845,
    },
    // measured (overlap rule, combined), c5077d9 -> 1e28b0f -> 177a958 -> 0045e5d: recall problem
    // 0.839 -> 0.889 -> 0.890 -> 0.890, medication 0.862 -> 0.954 -> 0.954 -> 0.954, procedure 0.707
    // -> 0.747 -> 0.747 -> 0.747, test 0.759 -> 0.879 -> 0.879 -> 0.879; precision of all 0.951 ->
    // 0.964 -> 0.964 -> 0.964
    conceptRecall: { problem: 0.88, medication: 0.94, procedure: 0.735, test: 0.865 },
    conceptPrecision: 0.95,
    // measured on the notes: sentence F1 0.922 -> 0.958 -> 0.958 -> 0.975; section headers with the
    // right category 69/102 -> 81/102 -> 82/102 -> 89/102 (0.873)
    sentenceF1: 0.965,
    sectionAccuracy: 0.86,
  }),
)
