// The clinical processors: each NLP step of src/nlp/ as a processor of the SDK, callable alone
// or as a component of svc-default-pipeline. Label index names and fields are a contract
// (README "Clinical processors").
import { invalidArgument, SvcError } from '../api/errors.js'
import type { FlatLabel } from '../api/labels.js'
import { Status } from '../api/status.js'
import { DocumentProcessor, EventProcessor, type Document, type Event, type Params, type ProcessorInfo, type ProcessResult } from '../processing/index.js'
import { ConceptMatcher } from './concepts.js'
import { assignContext } from './context.js'
import { BUILTIN_LEXICON, mergeLexicons, type LexiconEntry } from './lexicon.js'
import { binaryToText, isRtf, RtfError, rtfToText } from './rtf.js'
import { findSections } from './sections.js'
import { findSentences } from './sentences.js'
import { tokenize } from './tokens.js'

const DOCUMENT_NAME = { name: 'document_name', description: 'the document to process', data_type: 'str', required: true }

function stringParam(params: Params, name: string, fallback: string): string {
  const v = params[name]
  if (v === undefined || v === null) return fallback
  if (typeof v !== 'string' || v.length === 0) throw invalidArgument(`params.${name} must be a non-empty string`)
  return v
}

/** Labels of an index, or undefined when the document has no such index. */
async function optionalLabels(doc: Document, index: string): Promise<FlatLabel[] | undefined> {
  try {
    return await doc.getLabels(index)
  } catch (err) {
    if (err instanceof SvcError && err.code === Status.NOT_FOUND) return undefined
    throw err
  }
}

/** svc-rtf: binary `rtf` (RTF, or UTF-8 plain text) → document `params.document_name`. */
export class RtfProcessor extends EventProcessor {
  readonly info: ProcessorInfo = {
    name: 'svc-rtf',
    description: 'Converts the binary "rtf" (RTF, or plain UTF-8 text passed through) to a document of plain text.',
    parameters: [
      { name: 'document_name', description: 'name of the document to create (default plaintext)', data_type: 'str', required: false },
      { name: 'binary_name', description: 'binary to read (default rtf)', data_type: 'str', required: false },
    ],
    inputs: [{ name: 'rtf', description: 'binary: an RTF file or plain text' }],
    outputs: [{ name: 'document', description: 'the plain text as a document' }],
  }

  async process(event: Event, params: Params): Promise<ProcessResult> {
    const documentName = stringParam(params, 'document_name', 'plaintext')
    const binaryName = stringParam(params, 'binary_name', 'rtf')
    const data = await event.getBinary(binaryName)
    let text: string
    let warnings = 0
    const rtf = isRtf(data)
    try {
      if (rtf) {
        const r = rtfToText(data)
        text = r.text
        warnings = r.warnings.length
      } else {
        text = binaryToText(data)
      }
    } catch (err) {
      if (err instanceof RtfError) throw invalidArgument(`binary ${binaryName} is not readable RTF: ${err.message}`)
      throw err
    }
    await event.addDocument(documentName, text)
    return { document_name: documentName, rtf, characters: text.length, warnings }
  }
}

/** svc-sentences: `sentences` (distinct). */
export class SentencesProcessor extends DocumentProcessor {
  readonly info: ProcessorInfo = {
    name: 'svc-sentences',
    description: 'Finds sentences, aware of clinical layout: section headers, numbered lists, line breaks, abbreviations, decimals.',
    parameters: [DOCUMENT_NAME],
    inputs: [],
    outputs: [{ name: 'sentences', description: 'distinct sentence spans' }],
  }

  async process(doc: Document): Promise<ProcessResult> {
    const sentences = findSentences(doc.text)
    await doc.addLabels('sentences', sentences.map(span), { distinct: true })
    return { sentences: sentences.length }
  }
}

/** svc-tokens: `tokens` (distinct) with `pos` (Universal POS tag). */
export class TokensProcessor extends DocumentProcessor {
  readonly info: ProcessorInfo = {
    name: 'svc-tokens',
    description: 'Tokenizes and tags each token with its Universal POS tag; uses `sentences` when present.',
    parameters: [DOCUMENT_NAME],
    inputs: [{ name: 'sentences', description: 'optional: sentence spans' }],
    outputs: [{ name: 'tokens', description: 'distinct tokens with pos' }],
  }

  async process(doc: Document): Promise<ProcessResult> {
    const sentences = await optionalLabels(doc, 'sentences')
    const tokens = tokenize(doc.text, sentences)
    await doc.addLabels('tokens', tokens.map((t) => ({ start_index: t.start_index, end_index: t.end_index, pos: t.pos })), { distinct: true })
    return { tokens: tokens.length }
  }
}

/** svc-sections: `sections` (distinct) with `title` and `category`. */
export class SectionsProcessor extends DocumentProcessor {
  readonly info: ProcessorInfo = {
    name: 'svc-sections',
    description: 'Finds section headers and their bodies, with the title as written and a category from a fixed list.',
    parameters: [DOCUMENT_NAME],
    inputs: [],
    outputs: [{ name: 'sections', description: 'distinct sections with title and category' }],
  }

  async process(doc: Document): Promise<ProcessResult> {
    const sections = findSections(doc.text)
    await doc.addLabels('sections', sections.map((s) => ({ start_index: s.start_index, end_index: s.end_index, title: s.title, category: s.category })), { distinct: true })
    return { sections: sections.length }
  }
}

/** svc-concepts: `concepts` from the built-in lexicon merged with user lexicons. */
export class ConceptsProcessor extends DocumentProcessor {
  readonly info: ProcessorInfo = {
    name: 'svc-concepts',
    description: 'Dictionary matching of problems, medications, procedures and tests (longest match, case- and whitespace-insensitive, simple plurals); uses `sections` when present.',
    parameters: [DOCUMENT_NAME],
    inputs: [{ name: 'sections', description: 'optional: sections, for the section field' }],
    outputs: [{ name: 'concepts', description: 'concept_type, preferred_term, code, section' }],
  }
  private readonly matcher: ConceptMatcher

  constructor(userLexicon: readonly LexiconEntry[] = []) {
    super()
    this.matcher = new ConceptMatcher(userLexicon.length ? mergeLexicons(BUILTIN_LEXICON, userLexicon) : BUILTIN_LEXICON)
  }

  async process(doc: Document): Promise<ProcessResult> {
    const sections = (await optionalLabels(doc, 'sections')) as { start_index: number; end_index: number; category: string; title?: string }[] | undefined
    // A header such as "ALLERGIES:" names a section, not a finding: drop matches inside titles.
    const titles = (sections ?? []).filter((s) => s.title).map((s) => [s.start_index, s.start_index + (s.title as string).length])
    const concepts = this.matcher.match(doc.text, sections).filter((c) => !titles.some(([a, b]) => c.start_index >= a && c.end_index <= b))
    await doc.addLabels('concepts', concepts as unknown as FlatLabel[], { distinct: false })
    return { concepts: concepts.length }
  }
}

/** svc-context: negation, uncertainty, history, hypothetical and experiencer of the targets. */
export class ContextProcessor extends DocumentProcessor {
  readonly info: ProcessorInfo = {
    name: 'svc-context',
    description: 'NegEx/ConText-style attributes of target labels: negated, uncertain, historical, hypothetical, allergy (booleans) and experiencer (patient, family, other).',
    parameters: [
      DOCUMENT_NAME,
      { name: 'targets_index', description: 'index of the targets (default concepts)', data_type: 'str', required: false },
      { name: 'output_index', description: 'index to write (default: the targets index, replaced)', data_type: 'str', required: false },
      { name: 'cues', description: 'also write context_cues with the trigger spans (default true)', data_type: 'bool', required: false },
    ],
    inputs: [
      { name: 'concepts', description: 'the targets (or params.targets_index)' },
      { name: 'sentences', description: 'optional: scope boundaries' },
      { name: 'sections', description: 'optional: section defaults (family history, past history)' },
    ],
    outputs: [
      { name: 'concepts', description: 'the targets with the attributes added (or params.output_index)' },
      { name: 'context_cues', description: 'trigger spans with category and direction' },
    ],
  }

  async process(doc: Document, params: Params): Promise<ProcessResult> {
    const targetsIndex = stringParam(params, 'targets_index', 'concepts')
    const outputIndex = stringParam(params, 'output_index', targetsIndex)
    const withCues = params.cues === undefined ? true : params.cues
    if (typeof withCues !== 'boolean') throw invalidArgument('params.cues must be true or false')
    const [targets, sentences, sections] = await Promise.all([
      doc.getLabels(targetsIndex),
      optionalLabels(doc, 'sentences'),
      optionalLabels(doc, 'sections') as Promise<{ start_index: number; end_index: number; category: string }[] | undefined>,
    ])
    const { attributes, cues } = assignContext(doc.text, targets, { sentences, sections })
    const labelled = targets.map((t, i) => ({ ...t, ...attributes[i] }))
    const writes = [doc.addLabels(outputIndex, labelled, { distinct: false })]
    if (withCues) writes.push(doc.addLabels('context_cues', cues.map((c) => ({ start_index: c.start_index, end_index: c.end_index, category: c.category, direction: c.direction })), { distinct: false }))
    await Promise.all(writes)
    let negated = 0
    for (const a of attributes) if (a.negated) negated++
    return { targets: targets.length, negated, cues: cues.length }
  }
}

function span(s: { start_index: number; end_index: number }): FlatLabel {
  return { start_index: s.start_index, end_index: s.end_index }
}

export interface BuiltinOptions {
  /** Extra lexicon entries for svc-concepts (from user TSV files). */
  lexicon?: readonly LexiconEntry[]
}

/** The six built-in processors, in pipeline order. */
export function builtinProcessors(opts: BuiltinOptions = {}): (DocumentProcessor | EventProcessor)[] {
  return [new RtfProcessor(), new SentencesProcessor(), new TokensProcessor(), new SectionsProcessor(), new ConceptsProcessor(opts.lexicon), new ContextProcessor()]
}
