// The access log gathers the lines of one event-loop turn and writes them together. Every line
// still arrives, whole and in order: through a gateway under concurrent requests, when the
// gateway closes right after answering, when the process exits in the same turn the lines were
// made, and when one turn makes more lines than a batch holds (written at once, not kept).
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { BATCH_CHARACTERS, openSink } from '../plugins/access-log-sink.js'
import { startEvents, startGateway, testConfig } from './helpers/servers.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

t.test('through a gateway: one line per request under concurrency, each whole, every one there after close', async (t) => {
  const file = join(t.testdir(), 'access.log')
  const events = await startEvents(t)
  const g = await startGateway(t, testConfig({ gateway: { events: events.address }, plugins: [{ name: 'logging', options: { destination: file } }] }))
  // Sequential requests first: their lines must come in the order they were answered.
  const sequential: string[] = []
  for (let i = 0; i < 20; i++) {
    const id = `seq-${i}`
    sequential.push(id)
    t.equal((await g.req('GET', '/healthz', undefined, { 'x-request-id': id })).status, 200)
  }
  // Then bursts of concurrent requests on several connections, answered in the same turns.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })
  t.teardown(() => agent.destroy())
  const url = new URL(g.url)
  const burst: string[] = []
  const get = (id: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request({ host: url.hostname, port: url.port, path: '/healthz', agent, headers: { 'x-request-id': id } }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      })
      req.on('error', reject)
      req.end()
    })
  for (let round = 0; round < 5; round++) {
    const ids = Array.from({ length: 40 }, (_, i) => `burst-${round}-${i}`)
    burst.push(...ids)
    t.same(await Promise.all(ids.map(get)), ids.map(() => 200))
  }
  await g.gw.close()

  const text = readFileSync(file, 'utf8')
  t.ok(text.endsWith('\n'), 'the file ends with a whole line')
  const ids = text.trimEnd().split('\n').map((l) => JSON.parse(l).request_id)
  t.equal(ids.length, sequential.length + burst.length, 'one line per request')
  t.same(ids.slice(0, sequential.length), sequential, 'sequential requests in the order answered')
  t.same([...ids.slice(sequential.length)].sort(), [...burst].sort(), 'every concurrent request, once')
})

t.test('close writes the lines of the current turn', async (t) => {
  const file = join(t.testdir(), 'close.log')
  const sink = openSink(file, (err) => t.fail(String(err)))
  for (let i = 0; i < 100; i++) sink.write(`line ${i}\n`)
  t.equal(readFileSync(file, 'utf8'), '', 'nothing is written before the turn ends')
  await sink.close()
  t.same(readFileSync(file, 'utf8').trimEnd().split('\n'), Array.from({ length: 100 }, (_, i) => `line ${i}`))
  sink.write('after close\n')
  await new Promise((r) => setImmediate(r))
  t.notMatch(readFileSync(file, 'utf8'), 'after close', 'nothing is written after close')
})

t.test('a turn that makes more than a batch holds writes it at once, in whole lines', async (t) => {
  const file = join(t.testdir(), 'bound.log')
  const sink = openSink(file, (err) => t.fail(String(err)))
  t.teardown(() => sink.close())
  const line = 'x'.repeat(99) + '\n'
  const count = Math.ceil((2.5 * BATCH_CHARACTERS) / line.length)
  for (let i = 0; i < count; i++) sink.write(line)
  const written = readFileSync(file, 'utf8')
  t.ok(written.length >= 2 * BATCH_CHARACTERS, `at least two batches written within the turn (${written.length} characters)`)
  t.ok(written.length < count * line.length, 'the rest waits for the turn to end')
  t.ok(written.endsWith('\n') && written.length % line.length === 0, 'whole lines only')
  await new Promise((r) => setImmediate(r))
  t.equal(readFileSync(file, 'utf8').length, count * line.length, 'the rest follows at the end of the turn')
})

for (const destination of ['stdout', 'stderr', 'file'] as const) {
  t.test(`${destination}: lines made in the turn the process exits in are written`, async (t) => {
    const file = join(t.testdir(), 'exit.log')
    const script = `
      import { openSink } from ${JSON.stringify(join(ROOT, 'plugins/access-log-sink.ts'))}
      const sink = openSink(${JSON.stringify(destination === 'file' ? file : destination)}, () => {})
      for (let i = 0; i < 500; i++) sink.write('exit line ' + i + '\\n')
      process.exit(0)
    `
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' })
    t.equal(r.status, 0, r.stderr)
    const out = destination === 'stdout' ? r.stdout : destination === 'stderr' ? r.stderr : readFileSync(file, 'utf8')
    t.same(out.trimEnd().split('\n'), Array.from({ length: 500 }, (_, i) => `exit line ${i}`))
  })
}
