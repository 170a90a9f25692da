// MTAP 1.5's Python events client against our events service, both ways: what MTAP writes
// (metadata, binaries, a document with emoji, labels with references of every shape) our client
// reads exactly, and what we write MTAP reads and resolves. Failures 1 (health name), 2
// (references) and 4 (offsets) of issue 10 each broke this round trip.
import t from 'tap'
import type { FlatLabel } from '../../src/api/labels.js'
import { MTAP_API_PACKAGE } from '../../src/api/names.js'
import { EventsClient } from '../../src/events/events-client.js'
import { mtapOrSkip, runFixture } from '../helpers/mtap.js'
import { startEvents } from '../helpers/servers.js'

const TEXT = 'Pt 😀 denies chest pain. No 𝄞 fever 🫁 today.'
const POINTS = [...TEXT]
const covered = (l: { start_index: number; end_index: number }) => POINTS.slice(l.start_index, l.end_index).join('')
/** The code-point offset of the first `word` in TEXT. */
const at = (word: string) => [...TEXT.slice(0, TEXT.indexOf(word))].length

t.test('MTAP events client ⇄ our events service', async (t) => {
  const python = await mtapOrSkip(t)
  if (!python) return
  const events = await startEvents(t, { apiPackages: [MTAP_API_PACKAGE] })
  const client = new EventsClient(events.address)
  t.teardown(() => client.close())

  const written = await runFixture(t, python, 'events-write', events.address, 'mtap-e1')
  t.equal(written.instance_id, events.instanceId, 'MTAP connected (health mtap-events) and saw our instance id')

  t.test('what MTAP wrote, read by us', async (t) => {
    t.same(await client.getAllMetadata('mtap-e1'), { source: 'mtap-python', note: 'naïve 😀' })
    t.same(await client.binaryNames('mtap-e1'), ['raw'])
    t.same(Buffer.from(await client.getBinary('mtap-e1', 'raw')), Buffer.from([0, 1, ...Buffer.from('binary'), 0xff]))
    t.equal(await client.getText('mtap-e1', 'plaintext'), TEXT)
    t.same((await client.labelIndicesInfo('mtap-e1', 'plaintext')).map((i) => i.index_name).sort(), [
      'pairs',
      'sentences',
      'tokens',
    ])

    const sentences = await client.getLabels('mtap-e1', 'plaintext', 'sentences')
    t.same(
      sentences.labels.map(covered),
      ['Pt 😀 denies chest pain.', 'No 𝄞 fever 🫁 today.'],
      'offsets are code points',
    )
    const tokens = await client.getLabels('mtap-e1', 'plaintext', 'tokens')
    t.equal(tokens.distinct, false, "MTAP 1.5's Python client never sends is_distinct (its adapter leaves it unset)")
    t.same(tokens.labels.map(covered), TEXT.split(' '))
    t.same(tokens.labels[2], {
      start_index: 5,
      end_index: 11,
      pos: 'X',
      index: 2,
      reference_ids: { sentence: 'sentences:0' },
    })
    t.same(
      tokens.labels.map((l) => l.reference_ids),
      TEXT.split(' ').map((_, i) => ({ sentence: i < 5 ? 'sentences:0' : 'sentences:1' })),
    )
    const pairs = await client.getLabels('mtap-e1', 'plaintext', 'pairs')
    t.same(
      pairs.labels[0].reference_ids,
      { both: ['sentences:0', 'sentences:1'], named: { first: 'sentences:0' } },
      'lists and maps of references',
    )
  })

  t.test('what we write, read and resolved by MTAP', async (t) => {
    await client.addMetadata('mtap-e1', 'from', 'svc')
    await client.addBinary('mtap-e1', 'ours', Buffer.from('bytes ✓'))
    const concepts: FlatLabel[] = [
      {
        start_index: at('denies'),
        end_index: at('denies') + 6,
        cui: 'C0332319',
        reference_ids: { token: 'tokens:2', sentence: 'sentences:0' },
      },
      {
        start_index: at('fever'),
        end_index: at('fever') + 5,
        cui: 'C0015967',
        negated: true,
        reference_ids: { tokens: ['tokens:7'] },
      },
      { start_index: at('🫁'), end_index: at('🫁') + 1, reference_ids: {} },
    ]
    t.same(concepts.map(covered), ['denies', 'fever', '🫁'])
    await client.addLabels('mtap-e1', 'plaintext', 'svc_concepts', concepts, { distinct: false })
    await client.addDocument('mtap-e1', 'svc_doc', '𝄞 music')
    await client.addLabels('mtap-e1', 'svc_doc', 'clef', [{ start_index: 0, end_index: 1 }], { distinct: true })

    const read = await runFixture(t, python, 'events-read', events.address, 'mtap-e1')
    t.same(read.metadata, { source: 'mtap-python', note: 'naïve 😀', from: 'svc' })
    t.same(read.binaries, {
      raw: Buffer.from([0, 1, ...Buffer.from('binary'), 0xff]).toString('base64'),
      ours: Buffer.from('bytes ✓').toString('base64'),
    })
    const doc = read.documents.plaintext
    t.equal(doc.text, TEXT)
    t.same(
      doc.label_indices.svc_concepts.labels.map((l: any) => [l.text, l.fields, l.reference_ids, l.resolved]),
      [
        [
          'denies',
          { cui: 'C0332319' },
          { token: 'tokens:2', sentence: 'sentences:0' },
          { token: 'denies', sentence: 'Pt 😀 denies chest pain.' },
        ],
        ['fever', { cui: 'C0015967', negated: true }, { tokens: ['tokens:7'] }, { tokens: ['fever'] }],
        ['🫁', {}, {}, {}],
      ],
      'MTAP resolves our references and slices our offsets as code points',
    )
    t.same(
      doc.label_indices.tokens.labels.map((l: any) => l.text),
      TEXT.split(' '),
      'its own labels come back intact through our store',
    )
    t.same(doc.label_indices.tokens.labels[8].resolved, { sentence: 'No 𝄞 fever 🫁 today.' })
    t.same(read.documents.svc_doc.label_indices.clef, {
      distinct: true,
      labels: [{ start_index: 0, end_index: 1, text: '𝄞', fields: {}, reference_ids: {}, resolved: {} }],
    })
  })
})
