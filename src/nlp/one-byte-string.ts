// Strings the processors put into labels, held one byte per character where they can be. V8
// keeps a string two bytes per character when it was cut from a text that has any character
// above U+00FF (the lexicon's "spo₂" makes every term of its data module so), whatever the
// cut-out characters are; and JSON.stringify then writes the whole answer that contains it two
// bytes per character: twice the memory, and a slower UTF-8 encoding on its way to the wire. The
// characters are the same either way, so nothing a caller can observe changes.

// biome-ignore lint/suspicious/noControlCharactersInRegex: every one-byte character, controls included, is Latin-1
const LATIN1 = /^[\x00-\xff]*$/

/** `s`, as a one-byte string when every character of it fits one byte. */
export function oneByteString(s: string): string {
  return LATIN1.test(s) ? Buffer.from(s, 'latin1').toString('latin1') : s
}
