// Loading plugins: built-ins by name (from source here, and from a compiled build), custom ones
// by path; a plugin that cannot load is disabled with its reason while the gateway serves; a
// plugin that throws while serving fails that request with 500 through the one error body and
// is counted in /metrics.
import { execFile } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import t from 'tap'
import { parseConfig } from '../src/config/config.js'
import { startEvents, startGateway, testConfig } from './helpers/servers.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/plugins/${name}`, import.meta.url))
const EXAMPLE = fileURLToPath(new URL('../plugins/example-plugin.ts', import.meta.url))

t.test('the example plugin loaded by path runs, and another plugin sees its tag', async (t) => {
  const g = await startGateway(
    t,
    testConfig({
      plugins: [
        { path: relative(ROOT, EXAMPLE), options: { value: 'gw-7', tag: 'team-a' } },
        { path: fixture('tag-echo-plugin.ts') },
      ],
    }),
    { baseDir: ROOT },
  )
  t.same(g.gw.disabledPlugins, [])
  t.same(
    g.gw.runner.plugins.map((p) => p.name),
    ['example', 'tag-echo'],
  )
  let r = await g.req('GET', '/v1/processors')
  t.equal(r.status, 200)
  t.equal(r.headers['x-svc-gateway'], 'gw-7')
  t.equal(r.headers['x-seen-tag'], 'team-a')
  r = await g.req('GET', '/v1/nothing')
  t.equal(r.status, 404)
  t.equal(r.headers['x-svc-gateway'], 'gw-7', 'error responses carry it too')
})

t.test('broken plugins are disabled with a reason; the gateway still serves', async (t) => {
  const g = await startGateway(
    t,
    testConfig({
      plugins: [
        { path: EXAMPLE, options: { header: 'not a header' } },
        { path: fixture('throws-at-load-plugin.ts') },
        { path: fixture('no-such-plugin.ts') },
        { path: fixture('no-factory-plugin.ts') },
        { path: fixture('failing-hook-plugin.ts'), options: { hook: 'factory' } },
        { name: 'nonesuch' },
        { name: 'example', enabled: false },
        { path: EXAMPLE, options: { value: 'survivor' } },
      ],
    }),
  )
  const reasons = g.gw.disabledPlugins.map((d) => `${relative(ROOT, d.name)}: ${d.reason}`)
  t.equal(reasons.length, 6, reasons.join('\n'))
  t.match(reasons[0], /example-plugin\.ts: example: option header/)
  t.match(reasons[1], /throws-at-load-plugin\.ts: this module fails to load/)
  t.match(reasons[2], /no-such-plugin\.ts: .*(Cannot find|not find|ERR_MODULE_NOT_FOUND)/i)
  t.match(reasons[3], /no-factory-plugin\.ts: module has no default export/)
  t.match(reasons[4], /failing-hook-plugin\.ts: internal detail/)
  t.match(
    reasons[5],
    /nonesuch: no built-in plugin named nonesuch \(built-ins: retry, metrics, logging, auth, cors, example\)/,
  )
  t.equal(g.logs.filter((l) => /"plugin disabled"/.test(l)).length, 6, 'each disabled plugin is logged with its reason')
  t.same(
    g.gw.runner.plugins.map((p) => p.name),
    ['example'],
    'the good one loaded; enabled: false is skipped',
  )
  const r = await g.req('GET', '/healthz')
  t.equal(r.status, 200)
  t.equal(r.headers['x-svc-gateway'], 'survivor')
})

t.test('a plugin throwing while serving gives 500 through the one error path, counted in /metrics', async (t) => {
  const events = await startEvents(t)
  const failing = fixture('failing-hook-plugin.ts')
  const g = await startGateway(
    t,
    testConfig({
      gateway: { events: events.address },
      plugins: [
        { name: 'metrics', options: { defaultMetrics: false } },
        { path: failing, options: { name: 'bad-request-hook', hook: 'onRequest', prefix: '/v1/pipelines' } },
        { path: failing, options: { name: 'bad-response-hook', hook: 'onResponse', prefix: '/v1/processors' } },
        { path: failing, options: { name: 'bad-wrapper', hook: 'wrapCall' } },
      ],
    }),
  )
  t.same(g.gw.disabledPlugins, [])
  const cases: [string, string][] = [
    ['/v1/pipelines', 'bad-request-hook failed in onRequest'],
    ['/v1/processors', 'bad-response-hook failed in onResponse'],
    ['/v1/events/e/metadata', 'bad-wrapper failed in wrapCall'],
  ]
  for (const [path, message] of cases) {
    for (let i = 0; i < 2; i++) {
      const r = await g.req('GET', path)
      t.equal(r.status, 500, path)
      t.same(
        r.json,
        { code: 13, message: `plugin ${message}`, details: [] },
        'the one error body, without the plugin’s own message',
      )
      t.ok(r.headers['x-request-id'])
    }
  }
  t.equal((await g.req('GET', '/healthz')).status, 200, 'the gateway keeps serving')
  t.ok(
    g.logs.some((l) => /"plugin failed"/.test(l) && /bad-wrapper/.test(l) && /internal detail/.test(l)),
    'the failure is logged for operators',
  )
  const m = await g.req('GET', '/metrics')
  t.equal(m.status, 200)
  for (const name of ['bad-request-hook', 'bad-response-hook', 'bad-wrapper']) {
    t.match(m.text, new RegExp(`svc_gateway_plugin_failures_total\\{plugin="${name}"\\} 2\\n`), `${name} counted`)
  }
  t.match(
    m.text,
    /svc_gateway_requests_total\{route="\(unmatched\)",method="GET",identifier="",code="500"\} 2\n/,
    'onRequest failures are answered before routing',
  )
})

t.test('config by name loads the built-ins (plain names and objects)', async (t) => {
  const file = join(t.testdir(), 'access.log')
  const { config, warnings } = parseConfig(
    [
      'gateway: {host: 127.0.0.1, port: 0}',
      'plugins:',
      '  - retry',
      '  - name: metrics',
      '    options: {defaultMetrics: false}',
      '  - name: logging',
      `    options: {destination: ${JSON.stringify(file)}}`,
      '  - name: auth',
      '    options: {keys: [secret-key]}',
      '  - name: example',
    ].join('\n'),
  )
  t.same(warnings, [])
  const g = await startGateway(t, config)
  t.same(g.gw.disabledPlugins, [])
  t.same(
    g.gw.runner.plugins.map((p) => p.name),
    ['retry', 'metrics', 'logging', 'auth', 'example'],
  )
  t.equal((await g.req('GET', '/v1/processors')).status, 401)
  const r = await g.req('GET', '/v1/processors', undefined, { authorization: 'Bearer secret-key' })
  t.equal(r.status, 200)
  t.equal(r.headers['x-svc-gateway'], 'svc-gateway')
  t.match(
    (await g.req('GET', '/metrics')).text,
    /svc_gateway_requests_total\{route="\/v1\/processors",method="GET",identifier="",code="200"\} 1\n/,
  )
})

t.test('built-ins load by name from a compiled build too', async (t) => {
  // Compile just the gateway and the plugins into a scratch dist laid out like dist/, then start
  // a gateway from it in a plain node process (no TypeScript loader).
  const out = t.testdir()
  const plugins = readdirSync(join(ROOT, 'plugins'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(ROOT, 'plugins', f))
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc')
  const args = [
    '--outDir',
    out,
    '--rootDir',
    ROOT,
    '--module',
    'NodeNext',
    '--moduleResolution',
    'NodeNext',
    '--target',
    'ES2022',
    '--strict',
    '--skipLibCheck',
    '--esModuleInterop',
    '--types',
    'node',
    '--noEmitOnError',
    'false',
  ]
  await promisify(execFile)(
    process.execPath,
    [tsc, ...args, join(ROOT, 'src/gateway/server.ts'), join(ROOT, 'src/config/config.ts'), ...plugins],
    { cwd: ROOT },
  ).catch((err) => {
    // Type errors elsewhere still emit; only a missing output matters here.
    t.comment(String(err.stdout ?? err).slice(0, 500))
  })
  // t.testdir() is under the repo's .tap/, so the compiled files find node_modules as dist/ would.
  const script = `
    const dist = ${JSON.stringify(out)}
    const { Gateway } = await import(dist + '/src/gateway/server.js')
    const { DEFAULT_CONFIG } = await import(dist + '/src/config/config.js')
    const config = structuredClone(DEFAULT_CONFIG)
    config.gateway.host = '127.0.0.1'
    config.gateway.port = 0
    config.plugins = [{ name: 'retry' }, { name: 'metrics', options: { defaultMetrics: false } }, { name: 'logging', options: { destination: dist + '/a.log' } }, { name: 'auth', options: { keys: ['k'] } }, { name: 'example' }]
    const gw = await Gateway.start({ config, log: () => {}, announce: () => {} })
    const r = await fetch(gw.url + '/metrics')
    const text = await r.text()
    console.log(JSON.stringify({ loaded: gw.runner.plugins.map((p) => p.name), disabled: gw.disabledPlugins, status: r.status, counted: text.includes('svc_gateway_routes{kind="events"} 0') }))
    await gw.close()
  `
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT })
  const result = JSON.parse(stdout.trim().split('\n').pop()!)
  t.same(result, {
    loaded: ['retry', 'metrics', 'logging', 'auth', 'example'],
    disabled: [],
    status: 200,
    counted: true,
  })
})
