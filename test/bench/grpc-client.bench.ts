// Which gRPC client the gateway and the backends use (issue 26): ours on node:http2
// (src/transport/http2-channel.ts, what GrpcTransport dials) against @grpc/grpc-js (GrpcJsTransport),
// measured side by side in one run, alternating, against one events service in a child process.
// For each: calls/s, p50/p99 and the client process's CPU per call at 1 and 64 in flight, for a
// small call (AddMetadata) and a 6.5 KB answer (GetDocumentText). Figures are printed, never
// asserted.
import { GrpcJsTransport } from '../../src/transport/grpc-js-transport.js'
import { GrpcTransport } from '../../src/transport/grpc-transport.js'
import type { Transport } from '../../src/transport/transport.js'
import { fmt, load, startChild, syntheticNote, table, withCpu } from './lib.js'

export interface GrpcClientBenchOptions {
  /** Calls per measured run at 64 in flight (a quarter of it at 1). */
  calls?: number
  /** Alternating runs per client; medians are reported. */
  rounds?: number
}

const CLIENTS: Record<string, (address: string) => Transport> = {
  'node:http2 (ours)': (address) => new GrpcTransport(address),
  '@grpc/grpc-js': (address) => new GrpcJsTransport(address),
}

const CALLS: Record<string, (t: Transport, i: number) => Promise<unknown>> = {
  AddMetadata: (t, i) => t.unary('Events', 'AddMetadata', { event_id: 'bench', key: `k${i % 100}`, value: `v${i}` }),
  'GetDocumentText (6.5 KB)': (t) => t.unary('Events', 'GetDocumentText', { event_id: 'bench', document_name: 'note' }),
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]

export async function benchGrpcClients(opts: GrpcClientBenchOptions = {}): Promise<void> {
  const calls = opts.calls ?? 20_000
  const rounds = opts.rounds ?? 3
  const events = await startChild(['events', '--port', '0'])
  const transports = Object.fromEntries(Object.entries(CLIENTS).map(([name, make]) => [name, make(events.address)]))
  try {
    const any = Object.values(transports)[0]
    await any.unary('Events', 'OpenEvent', { event_id: 'bench' })
    await any.unary('Events', 'AddDocument', { event_id: 'bench', document_name: 'note', text: syntheticNote(6500) })
    console.log(
      '\n== gRPC client: ours on node:http2 against @grpc/grpc-js (one events service, this process is the client) ==',
    )
    console.log(`${rounds} alternating run(s) per client, medians; client CPU µs per call from process.cpuUsage()`)
    const rows: Record<string, string | number>[] = []
    for (const [callName, call] of Object.entries(CALLS)) {
      for (const inFlight of [1, 64]) {
        const n = inFlight === 1 ? calls >> 2 : calls
        const runs: Record<string, { cpu: number[]; rps: number[]; p50: number[]; p99: number[]; errors: number }> = {}
        for (const [name, t] of Object.entries(transports)) {
          runs[name] = { cpu: [], rps: [], p50: [], p99: [], errors: 0 }
          await load(2000, inFlight, (i) => call(t, i))
        }
        for (let r = 0; r < rounds; r++) {
          for (const [name, t] of Object.entries(transports)) {
            const s = await withCpu({ client: process.pid }, () => load(n, inFlight, (i) => call(t, i)))
            const run = runs[name]
            run.cpu.push(s.cpuUs.client)
            run.rps.push(s.rps)
            run.p50.push(s.p50)
            run.p99.push(s.p99)
            run.errors += s.errors
          }
        }
        const ours = median(runs['node:http2 (ours)'].cpu)
        for (const [name, run] of Object.entries(runs)) {
          rows.push({
            call: callName,
            'in flight': inFlight,
            client: name,
            'calls/s': fmt(median(run.rps), 0),
            'p50 ms': fmt(median(run.p50), 3),
            'p99 ms': fmt(median(run.p99), 3),
            'client µs/call': fmt(median(run.cpu), 1),
            'vs ours': fmt(median(run.cpu) / ours, 2),
            errors: run.errors,
          })
        }
      }
    }
    table(rows)
  } finally {
    for (const t of Object.values(transports)) t.close()
    await events.stop()
  }
}
