// The config loader: sources in order, defaults, both places for processors/pipelines, errors
// that name the file, the line and column, and the key; unknown keys are errors, with the known
// key they most resemble.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { ConfigError, DEFAULT_CONFIG, configPath, loadConfig, parseConfig } from '../src/config/config.js'

const dir = mkdtempSync(join(tmpdir(), 'svc-config-'))
const file = (name: string, text: string) => {
  const p = join(dir, name)
  writeFileSync(p, text)
  return p
}

t.test('sources: flag, SVC_CONFIG, ./svcConfig.yaml, embedded default', async (t) => {
  const a = file('a.yaml', 'gateway: {port: 1111}')
  const b = file('b.yaml', 'gateway: {port: 2222}')
  const cwd = mkdtempSync(join(tmpdir(), 'svc-cwd-'))
  t.equal(loadConfig(a, { SVC_CONFIG: b }, cwd).config.gateway.port, 1111, 'flag wins')
  t.equal(loadConfig(undefined, { SVC_CONFIG: b }, cwd).config.gateway.port, 2222, 'then SVC_CONFIG')
  const none = loadConfig(undefined, {}, cwd)
  t.equal(none.path, null)
  t.same(none.config, DEFAULT_CONFIG, 'then the embedded default')
  writeFileSync(join(cwd, 'svcConfig.yaml'), 'gateway: {port: 3333}')
  t.equal(configPath(undefined, {}, cwd), join(cwd, 'svcConfig.yaml'))
  t.equal(loadConfig(undefined, {}, cwd).config.gateway.port, 3333, 'then ./svcConfig.yaml')
  t.throws(
    () => loadConfig(join(dir, 'missing.yaml')),
    /missing\.yaml: \(file\): expected a readable YAML file \(ENOENT\)/,
  )
})

t.test('the specification keys, in both places', async (t) => {
  const { config, warnings } = parseConfig(`
discovery: registry
registry: {host: consul.local, port: 8501, scheme: https}
python_naming_scheme: ipv4
gateway:
  port: 9090
  refresh_interval: 2.5
  events: null
  processors:
    - {Identifier: p1, Endpoint: "10.0.0.1:9000"}
  pipelines:
    - {Identifier: pl1, Endpoint: "ipv4:10.0.0.1:9000,10.0.0.2:9000"}
processors:
  - {Identifier: p2, Endpoint: "host-2:9001"}
grpc: {api_package: mtap.api.v1}
`)
  t.same(warnings, [])
  t.equal(config.discovery, 'registry')
  t.same(config.registry, { host: 'consul.local', port: 8501, scheme: 'https' })
  t.equal(config.gateway.port, 9090)
  t.equal(config.gateway.refresh_interval, 2.5)
  t.equal(config.gateway.events, null)
  t.same(
    config.processors.map((p) => p.Identifier),
    ['p1', 'p2'],
  )
  t.same(config.pipelines, [{ Identifier: 'pl1', Endpoint: 'ipv4:10.0.0.1:9000,10.0.0.2:9000' }])
  t.equal(config.grpc.api_package, 'mtap.api.v1')
  t.equal(config.gateway.body_limit, 100 * 1024 * 1024, 'defaults fill the rest')
})

t.test('MTAP-style files: consul block, discovery: consul', async (t) => {
  const { config } = parseConfig(
    'discovery: consul\nconsul: {host: h, port: 8500, scheme: http, python_naming_scheme: dns}\n',
  )
  t.equal(config.discovery, 'registry')
  t.equal(config.registry.host, 'h')
  t.equal(config.python_naming_scheme, 'dns')
})

t.test('errors name the key and what was expected', async (t) => {
  const cases: [string, RegExp][] = [
    ['gateway: {port: 70000}', /gateway\.port: expected a port number \(0-65535\)/],
    ['gateway: {port: "x"}', /gateway\.port: expected a port number/],
    ['gateway: {refresh_interval: -1}', /gateway\.refresh_interval: expected a number >= 0\.05/],
    ['gateway: {events: "no-port"}', /gateway\.events: expected an address host:port/],
    ['discovery: zookeeper', /discovery: expected 'registry' \(Consul\) or 'static'/],
    ['registry: {scheme: ftp}', /registry\.scheme: expected one of http, https/],
    ['gateway: {compression_level: 9}', /gateway\.compression_level: expected one of fast, balanced, small/],
    ['processors: {a: 1}', /processors: expected a list of \{Identifier, Endpoint\}/],
    ['processors: [{Identifier: "a b", Endpoint: "h:1"}]', /processors\[0\]\.Identifier: expected letters, digits/],
    [
      'processors: [{Identifier: a, Endpoint: "h:1"}, {Identifier: a, Endpoint: "h:2"}]',
      /processors: expected unique identifiers \(a appears twice\)/,
    ],
    ['pipelines: [{Identifier: a}]', /pipelines\[0\]\.Endpoint: expected an address/],
    ['grpc: {api_package: "1bad"}', /grpc\.api_package: expected a dotted proto package name/],
    ['gateway: [1]', /gateway: expected a mapping/],
    ['plugins: [{options: {}}]', /plugins\[0\]: expected a name or a path/],
    ['a: [unclosed', /\(file\): expected valid YAML/],
  ]
  for (const [text, re] of cases) {
    t.throws(() => parseConfig(text, 'f.yaml'), re, text)
    try {
      parseConfig(text, 'f.yaml')
    } catch (err) {
      t.type(err, ConfigError)
      t.match((err as Error).message, /^f\.yaml:\d+:\d+: /, 'the line and column of the key')
    }
  }
})

t.test('an unknown key is an error at every depth, with its position and the closest known key', async (t) => {
  const rows: [string, string][] = [
    [
      'gateway: {port: 1}\nplugin:\n  - auth\n',
      'w.yaml:2:1: unknown key "plugin" at the top level (did you mean "plugins"?)',
    ],
    ['gatway: {port: 8081}\n', 'w.yaml:1:1: unknown key "gatway" at the top level (did you mean "gateway"?)'],
    ['gateway:\n  port: 1\n  colour: blue\n', 'w.yaml:3:3: unknown key "colour" in gateway'],
    [
      'gateway: {refresh_intervall: 2}\n',
      'w.yaml:1:11: unknown key "refresh_intervall" in gateway (did you mean "refresh_interval"?)',
    ],
    [
      'processors:\n  - {Identifier: a, Endpoint: "h:1", endpoint: x}\n',
      'w.yaml:2:38: unknown key "endpoint" in processors[0] (did you mean "Endpoint"?)',
    ],
    [
      'plugins:\n  - name: auth\n    options: {keys: [k], kyes_file: f}\n',
      'w.yaml:3:26: unknown key "kyes_file" in plugins[0].options',
    ],
    [
      'plugins:\n  - name: auth\n    options: {keysFiel: f}\n',
      'w.yaml:3:15: unknown key "keysFiel" in plugins[0].options (did you mean "keysFile"?)',
    ],
    [
      'stack:\n  events: {port: 1, idle_timout: 2}\n',
      'w.yaml:2:21: unknown key "idle_timout" in stack.events (did you mean "idle_timeout"?)',
    ],
    [
      'plugins: [auht]\n',
      'w.yaml:1:11: plugins[0]: expected one of retry, metrics, logging, auth, cors, example (did you mean "auth"?)',
    ],
  ]
  for (const [text, message] of rows)
    t.throws(() => parseConfig(text, 'w.yaml'), { name: 'ConfigError', message }, message)
})

t.test('the example configs load with the loader', async (t) => {
  for (const f of ['svcConfig.example.yaml', 'svcConfig.consul.yaml']) {
    const { config, warnings } = loadConfig(new URL(`../config/${f}`, import.meta.url).pathname)
    t.same(warnings, [], f)
    t.ok(config.gateway.port > 0)
  }
})
