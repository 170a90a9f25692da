// svc-sections: `sections` (distinct) with `title` and `category`.
import { findSections } from '../../nlp/sections.js'
import { DocumentProcessor, type Document, type ProcessResult } from '../../processing/index.js'
import { documentProcessorInfo } from './params.js'

export class SectionsProcessor extends DocumentProcessor {
  readonly info = documentProcessorInfo(
    'svc-sections',
    'Finds section headers and their bodies, with the title as written and a category from a fixed list.',
    { outputs: [{ name: 'sections', description: 'distinct sections with title and category' }] },
  )

  async process(doc: Document): Promise<ProcessResult> {
    const sections = findSections(doc.text)
    await doc.addLabels('sections', sections.map((s) => ({ start_index: s.start_index, end_index: s.end_index, title: s.title, category: s.category })), { distinct: true })
    return { sections: sections.length }
  }
}
