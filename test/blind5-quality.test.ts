// Holds the annotators above floors on the fifth blind set (test/fixtures/blind5/), written and
// committed (8586a6f..e1d5c49, merged at b3849de) by a helper that did not read the rules, before
// any rule was changed after round five, and scored once, unseen, at b3849de beside c5077d9 (the
// commit round four started from) and 95b100b (the end of round four). The floors sit a little
// below the figures at b3849de (in the comments); from that score on, the set is development data.
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('fifth blind set', (t) =>
  assertBlindFloors(t, 'blind5', {
    // measured (sentences and notes combined), c5077d9 -> 95b100b -> b3849de: negated 0.895 ->
    // 0.908 -> 0.910, uncertain 0.905 -> 0.915 -> 0.915, historical 0.751 -> 0.764 -> 0.766,
    // hypothetical 0.835 -> 0.876 -> 0.884, non-patient experiencer 0.706 -> 0.691 -> 0.691,
    // allergy 0.804 -> 0.842 -> 0.851; after round six, tuned on this set: negated 0.917, uncertain
    // 0.926, historical 0.830, hypothetical 0.928, experiencer 0.841, allergy 0.875; after round
    // seven: negated 0.923, uncertain 0.946, historical 0.846, hypothetical 0.934, experiencer
    // 0.876, allergy 0.907; after round eight (context): negated 0.931, historical 0.849,
    // hypothetical 0.942, the others unchanged
    // after round nine (context): negated 0.933, historical 0.851, hypothetical 0.950, experiencer 0.891
    contextF1: {
      negated: 0.92,
      uncertain: 0.93,
      historical: 0.84,
      hypothetical: 0.94,
      experiencer: 0.88,
      allergy: 0.89,
    },
    // measured (overlap rule, combined), c5077d9 -> 95b100b -> b3849de: recall problem 0.823 ->
    // 0.831 -> 0.837, medication 0.866 -> 0.921 -> 0.921, procedure 0.691 (all three), test 0.758
    // -> 0.763 -> 0.763; precision of all 0.939 -> 0.941 -> 0.942; after round six, tuned on this
    // set: recall problem 0.861, medication 0.950, procedure 0.734, test 0.871; precision 0.950;
    // after round seven, tuned on it too (vocabulary): recall problem 0.910, medication 0.958,
    // procedure 0.835, test 0.915; precision 0.974; after round eight, tuned on it again
    // (vocabulary by family, read with blind6 and blind7): recall problem 0.938, medication 0.966,
    // procedure 0.835, test 0.923; precision 0.975; after round nine, tuned on it again
    // (vocabulary by family and sense guards, read with blind6..blind8): recall problem 0.948,
    // medication 0.971, procedure 0.835, test 0.928; precision 0.978
    conceptRecall: { problem: 0.935, medication: 0.96, procedure: 0.82, test: 0.915 },
    conceptPrecision: 0.97,
    // measured on the notes: sentence F1 0.930 -> 0.933 -> 0.933; section headers with the right
    // category 86/115 -> 87/115 -> 87/115 (0.757); after round six, tuned on this set: sentence F1
    // 0.969, headers 101/115 (0.878)
    // raised on branch sec11 (header and sentence rules, round eleven): section headers with the
    // right category 103/115 (0.896), sentence F1 on the notes 0.980
    sentenceF1: 0.97,
    sectionAccuracy: 0.88,
  }),
)
