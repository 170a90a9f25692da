// A bracket opened by a word of the past is an aside about the history: cues outside it do not
// reach into it; a bracket without such a word, or a cue inside the bracket, still reaches.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const read = (
  text: string,
  phrases: readonly Phrase[],
): Pick<ContextAttributes, 'negated' | 'historical' | 'hypothetical'>[] =>
  contextOf(text, phrases).map(({ negated, historical, hypothetical }) => ({ negated, historical, hypothetical }))

t.test('a past aside is walled from the negation and the plan around it', async (t) => {
  t.same(read('No NSAIDs (prior GI bleed).', [['GI bleed', 'problem']]), [
    { negated: false, historical: true, hypothetical: false },
  ])
  t.same(
    read('DVT prophylaxis: enoxaparin daily (history of heparin-induced thrombocytopenia excluded).', [
      ['DVT', 'problem'],
    ]),
    [{ negated: false, historical: false, hypothetical: true }],
  )
})

t.test('an ordinary bracket, or a target before the bracket, is still reached', async (t) => {
  t.same(read('No rash (itching only).', [['itching', 'problem']]), [
    { negated: true, historical: false, hypothetical: false },
  ])
  t.same(read('No NSAIDs (prior GI bleed).', [['NSAIDs', 'medication']]), [
    { negated: true, historical: false, hypothetical: false },
  ])
})
