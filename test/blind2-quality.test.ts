// Holds the annotators above floors on the second blind set (test/fixtures/blind2/), scored once,
// unseen, at 7929bfc (the end of issue 16's round two). Round three tuned on it like the other
// sets, so its figures since no longer estimate unseen notes. The floors sit a little below the
// measured figures (in the comments).
import t from 'tap'
import { assertBlindFloors } from './helpers/blind-floors.js'

t.test('second blind set', (t) =>
  assertBlindFloors(t, 'blind2', {
    // measured at 7929bfc (sentences and notes combined) → after round three (tuned on it):
    // negated 0.963 → 0.994, uncertain 0.866 → 0.928, historical 0.878 → 0.942, hypothetical
    // 0.816 → 0.941, non-patient experiencer 0.867 → 0.951, allergy 0.951 → 0.951; after round
    // four (issue 30): allergy 0.967, the others unchanged. Negated 0.994 → 0.978 when a drug held
    // or stopped in this encounter became negated (docs: Conventions): this set's gold, written
    // before, reads nine such drugs with nothing; a change of convention, not a regression
    contextF1: {
      negated: 0.97,
      uncertain: 0.91,
      historical: 0.93,
      hypothetical: 0.93,
      experiencer: 0.93,
      allergy: 0.95,
    },
    // measured (overlap rule, combined): recall problem 0.898 → 0.936, medication 0.960 → 0.967,
    // procedure 0.813 → 0.892, test 0.816 → 0.911; precision of all 0.951 → 0.952; after round
    // four: problem 0.943, medication 0.976, procedure 0.904, test 0.916, precision 0.954
    conceptRecall: { problem: 0.93, medication: 0.96, procedure: 0.885, test: 0.9 },
    conceptPrecision: 0.94,
    // measured on the notes: sentence F1 0.971 → 0.974; section headers with the right category
    // 90/103 (0.874) → 93/103 (0.903); after round four: 0.976, 95/103 (0.922)
    sentenceF1: 0.965,
    sectionAccuracy: 0.91,
  }),
)
