// What relaying one request costs the gateway in memory, estimated before it is spent: the
// figures the memory budget (memory-budget.ts) reserves. Measured with node --expose-gc on
// Node 20 (heapUsed + external after gc, per value or byte; docs/limits.md):
//   JSON.parse, per value: empty object 64 B, object of one unique key 160 B per object, empty
//   array 40 B, number or null 8 B, short unique string 32 B; realistic token labels 13 B.
//   Wire decode (the labels codec), per encoded byte: empty objects 16.6, empty arrays 10.6,
//   realistic token labels 2.3; every other shape less.
import { Reader } from '../grpc/wire.js'
import type { JsonShape } from './json-shape.js'

/**
 * Per byte of body: the bytes read, their text (up to two bytes a character) and the request
 * message encoded from it (less than the JSON).
 */
const BODY_BYTE_COST = 4
/** Per object or array of a body, parsed: its header, slots and a hidden class of its own at worst. */
const CONTAINER_COST = 128
/** Per string, number, boolean or null of a body, parsed (its characters are in BODY_BYTE_COST). */
const SCALAR_COST = 16

/** Reserved before a body is read, from its declared length (or as its chunks arrive). */
export function bodyBytesCost(bytes: number): number {
  return bytes * BODY_BYTE_COST
}

/** Reserved once a body is scanned, before it is parsed. */
export function parsedBodyCost(shape: JsonShape): number {
  return shape.containers * CONTAINER_COST + shape.scalars * SCALAR_COST
}

/**
 * Per byte of an answer's encoded message, decoded: labels and Structs (any JSON) at the worst
 * measured shape; text and binaries at two bytes per byte (a text's characters; a binary and
 * its base64).
 */
const DECODED_COST: ReadonlyMap<string, number> = new Map([
  ['GetDocumentText', 2],
  ['GetBinaryData', 2],
  ['GetAllMetadata', 4],
  ['GetAllDocumentNames', 4],
  ['GetAllBinaryDataNames', 4],
])
const STRUCTURED_DECODED_COST = 20

/** Reserved before an answer of `encodedBytes` of `grpcMethod` (`encoded`, where the transport has it) is decoded. */
export function decodedAnswerCost(grpcMethod: string, encodedBytes: number, encoded?: Uint8Array): number {
  if (grpcMethod === 'Process' && encoded !== undefined) return pipelineAnswerCost(encoded)
  return encodedBytes * (DECODED_COST.get(grpcMethod) ?? STRUCTURED_DECODED_COST)
}

/** Pipeline.Process's event_json (svc's field 100): decoded as a view of the answer's own bytes. */
const EVENT_JSON_TAG = (100 << 3) | 2

/**
 * A Pipeline.Process (or Processor.Process) answer, by its top-level fields: event_json, the
 * event as JSON text that is relayed as the bytes it came in, costs what it holds once; every
 * other field (the Struct of an event, results, timings) is decoded at the structured cost.
 */
function pipelineAnswerCost(encoded: Uint8Array): number {
  let json = 0
  try {
    const r = new Reader(encoded)
    while (r.pos < r.end) {
      const tag = r.uint32()
      if (tag !== EVENT_JSON_TAG) {
        r.skip(tag)
        continue
      }
      const end = r.delimited()
      json += end - r.pos
      r.pos = end
    }
  } catch {
    // Malformed: decoding will say so; until then it costs what any answer may.
    json = 0
  }
  return json + (encoded.length - json) * STRUCTURED_DECODED_COST
}

/** Reserved once an answer is JSON text: the string (up to two bytes a character) and its UTF-8 bytes. */
export function answerTextCost(text: string): number {
  return 2 * text.length + Buffer.byteLength(text)
}
