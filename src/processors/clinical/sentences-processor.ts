// svc-sentences: `sentences` (distinct).
import type { FlatLabel } from '../../api/labels.js'
import { findSentences } from '../../nlp/sentences.js'
import type { Document } from '../../processing/index.js'
import { DistinctIndexProcessor } from './distinct-index-processor.js'

export class SentencesProcessor extends DistinctIndexProcessor {
  constructor() {
    super(
      'svc-sentences',
      'Finds sentences, aware of clinical layout: section headers, numbered lists, line breaks, abbreviations, decimals.',
      {
        name: 'sentences',
        description: 'distinct sentence spans',
      },
    )
  }

  protected labels(doc: Document): FlatLabel[] {
    // findSentences answers new spans with no other members: they are the labels
    return findSentences(doc.text) as FlatLabel[]
  }
}
