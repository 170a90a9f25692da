// POST /v1/pipeline/{id}/process made easy to call (issue 13): the text may come as the
// document itself (the RTF step is then skipped), params.document_name defaults to plaintext for
// every component, a body with neither a binary nor a document is a 400 saying so, and an unknown
// top-level member is a 400 naming it.
import t from 'tap'
import { startPipelineServer } from '../src/pipeline/pipeline-service.js'
import { hostProcessors } from '../src/processing/index.js'
import { startStack } from '../src/stack/stack.js'
import { request } from './helpers/http.js'
import { startEvents, startGateway, testConfig } from './helpers/servers.js'
import { WordsProcessor } from './helpers/test-processors.js'

const NOTE =
  'CHIEF COMPLAINT: Chest pain.\n\nHISTORY OF PRESENT ILLNESS: The patient is a 54 year old woman with chest pain for two days. ' +
  'She denies fever or shortness of breath. Her mother had breast cancer.\n\nMEDICATIONS: Aspirin 81 mg daily.\n'

t.test('the default pipeline', async (t) => {
  const stack = await startStack({ port: 0, host: '127.0.0.1', singleProcess: true, log: () => {}, announce: () => {} })
  t.teardown(() => stack.close())
  const req = (body: unknown) => request(stack.gateway.url, 'POST', '/v1/pipeline/svc-default-pipeline/process', body)

  t.test('text as event.documents.plaintext: the RTF step is skipped, the rest runs as for a binary', async (t) => {
    const asDocument = await req({ event: { event_id: 'as-document', documents: { plaintext: { text: NOTE } } } })
    t.equal(asDocument.status, 200, asDocument.json?.message)
    const rtfStep = asDocument.json.result.component_results[0]
    t.equal(rtfStep.identifier, 'svc-rtf')
    t.same(rtfStep.result_dict, { document_name: 'plaintext', skipped: 'the document was given' })
    const doc = asDocument.json.event.documents.plaintext
    t.equal(doc.text, NOTE)

    const asBinary = await req({
      event: { event_id: 'as-binary', binaries: { rtf: Buffer.from(NOTE).toString('base64') } },
    })
    t.equal(asBinary.status, 200, asBinary.json?.message)
    t.equal(asBinary.json.result.component_results[0].result_dict.characters, NOTE.length, 'the binary was converted')
    t.same(doc.label_indices, asBinary.json.event.documents.plaintext.label_indices, 'the same labels either way')
    t.ok(
      doc.label_indices.concepts.labels.some(
        (c: { preferred_term: string; negated: boolean }) => c.preferred_term === 'fever' && c.negated,
      ),
      'concepts with context',
    )
  })

  t.test('params.document_name defaults to plaintext; a given name is used by every component', async (t) => {
    const r = await req({
      event: { event_id: 'named', documents: { note: { text: NOTE } } },
      params: { document_name: 'note' },
    })
    t.equal(r.status, 200, r.json?.message)
    t.same(Object.keys(r.json.event.documents), ['note'])
    t.ok(r.json.event.documents.note.label_indices.concepts.labels.length > 0)
  })

  t.test('neither a binary nor a document: 400 saying so', async (t) => {
    for (const event of [
      { event_id: 'empty' },
      { event_id: 'empty', binaries: {}, documents: {} },
      { event_id: 'empty', metadata: { a: 'b' } },
    ]) {
      const r = await req({ event })
      t.equal(r.status, 400, JSON.stringify(event))
      t.equal(r.json.code, 3)
      t.match(
        r.json.message,
        /event has neither a binary nor a document: give event\.binaries\.rtf .* or event\.documents\.plaintext/,
      )
    }
  })

  t.test('an unknown member at any depth: 400 naming it and the member it most resembles', async (t) => {
    const r = await req({
      event: { event_id: 'typo', documents: { plaintext: { text: NOTE } } },
      parms: { document_name: 'x' },
    })
    t.equal(r.status, 400)
    t.equal(r.json.code, 3)
    t.equal(
      r.json.message,
      'parms is not a known member of the body (did you mean "params"? expected event, params, keep_after, return)',
    )
    t.notMatch(r.text, /Chest pain/, 'the message quotes no text')
    const nested = await req({ event: { event_id: 'typo', documnets: { plaintext: { text: NOTE } } } })
    t.equal(nested.status, 400)
    t.equal(
      nested.json.message,
      'event.documnets is not a known member (did you mean "documents"? expected event_id, metadata, binaries, documents)',
    )
    const deep = await req({ event: { event_id: 'typo', documents: { plaintext: { txet: NOTE } } } })
    t.equal(
      deep.json.message,
      'event.documents.plaintext.txet is not a known member (did you mean "text"? expected text, label_indices)',
    )
    t.notMatch(deep.text, /Chest pain/, 'the message quotes no text')
    const again = await req({ event: { event_id: 'typo', documents: { plaintext: { text: NOTE } } } })
    t.equal(again.status, 200, 'the refused request created no event')
  })
})

t.test(
  'any pipeline: the default document name reaches components without params; component params still win',
  async (t) => {
    const events = await startEvents(t)
    const procs = await hostProcessors([new WordsProcessor()], { eventsAddress: events.address })
    t.teardown(() => procs.close(100))
    const pipeline = await startPipelineServer({
      definitions: [
        {
          name: 'bare',
          events_address: events.address,
          components: [{ processor_id: 'test-words', address: procs.address }],
        },
        {
          name: 'other',
          events_address: events.address,
          components: [{ processor_id: 'test-words', address: procs.address, params: { document_name: 'other' } }],
        },
      ],
    })
    t.teardown(() => pipeline.close(100))
    const { req } = await startGateway(
      t,
      testConfig({
        gateway: { events: events.address },
        pipelines: [
          { Identifier: 'bare', Endpoint: pipeline.address },
          { Identifier: 'other', Endpoint: pipeline.address },
        ],
      }),
    )
    let r = await req('POST', '/v1/pipeline/bare/process', {
      event: { event_id: 'e1', documents: { plaintext: { text: 'three short words' } } },
    })
    t.equal(r.status, 200, r.json?.message)
    t.equal(r.json.event.documents.plaintext.label_indices.words.labels.length, 3)

    r = await req('POST', '/v1/pipeline/other/process', {
      event: { event_id: 'e2', documents: { plaintext: { text: 'one' }, other: { text: 'two words' } } },
    })
    t.equal(r.status, 200, r.json?.message)
    t.equal(r.json.event.documents.other.label_indices.words.labels.length, 2, "the component's document_name")
    t.same(r.json.event.documents.plaintext.label_indices, {}, 'not the default')

    r = await req('POST', '/v1/pipeline/other/process', {
      event: { event_id: 'e3', documents: { plaintext: { text: 'one' }, third: { text: 'a b c d' } } },
      params: { document_name: 'third' },
    })
    t.equal(r.status, 200, r.json?.message)
    t.equal(
      r.json.event.documents.third.label_indices.words.labels.length,
      4,
      "the request's params win over the component's",
    )
  },
)
