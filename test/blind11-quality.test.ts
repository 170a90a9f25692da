// Holds the annotators above floors on the eleventh blind set (test/fixtures/blind11/), written
// (4df1091) by a helper that did not read the rules, after round ten was scored and before round
// eleven began; round eleven was tuned on the other sets by helpers that did not see this set, and
// the set was scored once, unseen, at 0e2d131 (the end of round eleven) beside c5077d9 (before round
// four) and 4259323 (round ten's rules). The floors sit a little below the figures at 0e2d131 (in
// the comments); from that score on, the set is development data.
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('eleventh blind set', (t) =>
  assertBlindFloors(t, 'blind11', {
    // measured (sentences and notes combined), c5077d9 -> 4259323 -> 0e2d131: negated 0.900 ->
    // 0.930 -> 0.932, uncertain 0.891 -> 0.923 -> 0.923, historical 0.681 -> 0.735 -> 0.733,
    // hypothetical 0.826 -> 0.836 -> 0.839, non-patient experiencer 0.800 -> 0.878 -> 0.878,
    // allergy 0.778 -> 0.857 -> 0.875
    contextF1: {
      negated: 0.92,
      uncertain: 0.91,
      historical: 0.72,
      hypothetical: 0.83,
      experiencer: 0.865,
      allergy: 0.86,
    },
    // measured (overlap rule, combined), c5077d9 -> 4259323 -> 0e2d131: recall problem 0.769 ->
    // 0.846 -> 0.846, medication 0.830 -> 0.886 -> 0.886, procedure 0.552 -> 0.603 -> 0.603, test
    // 0.631 -> 0.729 -> 0.736; precision of all 0.901 -> 0.921 -> 0.926
    // with round thirteen's vocabulary (lex13): procedure 0.647, test 0.787
    conceptRecall: { problem: 0.835, medication: 0.875, procedure: 0.63, test: 0.775 },
    conceptPrecision: 0.915,
    // measured on the notes: sentence F1 0.929 -> 0.959 -> 0.968; section headers with the right
    // category 64/99 -> 68/99 -> 81/99 (0.818); round thirteen's header rules 82/99 -> 89/99 (0.899)
    sentenceF1: 0.96,
    sectionAccuracy: 0.88,
  }),
)
