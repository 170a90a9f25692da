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

t.test('risks told with "including" put the list ahead', async (t) => {
  const text = 'Risks discussed, including hematoma, nerve injury and stiffness; she agreed.'
  t.same(hypothetical(text, ['hematoma', 'nerve injury', 'stiffness']), [true, true, true])
})

t.test('a consent named by its form after a discussion of harms puts them ahead', async (t) => {
  const text = 'Verbal consent after discussion of bruising and infection.'
  t.same(hypothetical(text, ['bruising', 'infection']), [true, true])
})

t.test('where the told risks stop', async (t) => {
  // the semicolon ends the list: what follows is found now
  const text = 'Risks explained, including infection; wound erythema on exam.'
  t.same(hypothetical(text, ['infection', 'wound erythema']), [true, false])
  // risks told with no list after them name nothing: the abscess is found now
  t.same(hypothetical('Risks explained and he wishes to proceed with drainage of the abscess.', ['abscess']), [false])
})
