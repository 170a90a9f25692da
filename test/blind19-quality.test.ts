// Holds the annotators above floors on the nineteenth blind set (test/fixtures/blind19/), written
// (from 2743a03) by a helper that did not read the rules, before any round-nineteen rule was merged;
// round nineteen was tuned on other sets by helpers that did not see it, and the set was scored
// once, unseen, at ec09770 (the end of round nineteen) beside c5077d9 (before round four) and
// 2743a03 (round eighteen). The floors sit a little below the figures at ec09770 (in the comments);
// from that score on, the set is development data.
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('nineteenth blind set', (t) =>
  assertBlindFloors(t, 'blind19', {
    // measured (sentences and notes combined), c5077d9 -> 2743a03 -> ec09770: negated 0.893 ->
    // 0.941 -> 0.943, uncertain 0.809 -> 0.871 -> 0.871, historical 0.718 -> 0.811 -> 0.811,
    // hypothetical 0.776 -> 0.828 -> 0.828, non-patient experiencer 0.818 -> 0.932 -> 0.941,
    // allergy 0.744 -> 0.875 -> 0.889
    contextF1: {
      negated: 0.93,
      uncertain: 0.85,
      historical: 0.79,
      hypothetical: 0.81,
      experiencer: 0.92,
      allergy: 0.87,
    },
    // measured (overlap rule, combined), c5077d9 -> 2743a03 -> ec09770: recall problem 0.879 ->
    // 0.929 -> 0.929, medication 0.851 -> 0.931 -> 0.931, procedure 0.695 -> 0.763 -> 0.771, test
    // 0.800 -> 0.880 -> 0.883; precision of all 0.945 -> 0.960 -> 0.960
    conceptRecall: { problem: 0.915, medication: 0.92, procedure: 0.75, test: 0.87 },
    conceptPrecision: 0.95,
    // measured on the notes: sentence F1 0.943 -> 0.972 -> 0.972; section headers with the right
    // category 109/136 -> 117/136 -> 117/136 (0.860)
    sentenceF1: 0.96,
    sectionAccuracy: 0.84,
  }),
)
