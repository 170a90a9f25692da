import t, { type Test } from 'tap'
import { ruleTokenize } from '../src/nlp/rule-tokenizer.js'
import { findSentences } from '../src/nlp/sentences.js'
import { tokenize, type Token } from '../src/nlp/tokens.js'
import { corpusNote, fixtureNotes, megaNote } from './helpers/notes.js'

const UPOS = new Set([
  'NOUN',
  'VERB',
  'ADJ',
  'ADV',
  'PRON',
  'DET',
  'ADP',
  'AUX',
  'CCONJ',
  'SCONJ',
  'NUM',
  'PART',
  'PUNCT',
  'SYM',
  'PROPN',
  'INTJ',
  'X',
])
const SPACE = /^[\s\u200b-\u200d\u2060\ufeff]$/u

const words = (text: string, tokens = tokenize(text)) => tokens.map((k) => text.slice(k.start_index, k.end_index))
const tagged = (text: string) => tokenize(text).map((k) => `${text.slice(k.start_index, k.end_index)}/${k.pos}`)

/**
 * Ordered, distinct, non-empty, in bounds, tagged with UPOS, never containing whitespace — and
 * every non-space character of the text is inside some token.
 */
function checkTokens(t: Test, text: string, tokens: Token[], label: string): void {
  let prevEnd = 0
  let bad = 0
  const covered = new Uint8Array(text.length)
  for (const k of tokens) {
    const piece = text.slice(k.start_index, k.end_index)
    if (
      k.start_index < prevEnd ||
      k.start_index >= k.end_index ||
      k.end_index > text.length ||
      !UPOS.has(k.pos) ||
      [...piece].some((ch) => SPACE.test(ch))
    )
      bad++
    covered.fill(1, k.start_index, k.end_index)
    prevEnd = k.end_index
  }
  t.equal(bad, 0, `${label}: ordered, distinct, non-empty, UPOS, no whitespace`)
  let uncovered = 0
  for (let i = 0; i < text.length; i++) if (!covered[i] && !SPACE.test(text[i]!)) uncovered++
  t.equal(uncovered, 0, `${label}: every non-space character is in a token`)
}

t.test('empty and blank text have no tokens', async (t) => {
  t.same(tokenize(''), [])
  t.same(tokenize(' \n\t\r\n\u3000\ufeff'), [])
  t.same(tokenize('', []), [])
})

t.test('exact offsets on a small input', async (t) => {
  t.same(tokenize('Nexium 40 mg q.d.'), [
    { start_index: 0, end_index: 6, pos: 'PROPN' },
    { start_index: 7, end_index: 9, pos: 'NUM' },
    { start_index: 10, end_index: 12, pos: 'NOUN' },
    { start_index: 13, end_index: 17, pos: 'NOUN' },
  ])
})

t.test('clinical shapes stay whole', async (t) => {
  const text =
    'Seen by Dr. Abc on 08/16/06: creatinine 2.4, BP 130/84, metformin 500 mg b.i.d. p.r.n. pain, e.g. today.'
  const got = words(text)
  for (const w of ['Dr.', '08/16/06', '2.4', '130/84', 'b.i.d.', 'p.r.n.', 'e.g.']) t.ok(got.includes(w), w)
  t.equal(got.at(-1), '.', 'the final period is its own token')
})

t.test('part-of-speech tags', async (t) => {
  t.same(tagged('She denies chest pain.'), ['She/PRON', 'denies/VERB', 'chest/NOUN', 'pain/NOUN', './PUNCT'])
  const tags = tagged('The patient is not in any distress and was seen by the team at 10:30.')
  for (const want of ['The/DET', 'is/AUX', 'not/PART', 'in/ADP', 'and/CCONJ', 'seen/VERB', '10:30/NUM', './PUNCT']) {
    t.ok(tags.includes(want), want)
  }
})

t.test('characters the tagger drops or splits are still covered, with exact offsets', async (t) => {
  const cases = [
    '\ufeffBOM first. Then\u3000ideographic\u00a0space.',
    'zero\u200bwidth and e\u0301 combining, café, naïve',
    'emoji 😀 and 😀😀 and lone \ud800 surrogate \udc00',
    "can't won't 51-year-old 2+ 5/5 x3 :) <3 $5.00 #tag @user a@b.com http://x.co/a?b=1",
    '中文 Ελληνικά русский עברית',
    'tabs\tand\r\nCRLF\rCR\n\n\nblank',
  ]
  for (const text of cases) {
    const tokens = tokenize(text)
    checkTokens(t, text, tokens, JSON.stringify(text))
  }
  t.same(words('😀 café'), ['😀', 'café'])
})

t.test('long runs without whitespace are tokenized by rule', async (t) => {
  const text = `Before ${'x'.repeat(100)} ${'a.'.repeat(2000)} ${'-'.repeat(5000)} after.`
  const tokens = tokenize(text)
  checkTokens(t, text, tokens, 'long runs')
  const got = words(text, tokens)
  t.ok(got.includes('x'.repeat(100)), 'a long word is one token')
  t.ok(got.includes('a.'.repeat(2000)), 'a long dotted run is one token')
  t.equal(got.filter((w) => w === '-').length, 5000, 'a run of symbols is one token per symbol')
  t.same(got.slice(0, 1).concat(got.slice(-2)), ['Before', 'after', '.'])
})

t.test('with sentences: only text inside them, never across a boundary', async (t) => {
  const text = 'REASON: Pain.  Next one here.'
  const sentences = findSentences(text)
  t.same(words(text, tokenize(text, sentences)), ['REASON', ':', 'Pain', '.', 'Next', 'one', 'here', '.'])
  t.same(words(text, tokenize(text, [{ start_index: 15, end_index: 23 }])), ['Next', 'one'], 'outside text is left out')
  const joined = 'abcdef ghi'
  t.same(
    tokenize(joined, [
      { start_index: 3, end_index: 10 },
      { start_index: 0, end_index: 3 },
    ]).map((k) => [k.start_index, k.end_index]),
    [
      [0, 3],
      [3, 6],
      [7, 10],
    ],
    'a token straddling a boundary is cut; unsorted sentences are accepted',
  )
  t.same(tokenize(text, []), [])
})

t.test('the rule tokenizer on its own', async (t) => {
  const text = "Pt takes 0.5 mg b.i.d. on 08/16/06, e.g. at 10:30 — doesn't 😀."
  const out: Token[] = []
  ruleTokenize(text, 0, text.length, out)
  t.same(words(text, out), [
    'Pt',
    'takes',
    '0.5',
    'mg',
    'b.i.d.',
    'on',
    '08/16/06',
    ',',
    'e.g.',
    'at',
    '10:30',
    '—',
    "doesn't",
    '😀',
    '.',
  ])
  checkTokens(t, text, out, 'rule tokens')
  t.same(out.map((k) => k.pos).slice(2, 6), ['NUM', 'NOUN', 'NOUN', 'ADP'])
  const part: Token[] = []
  ruleTokenize(text, 3, 11, part)
  t.same(words(text, part), ['takes', '0', '.'], 'matches only inside its region: "0.5" cut at 11 is "0" and "."')
})

t.test('the rules-only tagger', async (t) => {
  const text = 'She denies chest pain.  Takes 0.5 mg b.i.d. on 08/16/06, \ufeffe.g. at 10:30 😀.'
  const tokens = tokenize(text, undefined, { tagger: 'rules' })
  checkTokens(t, text, tokens, 'rules')
  t.same(words(text, tokens), [
    'She',
    'denies',
    'chest',
    'pain',
    '.',
    'Takes',
    '0.5',
    'mg',
    'b.i.d.',
    'on',
    '08/16/06',
    ',',
    'e.g.',
    'at',
    '10:30',
    '😀',
    '.',
  ])
  t.same(
    tokens.slice(0, 5).map((k) => k.pos),
    ['PRON', 'NOUN', 'NOUN', 'NOUN', 'PUNCT'],
  )
  t.same(
    tokenize(text, [{ start_index: 0, end_index: 10 }], { tagger: 'rules' }).map((k) => k.end_index),
    [3, 10],
    'clipped like wink tokens',
  )
  for (const { name, text: note } of fixtureNotes())
    checkTokens(t, note, tokenize(note, undefined, { tagger: 'rules' }), `rules: ${name}`)
})

const corpus = corpusNote()
t.test('corpus note 97_204', { skip: corpus === undefined ? 'shared/corpus not present' : false }, async (t) => {
  const text = corpus!
  const tokens = tokenize(text)
  checkTokens(t, text, tokens, '97_204')
  const got = words(text, tokens)
  for (const w of ['Ms.', '2.4', '08/16/06', 'q.d.', '130/84', '96.7']) t.ok(got.includes(w), w)
  const withSentences = tokenize(text, findSentences(text))
  t.same(withSentences, tokens, 'sentence clipping changes nothing when sentences cover the note')
})

t.test('fixture notes', async (t) => {
  for (const { name, text } of fixtureNotes()) {
    const tokens = tokenize(text)
    checkTokens(t, text, tokens, name)
    t.ok(tokens.filter((k) => k.pos === 'VERB').length > 10, `${name}: verbs are tagged`)
  }
})

t.test('1 MB of notes', async (t) => {
  const big = megaNote(1_000_000)
  const tokens = tokenize(big)
  checkTokens(t, big, tokens, '1 MB')
  t.ok(tokens.length > 150_000)
})
