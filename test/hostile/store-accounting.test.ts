// Issue 11, reproduction 2: the events store's account of a label index is an upper bound of
// what the heap really holds for it, for every shape measured (realistic ones and those that cost
// the most per byte), in a fresh heap and in one whose hidden classes are used up; and what one
// encoded byte decodes to stays under what the store reserves per byte before decoding.
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { MAX_ESTIMATE_PER_ENCODED_BYTE } from '../../src/events/label-index.js'
import { run } from '../helpers/processes.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const FIXTURE = fileURLToPath(new URL('./fixtures/measure-labels.ts', import.meta.url))

interface Row {
  shape: string
  state: string
  encoded: number
  actual: number
  estimate: number
}

// Real processes doing real work: slow when the machine is shared, never timed.
t.setTimeout(300_000)

t.test('the estimate holds what the heap holds, and the admission what decoding takes', async (t) => {
  const rows: Row[] = []
  for (const state of ['fresh', 'exhausted']) {
    const proc = run(t, process.execPath, ['--expose-gc', '--import', 'tsx', FIXTURE, state], { cwd: ROOT })
    t.equal(await proc.waitForExit(120_000), 0, proc.stderr.join('\n'))
    rows.push(...proc.stdout.map((l) => JSON.parse(l) as Row))
  }
  t.equal(rows.length, 16 + 16, 'every shape, fresh and exhausted')
  const line = (r: Row) =>
    `${r.state.padEnd(9)} ${r.shape.padEnd(26)} heap/byte ${(r.actual / r.encoded).toFixed(2).padStart(5)}  estimate/heap ${(r.estimate / r.actual).toFixed(2)}`
  t.comment(rows.map(line).join('\n'))
  for (const r of rows) {
    t.ok(r.estimate >= r.actual, `${r.state} ${r.shape}: estimate ${r.estimate} >= heap ${r.actual}`)
    t.ok(
      r.actual <= r.encoded * MAX_ESTIMATE_PER_ENCODED_BYTE,
      `${r.state} ${r.shape}: decoding stays within the reservation`,
    )
    t.ok(r.estimate <= r.encoded * MAX_ESTIMATE_PER_ENCODED_BYTE, `${r.state} ${r.shape}: the estimate too`)
  }
})
