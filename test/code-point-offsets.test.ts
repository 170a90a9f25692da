// Issue 10, failure 4: label offsets count Unicode code points on the wire and in REST, as
// MTAP's Python SDK does. Before the fix our processors wrote UTF-16 indices, so after an emoji
// their spans read through MTAP Python came out shifted (' d', 'nies c', 'est p'). The SDK now
// converts at its boundary; a text without surrogate pairs is not converted at all.
import t from 'tap'
import { Status } from '../src/api/status.js'
import { CodePointOffsets, codePointLength } from '../src/api/text-offsets.js'
import { EventsClient } from '../src/events/events-client.js'
import { DocumentProcessor, type Document } from '../src/processing/index.js'
import { expectError } from './helpers/expect-error.js'
import { callUnary, clientFor, createClient } from './helpers/grpc-client.js'
import { startEvents, startPipeline, startProcessors } from './helpers/servers.js'
import { LongWordsProcessor, WordsProcessor } from './helpers/test-processors.js'

const TEXT = 'Pt 😀 denies chest pain; 𝄞 𠀀 ok 🫁🫁 today.'
const POINTS = [...TEXT]
const byPoints = (s: number, e: number) => POINTS.slice(s, e).join('')

t.test('CodePointOffsets: none for BMP text, exact both ways otherwise', async (t) => {
  t.equal(CodePointOffsets.of('plain — naïve 肺炎 text'), null, 'no surrogate pair: no table, offsets agree')
  t.equal(codePointLength('plain — naïve'), 'plain — naïve'.length)
  t.equal(codePointLength(TEXT), POINTS.length)
  t.equal(codePointLength('a\uD800b\uDC00'), 4, 'lone surrogates count one each')
  t.equal(CodePointOffsets.of('a\uD800b'), null, 'a lone surrogate alone moves nothing')

  const offsets = CodePointOffsets.of(TEXT)!
  t.equal(offsets.codePoints, POINTS.length)
  let unit = 0
  for (let cp = 0; cp <= POINTS.length; cp++) {
    t.equal(offsets.toUnit(cp), unit, `code point ${cp} starts at unit ${unit}`)
    t.equal(offsets.toCodePoint(unit, 'x'), cp)
    unit += cp < POINTS.length ? POINTS[cp].length : 0
  }
  t.equal(offsets.toUnit(POINTS.length + 3), TEXT.length + 3, 'past the end stays past it')
  t.equal(offsets.toCodePoint(TEXT.length + 3, 'x'), POINTS.length + 3)
  const inside = TEXT.indexOf('😀') + 1
  t.throws(() => offsets.toCodePoint(inside, 'labels[0].end_index'), {
    code: Status.INVALID_ARGUMENT,
    message: `labels[0].end_index ${inside} falls inside a character (between the two UTF-16 code units of a surrogate pair)`,
  })
})

t.test('SDK: processors work in UTF-16 indices, the events service holds code points', async (t) => {
  const events = await startEvents(t)
  const host = await startProcessors(
    t,
    [new WordsProcessor(), new LongWordsProcessor(), new SplitsEmoji()],
    events.address,
  )
  const client = new EventsClient(events.address)
  const processor = createClient('Processor', host.address)
  t.teardown(() => {
    processor.close()
    client.close()
  })
  await client.openEvent('e')
  await client.addDocument('e', 'd', TEXT)
  await callUnary(processor, 'Process', { processor_id: 'test-words', event_id: 'e', params: { document_name: 'd' } })
  const words = (await client.getLabels('e', 'd', 'words')).labels
  t.same(
    words.map((w) => byPoints(w.start_index, w.end_index)),
    TEXT.split(' '),
    'stored offsets are code points (regression: UTF-16 units)',
  )

  // test-long-words reads `words` back through the SDK (UTF-16 again) and measures in units.
  await callUnary(processor, 'Process', {
    processor_id: 'test-long-words',
    event_id: 'e',
    params: { document_name: 'd', min_length: 4 },
  })
  const long = (await client.getLabels('e', 'd', 'long_words')).labels
  t.same(
    long.map((w) => byPoints(w.start_index, w.end_index)),
    TEXT.split(' ').filter((w) => w.length >= 4),
  )

  await expectError(
    t,
    callUnary(processor, 'Process', {
      processor_id: 'test-splits-emoji',
      event_id: 'e',
      params: { document_name: 'd' },
    }),
    Status.INVALID_ARGUMENT,
    /labels\[0\]\.end_index \d+ falls inside a character/,
    'an index inside a surrogate pair',
  )
})

t.test('pipeline: the serialized answer counts code points', async (t) => {
  const events = await startEvents(t)
  const host = await startProcessors(t, [new WordsProcessor()], events.address)
  const pipeline = await startPipeline(t, 'words', events.address, [
    { processor_id: 'test-words', address: host.address },
  ])
  const client = clientFor(t, 'Pipeline', pipeline.address)
  const res = await callUnary(client, 'Process', {
    pipeline_id: 'words',
    event: { event_id: 'p', documents: { d: { text: TEXT } } },
    params: { document_name: 'd' },
  })
  const doc = res.event.documents.d
  t.equal(doc.text, TEXT)
  t.same(
    doc.label_indices.words.labels.map((w: any) => byPoints(w.start_index, w.end_index)),
    TEXT.split(' '),
  )
})

/** Writes a label that ends between the halves of the first emoji. */
class SplitsEmoji extends DocumentProcessor {
  readonly info = { name: 'test-splits-emoji', description: 'bad offsets', parameters: [], inputs: [], outputs: [] }
  async process(doc: Document): Promise<void> {
    const at = doc.text.indexOf('😀') + 1
    await doc.addLabels('bad', [{ start_index: 0, end_index: at }])
  }
}
