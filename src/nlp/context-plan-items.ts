/**
 * A plan's bare items: in a plan or instructions section, an item that names a test or procedure
 * and says nothing of its result or of its being done ("- Sleep study.", "3. Genetic counseling
 * and germline testing", "Dialysis education class.") is what is to be done, so hypothetical.
 * The reading rests on the item's shape, not its words: its first word (after the list marker)
 * starts a test or procedure, the items after it are joined by list glue, and its clause holds no
 * verb, result, value or frequency — "Skin testing negative", "CT chest: no nodules", "Foley
 * removal today", "Incentive spirometry every hour", "PPS 40%", "Home sleep apnea test ordered"
 * are this encounter's, and stay so.
 *
 * An item is a plan line, or its part after a spaced dash, where a problem is followed by what is
 * to be done about it ("#19 carious - extract"). Its head may follow an
 * imperative verb of ordering ("Repeat right heart catheterization before starting therapy",
 * "Get a TB skin test 8 weeks after you return"), with its article and a few modifiers. A date
 * ("on 11/02") schedules the item; it is no value.
 */
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type PlanItemView = Pick<TargetView, 'scan' | 'targetOf' | 'typeAt' | 'ss' | 'se' | 'xs' | 'xe' | 'type'> & {
  text: string
  section: string
}

/** Sections whose items are what is to be done (context.ts's plan-only cues use them too). */
export const PLAN_SECTIONS: ReadonlySet<string> = new Set(['assessment_and_plan', 'instructions'])
/** A longer sentence is prose, not a bare item; the cap also keeps each look short. */
const MAX_ITEM_TOKENS = 40
/** List markers before an item's first word: "-" is whitespace to the scan, "*", "•", "2." and "4)" are not. */
const MARKS = new Set(['*', '•', '.', ')', '#'])
const NUMBER = /^\d+$/
/** Words that join the items of a bare plan item: "home safety eval + PT for gait training". */
const ITEM_GLUE = new Set([',', 'and', 'or', '+', '&', '/', 'with', 'for', 'then', 'plus'])
/** A number before one of these times the plan ("in 6 weeks", "24-hour urine collection"); any other is a value. */
export const TIME_UNITS = new Set([
  'h',
  'hr',
  'hrs',
  'hour',
  'hours',
  'day',
  'days',
  'wk',
  'wks',
  'week',
  'weeks',
  'mo',
  'month',
  'months',
  'year',
  'years',
])
/** Participles in -ed that put the item ahead, not behind: "scheduled next week", "referral requested". */
const AHEAD_PARTICIPLES = new Set([
  'scheduled',
  'planned',
  'arranged',
  'recommended',
  'requested',
  'booked',
  'needed',
  'required',
  'indicated',
  'advised',
  'suggested',
  'desired',
  'preferred',
])
/** Words in -ed that are no participles. */
const NOT_PARTICIPLES = new Set(['speed', 'breed', 'proceed', 'exceed', 'succeed'])
/**
 * Words that say the item is done, found, current or ongoing: verbs and participles without -ed,
 * results, states, this day's time, and frequencies of a standing order.
 */
export const DONE_OR_ONGOING: ReadonlySet<string> = new Set([
  'is',
  'are',
  'was',
  'were',
  'has',
  'had',
  'have',
  'shows',
  'show',
  'showing',
  'done',
  'pending',
  'sent',
  'seen',
  'shown',
  'drawn',
  'taken',
  'begun',
  'run',
  'held',
  'underway',
  'ongoing',
  'continue',
  'continues',
  'negative',
  'positive',
  'normal',
  'abnormal',
  'unremarkable',
  'stable',
  'steady',
  'intact',
  'clear',
  'benign',
  'low',
  'high',
  'wnl',
  'ok',
  'up',
  'above',
  'below',
  'today',
  'daily',
  'twice',
  'every',
  'bid',
  'tid',
  'qid',
  'prn',
  'nightly',
  'hourly',
  'while',
  'i',
  'ii',
  'iii',
  'iv',
  'vs',
  '?',
  ':',
])
/** A frequency written as one word: "q6h", "qhs", "qshift". */
const FREQUENCY = /^q(?:\d|am$|pm$|hs$|day$|shift$|h$)/
/** After a test these report its findings ("EKG with sinus rhythm", "CT without acute findings"). */
const FINDING_WORDS = new Set(['with', 'without', 'no', 'consistent'])
/**
 * Words that open a condition on the item ("- Biopsy of the edge if the ulcer is not smaller"):
 * what follows is the condition's own clause, and its verbs say nothing of the item being done.
 */
const CONDITION_OPENERS = new Set(['if', 'unless', 'once', 'should'])
/**
 * Imperative verbs of ordering and scheduling that may open an item before its head: the whole
 * class, not the words of one note.
 */
const ORDER_VERBS = new Set([
  'repeat',
  'get',
  'obtain',
  'order',
  'check',
  'recheck',
  'arrange',
  'schedule',
  'book',
  'begin',
  'start',
  'request',
  'perform',
  'refer',
  'proceed',
  'pursue',
  'plan',
])
/** Words between an ordering verb and the head: "Repeat the", "Get a", "refer for". */
const ORDER_FILLERS = new Set(['a', 'an', 'the', 'her', 'his', 'their', 'your', 'for', 'to', 'with'])
/** Modifiers allowed before the head ("Repeat left L4-5 TFESI"): a few words, no punctuation. */
const MAX_MODIFIERS = 3
/** A gap between tokens holding a dash set off by spaces: "periodontitis - extract". */
const SPACED_DASH = /\s[-\u2013\u2014]+\s/
/** Words of a label that put its list ahead: "next labs 12/08:", "Upcoming tests:". */
const AHEAD_LABEL_WORDS = new Set(['next', 'upcoming', 'future', 'outstanding'])
/** A label is a few words before its colon ("Next labs before the visit:"); longer is prose. */
const MAX_LABEL_TOKENS = 7

/** "given her family history": a reason, not a participle. */
const DETERMINERS = new Set(['her', 'his', 'their', 'the', 'a', 'an', 'its', 'this', 'that'])

/** Whether the target is one of a bare plan item's tests or procedures, so planned. */
export function plannedPlanItem(v: PlanItemView): boolean {
  const untypedOrder = v.type === undefined && namesAnOrder(v)
  if (!PLAN_SECTIONS.has(v.section) || !(isPlannable(v.type) || untypedOrder) || v.se - v.ss > MAX_ITEM_TOKENS)
    return false
  const { keys } = v.scan
  const head = headOfItem(v, itemStart(v))
  if (head < 0 || head > v.xs || v.targetOf[head] === 0) return false
  if (!(isPlannable(v.typeAt(head)) || (head === v.xs && untypedOrder))) return false
  // from the head to the target: only its fellow items and the glue between them
  for (let k = head; k < v.xs; k++) {
    if (v.targetOf[k] !== 0 ? !isPlannable(v.typeAt(k)) : !ITEM_GLUE.has(keys[k]!)) return false
  }
  return bareClause(v, head)
}

/**
 * Whether a target the lexicon gives no type names a thing done by its last word: a head noun of
 * doing ("driving evaluation", "family-based treatment") or the ending of a study or operation
 * ("hysterosalpingogram", "sialendoscopy").
 */
function namesAnOrder(v: PlanItemView): boolean {
  const last = v.scan.keys[v.xe - 1] ?? ''
  return (
    ORDER_HEAD_NOUNS.has(last) ||
    ORDER_ENDINGS.some((ending) => last.length > ending.length + 3 && last.endsWith(ending))
  )
}
/** Head nouns of something done to or for the patient: the class, not one note's words. */
const ORDER_HEAD_NOUNS = new Set([
  'evaluation',
  'eval',
  'assessment',
  'treatment',
  'therapy',
  'testing',
  'test',
  'study',
  'studies',
  'screening',
  'counseling',
  'rehabilitation',
  'rehab',
  'program',
  'diet',
])
/** Endings of a study or an operation. */
const ORDER_ENDINGS = ['gram', 'graphy', 'scopy', 'ectomy', 'otomy', 'ostomy', 'plasty']

export function isPlannable(type: string | undefined): boolean {
  return type === 'test' || type === 'procedure'
}

/** The sentence's first token after its list marker ("-", "*", "2.", "4)"). */
export function firstWord(v: PlanItemView): number {
  let k = v.ss
  const { keys } = v.scan
  if (k < v.se && NUMBER.test(keys[k]!) && MARKS.has(keys[k + 1] ?? '')) k += 2
  while (k < v.se && MARKS.has(keys[k]!)) k++
  return k
}

/** Where the target's item starts: the line's first word, or the word after a spaced dash before the target. */
function itemStart(v: PlanItemView): number {
  let start = firstWord(v)
  const { starts, ends } = v.scan
  for (let k = start + 1; k <= v.xs; k++) {
    if (starts[k]! - ends[k - 1]! >= 3 && SPACED_DASH.test(v.text.slice(ends[k - 1]!, starts[k]!))) start = k
  }
  return start
}

/** The item's head: its first word, the first target after an ordering verb, its article and a few modifiers, or after a label that puts the list ahead. */
function headOfItem(v: PlanItemView, start: number): number {
  const { keys, isWord } = v.scan
  const afterLabel = afterAheadLabel(v, start)
  if (afterLabel >= 0) return afterLabel
  if (v.targetOf[start] !== 0) return start
  if (!ORDER_VERBS.has(keys[start]!)) return afterPremodifiers(v, start)
  let k = start + 1
  while (k < v.xs && ORDER_FILLERS.has(keys[k]!) && v.targetOf[k] === 0) k++
  for (let modifiers = 0; k < v.xs && v.targetOf[k] === 0; k++, modifiers++) {
    if (modifiers >= MAX_MODIFIERS || !isWord[k]) return -1
  }
  return k
}

/**
 * The head after the words that qualify it, else -1: "Urgent", "Formal", "Post-op",
 * "Ultrasound-guided" say how or when the item is done, not that it was ("1. Urgent L4-5
 * discectomy tonight"). Each word before the head is one of manner, urgency or setting, or a part
 * of a hyphened compound ("Pre-op", "CT-guided", "Two-week"); a verb ("Send", "Keep", "Await",
 * "cont") or a word of something done or ongoing is none of these, so the item is not bare.
 */
function afterPremodifiers(v: PlanItemView, start: number): number {
  const { keys, isWord } = v.scan
  for (let k = start; k <= v.xs && k - start <= MAX_MODIFIERS; k++) {
    if (v.targetOf[k] !== 0) return k
    const key = keys[k]!
    if (!isWord[k] || DONE_OR_ONGOING.has(key) || !(MANNER_WORDS.has(key) || inHyphenedCompound(v, k))) return -1
  }
  return -1
}

/** Words of how, how soon or where an item is done, before its head: the class, not one note's words. */
const MANNER_WORDS = new Set([
  'urgent',
  'emergent',
  'stat',
  'elective',
  'routine',
  'formal',
  'outpatient',
  'inpatient',
  'bedside',
  'annual',
  'yearly',
  'serial',
  'baseline',
  'surveillance',
  'screening',
  'further',
  'dedicated',
  'comprehensive',
  'expedited',
  'home',
])

/** Whether token k is joined by a bare hyphen to the word before or after it: "post-op", "ultrasound-guided". */
function inHyphenedCompound(v: PlanItemView, k: number): boolean {
  return hyphenBefore(v, k) || (k + 1 < v.se && hyphenBefore(v, k + 1))
}

/** Whether a hyphen, and nothing else, joins token k to the one before it: "ultrasound-guided". */
function hyphenBefore(v: PlanItemView, k: number): boolean {
  const { starts, ends } = v.scan
  return k > 0 && v.text.slice(ends[k - 1]!, starts[k]!) === '-'
}

/**
 * The token after an item's label when the label puts its list ahead, else -1: a few words before
 * a colon, holding a word of what comes next ("next labs 12/08: CBC, BMP") or opened by "to" and a
 * verb, a to-do ("To complete: stress test, colonoscopy"). The label holds no target of its own.
 */
function afterAheadLabel(v: PlanItemView, start: number): number {
  const { keys } = v.scan
  const end = Math.min(v.xs, start + MAX_LABEL_TOKENS)
  let ahead = keys[start] === 'to'
  for (let k = start; k < end; k++) {
    if (v.targetOf[k] !== 0) return -1
    if (keys[k] === ':') return ahead && k > start + 1 ? k + 1 : -1
    if (AHEAD_LABEL_WORDS.has(keys[k]!)) ahead = true
  }
  return -1
}

/**
 * Whether the head's clause (to a semicolon, a condition on it or the sentence end) holds nothing
 * done, found or ongoing.
 */
export function bareClause(v: PlanItemView, head: number): boolean {
  const { keys } = v.scan
  const testHead = v.typeAt(head) === 'test'
  for (let k = head; k < v.se; k++) {
    const key = keys[k]!
    if (key === ';' || (CONDITION_OPENERS.has(key) && k > v.xe)) return true
    if (v.targetOf[k] !== 0) continue
    if (DONE_OR_ONGOING.has(key) || FREQUENCY.test(key)) return false
    if (testHead && FINDING_WORDS.has(key)) return false
    if (NUMBER.test(key) && !TIME_UNITS.has(keys[k + 1] ?? '') && !partOfDate(keys, k)) return false
    if (key === 'given' && !DETERMINERS.has(keys[k + 1] ?? '')) return false
    if (pastParticiple(key)) return false
  }
  return true
}

/** "08/14", "12/03/2026": a number of a date schedules the item. */
function partOfDate(keys: readonly string[], k: number): boolean {
  return (
    (keys[k + 1] === '/' && NUMBER.test(keys[k + 2] ?? '')) || (keys[k - 1] === '/' && NUMBER.test(keys[k - 2] ?? ''))
  )
}

/** A verb or participle in -ed that says something was done ("managed with", "drawn"); planning ones are ahead. */
export function pastParticiple(key: string): boolean {
  return key.length >= 5 && key.endsWith('ed') && !AHEAD_PARTICIPLES.has(key) && !NOT_PARTICIPLES.has(key)
}
