/**
 * A physical line of text. `start`/`end` bound the line without its terminator
 * `contentStart`/`contentEnd` bound it without surrounding whitespace
 * (equal when the line is blank).
 */
export interface TextLine {
  start: number
  end: number
  contentStart: number
  contentEnd: number
}

const LF = 10
const CR = 13

export function isSpaceCode(c: number): boolean {
  // Ordinary and Unicode spaces plus the zero-width characters that word processors leave in
  // text; none of them can carry a token.
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200d) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x2060 ||
    c === 0x3000 ||
    c === 0xfeff
  )
}

/** Whether text[start, end) holds anything but space. */
export function hasNonSpace(text: string, start: number, end: number): boolean {
  for (let k = start; k < end; k++) if (!isSpaceCode(text.charCodeAt(k))) return true
  return false
}

/** Splits on \n, \r\n and lone \r, as RTF converters and Windows editors produce all three. */
export function splitLines(text: string): TextLine[] {
  const lines: TextLine[] = []
  let start = 0
  const n = text.length
  // The next \n and \r at or after `start` (-1: none left), found by native search: a loop
  // over every character here cost more than the rest of the split.
  let nextLf = text.indexOf('\n')
  let nextCr = text.indexOf('\r')
  while (start <= n) {
    if (nextLf !== -1 && nextLf < start) nextLf = text.indexOf('\n', start)
    if (nextCr !== -1 && nextCr < start) nextCr = text.indexOf('\r', start)
    const end = nextLf === -1 ? (nextCr === -1 ? n : nextCr) : nextCr === -1 ? nextLf : Math.min(nextLf, nextCr)
    let cs = start
    while (cs < end && isSpaceCode(text.charCodeAt(cs))) cs++
    let ce = end
    while (ce > cs && isSpaceCode(text.charCodeAt(ce - 1))) ce--
    lines.push({ start, end, contentStart: cs, contentEnd: ce })
    if (end >= n) break
    start = text.charCodeAt(end) === CR && text.charCodeAt(end + 1) === LF ? end + 2 : end + 1
  }
  return lines
}

export function isBlank(line: TextLine): boolean {
  return line.contentStart === line.contentEnd
}
