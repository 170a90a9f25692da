// Which worker takes a pipeline request (src/pipeline/lanes.ts): large notes never take the last
// worker, small ones avoid a worker running a large note, and the counts follow what is in flight.
import t from 'tap'
import { LARGE_REQUEST_BYTES, Lanes } from '../src/pipeline/lanes.js'

const LARGE = LARGE_REQUEST_BYTES
const SMALL = 100

t.test('a large note never takes the last worker; small notes avoid the worker running it', async (t) => {
  const lanes = new Lanes(2)
  t.equal(lanes.take(SMALL), 1, 'a small note takes the lane large ones never enter')
  lanes.done(1, SMALL)
  t.equal(lanes.take(LARGE), 0, 'a large note the other')
  t.equal(lanes.take(LARGE), 0, 'and a second large note too, never the last worker')
  for (let i = 0; i < 5; i++)
    t.equal(lanes.take(SMALL), 1, 'small notes stay off the worker running large ones, however many wait')
  t.same(lanes.counts, [2, 5])
  lanes.done(0, LARGE)
  lanes.done(0, LARGE)
  t.equal(lanes.take(SMALL), 0, 'with no large note in flight, the least busy worker')
})

t.test('with three workers, large notes spread over the first two and small ones over the free', async (t) => {
  const lanes = new Lanes(3)
  t.equal(lanes.take(LARGE), 0)
  t.equal(lanes.take(LARGE), 1)
  t.equal(lanes.take(SMALL), 2)
  t.equal(lanes.take(SMALL), 2, 'the only worker with no large note')
  lanes.done(1, LARGE)
  t.equal(lanes.take(SMALL), 1, 'a worker freed of its large note takes small ones again')
})

t.test('one worker takes everything', async (t) => {
  const lanes = new Lanes(1)
  t.equal(lanes.take(LARGE), 0)
  t.equal(lanes.take(SMALL), 0)
})
