// The clinical processors: each NLP step of src/nlp/ as a processor of the SDK, callable alone
// or as a component of svc-default-pipeline. Label index names and fields are a contract
// (docs/clinical-pipeline.md).
import type { LexiconEntry } from '../../nlp/lexicon.js'
import type { SenseRow } from '../../nlp/sense-table.js'
import type { AnyProcessor } from '../../processing/index.js'
import { ConceptsProcessor } from './concepts-processor.js'
import { ContextProcessor } from './context-processor.js'
import { RtfProcessor } from './rtf-processor.js'
import { SectionsProcessor } from './sections-processor.js'
import { SentencesProcessor } from './sentences-processor.js'
import { TokensProcessor } from './tokens-processor.js'

export { ConceptsProcessor, ContextProcessor, RtfProcessor, SectionsProcessor, SentencesProcessor, TokensProcessor }

export interface ClinicalOptions {
  /** Extra lexicon entries for svc-concepts (from user TSV files). */
  lexicon?: readonly LexiconEntry[]
  /** Extra sense rules for svc-concepts (the `sense` rows of the same files). */
  senses?: readonly SenseRow[]
}

/** The six clinical processors, in pipeline order. */
export function clinicalProcessors(opts: ClinicalOptions = {}): AnyProcessor[] {
  return [
    new RtfProcessor(),
    new SentencesProcessor(),
    new TokensProcessor(),
    new SectionsProcessor(),
    new ConceptsProcessor(opts.lexicon, opts.senses),
    new ContextProcessor(),
  ]
}
