// Small processors for tests of the SDK, the pipeline and the gateway. They do real work on the
// event (read text, write label indices, create documents) so a test can check the effects.
import { invalidArgument } from '../../src/api/errors.js'
import type { FlatLabel } from '../../src/api/labels.js'
import {
  DocumentProcessor,
  EventProcessor,
  type DataInfo,
  type Document,
  type Event,
  type ParameterInfo,
  type Params,
  type ProcessorInfo,
} from '../../src/processing/index.js'

/** A processor's info declared as MTAP's Python SDK declares one: its parameters, the indices it reads and writes. */
function processorInfo(
  name: string,
  description: string,
  io: { parameters?: ParameterInfo[]; inputs?: DataInfo[]; outputs?: DataInfo[] },
): ProcessorInfo {
  return { name, description, parameters: io.parameters ?? [], inputs: io.inputs ?? [], outputs: io.outputs ?? [] }
}

const parameter = (name: string, data_type: string, required: boolean, description: string): ParameterInfo => ({
  name,
  description,
  data_type,
  required,
})
const index = (name: string, description: string): DataInfo => ({ name, description })

/** Labels every run of non-space characters as a word (index `words`, distinct). */
export class WordsProcessor extends DocumentProcessor {
  readonly info = processorInfo('test-words', 'Labels whitespace-separated words.', {
    parameters: [parameter('document_name', 'str', true, 'document to label')],
    outputs: [index('words', 'one label per word')],
  })

  async process(doc: Document): Promise<Record<string, number>> {
    const labels: FlatLabel[] = []
    for (const m of doc.text.matchAll(/\S+/g)) labels.push({ start_index: m.index, end_index: m.index + m[0].length })
    await doc.addLabels('words', labels, { distinct: true })
    return { count: labels.length }
  }
}

/** Reads `words` and labels those of at least `min_length` (default 5) characters, with fields. */
export class LongWordsProcessor extends DocumentProcessor {
  readonly info = processorInfo('test-long-words', 'Labels long words, from the words index.', {
    parameters: [parameter('min_length', 'int', false, 'shortest long word')],
    inputs: [index('words', 'from test-words')],
    outputs: [index('long_words', 'words with length and upper-case flag')],
  })

  async process(doc: Document, params: Params): Promise<Record<string, number>> {
    const min = params.min_length ?? 5
    if (typeof min !== 'number') throw invalidArgument('min_length must be a number')
    const words = await doc.event.time('read_words', () => doc.getLabels('words'))
    const long = words
      .filter((w) => w.end_index - w.start_index >= min)
      .map((w) => ({
        start_index: w.start_index,
        end_index: w.end_index,
        length: w.end_index - w.start_index,
        tags: ['long', { min }],
      }))
    await doc.addLabels('long_words', long, { distinct: false })
    return { long: long.length, min }
  }
}

/** Turns binary `raw` (UTF-8) into document `plaintext` and records metadata. */
export class RawToTextProcessor extends EventProcessor {
  readonly info = processorInfo('test-raw-to-text', 'Makes a document from a binary.', {
    parameters: [parameter('document_name', 'str', false, 'name of the new document')],
    inputs: [index('raw', 'binary')],
    outputs: [index('plaintext', 'document')],
  })

  async process(event: Event, params: Params): Promise<Record<string, string>> {
    const name = typeof params.document_name === 'string' ? params.document_name : 'plaintext'
    const raw = await event.getBinary('raw')
    await event.addDocument(name, Buffer.from(raw).toString('utf8'))
    await event.addMetadata('converted_by', this.info.name)
    return { document: name }
  }
}

/** Fails as told by `params.fail`: 'throw' (plain Error), 'invalid' (SvcError), else succeeds. */
export class FailingProcessor extends DocumentProcessor {
  readonly info = processorInfo('test-fails', 'Fails on request.', {
    parameters: [parameter('fail', 'str', false, 'throw | invalid')],
  })

  process(_doc: Document, params: Params): Record<string, boolean> {
    if (params.fail === 'throw') throw new Error('deliberate failure')
    if (params.fail === 'invalid') throw invalidArgument('fail=invalid was asked for')
    return { ok: true }
  }
}

/** Waits `params.sleep_ms` (default 0) before answering: a slow handler for deadline tests. */
export class SleepProcessor extends EventProcessor {
  readonly info = processorInfo('test-sleep', 'Answers after a wait.', {
    parameters: [parameter('sleep_ms', 'int', false, 'milliseconds to wait')],
  })

  async process(_event: Event, params: Params): Promise<Record<string, number>> {
    const ms = typeof params.sleep_ms === 'number' ? params.sleep_ms : 0
    await new Promise((resolve) => setTimeout(resolve, ms))
    return { slept_ms: ms }
  }
}
