// `npm run bench`: every benchmark, one after another, each printing its figures and the ratios
// measured side by side in this run. BENCH_ONLY=gateway,pipeline picks some; BENCH_QUICK=1
// shortens the runs.
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean)
const quick = process.env.BENCH_QUICK === '1'
const want = (name: string) => only.length === 0 || only.includes(name)

const benches: [string, () => Promise<void>][] = [
  ['gateway', async () => (await import('./gateway.bench.js')).benchGateway({ requests: quick ? 2000 : 8000 })],
  [
    'plugins',
    async () =>
      (await import('./gateway.bench.js')).benchGateway({
        requests: quick ? 2000 : 8000,
        pluginSets: {
          none: '[]',
          'metrics+logging': '[{name: metrics}, {name: logging, options: {destination: /dev/null}}]',
          'all built-ins': '[{name: metrics}, {name: logging, options: {destination: /dev/null}}, {name: retry}, {name: auth, options: {keys: [bench-key]}}]',
        },
      }),
  ],
  ['pipeline', async () => (await import('./pipeline.bench.js')).benchPipelines({ docs: quick ? 400 : 1600 })],
  ['rtf', async () => (await import('./rtf.bench.js')).benchRtf()],
  [
    'nlp',
    async () => {
      console.log('\n== clinical annotators, per document ==')
      await (await import('./nlp-segment.bench.js')).runNlpSegmentBench({ minMs: quick ? 100 : 400 })
      await (await import('./nlp-context.bench.js')).benchNlpContext()
    },
  ],
  ['codec', async () => (await import('./codec.bench.js')).benchCodecs()],
  ['discovery', async () => (await import('./discovery.bench.js')).benchDiscovery()],
  ['scale', async () => (await import('./scale.bench.js')).benchScale({ requests: quick ? 2000 : 8000, docs: quick ? 150 : 600 })],
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
