// svc-rtf: binary `rtf` (RTF, or plain text in any encoding) → document `params.document_name`.
// The encoding read is kept as the event's metadata `source_encoding` (and in the result, with
// whether it was a guess); a binary file is refused, never read as text.
import { invalidArgument } from '../../api/errors.js'
import { DEFAULT_DOCUMENT_NAME } from '../../api/names.js'
import { isRtf, RtfError, rtfToText } from '../../nlp/rtf.js'
import { decodeText, NotText } from '../../nlp/text-encoding.js'
import {
  EventProcessor,
  type Event,
  type Params,
  type ProcessorInfo,
  type ProcessResult,
} from '../../processing/index.js'
import { stringParam } from './params.js'

/** The event metadata key that says how the binary's bytes were read (rtf, utf-8, windows-1252, …). */
export const SOURCE_ENCODING = 'source_encoding'

export class RtfProcessor extends EventProcessor {
  readonly info: ProcessorInfo = {
    name: 'svc-rtf',
    description:
      'Converts the binary "rtf" (RTF, or plain text in any encoding: a byte order mark, else UTF-8, else the likeliest encoding) to a document of plain text; refuses a binary file.',
    parameters: [
      {
        name: 'document_name',
        description:
          'name of the document to create (default plaintext); when the event already has it, the step is skipped',
        data_type: 'str',
        required: false,
      },
      { name: 'binary_name', description: 'binary to read (default rtf)', data_type: 'str', required: false },
    ],
    inputs: [{ name: 'rtf', description: 'binary: an RTF file or plain text' }],
    outputs: [{ name: 'document', description: 'the plain text as a document' }],
  }

  async process(event: Event, params: Params): Promise<ProcessResult> {
    const documentName = stringParam(params, 'document_name', DEFAULT_DOCUMENT_NAME)
    const binaryName = stringParam(params, 'binary_name', 'rtf')
    // The client sent the text itself as the document: nothing to convert, and the step says so.
    if ((await event.documentNames()).includes(documentName))
      return { document_name: documentName, skipped: 'the document was given' }
    const data = await event.getBinary(binaryName)
    let text: string
    let warnings = 0
    let encoding = 'rtf'
    let guessed = false
    const rtf = isRtf(data)
    try {
      if (rtf) {
        const r = rtfToText(data)
        text = r.text
        warnings = r.warnings.length
      } else {
        const decoded = decodeText(data)
        ;({ text, encoding, guessed } = decoded)
      }
    } catch (err) {
      if (err instanceof RtfError) throw invalidArgument(`binary ${binaryName} is not readable RTF: ${err.message}`)
      if (err instanceof NotText) throw invalidArgument(`binary ${binaryName} is ${err.message}`)
      throw err
    }
    await event.addMetadata(SOURCE_ENCODING, encoding)
    await event.addDocument(documentName, text)
    return {
      document_name: documentName,
      rtf,
      characters: text.length,
      warnings,
      source_encoding: encoding,
      encoding_guessed: guessed,
    }
  }
}
