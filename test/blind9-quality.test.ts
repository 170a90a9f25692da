// Holds the annotators above floors on the ninth blind set (test/fixtures/blind9/), written
// (380887e) by a helper that did not read the rules, after round eight was scored and before round
// nine began; round nine was tuned on the other sets by three helpers that did not see this set,
// and the set was scored once, unseen, at 0da98bf (the end of round nine) beside c5077d9 (before
// round four) and 76e6ad9 (round eight's rules). The floors sit a little below the figures at
// 0da98bf (in the comments); from that score on, the set is development data.
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('ninth blind set', (t) =>
  assertBlindFloors(t, 'blind9', {
    // measured (sentences and notes combined), c5077d9 -> 76e6ad9 -> 0da98bf: negated 0.947 ->
    // 0.947 -> 0.947, uncertain 0.878 -> 0.889 -> 0.889, historical 0.803 -> 0.824 -> 0.828,
    // hypothetical 0.839 -> 0.850 -> 0.853, non-patient experiencer 0.921 -> 0.943 -> 0.933,
    // allergy 0.879 -> 0.930 -> 0.930
    contextF1: {
      negated: 0.94,
      uncertain: 0.88,
      historical: 0.82,
      hypothetical: 0.845,
      experiencer: 0.92,
      allergy: 0.92,
    },
    // measured (overlap rule, combined), c5077d9 -> 76e6ad9 -> 0da98bf: recall problem 0.827 ->
    // 0.857 -> 0.867, medication 0.883 -> 0.976 -> 0.976, procedure 0.784 -> 0.824 -> 0.824, test
    // 0.725 -> 0.801 -> 0.804; precision of all 0.939 -> 0.949 -> 0.950. Round ten's vocabulary
    // (branch lex10, tuned on this set among others): problem 0.895, procedure 0.833, test 0.870,
    // precision 0.959; round eleven's (branch lex11): problem 0.915, test 0.895, precision 0.963
    // with round thirteen's vocabulary (lex13): procedure 0.882
    conceptRecall: { problem: 0.9, medication: 0.965, procedure: 0.87, test: 0.88 },
    conceptPrecision: 0.955,
    // measured on the notes: sentence F1 0.918 -> 0.947 -> 0.947; section headers with the right
    // category 84/110 -> 87/110 -> 87/110 (0.791)
    // raised on branch sec11 (header and sentence rules, round eleven): section headers with the
    // right category 100/110 (0.909), sentence F1 on the notes 0.963
    sentenceF1: 0.95,
    sectionAccuracy: 0.89,
  }),
)
