// Holds the annotators above floors on the twenty-third blind set (test/fixtures/blind23/),
// written (from 183cda1, round twenty-one's rules) by a helper that did not read the rules, before
// any round-twenty-three rule was merged; rounds twenty-two and twenty-three were tuned on other
// sets by helpers that did not see it, and the set was scored once, unseen, at 1580bad (the end of
// round twenty-three) beside c5077d9 (before round four) and e132e95 (round twenty-two). The floors
// sit a little below the figures at 1580bad (in the comments); from that score on, the set is
// development data.
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('twenty-third blind set', (t) =>
  assertBlindFloors(t, 'blind23', {
    // measured (sentences and notes combined), c5077d9 -> e132e95 -> 1580bad: negated 0.913 ->
    // 0.959 -> 0.961, uncertain 0.797 -> 0.881 -> 0.881, historical 0.760 -> 0.865 -> 0.870,
    // hypothetical 0.782 -> 0.820 -> 0.827, non-patient experiencer 0.745 -> 0.811 -> 0.811,
    // allergy 0.805 -> 0.889 -> 0.889
    contextF1: {
      negated: 0.945,
      uncertain: 0.86,
      historical: 0.85,
      hypothetical: 0.81,
      experiencer: 0.79,
      allergy: 0.87,
    },
    // measured (overlap rule, combined), c5077d9 -> e132e95 -> 1580bad: recall problem 0.883 ->
    // 0.957 -> 0.957, medication 0.904 -> 0.938 -> 0.938, procedure 0.747 -> 0.839 -> 0.851, test
    // 0.786 -> 0.905 -> 0.905; precision of all 0.958 -> 0.964 -> 0.964
    conceptRecall: { problem: 0.94, medication: 0.92, procedure: 0.83, test: 0.89 },
    conceptPrecision: 0.955,
    // measured on the notes: sentence F1 0.962 -> 0.990 -> 0.990; section headers with the right
    // category 106/135 -> 129/135 -> 129/135 (0.956)
    sentenceF1: 0.975,
    sectionAccuracy: 0.94,
  }),
)
