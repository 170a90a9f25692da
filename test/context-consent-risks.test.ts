// The harms named when a consent is taken may come: a label of risks told ("Complications
// explained:") and a consent given after a discussion of them put the list ahead; a bare label of
// a risk ("Pressure ulcer risk:") heads what is done now.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: string[]): boolean[] =>
  contextOf(
    text,
    phrases.map((p): [string, string] => [p, 'problem']),
    { sections: false },
  ).map((a) => a.hypothetical)

t.test('a label of risks told puts its list ahead', async (t) => {
  const text = 'Complications explained: wound infection, nerve injury (rare), and stiffness.'
  t.same(hypothetical(text, ['wound infection', 'nerve injury', 'stiffness']), [true, true, true])
})

t.test('a consent after a discussion of harms puts them ahead', async (t) => {
  const text = 'Informed consent obtained after discussion of bleeding, bowel perforation and sedation reactions.'
  t.same(hypothetical(text, ['bleeding', 'bowel perforation', 'sedation reactions']), [true, true, true])
})

t.test('a bare label of a risk heads what is done now', async (t) => {
  const text = 'Pressure ulcer risk: sacral redness, turning every 2 hours.'
  t.same(hypothetical(text, ['sacral redness']), [false])
})
