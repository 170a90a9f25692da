// documentScan: a document's word scan made once for the two annotators that read it (concepts,
// then context), always equal to scanWords of the text, and kept only until its second reader.
// That the annotators answer the same with it is test/nlp-identical.test.ts's business.
import t from 'tap'
import { documentScan, scanWords } from '../src/nlp/word-scan.js'
import { fixtureNotes } from './helpers/notes.js'

const note = fixtureNotes().find((n) => n.text.length >= 1024)!.text

t.test('the second reader of a document gets the scan the first made, a third scans again', async (t) => {
  const text = `${note}\n(first reader test)`
  const first = documentScan(text)
  t.strictSame(first, scanWords(text), 'the scan is scanWords of the text')
  t.equal(documentScan(text), first, 'the second call takes the kept scan back')
  const third = documentScan(text)
  t.not(third, first, 'once taken back it is no longer kept')
  t.strictSame(third, first)
})

t.test('an equal text, not the same string, finds the kept scan', async (t) => {
  const text = `${note}\n(equal text test)`
  const first = documentScan(text)
  const copy = [...text].join('')
  t.equal(documentScan(copy), first)
})

t.test('short texts are scanned every time', async (t) => {
  const text = 'No chest pain.'
  t.not(documentScan(text), documentScan(text))
  t.strictSame(documentScan(text), scanWords(text))
})

t.test('the kept scans stay within their budget: the oldest are let go', async (t) => {
  const texts = Array.from({ length: 80 }, (_, i) => `${note}\n(budget test ${i})`)
  const scans = texts.map((text) => documentScan(text))
  t.not(documentScan(texts[0]!), scans[0], 'the oldest scan was let go')
  t.equal(documentScan(texts[79]!), scans[79], 'the newest is still kept')
})
