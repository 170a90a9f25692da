// A plan item timed by a bare date or season after it is scheduled: hypothetical, not historical.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const plan = (body: string): string => `Assessment and Plan:\n${body}\n`
const read = (body: string, phrases: readonly Phrase[]): [boolean, boolean][] =>
  contextOf(plan(body), phrases).map((a: ContextAttributes) => [a.hypothetical, a.historical])

t.test('a test or procedure followed only by a time is scheduled', async (t) => {
  t.same(read('- Bone density scan in 2031.', [['Bone density scan', 'test']]), [[true, false]])
  t.same(read('3. Sleep study in the fall.', [['Sleep study', 'test']]), [[true, false]])
  t.same(read('- continue vedolizumab; next infusion 05/2031.', [['infusion', 'procedure']]), [[true, false]])
})

t.test('a time with a result, a value or a word of the past stays history', async (t) => {
  t.same(read('- Bone density scan 2024: osteopenia.', [['Bone density scan', 'test']]), [[false, true]])
  t.same(read('- last colonoscopy in 2023.', [['colonoscopy', 'procedure']]), [[false, true]])
  t.same(read('- Stress test 03/2022 was normal.', [['Stress test', 'test']]), [[false, true]])
})

t.test('outside a plan, a dated study is an earlier one', async (t) => {
  const [a] = contextOf('History:\nSleep study in 2019.\n', [['Sleep study', 'test']])
  t.equal(a!.historical, true)
})
