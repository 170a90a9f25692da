// Events the words right before them put behind the patient: "recent" before an event, and a
// particular past procedure that time is counted from ("since the", "after her").
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const historical = (text: string, phrases: (string | [string, string])[], sections = false): boolean[] =>
  contextOf(text, phrases, { sections }).map((a) => a.historical)

t.test(
  'an event called recent has happened; a denial or a recent change to a drug does not make history',
  async (t) => {
    t.same(historical('Gait training advised in view of the recent syncope.', ['syncope']), [true])
    t.same(historical('Pancreatitis suspected, given a recent episode of gallstone colic.', ['gallstone colic']), [
      true,
    ])
    t.same(historical('Denies any recent chest pain.', ['chest pain']), [false])
    t.same(historical('Dizziness probably from the recent metoprolol increase.', ['metoprolol']), [false])
  },
)

t.test('a particular procedure that time is counted from is past, unless what is said looks ahead', async (t) => {
  t.same(historical('No further seizures since the lobectomy.', [['lobectomy', 'procedure']]), [true])
  t.same(historical('Wound drained a little after her hernia repair.', [['hernia repair', 'procedure']]), [true])
  // an instruction or a condition: the procedure is still to come
  t.same(historical('Call the clinic for fever after the lithotripsy.', [['lithotripsy', 'procedure']]), [false])
  // in a plan section the anchor is ahead
  const plan = 'Plan:\n- Soreness after the arthroscopy is expected; rest the knee.'
  t.same(historical(plan, [['arthroscopy', 'procedure']], true), [false])
})
