/**
 * A diagnosis "considered" is one weighed, not found: "Kawasaki disease considered; echo
 * tomorrow", "later a bipolar disorder was considered". The bare participle right after a problem
 * (a copula between) ends its clause or hands over to its ground ("given the rash", "but"); with a
 * complement after it the verb judges the problem instead ("the nodule is considered benign",
 * "considered stable"), and the problem is found. The verb weighs its subject: a problem after
 * "of" is not it ("His history of a kidney stone was considered": the history is taken into
 * account). Only problems: a treatment "considered" is an option ahead, which
 * context-ahead-cues.ts reads.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

export const WEIGHED_DIAGNOSIS_TRIGGERS: readonly TriggerDef[] = triggerGroup(
  'uncertain',
  'backward',
  ['considered', 'was considered', 'were considered', 'is considered', 'are considered', 'also considered'],
  { window: 0, clause: true, only: 'problem' },
)

const WEIGHED_DEFS = new Set<TriggerDef>(WEIGHED_DIAGNOSIS_TRIGGERS)

const DETERMINERS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'his', 'her', 'their'])

/** Words after "considered" that open its ground or the next clause, not a complement. */
const CLAUSE_GOES_ON: ReadonlySet<string> = new Set([
  'and',
  'but',
  'given',
  'because',
  'since',
  'though',
  'although',
  'based',
  'by',
  'with',
  'in',
  'today',
])

/**
 * Drops the "considered" cues followed by a complement ("considered benign" judges, it does not
 * weigh) and those whose subject is not the problem before them ("history of X was considered").
 */
export function keepWeighedDiagnoses<T extends { ts: number; te: number; def: TriggerDef }>(
  found: T[],
  keys: readonly string[],
  isWord: readonly boolean[],
  targetOf: Int32Array,
): T[] {
  return found.filter(
    (f) => !WEIGHED_DEFS.has(f.def) || (weighsItsSubject(f, keys, isWord) && !objectOfOf(f, keys, targetOf)),
  )
}

function weighsItsSubject(f: { te: number }, keys: readonly string[], isWord: readonly boolean[]): boolean {
  return f.te >= keys.length || !isWord[f.te] || CLAUSE_GOES_ON.has(keys[f.te]!)
}

/** Whether the target right before the cue stands after "of": the object of another noun. */
function objectOfOf(f: { ts: number }, keys: readonly string[], targetOf: Int32Array): boolean {
  let k = f.ts - 1
  const id = targetOf[k]
  if (k < 0 || id === 0) return false
  while (k > 0 && targetOf[k - 1] === id) k--
  k--
  while (k > 0 && DETERMINERS.has(keys[k]!)) k--
  return keys[k] === 'of'
}
