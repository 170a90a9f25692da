// The fixed-address deployment: the files of its steps agree with each other and with the
// embedded stack, and scripts/four-step.sh (the commands of docs/deployment.md) serves a note through
// svc-default-pipeline. Ports are offset (SVC_PORT_BASE) so a developer's stack on 10100…/8080
// is left alone.
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { loadConfig } from '../src/config/config.js'
import { loadPipelineFile } from '../src/pipeline/pipeline-config.js'
import {
  CLINICAL_COMPONENTS,
  DEFAULT_PIPELINE,
  defaultPipelines,
  RTF_PIPELINE,
} from '../src/stack/default-pipelines.js'
import { freePort, portIsFree, run } from './helpers/processes.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const file = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url))
const EVENTS = '127.0.0.1:10100'
const PROCESSORS = '127.0.0.1:10101'
const SCRIPT_WITHIN_MS = 100_000

t.test("step 2: the pipeline definitions are the embedded stack's, at the fixed addresses", async (t) => {
  const expected = Object.fromEntries(defaultPipelines(EVENTS, PROCESSORS).map((d) => [d.name, d]))
  for (const name of [RTF_PIPELINE, DEFAULT_PIPELINE]) {
    t.same(loadPipelineFile(file(`config/pipelines/${name}.yaml`)), expected[name], name)
  }
})

t.test('step 3: svcConfig.fixed.yaml names every backend of steps 1 and 2', async (t) => {
  const loaded = loadConfig(file('config/svcConfig.fixed.yaml'))
  t.same(loaded.warnings, [], 'no warnings')
  const c = loaded.config
  t.equal(c.discovery, 'static')
  t.equal(c.gateway.port, 8080)
  t.equal(c.gateway.events, EVENTS)
  t.same(
    c.processors,
    CLINICAL_COMPONENTS.map((Identifier) => ({ Identifier, Endpoint: PROCESSORS })),
  )
  t.same(c.pipelines, [
    { Identifier: RTF_PIPELINE, Endpoint: '127.0.0.1:10111' },
    { Identifier: DEFAULT_PIPELINE, Endpoint: '127.0.0.1:10112' },
  ])
})

/** A base port whose +0, +1, +11 and +12 are free, below the ephemeral range. */
async function freeBase(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20000 + Math.floor(Math.random() * 9000)
    const ports = [base, base + 1, base + 11, base + 12]
    if ((await Promise.all(ports.map(portIsFree))).every(Boolean)) return base
  }
  throw new Error('no free block of ports found')
}

t.test('scripts/four-step.sh: four steps, ready, a note through svc-default-pipeline, all stopped', async (t) => {
  const base = await freeBase()
  const gatewayPort = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SVC_PORT_BASE: String(base),
    SVC_GATEWAY_PORT: String(gatewayPort),
    SVC_GATEWAY_HOST: '127.0.0.1',
    SVC_READY_WITHIN: '60',
  }
  const proc = run(t, 'sh', [file('scripts/four-step.sh')], { cwd: ROOT, env })
  const code = await proc.waitForExit(SCRIPT_WITHIN_MS)
  const output = `stdout:\n${proc.stdout.join('\n')}\nstderr:\n${proc.stderr.slice(-40).join('\n')}`
  t.equal(code, 0, 'the script succeeded', { output })

  for (const [name, port] of [
    [RTF_PIPELINE, base + 11],
    [DEFAULT_PIPELINE, base + 12],
  ] as const) {
    t.ok(
      proc.stdout.includes(`Started new pipeline gateway for ${name} at 127.0.0.1:${port}`),
      `readiness line for ${name}`,
    )
  }
  const line = proc.stdout.find((l) => l.startsWith('FOUR_STEP_RESULT '))
  t.ok(line, 'the result summary was printed', { output })
  const result = JSON.parse(line?.slice('FOUR_STEP_RESULT '.length) ?? '{}')
  t.equal(result.status, 200)
  t.same(result.components, [...CLINICAL_COMPONENTS], 'every component ran, in order')
  t.ok(result.characters > 0, 'the note became document plaintext')
  for (const index of ['sentences', 'tokens', 'sections', 'concepts']) {
    t.ok(result.indices?.[index] > 0, `${index} labelled`)
  }
  t.same(proc.leftovers(), [], 'every process of the four steps stopped')
  for (const port of [base, base + 1, base + 11, base + 12, gatewayPort])
    t.ok(await portIsFree(port), `port ${port} released`)
})
