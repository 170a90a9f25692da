// Issue 11, reproduction 2, in a real process: an events service given a small heap is filled
// with label-heavy data (the shapes that cost the most per byte, and realistic ones) until it
// answers RESOURCE_EXHAUSTED; its resident memory, read from /proc, stays under its heap limit
// all along, it still serves, and what it stored is intact.
import { fileURLToPath } from 'node:url'
import t from 'tap'
import type { FlatLabel } from '../../src/api/labels.js'
import { SvcError } from '../../src/api/errors.js'
import { Status } from '../../src/api/status.js'
import { callUnary, createClient } from '../helpers/grpc-client.js'
import { LABEL_SHAPES } from '../helpers/hostile-labels.js'
import { mib, procMemory } from '../helpers/proc-memory.js'
import { run } from '../helpers/processes.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SERVE_EVENTS = fileURLToPath(new URL('./fixtures/serve-events.ts', import.meta.url))
const HEAP_MIB = 256

// Real processes doing real work: slow when the machine is shared, never timed.
t.setTimeout(300_000)

t.test('reproduction 2: the events store answers 429 before its process runs out of heap', async (t) => {
  const proc = run(t, process.execPath, [`--max-old-space-size=${HEAP_MIB}`, '--import', 'tsx', SERVE_EVENTS], {
    cwd: ROOT,
  })
  const info = JSON.parse((await proc.waitForLine(/^\{.*\}$/)).input) as {
    address: string
    pid: number
    heapLimit: number
    dataLimit: number
    cap: number
  }
  const client = createClient('Events', info.address)
  t.teardown(() => client.close())
  const call = (method: string, req: unknown) => callUnary(client, method, req, { timeoutMs: 60_000 })
  await call('OpenEvent', { event_id: 'fill' })
  await call('AddDocument', { event_id: 'fill', document_name: 'd', text: 'x'.repeat(100_000) })
  const addLabels = (index: string, labels: FlatLabel[]) =>
    call('AddLabels', {
      event_id: 'fill',
      document_name: 'd',
      index_name: index,
      labels: 'generic_labels',
      generic_labels: { is_distinct: false, labels },
    })

  const first = LABEL_SHAPES['token labels'](50_000)
  await addLabels('first', first)
  const idle = procMemory(info.pid).rss
  const shapes = [
    'empty objects',
    'labels of a unique key',
    'deep objects',
    'lists of one object',
    'token labels',
    'empty lists',
    'objects of a unique key',
  ]
  let stored = 0
  const refusals: string[] = []
  for (let i = 0; refusals.length < 4 && i < 200; i++) {
    const shape = shapes[i % shapes.length]
    try {
      await addLabels(`i${i}`, LABEL_SHAPES[shape](200_000, String(i)))
      stored++
    } catch (err) {
      t.ok(
        err instanceof SvcError && err.code === Status.RESOURCE_EXHAUSTED,
        `${shape}: refused with RESOURCE_EXHAUSTED (${(err as Error).message})`,
      )
      refusals.push((err as Error).message)
    }
  }
  const { peak } = procMemory(info.pid)
  t.comment(
    `heap limit ${mib(info.heapLimit)}, store cap ${mib(info.cap)}; ${stored} indices of 200,000 values stored before the first of ${refusals.length} refusals; RSS idle ${mib(idle)}, peak ${mib(peak)}`,
  )
  t.ok(stored >= 2, 'label-heavy data was stored until the cap')
  t.match(refusals[0], /the events store is full: .*would exceed its limit of \d+ bytes/)
  t.ok(peak < info.heapLimit, `peak RSS ${mib(peak)} stayed under the heap limit ${mib(info.heapLimit)}`)

  t.match(await call('GetEventsInstanceId', {}), { instance_id: /\S/ }, 'still serving')
  const back = await call('GetLabels', { event_id: 'fill', document_name: 'd', index_name: 'first' })
  t.same(back.generic_labels.labels, first, 'what was stored first is intact')
  await call('CloseEvent', { event_id: 'fill', lease_id: 0 })
  await call('OpenEvent', { event_id: 'again' })
  await call('AddDocument', { event_id: 'again', document_name: 'd', text: 'x'.repeat(100_000) })
  await call('AddLabels', {
    event_id: 'again',
    document_name: 'd',
    index_name: 'i',
    labels: 'generic_labels',
    generic_labels: { is_distinct: false, labels: LABEL_SHAPES['empty objects'](200_000) },
  })
  t.pass('closing the event gave its room back')
})
