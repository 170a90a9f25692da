// "hx" in a label of another part of the story (src/nlp/context-history-labels.ts) dates nothing.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const historical = (text: string, phrases: Phrase[]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a: ContextAttributes) => a.historical)

t.test('a social or interval history label leaves what follows as it reads', async (t) => {
  t.same(historical('soc hx: vapes daily, cannabis on weekends.', [['cannabis', 'problem']]), [false])
  t.same(historical('interval hx: new ankle swelling this week.', [['ankle swelling', 'problem']]), [false])
})

t.test('"hx" of a past condition still dates it', async (t) => {
  t.same(historical('hx of gout, last flare years ago.', [['gout', 'problem']]), [true])
})
