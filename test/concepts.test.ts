import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { Status } from '../src/api/status.js'
import { ConceptMatcher, type Concept } from '../src/nlp/concepts.js'
import {
  BUILTIN_LEXICON,
  CONCEPT_TYPES,
  loadLexiconFile,
  mergeLexicons,
  parseLexiconTsv,
  termKey,
  type LexiconEntry,
} from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const CORPUS_NOTE = new URL('../../shared/corpus/97_204.txt', import.meta.url)

/** Each match as "matched text=preferred term", for compact assertions. */
const found = (text: string, concepts: Concept[]): string[] =>
  concepts.map((c) => `${text.slice(c.start_index, c.end_index)}=${c.preferred_term}`)

const entry = (term: string, preferred = term, type: LexiconEntry['type'] = 'problem', code = ''): LexiconEntry => ({
  term,
  type,
  preferred_term: preferred,
  code,
})

t.test('the built-in lexicon is large, covers every type and carries only labelled codes', async (t) => {
  t.ok(BUILTIN_LEXICON.length >= 600, `${BUILTIN_LEXICON.length} terms`)
  for (const type of CONCEPT_TYPES) {
    t.ok(BUILTIN_LEXICON.filter((e) => e.type === type).length >= 50, `${type} terms`)
  }
  const badCodes = BUILTIN_LEXICON.filter(
    (e) =>
      !/^(ICD10CM:[A-Z]\d[0-9A-Z](\.[0-9A-Z]{1,4})?|LOINC:\d{1,6}-\d|ATC:[A-Z]\d\d([A-Z]([A-Z]\d\d)?)?|INGREDIENT:.+|SVC:(problem|procedure|test)\/.+)$/.test(
        e.code,
      ),
  )
  t.same(badCodes, [], 'every entry has a code: ICD10CM:…, LOINC:…, ATC:…, INGREDIENT:… or SVC:…')
  t.same(
    BUILTIN_LEXICON.filter((e) => /^(ATC|INGREDIENT):/.test(e.code) !== (e.type === 'medication')),
    [],
    'ATC and ingredient names on medications, and only there',
  )
  t.same(
    BUILTIN_LEXICON.filter((e) => e.code.startsWith('ICD10CM:') && e.type !== 'problem'),
    [],
    'ICD-10-CM codes only on problems',
  )
  const problems = BUILTIN_LEXICON.filter((e) => e.type === 'problem')
  const classified = problems.filter((e) => e.code.startsWith('ICD10CM:')).length
  t.ok(
    classified / problems.length >= 0.97,
    `${classified} of ${problems.length} problem terms carry an ICD-10-CM code`,
  )
  const systems = new Set(BUILTIN_LEXICON.map((e) => e.code_system))
  t.same(
    [...systems].sort(),
    ['ATC', 'ICD-10-CM', 'LOINC', 'ingredient name', 'svc-lexicon'],
    'each code names its system',
  )
  const keys = BUILTIN_LEXICON.map((e) => termKey(e.term))
  t.equal(new Set(keys).size, keys.length, 'no term is listed twice')
  t.ok(Object.isFrozen(BUILTIN_LEXICON))
})

t.test('the longest term wins and matches do not overlap', async (t) => {
  const text = 'Type 2 diabetes mellitus with chest pain and pain in the left knee.'
  t.same(found(text, builtin.match(text)), [
    'Type 2 diabetes mellitus=type 2 diabetes mellitus',
    'chest pain=chest pain',
    'pain=pain',
  ])
  const m = new ConceptMatcher([entry('lung'), entry('lung cancer'), entry('cancer'), entry('small cell lung cancer')])
  const s = 'small cell lung cancer; lung cancer; lung; cancer'
  t.same(found(s, m.match(s)), [
    'small cell lung cancer=small cell lung cancer',
    'lung cancer=lung cancer',
    'lung=lung',
    'cancer=cancer',
  ])
})

t.test('a longer term that does not complete falls back to the shorter one inside it', async (t) => {
  const m = new ConceptMatcher([entry('heart'), entry('heart failure with preserved ejection fraction')])
  const s = 'heart failure with preserved ejection'
  t.same(found(s, m.match(s)), ['heart=heart'])
})

t.test('matching ignores case and treats any whitespace run as one space', async (t) => {
  const text = 'CHEST\n   Pain and Shortness \t of\r\nbreath'
  const concepts = builtin.match(text)
  t.same(found(text, concepts), ['CHEST\n   Pain=chest pain', 'Shortness \t of\r\nbreath=shortness of breath'])
  t.equal(concepts[0]!.start_index, 0)
  t.equal(concepts[1]!.end_index, text.length)
})

t.test('plural words meet singular terms: s, es and ies', async (t) => {
  const m = new ConceptMatcher([
    entry('rash'),
    entry('allergy'),
    entry('headache'),
    entry('abscess'),
    entry('kidney stone'),
    entry('diabetes'),
  ])
  const s = 'rashes, allergies, headaches, abscesses, kidney stones, diabetes'
  t.same(found(s, m.match(s)), [
    'rashes=rash',
    'allergies=allergy',
    'headaches=headache',
    'abscesses=abscess',
    'kidney stones=kidney stone',
    'diabetes=diabetes',
  ])
  t.same(
    m.match('abscess diabete'),
    [
      {
        start_index: 0,
        end_index: 7,
        concept_type: 'problem',
        preferred_term: 'abscess',
        code: '',
        code_system: '',
        section: '',
      },
    ],
    'a singular text word does not meet a plural-looking term',
  )
})

t.test('terms match whole words only', async (t) => {
  const m = new ConceptMatcher([entry('pain'), entry('mi'), entry('uti')])
  t.same(m.match('painful, mild, utility, painless'), [])
  const s = 'Pain. MI (UTI)'
  t.same(found(s, m.match(s)), ['Pain=pain', 'MI=mi', 'UTI=uti'])
  t.same(found('does', builtin.match('does')), [], '"does" is not a plural of an abbreviation')
})

t.test('hyphens and spaces are interchangeable, other punctuation is not', async (t) => {
  const s = 'chest x-ray, chest x ray, chest xray; chest, pain'
  t.same(
    found(s, builtin.match(s)),
    ['chest x-ray=chest x-ray', 'chest x ray=chest x-ray', 'chest xray=chest x-ray', 'pain=pain'],
    'a comma between chest and pain keeps them apart',
  )
})

t.test('offsets are UTF-16 indices into the original text', async (t) => {
  const text = 'Café 😀 naïve patient: İstanbul fever'
  const [c] = builtin.match(text)
  t.equal(text.slice(c!.start_index, c!.end_index), 'fever')
  t.equal(c!.start_index, text.indexOf('fever'))
})

t.test('brand names map to generic preferred terms with their type and code', async (t) => {
  const text = 'Nexium 40 mg, Synthroid and Tylenol; creatinine 2.3; hypertension.'
  t.same(
    builtin.match(text).map((c) => [text.slice(c.start_index, c.end_index), c.preferred_term, c.concept_type, c.code]),
    [
      ['Nexium', 'esomeprazole', 'medication', 'ATC:A02BC05'],
      ['Synthroid', 'levothyroxine', 'medication', 'ATC:H03AA01'],
      ['Tylenol', 'acetaminophen', 'medication', 'ATC:N02BE01'],
      ['creatinine', 'creatinine', 'test', 'LOINC:2160-0'],
      ['hypertension', 'hypertension', 'problem', 'ICD10CM:I10'],
    ],
  )
})

t.test('each concept carries the category of the section containing it', async (t) => {
  const text = 'HPI: fever.\nFAMILY HISTORY: Mother with asthma.\nPLAN: cough'
  const fh = text.indexOf('FAMILY')
  const sections = [
    { start_index: fh, end_index: text.indexOf('\nPLAN'), category: 'family_history' },
    { start_index: 0, end_index: fh, category: 'history_of_present_illness' },
  ]
  t.same(
    builtin.match(text, sections).map((c) => [text.slice(c.start_index, c.end_index), c.section]),
    [
      ['fever', 'history_of_present_illness'],
      ['asthma', 'family_history'],
      ['cough', ''],
    ],
  )
  t.same(
    builtin.match(text).map((c) => c.section),
    ['', '', ''],
    'no sections given',
  )
})

t.test('a user lexicon adds terms and overrides built-in ones', async (t) => {
  const user = parseLexiconTsv(
    '# site additions\nzebra fever\tproblem\tzebra fever\nfever\tproblem\tpyrexia (site)\tSITE:1\n',
    'site.tsv',
  )
  const text = 'zebra fever and fever'
  for (const [how, entries] of [
    ['concatenated', [...BUILTIN_LEXICON, ...user]],
    ['merged', mergeLexicons(BUILTIN_LEXICON, user)],
  ] as const) {
    const concepts = new ConceptMatcher(entries).match(text)
    t.same(
      concepts.map((c) => [c.preferred_term, c.code]),
      [
        ['zebra fever', ''],
        ['pyrexia (site)', 'SITE:1'],
      ],
      how,
    )
  }
  t.same(found(text, builtin.match(text)), ['fever=fever', 'fever=fever'], 'the built-in matcher is unchanged')
  const merged = mergeLexicons(BUILTIN_LEXICON, user)
  t.equal(merged.length, BUILTIN_LEXICON.length + 1, 'the override replaced an entry, the addition added one')
})

t.test('parseLexiconTsv reads fields, skips comments and blank lines, code optional', async (t) => {
  const entries = parseLexiconTsv(
    '  # comment\n\nHeart Attack\tproblem\tmyocardial infarction\tICD10CM:I21\r\nfoo bar\ttest\tFoo\n',
    'x.tsv',
  )
  t.same(entries, [
    {
      term: 'Heart Attack',
      type: 'problem',
      preferred_term: 'myocardial infarction',
      code: 'ICD10CM:I21',
      code_system: 'ICD-10-CM',
    },
    { term: 'foo bar', type: 'test', preferred_term: 'Foo', code: '', code_system: '' },
  ])
})

t.test('parse errors name the source, the line and what is wrong', async (t) => {
  const text = [
    '# header', // 1
    'ok\tproblem\tok', // 2
    'bad type\tdisease\tx', // 3
    'too few\tproblem', // 4
    '\tproblem\tempty term', // 5
    'no preferred\tmedication\t', // 6
    'a\tb\tc\td\te', // 7
    '!!\tproblem\tpunctuation only', // 8
  ].join('\n')
  try {
    parseLexiconTsv(text, 'user.tsv')
    t.fail('expected an error')
  } catch (err) {
    const e = err as { code: number; message: string }
    t.equal(e.code, Status.INVALID_ARGUMENT)
    t.match(e.message, /user\.tsv:3: unknown type 'disease'/)
    t.match(e.message, /user\.tsv:4: expected 3 or 4 tab-separated fields .* found 2/)
    t.match(e.message, /user\.tsv:5: empty term/)
    t.match(e.message, /user\.tsv:6: empty preferred term/)
    t.match(e.message, /user\.tsv:7: expected 3 or 4 .* found 5/)
    t.match(e.message, /user\.tsv:8: term has no letters or digits/)
    t.notMatch(e.message, /user\.tsv:2:/)
  }
})

t.test('loadLexiconFile reads a file and reports a missing one', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'lexicon-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const path = join(dir, 'site.tsv')
  await writeFile(path, 'zebra fever\tproblem\tzebra fever\nfoo\tbogus\tfoo\n')
  await t.rejects(loadLexiconFile(path), {
    message: new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2: unknown type 'bogus'`),
  })
  await writeFile(path, 'zebra fever\tproblem\tzebra fever\n')
  t.same(await loadLexiconFile(path), [{ ...entry('zebra fever'), code_system: '' }])
  await t.rejects(loadLexiconFile(join(dir, 'absent.tsv')), { code: Status.NOT_FOUND })
})

t.test(
  'the sample consultation note',
  { skip: existsSync(CORPUS_NOTE) ? false : 'shared corpus not present' },
  async (t) => {
    const text = await readFile(CORPUS_NOTE, 'utf8')
    const concepts = builtin.match(text)
    const preferred = new Set(concepts.map((c) => c.preferred_term))
    for (const p of [
      'dysuria',
      'urinary urgency',
      'hematuria',
      'hypertension',
      'hypokalemia',
      'gastroesophageal reflux disease',
      'esomeprazole',
      'levothyroxine',
      'creatinine',
      'cholecystectomy',
      'breast cancer',
      'urinary tract infection',
    ]) {
      t.ok(preferred.has(p), p)
    }
    t.same(
      concepts.filter((c) => /^\s|\s$/.test(text.slice(c.start_index, c.end_index))),
      [],
      'no match starts or ends with space',
    )
  },
)
