// Holds the annotators above floors on the sixth blind set (test/fixtures/blind6/), written
// (9d01831) by a helper that did not read the rules while round six was tuned on blind5 by another
// that did not see this set, and scored once, unseen, at 8dde02f (the end of round six) beside
// c5077d9 (before round four) and e4157e4 (round five's rules). The floors sit a little below the
// figures at 8dde02f (in the comments); from that score on, the set is development data.
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('sixth blind set', (t) =>
  assertBlindFloors(t, 'blind6', {
    // measured (sentences and notes combined), c5077d9 -> e4157e4 -> 8dde02f: negated 0.910 ->
    // 0.914 -> 0.914, uncertain 0.844 -> 0.864 -> 0.864, historical 0.780 -> 0.789 -> 0.799,
    // hypothetical 0.819 -> 0.819 -> 0.842, non-patient experiencer 0.736 -> 0.735 -> 0.759,
    // allergy 0.797 -> 0.826 -> 0.846; after round seven, tuned on this set: negated 0.925,
    // uncertain 0.864, historical 0.837, hypothetical 0.883, experiencer 0.857, allergy 0.939;
    // after round eight (context): negated 0.927, uncertain 0.880, hypothetical 0.894
    // after round nine (context): historical 0.862, experiencer 0.869, the others unchanged
    contextF1: {
      negated: 0.915,
      uncertain: 0.865,
      historical: 0.85,
      hypothetical: 0.88,
      experiencer: 0.86,
      allergy: 0.925,
    },
    // measured (overlap rule, combined), c5077d9 -> e4157e4 -> 8dde02f: recall problem 0.857 ->
    // 0.869 -> 0.871, medication 0.826 -> 0.901 -> 0.917, procedure 0.827 -> 0.855 -> 0.864, test
    // 0.799 -> 0.809 -> 0.829; precision of all 0.937 -> 0.939 -> 0.940; after round seven, tuned
    // on this set (vocabulary): recall problem 0.959, medication 0.964, procedure 0.955, test 0.938;
    // precision 0.967; after round eight, tuned on it again (vocabulary by family, read with
    // blind5 and blind7): recall problem 0.978, medication 0.975, procedure 0.973, test 0.947;
    // precision 0.967; after round nine, tuned on it again
    // (vocabulary by family and sense guards, read with blind5, blind7, blind8): recall problem
    // 0.979, medication 0.983, procedure 0.973, test 0.947; precision 0.969
    conceptRecall: { problem: 0.965, medication: 0.97, procedure: 0.955, test: 0.93 },
    conceptPrecision: 0.96,
    // measured on the notes: sentence F1 0.909 -> 0.919 -> 0.924; section headers with the right
    // category 92/116 -> 93/116 -> 93/116 (0.802)
    // raised on branch sec11 (header and sentence rules, round eleven): section headers with the
    // right category 97/116 (0.836), sentence F1 on the notes 0.949
    sentenceF1: 0.935,
    sectionAccuracy: 0.82,
  }),
)
