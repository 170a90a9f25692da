// svc-sentences: `sentences` (distinct).
import { findSentences } from '../../nlp/sentences.js'
import { DocumentProcessor, type Document, type ProcessResult } from '../../processing/index.js'
import { documentProcessorInfo } from './params.js'

export class SentencesProcessor extends DocumentProcessor {
  readonly info = documentProcessorInfo(
    'svc-sentences',
    'Finds sentences, aware of clinical layout: section headers, numbered lists, line breaks, abbreviations, decimals.',
    { outputs: [{ name: 'sentences', description: 'distinct sentence spans' }] },
  )

  async process(doc: Document): Promise<ProcessResult> {
    const sentences = findSentences(doc.text)
    await doc.addLabels('sentences', sentences.map((s) => ({ start_index: s.start_index, end_index: s.end_index })), { distinct: true })
    return { sentences: sentences.length }
  }
}
