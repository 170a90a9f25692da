// The blocking-query watch: where it blocks next (a table of index steps), what it reports for
// a scripted run of answers and failures on a manual clock, and the same loop against a real
// Consul agent that changes, stops and restarts. A scripted query is the only way to show an
// index going backwards without an error in between; everything else is also shown live.
import Consul from 'consul'
import t from 'tap'
import { BlockingWatch, stepIndex, type WatchEvents } from '../src/discovery/blocking-watch.js'
import { consulAgentFor } from './helpers/consul.js'
import { ManualTimers, settle } from './helpers/manual-timers.js'
import { pollUntil } from './helpers/poll.js'

t.setTimeout(40 * 60_000)

t.test('index steps', async (t) => {
  const rows: [string, bigint, string | undefined, string, bigint][] = [
    ['first answer', 0n, '5', 'changed', 5n],
    ['same index (the wait ran out)', 5n, '5', 'unchanged', 5n],
    ['index moved on', 5n, '9', 'changed', 9n],
    ['index went backwards (agent restarted)', 9n, '3', 'restarted', 0n],
    ['no index header', 5n, undefined, 'restarted', 0n],
    ['empty index header', 5n, '', 'restarted', 0n],
    ['index 0', 5n, '0', 'restarted', 0n],
    ['index 0 from 0', 0n, '0', 'restarted', 0n],
    ['negative index', 5n, '-2', 'restarted', 0n],
    ['not a number', 5n, 'abc', 'restarted', 0n],
    // Consul indexes are uint64: beyond 2^53 two of them can be equal as JS numbers.
    [
      'uint64 index one above the last',
      18446744073709551614n,
      '18446744073709551615',
      'changed',
      18446744073709551615n,
    ],
  ]
  for (const [name, current, header, outcome, next] of rows) t.same(stepIndex(current, header), { outcome, next }, name)
})

/** A query the test answers by hand; each call is recorded with the index it blocked on. */
function scripted() {
  const calls: { index: string; answer(header: string | undefined): void; fail(err: Error): void }[] = []
  const query = (index: string) =>
    new Promise<string | undefined>((resolve, reject) => {
      calls.push({ index, answer: resolve, fail: reject })
    })
  return { calls, query }
}

function recorder() {
  const seen: string[] = []
  const events: WatchEvents = {
    changed: (restarted) => seen.push(restarted ? 'restarted' : 'changed'),
    failed: (err, failures) => seen.push(`failed ${failures}: ${(err as Error).message}`),
    recovered: () => seen.push('recovered'),
  }
  return { seen, events }
}

t.test('answers: a change is reported once, a backwards index restarts from 0', async (t) => {
  const { calls, query } = scripted()
  const { seen, events } = recorder()
  const watch = new BlockingWatch({ query, retryDelay: () => 1000, events, timers: new ManualTimers() })
  const answer = async (header: string) => {
    calls[calls.length - 1].answer(header)
    await settle()
  }
  await answer('5')
  await answer('5')
  await answer('7')
  await answer('3')
  await answer('4')
  t.same(
    calls.map((c) => c.index),
    ['0', '5', '5', '7', '0', '4'],
    'the index each query blocked on',
  )
  t.same(seen, ['changed', 'changed', 'restarted', 'changed'])
  watch.stop()
  calls[calls.length - 1].fail(new Error('cancelled'))
  await watch.done
  t.same(seen, ['changed', 'changed', 'restarted', 'changed'], 'a failure after stop is not reported')
})

t.test('failures: backoff between retries from index 0, then one recovered', async (t) => {
  const { calls, query } = scripted()
  const { seen, events } = recorder()
  const timers = new ManualTimers()
  const watch = new BlockingWatch({ query, retryDelay: (n) => 1000 * n, events, timers })
  calls[0].answer('40')
  await settle()
  calls[1].fail(new Error('ECONNREFUSED'))
  await settle()
  t.same(timers.delays, [1000], 'first retry wait')
  await timers.advance(999)
  t.equal(calls.length, 2, 'no query during the wait')
  await timers.advance(1)
  t.equal(calls.length, 3)
  calls[2].fail(new Error('ECONNREFUSED'))
  await settle()
  t.same(timers.delays, [2000], 'the second failure in a row waits longer')
  await timers.advance(2000)
  calls[3].answer('2')
  await settle()
  t.same(
    calls.map((c) => c.index),
    ['0', '40', '0', '0', '2'],
    'after a failure the watch blocks from 0, not the old index',
  )
  t.same(seen, ['changed', 'failed 1: ECONNREFUSED', 'failed 2: ECONNREFUSED', 'changed', 'recovered'])
  calls[4].fail(new Error('ECONNRESET'))
  await settle()
  t.same(timers.delays, [1000], 'the backoff starts over after an answer')
  watch.stop()
  await watch.done
  t.same(timers.delays, [], 'stop ends the wait')
  t.equal(calls.length, 5, 'and no query follows')
})

t.test('wake() cuts a retry wait short', async (t) => {
  const { calls, query } = scripted()
  const timers = new ManualTimers()
  const watch = new BlockingWatch({ query, retryDelay: () => 3_600_000, events: recorder().events, timers })
  calls[0].fail(new Error('down'))
  await settle()
  t.same(timers.delays, [3_600_000])
  watch.wake()
  await settle()
  t.equal(calls.length, 2, 'queried again at once')
  t.same(timers.delays, [], 'the long wait is gone')
  watch.wake()
  await settle()
  t.equal(calls.length, 2, 'waking a watch that is not waiting does nothing')
  watch.stop()
  calls[1].answer('1')
  await watch.done
})

t.test('against a real Consul agent', async (t) => {
  const agent = await consulAgentFor(t)
  if (!agent) return
  const base = `http://${agent.host}:${agent.httpPort}`
  const cancel = new AbortController()
  const indexes: string[] = []
  const query = async (index: string) => {
    indexes.push(index)
    const res = await fetch(`${base}/v1/catalog/services?index=${index}&wait=5s`, { signal: cancel.signal })
    if (!res.ok) throw new Error(`HTTP ${res.status}`)
    await res.arrayBuffer()
    return res.headers.get('x-consul-index') ?? undefined
  }
  const { seen, events } = recorder()
  const watch = new BlockingWatch({ query, retryDelay: () => 50, events })
  t.teardown(async () => {
    watch.stop()
    cancel.abort()
    await watch.done
  })
  const count = (what: string) => seen.filter((s) => s.startsWith(what)).length

  await pollUntil('the first answer', () => count('changed') === 1)
  const consul = new Consul({ host: agent.host, port: agent.httpPort })
  t.teardown(() => consul.destroy())
  await consul.agent.service.register({ name: 'watched', port: 9999 })
  const registeredAt = BigInt((await fetch(`${base}/v1/catalog/services`)).headers.get('x-consul-index') ?? '0')
  await pollUntil('the registration noticed', () => BigInt(indexes[indexes.length - 1]) >= registeredAt)
  t.ok(count('changed') >= 2, 'the registration was reported as a change')
  t.equal(count('failed'), 0)

  await agent.stop()
  await pollUntil('the outage noticed', () => count('failed') > 0)
  const failedQueries = indexes.length
  await pollUntil('a retry', () => indexes.length > failedQueries)
  t.equal(indexes[failedQueries], '0', 'the retry blocks from 0, not the old index')
  await agent.restart()
  await pollUntil('the agent back', () => count('recovered') === 1)
  const afterOutage = seen.slice(seen.map((s) => s.startsWith('failed')).lastIndexOf(true) + 1)
  t.same(
    afterOutage.slice(0, 2),
    ['changed', 'recovered'],
    'the restarted agent’s first answer: a change, then recovered',
  )
  t.ok(BigInt(indexes[indexes.length - 1]) > 0n, 'blocking again on the new agent’s index')
})
