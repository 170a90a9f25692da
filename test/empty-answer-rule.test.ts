// The empty-answer-after-outage rule, by a table: when an empty registry answer is believed,
// and when the last good routes keep serving instead (and until when).
import t from 'tap'
import { judgeEmptyAnswer, type EmptyAnswerFacts } from '../src/discovery/empty-answer-rule.js'

const GRACE = 30_000
const NOW = 1_000_000

/** An empty answer right after an outage, routes there before, first seen now: the case the rule exists for. */
const suspect: EmptyAnswerFacts = {
  empty: true,
  recovering: true,
  lastGoodEmpty: false,
  emptySince: undefined,
  graceMs: GRACE,
  now: NOW,
}

interface Row {
  name: string
  facts: Partial<EmptyAnswerFacts>
  trust: boolean
  why: RegExp
  /** For a distrusted answer: the emptySince to carry to the next answer. */
  emptySince?: number
}

const table: Row[] = [
  {
    name: 'first empty answer after an outage, routes before: distrusted from now',
    facts: {},
    trust: false,
    why: /answered no services right after an outage; keeping the last good routes for up to 30 s/,
    emptySince: NOW,
  },
  {
    name: 'still empty within the grace: distrusted, counted from the first',
    facts: { emptySince: NOW - GRACE + 1 },
    trust: false,
    why: /right after an outage/,
    emptySince: NOW - GRACE + 1,
  },
  {
    name: 'still empty when the grace ends: believed',
    facts: { emptySince: NOW - GRACE },
    trust: true,
    why: /after the grace period/,
  },
  {
    name: 'still empty long after the grace: believed',
    facts: { emptySince: NOW - 10 * GRACE },
    trust: true,
    why: /after the grace period/,
  },
  {
    name: 'an answer with routes after an outage: believed',
    facts: { empty: false },
    trust: true,
    why: /routes something/,
  },
  {
    name: 'an answer with routes while an empty run was being distrusted: believed',
    facts: { empty: false, emptySince: NOW - 5 },
    trust: true,
    why: /routes something/,
  },
  {
    name: 'empty without an outage (everything deregistered): believed',
    facts: { recovering: false },
    trust: true,
    why: /no outage/,
  },
  {
    name: 'empty after an outage when the last good answer was empty too: believed',
    facts: { lastGoodEmpty: true },
    trust: true,
    why: /empty too/,
  },
  { name: 'no grace at all: believed at once', facts: { graceMs: 0 }, trust: true, why: /after the grace period/ },
  {
    name: 'the grace in the reason is rounded to seconds',
    facts: { graceMs: 90_400 },
    trust: false,
    why: /for up to 90 s$/,
    emptySince: NOW,
  },
]

for (const row of table) {
  t.test(row.name, async (t) => {
    const verdict = judgeEmptyAnswer({ ...suspect, ...row.facts })
    t.equal(verdict.trust, row.trust, row.trust ? 'believed' : 'distrusted')
    t.match(verdict.why, row.why)
    if (!verdict.trust) t.equal(verdict.emptySince, row.emptySince)
  })
}

t.test('a run of empty answers: distrusted through the grace, then believed', async (t) => {
  let emptySince: number | undefined
  const verdicts: boolean[] = []
  for (const now of [NOW, NOW + 10_000, NOW + GRACE - 1, NOW + GRACE]) {
    const verdict = judgeEmptyAnswer({ ...suspect, emptySince, now })
    verdicts.push(verdict.trust)
    if (!verdict.trust) emptySince = verdict.emptySince
  }
  t.same(verdicts, [false, false, false, true])
  t.equal(emptySince, NOW, 'the grace counts from the first empty answer')
})
