/**
 * What an instructed drug is for: "Use ibuprofen or ketorolac for pain", "Give lorazepam for
 * agitation", "Take it only for severe pain", "patient told to use it for chest pain". An
 * instruction to take a drug for a symptom says what to do if the symptom comes, so the symptom is
 * hypothetical. The rule reads the sentence's shape: an imperative verb of taking or giving (at the
 * start of the item, after "told to", "instructed to" …, or after "you may" / "you can"), the drug
 * or "it", its dose words,
 * "for", and the problem; a condition already named ("for the infection", "for your rash") is this
 * visit's, and stays so.
 */
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type InstructedDoseView = Pick<TargetView, 'scan' | 'targetOf' | 'typeAt' | 'ss' | 'xs' | 'type'>

/** Verbs of taking or giving a drug, the class. */
const TAKING_VERBS = new Set(['use', 'take', 'give', 'apply', 'inhale', 'spray', 'chew', 'place', 'administer'])
/** Words that stand for the drug named before: "use it for chest pain". */
const DRUG_PRONOUNS = new Set(['it', 'them', 'this', 'these'])
/** Before "to take": the patient was told to ("told to use it for chest pain"); "likes to use it" is a habit. */
const TOLD = new Set(['told', 'instructed', 'advised', 'asked', 'reminded', 'encouraged', 'taught', 'shown'])
/** Before the verb, after "you": a drug the patient may take ("you can take ibuprofen for pain"). */
const PERMISSIONS = new Set(['can', 'may'])
/** Between the verb and the drug. */
const DRUG_LEADS = new Set(['the', 'your', 'a', 'an', 'her', 'his', 'their'])
/** After "for", these name a condition already known: "for the infection", "for your rash". */
const KNOWN_CONDITION = new Set(['the', 'your', 'his', 'her', 'their', 'this', 'that'])
/** Clause ends: the instruction's scope does not cross them. */
const CLAUSE_ENDS = new Set([';', '.', ':', '!', '?'])
/** Words from "for" to the problem ("for any swelling of the lips", "for diarrhea with fever or bloody stool"). */
const MAX_AFTER_FOR = 10
/** Words from the drug to "for": its dose, route, frequency, "only", "as needed". */
const MAX_DOSE_WORDS = 10
/** List markers before an item's first word. */
const MARKS = new Set(['*', '•', '.', ')', '#'])
const NUMBER = /^\d+$/

/** Whether the target is a problem named as what an instructed drug is to be taken for. */
export function instructedIndication(v: InstructedDoseView): boolean {
  if (v.type !== 'problem') return false
  const { keys } = v.scan
  const forAt = forBefore(v)
  if (forAt < 0 || KNOWN_CONDITION.has(keys[forAt + 1] ?? '')) return false
  // back from "for" over the dose words to the drug
  let k = forAt - 1
  const stop = Math.max(v.ss, forAt - MAX_DOSE_WORDS)
  while (k >= stop && !isDrug(v, k)) {
    if (CLAUSE_ENDS.has(keys[k]!) || (v.targetOf[k] !== 0 && v.typeAt(k) !== 'medication')) return false
    k--
  }
  if (k < stop) return false
  // back over the drug (and its fellows: "ibuprofen or ketorolac") and its article to the verb
  while (k >= v.ss && (isDrug(v, k) || DRUG_LEADS.has(keys[k]!) || keys[k] === 'or' || keys[k] === 'and')) k--
  if (k < v.ss || !TAKING_VERBS.has(keys[k]!)) return false
  // "continue to take lisinopril for hypertension" or "likes to use it" is no instruction
  return (
    k === itemStart(v) ||
    (keys[k - 1] === 'to' && TOLD.has(keys[k - 2] ?? '')) ||
    (PERMISSIONS.has(keys[k - 1] ?? '') && keys[k - 2] === 'you')
  )
}

/** The "for" before the target within its clause, or -1. */
function forBefore(v: InstructedDoseView): number {
  const { keys } = v.scan
  for (let k = v.xs - 1; k >= v.ss && k >= v.xs - MAX_AFTER_FOR; k--) {
    const key = keys[k]!
    if (key === 'for') return k
    if (CLAUSE_ENDS.has(key)) return -1
  }
  return -1
}

function isDrug(v: InstructedDoseView, k: number): boolean {
  return v.targetOf[k] !== 0 ? v.typeAt(k) === 'medication' : DRUG_PRONOUNS.has(v.scan.keys[k]!)
}

/** The sentence's first token after its list marker ("-", "*", "2.", "4)"). */
function itemStart(v: InstructedDoseView): number {
  const { keys } = v.scan
  let k = v.ss
  if (NUMBER.test(keys[k] ?? '') && MARKS.has(keys[k + 1] ?? '')) k += 2
  while (MARKS.has(keys[k] ?? '')) k++
  return k
}
