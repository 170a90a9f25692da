// Scores assignContext against the gold sets and holds the figures above floors set a little
// below the measured ones, so a change that loses accuracy fails here. The table is printed.
import t from 'tap'
import { formatScore, readGold, scoreGold, type GoldScore } from './helpers/context-gold.js'

type Floors = Record<keyof GoldScore['attributes'] | 'experiencerAccuracy', number>

const SETS: { file: string; floors: Floors }[] = [
  {
    // measured: every F1 and the experiencer accuracy 1.000
    file: 'context-gold.tsv',
    floors: {
      negated: 0.95,
      uncertain: 0.95,
      historical: 0.95,
      hypothetical: 0.95,
      family: 0.95,
      experiencerAccuracy: 0.95,
    },
  },
  {
    // measured F1: negated 1.000, uncertain 0.987 (1.000 after round three), historical 1.000, hypothetical 1.000,
    // family 1.000; accuracy 1.000 (issue 16; before it: 0.996, 0.986, 0.966, 0.917, 1.000, with 'unlikely' then
    // scored as a negation)
    file: 'context-gold-extra.tsv',
    floors: {
      negated: 0.98,
      uncertain: 0.98,
      historical: 0.97,
      hypothetical: 0.96,
      family: 0.97,
      experiencerAccuracy: 0.98,
    },
  },
  {
    // issue 16, round two: 339 sentences written from the annotation guidelines by the author of
    // that round's rules, in ten batches, each scored before the fixes it prompted (first scores,
    // hypothetical / historical F1: 1.000 / 1.000 (written after the first rules), 0.857 / 0.857,
    // 0.645 / 0.778, 0.938 / 0.762, 0.952 / 0.857, 0.933 / –, 0.870 / 0.857, – / 0.837, 0.708 /
    // –; the eighth, on negation and hedges: negated 0.976, uncertain 0.941). Measured at
    // c398d19: negated 0.977, uncertain 0.958, historical 0.847, hypothetical 0.848, family 0.900;
    // after: 1.000, 0.979, 0.951, 0.971, 1.000, experiencer accuracy 1.000; after round three
    // (tuned on it with the other sets): 1.000, 0.979, 0.974, 0.977, 1.000.
    file: 'context-gold-round2.tsv',
    floors: {
      negated: 0.97,
      uncertain: 0.95,
      historical: 0.955,
      hypothetical: 0.96,
      family: 0.95,
      experiencerAccuracy: 0.97,
    },
  },
]

for (const { file, floors } of SETS) {
  t.test(file, async (t) => {
    const rows = readGold(new URL(`./fixtures/${file}`, import.meta.url))
    const score = scoreGold(rows)
    t.comment(formatScore(file, score))
    t.same(
      score.missing.map((r) => r.line),
      [],
      'every gold concept occurs in its sentence',
    )
    t.ok(score.rows >= rows.length && rows.length > 0, `${score.rows} rows scored`)
    for (const [name, prf] of Object.entries(score.attributes)) {
      const floor = floors[name as keyof Floors]
      t.ok(prf.f1 >= floor, `${name} F1 ${prf.f1.toFixed(3)} >= ${floor}`)
    }
    t.ok(
      score.experiencerAccuracy >= floors.experiencerAccuracy,
      `experiencer accuracy ${score.experiencerAccuracy.toFixed(3)} >= ${floors.experiencerAccuracy}`,
    )
    t.ok(score.attributes.negated.f1 >= 0.95, 'negation F1 meets the 0.95 target')
  })
}

t.test('the extra gold set has at least 170 distinct sentences', async (t) => {
  const rows = readGold(new URL('./fixtures/context-gold-extra.tsv', import.meta.url))
  t.ok(new Set(rows.map((r) => r.sentence)).size >= 170)
})
