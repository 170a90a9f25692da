// Holds the annotators above floors on the twenty-first blind set (test/fixtures/blind21/), written
// (from a858695) by a helper that did not read the rules, before any round-twenty-one rule was
// merged; round twenty-one was tuned on other sets by helpers that did not see it, and the set was
// scored once, unseen, at d029e81 (the end of round twenty-one) beside c5077d9 (before round four)
// and a858695 (round twenty). The floors sit a little below the figures at d029e81 (in the
// comments); from that score on, the set is development data.
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('twenty-first blind set', (t) =>
  assertBlindFloors(t, 'blind21', {
    // measured (sentences and notes combined), c5077d9 -> a858695 -> d029e81: negated 0.905 ->
    // 0.954 -> 0.954, uncertain 0.741 -> 0.821 -> 0.840, historical 0.742 -> 0.824 -> 0.824,
    // hypothetical 0.767 -> 0.853 -> 0.858, non-patient experiencer 0.815 -> 0.894 -> 0.894,
    // allergy 0.800 -> 0.870 -> 0.870
    contextF1: {
      negated: 0.94,
      uncertain: 0.85,
      historical: 0.8,
      hypothetical: 0.84,
      experiencer: 0.92,
      allergy: 0.88,
    },
    // measured (overlap rule, combined), c5077d9 -> a858695 -> d029e81: recall problem 0.859 ->
    // 0.914 -> 0.915, medication 0.910 -> 0.955 -> 0.955, procedure 0.655 -> 0.770 -> 0.779, test
    // 0.828 -> 0.922 -> 0.922; precision of all 0.969 -> 0.975 -> 0.975
    conceptRecall: { problem: 0.9, medication: 0.94, procedure: 0.76, test: 0.905 },
    conceptPrecision: 0.965,
    // measured on the notes: sentence F1 0.921 -> 0.969 -> 0.969; section headers with the right
    // category 99/130 -> 118/130 -> 118/130 (0.908)
    sentenceF1: 0.96,
    sectionAccuracy: 0.89,
  }),
)
