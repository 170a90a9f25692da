// The refetch scheduler on a manual clock: which refetch runs when, after changes, failures,
// explicit refreshes and stop. The refetch is a promise the test settles, so a refetch "in
// flight" is a real state here, not a race.
import t from 'tap'
import { RefetchScheduler, type RefetchSchedulerOptions } from '../src/discovery/refetch-scheduler.js'
import { ManualTimers, settle } from './helpers/manual-timers.js'

const POLL = 10_000
const DEBOUNCE = 20

function harness(over: Partial<RefetchSchedulerOptions> = {}) {
  const timers = new ManualTimers()
  const reads: ((ok: boolean) => void)[] = []
  const scheduler = new RefetchScheduler({
    refetch: () => new Promise<boolean>((resolve) => reads.push(resolve)),
    pollIntervalMs: () => POLL,
    debounceMs: DEBOUNCE,
    retryDelay: (failures) => 1000 * failures,
    timers,
    ...over,
  })
  return {
    timers,
    scheduler,
    /** How many refetches have started. */
    get reads() {
      return reads.length
    },
    /** Ends the refetch in flight; answers the delays then armed. */
    async finish(ok: boolean) {
      reads[reads.length - 1](ok)
      await settle()
      return timers.delays
    },
    /** Moves the clock `ms` on; answers how many refetches have started by then. */
    async readsAfter(ms: number) {
      await timers.advance(ms)
      return reads.length
    },
  }
}

/** Whether a promise has settled, without waiting for it. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false
  void p.then(() => (done = true))
  await settle()
  return done
}

t.test("start('now') refetches at once; firstRefetch settles when that refetch ends, good or not", async (t) => {
  const h = harness()
  h.scheduler.start('now')
  t.same(h.timers.delays, [0])
  t.equal(await h.readsAfter(0), 1)
  t.equal(await settled(h.scheduler.firstRefetch), false, 'not before the refetch ends')
  await h.finish(false)
  t.equal(await settled(h.scheduler.firstRefetch), true, 'after it ends, even when it failed')
})

t.test("start('after-poll') first refetches one poll interval later", async (t) => {
  const h = harness()
  h.scheduler.start('after-poll')
  t.equal(await h.readsAfter(POLL - 1), 0)
  t.equal(await h.readsAfter(1), 1)
  t.same(await h.finish(true), [POLL], 'the next poll')
})

t.test(
  'a burst of changes costs one refetch, after the debounce; changes during a refetch cost one more',
  async (t) => {
    const h = harness()
    h.scheduler.start('after-poll')
    for (let i = 0; i < 5; i++) h.scheduler.markDirty()
    t.same(h.timers.delays, [DEBOUNCE], 'the poll gave way to one debounced refetch')
    t.equal(await h.readsAfter(DEBOUNCE - 1), 0)
    t.equal(await h.readsAfter(1), 1)
    for (let i = 0; i < 3; i++) h.scheduler.markDirty()
    t.same(h.timers.delays, [], 'nothing armed while a refetch runs')
    t.same(await h.finish(true), [DEBOUNCE], 'the changes seen meanwhile: one more refetch')
    t.equal(await h.readsAfter(DEBOUNCE), 2)
    t.same(await h.finish(true), [POLL], 'nothing pending: back to polling')
    t.equal(await h.readsAfter(POLL), 3, 'the fallback poll refetches')
  },
)

t.test(
  'failed refetches back off; a change keeps the wait, refetchNow cuts it; a good one resets the backoff',
  async (t) => {
    const h = harness()
    h.scheduler.start('now')
    await h.timers.advance(0)
    t.same(await h.finish(false), [1000], 'first retry wait')
    h.scheduler.markDirty()
    t.same(h.timers.delays, [1000], 'a change does not cut a retry wait')
    t.equal(await h.readsAfter(1000), 2)
    t.same(await h.finish(false), [2000], 'second failure in a row: a longer wait')
    h.scheduler.refetchNow()
    t.same(h.timers.delays, [0], 'refetchNow cuts it')
    t.equal(await h.readsAfter(0), 3)
    t.same(await h.finish(true), [POLL])
    h.scheduler.markDirty()
    await h.timers.advance(DEBOUNCE)
    t.same(await h.finish(false), [1000], 'the backoff starts over after a good refetch')
  },
)

t.test('without retryDelay a failed refetch waits for the next poll (the static provider)', async (t) => {
  const h = harness({ retryDelay: undefined })
  h.scheduler.start('after-poll')
  await h.timers.advance(POLL)
  t.same(await h.finish(false), [POLL])
})

t.test('the poll interval is asked again after every refetch', async (t) => {
  let poll = 100
  const h = harness({ pollIntervalMs: () => poll })
  h.scheduler.start('after-poll')
  t.same(h.timers.delays, [100])
  poll = 500
  await h.timers.advance(100)
  t.same(await h.finish(true), [500])
})

t.test('refresh() resolves with a refetch that started after the call', async (t) => {
  const h = harness()
  h.scheduler.start('now')
  await h.timers.advance(0)
  const waiting = h.scheduler.refresh()
  await h.finish(true)
  t.equal(await settled(waiting), false, 'the refetch in flight began before the call: it does not count')
  t.same(h.timers.delays, [DEBOUNCE], 'one more refetch for the caller')
  t.equal(await h.readsAfter(DEBOUNCE), 2)
  await h.finish(false)
  t.equal(await waiting, false, 'the result of that refetch')

  await h.timers.advance(1000)
  await h.finish(true)
  const idle = h.scheduler.refresh()
  t.same(h.timers.delays, [0], 'while idle: at once')
  await h.timers.advance(0)
  await h.finish(true)
  t.equal(await idle, true)
})

t.test('several refresh() callers share one refetch', async (t) => {
  const h = harness()
  h.scheduler.start('after-poll')
  const callers = [h.scheduler.refresh(), h.scheduler.refresh(), h.scheduler.refresh()]
  t.equal(await h.readsAfter(0), 1)
  await h.finish(true)
  t.same(await Promise.all(callers), [true, true, true])
  t.same(h.timers.delays, [POLL])
})

t.test('a refetch that throws counts as a failed one', async (t) => {
  const timers = new ManualTimers()
  let calls = 0
  const scheduler = new RefetchScheduler({
    refetch: () => {
      calls++
      throw new Error('boom')
    },
    pollIntervalMs: () => POLL,
    retryDelay: () => 1000,
    timers,
  })
  scheduler.start('after-poll')
  const result = scheduler.refresh()
  await timers.advance(0)
  t.equal(await result, false)
  t.equal(calls, 1)
  t.same(timers.delays, [1000], 'retried after the backoff')
})

t.test(
  'stop: waiting callers get the last result, no refetch starts, and stop settles when the one in flight ends',
  async (t) => {
    const h = harness()
    h.scheduler.start('now')
    await h.timers.advance(0)
    const waiting = h.scheduler.refresh()
    const stopped = h.scheduler.stop()
    t.equal(await waiting, false, 'the last result (none good yet)')
    t.equal(await settled(h.scheduler.firstRefetch), true, 'firstRefetch settles at stop')
    t.equal(await settled(stopped), false, 'the refetch in flight has not ended')
    await h.finish(true)
    t.equal(await settled(stopped), true)
    t.same(h.timers.delays, [], 'nothing armed after it')
    h.scheduler.markDirty()
    h.scheduler.refetchNow()
    t.same(h.timers.delays, [], 'changes after stop arm nothing')
    t.equal(await h.scheduler.refresh(), false, 'refresh after stop answers at once')
    t.equal(h.reads, 1)
    t.equal(h.scheduler.isStopped, true)
  },
)

t.test('stop while idle disarms the poll and settles at once', async (t) => {
  const h = harness()
  h.scheduler.start('after-poll')
  await h.scheduler.stop()
  t.same(h.timers.delays, [])
  await h.scheduler.stop()
})
