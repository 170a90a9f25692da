// Issue 26: h2spec (HTTP/2 conformance, 145 cases, h2c) against the events service, a real
// `svc events` process, and against a bare node:http2 server started here, in one run. Ours
// passes at least as many cases as the bare server, and docs/http2.md names every case ours
// fails, with the reason. A case that fails is run once more alone on the same server, and the
// counts are those of the cases that failed twice (timing-dependent cases, docs/http2.md).
import { readFileSync } from 'node:fs'
import http2 from 'node:http2'
import type { AddressInfo } from 'node:net'
import t from 'tap'
import { EVENTS_ARGS, startSvc } from './helpers/h2-attack-checks.js'
import { count, runH2spec, withSecondRuns, type H2specCase } from './helpers/h2spec.js'

t.setTimeout(15 * 60_000)

/** The simplest server node:http2 allows: reads each request to its end, answers 200 "ok". */
async function bareServer(): Promise<{ port: number; close(): void }> {
  const server = http2.createServer()
  server.on('stream', (stream, headers) => {
    stream.on('error', () => undefined)
    stream.resume()
    stream.on('end', () => {
      if (stream.destroyed || stream.closed) return
      stream.respond({ ':status': 200 }, { endStream: headers[':method'] === 'HEAD' })
      if (headers[':method'] !== 'HEAD') stream.end('ok')
    })
  })
  server.on('sessionError', () => undefined)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, close: () => server.close() }
}

const summary = (cases: H2specCase[]) =>
  `${cases.length} cases: ${count(cases, 'passed')} passed, ${count(cases, 'failed')} failed, ${count(cases, 'skipped')} skipped`

t.test('h2spec: the events service passes at least what a bare node:http2 server passes', async (t) => {
  const events = await startSvc(t, EVENTS_ARGS)
  const bare = await bareServer()
  t.teardown(() => bare.close())
  const port = Number(events.address.split(':').pop())
  const [first, theirFirst] = await Promise.all([runH2spec(port), runH2spec(bare.port)])
  t.comment(`events service, first run: ${summary(first)}`)
  t.comment(`bare node:http2, first run: ${summary(theirFirst)}`)
  const [mine, bares] = await Promise.all([withSecondRuns(port, first), withSecondRuns(bare.port, theirFirst)])
  for (const [who, r] of [
    ['events service', mine],
    ['bare node:http2', bares],
  ] as const)
    for (const c of r.retried) t.comment(`${who}: failed once, passed alone: ${c.id} ${c.title}`)
  const ours = mine.cases
  const theirs = bares.cases
  t.comment(`events service, failures run twice: ${summary(ours)}`)
  t.comment(`bare node:http2, failures run twice: ${summary(theirs)}`)
  const failed = ours.filter((c) => c.result === 'failed')
  for (const c of failed) t.comment(`fails on ours: ${c.id} ${c.title}\n  ${c.detail.replace(/\n/g, '\n  ')}`)
  t.equal(ours.length, theirs.length, 'the same cases ran against both')
  t.ok(
    count(ours, 'passed') >= count(theirs, 'passed'),
    `ours passes ${count(ours, 'passed')} >= ${count(theirs, 'passed')}`,
  )
  const doc = readFileSync(new URL('../docs/http2.md', import.meta.url), 'utf8')
  t.same(
    failed.filter((c) => !doc.includes(`\`${c.id}\``)).map((c) => `${c.id} ${c.title}`),
    [],
    'docs/http2.md names every case that fails on ours',
  )
})
