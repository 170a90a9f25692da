// The in-process transport (svc up) behaves as the gRPC path does: same answers, same errors,
// no objects shared across the boundary in either direction, deadlines kept, and other requests
// still get served. For the events service and the processor host alike.
import t from 'tap'
import { SvcError } from '../src/api/errors.js'
import type { ProcessResponse } from '../src/api/messages.js'
import { Status } from '../src/api/status.js'
import { EventsClient } from '../src/events/events-client.js'
import { startGrpcServer } from '../src/grpc/server.js'
import { EventProcessor, hostProcessors, type Event, type Params, type ProcessResult } from '../src/processing/index.js'
import { addressedRoute, ClientCache } from '../src/transport/client-cache.js'
import { GrpcTransport } from '../src/transport/grpc-transport.js'
import { InProcessBackends } from '../src/transport/in-process-backends.js'
import { InProcessTransport } from '../src/transport/in-process-transport.js'
import { startEvents } from './helpers/servers.js'

async function clients(t: Tap.Test) {
  const events = await startEvents(t)
  const backends = new InProcessBackends()
  backends.offer(events)
  const cache = new ClientCache({ inProcess: backends })
  const remote = new EventsClient(events.address)
  const local = new EventsClient(events.address, { clients: cache })
  t.teardown(() => {
    remote.close()
    local.close()
    cache.close()
  })
  return { events, remote, local, backends, cache }
}
declare namespace Tap {
  type Test = import('tap').Test
}

t.test('same answers and errors as over gRPC', async (t) => {
  const { remote, local } = await clients(t)
  t.equal(local.inProcess, true)
  t.equal(remote.inProcess, false)
  for (const [name, c] of [
    ['remote', remote],
    ['local', local],
  ] as const) {
    const id = `e-${name}`
    t.same(await c.openEvent(id), { created: true, lease_id: 1 }, name)
    await c.addMetadata(id, 'k', 'v')
    await c.addDocument(id, 'd', 'hello world')
    await c.addBinary(id, 'b', new Uint8Array([1, 2, 3]))
    await c.addLabels(
      id,
      'd',
      'words',
      [
        { start_index: 0, end_index: 5, x: { y: [1, null] } },
        { start_index: 6, end_index: 11 },
      ],
      { distinct: true },
    )
  }
  const read = async (c: EventsClient, id: string) => ({
    metadata: await c.getAllMetadata(id),
    docs: await c.documentNames(id),
    text: await c.getText(id, 'd'),
    binaries: await c.binaryNames(id),
    binary: [...(await c.getBinary(id, 'b'))],
    infos: await c.labelIndicesInfo(id, 'd'),
    labels: await c.getLabels(id, 'd', 'words'),
    readOnly: await c.getLabels(id, 'd', 'words', { readOnly: true }),
  })
  t.strictSame(await read(local, 'e-local'), await read(remote, 'e-remote'))
  t.strictSame(await read(local, 'e-remote'), await read(remote, 'e-local'), 'one store behind both')

  const errorOf = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      (e: { code: number; message: string }) => ({ code: e.code, message: e.message }),
    )
  for (const [what, call] of [
    ['unknown event', (c: EventsClient) => c.getAllMetadata('nope')],
    ['unknown document', (c: EventsClient) => c.getText('e-local', 'nope')],
    [
      'labels past the text',
      (c: EventsClient) => c.addLabels('e-local', 'd', 'x', [{ start_index: 0, end_index: 99 }], { distinct: false }),
    ],
    [
      'reserved key',
      (c: EventsClient) =>
        c.addLabels('e-local', 'd', 'x', [{ start_index: 0, end_index: 1, text: 'a' }], { distinct: false }),
    ],
    ['existing event', (c: EventsClient) => c.openEvent('e-local', { onlyCreateNew: true })],
    ['document twice', (c: EventsClient) => c.addDocument('e-local', 'd', 'again')],
  ] as const) {
    const [l, r] = [await errorOf(call(local)), await errorOf(call(remote))]
    t.ok(l, `${what}: an error`)
    t.strictSame(l, r, `${what}: the same code and message`)
  }
})

t.test('nothing is shared with the store', async (t) => {
  const { local, remote } = await clients(t)
  await local.openEvent('e')
  await local.addDocument('e', 'd', 'hello world')
  const mine = [{ start_index: 0, end_index: 5, tags: ['a'] }]
  await local.addLabels('e', 'd', 'w', mine, { distinct: false })
  mine[0].start_index = 3
  mine[0].tags.push('b')
  const read = await local.getLabels('e', 'd', 'w')
  t.strictSame(
    read.labels,
    [{ start_index: 0, end_index: 5, tags: ['a'] }],
    'changing what was added does not change the store',
  )
  ;(read.labels[0].tags as string[]).push('c')
  read.labels[0].end_index = 1
  t.strictSame(
    (await remote.getLabels('e', 'd', 'w')).labels,
    [{ start_index: 0, end_index: 5, tags: ['a'] }],
    'nor does changing what was read',
  )
  const bytes = new Uint8Array([1, 2])
  await local.addBinary('e', 'b', bytes)
  bytes[0] = 9
  const got = await local.getBinary('e', 'b')
  got[1] = 9
  t.strictSame([...(await remote.getBinary('e', 'b'))], [1, 2], 'binaries are copied both ways')
})

t.test('a read-only read is lent the stored labels, reading as a copy does', async (t) => {
  const { local, remote } = await clients(t)
  await local.openEvent('e')
  await local.addDocument('e', 'd', 'hello world')
  const awkward = JSON.parse(
    '[{"start_index":0,"end_index":5,"b":"x","2":"digit","__proto__":"own","n":{"z":[1,null,{"y":true}]},"reference_ids":{"h":"w:1"}},{"start_index":6,"end_index":11}]',
  )
  await local.addLabels('e', 'd', 'w', awkward, { distinct: true })
  const [lent, again, copied] = [
    await local.getLabels('e', 'd', 'w', { readOnly: true }),
    await local.getLabels('e', 'd', 'w', { readOnly: true }),
    await local.getLabels('e', 'd', 'w'),
  ]
  t.equal(JSON.stringify(lent), JSON.stringify(copied), 'the same text, member order included')
  t.strictSame(lent, copied)
  t.equal(lent.labels[0], again.labels[0], "the store's own label, not a copy")
  t.not(copied.labels[0], lent.labels[0], 'a read that is not read-only still gets a copy')
  const overGrpc = await remote.getLabels('e', 'd', 'w', { readOnly: true })
  t.equal(JSON.stringify(overGrpc), JSON.stringify(lent), 'over gRPC read-only changes nothing')
})

t.test('labels handed over are kept as they are when already in decoded form, copied otherwise', async (t) => {
  const { local, remote } = await clients(t)
  await local.openEvent('e')
  await local.addDocument('e', 'd', 'hello world')
  const plain = [
    { start_index: 0, end_index: 5, pos: 'NOUN', n: -0, none: null, yes: true },
    { start_index: 6, end_index: 11, pos: 'NOUN', n: 1e21, none: null, yes: false },
  ]
  await local.addLabels('e', 'd', 'plain', plain, { distinct: true, handOver: true })
  t.equal((await local.getLabels('e', 'd', 'plain', { readOnly: true })).labels[0], plain[0], 'kept, not copied')
  const odd = JSON.parse(
    '[{"end_index":5,"start_index":0,"b":1},{"start_index":0,"end_index":5,"n":{"z":[1]},"reference_ids":{"h":"plain:0"}},{"start_index":1,"end_index":2,"__proto__":"own"}]',
  )
  await local.addLabels('e', 'd', 'odd', odd, { distinct: false, handOver: true })
  const oddStored = (await local.getLabels('e', 'd', 'odd', { readOnly: true })).labels
  t.not(oddStored[0], odd[0], 'span not first: copied')
  for (const name of ['plain', 'odd']) {
    const [here, there] = [await local.getLabels('e', 'd', name), await remote.getLabels('e', 'd', name)]
    t.equal(JSON.stringify(here), JSON.stringify(there), `${name}: what any reader gets, member order included`)
  }
  await remote.openEvent('r')
  await remote.addDocument('r', 'd', 'hello world')
  await remote.addLabels('r', 'd', 'plain', plain, { distinct: true })
  t.equal(
    JSON.stringify(await local.getLabels('e', 'd', 'plain')),
    JSON.stringify(await local.getLabels('r', 'd', 'plain')),
    'the same as labels added over gRPC',
  )
})

t.test('a chain of in-process calls lets other requests in', async (t) => {
  const { local, remote } = await clients(t)
  await local.openEvent('e')
  let chainDone = false
  const chain = (async () => {
    for (let i = 0; i < 300; i++) await local.addMetadata('e', `k${i % 10}`, String(i))
    chainDone = true
  })()
  const instance = await remote.instanceId()
  t.ok(instance, 'a gRPC call was answered')
  t.equal(chainDone, false, 'while the in-process chain was still running')
  await chain
})

/** Keeps what it was given and what it answered, to see whether either is shared with the caller. */
class KeepingProcessor extends EventProcessor {
  readonly info = {
    name: 'keeping',
    description: 'keeps its params and result',
    parameters: [],
    inputs: [],
    outputs: [],
  }
  params: Params | undefined
  result: ProcessResult | undefined
  process(_event: Event, params: Params): ProcessResult {
    params.seen_by_processor = true
    this.params = params
    this.result = { tags: ['a'], nested: { n: 1 } }
    return this.result
  }
}

t.test('the processor host in process: copies both ways, same answers as over gRPC', async (t) => {
  const { events, backends, cache } = await clients(t)
  const keeping = new KeepingProcessor()
  const host = await hostProcessors([keeping], { port: 0, eventsAddress: events.address, clients: cache })
  t.teardown(() => host.close(0))
  backends.offer(host)
  const inProcess = cache.get(addressedRoute('processor', host.address))
  t.equal(inProcess.inProcess, true)
  const overGrpc = new GrpcTransport(host.address)
  t.teardown(() => overGrpc.close())

  const request = { processor_id: 'keeping', event_id: 'e', params: { p: { n: 1 } } }
  const res = await inProcess.unary<ProcessResponse>('Processor', 'Process', request)
  t.strictSame(request.params, { p: { n: 1 } }, 'what the processor did to its params does not reach the caller')
  t.not(keeping.params, request.params)
  ;(res.result.tags as string[]).push('b')
  t.strictSame(
    keeping.result,
    { tags: ['a'], nested: { n: 1 } },
    'what the caller does to the result does not reach the processor',
  )

  const remote = await overGrpc.unary<ProcessResponse>('Processor', 'Process', request)
  t.strictSame(
    { result: res.result, created: res.created_indices, timings: Object.keys(res.timing_info) },
    {
      result: { ...remote.result, tags: ['a', 'b'] },
      created: remote.created_indices,
      timings: Object.keys(remote.timing_info),
    },
    'the same response as over gRPC',
  )
  const errorOf = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      (e: SvcError) => ({ code: e.code, message: e.message, details: e.details }),
    )
  t.strictSame(
    await errorOf(inProcess.unary('Processor', 'Process', { processor_id: 'nope', event_id: 'e' })),
    await errorOf(overGrpc.unary('Processor', 'Process', { processor_id: 'nope', event_id: 'e' })),
    'the same error',
  )
})

t.test('errors cross as code and message only, as over the wire', async (t) => {
  const handlers = {
    GetAllMetadata: () => {
      throw new SvcError(Status.NOT_FOUND, 'no such event', [{ hint: 'x' }], { headers: { 'retry-after': '1' } })
    },
  }
  const server = await startGrpcServer([{ service: 'Events', handlers }])
  t.teardown(() => server.close(0))
  const overGrpc = new GrpcTransport(server.address)
  t.teardown(() => overGrpc.close())
  const inProcess = new InProcessTransport(server.services)
  const errorOf = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      (e: SvcError) => ({ code: e.code, message: e.message, details: e.details, headers: e.headers }),
    )
  const expected = { code: Status.NOT_FOUND, message: 'no such event', details: [], headers: {} }
  t.strictSame(await errorOf(overGrpc.unary('Events', 'GetAllMetadata', { event_id: 'e' })), expected)
  t.strictSame(await errorOf(inProcess.unary('Events', 'GetAllMetadata', { event_id: 'e' })), expected)
  const unimplemented = {
    code: Status.UNIMPLEMENTED,
    message: 'The server does not implement the method GetAllDocumentNames',
    details: [],
    headers: {},
  }
  t.strictSame(await errorOf(overGrpc.unary('Events', 'GetAllDocumentNames', { event_id: 'e' })), unimplemented)
  t.strictSame(await errorOf(inProcess.unary('Events', 'GetAllDocumentNames', { event_id: 'e' })), unimplemented)
  const unserved = {
    code: Status.UNIMPLEMENTED,
    message: 'The server does not implement the method /svc.api.v1.Pipeline/Process',
    details: [],
    headers: {},
  }
  t.strictSame(await errorOf(overGrpc.unary('Pipeline', 'Process', { pipeline_id: 'p' })), unserved)
  t.strictSame(await errorOf(inProcess.unary('Pipeline', 'Process', { pipeline_id: 'p' })), unserved)
})

t.test('an in-process call keeps its deadline', async (t) => {
  const inProcess = new InProcessTransport({ Events: { GetAllMetadata: () => new Promise(() => {}) } })
  await t.rejects(inProcess.unary('Events', 'GetAllMetadata', { event_id: 'e' }, { deadline: Date.now() + 20 }), {
    code: Status.DEADLINE_EXCEEDED,
  })
  await t.rejects(
    inProcess.unary('Events', 'GetAllMetadata', { event_id: 'e' }, { deadline: Date.now() - 1 }),
    { code: Status.DEADLINE_EXCEEDED },
    'one already past',
  )
})
