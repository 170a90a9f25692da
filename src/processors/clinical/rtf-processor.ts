// svc-rtf: binary `rtf` (RTF, or UTF-8 plain text) → document `params.document_name`.
import { invalidArgument } from '../../api/errors.js'
import { DEFAULT_DOCUMENT_NAME } from '../../api/names.js'
import { binaryToText, isRtf, RtfError, rtfToText } from '../../nlp/rtf.js'
import { EventProcessor, type Event, type Params, type ProcessorInfo, type ProcessResult } from '../../processing/index.js'
import { stringParam } from './params.js'

export class RtfProcessor extends EventProcessor {
  readonly info: ProcessorInfo = {
    name: 'svc-rtf',
    description: 'Converts the binary "rtf" (RTF, or plain UTF-8 text passed through) to a document of plain text.',
    parameters: [
      { name: 'document_name', description: 'name of the document to create (default plaintext); when the event already has it, the step is skipped', data_type: 'str', required: false },
      { name: 'binary_name', description: 'binary to read (default rtf)', data_type: 'str', required: false },
    ],
    inputs: [{ name: 'rtf', description: 'binary: an RTF file or plain text' }],
    outputs: [{ name: 'document', description: 'the plain text as a document' }],
  }

  async process(event: Event, params: Params): Promise<ProcessResult> {
    const documentName = stringParam(params, 'document_name', DEFAULT_DOCUMENT_NAME)
    const binaryName = stringParam(params, 'binary_name', 'rtf')
    // The client sent the text itself as the document: nothing to convert, and the step says so.
    if ((await event.documentNames()).includes(documentName)) return { document_name: documentName, skipped: 'the document was given' }
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
