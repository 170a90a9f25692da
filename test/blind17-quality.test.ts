// Holds the annotators above floors on the seventeenth blind set (test/fixtures/blind17/), written
// (from 06fe293) by a helper that did not read the rules, before any round-sixteen rule was merged;
// rounds sixteen and seventeen were tuned on other sets by helpers that did not see it, and the set
// was scored once, unseen, at da4c73e (the end of round seventeen) beside c5077d9 (before round
// four), 06fe293 (round fifteen) and a9fb6ea (round sixteen). The floors sit a little below the
// figures at da4c73e (in the comments); from that score on, the set is development data.
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('seventeenth blind set', (t) =>
  assertBlindFloors(t, 'blind17', {
    // measured (sentences and notes combined), c5077d9 -> 06fe293 -> a9fb6ea -> da4c73e: negated
    // 0.940 -> 0.966 -> 0.966 -> 0.966, uncertain 0.831 -> 0.864 -> 0.864 -> 0.864, historical
    // 0.844 -> 0.885 -> 0.885 -> 0.885, hypothetical 0.858 -> 0.904 -> 0.904 -> 0.903, non-patient
    // experiencer 0.852 -> 0.931 -> 0.931 -> 0.949, allergy 0.828 -> 0.953 -> 0.953 -> 0.953
    contextF1: {
      negated: 0.955,
      uncertain: 0.85,
      historical: 0.875,
      hypothetical: 0.89,
      experiencer: 0.935,
      allergy: 0.94,
    },
    // measured (overlap rule, combined), c5077d9 -> 06fe293 -> a9fb6ea -> da4c73e: recall problem
    // 0.847 -> 0.900 -> 0.900 -> 0.901, medication 0.864 -> 0.956 -> 0.956 -> 0.956, procedure 0.629
    // -> 0.702 -> 0.702 -> 0.734, test 0.756 -> 0.855 -> 0.855 -> 0.872; precision of all 0.939 ->
    // 0.951 -> 0.950 -> 0.950
    conceptRecall: { problem: 0.89, medication: 0.945, procedure: 0.72, test: 0.86 },
    conceptPrecision: 0.94,
    // measured on the notes: sentence F1 0.922 -> 0.961 -> 0.961 -> 0.970; section headers with the
    // right category 90/116 -> 102/116 -> 103/116 -> 103/116 (0.888)
    sentenceF1: 0.96,
    sectionAccuracy: 0.87,
  }),
)
