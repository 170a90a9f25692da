// `npm run bench [-- options]`: every benchmark, one after another, each printing its figures
// and the ratios measured side by side in this run.
//   --short               a CI-friendly run: fewer requests, one round, no profiles
//   --only a,b            run some: gateway, plugins, pipeline, compression, mixed, grpc-client, rtf,
//                         nlp, codec, discovery, scale, h2attacks, redis-durability, redis-faults
//   --baseline PATH|COMMIT  also run another checkout's processes side by side (repeatable; the
//                         gateway, pipeline, mixed, h2attacks and redis-faults benches): a folder, or a
//                         commit, checked out once under $SVC_CACHE_DIR/checkouts/ (./baseline-checkout.ts)
//   --stack-config L=FILE this checkout's svc up again with a config file, labelled L (repeatable;
//                         the pipeline bench), e.g. stack.workers against stack.pipeline_processes
//   --attack-seconds N    longest each HTTP/2 attack goes on (default 20; 5 with --short)
//   --attacks a,b         run only the HTTP/2 attacks whose names contain one of these
//   --no-pin              do not pin the gateway to its own CPU
//   --profile / --no-profile   CPU profiles of the gateway and events service per request type
//                         (on by default, off with --short)
//   --client KIND[,KIND]  the HTTP load generator: lean (default) or node-http (node:http's
//                         client, the benches' before 2026-11-23); both alternate in one run
//                         (gateway and pipeline benches; scale takes the first)
// BENCH_ONLY=gateway,pipeline, BENCH_QUICK=1 and BENCH_CLIENT=… do what --only, --short and --client do.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { baselineCheckout } from './baseline-checkout.js'
import { clientKinds } from './lib.js'

const { values } = parseArgs({
  options: {
    short: { type: 'boolean', default: process.env.BENCH_QUICK === '1' },
    only: { type: 'string', default: process.env.BENCH_ONLY ?? '' },
    baseline: { type: 'string', multiple: true, default: [] },
    'no-pin': { type: 'boolean', default: false },
    profile: { type: 'boolean' },
    'no-profile': { type: 'boolean', default: false },
    client: { type: 'string', default: process.env.BENCH_CLIENT ?? '' },
    'stack-config': { type: 'string', multiple: true, default: [] },
    'attack-seconds': { type: 'string' },
    attacks: { type: 'string', default: '' },
  },
})
const quick = values.short!
const only = values.only!.split(',').filter(Boolean)
const baselines = values.baseline!.map(baselineCheckout)
const profile = values['no-profile'] ? false : (values.profile ?? !quick)
const pin = !values['no-pin']
const clients = clientKinds(values.client)
const configs = Object.fromEntries(
  values['stack-config']!.map((kv) => [kv.slice(0, kv.indexOf('=')), resolve(kv.slice(kv.indexOf('=') + 1))]),
)
const want = (name: string) => only.length === 0 || only.includes(name)

const benches: [string, () => Promise<void>][] = [
  [
    'gateway',
    async () =>
      (await import('./gateway.bench.js')).benchGateway({
        requests: quick ? 2000 : 8000,
        rounds: quick ? 1 : 3,
        baselines,
        pin,
        profile,
        clients,
      }),
  ],
  [
    'plugins',
    async () =>
      (await import('./gateway.bench.js')).benchGateway({
        requests: quick ? 2000 : 8000,
        rounds: quick ? 1 : 2,
        types: ['mix'],
        pin,
        clients,
        pluginSets: {
          none: '[]',
          'metrics+logging': '[{name: metrics}, {name: logging, options: {destination: /dev/null}}]',
          'all built-ins':
            '[{name: metrics}, {name: logging, options: {destination: /dev/null}}, {name: retry}, {name: auth, options: {keys: [bench-key]}}]',
        },
      }),
  ],
  [
    'pipeline',
    async () =>
      (await import('./pipeline.bench.js')).benchPipelines({ docs: quick ? 400 : 1600, baselines, clients, configs }),
  ],
  ['compression', async () => (await import('./compression.bench.js')).benchCompression({ reps: quick ? 30 : 100 })],
  ['mixed', async () => (await import('./mixed.bench.js')).benchMixed({ samples: quick ? 100 : 300, baselines })],
  [
    'grpc-client',
    async () =>
      (await import('./grpc-client.bench.js')).benchGrpcClients({
        calls: quick ? 8000 : 20_000,
        rounds: quick ? 1 : 3,
      }),
  ],
  ['rtf', async () => (await import('./rtf.bench.js')).benchRtf()],
  [
    'nlp',
    async () => {
      console.log('\n== clinical annotators, per document ==')
      await (await import('./nlp-segment.bench.js')).runNlpSegmentBench({ minMs: quick ? 100 : 400 })
      await (await import('./nlp-context.bench.js')).benchNlpContext()
      await (await import('./nlp-processors.bench.js')).benchNlpProcessors({ docs: quick ? 100 : 300 })
    },
  ],
  ['codec', async () => (await import('./codec.bench.js')).benchCodecs()],
  ['discovery', async () => (await import('./discovery.bench.js')).benchDiscovery()],
  [
    'scale',
    async () =>
      (await import('./scale.bench.js')).benchScale({
        requests: quick ? 2000 : 8000,
        docs: quick ? 150 : 600,
        client: clients[0],
      }),
  ],
  [
    'h2attacks',
    async () =>
      (await import('./h2-attacks.bench.js')).benchH2Attacks({
        seconds: Number(values['attack-seconds'] ?? (quick ? 5 : 20)),
        baselines,
        only: values.attacks!.split(',').filter(Boolean),
      }),
  ],
  [
    'redis-durability',
    async () =>
      (await import('./redis-durability.bench.js')).benchRedisDurability({
        writes: quick ? 3000 : 10_000,
        pairs: quick ? 2 : 5,
      }),
  ],
  [
    'redis-faults',
    async () => (await import('./redis-faults.bench.js')).benchRedisFaults({ baselines, seconds: quick ? 2 : 3 }),
  ],
]

for (const [name, run] of benches) {
  if (!want(name)) continue
  try {
    await run()
  } catch (err) {
    console.error(`bench ${name} failed: ${(err as Error).message}`)
    process.exitCode = 1
  }
}
