// HPACK's Huffman code (RFC 7541 Appendix B), decoding only: our encoder writes strings raw.
// The code is canonical, so the bit length of each symbol's code determines every code; the
// table below is those lengths for symbols 0–255 (EOS, symbol 256, is thirty 1 bits).
import { SvcError } from '../api/errors.js'
import { Status } from '../api/status.js'

// prettier-ignore
const CODE_LENGTHS = [
  13, 23, 28, 28, 28, 28, 28, 28, 28, 24, 30, 28, 28, 30, 28, 28, 28, 28, 28, 28, 28, 28, 30, 28, 28, 28, 28, 28, 28, 28, 28, 28,
  6, 10, 10, 12, 13, 6, 8, 11, 10, 10, 8, 11, 8, 6, 6, 6, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 7, 8, 15, 6, 12, 10,
  13, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 8, 7, 8, 13, 19, 13, 14, 6,
  15, 5, 6, 5, 6, 5, 6, 6, 6, 5, 7, 7, 6, 6, 6, 5, 6, 7, 6, 5, 5, 6, 7, 7, 7, 7, 7, 15, 11, 14, 13, 28,
  20, 22, 20, 20, 22, 22, 22, 23, 22, 23, 23, 23, 23, 23, 24, 23, 24, 24, 22, 23, 24, 23, 23, 23, 23, 21, 22, 23, 22, 23, 23, 24,
  22, 21, 20, 22, 22, 23, 23, 21, 23, 22, 22, 24, 21, 22, 23, 23, 21, 21, 22, 21, 23, 22, 23, 23, 20, 22, 22, 22, 23, 22, 22, 23,
  26, 26, 20, 19, 22, 23, 22, 25, 26, 26, 26, 27, 27, 26, 24, 25, 19, 21, 26, 27, 27, 26, 27, 24, 21, 21, 26, 26, 28, 27, 27, 27,
  20, 24, 20, 21, 22, 21, 21, 23, 22, 22, 25, 25, 24, 24, 26, 23, 26, 27, 26, 26, 27, 27, 27, 27, 27, 28, 27, 27, 27, 27, 27, 26,
]

const MAX_LENGTH = 30
/** Per code length: the first code of that length, how many there are, where they start in SYMBOLS. */
const FIRST_CODE = new Int32Array(MAX_LENGTH + 1)
const COUNT = new Int32Array(MAX_LENGTH + 1)
const OFFSET = new Int32Array(MAX_LENGTH + 1)
/** Symbols ordered by (code length, symbol): the canonical order. */
const SYMBOLS = new Uint16Array(257)

{
  for (const len of CODE_LENGTHS) COUNT[len]++
  COUNT[MAX_LENGTH]++ // EOS
  let code = 0
  let offset = 0
  for (let len = 1; len <= MAX_LENGTH; len++) {
    code <<= 1
    FIRST_CODE[len] = code
    OFFSET[len] = offset
    code += COUNT[len]
    offset += COUNT[len]
  }
  const fill = new Int32Array(MAX_LENGTH + 1)
  for (let sym = 0; sym < 256; sym++) {
    const len = CODE_LENGTHS[sym]
    SYMBOLS[OFFSET[len] + fill[len]++] = sym
  }
  SYMBOLS[OFFSET[MAX_LENGTH] + fill[MAX_LENGTH]] = 256
}

function malformed(what: string): SvcError {
  return new SvcError(Status.INTERNAL, `HPACK: ${what}`)
}

/** Decodes a Huffman-coded string (as latin1 bytes, as header values travel). */
export function huffmanDecode(buf: Uint8Array, start: number, end: number): string {
  const out: number[] = []
  let code = 0
  let len = 0
  for (let i = start; i < end; i++) {
    const byte = buf[i]
    for (let bit = 7; bit >= 0; bit--) {
      code = (code << 1) | ((byte >> bit) & 1)
      len++
      const index = code - FIRST_CODE[len]
      if (index < COUNT[len]) {
        const sym = SYMBOLS[OFFSET[len] + index]
        if (sym === 256) throw malformed('EOS in a Huffman-coded string')
        out.push(sym)
        code = 0
        len = 0
      } else if (len === MAX_LENGTH) {
        throw malformed('invalid Huffman code')
      }
    }
  }
  // Padding: fewer than 8 bits, all ones (a prefix of EOS).
  if (len > 7 || code !== (1 << len) - 1) throw malformed('invalid Huffman padding')
  return Buffer.from(out).toString('latin1')
}
