// The retry plugin against real gRPC backends that fail on cue: idempotent calls are retried
// within the tries and the deadline; non-idempotent ones are tried once unless opted in, and
// never on DEADLINE_EXCEEDED.
import t from 'tap'
import { policyFromOptions, DEFAULT_POLICY, maxDelayMs } from '../plugins/retry-policy.js'
import { Status } from '../src/api/status.js'
import { startScriptedBackend } from './helpers/scripted-backend.js'
import { startGateway, testConfig } from './helpers/servers.js'

const U = Status.UNAVAILABLE
const fast = { minDelayMs: 1, maxDelayMs: 5 }

t.test('an idempotent read failing twice with UNAVAILABLE succeeds with retry on', async (t) => {
  const backend = await startScriptedBackend(t, 'Events', {
    GetAllMetadata: { fail: [U, U], reply: { metadata: { k: 'v' } } },
  })
  const g = await startGateway(t, testConfig({ gateway: { events: backend.address }, plugins: [{ name: 'retry' }] }))
  t.same(g.gw.disabledPlugins, [])
  const r = await g.req('GET', '/v1/events/e1/metadata')
  t.equal(r.status, 200, r.text)
  t.same(r.json, { metadata: { k: 'v' } })
  t.equal(backend.calls.GetAllMetadata, 3, 'two failures, then the answer')
})

t.test('the same backend without the retry plugin answers 503 after one call', async (t) => {
  const backend = await startScriptedBackend(t, 'Events', { GetAllMetadata: { fail: [U, U], reply: { metadata: {} } } })
  const g = await startGateway(t, testConfig({ gateway: { events: backend.address } }))
  const r = await g.req('GET', '/v1/events/e1/metadata')
  t.equal(r.status, 503)
  t.equal(r.json.code, U)
  t.equal(backend.calls.GetAllMetadata, 1)
})

t.test('tries bounds the attempts; the last error is the answer', async (t) => {
  const backend = await startScriptedBackend(t, 'Events', { GetAllMetadata: { fail: [U, U], reply: { metadata: {} } } })
  const g = await startGateway(
    t,
    testConfig({ gateway: { events: backend.address }, plugins: [{ name: 'retry', options: { tries: 2, ...fast } }] }),
  )
  const r = await g.req('GET', '/v1/events/e1/metadata')
  t.equal(r.status, 503)
  t.same(Object.keys(r.json).sort(), ['code', 'details', 'message'])
  t.match(r.json.message, /call 2/, 'the error of the second (last) try')
  t.equal(backend.calls.GetAllMetadata, 2)
})

t.test('codes that a retry does not fix are not retried', async (t) => {
  const backend = await startScriptedBackend(t, 'Events', {
    GetAllMetadata: { thenFail: Status.NOT_FOUND },
    GetAllDocumentNames: { thenFail: Status.RESOURCE_EXHAUSTED },
    GetBinaryData: { fail: [Status.DEADLINE_EXCEEDED], reply: { binary_data: Buffer.from('ok') } },
  })
  const g = await startGateway(
    t,
    testConfig({ gateway: { events: backend.address }, plugins: [{ name: 'retry', options: fast }] }),
  )
  let r = await g.req('GET', '/v1/events/e1/metadata')
  t.equal(r.status, 404)
  t.equal(backend.calls.GetAllMetadata, 1)
  r = await g.req('GET', '/v1/events/e1/documents')
  t.equal(r.status, 429)
  t.equal(backend.calls.GetAllDocumentNames, 1, 'RESOURCE_EXHAUSTED is not retried by default')
  r = await g.req('GET', '/v1/events/e1/binaries/b')
  t.equal(r.status, 200, 'a backend DEADLINE_EXCEEDED on an idempotent read is retried while time remains')
  t.equal(backend.calls.GetBinaryData, 2)
})

t.test('non-idempotent calls: pipelines and processors are tried once unless opted in', async (t) => {
  const pipeline = await startScriptedBackend(t, 'Pipeline', { Process: { thenFail: U } })
  const processor = await startScriptedBackend(t, 'Processor', { Process: { thenFail: U } })
  const events = await startScriptedBackend(t, 'Events', { AddDocument: { thenFail: U } })
  const routes = {
    gateway: { events: events.address },
    pipelines: [{ Identifier: 'p', Endpoint: pipeline.address }],
    processors: [{ Identifier: 'proc', Endpoint: processor.address }],
  }
  const body = { event: { event_id: 'x', documents: { plaintext: { text: 'a note' } } } }

  const on = await startGateway(t, testConfig({ ...routes, plugins: [{ name: 'retry', options: fast }] }))
  let r = await on.req('POST', '/v1/pipeline/p/process', body)
  t.equal(r.status, 503)
  t.equal(pipeline.calls.Process, 1, 'a pipeline run is tried exactly once with retry on')
  r = await on.req('POST', '/v1/processors/proc/process/e1')
  t.equal(r.status, 503)
  t.equal(processor.calls.Process, 1, 'a processor run is tried exactly once with retry on')

  const kinds = await startGateway(
    t,
    testConfig({
      ...routes,
      plugins: [{ name: 'retry', options: { ...fast, retryNonIdempotent: ['pipeline', 'processor'] } }],
    }),
  )
  r = await kinds.req('POST', '/v1/pipeline/p/process', body)
  t.equal(r.status, 503)
  t.equal(pipeline.calls.Process, 1 + 3, 'opted-in pipeline runs are retried')
  r = await kinds.req('POST', '/v1/events/e1/documents/d', { text: 'abc' })
  t.equal(events.calls.AddDocument, 1, 'a non-idempotent events call is never retried')

  const byId = await startGateway(
    t,
    testConfig({
      ...routes,
      plugins: [{ name: 'retry', options: { ...fast, retryNonIdempotentIdentifiers: ['proc'] } }],
    }),
  )
  r = await byId.req('POST', '/v1/processors/proc/process/e1')
  t.equal(processor.calls.Process, 1 + 3, 'an allowlisted processor is retried')
  r = await byId.req('POST', '/v1/pipeline/p/process', body)
  t.equal(pipeline.calls.Process, 4 + 1, 'a pipeline not on the allowlist is not')
})

t.test('an opted-in non-idempotent call is never retried on DEADLINE_EXCEEDED', async (t) => {
  const pipeline = await startScriptedBackend(t, 'Pipeline', { Process: { thenFail: Status.DEADLINE_EXCEEDED } })
  const g = await startGateway(
    t,
    testConfig({
      pipelines: [{ Identifier: 'p', Endpoint: pipeline.address }],
      plugins: [{ name: 'retry', options: { ...fast, retryNonIdempotent: ['pipeline'] } }],
    }),
  )
  const r = await g.req('POST', '/v1/pipeline/p/process', {
    event: { event_id: 'x', documents: { plaintext: { text: 'a note' } } },
  })
  t.equal(r.status, 504)
  t.equal(pipeline.calls.Process, 1)
})

t.test('no retry is started that could only begin after the deadline', async (t) => {
  const backend = await startScriptedBackend(t, 'Events', { GetAllMetadata: { thenFail: U } })
  // The first backoff may be up to 2 s and the deadline is 0.5 s: the 503 comes back, not a 504.
  const g = await startGateway(
    t,
    testConfig({
      gateway: { events: backend.address, deadline: 0.5 },
      plugins: [{ name: 'retry', options: { minDelayMs: 1000, maxDelayMs: 2000 } }],
    }),
  )
  const r = await g.req('GET', '/v1/events/e1/metadata')
  t.equal(r.status, 503)
  t.equal(backend.calls.GetAllMetadata, 1)
})

t.test('the policy: defaults written out, options validated with the option named', async (t) => {
  t.equal(DEFAULT_POLICY.tries, 3)
  t.same([...DEFAULT_POLICY.codes].sort(), [Status.DEADLINE_EXCEEDED, U].sort())
  t.same([...DEFAULT_POLICY.nonIdempotentCodes], [U])
  t.same(
    [DEFAULT_POLICY.minMs, DEFAULT_POLICY.factor, DEFAULT_POLICY.maxMs, DEFAULT_POLICY.randomize],
    [50, 2, 1000, true],
  )
  t.equal(maxDelayMs(DEFAULT_POLICY, 0), 100)
  t.equal(maxDelayMs(DEFAULT_POLICY, 10), 1000)
  t.same(
    [...policyFromOptions({ codes: ['UNAVAILABLE', 'RESOURCE_EXHAUSTED'] }).codes].sort(),
    [U, Status.RESOURCE_EXHAUSTED].sort(),
  )
  const bad: [Record<string, unknown>, RegExp][] = [
    [{ tries: 0 }, /option tries/],
    [{ tries: 1.5 }, /option tries/],
    [{ codes: ['NOPE'] }, /option codes/],
    [{ codes: 'UNAVAILABLE' }, /option codes/],
    [{ retryNonIdempotent: ['events'] }, /option retryNonIdempotent/],
    [{ nonIdempotentCodes: ['DEADLINE_EXCEEDED'] }, /option nonIdempotentCodes/],
    [{ minDelayMs: 100, maxDelayMs: 10 }, /option maxDelayMs/],
    [{ randomize: 'yes' }, /option randomize/],
    [{ retries: 3 }, /option retries/],
  ]
  for (const [o, re] of bad) t.throws(() => policyFromOptions(o), re, JSON.stringify(o))
})

t.test('a retry plugin with a bad option is disabled with its reason; the gateway serves', async (t) => {
  const backend = await startScriptedBackend(t, 'Events', { GetAllMetadata: { fail: [U], reply: { metadata: {} } } })
  const g = await startGateway(
    t,
    testConfig({ gateway: { events: backend.address }, plugins: [{ name: 'retry', options: { tries: -1 } }] }),
  )
  t.equal(g.gw.disabledPlugins.length, 1)
  t.equal(g.gw.disabledPlugins[0].name, 'retry')
  t.match(g.gw.disabledPlugins[0].reason, /option tries/)
  t.ok(
    g.logs.some((l) => /plugin disabled/.test(l) && /option tries/.test(l)),
    'the reason is logged',
  )
  const r = await g.req('GET', '/v1/events/e1/metadata')
  t.equal(r.status, 503, 'served, without retries')
})
