// How a plain-text note's bytes are read: the byte order mark decides, else valid UTF-8, else
// the detector's guess (Windows-1252 when it names nothing iconv-lite reads); bytes that are no
// text are refused, naming why and quoting none of them.
import iconv from 'iconv-lite'
import t from 'tap'
import { binaryToText } from '../src/nlp/rtf.js'
import { decodeText, NotText } from '../src/nlp/text-encoding.js'

const TEXT = 'Naïve café patient, 38°C — “no” pain.'

t.test('a byte order mark decides, even over bytes that are valid UTF-8 another way', async (t) => {
  t.same(decodeText(Buffer.from([0xef, 0xbb, 0xbf, ...Buffer.from(TEXT)])), {
    text: TEXT,
    encoding: 'utf-8',
    guessed: false,
  })
  for (const [mark, encoding] of [
    [[0xff, 0xfe], 'utf-16le'],
    [[0xfe, 0xff], 'utf-16be'],
    [[0xff, 0xfe, 0, 0], 'utf-32le'],
    [[0, 0, 0xfe, 0xff], 'utf-32be'],
  ] as const) {
    t.same(
      decodeText(Buffer.concat([Buffer.from(mark), iconv.encode(TEXT, encoding)])),
      { text: TEXT, encoding, guessed: false },
      encoding,
    )
  }
})

t.test('valid UTF-8 is UTF-8; anything else is a guess, said to be one', async (t) => {
  t.same(decodeText(Buffer.from(TEXT)), { text: TEXT, encoding: 'utf-8', guessed: false })
  t.same(decodeText(Buffer.from('plain ASCII')), { text: 'plain ASCII', encoding: 'utf-8', guessed: false })
  t.same(decodeText(iconv.encode(TEXT, 'windows-1252')), { text: TEXT, encoding: 'windows-1252', guessed: true })
  t.same(decodeText(new Uint8Array(0)), { text: '', encoding: 'utf-8', guessed: false }, 'an empty note is empty text')
  t.equal(binaryToText(iconv.encode(TEXT, 'windows-1252')), TEXT, 'the RTF reader reads plain text the same way')
})

t.test('no text: NUL bytes, control characters, UTF-16 without its mark', async (t) => {
  const refused = (bytes: Uint8Array, why: RegExp, name: string) =>
    t.throws(() => decodeText(bytes), { name: 'NotText', message: why }, name)
  refused(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0xe0, 0xff]), /NUL bytes/, 'an ELF header')
  refused(iconv.encode(TEXT, 'utf-16le'), /NUL bytes .*without a byte order mark/, 'UTF-16 without its mark')
  refused(
    Buffer.from(`${TEXT}\u0001\u0002\u0003`),
    /3 of its \d+ characters are control characters/,
    'controls in UTF-8',
  )
  refused(Buffer.from('abc\u0000def'), /control characters/, 'a NUL character in valid UTF-8')
  t.doesNotThrow(
    () => decodeText(Buffer.from(`${'page one. '.repeat(20)}\f\tpage two\r\n`)),
    'form feed, tab and CRLF are text',
  )
  t.ok(new NotText('x') instanceof Error)
})
