// The Consul-only deployment (docs/deployment.md, "A Consul-only deployment"; issue 14): the events service,
// two processor hosts, the default pipeline and the gateway are started as that page starts
// them — with --register and no addresses at all, every part finding the others in the registry.
// The default pipeline answers through the gateway; a third processor host joins and receives
// calls without a restart of anything; one leaves (SIGTERM) under load and no request fails.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { CLINICAL_COMPONENTS, DEFAULT_PIPELINE } from '../src/stack/default-pipelines.js'
import { consulAgentFor } from './helpers/consul.js'
import { callUnary, createClient } from './helpers/grpc-client.js'
import { request, type HttpResult } from './helpers/http.js'
import { pollUntil } from './helpers/poll.js'
import { freePort, run } from './helpers/processes.js'

t.setTimeout(40 * 60_000)

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const BIN = join(ROOT, 'bin/svc.js')
const LISTENING = /listening on (\S+)$/
const NOTE = readFileSync(join(ROOT, 'test/fixtures/notes/ed-note.txt'), 'utf8')

t.test('Consul only: no backend is given an address; hosts join and leave under load', async (t) => {
  const agent = await consulAgentFor(t)
  if (!agent) return
  const dir = mkdtempSync(join(tmpdir(), 'svc-consul-only-'))
  const configFile = join(dir, 'svcConfig.yaml')
  // The registry and nothing else: no events address, no fixed routes.
  writeFileSync(
    configFile,
    `discovery: registry\nregistry: {host: 127.0.0.1, port: ${agent.httpPort}}\ngateway: {events: null, host: 127.0.0.1, refresh_interval: 1}\n`,
  )
  const env: NodeJS.ProcessEnv = { ...process.env, SVC_CONFIG: configFile }

  const backend = async (args: string[]) => {
    const proc = run(t, process.execPath, [BIN, ...args, '--host', '127.0.0.1', '--port', '0', '--register'], {
      cwd: ROOT,
      env,
    })
    return { proc, address: (await proc.waitForLine(LISTENING, 60_000))[1]! }
  }
  await backend(['events'])
  const hosts = [await backend(['processors']), await backend(['processors'])]
  const pipeline = await backend([
    'pipeline',
    '--config',
    join(ROOT, 'config/pipelines/registry/svc-default-pipeline.yaml'),
  ])
  const port = await freePort()
  const gateway = run(t, process.execPath, [BIN, 'gateway', '--port', String(port)], { cwd: ROOT, env })
  await gateway.waitForLine(
    new RegExp(`^Started new pipeline gateway for ${DEFAULT_PIPELINE} at ${pipeline.address.replace(/\./g, '\\.')}$`),
    60_000,
  )
  const url = `http://127.0.0.1:${port}`

  let n = 0
  const process1 = () =>
    request(url, 'POST', `/v1/pipeline/${DEFAULT_PIPELINE}/process`, {
      event: { event_id: `note-${n++}`, binaries: { rtf: Buffer.from(NOTE).toString('base64') } },
      params: { document_name: 'plaintext' },
    })
  const first = await pollUntil(
    'the default pipeline answering',
    async () => {
      const r = await process1()
      return r.status === 200 ? r : undefined
    },
    { withinMs: 30_000 },
  )
  t.same(
    first.value.json.result.component_results.map((c: { identifier: string }) => c.identifier),
    [...CLINICAL_COMPONENTS],
    'every component ran, found by identifier',
  )
  t.ok(first.value.json.event.documents.plaintext.label_indices.concepts.labels.length > 0, 'concepts found')

  /** Calls of svc-sentences each host has answered (its own GetStats). */
  const answeredBy = async (host: { address: string }) => {
    const client = createClient('Processor', host.address)
    try {
      return Number(
        (await callUnary(client, 'GetStats', { processor_id: 'svc-sentences' }, { timeoutMs: 5_000 })).processed,
      )
    } finally {
      client.close()
    }
  }
  const burst = async (count: number) => {
    const results = await Promise.all(Array.from({ length: count }, process1))
    return results.filter((r) => r.status !== 200)
  }
  t.same(await burst(12), [], 'a burst answered')
  for (const [i, h] of hosts.entries()) t.ok((await answeredBy(h)) > 0, `processor host ${i + 1} received calls`)

  hosts.push(await backend(['processors']))
  const joined = await pollUntil(
    'the third host receiving calls',
    async () => {
      const failed = await burst(6)
      if (failed.length) throw new Error(`requests failed: ${failed.map((r) => r.status).join(',')}`)
      return (await answeredBy(hosts[2])) > 0
    },
    { withinMs: 30_000 },
  )
  t.ok(joined.value, `the third host received calls ${joined.ms.toFixed(0)} ms after it listened, nothing restarted`)

  // The first host leaves (SIGTERM: it deregisters, then finishes its calls) under load.
  const results: HttpResult[] = []
  let loading = true
  const loops = Array.from({ length: 4 }, async () => {
    while (loading) results.push(await process1())
  })
  await new Promise((r) => setTimeout(r, 500))
  const leaving = hosts[0]
  const before = await answeredBy(leaving)
  process.kill(leaving.proc.child.pid!, 'SIGTERM')
  t.equal(await leaving.proc.waitForExit(20_000), 0, 'the leaving host exits cleanly')
  const others = async () => (await answeredBy(hosts[1])) + (await answeredBy(hosts[2]))
  const base = await others()
  await pollUntil('the others answering after the leave', async () => (await others()) > base + 10, {
    withinMs: 30_000,
  })
  loading = false
  await Promise.all(loops)
  const failed = results.filter((r) => r.status !== 200)
  t.same(
    failed.map((r) => `${r.status} ${r.json?.message}`),
    [],
    `${results.length} requests while a host left: none failed`,
  )
  t.ok(before > 0, 'the leaving host had been answering')
  t.comment(
    `consul-only: ${results.length} pipeline requests during the leave, ${failed.length} failed; host calls (svc-sentences): ${before} on the one that left`,
  )
})
