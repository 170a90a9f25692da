// Context attributes of phrases in a test's own text: each phrase is found at its first
// occurrence after the previous one, optionally with its concept type, and read with the
// text's own sentences (and, unless told not to, its sections), as svc-context reads a note.
import { assignContext, type ContextAttributes, type ContextTarget } from '../../src/nlp/context.js'
import { findSections } from '../../src/nlp/sections.js'
import { findSentences } from '../../src/nlp/sentences.js'

/** A phrase, or a phrase with its concept_type. */
export type Phrase = string | [phrase: string, conceptType: string]

export function contextOf(
  text: string,
  phrases: readonly Phrase[],
  { sections = true }: { sections?: boolean } = {},
): ContextAttributes[] {
  let from = 0
  const targets: ContextTarget[] = phrases.map((p) => {
    const [phrase, type] = typeof p === 'string' ? [p, undefined] : p
    const at = text.indexOf(phrase, from)
    if (at < 0) throw new Error(`test phrase not in text: ${phrase}`)
    from = at + phrase.length
    return { start_index: at, end_index: at + phrase.length, ...(type === undefined ? {} : { concept_type: type }) }
  })
  const found = { sentences: findSentences(text), ...(sections ? { sections: findSections(text) } : {}) }
  return assignContext(text, targets, found).attributes
}
