// The viewer's pure modules (ui/src/, no DOM), most of which `svc run` uses too: code-point offsets to
// string indices, cutting the text into runs under overlapping labels, the label conventions,
// the concepts CSV, and what a pipeline run asks to have answered.
import t from 'tap'
import { answerRequest, READER_INDICES } from '../ui/src/answer-request.js'
import { conceptCsv, csvLine } from '../ui/src/concept-csv.js'
import { fieldsOf, flagsOf, parseReference, referencesOf, typeFieldOf, type Label } from '../ui/src/labels.js'
import { codePointLength, offsetMap } from '../ui/src/offsets.js'
import { segment } from '../ui/src/segments.js'

t.test('offsets: code points to UTF-16 indices', async (t) => {
  const plain = 'No chest pain.'
  const p = offsetMap(plain)
  t.equal(p.length, plain.length)
  t.equal(p.slice(plain, 3, 13), 'chest pain')
  t.equal(p.toUnits(99), plain.length, 'clamped')

  const text = '😀 No 𝔠hest pain; café.'
  const m = offsetMap(text)
  t.equal(m.length, [...text].length)
  t.equal(codePointLength(text), [...text].length)
  const start = [...text].indexOf('𝔠')
  t.equal(m.slice(text, start, start + 10), '𝔠hest pain', 'a span after two astral characters')
  t.equal(m.slice(text, 0, 1), '😀')
  t.equal(m.toUnits(m.length), text.length)
  const lone = 'a\uD800b'
  t.equal(offsetMap(lone).slice(lone, 2, 3), 'b', 'a lone surrogate counts as one')
})

t.test('segments: nested, crossing, empty and layered spans', async (t) => {
  // text of 10; A [0,6) B [2,4) nested; C [5,8) crosses A; D [8,8) empty. Innermost (shortest) first.
  const segs = segment(
    10,
    [
      { start: 0, end: 6 },
      { start: 2, end: 4 },
      { start: 5, end: 8 },
      { start: 8, end: 8 },
    ],
    [
      [
        { start: 0, end: 5 },
        { start: 5, end: 10 },
      ],
      [{ start: 3, end: 7 }],
    ],
  )
  t.same(
    segs.map((s) => [s.start, s.end, s.labels, s.layers]),
    [
      [0, 2, [0], [0, -1]],
      [2, 3, [1, 0], [0, -1]],
      [3, 4, [1, 0], [0, 0]],
      [4, 5, [0], [0, 0]],
      [5, 6, [2, 0], [1, 0]],
      [6, 7, [2], [1, 0]],
      [7, 8, [2], [1, -1]],
      [8, 8, [3], [1, -1]],
      [8, 10, [], [1, -1]],
    ],
  )
  t.same(segment(0, []), [], 'an empty text has no runs')
  t.same(
    segment(4, [{ start: 2, end: 99 }]).map((s) => [s.start, s.end]),
    [
      [0, 2],
      [2, 4],
    ],
    'spans past the end are cut',
  )
})

t.test('labels: fields, references apart, flags, the type field', async (t) => {
  const l: Label = {
    start_index: 0,
    end_index: 4,
    concept_type: 'problem',
    negated: true,
    uncertain: false,
    experiencer: 'family',
    reference_ids: { negated: 'context_cues:3', odd: 7 },
  }
  t.same(
    fieldsOf(l).map(([k]) => k),
    ['concept_type', 'negated', 'uncertain', 'experiencer'],
  )
  t.same(referencesOf(l), [
    ['negated', 'context_cues:3'],
    ['odd', 7],
  ])
  t.same(parseReference('context_cues:3'), { index: 'context_cues', id: 3 })
  t.same(parseReference('a:b:12'), { index: 'a:b', id: 12 }, 'the identifier follows the last colon')
  t.equal(parseReference('nocolon'), undefined)
  t.equal(parseReference(':3'), undefined)
  t.equal(parseReference(7), undefined)
  t.same(flagsOf(l), ['negated', 'experiencer=family'])
  t.equal(typeFieldOf({ name: 'x', distinct: false, labels: [l] }), 'concept_type')
  t.equal(typeFieldOf({ name: 'x', distinct: true, labels: [{ start_index: 0, end_index: 1, pos: 'NOUN' }] }), 'pos')
  t.equal(typeFieldOf({ name: 'x', distinct: true, labels: [{ start_index: 0, end_index: 1 }] }), undefined)
})

t.test('the concepts CSV', async (t) => {
  t.equal(csvLine(['a', 'b,c', 'say "hi"', 'two\nlines']), 'a,"b,c","say ""hi""","two\nlines"\r\n')
  const text = '😀 denies "chest pain", fever'
  const labels: Label[] = [
    {
      start_index: 10,
      end_index: 20,
      concept_type: 'problem',
      preferred_term: 'chest pain',
      code: 'ICD10CM:R07.9',
      section: 'hpi',
      negated: true,
      experiencer: 'patient',
    },
    {
      start_index: 23,
      end_index: 28,
      concept_type: 'problem',
      preferred_term: 'fever',
      code: '',
      section: 'hpi',
      negated: true,
      uncertain: true,
      experiencer: 'other',
    },
  ]
  t.equal(
    conceptCsv('n1.rtf', text, labels),
    'note,start,end,text,type,preferred_term,code,section,attributes\r\n' +
      'n1.rtf,10,20,chest pain,problem,chest pain,ICD10CM:R07.9,hpi,negated\r\n' +
      'n1.rtf,23,28,fever,problem,fever,,hpi,negated;uncertain;experiencer=other\r\n',
  )
})

t.test(
  'answer request: the clinical pipeline without tokens unless asked; any other pipeline everything',
  async (t) => {
    t.same(answerRequest('svc-default-pipeline', false), {
      label_indices: ['sentences', 'sections', 'concepts', 'context_cues'],
    })
    t.same(answerRequest('svc-default-pipeline', true), { label_indices: [...READER_INDICES, 'tokens'] })
    t.equal(answerRequest('svc-rtf-to-text', true), undefined)
    t.equal(answerRequest('my-pipeline', false), undefined)
  },
)
