/**
 * A drug whose stop another event is counted from was taken before and is no longer taken: it is
 * historical ("Hypoglycemia has not recurred since the glipizide was stopped", "Cough for 10
 * months despite stopping enalapril", "The rash cleared after stopping the amoxicillin"). The stop
 * is a point in the past the sentence measures from, so it is no act of this encounter (the
 * stopped-drug rule leaves it alone: context-stopped-drugs.ts) and the drug is not current either.
 * Two shapes: "since / after / despite" before a gerund of stopping and the drug, and "since" before
 * the drug with "was / were stopped" after it. A stop inside a condition ("if the syncope recurs
 * after stopping terazosin") is not told as done, and is left to the condition.
 */
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type StopReferenceView = Pick<TargetView, 'scan' | 'ss' | 'se' | 'xs' | 'xe' | 'type'>

/** Words that make a stop the point something is counted from or set against. */
const REFERENCE_WORDS = new Set(['since', 'after', 'despite'])
/** Gerunds of stopping a drug. */
const STOPPING = new Set(['stopping', 'discontinuing', 'quitting'])
/** Participles of stopping after "was" / "were". */
const STOPPED = new Set(['stopped', 'discontinued'])
/** Words between the verb and the drug: "since stopping the amoxicillin", "after stopping her insulin". */
const DRUG_DETERMINERS = new Set(['the', 'his', 'her', 'their'])
/** Words that put the sentence's events under a condition. */
const CONDITIONS = new Set(['if', 'unless', 'should'])

export function stopCountedFrom(v: StopReferenceView): boolean {
  if (v.type !== 'medication') return false
  const { keys } = v.scan
  let k = v.xs - 1
  if (k >= v.ss && DRUG_DETERMINERS.has(keys[k]!)) k--
  if (k < v.ss) return false
  const gerundBefore = STOPPING.has(keys[k]!) && k - 1 >= v.ss && REFERENCE_WORDS.has(keys[k - 1]!)
  const participleAfter =
    keys[k] === 'since' &&
    v.xe + 1 < v.se &&
    (keys[v.xe] === 'was' || keys[v.xe] === 'were') &&
    STOPPED.has(keys[v.xe + 1]!)
  return (gerundBefore || participleAfter) && !conditionBefore(keys, v.ss, k)
}

function conditionBefore(keys: readonly string[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (CONDITIONS.has(keys[k]!)) return true
  return false
}
