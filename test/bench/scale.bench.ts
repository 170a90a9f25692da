// Scaling out (issue 14), in one run:
// 1. The event-store mix (the gateway bench's: GET a 6.5 KB text, POST metadata, GET and POST a
//    200-label index) through a gateway to `svc events` on memory, on Redis, and to two
//    instances on one Redis (balanced): req/s, p50, and CPU time per request of every process.
// 2. svc-default-pipeline through the gateway with every backend found in Consul (no addresses),
//    with one and then two `svc processors` hosts registered: docs/s, p50, CPU per document of
//    each host and of the other processes.
// Figures are printed, never asserted. CPU per request is each process's user+system time over
// the run (/proc/PID/stat) divided by the requests: what a request costs wherever it runs, and
// so what an added instance can carry on a core of its own.
//
//   node --import tsx test/bench/scale.bench.ts
import { readFileSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkFlatLabels } from '../../src/api/labels.js'
import { startConsul } from '../helpers/consul.js'
import { callUnary, createClient } from '../helpers/grpc-client.js'
import { startRedis } from '../helpers/redis.js'
import { benchNotes } from './notes.js'
import {
  clientKinds,
  clientNote,
  fmt,
  jsonClient,
  labels200,
  load,
  startChild,
  syntheticNote,
  table,
  type Child,
  type ClientKind,
} from './lib.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const TICKS_PER_SECOND = 100

export interface ScaleBenchOptions {
  /** Requests per event-store run (64 in flight). */
  requests?: number
  /** Documents per pipeline run (16 in flight). */
  docs?: number
  /** The HTTP load generator (default: the lean one). */
  client?: ClientKind
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
}

/** CPU ms per unit of work of each named process over `run`, this process included. */
async function measured<T extends { count: number }>(
  pids: Record<string, number>,
  run: () => Promise<T>,
): Promise<{ result: T; cpuMs: Record<string, number> }> {
  const before = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, cpuSeconds(pid)]))
  const self = process.cpuUsage()
  const result = await run()
  const selfUsed = process.cpuUsage(self)
  const cpuMs: Record<string, number> = {}
  for (const [k, pid] of Object.entries(pids)) cpuMs[k] = ((cpuSeconds(pid) - before[k]) * 1000) / result.count
  cpuMs['load generator'] = (selfUsed.user + selfUsed.system) / 1000 / result.count
  return { result, cpuMs }
}

const cpuText = (cpuMs: Record<string, number>) =>
  Object.entries(cpuMs)
    .map(([k, v]) => `${k} ${fmt(v, 3)}`)
    .join(', ')

async function gatewayFor(dir: string, name: string, yaml: string): Promise<Child> {
  const cfg = join(dir, `${name}.yaml`)
  writeFileSync(cfg, yaml)
  return startChild(['gateway', '--config', cfg], { SVC_LOG_LEVEL: 'info' })
}

async function benchEventStores(dir: string, total: number, kind: ClientKind): Promise<void> {
  const text = syntheticNote(6500)
  const json_labels = labels200(text.length)
  const labelsBody = JSON.stringify({ json_labels })
  const redis = await startRedis()
  const rows: Record<string, string | number>[] = []
  const cpuRows: Record<string, string | number>[] = []
  try {
    const setups: { store: string; instances: string[][] }[] = [
      { store: 'memory', instances: [['events', '--port', '0']] },
      { store: 'redis', instances: [['events', '--port', '0', '--store', redis.url]] },
      {
        store: 'redis, 2 instances',
        instances: [
          ['events', '--port', '0', '--store', redis.url],
          ['events', '--port', '0', '--store', redis.url],
        ],
      },
    ]
    for (const setup of setups) {
      const events = await Promise.all(setup.instances.map((args) => startChild(args)))
      const target = events.length === 1 ? events[0].address : `ipv4:${events.map((e) => e.address).join(',')}`
      const gateway = await gatewayFor(
        dir,
        `events-${rows.length}`,
        `gateway:\n  host: 127.0.0.1\n  port: 0\n  events: "${target}"\n`,
      )
      const grpc = createClient('Events', events[0].address)
      // The runs on Redis share its store: each works on an event of its own.
      const ev = `/v1/events/bench-${rows.length}`
      try {
        await callUnary(grpc, 'OpenEvent', { event_id: `bench-${rows.length}` })
        await callUnary(grpc, 'AddDocument', { event_id: `bench-${rows.length}`, document_name: 'note', text })
        await callUnary(grpc, 'AddLabels', {
          event_id: `bench-${rows.length}`,
          document_name: 'note',
          index_name: 'read',
          generic_labels: { is_distinct: json_labels.is_distinct, labels: checkFlatLabels(json_labels.labels) },
        })
        const client = jsonClient(`http://${gateway.address}`, 64, {}, kind)
        const op = (i: number) => {
          switch (i % 4) {
            case 0:
              return client.request('GET', `${ev}/documents/note`)
            case 1:
              return client.request('POST', `${ev}/metadata/k${i % 100}`, JSON.stringify({ value: `v${i}` }))
            case 2:
              return client.request('GET', `${ev}/documents/note/labels/read`)
            default:
              return client.request('POST', `${ev}/documents/note/labels/write`, labelsBody)
          }
        }
        await load(800, 64, op)
        const pids: Record<string, number> = { gateway: gateway.proc.pid! }
        events.forEach((e, i) => {
          pids[events.length === 1 ? 'events' : `events ${i + 1}`] = e.proc.pid!
        })
        if (setup.store !== 'memory') pids.redis = redis.pid
        const { result: s, cpuMs } = await measured(pids, () => load(total, 64, op))
        client.close()
        rows.push({
          store: setup.store,
          'in flight': 64,
          'req/s': fmt(s.rps, 0),
          'p50 ms': fmt(s.p50, 2),
          'p99 ms': fmt(s.p99, 2),
          errors: s.errors,
        })
        cpuRows.push({
          store: setup.store,
          'CPU ms per request': cpuText(cpuMs),
          total: fmt(
            Object.values(cpuMs).reduce((a, b) => a + b, 0),
            3,
          ),
        })
      } finally {
        grpc.close()
        await gateway.stop()
        for (const e of events) await e.stop()
      }
    }
  } finally {
    await redis.stop()
  }
  console.log('\n== event-store mix through the gateway: memory, Redis, two instances on one Redis ==')
  table(rows)
  console.log('\n== CPU time per request, by process (same runs) ==')
  table(cpuRows)
}

async function benchRegisteredPipeline(dir: string, docs: number, kind: ClientKind): Promise<void> {
  const agent = await startConsul()
  const configFile = join(dir, 'registry.yaml')
  writeFileSync(
    configFile,
    `discovery: registry\nregistry: {host: 127.0.0.1, port: ${agent.httpPort}}\ngateway: {events: null, host: 127.0.0.1, port: 0, refresh_interval: 1}\n`,
  )
  const env = { SVC_CONFIG: configFile }
  const started: Child[] = []
  const child = async (args: string[]) => {
    const c = await startChild(args, env)
    started.push(c)
    return c
  }
  const rows: Record<string, string | number>[] = []
  const cpuRows: Record<string, string | number>[] = []
  try {
    const events = await child(['events', '--host', '127.0.0.1', '--port', '0', '--register'])
    const hosts = [await child(['processors', '--host', '127.0.0.1', '--port', '0', '--register'])]
    const pipeline = await child([
      'pipeline',
      '--config',
      join(ROOT, 'config/pipelines/registry/svc-default-pipeline.yaml'),
      '--host',
      '127.0.0.1',
      '--port',
      '0',
      '--register',
    ])
    const gateway = await startChild(['gateway'], { ...env, SVC_LOG_LEVEL: 'info' })
    started.push(gateway)
    const notes = benchNotes().filter((n) => n.name === 'synthetic-6.5k' && n.format === 'rtf')
    const note = notes[0].data.toString('base64')
    const client = jsonClient(`http://${gateway.address}`, 16, {}, kind)
    const op = (i: number) =>
      client.request(
        'POST',
        '/v1/pipeline/svc-default-pipeline/process',
        JSON.stringify({
          event: { event_id: `scale-${rows.length}-${i}`, binaries: { rtf: note } },
          params: { document_name: 'plaintext' },
        }),
      )
    const routedHosts = async () => {
      const routes = JSON.parse((await client.request('GET', '/v1/routes')).body)
      return (routes.processors.find((r: { identifier: string }) => r.identifier === 'svc-sentences')?.instances ?? [])
        .length
    }
    for (const count of [1, 2]) {
      if (count === 2) hosts.push(await child(['processors', '--host', '127.0.0.1', '--port', '0', '--register']))
      while ((await routedHosts()) < count) await new Promise((r) => setTimeout(r, 100))
      await load(Math.min(100, docs), 16, op)
      const pids: Record<string, number> = {
        gateway: gateway.proc.pid!,
        pipeline: pipeline.proc.pid!,
        events: events.proc.pid!,
      }
      hosts.forEach((h, i) => {
        pids[`processors ${i + 1}`] = h.proc.pid!
      })
      const { result: s, cpuMs } = await measured(pids, () => load(docs, 16, op))
      rows.push({
        'processor hosts': count,
        'in flight': 16,
        'docs/s': fmt(s.rps, 1),
        'p50 ms': fmt(s.p50, 1),
        'p99 ms': fmt(s.p99, 1),
        errors: s.errors,
      })
      cpuRows.push({ 'processor hosts': count, 'CPU ms per document': cpuText(cpuMs) })
    }
    client.close()
  } finally {
    for (const c of started.reverse()) await c.stop()
    await agent.stop()
  }
  console.log('\n== svc-default-pipeline, 6.5 KB RTF notes, every backend found in Consul (no addresses) ==')
  table(rows)
  console.log('\n== CPU time per document, by process (same runs) ==')
  table(cpuRows)
}

export async function benchScale(opts: ScaleBenchOptions = {}): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-scale-bench-'))
  const kind = opts.client ?? 'lean'
  console.log(`\n${clientNote(kind)}`)
  await benchEventStores(dir, opts.requests ?? 8000, kind)
  await benchRegisteredPipeline(dir, opts.docs ?? 600, kind)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchScale({
    requests: Number(process.env.BENCH_REQUESTS) || undefined,
    docs: Number(process.env.BENCH_DOCS) || undefined,
    client: clientKinds(process.env.BENCH_CLIENT)[0],
  })
}
