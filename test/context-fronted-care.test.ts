// A problem named before the care it calls for is warned of: the subject of "needs a call" or
// "needs the ER", or the object of a clause-opening "for" before a verb of seeking care.
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: readonly Phrase[]): boolean[] =>
  contextOf(`${text}\n`, phrases, { sections: false }).map((a) => a.hypothetical)

t.test('a problem before the care it needs is warned of', async (t) => {
  t.same(
    hypothetical('Fever or a wound that drains pus needs a call to the clinic.', [
      ['Fever', 'problem'],
      ['drains pus', 'problem'],
    ]),
    [true, true],
  )
  t.same(hypothetical('Keep the cast dry; swelling of the toes needs to be seen today.', [['swelling', 'problem']]), [
    true,
  ])
  t.same(
    hypothetical('For vomiting or a stiff neck, go to the nearest ER.', [
      ['vomiting', 'problem'],
      ['stiff neck', 'problem'],
    ]),
    [true, true],
  )
})

t.test('what a problem needed, or "for X" before an act of this visit, is left as it reads', async (t) => {
  t.same(hypothetical('The bleeding needed a call to the surgeon overnight.', [['bleeding', 'problem']]), [false])
  t.same(hypothetical('For nausea, ondansetron was given.', [['nausea', 'problem']]), [false])
})
