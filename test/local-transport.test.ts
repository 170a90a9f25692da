// The in-process transport to an events store (svc up) behaves as the gRPC path does: same
// answers, same errors, no objects shared with the store, and other requests still get served.
import t from 'tap'
import { EventsClient } from '../src/events/events-client.js'
import { startEvents } from './helpers/servers.js'

async function clients(t: Tap.Test) {
  const events = await startEvents(t)
  const remote = new EventsClient(events.address)
  const local = new EventsClient(events.address, { local: events.store })
  t.teardown(() => {
    remote.close()
    local.close()
  })
  return { events, remote, local }
}
declare namespace Tap {
  type Test = import('tap').Test
}

t.test('same answers and errors as over gRPC', async (t) => {
  const { remote, local } = await clients(t)
  t.equal(local.inProcess, true)
  t.equal(remote.inProcess, false)
  for (const [name, c] of [['remote', remote], ['local', local]] as const) {
    const id = `e-${name}`
    t.same(await c.openEvent(id), { created: true, lease_id: 1 }, name)
    await c.addMetadata(id, 'k', 'v')
    await c.addDocument(id, 'd', 'hello world')
    await c.addBinary(id, 'b', new Uint8Array([1, 2, 3]))
    await c.addLabels(id, 'd', 'words', [{ start_index: 0, end_index: 5, x: { y: [1, null] } }, { start_index: 6, end_index: 11 }], { distinct: true })
  }
  const read = async (c: EventsClient, id: string) => ({
    metadata: await c.getAllMetadata(id),
    docs: await c.documentNames(id),
    text: await c.getText(id, 'd'),
    binaries: await c.binaryNames(id),
    binary: [...(await c.getBinary(id, 'b'))],
    infos: await c.labelIndicesInfo(id, 'd'),
    labels: await c.getLabels(id, 'd', 'words'),
  })
  t.strictSame(await read(local, 'e-local'), await read(remote, 'e-remote'))
  t.strictSame(await read(local, 'e-remote'), await read(remote, 'e-local'), 'one store behind both')

  const errorOf = (p: Promise<unknown>) => p.then(() => undefined, (e: { code: number; message: string }) => ({ code: e.code, message: e.message }))
  for (const [what, call] of [
    ['unknown event', (c: EventsClient) => c.getAllMetadata('nope')],
    ['unknown document', (c: EventsClient) => c.getText('e-local', 'nope')],
    ['labels past the text', (c: EventsClient) => c.addLabels('e-local', 'd', 'x', [{ start_index: 0, end_index: 99 }], { distinct: false })],
    ['reserved key', (c: EventsClient) => c.addLabels('e-local', 'd', 'x', [{ start_index: 0, end_index: 1, text: 'a' }], { distinct: false })],
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
  t.strictSame(read.labels, [{ start_index: 0, end_index: 5, tags: ['a'] }], 'changing what was added does not change the store')
  ;(read.labels[0].tags as string[]).push('c')
  read.labels[0].end_index = 1
  t.strictSame((await remote.getLabels('e', 'd', 'w')).labels, [{ start_index: 0, end_index: 5, tags: ['a'] }], 'nor does changing what was read')
  const bytes = new Uint8Array([1, 2])
  await local.addBinary('e', 'b', bytes)
  bytes[0] = 9
  const got = await local.getBinary('e', 'b')
  got[1] = 9
  t.strictSame([...(await remote.getBinary('e', 'b'))], [1, 2], 'binaries are copied both ways')
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
