// The largest document a request may carry (gateway.max_document_bytes): a document's text in
// UTF-8 bytes, a binary in bytes, measured on its base64 before it is decoded. Checked once the
// body is parsed, before the route builds its request: a note beyond it never reaches a backend,
// and is answered 413 naming the key within the time it takes to read the body. The route names
// where its body carries documents (Route.documents).
import { gatewayError } from './errors.js'

/** Where a body carries documents: `[path in the body, what it is, the value]` (unchecked values). */
export type DocumentValues = Iterable<readonly [where: string, kind: 'text' | 'base64', value: unknown]>

/** The bytes of every document of the body; DOCUMENT_TOO_LARGE naming the first beyond `maxBytes`. */
export function checkDocumentLimits(values: DocumentValues, maxBytes: number): number {
  let total = 0
  for (const [where, kind, value] of values) {
    if (typeof value !== 'string') continue
    const bytes = kind === 'text' ? Buffer.byteLength(value) : Math.floor((value.length * 3) / 4)
    if (bytes > maxBytes) {
      throw gatewayError(
        'DOCUMENT_TOO_LARGE',
        `${where} holds ${bytes} bytes${kind === 'base64' ? ' (decoded)' : ''}, more than gateway.max_document_bytes (${maxBytes})`,
      )
    }
    total += bytes
  }
  return total
}
