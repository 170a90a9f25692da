// Seeded fuzzing of the RTF reader: every input must give a result or an RtfError, never another
// exception, a hang or a stack overflow, and warnings must be from the known (text-free) set.
import t from 'tap'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { RtfError, rtfToText, type RtfResult } from '../src/nlp/rtf.js'
import { prng } from './helpers/prng.js'

const SEED = Number(process.env.RTF_FUZZ_SEED ?? 20240611)

const rand = prng(SEED)
const int = (n: number) => Math.floor(rand() * n)
const pick = <T>(xs: ArrayLike<T>): T => xs[int(xs.length)]
const bigNumber = () => String(int(10) === 0 ? '9'.repeat(1 + int(40)) : int(2 ** 31))

const WARNING_FORMS = [
  /^truncated: \d+ groups? unclosed$/,
  /^truncated: input exceeds maxBytes \(\d+ > \d+\)$/,
  /^truncated: \\bin data runs past the end of the input$/,
  /^groups nested deeper than \d+ were flattened$/,
  /^unbalanced: \d+ closing braces? before the end ignored$/,
  /^malformed: \d+ \\' escapes? without two hex digits ignored$/,
  /^unsupported code page \d+: decoded as cp1252$/,
]

type Outcome = { ok: true; result: RtfResult } | { ok: false; error: RtfError }

/** Runs one case; a problem (anything but a well-formed result or an RtfError) is returned as text. */
function run(input: Uint8Array | string, opts?: { maxBytes?: number }): Outcome | string {
  let result: RtfResult
  try {
    result = rtfToText(input, opts)
  } catch (err) {
    if (err instanceof RtfError) return { ok: false, error: err }
    return `threw ${(err as Error)?.name}: ${(err as Error)?.message}`
  }
  if (typeof result.text !== 'string' || !Array.isArray(result.warnings)) return 'malformed result'
  for (const w of result.warnings) {
    if (!WARNING_FORMS.some((re) => re.test(w))) return `unexpected warning form: ${w}`
  }
  return { ok: true, result }
}

const fixtureDir = new URL('./fixtures/rtf/', import.meta.url)
const sources = new Map<string, Uint8Array>()
for (const name of readdirSync(fixtureDir).filter((f) => f.endsWith('.rtf'))) {
  sources.set(name, new Uint8Array(readFileSync(new URL(name, fixtureDir))))
}
const corpusNote = new URL('../../shared/corpus/97_204.rtf', import.meta.url)
if (existsSync(corpusNote)) sources.set('97_204.rtf', new Uint8Array(readFileSync(corpusNote)))
// Documents without \uN, so that any cut of them reads as a prefix of the whole text.
const PREFIX_SAFE = new Set([
  '97_204.rtf',
  'word-note.rtf',
  'cocoa-list.rtf',
  'cp1251.rtf',
  'dos-437.rtf',
  'font-charsets.rtf',
])
const sourceNames = [...sources.keys()]

const ascii = (s: string) => Uint8Array.from(s, (ch) => ch.charCodeAt(0) & 0xff)
const latin1 = (b: Uint8Array) => Buffer.from(b).toString('latin1')

t.test(`random bytes (seed ${SEED})`, async (t) => {
  const alphabet = ascii("{}\\\\\\'*-0123456789 abcdefghijklmnopqrstuvwxyzABC\r\n\t")
  const problems: string[] = []
  let results = 0
  for (let k = 0; k < 1500; k++) {
    const body = new Uint8Array(int(3000))
    for (let j = 0; j < body.length; j++) body[j] = int(3) === 0 ? int(256) : pick(alphabet)
    const head = int(2) === 0 ? ascii('{\\rtf1 ') : new Uint8Array(0)
    const input = new Uint8Array(head.length + body.length)
    input.set(head)
    input.set(body, head.length)
    const out = run(input)
    if (typeof out === 'string') problems.push(`case ${k}: ${out}`)
    else if (out.ok) results++
  }
  t.same(problems, [], 'every case returned or threw RtfError')
  t.ok(results > 500, `most cases with a header recover text (${results})`)
})

t.test(`truncations of the fixtures and the corpus note (seed ${SEED})`, async (t) => {
  const problems: string[] = []
  for (const name of sourceNames) {
    const full = sources.get(name)!
    const whole = rtfToText(full).text
    const end = full.lastIndexOf(0x7d)
    for (let k = 0; k < 200; k++) {
      const cut = int(full.length + 1)
      const out = run(full.subarray(0, cut))
      if (typeof out === 'string') {
        problems.push(`${name} cut ${cut}: ${out}`)
        continue
      }
      if (!out.ok || cut > end) continue
      if (!out.result.warnings.some((w) => w.startsWith('truncated: ')))
        problems.push(`${name} cut ${cut}: no truncation warning`)
      if (PREFIX_SAFE.has(name) && !whole.startsWith(out.result.text))
        problems.push(`${name} cut ${cut}: not a prefix of the full text`)
    }
  }
  t.same(problems, [], `${sourceNames.length} documents, 200 cuts each`)
})

t.test(`random insertions of structure (seed ${SEED})`, async (t) => {
  const tokens: Array<() => string> = [
    () => '{',
    () => '}',
    () => '\\',
    () => '{\\*',
    () => `\\bin${bigNumber()} `,
    () => `\\bin${int(20)} `,
    () => '\\bin-5 ',
    () => `\\u${bigNumber()}?`,
    () => `\\u-${bigNumber()} `,
    () => `\\u${0xd800 + int(0x800)}?`,
    () => `\\uc${bigNumber()} `,
    () => "\\'",
    () => "\\'g",
    () => `\\'${int(256).toString(16)}`,
    () => '{\\listtext\t',
    () => '\\v ',
    () => '\\v0 ',
    () => '{\\fonttbl',
    () => `\\ansicpg${pick(['0', '932', '65001', '1253', '1251', bigNumber()])} `,
    () => `\\f${int(5)} `,
    () => `{\\f${int(5)}\\fcharset${pick(['204', '238', '128', '2', bigNumber()])} x;}`,
    () => `\\${'a'.repeat(1 + int(300))}`,
    () => '9'.repeat(1 + int(40)),
    () => '\0',
    () => String.fromCharCode(0x80 + int(128)),
    () => '\\\n',
    () => '{'.repeat(int(3000)),
    () => '}'.repeat(int(3000)),
  ]
  const problems: string[] = []
  let compared = 0
  for (let k = 0; k < 2000; k++) {
    let text = latin1(sources.get(pick(sourceNames))!)
    const edits = 1 + int(8)
    for (let e = 0; e < edits; e++) {
      const at = int(text.length + 1)
      const roll = int(10)
      if (roll === 0) text = text.slice(0, at) + text.slice(at + int(200))
      else text = text.slice(0, at) + pick(tokens)() + text.slice(at)
    }
    const data = ascii(text)
    const maxBytes = int(20) === 0 ? int(data.length + 10) : undefined
    const fromBytes = run(data, { maxBytes })
    if (typeof fromBytes === 'string') {
      problems.push(`case ${k} (bytes): ${fromBytes}`)
      continue
    }
    const fromString = run(text, { maxBytes })
    if (typeof fromString === 'string') {
      problems.push(`case ${k} (string): ${fromString}`)
      continue
    }
    // Without raw bytes above 0x7f both entry points read the same characters.
    if (!/[\x80-\xff]/.test(text)) {
      compared++
      const a = fromBytes.ok ? fromBytes.result : fromBytes.error.message
      const b = fromString.ok ? fromString.result : fromString.error.message
      if (JSON.stringify(a) !== JSON.stringify(b)) problems.push(`case ${k}: bytes and string input differ`)
    }
  }
  t.same(problems, [], '2000 mutated documents')
  t.ok(compared > 100, `bytes and string input compared (${compared})`)
})

t.test('pathological shapes', async (t) => {
  const cases: Array<[string, string]> = [
    ['unclosed deep nesting', '{\\rtf1 ' + '{'.repeat(300_000) + 'x'],
    ['deep nesting of destinations', '{\\rtf1 ' + '{\\*\\x '.repeat(50_000) + 'y' + '}'.repeat(50_001)],
    ['only closing braces', '{\\rtf1 x' + '}'.repeat(300_000) + 'y'],
    ['huge \\bin first', '{\\rtf1\\bin99999999999999999999 x}'],
    ['\\uc huge then text', '{\\rtf1\\uc2147483647\\u8212 ' + 'x'.repeat(100_000) + '}'],
    ['long control word', '{\\rtf1\\' + 'a'.repeat(1_000_000) + ' x}'],
    ['long parameter', '{\\rtf1\\par' + '1'.repeat(1_000_000) + ' x}'],
    ['backslash at the end', '{\\rtf1 x\\'],
    ['hex at the end', "{\\rtf1 x\\'"],
    ['minus at the end', '{\\rtf1 x\\li-'],
    ['many lone surrogates', '{\\rtf1 ' + '\\u55357?'.repeat(10_000) + '}'],
    ['nested list markers', '{\\rtf1 ' + '{\\listtext '.repeat(2000) + '1.'],
  ]
  for (const [what, input] of cases) {
    const out = run(input)
    t.type(out, 'object', what)
  }
})
