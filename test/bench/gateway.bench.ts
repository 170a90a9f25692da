// Gateway core benchmark (issues 2 and 15): one events service; each request type alone and the
// mix, through the gateway and through a direct grpc-js client, at 1 and 64 in flight. For every
// run: req/s, p50, p99 and the CPU each process spent per request (gateway, events service, load
// generator), read from /proc. With --baseline, another checkout's `svc events` and `svc gateway`
// run beside this one's and the runs alternate between them, so before and after are measured
// side by side on the same machine at the same time. The gateway is pinned to its own CPU where
// taskset allows; the events service and the load generator (this process) share the others.
// Figures are printed, never asserted.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import type * as grpc from '@grpc/grpc-js'
import { checkFlatLabels } from '../../src/api/labels.js'
import { callUnary, createClient } from '../helpers/grpc-client.js'
import {
  checkoutLabel,
  clientKinds,
  clientNote,
  fmt,
  jsonClient,
  labels200,
  load,
  pinning,
  ROOT,
  startChild,
  startEchoServer,
  syntheticNote,
  table,
  withCpu,
  type BenchClient,
  type Child,
  type ClientKind,
  type Pinning,
  type Stats,
} from './lib.js'
import { summarizeProfile } from './profile.js'

export interface GatewayBenchOptions {
  /** Requests per measured run at 64 in flight (a quarter of it at 1). */
  requests?: number
  /** Measured runs per path and request type, alternating; medians are reported. */
  rounds?: number
  /** Request types to run (default: all of REQUEST_TYPES). */
  types?: string[]
  /** Other checkouts to run side by side with this one (their own bin/svc.js). */
  baselines?: string[]
  /** Plugin sets to compare (issue 5); default: none. */
  pluginSets?: Record<string, string>
  /** Pin the gateway to its own CPU with taskset (default true where possible). */
  pin?: boolean
  /** Profile the gateway and the events service per request type afterwards (--cpu-prof). */
  profile?: boolean
  /** HTTP load generators to drive the gateways with, alternating (default: the lean one). */
  clients?: ClientKind[]
}

const TEXT = syntheticNote(6500)
const JSON_LABELS = labels200(TEXT.length)
const LABELS_BODY = JSON.stringify({ json_labels: JSON_LABELS })
const AUTH = { authorization: 'Bearer bench-key' }

interface RequestType {
  /** What a native gRPC client of the API sends for the same operation. */
  direct(grpc: grpc.Client, i: number): Promise<unknown>
  viaGateway(http: BenchClient, i: number): Promise<unknown>
}

const ONE: Record<string, RequestType> = {
  'metadata POST': {
    direct: (g, i) => callUnary(g, 'AddMetadata', { event_id: 'bench', key: `k${i % 100}`, value: `v${i}` }),
    viaGateway: (c, i) =>
      c.request('POST', `/v1/events/bench/metadata/k${i % 100}`, JSON.stringify({ value: `v${i}` })),
  },
  'document GET': {
    direct: (g) => callUnary(g, 'GetDocumentText', { event_id: 'bench', document_name: 'note' }),
    viaGateway: (c) => c.request('GET', '/v1/events/bench/documents/note'),
  },
  'labels GET (200)': {
    direct: (g) => callUnary(g, 'GetLabels', { event_id: 'bench', document_name: 'note', index_name: 'read' }),
    viaGateway: (c) => c.request('GET', '/v1/events/bench/documents/note/labels/read'),
  },
  // Labels in the flat form the wire codec encodes, validated as every client path does.
  'labels POST (200)': {
    direct: (g) =>
      callUnary(g, 'AddLabels', {
        event_id: 'bench',
        document_name: 'note',
        index_name: 'write',
        generic_labels: { is_distinct: JSON_LABELS.is_distinct, labels: checkFlatLabels(JSON_LABELS.labels) },
      }),
    viaGateway: (c) => c.request('POST', '/v1/events/bench/documents/note/labels/write', LABELS_BODY),
  },
}

const MIX_ORDER = ['document GET', 'metadata POST', 'labels GET (200)', 'labels POST (200)']

/** Each request type alone, then the mix: one of each of the four in turn. */
export const REQUEST_TYPES: Record<string, RequestType> = {
  'metadata POST': ONE['metadata POST'],
  'document GET': ONE['document GET'],
  'labels GET (200)': ONE['labels GET (200)'],
  mix: {
    direct: (g, i) => ONE[MIX_ORDER[i % 4]].direct(g, i),
    viaGateway: (c, i) => ONE[MIX_ORDER[i % 4]].viaGateway(c, i),
  },
}

interface Side {
  label: string
  root: string
  events: Child
  gateways: Record<string, Child>
  grpc: grpc.Client
}

interface Run extends Stats {
  cpuUs: Record<string, number>
  waitUs: Record<string, number>
}

/**
 * Mix requests each path serves before anything is measured: a fresh process spends its first
 * few thousand requests compiling its hot code on V8's compiler threads, CPU that /proc counts
 * and that would otherwise land in the first request type measured (it did: the metadata POST
 * read 130–270 µs a request from run to run, ~120 once warm).
 */
const WARMUP_REQUESTS = 4000

/**
 * Requests of the measured type each path serves one at a time before its runs at 1 in flight.
 * While V8 still compiles a path on its background threads, a process woken for its part of a
 * request may find both CPUs of this machine taken and wait 2–4 ms for one. With 400 requests
 * first, such waits were most of the p99, outside any collection, for the gateway, the direct
 * gRPC client and the echo server alike. The echo server started fresh, 1000 requests a round:
 * threads other than the main ones spent 86, 83, 22, 19, 1, 1 µs per request between server and
 * client in successive rounds, with 15, 16, 6, 6, 0, 0 requests over 1.5 ms.
 */
const WARMUP_AT_ONE = 3000

async function startSide(
  label: string,
  root: string,
  pin: Pinning,
  pluginSets: Record<string, string>,
  dir: string,
  nodeArgs: (role: string) => string[] = () => [],
): Promise<Side> {
  const events = await startChild(['events', '--port', '0'], {}, nodeArgs('events'), { root, cpus: pin.others })
  const gateways: Record<string, Child> = {}
  for (const [name, plugins] of Object.entries(pluginSets)) {
    const cfg = join(dir, `${basename(label).replace(/\W+/g, '_')}-${name.replace(/\W+/g, '_')}.yaml`)
    writeFileSync(cfg, `gateway:\n  host: 127.0.0.1\n  port: 0\n  events: ${events.address}\nplugins: ${plugins}\n`)
    gateways[name] = await startChild(['gateway', '--config', cfg], { SVC_LOG_LEVEL: 'info' }, nodeArgs('gateway'), {
      root,
      cpus: pin.gateway,
    })
  }
  const grpc = createClient('Events', events.address)
  await callUnary(grpc, 'OpenEvent', { event_id: 'bench' })
  await callUnary(grpc, 'AddDocument', { event_id: 'bench', document_name: 'note', text: TEXT })
  await callUnary(grpc, 'AddLabels', {
    event_id: 'bench',
    document_name: 'note',
    index_name: 'read',
    generic_labels: { is_distinct: JSON_LABELS.is_distinct, labels: checkFlatLabels(JSON_LABELS.labels) },
  })
  return { label, root, events, gateways, grpc }
}

async function stopSide(side: Side): Promise<void> {
  side.grpc.close()
  for (const g of Object.values(side.gateways)) await g.stop()
  await side.events.stop()
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

function summary(runs: Run[]): Run {
  const cpuUs: Record<string, number> = {}
  for (const k of Object.keys(runs[0].cpuUs)) cpuUs[k] = median(runs.map((r) => r.cpuUs[k]))
  const waitUs: Record<string, number> = {}
  for (const k of Object.keys(runs[0].waitUs)) waitUs[k] = median(runs.map((r) => r.waitUs[k]))
  return {
    count: runs[0].count,
    errors: runs.reduce((n, r) => n + r.errors, 0),
    seconds: median(runs.map((r) => r.seconds)),
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    cpuUs,
    waitUs,
  }
}

const us = (v: number | undefined) => (v === undefined ? '-' : fmt(v, 0))

export async function benchGateway(opts: GatewayBenchOptions = {}): Promise<void> {
  const total = opts.requests ?? 8000
  const rounds = opts.rounds ?? 3
  const types = opts.types ?? Object.keys(REQUEST_TYPES)
  const pluginSets = opts.pluginSets ?? { none: '[]' }
  const kinds = opts.clients ?? ['lean']
  const pin = pinning(opts.pin ?? true)
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-'))
  const sides: Side[] = []
  let echo: Child | undefined
  // Each gateway is driven by each load generator; the path names the load generator only when
  // there is more than one.
  const gatewayPaths = (side: Side) =>
    Object.entries(side.gateways).flatMap(([name, gateway]) =>
      kinds.map((kind) => ({
        path: kinds.length > 1 ? `gateway (${name}, ${kind})` : `gateway (${name})`,
        gateway,
        kind,
      })),
    )
  const echoPaths = kinds.map((kind) => ({
    path: kinds.length > 1 ? `node:http echo (${kind})` : 'node:http echo',
    kind,
  }))
  try {
    sides.push(await startSide(checkoutLabel(ROOT, 'this'), ROOT, pin, pluginSets, dir))
    for (const b of opts.baselines ?? [])
      sides.push(await startSide(checkoutLabel(b, 'baseline'), b, pin, pluginSets, dir))
    echo = await startEchoServer()

    for (const side of sides) {
      await load(WARMUP_REQUESTS, 64, (j) => REQUEST_TYPES.mix.direct(side.grpc, j))
      for (const { gateway, kind } of gatewayPaths(side)) {
        const c = jsonClient(`http://${gateway.address}`, 64, AUTH, kind)
        await load(WARMUP_REQUESTS, 64, (j) => REQUEST_TYPES.mix.viaGateway(c, j))
        c.close()
      }
    }

    const runs = new Map<string, Run[]>()
    const key = (side: Side, path: string, type: string, inflight: number) =>
      `${side.label}|${path}|${type}|${inflight}`
    const record = (k: string, r: Run) => runs.set(k, [...(runs.get(k) ?? []), r])
    for (const type of types) {
      const rt = REQUEST_TYPES[type]
      for (const inflight of [1, 64]) {
        // At 1 in flight p99 is the 1% slowest: at least 2000 requests, so that it is the 20th
        // slowest, not a few scheduling hiccups.
        const n = inflight === 1 ? Math.max(2000, Math.ceil(total / 4)) : total
        // Pinning keeps the gateway's CPU its own while 64 requests compete for the machine. One
        // request at a time leaves nothing to compete with: there pinning would only make the
        // events service and the load generator take turns on one CPU, so at 1 in flight every
        // process may run anywhere.
        pin.spread(inflight === 1, {
          gateways: sides.flatMap((s) => Object.values(s.gateways).map((g) => g.proc.pid!)),
          others: [...sides.map((s) => s.events.proc.pid!), echo.proc.pid!],
        })
        const clients = sides.map((s) =>
          gatewayPaths(s).map((p) => ({
            ...p,
            client: jsonClient(`http://${p.gateway.address}`, inflight, AUTH, p.kind),
          })),
        )
        // The echo server is the floor of one request at a time only.
        const echoClients =
          inflight === 1
            ? echoPaths.map((p) => ({ ...p, client: jsonClient(`http://${echo!.address}`, 1, AUTH, p.kind) }))
            : []
        // Warm every path up, then alternate: each side's direct run, then its gateways', then the echo.
        const warmUp = inflight === 1 ? WARMUP_AT_ONE : Math.min(400, n)
        for (const [i, side] of sides.entries()) {
          await load(warmUp, inflight, (j) => rt.direct(side.grpc, j))
          for (const { client } of clients[i]) await load(warmUp, inflight, (j) => rt.viaGateway(client, j))
        }
        for (const { client } of echoClients) await load(warmUp, inflight, (j) => rt.viaGateway(client, j))
        for (let round = 0; round < rounds; round++) {
          for (const [i, side] of sides.entries()) {
            const pids = { events: side.events.proc.pid!, 'load gen': process.pid }
            record(
              key(side, 'direct gRPC', type, inflight),
              await withCpu(pids, () => load(n, inflight, (j) => rt.direct(side.grpc, j))),
            )
            for (const { path, gateway, client } of clients[i]) {
              record(
                key(side, path, type, inflight),
                await withCpu({ gateway: gateway.proc.pid!, ...pids }, () =>
                  load(n, inflight, (j) => rt.viaGateway(client, j)),
                ),
              )
            }
          }
          for (const { path, client } of echoClients) {
            record(
              key(sides[0], path, type, inflight),
              await withCpu({ echo: echo.proc.pid!, 'load gen': process.pid }, () =>
                load(n, inflight, (j) => rt.viaGateway(client, j)),
              ),
            )
          }
        }
        for (const c of [...clients.flat(), ...echoClients]) c.client.close()
      }
    }

    const rows: Record<string, string | number>[] = []
    for (const type of types) {
      for (const inflight of [1, 64]) {
        for (const side of sides) {
          const base = summary(runs.get(key(side, 'direct gRPC', type, inflight))!)
          const row = (path: string, s: Run, viaGateway = path !== 'direct gRPC') => ({
            request: type,
            'in flight': inflight,
            checkout: side.label,
            path,
            'req/s': fmt(s.rps, 0),
            'p50 ms': fmt(s.p50, 3),
            'p99 ms': fmt(s.p99, 3),
            'gw/direct': viaGateway ? fmt(s.rps / base.rps, 2) : '',
            'added p50 ms': viaGateway ? fmt(s.p50 - base.p50, 3) : '',
            'gateway µs/req': us(s.cpuUs.gateway ?? s.cpuUs.echo),
            'events µs/req': us(s.cpuUs.events),
            'load gen µs/req': us(s.cpuUs['load gen']),
            'waited µs/req gw/ev/lg': `${us(s.waitUs.gateway)}/${us(s.waitUs.events)}/${us(s.waitUs['load gen'])}`,
            errors: s.errors,
          })
          rows.push(row('direct gRPC', base))
          for (const { path } of gatewayPaths(side))
            rows.push(row(path, summary(runs.get(key(side, path, type, inflight))!)))
          if (side === sides[0] && inflight === 1)
            for (const { path } of echoPaths)
              rows.push(row(path, summary(runs.get(key(side, path, type, inflight))!), false))
        }
      }
    }
    console.log(
      `\n== gateway core: each request type and the mix (GET 6.5 KB text, POST metadata, GET/POST 200 labels) ==`,
    )
    console.log(
      `${pin.note} at 64 in flight, unpinned at 1; ${rounds} alternating run(s) per path, medians, after ${WARMUP_REQUESTS} mix requests per path; CPU µs per request from /proc/<pid>/stat`,
    )
    console.log(
      'waited: µs per request each process was ready to run but waited for a CPU (/proc/<pid>/task/*/schedstat); at 1 in flight it adds to latency',
    )
    for (const kind of kinds) console.log(clientNote(kind))
    console.log(
      "added p50: the path's p50 minus direct gRPC's at the same in-flight count; the HTTP paths' p50 includes the HTTP load generator's own time, the direct path's grpc-js client's",
    )
    console.log(
      "node:http echo (1 in flight only): a trivial node:http server answering each request with its body, same requests, same client; this machine's floor for one loopback HTTP round trip plus a process wake-up (its CPU in the gateway column)",
    )
    table(rows)
    if (sides.length > 1) {
      console.log('\n== this checkout against each baseline: CPU per request through the gateway (no plugins) ==')
      const cmp: Record<string, string | number>[] = []
      const first = gatewayPaths(sides[0])[0].path
      for (const type of types) {
        for (const inflight of [1, 64]) {
          const mine = summary(runs.get(key(sides[0], first, type, inflight))!)
          for (const b of sides.slice(1)) {
            const theirs = summary(runs.get(key(b, first, type, inflight))!)
            cmp.push({
              request: type,
              'in flight': inflight,
              baseline: b.label,
              'gateway µs: base → this': `${us(theirs.cpuUs.gateway)} → ${us(mine.cpuUs.gateway)}`,
              'events µs: base → this': `${us(theirs.cpuUs.events)} → ${us(mine.cpuUs.events)}`,
              'events change': theirs.cpuUs.events
                ? `${fmt((mine.cpuUs.events / theirs.cpuUs.events - 1) * 100, 0)}%`
                : '-',
              'req/s: base → this': `${fmt(theirs.rps, 0)} → ${fmt(mine.rps, 0)}`,
              'p99 ms: base → this': `${fmt(theirs.p99, 2)} → ${fmt(mine.p99, 2)}`,
            })
          }
        }
      }
      table(cmp)
    }
  } finally {
    for (const s of sides) await stopSide(s)
    await echo?.stop()
  }
  if (opts.profile) {
    await profileGateway(
      sides.map((s) => ({ label: s.label, root: s.root })),
      types,
      pin,
      Math.max(2000, total / 2),
      dir,
      kinds[0],
    )
  }
  pin.release()
  rmSync(dir, { recursive: true, force: true })
}

/**
 * One profiled gateway and events service per checkout and request type (node --cpu-prof, 64 in
 * flight): self time by part of the stack, and the top functions, in µs per request.
 */
export async function profileGateway(
  checkouts: { label: string; root: string }[],
  types: string[],
  pin: Pinning,
  n: number,
  dir: string,
  kind: ClientKind = 'lean',
): Promise<void> {
  for (const { label, root } of checkouts) {
    for (const type of types) {
      const profDir = mkdtempSync(join(dir, 'prof-'))
      const nodeArgs = (role: string) => ['--cpu-prof', '--cpu-prof-dir', join(profDir, role)]
      const side = await startSide(label, root, pin, { none: '[]' }, dir, nodeArgs)
      const client = jsonClient(`http://${side.gateways.none.address}`, 64, {}, kind)
      const rt = REQUEST_TYPES[type]
      // As many requests first as the measured runs get (WARMUP_REQUESTS): with 1000, V8 was
      // still compiling the path while the profile ran, which doubled its busy time per request.
      await load(WARMUP_REQUESTS, 64, (j) => rt.viaGateway(client, j))
      const from = Number(process.hrtime.bigint() / 1000n)
      await load(n, 64, (j) => rt.viaGateway(client, j))
      const to = Number(process.hrtime.bigint() / 1000n)
      client.close()
      await stopSide(side)
      for (const role of ['gateway', 'events']) {
        const files = readdirSync(join(profDir, role)).filter((f) => f.endsWith('.cpuprofile'))
        if (files.length === 0) {
          console.log(`\n(no profile written by the ${role} of ${label})`)
          continue
        }
        const p = summarizeProfile(join(profDir, role, files[0]), from, to)
        const perReq = (v: number) => fmt(v / n, 1)
        console.log(
          `\n== profile: ${role} of ${label}, ${type} at 64 in flight: ${perReq(p.busyUs)} µs/request busy (profiler on, warm-up excluded) ==`,
        )
        table(
          p.parts.slice(0, 12).map(([part, v]) => ({ part, 'µs/req': perReq(v), '%': fmt((100 * v) / p.busyUs, 1) })),
        )
        if (role === 'gateway')
          table(
            p.steps.map(([step, v]) => ({
              'step of the request': step,
              'µs/req': perReq(v),
              '%': fmt((100 * v) / p.busyUs, 1),
            })),
          )
        table(
          p.functions.slice(0, role === 'gateway' ? 15 : 8).map(([fn, v]) => ({
            function: fn.length > 90 ? fn.slice(0, 90) + '…' : fn,
            'µs/req': perReq(v),
            '%': fmt((100 * v) / p.busyUs, 1),
          })),
        )
      }
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchGateway({
    requests: Number(process.env.BENCH_REQUESTS) || undefined,
    clients: clientKinds(process.env.BENCH_CLIENT),
  })
}
