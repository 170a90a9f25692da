// Holds the annotators above floors on the twelfth blind set (test/fixtures/blind12/), written
// (8ce9bd2, from 4259323) by a helper that did not read the rules, before any round-eleven rule was
// merged; rounds eleven and twelve were tuned on other sets by helpers that did not see it, and the
// set was scored once, unseen, at 22311a3 (the end of round twelve) beside c5077d9 (before round
// four), 4259323 (round ten) and 1b6aa26 (round eleven). The floors sit a little below the figures at
// 22311a3 (in the comments); from that score on, the set is development data.
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('twelfth blind set', (t) =>
  assertBlindFloors(t, 'blind12', {
    // measured (sentences and notes combined), c5077d9 -> 4259323 -> 1b6aa26 -> 22311a3: negated
    // 0.909 -> 0.946 -> 0.949 -> 0.954, uncertain 0.827 -> 0.824 -> 0.846 -> 0.846, historical
    // 0.781 -> 0.844 -> 0.854 -> 0.854, hypothetical 0.783 -> 0.813 -> 0.814 -> 0.814, non-patient
    // experiencer 0.836 -> 0.893 -> 0.893 -> 0.893, allergy 0.827 -> 0.886 -> 0.943 -> 0.943
    contextF1: {
      negated: 0.945,
      uncertain: 0.835,
      historical: 0.84,
      hypothetical: 0.805,
      experiencer: 0.88,
      allergy: 0.93,
    },
    // measured (overlap rule, combined), c5077d9 -> 4259323 -> 1b6aa26 -> 22311a3: recall problem
    // 0.859 -> 0.912 -> 0.914 -> 0.915, medication 0.885 -> 0.952 -> 0.952 -> 0.952, procedure 0.732
    // -> 0.780 -> 0.780 -> 0.805, test 0.745 -> 0.797 -> 0.808 -> 0.811; precision of all 0.950 ->
    // 0.960 -> 0.960 -> 0.959; with round thirteen's vocabulary (lex13) procedure 0.854, test 0.913,
    // precision 0.963
    conceptRecall: { problem: 0.905, medication: 0.94, procedure: 0.84, test: 0.9 },
    conceptPrecision: 0.95,
    // measured on the notes: sentence F1 0.954 -> 0.960 -> 0.969 -> 0.969 -> 0.986 (round thirteen);
    // section headers with the right category 85/117 -> 89/117 -> 103/117 -> 103/117 -> 113/117 (0.966)
    sentenceF1: 0.975,
    sectionAccuracy: 0.95,
  }),
)
