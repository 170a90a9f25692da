// The sense table a user lexicon can extend: `term<TAB>sense<TAB>rule<TAB>words` rows, read with
// the lexicon file and applied by the concept matcher on top of the built-in rules.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { Status } from '../src/api/status.js'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON, loadLexicon, mergeLexicons, parseLexicon } from '../src/nlp/lexicon.js'
import { loadUserLexicon } from '../src/processors/user-lexicon.js'

const matched = (m: ConceptMatcher, text: string): string[] =>
  m.match(text).map((c) => text.slice(c.start_index, c.end_index))

t.test('a sense row drops matches its neighbours give another meaning', async (t) => {
  const text = 'Took one cap of cough syrup. Assess for CAP.'
  const before = new ConceptMatcher(BUILTIN_LEXICON)
  t.same(
    matched(before, 'Fell off a ladder at work; ladder fall.').filter((w) => w === 'fall'),
    ['fall'],
    'a fall without a rule',
  )
  const { entries, senses } = parseLexicon('# site senses\nfall\tsense\treject-after\tladder\n', 'site.tsv')
  t.same(entries, [])
  t.same(
    senses.map((s) => s.term),
    ['fall'],
  )
  const after = new ConceptMatcher(BUILTIN_LEXICON, senses)
  t.same(
    matched(after, 'Fell off a ladder at work; ladder fall.').filter((w) => w === 'fall'),
    [],
    'the row drops "ladder fall"',
  )
  t.same(
    matched(after, 'She had a fall at home.').filter((w) => w === 'fall'),
    ['fall'],
    'other falls stay',
  )
  t.same(matched(after, text), matched(before, text), 'terms without rows match as before')
})

t.test('rows add to the built-in rule of their term and to each other', async (t) => {
  // the built-in rule of "weight" drops "gained weight"; the row adds "estimated weight"
  const { senses } = parseLexicon(
    'weight\tsense\treject-after\testimated\nweight\tsense\treject-before\tbearing\n',
    'x.tsv',
  )
  const m = new ConceptMatcher(BUILTIN_LEXICON, senses)
  t.same(matched(m, 'She gained weight.'), [], 'the built-in part still holds')
  t.same(matched(m, 'Estimated weight 70 kg.'), [], 'the added part holds')
  t.same(matched(m, 'Weight 70 kg.'), ['Weight'])
})

t.test('written forms keep their case; needs-next keeps a match only before its words or a number', async (t) => {
  const lexicon = mergeLexicons(BUILTIN_LEXICON, parseLexicon('zed\tproblem\tzed syndrome\n', 'x.tsv').entries)
  const { senses } = parseLexicon('zed\tsense\treject-written\tZed\nzed\tsense\tneeds-next\tsyndrome flare\n', 'x.tsv')
  const m = new ConceptMatcher(lexicon, senses)
  t.same(matched(m, 'Zed syndrome today.'), [], '"Zed" as written is dropped')
  t.same(
    matched(m, 'zed flare today.'),
    ['zed flare'],
    'kept before a word of its row (the bout joins the span: concept-heads.ts)',
  )
  t.same(matched(m, 'zed 3 times.'), ['zed'], 'a number after it')
  t.same(matched(m, 'zed today.'), [], 'neither a word of the row nor a number after it')
})

t.test('bad sense rows are reported with the file and line', async (t) => {
  const text = 'fall\tsense\tdrop-if\tladder\nfall\tsense\treject-after\t\ncap\tsense\tneeds-number\tsometimes\n'
  try {
    parseLexicon(text, 'user.tsv')
    t.fail('expected an error')
  } catch (err) {
    const e = err as { code: number; message: string }
    t.equal(e.code, Status.INVALID_ARGUMENT)
    t.match(e.message, /user\.tsv:1: unknown sense rule 'drop-if'/)
    // a trailing tab with nothing after it leaves three fields: no words for the rule
    t.match(e.message, /user\.tsv:2: sense rule 'reject-after' needs words/)
    t.match(e.message, /user\.tsv:3: sense rule 'needs-number' takes 'always' or 'upper'/)
  }
})

t.test('a lexicon file carries entries and sense rows to the processor host', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'senses-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const a = join(dir, 'a.tsv')
  const b = join(dir, 'b.tsv')
  await writeFile(a, 'zebra fever\tproblem\tzebra fever\nfall\tsense\treject-after\tladder\n')
  await writeFile(b, 'ha\tsense\treject-written\tHA\n')
  t.same(
    (await loadLexicon(a)).senses.map((s) => s.term),
    ['fall'],
  )
  const both = await loadUserLexicon([a, b])
  t.same(
    both.entries.map((e) => e.term),
    ['zebra fever'],
  )
  t.same(
    both.senses.map((s) => s.term),
    ['fall', 'ha'],
  )
})
