import t from 'tap'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { MAX_GROUP_DEPTH, RtfError, binaryToText, isRtf, rtfToText } from '../src/nlp/rtf.js'

const fixtures = new URL('./fixtures/rtf/', import.meta.url)
const corpus = new URL('../../shared/corpus/', import.meta.url)
const bytes = (s: string) => new TextEncoder().encode(s)
const doc = (body: string) => `{\\rtf1\\ansi ${body}}`
const textOf = (body: string) => rtfToText(doc(body)).text

t.test('fixtures convert to their .txt exactly, without warnings', async (t) => {
  const names = readdirSync(fixtures).filter((f) => f.endsWith('.rtf'))
  t.ok(names.length >= 6, 'fixtures present')
  for (const name of names) {
    const rtf = readFileSync(new URL(name, fixtures))
    const want = readFileSync(new URL(name.replace(/\.rtf$/, '.txt'), fixtures), 'utf8')
    const got = rtfToText(rtf)
    t.equal(got.text, want, name)
    t.same(got.warnings, [], `${name} warnings`)
  }
})

const rtfPath = new URL('97_204.rtf', corpus)
const txtPath = new URL('97_204.txt', corpus)
const haveCorpus = existsSync(rtfPath) && existsSync(txtPath)

t.test(
  'corpus note 97_204 converts to its .txt',
  { skip: haveCorpus ? false : 'shared/corpus not present' },
  async (t) => {
    const rtf = readFileSync(rtfPath)
    const want = readFileSync(txtPath, 'utf8')
    const got = rtfToText(rtf)
    t.equal(got.text, want, 'exact')
    const norm = (s: string) => s.replace(/\s+/g, ' ').trim()
    t.equal(norm(got.text), norm(want), 'whitespace-normalised')
    t.same(got.warnings, [])
    t.equal(rtfToText(rtf.toString('latin1')).text, want, 'string input gives the same text')
    t.equal(binaryToText(new Uint8Array(rtf)), want, 'binaryToText')
  },
)

// Each case: an RTF body (inside `{\rtf1\ansi …}`), the text it converts to, and what it shows.
const CONVERSIONS: Array<[body: string, text: string, what: string]> = [
  // Line and cell conventions.
  ['a\\par b', 'a\nb', '\\par ends a paragraph'],
  ['a\\line b\\par', 'a\nb\n', '\\line breaks a line'],
  ['a\\tab b', 'a\tb', '\\tab is a tab'],
  [
    '\\trowd\\cellx100\\cellx200 \\intbl a\\cell b\\cell\\row \\intbl c\\cell d\\cell\\row',
    'a\tb\t\nc\td\t\n',
    'a cell ends with a tab, a row with a line end',
  ],
  [
    'a\\nestcell b\\nestcell{\\*\\nesttableprops\\nestrow}{\\nonesttables\\par}\\cell\\row',
    'a\tb\t\t\n',
    'nested cells alike; nested table properties are not text',
  ],
  ['a\\\nb\\\r\nc', 'a\nb\nc', 'backslash before a line end is a paragraph mark'],
  ['a\\sect b\\page c', 'a\nb\nc', '\\sect and \\page end a paragraph'],
  // Control word delimiters and source line ends.
  ['\\b bold\\b0  plain', 'bold plain', 'one delimiter space is consumed, the next is text'],
  ['\\fs24x', 'x', 'a non-letter ends the word without being consumed'],
  ['\\li-360 x', 'x', 'negative parameter'],
  ['one\r\ntwo\nthree\rfour', 'onetwothreefour', 'raw CR/LF are not text'],
  ['\\pard\\plain\\sectd\\ql\\b\\i\\ul\\cf1\\highlight2 x', 'x', 'formatting does not emit'],
  ['\\unknownword123 x', 'x', 'an unknown control word does not emit'],
  ['{\\mydest shown}', 'shown', 'unknown destination without \\* keeps its text'],
  // Escaped characters and special symbols.
  ['\\{ \\} \\\\', '{ } \\', 'escaped braces and backslash'],
  ['non\\~breaking', 'non breaking', '\\~ is a plain space'],
  ['co\\-operate', 'cooperate', '\\- (optional hyphen) is dropped'],
  ['well\\_known', 'well-known', '\\_ (non-breaking hyphen) is a hyphen'],
  [
    '\\emdash|\\endash|\\lquote|\\rquote|\\ldblquote|\\rdblquote|\\bullet',
    '\u2014|\u2013|\u2018|\u2019|\u201c|\u201d|\u2022',
    'dash, quote and bullet symbols',
  ],
  ['a\\:b\\|c', 'abc', 'index and formula symbols are dropped'],
  // \uN and its fallback characters.
  ['\\u8212?x', '\u2014x', 'default \\uc1 skips one character'],
  ["\\u233\\'e9x", '\u00e9x', "a \\'hh fallback is skipped"],
  ['\\u8212\\emdash x', '\u2014x', 'a control word fallback is skipped'],
  ['\\u8212\\{x', '\u2014x', 'a control symbol fallback is skipped'],
  ['\\uc0\\u8212 x', '\u2014x', '\\uc0 skips nothing; the space is the delimiter'],
  ['\\uc3\\u8212 abcd', '\u2014d', '\\uc3 skips three characters'],
  ['{\\uc2\\u945 ab}\\u946 cd', '\u03b1\u03b2d', '\\uc is scoped to its group'],
  ['\\uc2\\u945 a{b}', '\u03b1b', 'a group boundary ends the skipping'],
  ['\\u-3913 ?', '\uf0b7', 'negative N is N + 65536'],
  ['\\u-10179?\\u-8704?', '\u{1f600}', 'a surrogate pair is one character'],
  ['\\u55357?x\\u56832?', '\ufffdx\ufffd', 'lone surrogates become U+FFFD'],
  ['\\u99999999?\\u-70000?\\u0?x', '\ufffd\ufffdx', 'out of range values are U+FFFD, \\u0 nothing'],
  // List markers.
  ['{\\listtext\t1.\t}Item\\par', '1.  Item\n', 'Cocoa: literal tabs'],
  ['{\\listtext\\pard\\plain 2.\\tab}Item', '2.  Item', 'Word: \\tab'],
  ['{\\pntext\\f1 a)\\tab}Item', 'a)  Item', 'old-style \\pntext'],
  ['{\\listtext 3.}Item', '3.Item', 'no separator, none added'],
  ['{\\listtext\\u-10179?\\tab}\\u-8704?', '\ufffd  \ufffd', 'a marker ends a surrogate pair'],
  // One trailing empty paragraph is dropped.
  ['a\\par', 'a\n', 'a \\par after the last text ends its line'],
  ['a\\par\\par', 'a\n', 'one trailing empty paragraph is dropped'],
  ['a\\par\\par\\par', 'a\n\n', 'only one trailing empty paragraph is dropped'],
]

t.test('control words, symbols and conventions convert as the table says', async (t) => {
  for (const [body, text, what] of CONVERSIONS) t.equal(textOf(body), text, what)
})

t.test("\\'hh decodes with the document code page", async (t) => {
  t.equal(
    textOf("\\'80\\'85\\'93x\\'94\\'96\\'97\\'99\\'e9\\'FC"),
    '\u20ac\u2026\u201cx\u201d\u2013\u2014\u2122\u00e9\u00fc',
    'cp1252 by default',
  )
  t.equal(textOf("\\'81\\'8d\\'a0"), '\u0081\u008d\u00a0', 'cp1252 undefined bytes keep their value')
  t.equal(rtfToText("{\\rtf1\\ansi\\ansicpg1250 \\'b9\\'9c\\'e6}").text, '\u0105\u015b\u0107', 'cp1250')
  t.equal(rtfToText("{\\rtf1\\ansi\\ansicpg1251 \\'cf\\'f0\\'e8}").text, '\u041f\u0440\u0438', 'cp1251')
  t.equal(rtfToText("{\\rtf1\\pca \\'9b\\'d5}").text, '\u00f8\u0131', 'pca is cp850')
  t.equal(rtfToText("{\\rtf1\\ansi\\ansicpg1253 \\'e1}").text, '\u03b1', 'cp1253 from the runtime decoder')
  t.equal(rtfToText("{\\rtf1\\mac \\'8e}").text, '\u00e9', 'mac is Mac Roman')
  const dbcs = rtfToText("{\\rtf1\\ansi\\ansicpg932 \\'e9}")
  t.equal(dbcs.text, '\u00e9', 'unsupported code page falls back to cp1252')
  t.same(dbcs.warnings, ['unsupported code page 932: decoded as cp1252'])
  t.equal(
    rtfToText(
      "{\\rtf1\\ansi\\ansicpg1252 {\\fonttbl{\\f1\\fcharset0 A;}{\\f2\\cpg1251 B;}}\\f2 \\'e0{\\f1 \\'e0}\\'e0\\plain\\'e0}",
    ).text,
    '\u0430\u00e0\u0430\u00e0',
    '\\cpg of a font, restored per group, reset by \\plain',
  )
})

t.test("the default font's charset applies before any \\f", async (t) => {
  t.equal(
    rtfToText(
      "{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0\\fcharset204 Arial Cyr;}{\\f1\\fcharset0 Arial;}}\\'e4\\'e0{\\f1 \\'e4}}",
    ).text,
    '\u0434\u0430\u00e4',
  )
})

t.test('runs without Buffer (non-Node runtimes)', async (t) => {
  const inputs = [
    new Uint8Array(readFileSync(new URL('word-note.rtf', fixtures))),
    new Uint8Array([...bytes('{\\rtf1\\ansi\\ansicpg1251 '), 0xe4, 0xe0, 0x20, 0x00, ...bytes('x}')]),
  ]
  const withBuffer = inputs.map((d) => [rtfToText(d), isRtf(d)])
  const saved = globalThis.Buffer
  let without: unknown[]
  try {
    ;(globalThis as { Buffer?: unknown }).Buffer = undefined
    without = inputs.map((d) => [rtfToText(d), isRtf(d)])
  } finally {
    globalThis.Buffer = saved
  }
  t.same(without, withBuffer)
  t.equal((withBuffer[1][0] as { text: string }).text, '\u0434\u0430 x')
})

t.test('raw 8-bit text: bytes are decoded, strings are taken as decoded', async (t) => {
  const raw = new Uint8Array([...bytes('{\\rtf1\\ansi\\ansicpg1251 '), 0xe4, 0xe0, 0x7d])
  t.equal(rtfToText(raw).text, '\u0434\u0430')
  t.equal(rtfToText('{\\rtf1\\ansi\\ansicpg1251 d\u00e9j\u00e0 \u0434\u0430}').text, 'd\u00e9j\u00e0 \u0434\u0430')
})

t.test('destinations and hidden text do not appear', async (t) => {
  const cases: Array<[string, string]> = [
    ['{\\fonttbl{\\f0\\froman Times;}}', 'font table'],
    ['{\\colortbl;\\red1\\green2\\blue3;}', 'color table'],
    ['{\\stylesheet{\\s1 Heading 1;}}', 'style sheet'],
    ['{\\info{\\title T}{\\author A}}', 'info'],
    ['{\\pict\\pngblip 89504e47}', 'picture'],
    ['{\\*\\listtable{\\list{\\listname L;}}}', 'list table'],
    ['{\\*\\listoverridetable{\\listoverride\\ls1}}', 'list override table'],
    ['{\\header H}{\\headerl H}{\\headerr H}{\\headerf H}', 'headers'],
    ['{\\footer F}{\\footerl F}{\\footerr F}{\\footerf F}', 'footers'],
    ['{\\object{\\*\\objdata 01}{\\result R}}', 'object'],
    ['{\\*\\anything goes {here}}', 'ignorable destination'],
    ['{\\footnote N}{\\*\\annotation A}', 'footnote and annotation'],
    ['{\\*\\bkmkstart b}{\\*\\bkmkend b}', 'bookmarks'],
    ['{\\shp{\\*\\shpinst S}{\\shprslt R}}', 'shape'],
    ['{\\v H}', 'hidden group'],
    ['{\\deleted D}', 'deleted revision'],
  ]
  for (const [rtf, what] of cases) t.equal(textOf(`a${rtf}b`), 'ab', what)
  t.equal(textOf('a\\v hidden\\v0 b'), 'ab', '\\v0 ends hidden text')
  t.equal(textOf('a\\v hidden\\plain b'), 'ab', '\\plain ends hidden text')
  t.equal(textOf('a{\\*\\x\\v0 b}c'), 'ac', '\\v0 does not reveal a skipped destination')
  t.equal(textOf('{\\field{\\*\\fldinst HYPERLINK "x"}{\\fldrslt link}}'), 'link', 'a field shows its result')
  t.equal(textOf('{\\field{\\fldinst PAGE}{\\fldrslt 3}}'), '3', 'unstarred \\fldinst too')
})

t.test('\\bin skips exactly N raw bytes', async (t) => {
  const data = new Uint8Array([
    ...bytes('{\\rtf1 a{\\pict\\bin6 '),
    0x7d,
    0x7b,
    0x5c,
    0x00,
    0xff,
    0x0a,
    ...bytes('}b\\bin3 xyzc}'),
  ])
  t.equal(rtfToText(data).text, 'abc')
  const cut = rtfToText('{\\rtf1 a{\\pict\\bin999999999999 xx}}')
  t.equal(cut.text, 'a')
  t.ok(cut.warnings.includes('truncated: \\bin data runs past the end of the input'))
})

t.test('recovering from damage', async (t) => {
  const cut = rtfToText('{\\rtf1\\ansi {\\b Renal\\par failure')
  t.equal(cut.text, 'Renal\nfailure')
  t.same(cut.warnings, ['truncated: 2 groups unclosed'])
  const one = rtfToText('{\\rtf1 text')
  t.same(one.warnings, ['truncated: 1 group unclosed'])
  const stray = rtfToText('{\\rtf1 a}b}')
  t.equal(stray.text, 'ab', 'text after a stray closing brace is kept')
  t.same(stray.warnings, ['unbalanced: 1 closing brace before the end ignored'])
  t.same(rtfToText('{\\rtf1 a}\r\n\0\0').warnings, [], 'blanks and NULs after the end are fine')
  const hex = rtfToText("{\\rtf1 a\\'zzb\\'4}")
  t.equal(hex.text, 'azzb', "a bad \\' escape and its lone hex digit are dropped, what follows is read")
  t.ok(hex.warnings.some((w) => w.startsWith('malformed: 2')))
  t.equal(rtfToText('{\\rtf1\\ansi a\\pa').text, 'a', 'a control word cut by the end is not acted on')
  const listCut = rtfToText('{\\rtf1 {\\listtext\t4.\t')
  t.equal(listCut.text, '4.  ')
})

t.test('nesting deeper than the cap is flattened, not recursed', async (t) => {
  const deep = 200_000
  const r = rtfToText(`{\\rtf1 ${'{'.repeat(deep)}x${'}'.repeat(deep)}y}`)
  t.equal(r.text, 'xy')
  t.same(r.warnings, [`groups nested deeper than ${MAX_GROUP_DEPTH} were flattened`])
  const hidden = rtfToText(`{\\rtf1 {\\*${'{'.repeat(5000)}x${'}'.repeat(5000)}}y}`)
  t.equal(hidden.text, 'y', 'a skipped destination stays skipped through the flattened part')
})

t.test('maxBytes reads only a prefix', async (t) => {
  const r = rtfToText('{\\rtf1 abcdefgh}', { maxBytes: 10 })
  t.equal(r.text, 'abc')
  t.same(r.warnings, ['truncated: input exceeds maxBytes (16 > 10)', 'truncated: 1 group unclosed'])
  t.same(rtfToText('{\\rtf1 abc}', { maxBytes: 100 }).warnings, [])
  t.throws(() => rtfToText('{\\rtf1 abc}', { maxBytes: 3 }), RtfError)
})

t.test('RtfError only when nothing can be recovered, without document text', async (t) => {
  for (const bad of ['', 'Patient Jane Doe has diabetes', '{\\rtx1 Jane}', '{\\rtf1 {\\fonttbl{\\f0 Jane']) {
    try {
      rtfToText(bad)
      t.fail('should throw')
    } catch (err) {
      t.ok(err instanceof RtfError, 'RtfError')
      t.ok(err instanceof Error)
      t.notMatch((err as Error).message, /Jane|diabetes/, 'message has no document text')
      t.equal((err as RtfError).code, 3, 'INVALID_ARGUMENT')
    }
  }
  t.same(rtfToText('{\\rtf1}'), { text: '', warnings: [] }, 'an empty but complete document is fine')
})

t.test('isRtf', async (t) => {
  t.ok(isRtf('{\\rtf1 x}'))
  t.ok(isRtf(' \r\n\t{\\rtf1 x}'))
  t.ok(isRtf('\ufeff{\\rtf1 x}'))
  t.ok(isRtf(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('{\\rtf1}')])))
  t.ok(isRtf(bytes('\n{\\rtf')))
  t.notOk(isRtf('plain {\\rtf1'))
  t.notOk(isRtf('{\\rt'))
  t.notOk(isRtf(new Uint8Array(0)))
  t.equal(rtfToText(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('{\\rtf1 ok}')])).text, 'ok')
})

t.test('binaryToText', async (t) => {
  t.equal(binaryToText(bytes("{\\rtf1\\ansi caf\\'e9\\par}")), 'caf\u00e9\n')
  const plain = 'No RTF here: {braces} and \\backslashes\\ stay.\r\nLine 2 \u00e9\u2014'
  t.equal(binaryToText(bytes(plain)), plain, 'plain text passes through unchanged')
  t.equal(binaryToText(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('hi')])), 'hi', 'UTF-8 BOM stripped')
  t.equal(binaryToText(new Uint8Array(0)), '')
})
