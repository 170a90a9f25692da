// Config files through the real `svc` command: a typo in a key stops the gateway before it
// listens (exit 2, one line naming the key, its line and column, and the key it most resembles);
// `svc config check` passes every example config of the repository and names an unknown plugin
// option; `svc config schema` prints the schema config/svcConfig.schema.json holds.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t, { type Test } from 'tap'
import { parse as parseYaml, parseAllDocuments } from 'yaml'
import { parseConfig } from '../src/config/config.js'
import { parsePipelineDefinition } from '../src/pipeline/pipeline-config.js'
import { configJsonSchemaText } from '../src/schema/config-json-schema.js'
import { freePort, portIsFree, run } from './helpers/processes.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SVC = join(ROOT, 'bin', 'svc.js')

async function svc(
  t: Test,
  args: string[],
  cwd = ROOT,
): Promise<{ code: number | string | null; stdout: string[]; stderr: string[] }> {
  const p = run(t, process.execPath, [SVC, ...args], { cwd, env: { ...process.env, SVC_CONFIG: '' } })
  const code = await p.waitForExit(60_000)
  return { code, stdout: p.stdout, stderr: p.stderr }
}

t.test('a typo in a key: exit 2, one line naming it with its line and column, and nothing listens', async (t) => {
  const dir = t.testdir()
  const port = await freePort()
  const file = join(dir, 'svcConfig.yaml')
  // `plugin:` for `plugins:` would have run the gateway with no auth at all.
  writeFileSync(file, `gateway: {port: ${port}, host: 127.0.0.1}\nplugin:\n  - {name: auth, options: {keys: [k]}}\n`)
  const r = await svc(t, ['gateway', '--config', file])
  t.equal(r.code, 2)
  t.same(r.stderr, [`svc: config ${file}:2:1: unknown key "plugin" at the top level (did you mean "plugins"?)`])
  t.ok(await portIsFree(port), 'the gateway never listened')

  writeFileSync(file, `gatway: {port: ${port}}\n`)
  const up = await svc(t, ['up', '--config', file])
  t.equal(up.code, 2)
  t.same(up.stderr, [`svc: config ${file}:1:1: unknown key "gatway" at the top level (did you mean "gateway"?)`])
  t.ok(await portIsFree(port), 'nothing listens on the port the typo meant')
})

t.test('svc config check names an unknown plugin option, and a bad value with what it expected', async (t) => {
  const dir = t.testdir()
  const file = join(dir, 'c.yaml')
  writeFileSync(file, 'plugins:\n  - name: cors\n    options:\n      origins: ["*"]\n      maxAgee: 60\n')
  const r = await svc(t, ['config', 'check', file])
  t.equal(r.code, 2)
  t.same(r.stderr, [`svc: config ${file}:5:7: unknown key "maxAgee" in plugins[0].options (did you mean "maxAge"?)`])
  writeFileSync(file, 'plugins:\n  - name: retry\n    options: {tries: 0}\n')
  const bad = await svc(t, ['config', 'check', file])
  t.equal(bad.code, 2)
  t.same(bad.stderr, [`svc: config ${file}:3:22: plugins[0].options.tries: expected an integer >= 1`])
})

t.test('every example config of the repository passes svc config check', async (t) => {
  const configs = readdirSync(join(ROOT, 'config'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => join(ROOT, 'config', f))
  // The configs the Kubernetes manifests mount, as files.
  const dir = t.testdir()
  for (const manifest of [
    'deploy/k8s/gateway/gateway-config.yaml',
    'deploy/k8s/sidecar/gateway-config-registry.yaml',
  ]) {
    for (const doc of parseAllDocuments(readFileSync(join(ROOT, manifest), 'utf8'))) {
      const text = (doc.toJS() as { data?: Record<string, string> } | null)?.data?.['svcConfig.yaml']
      if (text === undefined) continue
      const file = join(dir, `${manifest.replace(/\W+/g, '-')}.yaml`)
      writeFileSync(file, text)
      configs.push(file)
    }
  }
  t.ok(configs.length >= 6, 'the config folder and the manifests')
  const r = await svc(t, ['config', 'check', ...configs])
  t.equal(r.code, 0, r.stderr.join('\n'))
  t.same(
    r.stdout,
    configs.map((f) => `${f}: ok`),
  )
})

t.test('every YAML example in the docs is a valid config or pipeline definition', async (t) => {
  for (const page of readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md'))) {
    const text = readFileSync(join(ROOT, 'docs', page), 'utf8')
    for (const [, block] of text.matchAll(/```yaml\n([\s\S]*?)```/g)) {
      const value = parseYaml(block) as Record<string, unknown>
      if ('components' in value)
        t.doesNotThrow(() => parsePipelineDefinition(value, page), `${page}: a pipeline definition`)
      else t.doesNotThrow(() => parseConfig(block, page), `${page}: a config`)
    }
  }
})

t.test('svc config schema prints the schema config/svcConfig.schema.json holds', async (t) => {
  const r = await svc(t, ['config', 'schema'])
  t.equal(r.code, 0)
  const published = readFileSync(join(ROOT, 'config', 'svcConfig.schema.json'), 'utf8')
  t.equal(r.stdout.join('\n') + '\n', published)
  t.equal(
    published,
    configJsonSchemaText(),
    'the published file is the schema the loader checks with (npm run docs:config writes it)',
  )
})
