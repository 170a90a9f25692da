// Holds the annotators above floors on the eighteenth blind set (test/fixtures/blind18/), written
// (from a9fb6ea) by a helper that did not read the rules, before any round-seventeen rule was
// merged; rounds seventeen and eighteen were tuned on other sets by helpers that did not see it, and
// the set was scored once, unseen, at 62bd4d6 (the end of round eighteen) beside c5077d9 (before
// round four), a9fb6ea (round sixteen) and 7480b64 (round seventeen). The floors sit a little below
// the figures at 62bd4d6 (in the comments); from that score on, the set is development data.
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('eighteenth blind set', (t) =>
  assertBlindFloors(t, 'blind18', {
    // measured (sentences and notes combined), c5077d9 -> a9fb6ea -> 7480b64 -> 62bd4d6: negated
    // 0.926 -> 0.953 -> 0.955 -> 0.955, uncertain 0.794 -> 0.848 -> 0.857 -> 0.857, historical
    // 0.815 -> 0.858 -> 0.866 -> 0.866, hypothetical 0.820 -> 0.842 -> 0.842 -> 0.842, non-patient
    // experiencer 0.823 -> 0.904 -> 0.920 -> 0.920, allergy 0.851 -> 0.909 -> 0.920 -> 0.920
    contextF1: {
      negated: 0.94,
      uncertain: 0.84,
      historical: 0.85,
      hypothetical: 0.83,
      experiencer: 0.9,
      allergy: 0.9,
    },
    // measured (overlap rule, combined), c5077d9 -> a9fb6ea -> 7480b64 -> 62bd4d6: recall problem
    // 0.896 -> 0.946 -> 0.946 -> 0.946, medication 0.870 -> 0.962 -> 0.962 -> 0.962, procedure 0.673
    // -> 0.770 -> 0.779 -> 0.779, test 0.752 -> 0.897 -> 0.905 -> 0.905; precision of all 0.958 ->
    // 0.962 -> 0.963 -> 0.963
    conceptRecall: { problem: 0.935, medication: 0.95, procedure: 0.76, test: 0.89 },
    conceptPrecision: 0.95,
    // measured on the notes: sentence F1 0.950 -> 0.974 -> 0.980 -> 0.980; section headers with the
    // right category 90/110 -> 100/110 -> 100/110 -> 100/110 (0.909)
    sentenceF1: 0.97,
    sectionAccuracy: 0.89,
  }),
)
