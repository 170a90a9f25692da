// MTAP 1.5's own events server (Python) behind our gateway: the REST contract works on it, and
// what REST writes MTAP's own client reads back exactly, references in GenericLabel.reference_ids
// (issue 10, failure 2, through the gateway to another backend).
import t from 'tap'
import type { FlatLabel } from '../../src/api/labels.js'
import { MTAP_API_PACKAGE } from '../../src/api/names.js'
import { mtapOrSkip, runFixture, startFixtureServer } from '../helpers/mtap.js'
import { startGateway, testConfig } from '../helpers/servers.js'

const TEXT = 'Pt 😀 denies chest pain. No 𝄞 fever 🫁 today.'
const at = (word: string) => [...TEXT.slice(0, TEXT.indexOf(word))].length

t.test("MTAP's events server behind our gateway", async (t) => {
  const python = await mtapOrSkip(t)
  if (!python) return
  const mtapEvents = await startFixtureServer(t, python, 'events-server')
  const { req } = await startGateway(
    t,
    testConfig({ gateway: { events: mtapEvents }, grpc: { api_package: MTAP_API_PACKAGE } }),
  )

  const instance = await req('GET', '/v1/events/instance_id')
  t.equal(instance.status, 200)
  t.match(instance.json.instance_id, /^[0-9a-f-]{36}$/, "MTAP's instance id")
  t.equal((await req('POST', '/v1/events/gw-1')).status, 200)
  t.equal((await req('POST', '/v1/events/gw-1/metadata/source', { value: 'rest' })).status, 200)
  t.equal(
    (await req('POST', '/v1/events/gw-1/binaries/raw', { binary_data: Buffer.from('bytes ✓').toString('base64') }))
      .status,
    200,
  )
  t.equal((await req('POST', '/v1/events/gw-1/documents/plaintext', { text: TEXT })).status, 200)
  const sentences: FlatLabel[] = [
    { start_index: 0, end_index: at('.') + 1 },
    { start_index: at('No'), end_index: [...TEXT].length },
  ]
  const concepts: FlatLabel[] = [
    {
      start_index: at('denies'),
      end_index: at('denies') + 6,
      cui: 'C0332319',
      reference_ids: { sentence: 'sentences:0' },
    },
    { start_index: at('🫁'), end_index: at('🫁') + 1, reference_ids: { sentences: ['sentences:0', 'sentences:1'] } },
    { start_index: at('fever'), end_index: at('fever') + 5, reference_ids: {} },
  ]
  t.equal(
    (
      await req('POST', '/v1/events/gw-1/documents/plaintext/labels/sentences', {
        json_labels: { is_distinct: true, labels: sentences },
      })
    ).status,
    200,
  )
  t.equal(
    (await req('POST', '/v1/events/gw-1/documents/plaintext/labels/concepts', { json_labels: { labels: concepts } }))
      .status,
    200,
  )

  const back = await req('GET', '/v1/events/gw-1/documents/plaintext/labels/concepts')
  t.equal(back.status, 200)
  t.strictSame(
    back.json,
    { json_labels: { is_distinct: false, labels: concepts } },
    'MTAP keeps what the gateway sent: references and the empty map',
  )
  t.same((await req('GET', '/v1/events/gw-1/metadata')).json, { metadata: { source: 'rest' } })
  const generic = await req('GET', '/v1/events/gw-1/documents/plaintext/labels/concepts?form=generic_labels')
  t.same(
    generic.json.generic_labels.labels.map((l: any) => [l.identifier, l.fields, l.reference_ids]),
    [
      [0, { cui: 'C0332319' }, { sentence: 'sentences:0' }],
      [1, {}, { sentences: ['sentences:0', 'sentences:1'] }],
      [2, {}, {}],
    ],
    "MTAP's REST form, as MTAP's gateway would answer it",
  )

  const read = await runFixture(t, python, 'events-read', mtapEvents, 'gw-1')
  t.same(read.binaries, { raw: Buffer.from('bytes ✓').toString('base64') })
  t.same(
    read.documents.plaintext.label_indices.concepts.labels.map((l: any) => [l.text, l.fields, l.resolved]),
    [
      ['denies', { cui: 'C0332319' }, { sentence: 'Pt 😀 denies chest pain.' }],
      ['🫁', {}, { sentences: ['Pt 😀 denies chest pain.', 'No 𝄞 fever 🫁 today.'] }],
      ['fever', {}, {}],
    ],
    "MTAP's client resolves the references REST wrote, at code-point offsets",
  )
  t.equal(read.documents.plaintext.label_indices.sentences.distinct, true)
})
