/**
 * What the context rules may read of one target in its sentence. context.ts builds it once per
 * target; each rule file names the members it reads (a Pick of this), so a rule's inputs show in
 * its signature and the members are described in one place.
 */
import type { WordScan } from './word-scan.js'

export interface TargetView {
  scan: WordScan
  /** targetOf[k] = 1 + the index of the target covering token k, else 0 */
  targetOf: Int32Array
  /** the concept type of the target covering token k, if any */
  typeAt: (k: number) => string | undefined
  /** the target's sentence, tokens [ss, se), and the target's tokens [xs, xe) */
  ss: number
  se: number
  xs: number
  xe: number
  /** the target's own concept type */
  type: string | undefined
}
