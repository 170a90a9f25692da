// Holds the annotators above floors on the eighth blind set (test/fixtures/blind8/), written
// (a6832fe) by a helper that did not read the rules, after round seven was scored and before round
// eight began; round eight was tuned on the other sets by two helpers that did not see this set,
// and the set was scored once, unseen, at 62c18dd (the end of round eight) beside c5077d9 (before
// round four) and 5a06bf3 (round seven's rules). The floors sit a little below the figures at
// 62c18dd (in the comments); from that score on, the set is development data.
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('eighth blind set', (t) =>
  assertBlindFloors(t, 'blind8', {
    // measured (sentences and notes combined), c5077d9 -> 5a06bf3 -> 62c18dd: negated 0.955 ->
    // 0.951 -> 0.955, uncertain 0.837 -> 0.875 -> 0.875, historical 0.813 -> 0.831 -> 0.831,
    // hypothetical 0.817 -> 0.818 -> 0.826, non-patient experiencer 0.707 -> 0.746 -> 0.746,
    // allergy 0.712 -> 0.903 -> 0.903
    // after round nine, tuned on this set (context): historical 0.849, hypothetical 0.838,
    // experiencer 0.871, the others unchanged
    contextF1: {
      negated: 0.945,
      uncertain: 0.86,
      historical: 0.84,
      hypothetical: 0.83,
      experiencer: 0.86,
      allergy: 0.89,
    },
    // measured (overlap rule, combined), c5077d9 -> 5a06bf3 -> 62c18dd: recall problem 0.820 ->
    // 0.846 -> 0.849, medication 0.855 -> 0.932 -> 0.932, procedure 0.618 -> 0.662 -> 0.662, test
    // 0.740 -> 0.787 -> 0.800; precision of all 0.929 -> 0.935 -> 0.938; after round nine, tuned on this set
    // (vocabulary by family and sense guards, read with blind5..blind7): recall problem 0.922,
    // medication 0.962, procedure 0.794, test 0.885; precision 0.955
    conceptRecall: { problem: 0.91, medication: 0.95, procedure: 0.78, test: 0.87 },
    conceptPrecision: 0.945,
    // measured on the notes: sentence F1 0.950 -> 0.960 -> 0.960; section headers with the right
    // category 76/97 -> 78/97 -> 78/97 (0.804)
    // raised on branch sec11 (header and sentence rules, round eleven): section headers with the
    // right category 87/97 (0.897), sentence F1 on the notes 0.982
    sentenceF1: 0.97,
    sectionAccuracy: 0.88,
  }),
)
