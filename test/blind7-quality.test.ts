// Holds the annotators above floors on the seventh blind set (test/fixtures/blind7/), written
// (f9c0ede) by a helper that did not read the rules while round seven was tuned on blind5 and
// blind6 by two others that did not see this set, and scored once, unseen, at eb5eb96 (the end of
// round seven) beside c5077d9 (before round four) and e63fc9e (round six's rules). The floors sit a
// little below the figures at eb5eb96 (in the comments); from that score on, the set is development data.
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('seventh blind set', (t) =>
  assertBlindFloors(t, 'blind7', {
    // measured (sentences and notes combined), c5077d9 -> e63fc9e -> eb5eb96: negated 0.903 ->
    // 0.907 -> 0.907, uncertain 0.879 -> 0.885 -> 0.885, historical 0.795 -> 0.841 -> 0.838,
    // hypothetical 0.819 -> 0.861 -> 0.864, non-patient experiencer 0.818 -> 0.825 -> 0.834,
    // allergy 0.795 -> 0.905 -> 0.912; after round eight, tuned on this set (context): negated
    // 0.914, uncertain 0.909, historical 0.845, hypothetical 0.885, experiencer and allergy unchanged
    // after round nine (context): historical 0.855, hypothetical 0.892, experiencer 0.896
    contextF1: {
      negated: 0.9,
      uncertain: 0.89,
      historical: 0.845,
      hypothetical: 0.88,
      experiencer: 0.885,
      allergy: 0.9,
    },
    // measured (overlap rule, combined), c5077d9 -> e63fc9e -> eb5eb96: recall problem 0.865 ->
    // 0.879 -> 0.898, medication 0.843 -> 0.924 -> 0.948, procedure 0.778 -> 0.798 -> 0.818, test
    // 0.807 -> 0.820 -> 0.847; precision of all 0.935 -> 0.937 -> 0.953; after round eight, tuned
    // on this set (vocabulary by family, read with blind5 and blind6): recall problem 0.942,
    // medication 0.980, procedure 0.879, test 0.922; precision 0.960; after round nine, tuned on it again
    // (vocabulary by family and sense guards, read with blind5, blind6, blind8): recall problem
    // 0.956, medication 0.991, procedure 0.879, test 0.939; precision 0.962
    conceptRecall: { problem: 0.945, medication: 0.98, procedure: 0.86, test: 0.925 },
    conceptPrecision: 0.955,
    // measured on the notes: sentence F1 0.935 -> 0.942 -> 0.942; section headers with the right
    // category 110/155 -> 120/155 -> 120/155 (0.774)
    // raised on branch sec11 (header and sentence rules, round eleven): section headers with the
    // right category 141/155 (0.910), sentence F1 on the notes 0.974
    sentenceF1: 0.96,
    sectionAccuracy: 0.89,
  }),
)
