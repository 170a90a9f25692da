// An order's own phrase of purpose, time or agent between it and a condition after it keeps the
// condition on the order; a list number or a comma hands the condition to another item.
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (text: string, phrase: Phrase): boolean[] => contextOf(text, [phrase]).map((a) => a.hypothetical)

t.test('a phrase of the order before its condition', async (t) => {
  t.same(hypothetical('Propranolol for migraine prevention if headaches stay weekly.', ['Propranolol', 'medication']), [
    true,
  ])
  t.same(hypothetical('Sertraline at the next visit if the mood stays low.', ['Sertraline', 'medication']), [true])
  t.same(
    hypothetical('Nerve conduction study through neurology if the numbness spreads.', [
      'Nerve conduction study',
      'test',
    ]),
    [true],
  )
})

t.test('where the rule stops: another item, or a phrase too long to be the order own', async (t) => {
  t.same(
    hypothetical('1) rest the ankle 2) naproxen for pain 3) come back if you cannot walk.', ['naproxen', 'medication']),
    [false],
  )
  t.same(hypothetical('Naproxen for pain, and come back if you cannot walk.', ['Naproxen', 'medication']), [false])
})

t.test('"once" with a clause of its own is a condition across the order phrase', async (t) => {
  t.same(hypothetical('Isoniazid for 9 months once the LFTs are back.', ['Isoniazid', 'medication']), [true])
  t.same(
    hypothetical('Appendectomy during this admission once the inflammation settles.', ['Appendectomy', 'procedure']),
    [true],
  )
})

t.test('where the rule stops: "once" counting doses after the phrase', async (t) => {
  t.same(hypothetical('Prednisone with food once daily.', ['Prednisone', 'medication']), [false])
})
