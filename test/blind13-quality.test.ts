// Holds the annotators above floors on the thirteenth blind set (test/fixtures/blind13/), written
// (from 1b6aa26) by a helper that did not read the rules, before any round-twelve rule was merged;
// rounds twelve and thirteen were tuned on other sets by helpers that did not see it, and the set
// was scored once, unseen, at 6a2d15f (the end of round thirteen) beside c5077d9 (before round
// four), 1b6aa26 (round eleven) and 9caa0c6 (round twelve). The floors sit a little below the
// figures at 6a2d15f (in the comments); from that score on, the set is development data.
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('thirteenth blind set', (t) =>
  assertBlindFloors(t, 'blind13', {
    // measured (sentences and notes combined), c5077d9 -> 1b6aa26 -> 9caa0c6 -> 6a2d15f: negated
    // 0.928 -> 0.946 -> 0.946 -> 0.946, uncertain 0.806 -> 0.819 -> 0.819 -> 0.846, historical
    // 0.662 -> 0.746 -> 0.746 -> 0.748, hypothetical 0.814 -> 0.856 -> 0.860 -> 0.865, non-patient
    // experiencer 0.962 -> 0.980 -> 0.980 -> 0.990, allergy 0.795 -> 0.902 -> 0.902 -> 0.902
    contextF1: {
      negated: 0.935,
      uncertain: 0.835,
      historical: 0.735,
      hypothetical: 0.855,
      experiencer: 0.975,
      allergy: 0.89,
    },
    // measured (overlap rule, combined), c5077d9 -> 1b6aa26 -> 9caa0c6 -> 6a2d15f: recall problem
    // 0.849 -> 0.887 -> 0.893 -> 0.893, medication 0.895 -> 0.967 -> 0.967 -> 0.964, procedure 0.672
    // -> 0.702 -> 0.718 -> 0.725, test 0.708 -> 0.799 -> 0.805 -> 0.843; precision of all 0.959 ->
    // 0.971 -> 0.971 -> 0.969
    conceptRecall: { problem: 0.88, medication: 0.955, procedure: 0.71, test: 0.83 },
    conceptPrecision: 0.96,
    // measured on the notes: sentence F1 0.970 -> 0.992 -> 0.992 -> 0.995; section headers with the
    // right category 90/114 -> 99/114 -> 99/114 -> 100/114 (0.877); as development data, branch
    // sec14: sentence F1 0.997, headers 105/114 (0.921)
    sentenceF1: 0.985,
    sectionAccuracy: 0.9,
  }),
)
