// Label offsets count Unicode code points on the wire and in REST (PROTOCOL.md §1), as MTAP's
// Python SDK and most NLP tools count them; JavaScript strings index UTF-16 code units. The two
// differ only after a character outside the Basic Multilingual Plane (an emoji, 𝄞, some CJK),
// which takes two code units (a surrogate pair) but is one code point. Text without surrogate
// pairs, nearly every clinical note, takes the fast path: no table is built and no offset moves.
import { invalidArgument } from './errors.js'

// Any surrogate; a text without one has identical offsets either way.
const SURROGATE = /[\uD800-\uDFFF]/

/** How many code points `text` holds (a lone surrogate counts as one, as it travels as U+FFFD). */
export function codePointLength(text: string): number {
  if (!SURROGATE.test(text)) return text.length
  let pairs = 0
  for (let i = 0; i < text.length - 1; i++) {
    if (isPairAt(text, i)) {
      pairs++
      i++
    }
  }
  return text.length - pairs
}

function isPairAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i)
  return c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00
}

/**
 * The conversion between UTF-16 indices and code-point offsets of one text. `of` answers null
 * when the text has no surrogate pair: then both count alike and callers skip converting.
 */
export class CodePointOffsets {
  /** unitOf[cp] = the UTF-16 index of code point cp; unitOf[cpLength] = text.length. */
  private readonly unitOf: Uint32Array
  /** pointOf[u] = the code point at or containing UTF-16 index u; one more entry for the end. */
  private readonly pointOf: Uint32Array
  readonly codePoints: number
  readonly units: number

  private constructor(text: string) {
    this.units = text.length
    this.codePoints = codePointLength(text)
    this.unitOf = new Uint32Array(this.codePoints + 1)
    this.pointOf = new Uint32Array(this.units + 1)
    let cp = 0
    for (let u = 0; u < text.length; u++) {
      this.unitOf[cp] = u
      this.pointOf[u] = cp
      if (u + 1 < text.length && isPairAt(text, u)) this.pointOf[++u] = cp
      cp++
    }
    this.unitOf[cp] = text.length
    this.pointOf[text.length] = cp
  }

  static of(text: string): CodePointOffsets | null {
    if (!SURROGATE.test(text)) return null
    const offsets = new CodePointOffsets(text)
    return offsets.codePoints === offsets.units ? null : offsets
  }

  /**
   * The code-point offset of UTF-16 index `unit`. An index past the end stays past it by the
   * same amount, so range checks downstream still refuse it; an index between the two halves of
   * a pair is INVALID_ARGUMENT (`what` names it): no code-point offset falls there.
   */
  toCodePoint(unit: number, what: string): number {
    if (unit > this.units) return unit - this.units + this.codePoints
    if (unit > 0 && unit < this.units && this.pointOf[unit] === this.pointOf[unit - 1]) {
      throw invalidArgument(
        `${what} ${unit} falls inside a character (between the two UTF-16 code units of a surrogate pair)`,
      )
    }
    return this.pointOf[unit]
  }

  /** The UTF-16 index of code-point offset `cp`; past the end stays past it by the same amount. */
  toUnit(cp: number): number {
    if (cp > this.codePoints) return cp - this.codePoints + this.units
    return this.unitOf[cp]
  }
}
