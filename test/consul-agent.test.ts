import t from 'tap'
import Consul from 'consul'
import { existsSync } from 'node:fs'
import { consulBinary, startConsul, type ConsulAgent } from './helpers/consul.js'

// On a fresh machine the first run builds Consul from source (minutes), which
// the default per-file timeout would cut short.
t.setTimeout(40 * 60_000)

interface HealthEntry {
  Service: { ID: string; Service: string; Address: string; Port: number; Tags: string[]; Meta: Record<string, string> }
  Checks: Array<{ CheckID: string; Status: string }>
}

const client = (agent: ConsulAgent) => new Consul({ host: agent.host, port: agent.httpPort })

async function passing(consul: Consul, service: string): Promise<HealthEntry[]> {
  return (await consul.health.service({ service, passing: true })) as HealthEntry[]
}

t.test('the project script yields a consul binary', async (t) => {
  const binary = await consulBinary()
  t.ok(existsSync(binary), 'binary path exists')
  t.equal(await consulBinary(), binary, 'obtained once per process')
})

t.test('agent serves the catalog and health API on loopback', async (t) => {
  const agent = await startConsul()
  t.teardown(() => agent.stop())
  const consul = client(agent)

  t.equal(agent.host, '127.0.0.1')
  t.match(await consul.status.leader(), /^127\.0\.0\.1:\d+$/, 'a leader is elected')

  await consul.agent.service.register({
    name: 'ner',
    id: 'ner-1',
    address: '127.0.0.1',
    port: 50051,
    tags: ['grpc', 'v1'],
    meta: { proto: 'text.v1' },
    // The package's typings demand `timeout`; its client drops it for TTL checks.
    check: { name: 'ner-1 ttl', ttl: '30s', timeout: '1s' },
  })
  await consul.agent.service.register({ name: 'sentencizer', id: 'sent-1', port: 50052 })

  // A TTL check starts critical, so the instance is registered but not yet healthy.
  const all = (await consul.health.service({ service: 'ner' })) as HealthEntry[]
  t.equal(all.length, 1, 'registered instance is listed')
  t.same(await passing(consul, 'ner'), [], 'critical TTL check keeps it out of the passing set')

  await consul.agent.check.pass({ id: 'service:ner-1' })
  const healthy = await passing(consul, 'ner')
  t.equal(healthy.length, 1, 'passing once the TTL check is passed')
  t.match(healthy[0]!.Service, {
    ID: 'ner-1',
    Service: 'ner',
    Address: '127.0.0.1',
    Port: 50051,
    Meta: { proto: 'text.v1' },
  })
  t.same([...healthy[0]!.Service.Tags].sort(), ['grpc', 'v1'])

  const sent = await passing(consul, 'sentencizer')
  t.equal(sent.length, 1, 'a service without checks is passing')
  t.equal(sent[0]!.Service.Port, 50052)

  await consul.agent.service.deregister({ id: 'ner-1' })
  t.same(await consul.health.service({ service: 'ner' }), [], 'deregistered instance is gone')
})

t.test('two agents run side by side without sharing state', async (t) => {
  const [a, b] = await Promise.all([startConsul(), startConsul()])
  t.teardown(() => Promise.all([a.stop(), b.stop()]))

  t.not(a.httpPort, b.httpPort, 'distinct HTTP ports')
  t.not(a.dataDir, b.dataDir, 'distinct data dirs')

  await client(a).agent.service.register({ name: 'only-on-a', port: 1 })
  t.equal((await passing(client(a), 'only-on-a')).length, 1)
  t.same(await passing(client(b), 'only-on-a'), [], 'the other agent does not see it')
})

t.test('restart brings the agent back on the same port', async (t) => {
  const agent = await startConsul()
  t.teardown(() => agent.stop())
  const port = agent.httpPort
  await agent.restart()
  t.equal(agent.httpPort, port)
  t.match(await client(agent).status.leader(), /^127\.0\.0\.1:\d+$/, 'leader again after restart')

  await agent.stop()
  await agent.restart()
  t.ok(existsSync(agent.dataDir), 'a restart after stop recreates the data dir')
  t.match(await client(agent).status.leader(), /^127\.0\.0\.1:\d+$/, 'leader after a restart that follows stop')
})

t.test('stop ends the agent and removes its data dir', async (t) => {
  const agent = await startConsul()
  const consul = client(agent)
  t.ok(existsSync(agent.dataDir), 'data dir exists while running')
  await consul.status.leader()

  await agent.stop()
  t.notOk(existsSync(agent.dataDir), 'data dir removed')
  await t.rejects(fetch(`http://127.0.0.1:${agent.httpPort}/v1/status/leader`), 'HTTP port no longer answers')
  await agent.stop()
  t.pass('a second stop is harmless')
})
