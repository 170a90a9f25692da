/**
 * A drug to be given before the next exposure is for an event not yet here: "diphenhydramine and
 * prednisone before the next CT", "premedicate with prednisone before the next one", "premedicate
 * with prednisone and diphenhydramine before any contrast study". Nothing is given now; the drug
 * waits for a study or dose nobody has booked, so it is hypothetical. The time word is what says so:
 * "the next", "future" (and "any", but only in a premedication, where it is the next exposure of
 * the allergy's kind). A drug before a named event of this stay keeps its reading ("premedicate with
 * acetaminophen before the transfusion", "thiamine before any glucose": a standing order now).
 */
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type NextExposureView = Pick<TargetView, 'scan' | 'targetOf' | 'ss' | 'se' | 'xe' | 'type'>

/** Tokens that close the drug's clause. */
const CLAUSE_ENDS: ReadonlySet<string> = new Set(['.', ';', ':', ',', 'but', 'if', 'because'])
/** Words after the drug before "before": its list, its dose ("prednisone 50 mg and diphenhydramine"). */
const MAX_WORDS_TO_BEFORE = 8
/** Owners before "next": "before the next CT", "before her next infusion". */
const NEXT_OWNERS: ReadonlySet<string> = new Set(['the', 'her', 'his', 'their', 'your'])
const PREMEDICATE: ReadonlySet<string> = new Set(['premedicate', 'premedication', 'premed'])

/** Whether the target is a drug given before the next, or any future, exposure: hypothetical. */
export function beforeNextExposure(v: NextExposureView): boolean {
  if (v.type !== 'medication') return false
  const before = beforeAfterDrug(v)
  if (before < 0) return false
  const { keys } = v.scan
  const a = keys[before + 1]
  const b = keys[before + 2]
  if (a === 'future' || (a !== undefined && NEXT_OWNERS.has(a) && b === 'next')) return true
  return a === 'any' && premedicationBefore(v)
}

/** The token of "before" in the drug's clause after it, or -1. */
function beforeAfterDrug(v: NextExposureView): number {
  const { keys } = v.scan
  const end = Math.min(v.se, v.xe + MAX_WORDS_TO_BEFORE)
  for (let k = v.xe; k < end; k++) {
    const key = keys[k]!
    if (key === 'before') return k
    if (CLAUSE_ENDS.has(key) && !(key === ',' && v.targetOf[k + 1] !== 0)) return -1
  }
  return -1
}

/** Whether a premedication word opens the drug's clause ("premedicate with prednisone …"). */
function premedicationBefore(v: NextExposureView): boolean {
  const { keys } = v.scan
  for (let k = v.xe - 1; k >= v.ss; k--) {
    const key = keys[k]!
    if (PREMEDICATE.has(key)) return true
    if (key === '.' || key === ';' || key === ':') return false
  }
  return false
}
