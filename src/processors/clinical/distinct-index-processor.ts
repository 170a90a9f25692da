// The shape of the clinical processors that write one distinct label index (sentences, tokens,
// sections): the index is named once, as the output the processor's info declares, and the
// result is the number of labels written under that name.
import type { FlatLabel } from '../../api/labels.js'
import {
  DocumentProcessor,
  type DataInfo,
  type Document,
  type ProcessorInfo,
  type ProcessResult,
} from '../../processing/index.js'
import { documentProcessorInfo } from './params.js'

export abstract class DistinctIndexProcessor extends DocumentProcessor {
  readonly info: ProcessorInfo
  readonly #index: string

  constructor(name: string, description: string, output: DataInfo, inputs: DataInfo[] = []) {
    super()
    this.info = documentProcessorInfo(name, description, { inputs, outputs: [output] })
    this.#index = output.name
  }

  /** The labels of the index, found in the document (and in the inputs the processor reads). */
  protected abstract labels(doc: Document): FlatLabel[] | Promise<FlatLabel[]>

  async process(doc: Document): Promise<ProcessResult> {
    const labels = await this.labels(doc)
    const count = labels.length
    // labels() builds the labels for this call alone: handed over, they are kept, not copied.
    await doc.addLabels(this.#index, labels, { distinct: true, handOver: true })
    return { [this.#index]: count }
  }
}
