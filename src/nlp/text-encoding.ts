// Plain text in any encoding, as notes arrive from the systems that wrote them: a byte order
// mark (UTF-8, UTF-16, UTF-32) decides; else the bytes are UTF-8 when they are valid UTF-8;
// else a detector (chardet) names the likeliest single- or multi-byte encoding, Windows-1252
// when it names none that iconv-lite decodes (the WHATWG Encoding standard reads
// ISO-8859-1 labels as Windows-1252 too). Whatever was chosen is said, and whether it was a
// guess. A file that is no text at all (NUL bytes, control characters) is refused: its bytes
// read as any 8-bit encoding would make "words" the concept finder would find meaning in.
import { isUtf8 } from 'node:buffer'
import { detect } from 'chardet'
import iconv from 'iconv-lite'

export interface DecodedText {
  text: string
  /** The encoding read: utf-8, utf-16le, windows-1252, shift_jis, … (lower case). */
  encoding: string
  /** True when no byte order mark or valid UTF-8 said so: the detector's (or the fallback's) guess. */
  guessed: boolean
}

/** The bytes are not text. Its message says why, never what they hold. */
export class NotText extends Error {
  constructor(why: string) {
    super(`not text: ${why}`)
    this.name = 'NotText'
  }
}

const BOMS: readonly [bytes: readonly number[], encoding: string][] = [
  // UTF-32LE first: its mark begins with UTF-16LE's.
  [[0xff, 0xfe, 0x00, 0x00], 'utf-32le'],
  [[0x00, 0x00, 0xfe, 0xff], 'utf-32be'],
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
]

const FALLBACK = 'windows-1252'

/** Decodes a note's bytes; throws NotText for a binary file. */
export function decodeText(bytes: Uint8Array): DecodedText {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const bom = BOMS.find(([mark]) => mark.every((b, i) => buf[i] === b))
  let decoded: DecodedText
  if (bom) decoded = { text: iconv.decode(buf.subarray(bom[0].length), bom[1]), encoding: bom[1], guessed: false }
  else if (isUtf8(buf)) decoded = { text: buf.toString('utf8'), encoding: 'utf-8', guessed: false }
  else {
    // NUL bytes are no 8-bit text; a UTF-16 file without its mark is refused with the rest.
    if (buf.includes(0)) throw new NotText('it holds NUL bytes (a binary file, or UTF-16/32 without a byte order mark)')
    const encoding = guessedEncoding(buf)
    decoded = { text: iconv.decode(buf, encoding), encoding, guessed: true }
  }
  refuseControlCharacters(decoded.text)
  return decoded
}

function guessedEncoding(buf: Buffer): string {
  const named = detect(buf)?.toLowerCase()
  if (!named || named === 'iso-8859-1' || named.startsWith('utf-') || !iconv.encodingExists(named)) return FALLBACK
  return named
}

/** Characters no note is written with: C0 and C1 controls but tab, line feed, form feed and carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds (binary files)
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]/g

/** More than this share of control characters, and the "text" is a binary file's bytes. */
const MAX_CONTROL_SHARE = 0.01

function refuseControlCharacters(text: string): void {
  const controls = text.match(CONTROL)?.length ?? 0
  if (controls > 0 && (text.includes('\u0000') || controls > text.length * MAX_CONTROL_SHARE)) {
    throw new NotText(`${controls} of its ${text.length} characters are control characters (a binary file)`)
  }
}
