// The API document and the server agree: Schemathesis (scripts/api-conformance.sh) generates
// requests from GET /v1/openapi.json, valid and invalid, against the whole stack, with every
// check it has (--checks all: no 5xx, statuses, content types, answer schemas and headers as
// documented, what the document refuses refused and what it allows taken, methods it does not
// list answered 405, resources gone after DELETE), and finds nothing. Deterministic: the same
// cases every run (about 2,400; some 40 s on two cores).
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { startStack } from '../src/stack/stack.js'
import { run } from './helpers/processes.js'

const SCRIPT = fileURLToPath(new URL('../scripts/api-conformance.sh', import.meta.url))

// Some 40 s alone; a loaded CI machine may take several times that, past the default per-file timeout.
t.setTimeout(15 * 60_000)

t.test('Schemathesis --checks all over the whole stack: at least 2,000 cases, no failure', async (t) => {
  const stack = await startStack({ port: 0, host: '127.0.0.1', singleProcess: true, log: () => {}, announce: () => {} })
  t.teardown(() => stack.close())
  const p = run(t, 'sh', [SCRIPT, stack.gateway.url], { env: { ...process.env } })
  const code = await p.waitForExit(800_000)
  const report = [...p.stdout, ...p.stderr].join('\n')
  if (code === 3) return t.plan(0, `no Python 3.9+ here for Schemathesis (scripts/get-schemathesis.sh exits 3)`)
  const cases = /(\d+) generated, (\d+) passed/.exec(report)
  t.ok(cases, 'the report counts its cases')
  t.ok(Number(cases?.[1]) >= 2000, `${cases?.[1]} cases generated`)
  t.equal(cases?.[1], cases?.[2], 'every case passed')
  t.match(report, /✅ Stateful/, 'every phase ran, the stateful one included')
  t.equal(
    code,
    0,
    report
      .split('\n')
      .filter((l) => /ST\d+|failure/.test(l))
      .join('\n'),
  )
})
