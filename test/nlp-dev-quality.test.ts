// Holds the annotators above floors on the development set (test/fixtures/dev/) and on the check
// set written after the rules (test/fixtures/dev-check/). The floors sit a little below the
// measured figures (in the comments), so a change that loses accuracy fails here.
import t from 'tap'
import { devDocs, f1, formatDevScore, recall, precision, scoreDev, type DevScore } from './helpers/dev-score.js'

interface Floors {
  context: Partial<Record<keyof DevScore['context'], number>>
  conceptRecall: number
  conceptPrecision: number
  problemRecall: number
  medicationRecall: number
  sentenceF1: number
}

const SETS: { set: 'dev' | 'dev-check'; floors: Floors }[] = [
  {
    // measured: negated 0.996, uncertain 1.000, historical 0.990 (0.995 after round three),
    // hypothetical 0.993, family 1.000, allergy 1.000; concepts P 0.999 R 1.000; sentences F1 0.996;
    // after round four (issue 30) concept precision 0.996: latex and gait training are concepts in
    // the blind sets' gold, not in this set's
    set: 'dev',
    floors: {
      context: { negated: 0.97, uncertain: 0.95, historical: 0.97, hypothetical: 0.95, family: 0.95, allergy: 0.95 },
      conceptRecall: 0.97,
      conceptPrecision: 0.97,
      problemRecall: 0.97,
      medicationRecall: 0.97,
      sentenceF1: 0.97,
    },
  },
  {
    // first scored before any rule looked at it: negated 0.966, uncertain 0.903, historical 0.840,
    // hypothetical 0.947, allergy 0.833, concept recall 0.947; after the fixes it prompted:
    // negated 0.988, uncertain 1.000, historical 0.962, hypothetical 1.000, allergy 1.000,
    // concepts P 0.990 R 0.997, sentences 1.000; at 83ca327: negated 0.990, uncertain 0.977,
    // historical 0.979, hypothetical 0.977; after round three: 0.990, 1.000, 0.979, 0.989; after
    // round four concept precision 0.987 (shellfish, a wound, smoking cessation: concepts in the
    // blind sets' gold, not in this set's)
    set: 'dev-check',
    floors: {
      context: { negated: 0.95, uncertain: 0.95, historical: 0.9, hypothetical: 0.96, family: 0.95, allergy: 0.9 },
      conceptRecall: 0.95,
      conceptPrecision: 0.95,
      problemRecall: 0.95,
      medicationRecall: 0.95,
      sentenceF1: 0.95,
    },
  },
]

for (const { set, floors } of SETS) {
  t.test(set, async (t) => {
    const score = scoreDev(devDocs(set))
    t.comment(formatDevScore(score))
    for (const [name, floor] of Object.entries(floors.context)) {
      const got = f1(score.context[name as keyof DevScore['context']])
      t.ok(got >= floor!, `${name} F1 ${got.toFixed(3)} >= ${floor}`)
    }
    t.ok(recall(score.concepts.all) >= floors.conceptRecall, `concept recall ${recall(score.concepts.all).toFixed(3)}`)
    t.ok(
      precision(score.concepts.all) >= floors.conceptPrecision,
      `concept precision ${precision(score.concepts.all).toFixed(3)}`,
    )
    t.ok(
      recall(score.concepts.problem) >= floors.problemRecall,
      `problem recall ${recall(score.concepts.problem).toFixed(3)}`,
    )
    t.ok(
      recall(score.concepts.medication) >= floors.medicationRecall,
      `medication recall ${recall(score.concepts.medication).toFixed(3)}`,
    )
    t.ok(f1(score.sentences) >= floors.sentenceF1, `sentence F1 ${f1(score.sentences).toFixed(3)}`)
  })
}
