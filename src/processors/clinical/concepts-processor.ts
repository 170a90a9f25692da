// svc-concepts: `concepts` from the built-in lexicon merged with user lexicons.
import { asFlatLabels } from '../../api/labels.js'
import { ConceptMatcher } from '../../nlp/concepts.js'
import { BUILTIN_LEXICON, mergeLexicons, type LexiconEntry } from '../../nlp/lexicon.js'
import type { SenseRow } from '../../nlp/sense-table.js'
import { DocumentProcessor, type Document, type ProcessResult } from '../../processing/index.js'
import { documentProcessorInfo, optionalLabels } from './params.js'

export class ConceptsProcessor extends DocumentProcessor {
  readonly info = documentProcessorInfo(
    'svc-concepts',
    'Dictionary matching of problems, medications, procedures and tests (longest match, case- and whitespace-insensitive, simple plurals, misspelt drug names); uses `sections` when present.',
    {
      inputs: [{ name: 'sections', description: 'optional: sections, for the section field' }],
      outputs: [
        {
          name: 'concepts',
          description:
            'concept_type, preferred_term, code, code_system, section; matched_variant on a misspelt drug name',
        },
      ],
    },
  )
  private readonly matcher: ConceptMatcher

  constructor(userLexicon: readonly LexiconEntry[] = [], senses: readonly SenseRow[] = []) {
    super()
    this.matcher = new ConceptMatcher(
      userLexicon.length ? mergeLexicons(BUILTIN_LEXICON, userLexicon) : BUILTIN_LEXICON,
      senses,
    )
  }

  async process(doc: Document): Promise<ProcessResult> {
    const sections = (await optionalLabels(doc, 'sections')) as
      | { start_index: number; end_index: number; category: string; title?: string }[]
      | undefined
    // A header such as "ALLERGIES:" names a section, not a finding: drop matches inside titles.
    const titles = (sections ?? [])
      .filter((s) => s.title)
      .map((s) => [s.start_index, s.start_index + (s.title as string).length])
    const concepts = this.matcher
      .match(doc.text, sections)
      .filter((c) => !titles.some(([a, b]) => c.start_index >= a && c.end_index <= b))
    const count = concepts.length
    // the matcher's labels are new on every call: handed over, they are kept, not copied
    await doc.addLabels('concepts', asFlatLabels(concepts), { distinct: false, handOver: true })
    return { concepts: count }
  }
}
