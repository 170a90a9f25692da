// A condition opened by any "once" holds back the order before it; the subject of a condition that
// waits for something to end or improve is present now, and a past verb dates the clause instead.
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: readonly Phrase[]): boolean[] =>
  contextOf(text, phrases).map((a) => a.hypothetical)
const plan = (body: string): string => `Plan:\n${body}\n`

t.test('an order held back by "once" is hypothetical, whatever opens the condition', async (t) => {
  t.same(
    hypothetical(plan('- Add etanercept 50 mg weekly once TB screening returns.'), [['etanercept', 'medication']]),
    [true],
  )
  t.same(
    hypothetical(plan('- Midline catheter once repeat cultures are negative.'), [['Midline catheter', 'procedure']]),
    [true],
  )
})

t.test('a single dose is no condition', async (t) => {
  t.same(hypothetical(plan('- Fosfomycin 3 g once today.'), [['Fosfomycin', 'medication']]), [false])
})

t.test('what a condition waits to end or improve is present now', async (t) => {
  t.same(
    hypothetical(plan('- Rotator cuff repair in 6 weeks once the bursitis settles.'), [
      ['Rotator cuff repair', 'procedure'],
      ['bursitis', 'problem'],
    ]),
    [true, false],
  )
  t.same(hypothetical('Wear the boot until the blister heals.', [['blister', 'problem']]), [false])
  t.same(hypothetical('Cefepime narrowed to cefazolin once sensitivities returned.', [['sensitivities', 'test']]), [
    false,
  ])
})
