// Past times the context finder reads as history: weeks back ("6 wks ago") either side of its
// clause, and "once before" / "twice before" after the event they date.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const historical = (text: string, phrases: string[]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.historical)

t.test('weeks back dates its clause, forward and back; the clause after the comma is current', async (t) => {
  t.same(historical('3 wks ago had strep throat, fatigue has lasted since.', ['strep throat', 'fatigue']), [
    true,
    false,
  ])
  t.same(historical('Seen for gout two weeks ago, on colchicine now.', ['gout']), [true])
  // days back is the present illness
  t.same(historical('Fever began 3 days ago.', ['Fever']), [false])
})

t.test('"once before" and "twice before" date the event they follow', async (t) => {
  t.same(historical('He had shingles once before, and a rash again today.', ['shingles']), [true])
  t.same(historical('She took ondansetron twice before without side effects.', ['ondansetron']), [true])
})
