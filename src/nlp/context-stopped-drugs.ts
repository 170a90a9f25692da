/**
 * A drug held or stopped in this encounter is negated (docs/clinical-pipeline.md, Conventions):
 * it is this encounter's act on the drug, and the patient is not to take it. Three shapes:
 * - an order of stopping before the drug: "hold lisinopril", "stop the naproxen", "holding
 *   metformin and glipizide", "Held digoxin for bradycardia", "STOP: sotalol";
 * - a participle of stopping after the drug, its dose or a copula: "Digoxin held for a slow
 *   rate", "valsartan 80 mg (held since admission)", "Ramipril was discontinued", "- sotalol -
 *   stopped today";
 * - an item of a list under a header of stopping ("STOP taking these medicines:").
 * What is not this encounter's act keeps what the other rules give it: a stop with a time before
 * the visit ("stopped 2023", "stopped in May": context-ended-courses.ts), a stop after which
 * something else happened or is counted from ("after stopping", "since stopping", "despite stopping",
 * "since the glipizide was stopped"), a stop under a
 * condition ("if the rash spreads, stop X": hypothetical cues), a stop denied ("do not stop").
 * The caller leaves those out by their cues; this file reads only the verb and the item's shape.
 */
import type { TargetView } from './context-target-view.js'
import { qualifiedItem } from './context-qualified-items.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type StoppedDrugView = Pick<TargetView, 'scan' | 'targetOf' | 'typeAt' | 'ss' | 'se' | 'xs' | 'xe' | 'type'> & {
  text: string
}

/** Verbs of stopping a drug that order it or report this encounter's act, before the drug. */
const STOP_ORDERS = new Set([
  'hold',
  'holding',
  'held',
  'stop',
  'stopping',
  'discontinue',
  'discontinuing',
  'dc',
  'pause',
  'pausing',
  'suspend',
  'suspending',
])
/** Participles of stopping after the drug: "metformin held", "heparin was stopped". */
const STOPPED = new Set(['held', 'stopped', 'discontinued', 'dced', 'dcd', 'paused', 'suspended'])
/**
 * Words that deny or time the verb before it elsewhere: "do not stop", "don't hold" (the scan
 * splits it at the apostrophe), "after stopping", "since holding".
 */
const NOT_THIS_ACT = new Set(['not', 't', 'never', 'dont', 'no', 'after', 'since', 'without', 'before', 'despite'])
/**
 * Words of a sentence that make its stop not yet this encounter's act, or one already undone: a
 * condition ("hold metoprolol if the heart rate is below 55", "stop X and call if a rash
 * appears"), a span it holds for ("hold amlodipine while the SBP is below 110"), an event it
 * comes before ("hold apixaban 48 hours before the biopsy", kept as the rules read it before the
 * convention changed), and a drug taken up again ("held on admission and restarted at discharge").
 */
const NOT_YET_OR_UNDONE = new Set([
  'if',
  'unless',
  'while',
  'before',
  'resume',
  'resumed',
  'resuming',
  'restart',
  'restarted',
  'restarting',
])
/** A sentence opening with "Should" is a condition: "Should a rash appear, stop X". */
const CONDITION_OPENERS = new Set(['should'])
/** Words between the verb and the drug: "stop taking the", "hold your home", "STOP:". */
const DRUG_LEADS = new Set([
  'the',
  'your',
  'his',
  'her',
  'their',
  'all',
  'home',
  'taking',
  'using',
  'giving',
  'off',
  'on',
  ':',
])
/** List glue between fellow drugs of one verb: "hold docusate and senna". */
const LIST_GLUE = new Set(['and', ',', 'or', '/', '&'])
/** Words between the drug and its participle: its dose, a copula, a dash, a bracket. */
const PARTICIPLE_LEADS = new Set([
  'was',
  'were',
  'is',
  'are',
  'been',
  'being',
  'has',
  'have',
  'which',
  'now',
  'gtt',
  'drip',
  '(',
  'mg',
  'mcg',
  'g',
  'units',
  'daily',
  'bid',
  'tid',
  'qd',
  'qhs',
  'po',
  'iv',
])
const NUMBER = /^\d+(\.\d+)?$/
/** How far back from the drug the verb may stand, and how far after it the participle. */
const MAX_BEFORE = 8
const MAX_AFTER = 8

/**
 * Whether the target is a drug this encounter holds or stops, by a verb before or after it; a
 * treatment named as a procedure is held the same way ("Chemotherapy held this cycle", "hold
 * tube feeds").
 */
export function stoppedDrug(v: StoppedDrugView): boolean {
  if (v.type !== 'medication' && v.type !== 'procedure') return false
  // "hold glyburide, insulin sliding scale": an item with its own regimen is an order of its own
  const ownOrder = qualifiedItem(v.scan.keys, v.xs, v.xe, v.se)
  return ((stopOrderBefore(v) && !ownOrder) || stoppedAfter(v)) && !notYetOrUndone(v)
}

/**
 * Whether the stop's clause conditions, spans, times ahead or undoes it (NOT_YET_OR_UNDONE). The
 * clause ends at a semicolon: a clause after it is an order of its own, so its condition or its
 * restart ahead leaves the stop as done ("Lisinopril held for a low BP; resume tomorrow if the
 * systolic is over 110", "stop pantoprazole; use famotidine if heartburn"). A restart denied
 * undoes nothing ("held and not restarted", "stopped and not to be restarted").
 */
function notYetOrUndone(v: StoppedDrugView): boolean {
  const { keys } = v.scan
  if (CONDITION_OPENERS.has(keys[v.ss]!)) return true
  let from = v.xs
  while (from > v.ss && keys[from - 1] !== ';') from--
  for (let k = from; k < v.se && keys[k] !== ';'; k++) {
    if (NOT_YET_OR_UNDONE.has(keys[k]!) && !(RESTARTS.has(keys[k]!) && restartDenied(keys, from, k))) return true
  }
  return false
}

/** The words of NOT_YET_OR_UNDONE that take a drug up again. */
const RESTARTS: ReadonlySet<string> = new Set(['resume', 'resumed', 'resuming', 'restart', 'restarted', 'restarting'])
/** Words that deny a restart standing up to three words before it: "not restarted", "never resumed", "not to be restarted". */
const RESTART_DENIALS: ReadonlySet<string> = new Set(['not', 'never', 't'])

/** Whether the restart at token k is denied by a word shortly before it, within the clause from `from`. */
function restartDenied(keys: readonly string[], from: number, k: number): boolean {
  for (let j = k - 1; j >= Math.max(from, k - 3); j--) if (RESTART_DENIALS.has(keys[j]!)) return true
  return false
}

function stopOrderBefore(v: StoppedDrugView): boolean {
  const { keys } = v.scan
  const from = Math.max(v.ss, v.xs - MAX_BEFORE)
  for (let k = v.xs - 1; k >= from; k--) {
    const key = keys[k]!
    if (STOP_ORDERS.has(key)) return k === v.ss || !NOT_THIS_ACT.has(keys[k - 1]!)
    // a fellow drug of the same verb: "hold docusate and senna", "stop lisinopril, metformin"
    if (v.targetOf[k] !== 0) {
      if (v.typeAt(k) !== 'medication') return false
      continue
    }
    if (!DRUG_LEADS.has(key) && !LIST_GLUE.has(key)) return false
  }
  return false
}

/** Determiners between a time word and the drug it dates: "since the glipizide was stopped". */
const DRUG_DETERMINERS = new Set(['the', 'his', 'her', 'their'])

/**
 * Whether a word of time or contrast before the drug makes its stop the point another event is
 * counted from ("Hypoglycemia has not recurred since the glipizide was stopped"), not this
 * encounter's act.
 */
function stopIsReferencePoint(keys: readonly string[], ss: number, xs: number): boolean {
  let k = xs - 1
  if (k >= ss && DRUG_DETERMINERS.has(keys[k]!)) k--
  return k >= ss && (keys[k] === 'since' || keys[k] === 'after' || keys[k] === 'despite')
}

function stoppedAfter(v: StoppedDrugView): boolean {
  const { keys } = v.scan
  if (stopIsReferencePoint(keys, v.ss, v.xs)) return false
  const to = Math.min(v.se, v.xe + MAX_AFTER)
  for (let k = v.xe; k < to; k++) {
    const key = keys[k]!
    // "stopped after 3 days" tells a course's length, not this encounter's act
    if (STOPPED.has(key)) return keys[k + 1] !== 'after'
    // a fellow drug joined by "and" shares the participle: "metformin and glipizide held"
    if (v.targetOf[k] !== 0) {
      if (v.typeAt(k) !== 'medication' || keys[k - 1] === ',') return false
      continue
    }
    // a relative clause told of the drug: "likely from hydrochlorothiazide, which was stopped today"
    if (key === ',' && keys[k + 1] === 'which') continue
    if (!PARTICIPLE_LEADS.has(key) && key !== 'and' && !NUMBER.test(key)) return false
  }
  return false
}

/** A header that opens a list of drugs to stop: "STOP taking these medicines", "Stop:", "Discontinue". */
const STOP_HEADER = /^\s*(stop|discontinue|hold)\b/i
/** What ends a list item's drug run: "Naproxen (Aleve); it raises …", and a spaced dash (SPACED_DASH). */
const ITEM_CLAUSE_ENDS = new Set([';', ':', '.'])
/** A gap between tokens holding a dash set off by spaces: "Naproxen (Aleve) - it raises …". */
const SPACED_DASH = /\s[-\u2013\u2014]+\s/

/** Whether a section's text opens with a header of stopping. */
export function isStopHeader(text: string, sectionStart: number): boolean {
  return STOP_HEADER.test(text.slice(sectionStart, sectionStart + 24))
}

/**
 * Whether the target is a drug of an item under a header of stopping: the item opens with a drug
 * and the target is in its run of drugs, before the first dash or semicolon ("Keep taking your
 * lisinopril" in the same section opens with a verb, and is left alone).
 */
export function stopListItem(v: StoppedDrugView): boolean {
  if (v.type !== 'medication') return false
  const { keys, starts, ends } = v.scan
  let first = v.ss
  // a list marker: "*", "1.", "2)"
  while (
    first < v.xs &&
    (keys[first] === '*' || keys[first] === '.' || keys[first] === ')' || NUMBER.test(keys[first]!))
  )
    first++
  if (v.targetOf[first] === 0 || v.typeAt(first) !== 'medication') return false
  for (let k = first + 1; k <= v.xs; k++) {
    if (SPACED_DASH.test(v.text.slice(ends[k - 1]!, starts[k]!))) return false
    if (k < v.xs && ITEM_CLAUSE_ENDS.has(keys[k]!) && v.targetOf[k] === 0) return false
  }
  return !notYetOrUndone(v)
}
