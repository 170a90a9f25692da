// A relative who wonders or worries about the patient's finding asks about it; the finding stays the patient's.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const experiencer = (text: string, phrases: [string, string][]): string[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.experiencer)

t.test('a relative who wonders or worries is no experiencer', async (t) => {
  t.same(experiencer('Mother wonders if the spitting up is reflux.', [['reflux', 'problem']]), ['patient'])
  t.same(experiencer('Son is worried about her weight loss.', [['weight loss', 'problem']]), ['patient'])
})

t.test('a relative who has the finding keeps it', async (t) => {
  t.same(experiencer('Her son has had weight loss since the spring.', [['weight loss', 'problem']]), ['family'])
})
