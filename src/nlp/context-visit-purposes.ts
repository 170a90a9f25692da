/**
 * What a visit ahead is for: a clause that names a coming visit, referral or return and then, after
 * "for" or "with", a test or procedure ("f/u 6 wks w/ repeat spirometry", "clinic visit on monday
 * with a wound check", "referral to ENT for a hearing test") books that test or procedure for the
 * visit, so it is ahead. The reading rests on the clause's shape: a word of the class of visits
 * (follow up, return, visit, appointment, clinic, referral …) before the preposition, only the
 * purpose's article, modifiers and fellow items after it, and no verb or result that reports the
 * visit as held ("Seen in clinic with an ECG showing …", "9 weeks, managed with …").
 */
import {
  bareClause,
  DONE_OR_ONGOING,
  firstWord,
  isPlannable,
  pastParticiple,
  type PlanItemView,
} from './context-plan-items.js'

/** Words that name a visit to come: the whole class, spelled as the scan keys them ("f/u" is f, /, u). */
const VISIT_WORDS = new Set([
  'follow',
  'followup',
  'fu',
  'u',
  'return',
  'rtc',
  'back',
  'visit',
  'appointment',
  'appt',
  'clinic',
  'referral',
  'refer',
  'revisit',
])
/**
 * Imperative verbs of an evaluation ordered now, when they open the clause: "Evaluate for sleep
 * apnea with a home study". What the evaluation is done with is ahead, as what a visit is for is
 * ("screen for" is a cue of its own).
 */
const EVALUATION_OPENERS = new Set(['evaluate', 'assess'])
/** Prepositions that give a visit its purpose ("w/" is w, /). */
const PURPOSE_PREPOSITIONS = new Set(['for', 'with'])
/** Words that join the purposes of one visit: "for HbA1c and a foot exam". */
const PURPOSE_GLUE = new Set([',', 'and', 'or', '+', '&'])
/** Words before the purpose's head: "for a repeat chest x-ray". */
const MAX_MODIFIERS = 3
/** How far back from the preposition the visit word may be: a clause, not a paragraph. */
const MAX_VISIT_REACH = 12
/** Where a clause starts. */
const CLAUSE_BREAKS = new Set([';', ':', '.'])
const NUMBER = /^\d+$/

/** Whether the target is a test or procedure booked for a visit ahead. */
export function purposeOfVisit(v: PlanItemView): boolean {
  if (!isPlannable(v.type)) return false
  const preposition = purposePreposition(v)
  return preposition >= 0 && visitBefore(v, preposition) && bareClause(v, v.xs)
}

/**
 * The "for" / "with" / "w/" that the target is the object of, across its article, modifiers and
 * fellow items; else -1.
 */
function purposePreposition(v: PlanItemView): number {
  const { keys, isWord } = v.scan
  let modifiers = 0
  for (let k = v.xs - 1; k >= v.ss; k--) {
    const key = keys[k]!
    if (PURPOSE_PREPOSITIONS.has(key)) return k
    if (key === '/' && keys[k - 1] === 'w') return k - 1
    if (v.targetOf[k] !== 0) {
      if (!isPlannable(v.typeAt(k))) return -1
      modifiers = 0
    } else if (PURPOSE_GLUE.has(key)) modifiers = 0
    else if (!isWord[k] || NUMBER.test(key) || ++modifiers > MAX_MODIFIERS) return -1
  }
  return -1
}

/** Whether the clause before the preposition names a visit and reports nothing of it as held. */
function visitBefore(v: PlanItemView, preposition: number): boolean {
  const { keys } = v.scan
  let visit = false
  let k = preposition - 1
  for (; k >= v.ss && k >= preposition - MAX_VISIT_REACH; k--) {
    const key = keys[k]!
    if (CLAUSE_BREAKS.has(key)) {
      // a label that names the visit lends it to the clause after its colon: "Follow up: 2 weeks for"
      if (key === ':' && visitLabelBefore(v, k)) visit = true
      break
    }
    if (v.targetOf[k] !== 0) continue
    if (DONE_OR_ONGOING.has(key) || pastParticiple(key)) return false
    if (VISIT_WORDS.has(key) && (key !== 'u' || keys[k - 1] === '/')) visit = true
  }
  // a label the splitter set apart as the sentence before ("Follow up:" / "2 weeks for a hearing test")
  if (k < v.ss && keys[v.ss - 1] === ':' && visitLabelBefore(v, v.ss - 1)) visit = true
  // the clause's first word, when the walk reached it: an imperative of evaluation
  const first = k < v.ss || CLAUSE_BREAKS.has(keys[k]!) ? Math.max(k + 1, firstWord(v)) : -1
  return visit || (first >= 0 && first < preposition && EVALUATION_OPENERS.has(keys[first]!))
}

/** Words of a label before its colon: "Follow up:", "Next visit:", "RTC:". */
const MAX_LABEL_WORDS = 3

/** Whether the few words before the colon at token colon, back to a clause break, name a visit (the label may be the sentence before). */
function visitLabelBefore(v: PlanItemView, colon: number): boolean {
  const { keys } = v.scan
  for (let k = colon - 1; k >= 0 && k >= colon - MAX_LABEL_WORDS; k--) {
    if (CLAUSE_BREAKS.has(keys[k]!)) return false
    if (VISIT_WORDS.has(keys[k]!)) return true
  }
  return false
}
