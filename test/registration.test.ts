// `--register` of the backend commands against a real Consul agent: what is registered (name,
// ID, tags, address, gRPC health check), that a gateway routes it, and that shutdown (close,
// SIGTERM) deregisters it.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Consul from 'consul'
import t from 'tap'
import { stringify } from 'yaml'
import { loadConfig } from '../src/config/config.js'
import { startDiscovery } from '../src/discovery/discovery.js'
import { advertisedHost, registerServices, serviceId } from '../src/discovery/registration.js'
import { runPipelineCommand } from '../src/commands/pipeline-command.js'
import { runProcessorsCommand } from '../src/commands/processors-command.js'
import { registerProcessor } from '../src/processing/registry.js'
import { startStack } from '../src/stack/stack.js'
import { consulAgentFor } from './helpers/consul.js'
import { request } from './helpers/http.js'
import { pollUntil } from './helpers/poll.js'
import { InstanceProcessor } from './helpers/registry-backends.js'
import { startEvents, startGateway, testConfig } from './helpers/servers.js'

t.setTimeout(40 * 60_000)

const CLI = fileURLToPath(new URL('../src/commands/cli.ts', import.meta.url))

interface AgentService {
  ID: string
  Service: string
  Tags: string[]
  Address: string
  Port: number
}
interface AgentCheck {
  CheckID: string
  ServiceID: string
  Status: string
}

t.test('advertised address', async (t) => {
  const rows: [string, string | undefined, string][] = [
    ['127.0.0.1', undefined, '127.0.0.1'],
    ['10.1.2.3', undefined, '10.1.2.3'],
    ['0.0.0.0', undefined, '127.0.0.1'],
    ['', undefined, '127.0.0.1'],
    ['::', undefined, '::1'],
    ['0.0.0.0', 'proc-1.internal', 'proc-1.internal'],
    ['127.0.0.1', '10.9.9.9', '10.9.9.9'],
  ]
  for (const [listen, advertise, want] of rows)
    t.equal(advertisedHost(listen, advertise), want, `${listen} / ${advertise ?? '-'}`)
  t.equal(
    serviceId({ kind: 'events', name: 'ignored', host: '10.0.0.1', port: 10100, healthService: '' }),
    'svc-events-10.0.0.1-10100',
  )
  t.equal(
    serviceId({ kind: 'processor', name: 'svc-rtf', host: '10.0.0.1', port: 9000, healthService: 'svc-rtf' }),
    'svc-rtf-10.0.0.1-9000',
  )
})

t.test('with a consul agent', async (t) => {
  const agent = await consulAgentFor(t)
  if (!agent) return
  const registry = { host: agent.host, port: agent.httpPort, scheme: 'http' as const }
  const consul = new Consul({ host: agent.host, port: agent.httpPort })
  t.teardown(() => consul.destroy())
  const services = async () => (await consul.agent.service.list()) as Record<string, AgentService>
  const checks = async () => (await consul.agent.check.list()) as Record<string, AgentCheck>

  // The backends find their registry the way a deployment does: through SVC_CONFIG.
  const dir = mkdtempSync(join(tmpdir(), 'registration-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const svcConfig = join(dir, 'svcConfig.yaml')
  writeFileSync(svcConfig, stringify({ discovery: 'registry', registry: { host: agent.host, port: agent.httpPort } }))
  process.env.SVC_CONFIG = svcConfig
  t.teardown(() => {
    delete process.env.SVC_CONFIG
  })

  const events = await startEvents(t)
  const config = testConfig({ discovery: 'registry', registry, gateway: { events: null } })
  const discovery = await startDiscovery(config, null, () => {})
  t.teardown(() => discovery.stop())
  const g = await startGateway(t, config, { table: discovery.table })

  t.test('svc processors --register: one service per identifier, gRPC-checked, deregistered on close', async (t) => {
    registerProcessor('reg-a', () => new InstanceProcessor('cmd', 'reg-a'))
    registerProcessor('reg-b', () => new InstanceProcessor('cmd', 'reg-b'))
    const server = await runProcessorsCommand(
      ['--events', events.address, '--host', '127.0.0.1', '--port', '0', '--only', 'reg-a,reg-b', '--register'],
      { handleSignals: false, log: () => {} },
    )
    let closed = false
    t.teardown(() => (closed ? undefined : server.close(0)))
    const ids = [`reg-a-127.0.0.1-${server.port}`, `reg-b-127.0.0.1-${server.port}`]
    const registered = await services()
    t.match(registered[ids[0]], {
      Service: 'reg-a',
      Tags: ['v1-svc-processor'],
      Address: '127.0.0.1',
      Port: server.port,
    })
    t.match(registered[ids[1]], {
      Service: 'reg-b',
      Tags: ['v1-svc-processor'],
      Address: '127.0.0.1',
      Port: server.port,
    })
    const passing = await pollUntil('checks passing', async () => {
      const cs = Object.values(await checks()).filter((c) => ids.includes(c.ServiceID))
      return cs.length === 2 && cs.every((c) => c.Status === 'passing')
    })
    t.ok(passing.value, 'both gRPC health checks pass')
    await pollUntil(
      'routed by the gateway',
      async () => (await g.req('GET', '/v1/processors/reg-b/info')).status === 200,
    )
    t.equal((await g.req('GET', '/v1/processors/reg-a/info')).json.metadata.name, 'reg-a')

    await server.close(100)
    closed = true
    const left = await services()
    t.notOk(left[ids[0]] || left[ids[1]], 'deregistered on close')
    await pollUntil('route gone', async () => (await g.req('GET', '/v1/processors/reg-a/info')).status === 404)
  })

  t.test('svc pipeline --register --advertise: registered under the advertised address', async (t) => {
    const file = join(dir, 'p.yaml')
    writeFileSync(
      file,
      stringify({
        name: 'reg-pipe',
        events_address: events.address,
        components: [{ processor_id: 'x', address: '127.0.0.1:1' }],
      }),
    )
    const server = await runPipelineCommand(
      ['--config', file, '--host', '127.0.0.1', '--port', '0', '--register', '--advertise', '127.0.0.1'],
      { handleSignals: false, log: () => {} },
    )
    t.teardown(() => server.close(0))
    const id = `reg-pipe-127.0.0.1-${server.port}`
    t.match((await services())[id], {
      Service: 'reg-pipe',
      Tags: ['v1-svc-pipeline'],
      Address: '127.0.0.1',
      Port: server.port,
    })
    await pollUntil('pipeline routed', async () =>
      (await g.req('GET', '/v1/pipelines')).json.Pipelines.some(
        (p: { Identifier: string }) => p.Identifier === 'reg-pipe',
      ),
    )
    await server.close(100)
    t.notOk((await services())[id], 'deregistered on close')
  })

  t.test('svc events --register (its own process): routed as svc-events, deregistered on SIGTERM', async (t) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', CLI, 'events', '--host', '127.0.0.1', '--port', '0', '--register'],
      {
        env: { ...process.env, SVC_CONFIG: svcConfig },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    t.teardown(() => {
      if (child.exitCode === null) child.kill('SIGKILL')
    })
    let out = ''
    child.stdout.on('data', (c) => (out += c))
    let err = ''
    child.stderr.on('data', (c) => (err += c))
    const banner = await pollUntil('listening', () => /Events service listening on (\S+)/.exec(out)?.[1], {
      withinMs: 60_000,
    })
    const address = banner.value
    const id = `svc-events-${address.replace(':', '-')}`
    t.match((await services())[id], { Service: 'svc-events', Tags: ['v1'], Address: '127.0.0.1' })
    await pollUntil('events routed', async () => (await g.req('GET', '/v1/routes')).json.events?.target === address)
    t.equal((await g.req('POST', '/v1/events/from-child')).status, 200, 'the gateway reaches it')

    child.kill('SIGTERM')
    t.equal(await exited, 0, `exits cleanly ${err.slice(-300)}`)
    t.notOk((await services())[id], 'deregistered before exit')
    t.match(err, /"msg":"deregistered"/, 'logged')
  })

  t.test('svc up --register (single process): every backend registered, all deregistered on close', async (t) => {
    // As `svc up --register` with SVC_CONFIG naming the test agent: the registry of its config.
    const { config, path } = loadConfig()
    const stack = await startStack({
      config,
      path,
      singleProcess: true,
      register: true,
      port: 0,
      host: '127.0.0.1',
      log: () => {},
      announce: () => {},
    })
    let closed = false
    t.teardown(() => (closed ? undefined : stack.close()))
    const mine = (all: Record<string, AgentService>) =>
      Object.values(all).filter((x) =>
        [stack.events, stack.processors, ...Object.values(stack.pipelines)].includes(`${x.Address}:${x.Port}`),
      )
    const registered = mine(await services())
    const names = (kind: string) =>
      registered
        .filter((x) => x.Tags.includes(kind))
        .map((x) => x.Service)
        .sort()
    t.same(names('v1'), ['svc-events'])
    t.same(names('v1-svc-pipeline'), Object.keys(stack.pipelines).sort())
    t.ok(names('v1-svc-processor').length > 0, 'the processors')
    t.same(
      names('v1-svc-processor'),
      (await request(stack.gateway.url, 'GET', '/v1/processors')).json.Processors.map(
        (p: { Identifier: string }) => p.Identifier,
      ).sort(),
      'one per processor the stack routes',
    )
    await stack.close()
    closed = true
    t.same(mine(await services()), [], 'all deregistered')
  })

  t.test('an unreachable registry fails the registration, and the command with it', async (t) => {
    await t.rejects(
      registerServices([{ kind: 'processor', name: 'x', host: '127.0.0.1', port: 9, healthService: 'x' }], {
        registry: { host: '127.0.0.1', port: 1, scheme: 'http' },
        keepAliveMs: 0,
        requestTimeoutMs: 2000,
      }),
      /registering in 127\.0\.0\.1:1 failed/,
    )
    const bad = join(dir, 'bad.yaml')
    writeFileSync(bad, stringify({ registry: { host: '127.0.0.1', port: 1 } }))
    process.env.SVC_CONFIG = bad
    t.teardown(() => {
      process.env.SVC_CONFIG = svcConfig
    })
    registerProcessor('reg-c', () => new InstanceProcessor('cmd', 'reg-c'))
    await t.rejects(
      runProcessorsCommand(['--events', events.address, '--port', '0', '--only', 'reg-c', '--register'], {
        handleSignals: false,
        log: () => {},
      }),
      /registering in 127\.0\.0\.1:1 failed/,
    )
  })

  t.test('a registration the agent lost is put back by the keeper', async (t) => {
    const reg = await registerServices(
      [{ kind: 'processor', name: 'kept', host: '127.0.0.1', port: 9, healthService: 'kept' }],
      { registry, keepAliveMs: 100 },
    )
    t.teardown(() => reg.deregister())
    const id = reg.ids[0]
    await consul.agent.service.deregister(id)
    t.notOk((await services())[id], 'removed behind its back')
    const back = await pollUntil('re-registered', async () => (await services())[id])
    t.match(back.value, { Service: 'kept', Port: 9 })
    await reg.deregister()
    await new Promise((r) => setTimeout(r, 300))
    t.notOk((await services())[id], 'the keeper stops with deregister()')
  })
})
