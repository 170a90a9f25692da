// svc-tokens: `tokens` (distinct) with `pos` (Universal POS tag).
import { asFlatLabels, type FlatLabel } from '../../api/labels.js'
import { tokenize } from '../../nlp/tokens.js'
import type { Document } from '../../processing/index.js'
import { DistinctIndexProcessor } from './distinct-index-processor.js'
import { optionalLabels } from './params.js'

export class TokensProcessor extends DistinctIndexProcessor {
  constructor() {
    super(
      'svc-tokens',
      'Tokenizes and tags each token with its Universal POS tag; uses `sentences` when present.',
      { name: 'tokens', description: 'distinct tokens with pos' },
      [{ name: 'sentences', description: 'optional: sentence spans' }],
    )
  }

  protected async labels(doc: Document): Promise<FlatLabel[]> {
    const sentences = await optionalLabels(doc, 'sentences')
    // tokenize answers new tokens of exactly a label's members, in order: they are the labels
    return asFlatLabels(tokenize(doc.text, sentences))
  }
}
