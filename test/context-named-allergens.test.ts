// A drug the note gives as the patient's allergen stays an allergen where a clause of its own
// withholds it; a denied item inside an order's list is a detail of that order.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const read = (text: string, phrases: string[]): string[] =>
  contextOf(
    text,
    phrases.map((p): [string, string] => [p, 'medication']),
    { sections: false },
  ).map((a) => `${a.negated ? 'negated' : '-'} ${a.allergy ? 'allergy' : '-'}`)

t.test('a withheld allergen is negated and an allergen', async (t) => {
  t.same(
    read('Allergic to naproxen (angioedema).\nPlan: paracetamol for pain; do not take naproxen.', [
      'naproxen',
      'naproxen',
    ]),
    ['- allergy', 'negated allergy'],
  )
  t.same(read('Allergic to codeine (hives).\nNo codeine was given in recovery.', ['codeine', 'codeine']), [
    '- allergy',
    'negated allergy',
  ])
})

t.test('a denied item of an order list, or a drug not listed as an allergen, is only negated', async (t) => {
  t.same(
    read('Allergic to codeine (hives).\nPCA settings: rate 0, lockout 10 min, no codeine.', ['codeine', 'codeine']),
    ['- allergy', 'negated -'],
  )
  t.same(read('Allergic to codeine (hives).\nNo tramadol was given.', ['codeine', 'tramadol']), [
    '- allergy',
    'negated -',
  ])
})
