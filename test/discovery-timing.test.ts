// Retry delays and timers shared by the discovery providers: the jittered exponential backoff
// stays within its bounds for every draw, and long timer delays are clamped instead of firing at once.
import t from 'tap'
import { backoffDelay, LONGEST_TIMER_MS, realTimers } from '../src/discovery/timing.js'
import { prng } from './helpers/prng.js'

const B = { initialMs: 100, maxMs: 5_000 }

t.test('the step doubles from initialMs up to maxMs', async (t) => {
  const top = () => 1
  t.same(
    [1, 2, 3, 4, 5, 6, 7, 50].map((n) => backoffDelay(B, n, top)),
    [100, 200, 400, 800, 1600, 3200, 5000, 5000],
  )
})

t.test('jitter spans a tenth of the step to the whole step', async (t) => {
  t.equal(
    backoffDelay(B, 3, () => 0),
    40,
  )
  t.equal(Math.round(backoffDelay(B, 3, () => 0.5)), 220)
  const random = prng(7)
  for (let attempt = 1; attempt <= 30; attempt++) {
    const step = Math.min(B.maxMs, B.initialMs * 2 ** (attempt - 1))
    const d = backoffDelay(B, attempt, random)
    if (d < step / 10 || d > step) t.fail(`attempt ${attempt}: ${d} outside [${step / 10}, ${step}]`)
  }
})

t.test('huge attempt counts stay finite and capped', async (t) => {
  t.equal(
    backoffDelay({ initialMs: 1, maxMs: 2 ** 60 }, 10_000, () => 1),
    2 ** 20,
  )
  t.equal(
    backoffDelay(B, 0, () => 1),
    100,
    'an attempt below 1 counts as the first',
  )
})

t.test('a delay beyond what setTimeout holds is clamped, not turned into an immediate timer', async (t) => {
  // Node turns a delay above 2^31-1 ms into 1 ms and says so with a TimeoutOverflowWarning.
  const warnings: string[] = []
  const onWarning = (w: Error) => warnings.push(w.name)
  process.on('warning', onWarning)
  let fired = false
  const handle = realTimers.start(() => (fired = true), LONGEST_TIMER_MS * 4)
  await new Promise((r) => setTimeout(r, 20))
  realTimers.cancel(handle)
  process.off('warning', onWarning)
  t.notOk(warnings.includes('TimeoutOverflowWarning'), 'no overflow warning')
  t.equal(fired, false, 'not fired')
})
