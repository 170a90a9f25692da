// The `stack:` section of the config and the plan `svc up` makes from it: defaults, the short
// forms, what is hosted and on which ports, and the contradictions it refuses, named by key.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { ConfigError, DEFAULT_CONFIG, parseConfig } from '../src/config/config.js'
import { DEFAULT_STACK } from '../src/config/stack-config.js'
import { CLINICAL_COMPONENTS } from '../src/stack/default-pipelines.js'
import { gatewayConfig, planStack, withStackPlugins } from '../src/stack/stack-plan.js'
import { freePort, takenPort } from './helpers/processes.js'

const dir = mkdtempSync(join(tmpdir(), 'svc-stack-config-'))

t.test(
  'no stack: section is the embedded default: every backend, both pipelines, loopback, a child process',
  async (t) => {
    const { config, warnings } = parseConfig('gateway: {port: 9000}')
    t.same(warnings, [])
    t.same(config.stack, DEFAULT_STACK)
    t.same(DEFAULT_CONFIG.stack, DEFAULT_STACK)
    t.equal(config.stack.host, '127.0.0.1')
    t.equal(config.stack.single_process, false)
  },
)

t.test('the stack section: ports, options, short forms, none hosted', async (t) => {
  const { config, warnings } = parseConfig(`
stack:
  host: 0.0.0.0
  single_process: true
  events: {port: 10100, idle_timeout: 60, max_events: 10, max_bytes: 1000}
  processors: {port: 10101, only: [svc-rtf, svc-sentences]}
  pipelines:
    - svc-rtf-to-text
    - {file: pipelines/mine.yaml, port: 10120}
`)
  t.same(warnings, [])
  t.same(config.stack, {
    host: '0.0.0.0',
    single_process: true,
    workers: null,
    metrics_port: 0,
    events: { port: 10100, idle_timeout: 60, max_events: 10, max_bytes: 1000 },
    processors: { port: 10101, only: ['svc-rtf', 'svc-sentences'] },
    pipelines: [
      { name: 'svc-rtf-to-text', file: null, port: 0 },
      { name: null, file: 'pipelines/mine.yaml', port: 10120 },
    ],
  })
  const none = parseConfig('stack: {events: false, processors: false, pipelines: []}').config.stack
  t.same([none.events, none.processors, none.pipelines], [null, null, []], 'false and [] host none')
  const empty = parseConfig('stack: {events: , processors: }').config.stack
  t.same([empty.events, empty.processors], [{ port: 0 }, { port: 0, only: null }], 'a key left empty keeps the default')
  t.throws(() => parseConfig('stack: {color: blue}'), { message: '(config):1:9: unknown key "color" in stack' })
})

t.test('a bad stack value names its key', async (t) => {
  const rows: [string, RegExp][] = [
    ['stack: [1]', /stack: expected a mapping/],
    ['stack: {events: {port: 70000}}', /stack\.events\.port: expected a port number \(0-65535\)/],
    ['stack: {events: {max_events: -1}}', /stack\.events\.max_events: expected an integer >= 0/],
    ['stack: {processors: {only: []}}', /stack\.processors\.only: expected a non-empty list/],
    ['stack: {pipelines: svc-rtf-to-text}', /stack\.pipelines: expected a list/],
    ['stack: {pipelines: [{port: 1}]}', /stack\.pipelines\[0\]: expected either name .* or file/],
    ['stack: {pipelines: [{name: a, file: b}]}', /stack\.pipelines\[0\]: expected either name/],
    ['stack: {single_process: yes please}', /stack\.single_process: expected true or false/],
    ['stack: {workers: 1.5}', /stack\.workers: expected an integer >= 0/],
    ['stack: {metrics_port: 70000}', /stack\.metrics_port: expected a port number/],
  ]
  for (const [yaml, message] of rows) t.throws(() => parseConfig(yaml), message, yaml)
})

t.test('the plan: every hosted backend gets a port now; fixed ones are kept', async (t) => {
  const port = await freePort()
  const { config } = parseConfig(`gateway: {port: 0}\nstack: {events: {port: ${port}}}`)
  const plan = await planStack(config, null)
  t.equal(plan.backends.events?.port, port, 'a fixed port is kept')
  t.ok(plan.backends.processors!.port > 0, 'port 0 becomes a free port')
  t.same(
    plan.backends.pipelines.map((p) => p.definition.name),
    ['svc-rtf-to-text', 'svc-default-pipeline'],
  )
  const eventsAddress = `127.0.0.1:${port}`
  const processors = `127.0.0.1:${plan.backends.processors!.port}`
  for (const p of plan.backends.pipelines) {
    t.equal(p.definition.events_address, eventsAddress, `${p.definition.name} uses the stack's events service`)
    t.ok(
      p.definition.components.every((c) => c.address === processors),
      `${p.definition.name} uses the stack's processors`,
    )
  }
  t.equal(plan.backends.registry, null, 'registers nothing unless asked')
  t.same(plan.config.plugins, [{ name: 'metrics' }, { name: 'logging' }], 'metrics and the access log on')
})

t.test("a definition file may leave the stack's addresses out; lexicons are relative to the config", async (t) => {
  writeFileSync(
    join(dir, 'mine.yaml'),
    'name: mine\ncomponents:\n  - processor_id: svc-rtf\n  - processor_id: svc-other\n    address: 10.0.0.9:9\n',
  )
  const path = join(dir, 'svcConfig.yaml')
  const { config } = parseConfig(`nlp: {lexicons: [site.tsv]}\nstack:\n  pipelines: [{file: mine.yaml}]\n`, path)
  const plan = await planStack(config, path)
  const [mine] = plan.backends.pipelines
  const processors = `127.0.0.1:${plan.backends.processors!.port}`
  t.equal(mine.definition.events_address, `127.0.0.1:${plan.backends.events!.port}`)
  t.same(
    mine.definition.components.map((c) => c.address),
    [processors, '10.0.0.9:9'],
    "left out: the stack's processors; given: as given",
  )
  t.same(plan.backends.processors!.lexiconFiles, [join(dir, 'site.tsv')])
})

t.test('the plan refuses contradictions, naming the key', async (t) => {
  const plan = (yaml: string) => planStack(parseConfig(yaml, 'f.yaml').config, 'f.yaml')
  await t.rejects(
    plan('gateway: {events: "10.0.0.1:10100"}'),
    new ConfigError(
      'f.yaml',
      'gateway.events',
      'null when the stack hosts the events service (or set stack.events: false to use 10.0.0.1:10100)',
    ),
  )
  await t.rejects(plan('stack: {events: false}'), {
    message: /f\.yaml: stack\.events: expected an events service for the hosted processors and pipelines/,
  })
  await t.rejects(plan('stack: {processors: false}'), {
    message: /stack\.pipelines\[0\]\.name: expected hosted processors for svc-rtf-to-text/,
  })
  await t.rejects(plan('stack: {processors: {only: [svc-rtf]}, pipelines: [svc-default-pipeline]}'), {
    message: new RegExp(
      `stack\\.processors\\.only: expected the processors svc-default-pipeline runs \\(${CLINICAL_COMPONENTS.slice(1).join(', ')} missing\\)`,
    ),
  })
  await t.rejects(plan('stack: {pipelines: [nope]}'), {
    message:
      /stack\.pipelines\[0\]\.name: expected a built-in pipeline \(svc-rtf-to-text, svc-default-pipeline\) or a file/,
  })
  await t.rejects(plan('stack: {pipelines: [svc-rtf-to-text, svc-rtf-to-text]}'), {
    message: /stack\.pipelines\[1\]: expected a pipeline name not used twice/,
  })
  // With no events service hosted, gateway.events is the one the hosted backends use.
  const external = await plan(
    'gateway: {events: "10.0.0.1:10100"}\nstack: {events: false, pipelines: [svc-rtf-to-text]}',
  )
  t.equal(external.backends.events, null)
  t.equal(external.backends.processors?.eventsAddress, '10.0.0.1:10100')
  t.equal(external.backends.pipelines[0].definition.events_address, '10.0.0.1:10100')
})

t.test('a fixed port already taken is refused before anything starts', async (t) => {
  const port = await takenPort(t)
  await t.rejects(planStack(parseConfig(`stack: {processors: {port: ${port}}}`, 'f.yaml').config, 'f.yaml'), {
    message: `cannot listen on 127.0.0.1:${port} (stack.processors.port): address already in use`,
  })
  await t.rejects(planStack(parseConfig(`gateway: {host: 127.0.0.1, port: ${port}}`, 'f.yaml').config, 'f.yaml'), {
    message: `cannot listen on 127.0.0.1:${port} (gateway.port): address already in use`,
  })
})

t.test("the gateway routes the hosted backends besides the file's own, never the same identifier twice", async (t) => {
  const { config } = parseConfig(
    'processors: [{Identifier: elsewhere, Endpoint: "10.0.0.2:1"}]\nstack: {events: {port: 0}}',
    'f.yaml',
  )
  const plan = await planStack(config, 'f.yaml')
  const backends = {
    events: '127.0.0.1:1',
    processors: '127.0.0.1:2',
    processorIds: ['svc-rtf'],
    pipelines: { 'svc-rtf-to-text': '127.0.0.1:3' },
  }
  const routed = gatewayConfig(plan, backends)
  t.equal(routed.gateway.events, '127.0.0.1:1')
  t.same(routed.processors, [
    { Identifier: 'elsewhere', Endpoint: '10.0.0.2:1' },
    { Identifier: 'svc-rtf', Endpoint: '127.0.0.1:2' },
  ])
  t.same(routed.pipelines, [{ Identifier: 'svc-rtf-to-text', Endpoint: '127.0.0.1:3' }])
  t.throws(() => gatewayConfig(plan, { ...backends, processorIds: ['elsewhere'] }), {
    message: 'f.yaml: processors: expected no route for elsewhere, which the stack hosts',
  })
})

t.test(
  "worker threads run the stack's clinical pipelines: one per core by default, none with workers: 0",
  async (t) => {
    const plan = await planStack(parseConfig('stack: {workers: 3}').config, null)
    t.same(plan.backends.workers, { count: 3, pipelines: ['svc-rtf-to-text', 'svc-default-pipeline'] })
    t.equal((await planStack(parseConfig('').config, null)).backends.workers?.count, availableParallelism())
    t.equal((await planStack(parseConfig('stack: {workers: 0}').config, null)).backends.workers, undefined)
    t.throws(() => parseConfig('stack: {workers: -1}'), /stack\.workers: expected an integer >= 0/)
  },
)

t.test('config/svcConfig.stack.yaml is a valid stack', async (t) => {
  const { loadConfig } = await import('../src/config/config.js')
  const loaded = loadConfig(new URL('../config/svcConfig.stack.yaml', import.meta.url).pathname)
  t.same(loaded.warnings, [])
  t.same(
    loaded.config.stack.pipelines.map((p) => [p.name, p.port]),
    [
      ['svc-rtf-to-text', 10111],
      ['svc-default-pipeline', 10112],
    ],
  )
  t.same(
    [loaded.config.stack.events?.port, loaded.config.stack.processors?.port],
    [10100, 10101],
    'the four-step ports',
  )
})

t.test("stack plugins: the config's, then metrics and logging unless it names them", async (t) => {
  t.same(withStackPlugins([]), [{ name: 'metrics' }, { name: 'logging' }])
  t.same(withStackPlugins([{ name: 'auth', options: { keys: ['k'] } }]), [
    { name: 'auth', options: { keys: ['k'] } },
    { name: 'metrics' },
    { name: 'logging' },
  ])
  t.same(
    withStackPlugins([{ name: 'logging', enabled: false }]),
    [{ name: 'logging', enabled: false }, { name: 'metrics' }],
    'enabled: false turns one off',
  )
})
