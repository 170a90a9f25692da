// Issue 26: attacks on the events service through streams: a client whose windows stay shut
// asks for large answers, a request stream carrying three whole requests each with END_STREAM,
// and messages whose length prefix claims 4 GiB. Each on a fresh `svc events` process, while a
// well-behaved client calls Health/Check every 100 ms on its own connection. The process's
// memory is read from /proc.
import t from 'tap'
import { EVENTS_ARGS, startSvc, survives } from '../helpers/h2-attack-checks.js'
import { dataAfterEndStream, lengthPrefix4GiB, zeroWindowStall } from '../helpers/h2-attacks.js'
import { callUnary, clientFor } from '../helpers/grpc-client.js'
import { protoMessage } from '../helpers/grpc-frames.js'

const EVENTS = '/svc.api.v1.Events'
const DOCUMENT_BYTES = 4 * 1024 * 1024
t.setTimeout(120_000)

t.test('zero-window stall: 1,000 requests for a 4 MiB document and a health Watch, windows never opened', async (t) => {
  const events = await startSvc(t, EVENTS_ARGS)
  const client = clientFor(t, 'Events', events.address)
  await callUnary(client, 'OpenEvent', { event_id: 'big' })
  await callUnary(client, 'AddDocument', { event_id: 'big', document_name: 'd', text: 'n'.repeat(DOCUMENT_BYTES) })
  const run = await survives(
    t,
    async () => events,
    zeroWindowStall(
      `${EVENTS}/GetDocumentText`,
      protoMessage([
        [1, 'big'],
        [2, 'd'],
      ]),
    ),
  )
  t.match(run.outcome.notes, / 0 DATA bytes received/, 'no DATA on streams whose window is 0 (flow control obeyed)')
  const { text } = await callUnary(
    client,
    'GetDocumentText',
    { event_id: 'big', document_name: 'd' },
    { timeoutMs: 20_000 },
  )
  t.equal(text.length, DOCUMENT_BYTES, 'a client that reads gets the document')
})

t.test('DATA after END_STREAM: three whole AddMetadata requests on one stream', async (t) => {
  const events = await startSvc(t, EVENTS_ARGS)
  const client = clientFor(t, 'Events', events.address)
  await callUnary(client, 'OpenEvent', { event_id: 'thrice' })
  const requests = ['k1', 'k2', 'k3'].map((key) =>
    protoMessage([
      [1, 'thrice'],
      [2, key],
      [3, 'v'],
    ]),
  )
  await survives(t, async () => events, dataAfterEndStream(`${EVENTS}/AddMetadata`, requests))
  const { metadata } = await callUnary(client, 'GetAllMetadata', { event_id: 'thrice' }, { timeoutMs: 10_000 })
  t.comment(`stored metadata keys: ${JSON.stringify(Object.keys(metadata))}`)
  t.ok(Object.keys(metadata).length <= 1, 'the handler ran at most once')
  t.notOk('k2' in metadata || 'k3' in metadata, 'what came after END_STREAM was never a call')
})

t.test('a 4 GiB length prefix on four streams, windows obeyed', async (t) => {
  const run = await survives(t, () => startSvc(t, EVENTS_ARGS), lengthPrefix4GiB(`${EVENTS}/AddDocument`))
  t.notMatch(run.outcome.notes, /ended by .*open/, 'the server ended every stream')
})
