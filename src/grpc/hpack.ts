// HPACK (RFC 7541), as much as our HTTP/2 connections need. Decoding is complete: the static and
// dynamic tables, table size updates, Huffman-coded strings, every representation. Encoding is
// deliberately plain: static-table indices where an entry matches whole, otherwise literals
// without indexing and without Huffman coding, so our encoder keeps no state the peer must mirror.
import { SvcError } from '../api/errors.js'
import { Status } from '../api/status.js'
import { huffmanDecode } from './hpack-huffman.js'

// prettier-ignore
const STATIC_TABLE: readonly (readonly [string, string])[] = [
  ['', ''], // indices start at 1
  [':authority', ''], [':method', 'GET'], [':method', 'POST'], [':path', '/'], [':path', '/index.html'],
  [':scheme', 'http'], [':scheme', 'https'], [':status', '200'], [':status', '204'], [':status', '206'],
  [':status', '304'], [':status', '400'], [':status', '404'], [':status', '500'], ['accept-charset', ''],
  ['accept-encoding', 'gzip, deflate'], ['accept-language', ''], ['accept-ranges', ''], ['accept', ''],
  ['access-control-allow-origin', ''], ['age', ''], ['allow', ''], ['authorization', ''], ['cache-control', ''],
  ['content-disposition', ''], ['content-encoding', ''], ['content-language', ''], ['content-length', ''],
  ['content-location', ''], ['content-range', ''], ['content-type', ''], ['cookie', ''], ['date', ''], ['etag', ''],
  ['expect', ''], ['expires', ''], ['from', ''], ['host', ''], ['if-match', ''], ['if-modified-since', ''],
  ['if-none-match', ''], ['if-range', ''], ['if-unmodified-since', ''], ['last-modified', ''], ['link', ''],
  ['location', ''], ['max-forwards', ''], ['proxy-authenticate', ''], ['proxy-authorization', ''], ['range', ''],
  ['referer', ''], ['refresh', ''], ['retry-after', ''], ['server', ''], ['set-cookie', ''],
  ['strict-transport-security', ''], ['transfer-encoding', ''], ['user-agent', ''], ['vary', ''], ['via', ''],
  ['www-authenticate', ''],
]
const STATIC_COUNT = STATIC_TABLE.length - 1

/** An entry's size in a dynamic table: its octets plus 32 (RFC 7541 §4.1). */
const ENTRY_OVERHEAD = 32

/** Decoded header fields: names are lower-case; a repeated name keeps its first value. */
export type HeaderFields = Record<string, string>

const EMPTY = new Uint8Array(0)

function latin1(buf: Uint8Array, start: number, end: number): string {
  if (end - start < 32) {
    let s = ''
    for (let i = start; i < end; i++) s += String.fromCharCode(buf[i])
    return s
  }
  return Buffer.from(buf.buffer, buf.byteOffset + start, end - start).toString('latin1')
}

function malformed(what: string): SvcError {
  return new SvcError(Status.INTERNAL, `HPACK: ${what}`)
}

/**
 * One direction's decoding context: the dynamic table lives as long as the connection, and
 * every header block must go through it in order, even one whose fields are then ignored.
 */
export class HpackDecoder {
  private readonly entries: [string, string][] = []
  private size = 0

  /**
   * @param maxTableSize the SETTINGS_HEADER_TABLE_SIZE we announced: the most the peer may use.
   * @param maxListSize the most octets (names, values, 32 per field) a block may decode to.
   */
  constructor(
    private readonly maxTableSize = 4096,
    private readonly maxListSize = 1024 * 1024,
  ) {
    this.tableLimit = maxTableSize
  }

  private tableLimit: number

  // The block being decoded, and the read position in it.
  private buf: Uint8Array = EMPTY
  private pos = 0
  private end = 0

  decode(buf: Uint8Array): HeaderFields {
    const out: HeaderFields = Object.create(null)
    this.buf = buf
    this.pos = 0
    this.end = buf.length
    let listSize = 0
    let first = true
    try {
      while (this.pos < this.end) {
        const b = buf[this.pos]
        let name: string
        let value: string
        if (b & 0x80) {
          ;[name, value] = this.entry(this.int(7))
        } else if (b & 0x40) {
          const index = this.int(6)
          name = index === 0 ? this.str() : this.entry(index)[0]
          value = this.str()
          this.insert(name, value)
        } else if (b & 0x20) {
          // A table size update must come first in a block.
          if (!first) throw malformed('table size update after a field')
          const size = this.int(5)
          if (size > this.maxTableSize) throw malformed(`table size ${size} above the ${this.maxTableSize} allowed`)
          this.tableLimit = size
          this.evict(0)
          continue
        } else {
          // Literal without indexing (0000) or never indexed (0001): a 4-bit name index.
          const index = this.int(4)
          name = index === 0 ? this.str() : this.entry(index)[0]
          value = this.str()
        }
        first = false
        listSize += name.length + value.length + ENTRY_OVERHEAD
        if (listSize > this.maxListSize) throw malformed(`header list larger than ${this.maxListSize} octets`)
        if (!(name in out)) out[name] = value
      }
    } finally {
      this.buf = EMPTY
    }
    return out
  }

  /** An integer with an n-bit prefix (RFC 7541 §5.1). */
  private int(prefixBits: number): number {
    const buf = this.buf
    const mask = (1 << prefixBits) - 1
    let v = buf[this.pos++] & mask
    if (v < mask) return v
    let shift = 0
    for (;;) {
      if (this.pos >= this.end) throw malformed('truncated integer')
      const b = buf[this.pos++]
      v += (b & 0x7f) * 2 ** shift
      shift += 7
      if ((b & 0x80) === 0) return v
      if (shift > 28) throw malformed('integer too large')
    }
  }

  private str(): string {
    if (this.pos >= this.end) throw malformed('truncated string')
    const buf = this.buf
    const huffman = (buf[this.pos] & 0x80) !== 0
    const len = this.int(7)
    const start = this.pos
    if (start + len > this.end) throw malformed('string longer than the block')
    this.pos += len
    if (huffman) return huffmanDecode(buf, start, start + len)
    return latin1(buf, start, start + len)
  }

  private entry(index: number): readonly [string, string] {
    if (index === 0) throw malformed('index 0')
    if (index <= STATIC_COUNT) return STATIC_TABLE[index]
    const e = this.entries[index - STATIC_COUNT - 1]
    if (e === undefined) throw malformed(`index ${index} beyond the table`)
    return e
  }

  private insert(name: string, value: string): void {
    const size = name.length + value.length + ENTRY_OVERHEAD
    this.evict(size)
    // An entry larger than the whole table empties it and is not added (RFC 7541 §4.4).
    if (size > this.tableLimit) return
    this.entries.unshift([name, value])
    this.size += size
  }

  /** Drops the oldest entries until `room` more octets fit. */
  private evict(room: number): void {
    while (this.entries.length > 0 && this.size + room > this.tableLimit) {
      const [n, v] = this.entries.pop()!
      this.size -= n.length + v.length + ENTRY_OVERHEAD
    }
  }
}

// ---- encoding ----------------------------------------------------------------------------------

/** Static-table index of a name (its first entry), for literals with an indexed name. */
const NAME_INDEX = new Map<string, number>()
for (let i = STATIC_COUNT; i >= 1; i--) NAME_INDEX.set(STATIC_TABLE[i][0], i)
/** Static-table index of a whole field, name and value. */
const FIELD_INDEX = new Map<string, number>()
for (let i = 1; i <= STATIC_COUNT; i++) if (STATIC_TABLE[i][1] !== '') FIELD_INDEX.set(`${STATIC_TABLE[i][0]}\0${STATIC_TABLE[i][1]}`, i)

function pushInt(out: number[], value: number, prefixBits: number, firstByte: number): void {
  const max = (1 << prefixBits) - 1
  if (value < max) {
    out.push(firstByte | value)
    return
  }
  out.push(firstByte | max)
  value -= max
  while (value >= 0x80) {
    out.push((value & 0x7f) | 0x80)
    value = Math.floor(value / 128)
  }
  out.push(value)
}

/**
 * One field, encoded: an index when the static table holds it whole, else a literal without
 * indexing (raw strings, the name by index when the static table has it). Names must be lower-case.
 */
export function encodeField(name: string, value: string): Buffer {
  const whole = FIELD_INDEX.get(`${name}\0${value}`)
  if (whole !== undefined) {
    const out: number[] = []
    pushInt(out, whole, 7, 0x80)
    return Buffer.from(out)
  }
  const head: number[] = []
  const nameIndex = NAME_INDEX.get(name)
  const nameBytes = nameIndex === undefined ? Buffer.from(name, 'latin1') : undefined
  pushInt(head, nameIndex ?? 0, 4, 0x00)
  if (nameBytes) pushInt(head, nameBytes.length, 7, 0x00)
  const valueBytes = Buffer.from(value, 'latin1')
  const valueHead: number[] = []
  pushInt(valueHead, valueBytes.length, 7, 0x00)
  return Buffer.concat([Buffer.from(head), nameBytes ?? Buffer.alloc(0), Buffer.from(valueHead), valueBytes])
}

/** A header block of several fields. */
export function encodeFields(fields: readonly (readonly [string, string])[]): Buffer {
  return Buffer.concat(fields.map(([n, v]) => encodeField(n, v)))
}
