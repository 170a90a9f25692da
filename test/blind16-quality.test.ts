// Holds the annotators above floors on the sixteenth blind set (test/fixtures/blind16/), written
// (from 177a958) by a helper that did not read the rules, before any round-fifteen rule was merged;
// rounds fifteen and sixteen were tuned on other sets by helpers that did not see it, and the set
// was scored once, unseen, at 6d5748d (the end of round sixteen) beside c5077d9 (before round
// four), 177a958 (round fourteen) and 06fe293 (round fifteen). The floors sit a little below the
// figures at 6d5748d (in the comments); from that score on, the set is development data.
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('sixteenth blind set', (t) =>
  assertBlindFloors(t, 'blind16', {
    // measured (sentences and notes combined), c5077d9 -> 177a958 -> 06fe293 -> 6d5748d: negated
    // 0.928 -> 0.941 -> 0.938 -> 0.938, uncertain 0.838 -> 0.870 -> 0.862 -> 0.862, historical
    // 0.740 -> 0.837 -> 0.837 -> 0.843, hypothetical 0.802 -> 0.854 -> 0.871 -> 0.871, non-patient
    // experiencer 0.844 -> 0.876 -> 0.876 -> 0.876, allergy 0.822 -> 0.905 -> 0.905 -> 0.905;
    // round seventeen (da4c73e, development data by then): negated 0.947, uncertain 0.879, historical
    // 0.854, hypothetical 0.907, experiencer 0.938, allergy 0.943
    contextF1: {
      negated: 0.925,
      uncertain: 0.85,
      historical: 0.84,
      hypothetical: 0.89,
      experiencer: 0.92,
      allergy: 0.93,
    },
    // measured (overlap rule, combined), c5077d9 -> 177a958 -> 06fe293 -> 6d5748d: recall problem
    // 0.835 -> 0.901 -> 0.901 -> 0.904, medication 0.848 -> 0.940 -> 0.947 -> 0.947, procedure 0.694
    // -> 0.726 -> 0.726 -> 0.726, test 0.739 -> 0.838 -> 0.838 -> 0.838; precision of all 0.944 ->
    // 0.955 -> 0.959 -> 0.959
    conceptRecall: { problem: 0.89, medication: 0.935, procedure: 0.71, test: 0.825 },
    conceptPrecision: 0.945,
    // measured on the notes: sentence F1 0.926 -> 0.959 -> 0.962 -> 0.962; section headers with the
    // right category 100/119 -> 109/119 -> 109/119 -> 109/119 (0.916); round seventeen: sentence F1
    // 0.980, headers 112/119 (0.941)
    sentenceF1: 0.97,
    sectionAccuracy: 0.93,
  }),
)
