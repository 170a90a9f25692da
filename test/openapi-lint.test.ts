// The OpenAPI document as independent tools read it: `redocly lint` with its recommended rules
// finds nothing (with and without the auth plugin), and a client generated from it with
// openapi-typescript types a pipeline answer's labels (a small TS file compiles against it, and
// misusing a label's offsets does not).
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import t, { type Test } from 'tap'
import ts from 'typescript'
import { startGateway, testConfig } from './helpers/servers.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'svc-openapi-'))

async function documentOf(t: Test, plugins: { name: string; options?: Record<string, unknown> }[]): Promise<string> {
  const g = await startGateway(t, testConfig({ plugins }))
  const r = await g.req('GET', '/v1/openapi.json')
  t.equal(r.status, 200)
  return r.text
}

/** `npx redocly lint --extends recommended --format json FILE`, as its JSON report. */
async function redoclyLint(
  file: string,
): Promise<{ totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] }> {
  const child = spawn('npx', ['--no', 'redocly', 'lint', '--extends', 'recommended', '--format', 'json', file], {
    cwd: ROOT,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c))
  await once(child, 'exit')
  return JSON.parse(out.slice(out.indexOf('{')))
}

t.test('redocly lint (recommended rules): 0 errors, 0 warnings, with and without auth', async (t) => {
  const variants = {
    plain: [],
    secured: [
      { name: 'auth', options: { keys: ['k'] } },
      { name: 'metrics' },
      { name: 'cors', options: { origins: ['https://app.example.org'] } },
    ],
  }
  for (const [name, plugins] of Object.entries(variants)) {
    const file = join(dir, `${name}.json`)
    writeFileSync(file, await documentOf(t, plugins))
    const report = await redoclyLint(file)
    t.same(
      report.problems.map((p) => `${p.ruleId}: ${p.message}`),
      [],
      `${name}: no problems`,
    )
    t.same(report.totals, { ...report.totals, errors: 0, warnings: 0 }, `${name}: 0 errors, 0 warnings`)
  }
})

t.test('the document describes security when auth is on: schemes, the requirement, open paths', async (t) => {
  const doc = JSON.parse(await documentOf(t, [{ name: 'auth', options: { keys: ['k'] } }, { name: 'metrics' }]))
  t.same(Object.keys(doc.components.securitySchemes).sort(), ['apiKeyHeader', 'bearerAuth'])
  t.same(doc.security, [{ bearerAuth: [] }, { apiKeyHeader: [] }])
  t.same(doc.paths['/healthz'].get.security, [], '/healthz open')
  t.same(doc.paths['/metrics'].get.security, [], "the metrics plugin's route is documented, open")
  t.notOk('security' in doc.paths['/v1/pipelines'].get, 'the rest need a key')
  t.same(doc.paths['/v1/pipelines'].get.responses['401'], { $ref: '#/components/responses/Unauthorized' })
  const plain = JSON.parse(await documentOf(t, []))
  t.same(plain.security, [], 'no credentials plugin: no requirement')
  t.notOk(plain.components.securitySchemes)
  t.notOk(plain.paths['/v1/pipelines'].get.responses['401'])
})

t.test("a client generated with openapi-typescript types a pipeline answer's labels", async (t) => {
  const doc = JSON.parse(await documentOf(t, []))
  writeFileSync(join(dir, 'api.d.ts'), astToString(await openapiTS(doc)))
  const client = (body: string) => {
    const file = join(dir, `client-${Math.random().toString(36).slice(2)}.ts`)
    writeFileSync(file, `import type { paths } from './api.js'\n${body}\n`)
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      skipLibCheck: true,
      types: [],
    })
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
  }
  const answer = `type Answer = paths['/v1/pipeline/{pipeline_id}/process']['post']['responses'][200]['content']['application/json']
declare const answer: Answer
const index = answer.event.documents['plaintext'].label_indices['concepts']
const label = index.labels[0]`
  t.same(
    client(`${answer}
const start: number = label.start_index
const end: number = label.end_index
const distinct: boolean = index.distinct
const text: string | undefined = answer.event.documents['plaintext'].text
const took: string = answer.result.component_results[0].timing_info['svc-tokens:process_method']
const field: unknown = label['negated']
type Request = paths['/v1/pipeline/{pipeline_id}/process']['post']['requestBody']
const body: NonNullable<Request>['content']['application/json'] = { event: { event_id: 'n1', binaries: { rtf: 'e30=' } }, params: { document_name: 'plaintext' } }
type Close = paths['/v1/events/{event_id}']['delete']['parameters']['query']
const lease: NonNullable<Close>['lease_id'] = 3
export { start, end, distinct, text, took, field, body, lease }`),
    [],
    'compiles: offsets are numbers, indices and documents are named maps, the request and the lease query parameter are typed',
  )
  const wrong = client(`${answer}\nconst start: string = label.start_index\nexport { start }`)
  t.match(
    wrong,
    [/Type 'number' is not assignable to type 'string'/],
    'a label offset is not a string: the types are real, not any',
  )
  const missing = client(`${answer}\nconst n: number = index.labels[0].nonsense\nexport { n }`)
  t.match(
    missing,
    [/Type 'unknown' is not assignable to type 'number'/],
    'other members of a label are unknown JSON, not any',
  )
})
