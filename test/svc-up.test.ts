// `svc up` as a real process: the whole stack from one config file (auth, a lexicon, a pipeline
// from a definition file naming no addresses), observable by default as `npm start` runs it,
// its backends child gone however `svc up` ends (SIGKILL included), and one-line errors.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t, { type Test } from 'tap'
import { request } from './helpers/http.js'
import { pollUntil } from './helpers/poll.js'
import { commandLine, freePort, portIsFree, run, takenPort, type Running } from './helpers/processes.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const BIN = join(ROOT, 'bin/svc.js')
const START_WITHIN_MS = 90_000
const KEY = 'test-key-of-svc-up'

/** Environment without a developer's SVC_CONFIG or log level. */
function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = { ...process.env }
  delete e.SVC_CONFIG
  delete e.SVC_LOG_LEVEL
  return { ...e, ...extra }
}

/** The one line a `svc` that failed printed, besides its JSON log lines. */
function failureLines(proc: Running): string[] {
  return proc.stderr.filter((l) => !l.startsWith('{'))
}

async function waitForStack(proc: Running, pipelines: string[]) {
  for (const id of pipelines)
    await proc.waitForLine(new RegExp(`^Started new pipeline gateway for ${id} at `), START_WITHIN_MS)
}

function configDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'svc-up-'))
  // A term no built-in lexicon has, with a code of our own: found only if the file reached the processors.
  writeFileSync(join(dir, 'site.tsv'), 'zorblax syndrome\tproblem\tzorblax syndrome\tSITE:42\n')
  writeFileSync(
    join(dir, 'concepts-only.yaml'),
    [
      'name: concepts-only',
      'components:',
      '  - processor_id: svc-rtf',
      '  - processor_id: svc-sentences',
      '  - processor_id: svc-concepts',
      '',
    ].join('\n'),
  )
  return dir
}

t.test('svc up --config FILE: the stack the file describes, with its auth, plugins and lexicon', async (t) => {
  const dir = configDir()
  const port = await freePort()
  const file = join(dir, 'svcConfig.yaml')
  writeFileSync(
    file,
    `gateway: {host: 127.0.0.1, port: ${port}}
plugins:
  - name: auth
    options: {keys: [${KEY}]}
nlp:
  lexicons: [site.tsv]
stack:
  processors: {only: [svc-rtf, svc-sentences, svc-concepts]}
  pipelines:
    - file: concepts-only.yaml
`,
  )
  const proc = run(t, process.execPath, [BIN, 'up', '--config', file], { cwd: ROOT, env: env() })
  await waitForStack(proc, ['concepts-only'])
  const url = `http://127.0.0.1:${port}`
  const auth = { authorization: `Bearer ${KEY}` }

  const denied = await request(url, 'GET', '/v1/pipelines')
  t.equal(denied.status, 401, "the file's auth plugin runs: no key, 401")
  t.equal(denied.json.code, 16)
  const pipelines = await request(url, 'GET', '/v1/pipelines', undefined, auth)
  t.equal(pipelines.status, 200, 'with the key, 200')
  t.same(pipelines.json, { Pipelines: [{ Identifier: 'concepts-only' }] }, 'only the pipeline the file names')
  const processors = await request(url, 'GET', '/v1/processors', undefined, auth)
  t.same(
    processors.json.Processors.map((p: { Identifier: string }) => p.Identifier),
    ['svc-concepts', 'svc-rtf', 'svc-sentences'],
    'only the processors the file names',
  )

  const text = 'The patient has zorblax syndrome.'
  const body = {
    event: { event_id: 'up-1', binaries: { rtf: Buffer.from(text).toString('base64') } },
    params: { document_name: 'plaintext' },
  }
  const r = await request(url, 'POST', '/v1/pipeline/concepts-only/process', body, auth)
  t.equal(r.status, 200, r.json?.message ?? "the pipeline from the definition file ran on the stack's own services")
  const concepts = r.json.event.documents.plaintext.label_indices.concepts.labels
  t.match(
    concepts,
    [{ preferred_term: 'zorblax syndrome', code: 'SITE:42' }],
    "the config's lexicon reached svc-concepts in the backends child",
  )

  const metrics = await request(url, 'GET', '/metrics')
  t.equal(metrics.status, 200, 'metrics on (and open, as auth leaves /metrics)')
  // Auth answers before routing: a refused request has no route.
  t.match(metrics.text, /svc_gateway_requests_total\{route="\(unmatched\)",method="GET",identifier="",code="401"\} 1/)
  t.match(metrics.text, /svc_gateway_requests_total\{route="\/v1\/pipelines",method="GET",identifier="",code="200"\} 1/)
})

t.test('npm start: metrics and the access log on by default', async (t) => {
  const port = await freePort()
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const proc = run(t, npm, ['start', '--silent', '--', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: ROOT,
    env: env(),
  })
  await waitForStack(proc, ['svc-rtf-to-text', 'svc-default-pipeline'])
  // the gateway's process starts its old generation at 128 MiB (src/heap.ts), its backends child does not
  await pollUntil('the backends child seen', () =>
    proc.leftovers().some((pid) => commandLine(pid).includes('backends')),
  )
  const nodes = proc.leftovers().map(commandLine)
  const gateway = nodes.find((words) => words.includes('up'))
  const backends = nodes.find((words) => words.includes('backends'))
  t.ok(gateway?.includes('--initial-old-space-size=128'), `the gateway: ${gateway?.join(' ')}`)
  t.notOk(
    backends?.some((w) => w.startsWith('--initial-old-space-size')),
    `the backends child: ${backends?.join(' ')}`,
  )
  const url = `http://127.0.0.1:${port}`
  t.equal((await request(url, 'GET', '/v1/events/npm-start/metadata')).status, 404)
  const metrics = await request(url, 'GET', '/metrics')
  t.equal(metrics.status, 200, 'GET /metrics answers')
  t.match(
    metrics.text,
    /svc_gateway_requests_total\{route="\/v1\/events\/:event_id\/metadata",method="GET",identifier="svc-events",code="404"\} 1/,
  )
  t.match(
    metrics.text,
    /svc_gateway_backend_requests_total\{identifier="svc-events",backend_method="GetAllMetadata",grpc_code="NOT_FOUND"\} 1/,
  )
  t.match(metrics.text, /# TYPE svc_gateway_backend_up gauge/)
  const { value: line } = await pollUntil('the access log line', () =>
    proc.stderr.find((l) => l.includes('"request_id"') && l.includes('/v1/events/npm-start/metadata')),
  )
  t.match(JSON.parse(line), {
    method: 'GET',
    path: '/v1/events/npm-start/metadata',
    status: 404,
    route: '/v1/events/:event_id/metadata',
  })
  const started = proc.stderr.map((l) => (l.startsWith('{') ? JSON.parse(l) : {})).find((l) => l.msg === 'stack up')
  t.equal(started?.gateway, `127.0.0.1:${port}`, 'the stack up line names the address bound')
})

/** The ports of every backend the gateway routes, from /v1/routes. */
async function routedPorts(url: string): Promise<number[]> {
  const routes = (await request(url, 'GET', '/v1/routes')).json
  const targets = [
    routes.events.target,
    ...routes.processors.map((r: { target: string }) => r.target),
    ...routes.pipelines.map((r: { target: string }) => r.target),
  ]
  return [...new Set(targets.map((target: string) => Number(target.split(':').pop())))]
}

t.test('SIGKILL of svc up: its backends child exits too, every port is free', async (t) => {
  const port = await freePort()
  const proc = run(t, process.execPath, [BIN, 'up', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: ROOT,
    env: env(),
  })
  await waitForStack(proc, ['svc-rtf-to-text', 'svc-default-pipeline'])
  const url = `http://127.0.0.1:${port}`
  const ports = await routedPorts(url)
  t.equal(ports.length, 4, 'events, processors and two pipelines listen')
  await pollUntil('the child seen', () => proc.leftovers().length > 0)
  t.ok(proc.leftovers().length > 0, 'a backends child runs')

  // Only the parent: the child sits in a process group of its own, out of reach of any signal to svc up's.
  process.kill(proc.child.pid!, 'SIGKILL')
  t.equal(await proc.waitForExit(10_000), 'SIGKILL')
  await pollUntil('no process left', () => proc.leftovers().length === 0, { withinMs: 30_000 })
  t.same(proc.leftovers(), [], 'no backend process left behind')
  for (const p of [port, ...ports]) t.ok(await portIsFree(p), `port ${p} is free`)
})

async function failsWithOneLine(t: Test, args: string[], line: string | RegExp, extraEnv: Record<string, string> = {}) {
  const proc = run(t, process.execPath, [BIN, ...args], { cwd: ROOT, env: env(extraEnv) })
  t.equal(await proc.waitForExit(START_WITHIN_MS), 2, `${args.join(' ')}: exit code 2`)
  const lines = failureLines(proc)
  t.equal(lines.length, 1, `${args.join(' ')}: one line (${lines.join(' | ')})`)
  if (typeof line === 'string') t.equal(lines[0], line)
  else t.match(lines[0], line)
  t.notMatch(proc.stderr.join('\n'), /^\s+at /m, 'no stack trace')
  t.same(proc.leftovers(), [], 'nothing left running')
}

t.test('a port in use: one line naming it and exit code 2, for every command', async (t) => {
  const port = await takenPort(t)
  const inUse = `cannot listen on 127.0.0.1:${port}`
  await failsWithOneLine(
    t,
    ['up', '--host', '127.0.0.1', '--port', String(port)],
    `svc: up: ${inUse} (gateway.port): address already in use`,
  )
  await failsWithOneLine(
    t,
    ['gateway', '--host', '127.0.0.1', '--port', String(port)],
    `svc: gateway: ${inUse}: address already in use`,
  )
  await failsWithOneLine(t, ['events', '--port', String(port)], `svc: events: ${inUse}: address already in use`)
  await failsWithOneLine(
    t,
    ['processors', '--events', '127.0.0.1:1', '--port', String(port)],
    `svc: processors: ${inUse}: address already in use`,
  )
  const dir = configDir()
  const file = join(dir, 'taken.yaml')
  writeFileSync(file, `stack: {events: {port: ${port}}}\n`)
  await failsWithOneLine(
    t,
    ['up', '--port', '0', '--config', file],
    `svc: up: ${inUse} (stack.events.port): address already in use`,
  )
})

t.test('a missing file, a bad flag, a failure in the backends child: one line and exit code 2', async (t) => {
  const dir = configDir()
  await failsWithOneLine(
    t,
    ['up', '--config', join(dir, 'absent.yaml')],
    `svc: config ${join(dir, 'absent.yaml')}: (file): expected a readable YAML file (ENOENT)`,
  )
  await failsWithOneLine(
    t,
    ['up', '--port', '0'],
    'svc: config absent.yaml: (file): expected a readable YAML file (ENOENT)'.replace(
      'absent.yaml',
      join(dir, 'env.yaml'),
    ),
    { SVC_CONFIG: join(dir, 'env.yaml') },
  )
  await failsWithOneLine(t, ['up', '--bogus'], 'svc: up: unknown option --bogus (svc up --help lists its options)')
  // The lexicon is read in the backends child: its failure becomes svc up's one line.
  const file = join(dir, 'lexicon.yaml')
  writeFileSync(file, 'gateway: {host: 127.0.0.1, port: 0}\nnlp: {lexicons: [missing.tsv]}\n')
  await failsWithOneLine(
    t,
    ['up', '--config', file],
    new RegExp(`^svc: up: lexicon ${join(dir, 'missing.tsv').replace(/[.]/g, '\\.')}: `),
  )
})

t.test('svc alone prints the usage and exits 2', async (t) => {
  const proc = run(t, process.execPath, [BIN], { cwd: ROOT, env: env() })
  t.equal(await proc.waitForExit(30_000), 2)
  t.match(proc.stderr.join('\n'), /^usage: svc <command> \[options\]/)
  t.same(proc.stdout, [])
})
