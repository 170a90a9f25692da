/**
 * A drug the patient is off now, said with a bare "off" right before it: "Gout not at target, off
 * allopurinol", "Asthma quiet off montelukast". The patient is not on the drug in this encounter:
 * negated, as "not on" and "off of" are (context-triggers.ts). What only comes off over time, a
 * wean or a taper ("weaned off oxygen", "taper off prednisone"), is a course and no negation, nor
 * is "came off" or "has been off" (a drug tried before: historical). A drug off "since" a time
 * ("off sertraline since 2023") was given up long ago; the time cue makes it historical, and the
 * bare "off" is dropped when "since" follows within its clause (dropOffsBeforeSince). Nor is a
 * drug off because its problem "resolved" ("depression 2019, resolved, off sertraline"): a course
 * that ended, which the history rules read, not a stop in this encounter.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

/** Verbs that make "off" a course of coming off, not the state of being off. */
const COMING_OFF = ['weaned', 'wean', 'weaning', 'tapered', 'taper', 'tapering', 'titrated', 'titrate', 'titrating']

export const OFF_DRUG_TRIGGERS: readonly TriggerDef[] = [
  // the drug right after: "off metformin", "off urate-lowering therapy"
  ...triggerGroup('negated', 'forward', ['off'], { window: 1, clause: true, skips: 'problem' }),
  ...triggerGroup(
    'negated',
    'pseudo',
    COMING_OFF.map((verb) => `${verb} off`),
  ),
]

/** How far past "off" a "since" may stand to date the drug: the drug's name and a dose. */
const SINCE_REACH = 6
/** Marks that end the clause of "off". */
const CLAUSE_ENDS: ReadonlySet<string> = new Set(['.', ';', ':', ',', '!', '?'])

interface OffCue {
  ts: number
  te: number
  category: string
  direction: string
  def: { phrase: string }
}

/**
 * The found cues without a bare "off" whose drug is dated with "since" ("off sertraline since 2023")
 * or follows "resolved" ("resolved, off norepinephrine").
 */
export function dropOffsBeforeSince<T extends OffCue>(found: T[], keys: readonly string[]): T[] {
  if (!found.some(isBareOff)) return found
  return found.filter((f) => !(isBareOff(f) && (sinceFollows(keys, f.te) || resolvedBefore(keys, f.ts))))
}

function resolvedBefore(keys: readonly string[], offAt: number): boolean {
  const before = keys[offAt - 1] === ',' ? offAt - 2 : offAt - 1
  return keys[before] === 'resolved'
}

function isBareOff(f: OffCue): boolean {
  return f.category === 'negated' && f.direction === 'forward' && f.def.phrase === 'off'
}

function sinceFollows(keys: readonly string[], from: number): boolean {
  for (let k = from; k < keys.length && k < from + SINCE_REACH; k++) {
    if (keys[k] === 'since') return true
    if (CLAUSE_ENDS.has(keys[k]!)) return false
  }
  return false
}
