/**
 * A level "below the phototherapy line" says the treatment the line stands for is not needed: the
 * treatment is negated, as "not indicated" negates it. The line is named by its treatment and the
 * word "line", the curve of a nomogram ("below phototherapy line"); "below the phototherapy
 * threshold" is read by the golds now as not needed, now as the treatment ahead, and is left to
 * the other rules. Only the
 * treatments a nomogram starts when a level rises above its line are read so (neonatal bilirubin:
 * phototherapy, exchange transfusion); a transfusion threshold is the reverse, a level below it
 * calls for the transfusion, and "above the line" starts the treatment, so neither is negated.
 */

/** Treatments started when a level rises above their line: the neonatal bilirubin nomograms. */
const STARTED_ABOVE_A_LINE: ReadonlySet<string> = new Set(['phototherapy', 'exchange transfusion'])
const LINE_WORDS: ReadonlySet<string> = new Set(['line', 'lines'])

/** Where the rule reads a target: its tokens, the sentence's end and its words in lower case. */
export interface TreatmentLineView {
  scan: { keys: readonly string[] }
  ss: number
  se: number
  xs: number
  xe: number
  targetText: string
}

/** Whether the target is a treatment whose line a level is below: "below the phototherapy line". */
export function belowTreatmentLine(x: TreatmentLineView): boolean {
  if (!STARTED_ABOVE_A_LINE.has(x.targetText)) return false
  const { keys } = x.scan
  if (x.xe >= x.se || !LINE_WORDS.has(keys[x.xe]!)) return false
  let b = x.xs - 1
  if (b > x.ss && keys[b] === 'the') b--
  return b >= x.ss && (keys[b] === 'below' || keys[b] === 'under')
}
