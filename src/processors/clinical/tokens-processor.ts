// svc-tokens: `tokens` (distinct) with `pos` (Universal POS tag).
import { tokenize } from '../../nlp/tokens.js'
import { DocumentProcessor, type Document, type ProcessResult } from '../../processing/index.js'
import { documentProcessorInfo, optionalLabels } from './params.js'

export class TokensProcessor extends DocumentProcessor {
  readonly info = documentProcessorInfo(
    'svc-tokens',
    'Tokenizes and tags each token with its Universal POS tag; uses `sentences` when present.',
    { inputs: [{ name: 'sentences', description: 'optional: sentence spans' }], outputs: [{ name: 'tokens', description: 'distinct tokens with pos' }] },
  )

  async process(doc: Document): Promise<ProcessResult> {
    const sentences = await optionalLabels(doc, 'sentences')
    const tokens = tokenize(doc.text, sentences)
    await doc.addLabels('tokens', tokens.map((t) => ({ start_index: t.start_index, end_index: t.end_index, pos: t.pos })), { distinct: true })
    return { tokens: tokens.length }
  }
}
