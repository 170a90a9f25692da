// Holds the annotators above floors on the twentieth blind set (test/fixtures/blind20/), written
// (from 1d7e756) by a helper that did not read the rules, before any round-twenty rule was merged;
// round twenty was tuned on other sets by helpers that did not see it, and the set was scored once,
// unseen, at 5a58611 (the end of round twenty) beside c5077d9 (before round four) and 1d7e756
// (round nineteen). The floors sit a little below the figures at 5a58611 (in the comments); from
// that score on, the set is development data.
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('twentieth blind set', (t) =>
  assertBlindFloors(t, 'blind20', {
    // measured (sentences and notes combined), c5077d9 -> 1d7e756 -> 5a58611: negated 0.909 ->
    // 0.941 -> 0.941, uncertain 0.722 -> 0.807 -> 0.822, historical 0.700 -> 0.780 -> 0.780,
    // hypothetical 0.759 -> 0.832 -> 0.832, non-patient experiencer 0.841 -> 0.881 -> 0.881,
    // allergy 0.746 -> 0.818 -> 0.818
    contextF1: {
      negated: 0.93,
      uncertain: 0.8,
      historical: 0.76,
      hypothetical: 0.81,
      experiencer: 0.86,
      allergy: 0.8,
    },
    // measured (overlap rule, combined), c5077d9 -> 1d7e756 -> 5a58611: recall problem 0.847 ->
    // 0.905 -> 0.908, medication 0.871 -> 0.941 -> 0.941, procedure 0.549 -> 0.627 -> 0.634, test
    // 0.782 -> 0.854 -> 0.854; precision of all 0.942 -> 0.950 -> 0.950
    conceptRecall: { problem: 0.895, medication: 0.93, procedure: 0.61, test: 0.84 },
    conceptPrecision: 0.94,
    // measured on the notes: sentence F1 0.947 -> 0.980 -> 0.980; section headers with the right
    // category 108/124 -> 116/124 -> 116/124 (0.935)
    sentenceF1: 0.97,
    sectionAccuracy: 0.92,
  }),
)
