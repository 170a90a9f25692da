// Label offsets on the wire count Unicode code points (PROTOCOL.md §1); a JavaScript string
// counts UTF-16 code units. The two differ only after a character outside the Basic
// Multilingual Plane (an emoji, some CJK), which takes two units; text without one maps each
// offset to itself. The same rule as src/api/text-offsets.ts (the SDK's), here for the browser:
// the viewer is compiled apart from src/ and cannot import it. Pure: used by the viewer and by
// `svc run`.

export interface OffsetMap {
  /** Code points in the text. */
  readonly length: number
  /** The UTF-16 index of a code-point offset (clamped to the text). */
  toUnits(codePoint: number): number
  /** The text between two code-point offsets. */
  slice(text: string, start: number, end: number): string
}

const SURROGATE = /[\uD800-\uDFFF]/

export function offsetMap(text: string): OffsetMap {
  if (!SURROGATE.test(text)) {
    const n = text.length
    const clamp = (i: number) => Math.min(Math.max(i, 0), n)
    return { length: n, toUnits: clamp, slice: (t, s, e) => t.slice(clamp(s), clamp(e)) }
  }
  // units[k] is the UTF-16 index where code point k starts; units[count] is text.length.
  const units: number[] = []
  for (let i = 0; i < text.length; i++) {
    units.push(i)
    const c = text.charCodeAt(i)
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) i++
    }
  }
  const count = units.length
  units.push(text.length)
  const toUnits = (cp: number) => units[Math.min(Math.max(cp, 0), count)]!
  return { length: count, toUnits, slice: (t, s, e) => t.slice(toUnits(s), toUnits(e)) }
}

/** Code points in a string (a section title's length, for instance). */
export function codePointLength(s: string): number {
  let n = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) i++
    }
    n++
  }
  return n
}
