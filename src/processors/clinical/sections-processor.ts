// svc-sections: `sections` (distinct) with `title` and `category`.
import { asFlatLabels, type FlatLabel } from '../../api/labels.js'
import { findSections } from '../../nlp/sections.js'
import type { Document } from '../../processing/index.js'
import { DistinctIndexProcessor } from './distinct-index-processor.js'

export class SectionsProcessor extends DistinctIndexProcessor {
  constructor() {
    super(
      'svc-sections',
      'Finds section headers and their bodies, with the title as written and a category from a fixed list.',
      {
        name: 'sections',
        description: 'distinct sections with title and category',
      },
    )
  }

  protected labels(doc: Document): FlatLabel[] {
    // findSections answers new sections of exactly a label's members, in order: they are the labels
    return asFlatLabels(findSections(doc.text))
  }
}
