// The event an "after" clause counts from is where the clock starts, not what a condition or a
// plan puts ahead.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.hypothetical)

t.test('what "after the", "after starting" or "after N weeks of" names is not put ahead', async (t) => {
  t.same(hypothetical('Come back if the ankle still hurts after the cast removal.', [['cast removal', 'procedure']]), [
    false,
  ])
  t.same(hypothetical('Call us if you feel faint after starting amiodarone.', [['amiodarone', 'medication']]), [false])
  t.same(
    hypothetical('Repeat colonoscopy if bleeding recurs after 4 weeks of mesalamine.', [
      ['colonoscopy', 'procedure'],
      ['mesalamine', 'medication'],
    ]),
    [true, false],
  )
})

t.test('an event after "after" that is still to come stays hypothetical', async (t) => {
  // a passive verb puts it ahead
  t.same(
    hypothetical('Consider an MRI if no better after the brace is fitted.', [
      ['MRI', 'test'],
      ['brace', 'procedure'],
    ]),
    [true, true],
  )
  t.same(
    hypothetical('Consider an MRI if no better after the brace.', [
      ['MRI', 'test'],
      ['brace', 'procedure'],
    ]),
    [true, false],
  )
  // a bare "after" chains the plan's steps
  t.same(hypothetical('Consider knee replacement after weight loss surgery.', [['weight loss surgery', 'procedure']]), [
    true,
  ])
})
