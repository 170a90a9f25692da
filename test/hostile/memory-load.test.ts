// Issue 11, "must show": a gateway and an events service, each a real process with a small heap,
// take hostile bodies sent concurrently (the shapes that cost the most per byte, the issue's
// 99 MiB body of empty objects, too-deep nesting, realistic labels). Every answer is a 2xx, a 4xx
// or a 503; both processes serve on with what they stored intact (a heap that reached its limit
// would have ended the process); and their resident memory, read from /proc, grows by no more than
// their budgets and the slack below.
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { request } from '../helpers/http.js'
import { hostileLoad, LOAD_EVENT } from '../helpers/hostile-load.js'
import { mib, procMemory } from '../helpers/proc-memory.js'
import { run } from '../helpers/processes.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url))
const HEAP = '--max-old-space-size=256'

// Real processes doing real work: slow when the machine is shared, never timed.
t.setTimeout(300_000)

t.test('hostile bodies sent concurrently: both processes serve on within their memory budgets', async (t) => {
  const events = run(t, process.execPath, [HEAP, '--import', 'tsx', fixture('serve-events.ts')], { cwd: ROOT })
  const ev = JSON.parse((await events.waitForLine(/^\{.*\}$/)).input) as {
    address: string
    pid: number
    heapLimit: number
    dataLimit: number
    cap: number
  }
  const gateway = run(t, process.execPath, [HEAP, '--import', 'tsx', fixture('serve-gateway.ts'), ev.address], {
    cwd: ROOT,
  })
  const gw = JSON.parse((await gateway.waitForLine(/^\{.*\}$/)).input) as {
    url: string
    pid: number
    heapLimit: number
    dataLimit: number
    budget: number
  }

  await request(gw.url, 'POST', '/v1/events/kept')
  await request(gw.url, 'POST', '/v1/events/kept/documents/d', { text: 'the patient denies chest pain' })
  const kept = { json_labels: { is_distinct: false, labels: [{ start_index: 4, end_index: 11, pos: 'NN' }] } }
  t.equal((await request(gw.url, 'POST', '/v1/events/kept/documents/d/labels/kept', kept)).status, 200)
  const idle = { gateway: procMemory(gw.pid).rss, events: procMemory(ev.pid).rss }

  const result = await hostileLoad(gw.url, 3, 8)

  const peak = { gateway: procMemory(gw.pid).peak, events: procMemory(ev.pid).peak }
  t.comment(`answers by body: ${JSON.stringify(result.statuses)}; no answer: ${JSON.stringify(result.failures)}`)
  t.comment(
    `gateway: heap limit ${mib(gw.heapLimit)}, memory budget ${mib(gw.budget)}, RSS idle ${mib(idle.gateway)}, peak ${mib(peak.gateway)}`,
  )
  t.comment(
    `events:  heap limit ${mib(ev.heapLimit)}, store cap ${mib(ev.cap)}, RSS idle ${mib(idle.events)}, peak ${mib(peak.events)}`,
  )

  for (const [name, statuses] of Object.entries(result.statuses)) {
    for (const status of Object.keys(statuses).map(Number))
      t.ok(status < 500 || status === 503, `${name}: ${status} is a 2xx, 4xx or 503`)
  }
  t.same(Object.keys(result.statuses['99 MiB of empty objects'] ?? { 413: 1 }), ['413'], 'the issue’s body: 413')
  t.ok(result.statuses['60 levels deep']?.[400], 'too deep: 400')
  t.ok(
    Object.values(result.statuses).some((s) => s[200]),
    'some bodies were stored',
  )

  t.equal((await request(gw.url, 'GET', '/healthz')).status, 200, 'the gateway serves on')
  t.equal((await request(gw.url, 'GET', '/v1/events/instance_id')).status, 200, 'the events service serves on')
  t.same(
    (await request(gw.url, 'GET', '/v1/events/kept/documents/d/labels/kept')).json,
    kept,
    'what was stored before is intact',
  )
  t.equal((await request(gw.url, 'GET', `/v1/events/${LOAD_EVENT}/documents`)).status, 200)

  // The budgets count what is live. Besides it, RSS holds Buffers already dropped, freed by the
  // next collection, which V8 starts once 64 MiB of them have accumulated (its external memory
  // soft limit), and the young generation, which fills between scavenges whatever is live: the
  // heap limit less the old space (48 MiB on Node 20 at this heap, 192 MiB on Node 24).
  // RSS is not compared with the heap limit: it also holds code and memory outside the heap, and
  // the gateway idles at about 128 MiB under tsx, so a growth within bounds can pass the limit
  // (a CI run read a peak of 312 MiB against 304 MiB after growing 185 MiB of its 240 allowed).
  const slack = (p: { heapLimit: number; dataLimit: number }) => 64 * 2 ** 20 + (p.heapLimit - p.dataLimit)
  t.ok(
    peak.gateway - idle.gateway <= gw.budget + slack(gw),
    `gateway grew ${mib(peak.gateway - idle.gateway)} <= its budget ${mib(gw.budget)} + ${mib(slack(gw))}`,
  )
  t.ok(
    peak.events - idle.events <= ev.cap + slack(ev),
    `events grew ${mib(peak.events - idle.events)} <= its store cap ${mib(ev.cap)} + ${mib(slack(ev))}`,
  )
})
