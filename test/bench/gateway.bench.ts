// Gateway core benchmark (issue 2): one events service; the same request mix through the
// gateway and through a direct grpc-js client, at 1 and 64 in flight, side by side in one run.
// Mix per cycle: GET a 6.5 KB document's text, POST a metadata entry, GET and POST a 200-label
// index. Prints req/s, p50, p99, and the ratios gateway/direct.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkJsonLabels } from '../../src/api/labels.js'
import { callUnary, createClient } from '../helpers/grpc-client.js'
import { fmt, jsonClient, labels200, load, startChild, syntheticNote, table, type Stats } from './lib.js'

export interface GatewayBenchOptions {
  /** Requests per measured run at 64 in flight (and a quarter of it at 1). */
  requests?: number
  /** Plugin sets to compare (issue 5); default: none. */
  pluginSets?: Record<string, string>
}

export async function benchGateway(opts: GatewayBenchOptions = {}): Promise<void> {
  const total = opts.requests ?? 8000
  const text = syntheticNote(6500)
  const json_labels = labels200(text.length)
  const events = await startChild(['events', '--port', '0'])
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-'))
  const pluginSets = opts.pluginSets ?? { none: '[]' }
  const gateways: Record<string, Awaited<ReturnType<typeof startChild>>> = {}
  for (const [name, plugins] of Object.entries(pluginSets)) {
    const cfg = join(dir, `${name}.yaml`)
    writeFileSync(cfg, `gateway:\n  host: 127.0.0.1\n  port: 0\n  events: ${events.address}\nplugins: ${plugins}\n`)
    gateways[name] = await startChild(['gateway', '--config', cfg], { SVC_LOG_LEVEL: 'info' })
  }
  const grpc = createClient('Events', events.address)
  try {
    await callUnary(grpc, 'OpenEvent', { event_id: 'bench' })
    await callUnary(grpc, 'AddDocument', { event_id: 'bench', document_name: 'note', text })
    await callUnary(grpc, 'AddLabels', { event_id: 'bench', document_name: 'note', index_name: 'read', generic_labels: checkJsonLabels(json_labels) })

    // Direct: what a native client of this API does for the same four operations (labels in
    // the flat form the wire codec encodes, validated as every client path does).
    const direct = (i: number) => {
      switch (i % 4) {
        case 0:
          return callUnary(grpc, 'GetDocumentText', { event_id: 'bench', document_name: 'note' })
        case 1:
          return callUnary(grpc, 'AddMetadata', { event_id: 'bench', key: `k${i % 100}`, value: `v${i}` })
        case 2:
          return callUnary(grpc, 'GetLabels', { event_id: 'bench', document_name: 'note', index_name: 'read' })
        default:
          return callUnary(grpc, 'AddLabels', { event_id: 'bench', document_name: 'note', index_name: 'write', generic_labels: checkJsonLabels(json_labels) })
      }
    }
    const labelsBody = JSON.stringify({ json_labels })
    const viaGateway = (client: ReturnType<typeof jsonClient>) => (i: number) => {
      switch (i % 4) {
        case 0:
          return client.request('GET', '/v1/events/bench/documents/note')
        case 1:
          return client.request('POST', `/v1/events/bench/metadata/k${i % 100}`, JSON.stringify({ value: `v${i}` }))
        case 2:
          return client.request('GET', '/v1/events/bench/documents/note/labels/read')
        default:
          return client.request('POST', '/v1/events/bench/documents/note/labels/write', labelsBody)
      }
    }

    const rows: Record<string, string | number>[] = []
    const results: Record<string, Stats> = {}
    for (const inflight of [1, 64]) {
      const n = inflight === 1 ? Math.ceil(total / 4) : total
      const clients = Object.fromEntries(Object.entries(gateways).map(([k, g]) => [k, jsonClient(`http://${g.address}`, inflight, { authorization: 'Bearer bench-key' })]))
      // Warm up every path, then alternate direct and gateway runs twice; keep each one's best.
      await load(400, inflight, direct)
      for (const c of Object.values(clients)) await load(400, inflight, viaGateway(c))
      for (let round = 0; round < 2; round++) {
        const keep = (key: string, s: Stats) => {
          if (!results[key] || s.rps > results[key].rps) results[key] = s
        }
        keep(`direct@${inflight}`, await load(n, inflight, direct))
        for (const [name, c] of Object.entries(clients)) keep(`gateway[${name}]@${inflight}`, await load(n, inflight, viaGateway(c)))
      }
      for (const c of Object.values(clients)) c.close()
      const base = results[`direct@${inflight}`]
      rows.push({ path: 'direct gRPC', inflight, 'req/s': fmt(base.rps, 0), 'p50 ms': fmt(base.p50, 3), 'p99 ms': fmt(base.p99, 3), 'thru ratio': '1.00', 'added p50 ms': '-', errors: base.errors })
      for (const name of Object.keys(gateways)) {
        const s = results[`gateway[${name}]@${inflight}`]
        rows.push({ path: `gateway (${name})`, inflight, 'req/s': fmt(s.rps, 0), 'p50 ms': fmt(s.p50, 3), 'p99 ms': fmt(s.p99, 3), 'thru ratio': fmt(s.rps / base.rps, 2), 'added p50 ms': fmt(s.p50 - base.p50, 3), errors: s.errors })
      }
    }
    console.log('\n== gateway core: events mix (GET 6.5 KB text, POST metadata, GET/POST 200 labels) ==')
    table(rows)
  } finally {
    grpc.close()
    for (const g of Object.values(gateways)) await g.stop()
    await events.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchGateway({ requests: Number(process.env.BENCH_REQUESTS) || undefined })
}
