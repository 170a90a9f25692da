// One linear pass over a JSON body's bytes before JSON.parse sees them: how deep it nests and
// how many values it holds, so that what parsing would cost is known (and refused) before any of
// it is spent. JSON.parse of 3 bytes (`{},`) makes a 64-byte object: a body's byte length alone
// does not bound its memory, its count of values does. The pass does not validate JSON (the
// parser does that next); on malformed input its counts are what the parser would reach at most.

/** What the pass found. */
export interface JsonShape {
  /** Objects and arrays. */
  readonly containers: number
  /** Strings, numbers, booleans and nulls that are values (object keys are not counted). */
  readonly scalars: number
  /** A \uD800–\uDFFF escape occurs: a string may hold a lone surrogate (checked after parsing). */
  readonly surrogateEscapes: boolean
  /** A number has an exponent or 16+ characters: it may not fit a double (checked after parsing). */
  readonly bigNumbers: boolean
}

/** Why a body was refused, and where the limit was reached. */
export class JsonShapeLimit extends Error {
  constructor(
    readonly limit: 'depth' | 'values',
    readonly at: number,
  ) {
    super(`JSON ${limit} limit reached at byte ${at}`)
  }
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COLON = 0x3a

// Bytes that may continue a number token: digits . e E + -
const NUMBER_BYTE = new Uint8Array(256)
for (const c of '0123456789.eE+-') NUMBER_BYTE[c.charCodeAt(0)] = 1

/** Scans `buf`; throws JsonShapeLimit as soon as it nests deeper than maxDepth or holds more than maxValues values. */
export function scanJson(buf: Buffer, maxDepth: number, maxValues: number): JsonShape {
  const n = buf.length
  let depth = 0
  let containers = 0
  let scalars = 0
  let surrogateEscapes = false
  let bigNumbers = false
  // Strings are skipped with Buffer.indexOf (native): the next quote, and the next backslash
  // found once and reused until passed, so the whole pass stays linear.
  let nextBackslash = -1
  let i = 0
  while (i < n) {
    const c = buf[i]
    if (c === QUOTE) {
      i++
      for (;;) {
        const quote = buf.indexOf(QUOTE, i)
        if (quote < 0) {
          i = n
          break
        }
        if (nextBackslash < i && nextBackslash !== n) {
          nextBackslash = buf.indexOf(BACKSLASH, i)
          if (nextBackslash < 0) nextBackslash = n
        }
        if (nextBackslash > quote) {
          i = quote + 1
          break
        }
        // An escape before the quote: \uD8xx–\uDFxx may be half of a pair, or alone.
        const e = nextBackslash
        if (buf[e + 1] === 0x75 && (buf[e + 2] | 0x20) === 0x64 && isSurrogateNibble(buf[e + 3]))
          surrogateEscapes = true
        i = e + 2
      }
      // A string followed by a colon is a key, not a value.
      let j = i
      while (j < n && isSpace(buf[j])) j++
      if (buf[j] === COLON) i = j + 1
      else if (containers + ++scalars > maxValues) throw new JsonShapeLimit('values', i)
      continue
    }
    switch (c) {
      case 0x7b: // {
      case 0x5b: // [
        if (++depth > maxDepth) throw new JsonShapeLimit('depth', i)
        if (++containers + scalars > maxValues) throw new JsonShapeLimit('values', i)
        i++
        continue
      case 0x7d: // }
      case 0x5d: // ]
        depth--
        i++
        continue
      case 0x74: // true
      case 0x66: // false
      case 0x6e: // null
        if (containers + ++scalars > maxValues) throw new JsonShapeLimit('values', i)
        i++
        while (i < n && buf[i] >= 0x61 && buf[i] <= 0x7a) i++
        continue
    }
    if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      if (containers + ++scalars > maxValues) throw new JsonShapeLimit('values', i)
      const start = i
      let exponent = false
      while (i < n && NUMBER_BYTE[buf[i]] === 1) {
        if ((buf[i] | 0x20) === 0x65) exponent = true
        i++
      }
      if (exponent || i - start > 15) bigNumbers = true
      continue
    }
    i++
  }
  return { containers, scalars, surrogateEscapes, bigNumbers }
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09
}

// The third hex digit of \uD8xx–\uDFxx: 8 9 a–f (either case).
function isSurrogateNibble(c: number): boolean {
  return c === 0x38 || c === 0x39 || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66)
}
