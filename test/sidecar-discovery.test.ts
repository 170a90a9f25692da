// The sidecar variant's configuration at work, outside Kubernetes: a real Consul agent stands in
// for the one beside each pod, the backends start as the sidecar kustomization runs them
// (`--register`), and the gateway starts through deploy/entrypoint.sh with the gateway config of
// deploy/k8s/sidecar (registry on 127.0.0.1, `gateway.events: null`, no fixed routes). Everything
// is routed from the registry; a backend that stops is dropped.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { parse, stringify } from 'yaml'
import {
  defaultPipelines,
  DEFAULT_PIPELINE,
  RTF_PIPELINE,
  CLINICAL_COMPONENTS,
} from '../src/stack/default-pipelines.js'
import { consulAgentFor } from './helpers/consul.js'
import { request } from './helpers/http.js'
import { pollUntil } from './helpers/poll.js'
import { freePort, run } from './helpers/processes.js'

t.setTimeout(40 * 60_000)

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const BIN = join(ROOT, 'bin/svc.js')
const ENTRYPOINT = join(ROOT, 'deploy/entrypoint.sh')
const LISTENING = /listening on (\S+)$/

/** The sidecar's gateway config, pointed at the test agent's port and loopback. */
function sidecarConfig(consulPort: number): string {
  const patch = parse(readFileSync(join(ROOT, 'deploy/k8s/sidecar/gateway-config-registry.yaml'), 'utf8'))
  const config = parse(patch.data['svcConfig.yaml'])
  config.registry.port = consulPort
  config.gateway.host = '127.0.0.1'
  // Tests read discovery changes within a bounded wait; the pod's 10 s fallback poll would do too.
  config.gateway.refresh_interval = 1
  return stringify(config)
}

t.test('backends registered in Consul are routed by the sidecar gateway config', async (t) => {
  const agent = await consulAgentFor(t)
  if (!agent) return
  const dir = mkdtempSync(join(tmpdir(), 'svc-sidecar-'))
  const configFile = join(dir, 'svcConfig.yaml')
  writeFileSync(configFile, sidecarConfig(agent.httpPort))
  // Backends find their registry in the same config (registry.host/port), as the agent beside them.
  const env: NodeJS.ProcessEnv = { ...process.env, SVC_CONFIG: configFile, SVC_SKIP_ENSURE: '1' }
  delete env.PORT

  const backend = async (args: string[]) => {
    const p = run(t, process.execPath, [BIN, ...args, '--host', '127.0.0.1', '--port', '0', '--register'], {
      cwd: ROOT,
      env,
    })
    return { proc: p, address: (await p.waitForLine(LISTENING, 60_000))[1]! }
  }
  const events = await backend(['events'])
  const processors = await backend(['processors', '--events', events.address])
  const pipelines: Record<string, Awaited<ReturnType<typeof backend>>> = {}
  for (const def of defaultPipelines(events.address, processors.address)) {
    const file = join(dir, `${def.name}.yaml`)
    writeFileSync(file, stringify(def))
    pipelines[def.name] = await backend(['pipeline', '--config', file])
  }

  const port = await freePort()
  const gateway = run(t, ENTRYPOINT, [], { cwd: ROOT, env: { ...env, PORT: String(port) } })
  const url = `http://127.0.0.1:${port}`
  for (const name of [RTF_PIPELINE, DEFAULT_PIPELINE]) {
    await gateway.waitForLine(
      new RegExp(`^Started new pipeline gateway for ${name} at ${pipelines[name]!.address.replace(/\./g, '\\.')}$`),
      60_000,
    )
  }
  const { value: ready } = await pollUntil(
    'ready',
    async () => {
      const r = await request(url, 'GET', '/readyz').catch(() => undefined)
      return r?.status === 200 ? r : undefined
    },
    { withinMs: 30_000 },
  )
  t.same(
    ready.json.checks,
    { routing_table: 'loaded', events_service: 'routed' },
    'ready: the registered events service is routed',
  )
  const expected = [
    'events:svc-events',
    ...CLINICAL_COMPONENTS.map((id) => `processor:${id}`),
    `pipeline:${DEFAULT_PIPELINE}`,
    `pipeline:${RTF_PIPELINE}`,
  ].sort()
  type Row = { identifier: string }
  const routed = async () => {
    const r = (await request(url, 'GET', '/v1/routes')).json as {
      events: Row | null
      processors: Row[]
      pipelines: Row[]
    }
    return [
      ...(r.events ? [`events:${r.events.identifier}`] : []),
      ...r.processors.map((p) => `processor:${p.identifier}`),
      ...r.pipelines.map((p) => `pipeline:${p.identifier}`),
    ].sort()
  }
  // Consul routes an instance once its health check passes: each comes when it does.
  await pollUntil('every backend routed', async () => (await routed()).length === expected.length, { withinMs: 30_000 })
  t.same(await routed(), expected, 'every backend routed from the registry')

  const note = 'Chest pain. She denies fever.'
  const r = await request(url, 'POST', `/v1/pipeline/${DEFAULT_PIPELINE}/process`, {
    event: { event_id: 'sidecar-1', binaries: { rtf: Buffer.from(note).toString('base64') } },
    params: { document_name: 'plaintext' },
  })
  t.equal(r.status, 200)
  t.ok(r.json.event.documents.plaintext.label_indices.sentences.labels.length > 0, 'sentences')
  const created = await request(url, 'POST', '/v1/events/sidecar-2')
  t.equal(created.status, 200, 'the events route, discovered as svc-events')

  // A backend that stops deregisters, and the gateway stops routing it.
  process.kill(pipelines[RTF_PIPELINE]!.proc.child.pid!, 'SIGTERM')
  t.equal(await pipelines[RTF_PIPELINE]!.proc.waitForExit(20_000), 0, 'the pipeline service exits cleanly')
  const { value: listed } = await pollUntil(
    'route dropped',
    async () => {
      const l = await request(url, 'GET', '/v1/pipelines')
      return l.json.Pipelines.length === 1 ? l : undefined
    },
    { withinMs: 30_000 },
  )
  t.same(listed.json.Pipelines, [{ Identifier: DEFAULT_PIPELINE }])
  const gone = await request(url, 'POST', `/v1/pipeline/${RTF_PIPELINE}/process`, { event: { event_id: 'x' } })
  t.equal(gone.status, 404, 'no route for the stopped pipeline')
})
