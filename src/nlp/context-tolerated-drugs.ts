/**
 * A drug the patient took without a reaction: "cefuroxime tolerated", "has since tolerated
 * cefdinir", "ceftriaxone given before surgery without reaction", "doxycycline ok in 2023". Such
 * a drug is written next to an allergy to say it is safe, so it is no allergen, whatever allergy
 * cue shares its line. Told in an allergy story it is also what the patient took before, so past
 * (historical), unless its clause places the taking now ("tolerates", "this admission", "today").
 * The rule reads the clause's shape: a verb of tolerating before the drug, or a word of tolerance
 * after it ("tolerated", "ok", "without reaction" and its kin), within the drug's clause.
 */
import { deniedReactionIn } from './context-denied-reactions.js'
import { YEAR } from './context-note-year.js'
import type { TargetView } from './context-target-view.js'
import { TROUBLE_NOUNS } from './context-trouble-nouns.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type ToleratedDrugView = Pick<TargetView, 'scan' | 'ss' | 'se' | 'xs' | 'xe' | 'type'>

/** Tokens looked back from the drug for a verb of tolerating: "has since tolerated IV cefazolin". */
const MAX_BACK = 8
/** Tokens looked ahead from the drug for a word of tolerance: "… for her cath this year without reaction". */
const MAX_AHEAD = 12
/** Verbs of tolerating that stand before the drug. */
const TOLERATING_VERBS = new Set(['tolerated', 'tolerates', 'tolerating', 'tolerate'])
/** Words that turn a word of tolerance into intolerance: "did not tolerate", "unable to tolerate", "poorly tolerated". */
const DENIALS = new Set(['not', 'never', 'to', 'poorly', "n't", 'badly'])
/** Words of tolerance after the drug: "pravastatin tolerated", "amoxicillin ok". */
const TOLERANCE_WORDS = new Set(['tolerated', 'ok', 'okay'])
/** What ends the drug's clause: another entry of the list, or a turn of the story. */
const CLAUSE_ENDS = new Set(['.', ';', ':', ',', '(', ')', 'but', 'although', 'though', 'except', 'whereas', 'despite'])
/** Words that place the taking now: present tense, or this stay. */
const NOW_WORDS = new Set(['tolerates', 'tolerating', 'takes', 'taking', 'today', 'now', 'currently'])
/** Words of a time before this visit: "in 2021", "two years ago", "has since received". */
const PAST_TIME_WORDS = new Set(['ago', 'last', 'previously', 'past', 'since', 'prior'])
/** Past verbs of taking before the drug: "tolerated hydromorphone", "premedicated with prednisone". */
const PAST_VERBS = new Set(['tolerated', 'received', 'premedicated', 'took', 'had'])
/** "this admission", "this stay": the taking is part of this encounter. */
const THIS_STAY = new Set(['admission', 'stay', 'hospitalization', 'visit', 'encounter', 'morning', 'week'])

/** Whether a drug was tolerated: not said, said with no time, or said of a taking before this visit. */
export type Tolerance = 'none' | 'tolerated' | 'before'

/** Whether the target is a drug its clause says was taken without a reaction, and whether before this visit. */
export function toleranceOf(v: ToleratedDrugView): Tolerance {
  if (v.type !== 'medication') return 'none'
  const { keys } = v.scan
  const start = clauseStart(keys, v.ss, v.xs)
  const end = clauseEnd(keys, v.xe, v.se)
  // "no reaction to the test dose of cefazolin": a reaction denied before the drug (context-denied-reactions.ts)
  if (!toleratingVerbIn(keys, start, v.xs) && !toleranceWordIn(keys, v.xe, end) && !deniedReactionIn(keys, start, v.xs))
    return 'none'
  let past = false
  for (let k = start; k < end; k++) {
    const key = keys[k]!
    if (NOW_WORDS.has(key) || (key === 'this' && THIS_STAY.has(keys[k + 1] ?? ''))) return 'tolerated'
    if (PAST_TIME_WORDS.has(key) || YEAR.test(key) || (k < v.xs && PAST_VERBS.has(key))) past = true
  }
  // "pravastatin tolerated", "cefazolin given without reaction" may be this stay's: no time, no history
  return past ? 'before' : 'tolerated'
}

function clauseStart(keys: readonly string[], ss: number, xs: number): number {
  const limit = Math.max(ss, xs - MAX_BACK)
  for (let k = xs - 1; k >= limit; k--) if (CLAUSE_ENDS.has(keys[k]!)) return k + 1
  return limit
}

function clauseEnd(keys: readonly string[], xe: number, se: number): number {
  const limit = Math.min(se, xe + MAX_AHEAD)
  for (let k = xe; k < limit; k++) if (CLAUSE_ENDS.has(keys[k]!)) return k
  return limit
}

function toleratingVerbIn(keys: readonly string[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (TOLERATING_VERBS.has(keys[k]!) && !DENIALS.has(keys[k - 1] ?? '')) return true
  return false
}

function toleranceWordIn(keys: readonly string[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const key = keys[k]!
    if (TOLERANCE_WORDS.has(key) && !DENIALS.has(keys[k - 1] ?? '')) return true
    const denied = key === 'without' || key === 'no' ? k + 1 : key === 'with' && keys[k + 1] === 'no' ? k + 2 : -1
    if (denied > 0 && denied < to && TROUBLE_NOUNS.has(keys[denied]!)) return true
  }
  return false
}
