// The auth plugin: API keys from the options, a file or the environment; a missing or wrong key
// is a 401 through the one error body with www-authenticate; open paths stay open; no keys
// means the plugin refuses to start.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { startGateway, testConfig } from './helpers/servers.js'

const isUnauthenticated = (
  t: Tap.Test,
  r: { status: number; json: any; headers: Record<string, unknown> },
  message: RegExp,
) => {
  t.equal(r.status, 401)
  t.same(Object.keys(r.json).sort(), ['code', 'details', 'message'])
  t.equal(r.json.code, 16)
  t.match(r.json.message, message)
  t.same(r.json.details, [])
  t.match(r.headers['www-authenticate'], /^Bearer realm="svc-gateway"/)
}
declare namespace Tap {
  type Test = import('tap').Test
}

t.test('keys from options: wrong or missing key 401, right key 200', async (t) => {
  const g = await startGateway(
    t,
    testConfig({
      plugins: [
        { name: 'auth', options: { keys: ['k-one', 'k-two'] } },
        { name: 'metrics', options: { defaultMetrics: false } },
      ],
    }),
  )
  t.same(g.gw.disabledPlugins, [])

  let r = await g.req('GET', '/v1/processors')
  isUnauthenticated(t, r, /missing API key/)
  t.equal(r.headers['www-authenticate'], 'Bearer realm="svc-gateway"', 'no error code when no credentials were sent')
  t.ok(r.headers['x-request-id'], 'the error still carries the request id')

  for (const bad of ['k-on', 'k-one-', 'K-ONE', 'k-three', 'k-one k-two']) {
    r = await g.req('GET', '/v1/processors', undefined, { authorization: `Bearer ${bad}` })
    isUnauthenticated(t, r, /invalid API key/)
    t.match(r.headers['www-authenticate'], /error="invalid_token"/)
  }
  r = await g.req('GET', '/v1/processors', undefined, { authorization: 'Basic k-one' })
  isUnauthenticated(t, r, /missing API key/)
  r = await g.req('GET', '/v1/processors', undefined, { 'x-api-key': 'nope' })
  isUnauthenticated(t, r, /invalid API key/)

  for (const headers of <Record<string, string>[]>[
    { authorization: 'Bearer k-one' },
    { authorization: 'bearer k-two' },
    { 'x-api-key': 'k-two' },
    { authorization: 'Bearer wrong', 'x-api-key': 'k-one' },
  ]) {
    r = await g.req('GET', '/v1/processors', undefined, headers)
    t.equal(r.status, 200, JSON.stringify(headers))
    t.same(r.json, { Processors: [] })
  }

  r = await g.req('GET', '/no/such/route')
  t.equal(r.status, 401, 'routes are not revealed to callers without a key')
  r = await g.req('GET', '/no/such/route', undefined, { 'x-api-key': 'k-one' })
  t.equal(r.status, 404)

  t.equal((await g.req('GET', '/healthz')).status, 200, '/healthz is open')
  t.equal((await g.req('GET', '/healthz/')).status, 200)
  t.not((await g.req('GET', '/readyz')).status, 401, '/readyz is open')
  const m = await g.req('GET', '/metrics')
  t.equal(m.status, 200, '/metrics is open')
  t.match(
    m.text,
    /svc_gateway_requests_total\{route="\(unmatched\)",method="GET",identifier="",code="401"\} 9\n/,
    'rejections are counted',
  )
  t.notMatch(g.logs.join('\n'), /k-one|k-two/, 'keys never reach the log')
})

t.test('open paths are configurable', async (t) => {
  const g = await startGateway(
    t,
    testConfig({ plugins: [{ name: 'auth', options: { keys: ['k'], open: ['/v1/processors'] } }] }),
  )
  t.equal((await g.req('GET', '/v1/processors')).status, 200)
  t.equal((await g.req('GET', '/healthz')).status, 401, 'the defaults are replaced, not extended')
  t.equal((await g.req('GET', '/v1/pipelines')).status, 401)
})

t.test('keysFile: one key a line, blank lines and comments skipped', async (t) => {
  const dir = t.testdir()
  const file = join(dir, 'keys.txt')
  writeFileSync(file, '# ops team\nfile-key-1\n\n   file-key-2   \r\n# file-key-3\n')
  const g = await startGateway(t, testConfig({ plugins: [{ name: 'auth', options: { keysFile: file } }] }))
  t.same(g.gw.disabledPlugins, [])
  t.equal((await g.req('GET', '/v1/pipelines', undefined, { authorization: 'Bearer file-key-2' })).status, 200)
  t.equal((await g.req('GET', '/v1/pipelines', undefined, { 'x-api-key': 'file-key-1' })).status, 200)
  t.equal(
    (await g.req('GET', '/v1/pipelines', undefined, { 'x-api-key': 'file-key-3' })).status,
    401,
    'a commented-out key is not a key',
  )
  t.equal((await g.req('GET', '/v1/pipelines', undefined, { 'x-api-key': '# ops team' })).status, 401)
})

t.test('keysEnv: comma-separated keys from an environment variable', async (t) => {
  const name = `SVC_TEST_AUTH_KEYS_${process.pid}`
  process.env[name] = 'env-a, env-b,,'
  t.teardown(() => {
    delete process.env[name]
  })
  const g = await startGateway(t, testConfig({ plugins: [{ name: 'auth', options: { keysEnv: name } }] }))
  t.same(g.gw.disabledPlugins, [])
  t.equal((await g.req('GET', '/v1/pipelines', undefined, { authorization: 'Bearer env-b' })).status, 200)
  t.equal((await g.req('GET', '/v1/pipelines', undefined, { authorization: 'Bearer env-a' })).status, 200)
  t.equal((await g.req('GET', '/v1/pipelines', undefined, { authorization: 'Bearer env-a, env-b' })).status, 401)
})

t.test('without usable keys the gateway refuses to start (auth fails closed), unless required: false', async (t) => {
  const dir = t.testdir({ 'empty.txt': '# nobody yet\n\n' })
  const bad: [Record<string, unknown> | undefined, string][] = [
    [undefined, 'option keys'],
    [{ keys: [] }, 'option keys'],
    [{ keysFile: join(dir, 'empty.txt') }, 'option keys'],
    [{ keysFile: join(dir, 'missing.txt') }, 'option keysFile'],
    [{ keysEnv: 'SVC_TEST_AUTH_UNSET_VARIABLE' }, 'option keysEnv'],
    [{ keys: 'k' }, 'option keys'],
    [{ keys: ['k'], open: ['healthz'] }, 'option open'],
    [{ key: 'k' }, 'option key'],
  ]
  for (const [options, named] of bad) {
    await t.rejects(
      startGateway(t, testConfig({ plugins: [{ name: 'auth', ...(options ? { options } : {}) }] })),
      { name: 'PluginLoadError', message: new RegExp(`required plugin auth failed to load: .*${named}`) },
      named,
    )
  }
  const g = await startGateway(
    t,
    testConfig({
      plugins: bad.map(([options]) => ({ name: 'auth', required: false, ...(options ? { options } : {}) })),
    }),
  )
  t.same(
    g.gw.disabledPlugins.map((d) => d.reason.match(/option \w+/)?.[0]),
    bad.map(([, named]) => named),
  )
  t.match(g.gw.disabledPlugins[0].reason, /will not run open/)
  t.equal(g.logs.filter((l) => /plugin disabled/.test(l)).length, bad.length, 'each one logged')
})
