// A procedure the story dates to a past day by its shape (a verb of undergoing, a person and a
// past verb, or a dated report opening the sentence) is historical; a day ahead in a plan is not.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const historical = (text: string, targets: [string, string][]): boolean[] =>
  contextOf(text, targets).map((a) => a.historical)

t.test('a procedure undergone on a past day is historical', async (t) => {
  const text =
    'HPI:\nShe had a cervical facet injection on 08/14 with brief relief.\nOn 10/30 we closed the wound with a rotation flap.\n'
  t.same(
    historical(text, [
      ['cervical facet injection', 'procedure'],
      ['rotation flap', 'procedure'],
    ]),
    [true, true],
  )
})

t.test('a dated report opening the sentence is historical', async (t) => {
  const text = 'HPI:\nPunch biopsy of the forearm rash on 10/14 showed spongiotic dermatitis.\n'
  t.same(historical(text, [['Punch biopsy', 'procedure']]), [true])
})

t.test('a day ahead, or a day with no verb of undergoing, dates nothing', async (t) => {
  const text =
    'HPI:\nShe is booked for a cervical facet injection on 12/22.\nWound flap on 11/30; flap checks hourly.\n'
  t.same(
    historical(text, [
      ['cervical facet injection', 'procedure'],
      ['Wound flap', 'procedure'],
    ]),
    [false, false],
  )
})
