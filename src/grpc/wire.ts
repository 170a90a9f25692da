// A hand-written protobuf wire codec for the label- and Struct-heavy messages: plain JSON values
// go straight to wire bytes and back, without protobufjs's intermediate message objects
// (google.protobuf.Struct as {fields: {k: {numberValue…}}}), which cost several times the
// encoding itself. Semantics are protobuf's: unknown fields are skipped, a singular field or
// oneof member seen twice keeps the last, map entries with a missing key or value take the
// defaults. A message field seen twice is replaced as protobufjs does, not merged (except a
// GenericLabel's fields/reference_ids, whose entries merge). Malformed input throws an SvcError
// (INTERNAL) naming what was wrong; no read goes past the end of the enclosing message.
import { internal, invalidArgument } from '../api/errors.js'
import type { Json } from '../api/json.js'
import { REFERENCES_MEMBER, type FlatLabel, type JsonLabels } from '../api/labels.js'

/**
 * Deepest message nesting accepted either way, counted like protobufjs (the top-level message
 * is 0, each nested Struct, Value or ListValue one more): protoc's default recursion limit,
 * which protobufjs applies too, so both codecs accept the same messages. A Struct field of a
 * top-level message holds 49 levels of JSON nesting.
 */
export const MAX_DEPTH = 100

const TWO_32 = 4294967296

// Doubles go through one scratch cell; the byte order of the host decides the copy order.
const f64 = new Float64Array(1)
const f64Bytes = new Uint8Array(f64.buffer)
const HOST_LE = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1

/** `bytes` as a Buffer over the same memory (no copy). */
export function bufferView(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

export function malformed(what: string): Error {
  return internal(`malformed protobuf message: ${what}`)
}

// One spare writer: serializing is synchronous, so one is all a process uses at a time.
const SPARE_INITIAL = 64 * 1024
const SPARE_MAX = 1024 * 1024
let spare: Writer | undefined

/**
 * Longest string (UTF-16 units) encoded in place, with room for three bytes a unit reserved
 * first: the room stays within a writer kept for reuse (SPARE_MAX).
 */
const ENCODED_IN_PLACE_MAX = 1 << 18

function varintSize(v: number): number {
  return v < 0x80 ? 1 : v < 0x4000 ? 2 : v < 0x200000 ? 3 : v < 0x10000000 ? 4 : 5
}

/** A growable output buffer; nested messages are framed by fork()/ldelim(). */
export class Writer {
  buf: Buffer
  pos = 0
  /** Start offsets of the open fork()s. */
  readonly forks: number[] = []

  constructor(initialSize = 256) {
    this.buf = Buffer.allocUnsafe(initialSize)
  }

  /**
   * A writer for one message, reusing the buffer of the last one released: a label index grows
   * a fresh buffer several times, a reused one only once. Hand it back with release().
   */
  static take(): Writer {
    const w = spare ?? new Writer(SPARE_INITIAL)
    spare = undefined
    w.pos = 0
    w.forks.length = 0
    return w
  }

  /** A copy of the bytes written; the writer goes back for reuse unless it grew very large. */
  release(): Buffer {
    const out = Buffer.allocUnsafe(this.pos)
    this.buf.copy(out, 0, 0, this.pos)
    if (this.buf.length <= SPARE_MAX) spare = this
    return out
  }

  /** Makes room for n more bytes. */
  ensure(n: number): void {
    if (this.pos + n > this.buf.length) this.grow(n)
  }

  private grow(n: number): void {
    let size = this.buf.length * 2
    while (size < this.pos + n) size *= 2
    const next = Buffer.allocUnsafe(size)
    this.buf.copy(next, 0, 0, this.pos)
    this.buf = next
  }

  /** The bytes written (a view on the writer's buffer). */
  finish(): Buffer {
    if (this.forks.length !== 0) throw internal('Writer.finish() with an open fork()')
    return this.buf.subarray(0, this.pos)
  }

  byte(b: number): void {
    this.ensure(1)
    this.buf[this.pos++] = b
  }

  /** An unsigned 32-bit varint (tags, lengths, uint32 fields). */
  uint32(v: number): void {
    v >>>= 0
    this.ensure(5)
    const buf = this.buf
    let p = this.pos
    while (v > 0x7f) {
      buf[p++] = (v & 0x7f) | 0x80
      v >>>= 7
    }
    buf[p++] = v
    this.pos = p
  }

  /** int32: negative values are sign-extended to ten bytes, as protobuf requires. */
  int32(v: number): void {
    v |= 0
    if (v >= 0) this.uint32(v)
    else this.varint64(v >>> 0, 0xffffffff)
  }

  /** A 64-bit varint from its low and high 32-bit halves (two's complement for negatives). */
  varint64(lo: number, hi: number): void {
    this.ensure(10)
    const buf = this.buf
    let p = this.pos
    lo >>>= 0
    hi >>>= 0
    while (hi !== 0) {
      buf[p++] = (lo & 0x7f) | 0x80
      lo = ((lo >>> 7) | (hi << 25)) >>> 0
      hi >>>= 7
    }
    while (lo > 0x7f) {
      buf[p++] = (lo & 0x7f) | 0x80
      lo >>>= 7
    }
    buf[p++] = lo
    this.pos = p
  }

  /** int64 from a number, a decimal string (proto-loader's `longs: String`) or a bigint. */
  int64(v: number | string | bigint): void {
    if (typeof v === 'string') {
      if (v.length <= 16 && /^-?\d{1,15}$/.test(v)) v = Number(v)
      else v = parseBigInt(v)
    }
    if (typeof v === 'number') {
      v = Math.trunc(v)
      if (Number.isSafeInteger(v)) {
        const neg = v < 0
        const m = neg ? -v : v
        let lo = m >>> 0
        let hi = Math.floor(m / TWO_32) >>> 0
        if (neg) {
          lo = (~lo + 1) >>> 0
          hi = (~hi + (lo === 0 ? 1 : 0)) >>> 0
        }
        this.varint64(lo, hi)
        return
      }
      if (!Number.isFinite(v)) throw invalidArgument('an int64 field must be a finite number')
      v = BigInt(v)
    }
    const u = BigInt.asUintN(64, v)
    this.varint64(Number(u & 0xffffffffn), Number(u >> 32n))
  }

  /** A field key: field number and wire type. */
  tag(field: number, wireType: number): void {
    this.uint32((field << 3) | wireType)
  }

  bool(b: boolean): void {
    this.ensure(1)
    this.buf[this.pos++] = b ? 1 : 0
  }

  /** fixed64 little-endian IEEE 754. */
  double(v: number): void {
    this.ensure(8)
    f64[0] = v
    const buf = this.buf
    const p = this.pos
    if (HOST_LE) {
      buf[p] = f64Bytes[0]
      buf[p + 1] = f64Bytes[1]
      buf[p + 2] = f64Bytes[2]
      buf[p + 3] = f64Bytes[3]
      buf[p + 4] = f64Bytes[4]
      buf[p + 5] = f64Bytes[5]
      buf[p + 6] = f64Bytes[6]
      buf[p + 7] = f64Bytes[7]
    } else {
      for (let i = 0; i < 8; i++) buf[p + i] = f64Bytes[7 - i]
    }
    this.pos = p + 8
  }

  /**
   * A length-prefixed UTF-8 string. Lone surrogates become U+FFFD (what Buffer's encoder does),
   * so the wire always carries valid UTF-8 as protobuf requires.
   */
  string(s: string): void {
    const n = s.length
    if (n < 128) {
      // Short strings are encoded here: a call into Buffer costs more than the copy.
      this.ensure(2 + n * 3)
      const buf = this.buf
      const start = this.pos
      let p = start + 1
      let i = 0
      for (; i < n; i++) {
        const c = s.charCodeAt(i)
        if (c >= 0x80) break
        buf[p++] = c
      }
      if (i < n) p = encodeUtf8Tail(s, i, buf, p)
      const len = p - start - 1
      if (len < 0x80) {
        buf[start] = len
        this.pos = p
      } else {
        buf.copyWithin(start + 2, start + 1, p)
        buf[start] = (len & 0x7f) | 0x80
        buf[start + 1] = len >>> 7
        this.pos = p + 1
      }
      return
    }
    if (n <= ENCODED_IN_PLACE_MAX) {
      // Encoded right away, past room for its length, which goes in front after: one pass over
      // the string where counting its bytes first took two (a pipeline's answer as JSON text is
      // 100+ KB). Its UTF-8 takes n to 3n bytes: the length's size is reckoned from n, and the
      // bytes moved up in the rare case the length needs one more.
      const guess = varintSize(n)
      this.ensure(guess + 3 * n + 5)
      const at = this.pos + guess
      const len = this.buf.write(s, at, 3 * n, 'utf8')
      if (varintSize(len) !== guess) this.buf.copyWithin(this.pos + varintSize(len), at, at + len)
      this.uint32(len)
      this.pos += len
      return
    }
    const len = Buffer.byteLength(s, 'utf8')
    this.uint32(len)
    this.ensure(len)
    this.buf.write(s, this.pos, len, 'utf8')
    this.pos += len
  }

  /** Bytes as they are (already encoded fields), without a length prefix. */
  raw(b: Uint8Array, start = 0, end = b.length): void {
    const n = end - start
    this.ensure(n)
    const buf = this.buf
    let p = this.pos
    // A call into the copy costs more than copying a few bytes here.
    if (n < 64) for (let i = start; i < end; i++) buf[p++] = b[i]
    else {
      buf.set(b.subarray(start, end), p)
      p += n
    }
    this.pos = p
  }

  /** A length-prefixed byte string. */
  bytes(b: Uint8Array): void {
    const len = b.length
    this.uint32(len)
    this.ensure(len)
    this.buf.set(b, this.pos)
    this.pos += len
  }

  /** Starts a length-delimited body: one length byte is reserved, ldelim() fixes it up. */
  fork(): void {
    this.ensure(1)
    this.forks.push(this.pos++)
  }

  /** Ends the body begun by the matching fork(); a body of 128+ bytes is moved right to fit its length. */
  ldelim(): void {
    const start = this.forks.pop()!
    const len = this.pos - start - 1
    if (len < 0x80) {
      this.buf[start] = len
      return
    }
    const extra = varintSize(len) - 1
    this.ensure(extra)
    const buf = this.buf
    buf.copyWithin(start + 1 + extra, start + 1, this.pos)
    this.pos += extra
    let p = start
    let v = len
    while (v > 0x7f) {
      buf[p++] = (v & 0x7f) | 0x80
      v >>>= 7
    }
    buf[p] = v
  }
}

function parseBigInt(s: string): bigint {
  try {
    if (!/^\s*-?\d+\s*$/.test(s)) throw new SyntaxError()
    return BigInt(s)
  } catch {
    throw invalidArgument('an int64 field must be an integer or a decimal string')
  }
}

// The rest of a string from index i, as UTF-8 at p; returns the end. buf has room for 3 bytes
// per UTF-16 unit.
function encodeUtf8Tail(s: string, i: number, buf: Buffer, p: number): number {
  const n = s.length
  for (; i < n; i++) {
    let c = s.charCodeAt(i)
    if (c < 0x80) {
      buf[p++] = c
    } else if (c < 0x800) {
      buf[p++] = (c >> 6) | 0xc0
      buf[p++] = (c & 0x3f) | 0x80
    } else {
      if ((c & 0xfc00) === 0xd800 && i + 1 < n) {
        const d = s.charCodeAt(i + 1)
        if ((d & 0xfc00) === 0xdc00) {
          c = 0x10000 + ((c & 0x3ff) << 10) + (d & 0x3ff)
          i++
          buf[p++] = (c >> 18) | 0xf0
          buf[p++] = ((c >> 12) & 0x3f) | 0x80
          buf[p++] = ((c >> 6) & 0x3f) | 0x80
          buf[p++] = (c & 0x3f) | 0x80
          continue
        }
      }
      if ((c & 0xf800) === 0xd800) c = 0xfffd
      buf[p++] = (c >> 12) | 0xe0
      buf[p++] = ((c >> 6) & 0x3f) | 0x80
      buf[p++] = (c & 0x3f) | 0x80
    }
  }
  return p
}

// Struct keys and short values repeat across labels ("pos", "NN"). Handing out the same string
// for the same bytes saves the allocation, and property stores with an already internalized key
// skip V8's string-table lookup, which was the largest cost of decoding a label.
const SHORT_STRING = 24
const CACHE_SLOTS = 4096
const stringCache: (string | undefined)[] = new Array(CACHE_SLOTS).fill(undefined)

function shortString(buf: Buffer, start: number, end: number): string {
  const len = end - start
  if (len === 0) return ''
  // A few bytes pick the slot; the comparison below checks them all.
  const h =
    Math.imul(Math.imul(len * 31 + buf[start], 31) + buf[end - 1], 31) + buf[start + (len >> 1)] + (buf[end - 2] << 7)
  const slot = (h ^ (h >>> 11)) & (CACHE_SLOTS - 1)
  const cached = stringCache[slot]
  if (cached !== undefined && cached.length === len) {
    let i = 0
    while (i < len && cached.charCodeAt(i) === buf[start + i]) i++
    if (i === len) return cached
  }
  for (let i = start; i < end; i++) if (buf[i] >= 0x80) return buf.toString('utf8', start, end)
  const s = buf.toString('latin1', start, end)
  stringCache[slot] = s
  return s
}

/**
 * A cursor over wire bytes. `end` is the end of the message being read: nested readers narrow it
 * (enter/leave), and every read checks against it, so a bad length cannot reach a sibling.
 */
export class Reader {
  readonly buf: Buffer
  pos: number
  end: number
  /** Halves of the last varint64(). */
  lo = 0
  hi = 0

  constructor(buf: Uint8Array, pos = 0, end = buf.length) {
    this.buf = bufferView(buf)
    this.pos = pos
    this.end = Math.min(end, this.buf.length)
  }

  /** A varint's low 32 bits, unsigned (uint32 fields, tags, lengths). */
  uint32(): number {
    const p = this.pos
    if (p + 1 < this.end) {
      const b = this.buf[p]
      if (b < 0x80) {
        this.pos = p + 1
        return b
      }
      const b1 = this.buf[p + 1]
      if (b1 < 0x80) {
        this.pos = p + 2
        return (b & 0x7f) | (b1 << 7)
      }
    }
    return this.uint32Slow()
  }

  private uint32Slow(): number {
    const buf = this.buf
    const end = this.end
    let p = this.pos
    let v = 0
    for (let i = 0; i < 10; i++) {
      if (p >= end) throw malformed('truncated varint')
      const b = buf[p++]
      if (i < 5) v |= (b & 0x7f) << (7 * i)
      if (b < 0x80) {
        this.pos = p
        return v >>> 0
      }
    }
    throw malformed('varint longer than 10 bytes')
  }

  /** int32 (sign from the low 32 bits). */
  int32(): number {
    return this.uint32() | 0
  }

  /** Reads a 64-bit varint into lo/hi. */
  varint64(): void {
    const buf = this.buf
    const end = this.end
    let p = this.pos
    let lo = 0
    let hi = 0
    for (let i = 0; i < 10; i++) {
      if (p >= end) throw malformed('truncated varint')
      const b = buf[p++]
      const bits = b & 0x7f
      if (i < 4) lo |= bits << (7 * i)
      else if (i === 4) {
        lo |= bits << 28
        hi |= bits >>> 4
      } else hi |= bits << (7 * i - 32)
      if (b < 0x80) {
        this.pos = p
        this.lo = lo >>> 0
        this.hi = hi >>> 0
        return
      }
    }
    throw malformed('varint longer than 10 bytes')
  }

  /** int64 as a signed decimal string, like proto-loader's `longs: String`. */
  int64String(): string {
    this.varint64()
    const lo = this.lo
    const hi = this.hi
    if (hi === 0) return String(lo)
    if (hi < 0x200000) return String(hi * TWO_32 + lo)
    if (hi >= 0xffe00000) return String((hi - TWO_32) * TWO_32 + lo)
    return BigInt.asIntN(64, (BigInt(hi) << 32n) | BigInt(lo)).toString()
  }

  /** uint64 as a decimal string. */
  uint64String(): string {
    this.varint64()
    if (this.hi < 0x200000) return String(this.hi * TWO_32 + this.lo)
    return ((BigInt(this.hi) << 32n) | BigInt(this.lo)).toString()
  }

  /** A bool: any non-zero bit of the whole varint. */
  bool(): boolean {
    const p = this.pos
    if (p < this.end) {
      const b = this.buf[p]
      if (b < 0x80) {
        this.pos = p + 1
        return b !== 0
      }
    }
    this.varint64()
    return (this.lo | this.hi) !== 0
  }

  double(): number {
    const p = this.pos
    if (this.end - p < 8) throw malformed('truncated double')
    const buf = this.buf
    if (HOST_LE) {
      f64Bytes[0] = buf[p]
      f64Bytes[1] = buf[p + 1]
      f64Bytes[2] = buf[p + 2]
      f64Bytes[3] = buf[p + 3]
      f64Bytes[4] = buf[p + 4]
      f64Bytes[5] = buf[p + 5]
      f64Bytes[6] = buf[p + 6]
      f64Bytes[7] = buf[p + 7]
    } else {
      for (let i = 0; i < 8; i++) f64Bytes[7 - i] = buf[p + i]
    }
    this.pos = p + 8
    return f64[0]
  }

  /** Reads a length prefix; returns the absolute end of the body (checked against end). */
  delimited(): number {
    const len = this.uint32()
    if (len > this.end - this.pos) throw malformed('length past the end of the message')
    return this.pos + len
  }

  /** A UTF-8 string; invalid sequences decode to U+FFFD. */
  string(): string {
    const end = this.delimited()
    const start = this.pos
    this.pos = end
    if (end - start <= SHORT_STRING) return shortString(this.buf, start, end)
    return this.buf.toString('utf8', start, end)
  }

  /** A byte string as a view of the message, for a field that is most of it (nothing is kept alive in vain). */
  view(): Buffer {
    const end = this.delimited()
    const out = this.buf.subarray(this.pos, end)
    this.pos = end
    return out
  }

  /** A byte string, copied (a view would keep the whole received frame alive). */
  bytes(): Buffer {
    const end = this.delimited()
    const out = Buffer.from(this.buf.subarray(this.pos, end))
    this.pos = end
    return out
  }

  /** Skips the rest of a field whose tag was just read. */
  skip(tag: number, depth = 0): void {
    if (tag >>> 3 === 0) throw malformed('field number 0')
    switch (tag & 7) {
      case 0:
        this.varint64()
        return
      case 1:
        if (this.end - this.pos < 8) throw malformed('truncated fixed64')
        this.pos += 8
        return
      case 2:
        this.pos = this.delimited()
        return
      case 5:
        if (this.end - this.pos < 4) throw malformed('truncated fixed32')
        this.pos += 4
        return
      case 3: {
        if (depth >= MAX_DEPTH) throw malformed('groups nested too deeply')
        const closing = (tag & ~7) | 4
        for (;;) {
          if (this.pos >= this.end) throw malformed('unterminated group')
          const t = this.uint32()
          if (t === closing) return
          this.skip(t, depth + 1)
        }
      }
      case 4:
        throw malformed('unexpected end-group tag')
      default:
        throw malformed(`invalid wire type ${tag & 7}`)
    }
  }
}

// ---- google.protobuf.Struct / Value / ListValue ⇄ JSON ----------------------------------------
// Struct: fields=1 (map entry {key=1 string, value=2 Value}). Value oneof: null_value=1 (enum),
// number_value=2 (double), string_value=3, bool_value=4, struct_value=5, list_value=6.
// ListValue: values=1.

const T_NULL = 0x08
const T_NUMBER = 0x11
const T_STRING = 0x1a
const T_BOOL = 0x20
const T_STRUCT = 0x2a
const T_LIST = 0x32

// `depth` below is the message depth (see MAX_DEPTH) of the Struct, Value or ListValue at hand;
// the exported field writers and readers default to 1, a field of a top-level message.

function tooDeep(): Error {
  return invalidArgument(`JSON nested too deeply: messages nest more than ${MAX_DEPTH} levels`)
}

/** A Struct-typed field from a JSON object; null/undefined leaves the field absent. Undefined members are skipped. */
export function writeStruct(
  w: Writer,
  field: number,
  obj: { readonly [k: string]: unknown } | null | undefined,
  depth = 1,
): void {
  if (obj == null) return
  w.tag(field, 2)
  w.fork()
  writeStructBody(w, obj, depth)
  w.ldelim()
}

/** A Value-typed field from any JSON value (undefined, functions and symbols as null). */
export function writeValue(w: Writer, field: number, v: unknown, depth = 1): void {
  w.tag(field, 2)
  w.fork()
  writeValueBody(w, v, depth)
  w.ldelim()
}

/** A ListValue-typed field from an array; undefined items become null, as in JSON. */
export function writeListValue(w: Writer, field: number, arr: readonly unknown[] | null | undefined, depth = 1): void {
  if (arr == null) return
  w.tag(field, 2)
  w.fork()
  writeListBody(w, arr, depth)
  w.ldelim()
}

/** The entries of a Struct (its body, without tag and length). */
export function writeStructBody(w: Writer, obj: { readonly [k: string]: unknown }, depth: number): void {
  if (depth > MAX_DEPTH) throw tooDeep()
  const keys = Object.keys(obj)
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]
    const v = obj[k]
    if (v !== undefined) writeEntry(w, k, v, depth + 1)
  }
}

/** One map entry {key, Value at `depth`}. */
function writeEntry(w: Writer, key: string, v: unknown, depth: number): void {
  w.ensure(1)
  w.buf[w.pos++] = 0x0a
  w.fork()
  w.ensure(1)
  w.buf[w.pos++] = 0x0a
  w.string(key)
  writeValueField(w, v, depth)
  w.ldelim()
}

// A Value as field 2 of a map entry (tag 0x12) or field 1 of a ListValue (0x0a). Numbers,
// booleans and null have a known length and are framed without fork().
function writeValueField(w: Writer, v: unknown, depth: number, tag = 0x12): void {
  if (depth > MAX_DEPTH) throw tooDeep()
  w.ensure(11)
  const buf = w.buf
  switch (typeof v) {
    case 'number': {
      buf[w.pos] = tag
      buf[w.pos + 1] = 9
      buf[w.pos + 2] = T_NUMBER
      w.pos += 3
      w.double(v)
      return
    }
    case 'boolean': {
      const p = w.pos
      buf[p] = tag
      buf[p + 1] = 2
      buf[p + 2] = T_BOOL
      buf[p + 3] = v ? 1 : 0
      w.pos = p + 4
      return
    }
    case 'string':
      buf[w.pos++] = tag
      w.fork()
      w.buf[w.pos++] = T_STRING
      w.string(v)
      w.ldelim()
      return
    case 'object':
      if (v === null) break
      buf[w.pos++] = tag
      w.fork()
      writeValueBody(w, v, depth)
      w.ldelim()
      return
    case 'bigint':
      writeValueField(w, Number(v), depth, tag)
      return
  }
  // null, and what JSON has no value for (undefined, functions, symbols): a null Value.
  const p = w.pos
  buf[p] = tag
  buf[p + 1] = 2
  buf[p + 2] = T_NULL
  buf[p + 3] = 0
  w.pos = p + 4
}

/** A Value's body. */
export function writeValueBody(w: Writer, v: unknown, depth: number): void {
  if (depth > MAX_DEPTH) throw tooDeep()
  w.ensure(9)
  switch (typeof v) {
    case 'number':
      w.buf[w.pos++] = T_NUMBER
      w.double(v)
      return
    case 'string':
      w.buf[w.pos++] = T_STRING
      w.string(v)
      return
    case 'boolean':
      w.buf[w.pos++] = T_BOOL
      w.buf[w.pos++] = v ? 1 : 0
      return
    case 'bigint':
      w.buf[w.pos++] = T_NUMBER
      w.double(Number(v))
      return
    case 'object':
      if (v === null) break
      w.buf[w.pos++] = Array.isArray(v) ? T_LIST : T_STRUCT
      w.fork()
      if (Array.isArray(v)) writeListBody(w, v, depth + 1)
      else writeStructBody(w, v as { readonly [k: string]: unknown }, depth + 1)
      w.ldelim()
      return
  }
  w.buf[w.pos++] = T_NULL
  w.buf[w.pos++] = 0
}

/** The values of a ListValue. */
export function writeListBody(w: Writer, arr: readonly unknown[], depth: number): void {
  if (depth > MAX_DEPTH) throw tooDeep()
  for (let i = 0; i < arr.length; i++) writeValueField(w, arr[i], depth + 1, 0x0a)
}

// Own data properties even for "__proto__" (which an assignment would turn into a prototype
// change), as JSON.parse does.
function setMember(obj: Record<string, Json>, key: string, value: Json): void {
  if (key === '__proto__')
    Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true })
  else obj[key] = value
}

/** A Struct body (from r.pos to end) as a JSON object. */
export function readStruct(r: Reader, end: number, depth = 1): Record<string, Json> {
  const obj: Record<string, Json> = {}
  readStructInto(r, end, obj, false, depth)
  return obj
}

/**
 * Reads Struct entries into `obj` (a later duplicate key wins). With `labelFields`, keys
 * start_index, end_index and reference_ids are dropped: those members of a flat label come from
 * the GenericLabel's own fields, never from `fields`.
 */
function readStructInto(r: Reader, end: number, obj: Record<string, Json>, labelFields: boolean, depth: number): void {
  if (depth > MAX_DEPTH) throw malformed(`messages nested more than ${MAX_DEPTH} levels`)
  const outer = r.end
  r.end = end
  const buf = r.buf
  while (r.pos < end) {
    let key = ''
    let value: Json = null
    // The usual entry, `0a L 0a K key 12 V value` with one-byte lengths and a short key, is
    // taken apart here; anything else (or anything that does not add up) takes the loop below.
    const p = r.pos
    const entryEnd = p + 2 + buf[p + 1]
    const keyEnd = p + 4 + buf[p + 3]
    if (
      buf[p] === 0x0a &&
      buf[p + 1] < 0x80 &&
      entryEnd <= end &&
      buf[p + 2] === 0x0a &&
      buf[p + 3] <= SHORT_STRING &&
      keyEnd + 1 < entryEnd &&
      buf[keyEnd] === 0x12 &&
      keyEnd + 2 + buf[keyEnd + 1] === entryEnd
    ) {
      key = shortString(buf, p + 4, keyEnd)
      r.pos = keyEnd + 2
      value = readValue(r, entryEnd, depth + 1)
    } else {
      const tag = r.uint32()
      if (tag !== 0x0a) {
        r.skip(tag)
        continue
      }
      const entryEnd = r.delimited()
      r.end = entryEnd
      while (r.pos < entryEnd) {
        const t = r.uint32()
        if (t === 0x0a) key = r.string()
        else if (t === 0x12) value = readValue(r, r.delimited(), depth + 1)
        else r.skip(t)
      }
      r.end = end
    }
    if (labelFields && (key === 'start_index' || key === 'end_index' || key === REFERENCES_MEMBER)) continue
    setMember(obj, key, value)
  }
  r.end = outer
}

/** A Value body as JSON; an empty Value (no kind set) is null. */
export function readValue(r: Reader, end: number, depth = 1): Json {
  if (depth > MAX_DEPTH) throw malformed(`messages nested more than ${MAX_DEPTH} levels`)
  const outer = r.end
  r.end = end
  const buf = r.buf
  let v: Json = null
  // The common shapes, a lone number or a lone short string, without the loop.
  const p = r.pos
  const first = buf[p]
  if (first === T_NUMBER && end - p === 9) {
    r.pos = p + 1
    v = r.double()
    r.end = outer
    return v
  }
  if (first === T_STRING && end - p === buf[p + 1] + 2 && end - p <= SHORT_STRING + 2) {
    r.pos = end
    r.end = outer
    return shortString(buf, p + 2, end)
  }
  while (r.pos < end) {
    const t = r.uint32()
    switch (t) {
      case T_NULL:
        r.varint64()
        v = null
        break
      case T_NUMBER:
        v = r.double()
        break
      case T_STRING:
        v = r.string()
        break
      case T_BOOL:
        v = r.bool()
        break
      case T_STRUCT:
        v = readStruct(r, r.delimited(), depth + 1)
        break
      case T_LIST:
        v = readListValue(r, r.delimited(), depth + 1)
        break
      default:
        r.skip(t)
    }
  }
  r.end = outer
  return v
}

/** A ListValue body as a JSON array. */
export function readListValue(r: Reader, end: number, depth = 1): Json[] {
  if (depth > MAX_DEPTH) throw malformed(`messages nested more than ${MAX_DEPTH} levels`)
  const outer = r.end
  r.end = end
  // Sized before it is filled: a list grown by push() holds room for 16 more values (136 bytes)
  // whatever it holds, which made a list of one value cost 40 times its encoding.
  const out: Json[] = new Array(countValues(r, end))
  let n = 0
  while (r.pos < end) {
    const t = r.uint32()
    if (t === 0x0a) out[n++] = readValue(r, r.delimited(), depth + 1)
    else r.skip(t)
  }
  r.end = outer
  return out
}

/** How many `values` (field 1) a ListValue body holds, without reading them (r.pos is restored). */
function countValues(r: Reader, end: number): number {
  const start = r.pos
  let count = 0
  while (r.pos < end) {
    const t = r.uint32()
    if (t === 0x0a) count++
    r.skip(t)
  }
  r.pos = start
  return count
}

// ---- GenericLabels ⇄ flat labels (PROTOCOL.md §2, src/api/labels.ts) -----------------------
// GenericLabels{is_distinct=1, labels=2}; GenericLabel{identifier=1, start_index=2, end_index=3,
// fields=4 Struct, reference_ids=5 Struct}.

/**
 * A GenericLabels field from the flat form: identifier = position, start/end to their fields,
 * the reference_ids member (when present, even empty) to reference_ids, every other defined
 * member into `fields`. Input is assumed validated (labels.ts does that).
 */
export function writeGenericLabels(w: Writer, field: number, json: JsonLabels, depth = 1): void {
  w.tag(field, 2)
  w.fork()
  writeGenericLabelsBody(w, json, depth)
  w.ldelim()
}

/** `depth`: of the GenericLabels message; each label's fields Struct is two deeper. */
export function writeGenericLabelsBody(w: Writer, json: JsonLabels, depth = 1): void {
  const valueDepth = depth + 3
  if (json.is_distinct) {
    w.ensure(2)
    w.buf[w.pos++] = 0x08
    w.buf[w.pos++] = 1
  }
  const labels = json.labels ?? []
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]
    // tag + reserved length, then identifier, start and end: at most 3 + 3 × 6 bytes.
    w.ensure(24)
    const buf = w.buf
    let p = w.pos
    buf[p++] = 0x12
    const labelStart = p++
    if (i !== 0) p = putVarint(buf, p, 0x08, i)
    const start = label.start_index >>> 0
    if (start !== 0) p = putVarint(buf, p, 0x10, start)
    const end = label.end_index >>> 0
    if (end !== 0) p = putVarint(buf, p, 0x18, end)
    // fields is always present (as protobufjs sends it); reference_ids only when the label has them.
    buf[p++] = 0x22
    w.pos = p
    w.fork()
    let refs: Json | undefined
    const keys = Object.keys(label)
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k]
      if (key === 'start_index' || key === 'end_index') continue
      const v = label[key]
      if (key === REFERENCES_MEMBER) refs = v
      else if (v !== undefined) writeEntry(w, key, v, valueDepth)
    }
    w.ldelim()
    if (refs !== undefined) writeReferenceIds(w, refs, valueDepth - 1)
    w.forks.push(labelStart)
    w.ldelim()
  }
}

// GenericLabel.reference_ids (field 5), present even when empty: an empty map stays an empty map.
function writeReferenceIds(w: Writer, refs: Json, depth: number): void {
  if (typeof refs !== 'object' || refs === null || Array.isArray(refs)) {
    throw invalidArgument(`a label's ${REFERENCES_MEMBER} must be an object of reference ids`)
  }
  w.ensure(1)
  w.buf[w.pos++] = 0x2a
  w.fork()
  writeStructBody(w, refs, depth)
  w.ldelim()
}

// A one-byte tag and an unsigned 32-bit varint at p (room already ensured); returns the end.
function putVarint(buf: Buffer, p: number, tag: number, v: number): number {
  buf[p++] = tag
  while (v > 0x7f) {
    buf[p++] = (v & 0x7f) | 0x80
    v >>>= 7
  }
  buf[p++] = v
  return p
}

/**
 * A GenericLabels body as the flat form: start/end first, then the fields, then reference_ids
 * when the GenericLabel has them (an empty map as {}). The identifier is not kept: the flat form
 * numbers labels by position, as every writer of the protocol does.
 */
export function readGenericLabels(r: Reader, end: number, depth = 1): JsonLabels {
  const outer = r.end
  r.end = end
  let is_distinct = false
  const labels: FlatLabel[] = []
  while (r.pos < end) {
    const t = r.uint32()
    if (t === 0x12) labels.push(readGenericLabel(r, r.delimited(), depth + 2))
    else if (t === 0x08) is_distinct = r.bool()
    else r.skip(t)
  }
  r.end = outer
  return { is_distinct, labels }
}

function readGenericLabel(r: Reader, end: number, structDepth: number): FlatLabel {
  const outer = r.end
  r.end = end
  const label: FlatLabel = { start_index: 0, end_index: 0 }
  let refs: Record<string, Json> | undefined
  while (r.pos < end) {
    const t = r.uint32()
    switch (t) {
      case 0x08:
        r.uint32()
        break
      case 0x10:
        label.start_index = r.uint32()
        break
      case 0x18:
        label.end_index = r.uint32()
        break
      case 0x22:
        readStructInto(r, r.delimited(), label, true, structDepth)
        break
      case 0x2a:
        // A message field seen twice merges, as protobuf does.
        refs ??= {}
        readStructInto(r, r.delimited(), refs, false, structDepth)
        break
      default:
        r.skip(t)
    }
  }
  r.end = outer
  if (refs !== undefined) label[REFERENCES_MEMBER] = refs
  return label
}
