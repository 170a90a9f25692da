/**
 * A test with its value right after it was measured: "uric acid 9.1", "free T4 3.1", "left arm BP
 * 118/70", "Epworth 13". A hedge near it ("Suspected gout, uric acid 9.1", "Probable sleep apnea
 * (Epworth 13, snoring)") weighs the diagnosis the value supports, not the measurement, so the
 * test is not uncertain.
 */
import type { WordScan } from './word-scan.js'

const NUMBER = /^\d+(?:\.\d+)?$/
/** Marks that may stand between a test and its value: "K < 3.0", "BP: 118/70", "Hb = 9". */
const VALUE_MARKS: ReadonlySet<string> = new Set(['<', '>', '=', ':', '~'])

/** Whether a number follows the target ending at token xe, at once or after one mark, in the sentence ending at se. */
export function valueRightAfter(scan: WordScan, xe: number, se: number): boolean {
  let k = xe
  if (k < se && VALUE_MARKS.has(scan.keys[k]!)) k++
  return k < se && NUMBER.test(scan.keys[k]!)
}
