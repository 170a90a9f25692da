/**
 * A hedge after the condition it weighs, with the ground for it after the hedge: "Gout suspected
 * on exam", "Sarcoid possible given the node pattern", "Lupus is suspected by her rheumatologist",
 * "Hyperthyroidism possible with tremor" (the findings after "with" are seen, not in doubt).
 * The general rule lets a forward hedge answer back only when nothing follows it in its clause
 * ("Gout suspected."); here a hedge right after its subject (a copula allowed between) answers back
 * too when a word that opens its ground comes next, as "likely" does in context.ts. The rule reads
 * the shape (subject, hedge, ground), not the phrases of any note.
 *
 * A condition being worked up is in doubt as well: "Celiac disease is being evaluated", "Lupus
 * under investigation" - the passive progressive of the verbs of looking into something, said of a
 * problem only (a procedure "being evaluated" is an option, which the hypothetical rules read).
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

/** Hedges in the form of an adjective or participle that may follow their subject. */
const TRAILING_HEDGES: ReadonlySet<string> = new Set(['suspected', 'possible', 'probable', 'presumed', 'questionable'])

/** Words that open the ground of a hedge: "on exam", "given the history", "by her GP", "based on". */
const GROUND_OPENERS: ReadonlySet<string> = new Set([
  'on',
  'given',
  'by',
  'based',
  'per',
  'from',
  'because',
  'since',
  'as',
  'clinically',
  'radiographically',
  // a ground against the hedge still leaves the condition in doubt: "Gout suspected despite a normal uric acid"
  'despite',
  'although',
  'though',
  // a time or place the hedge was reached at: "Preeclampsia suspected at 34 weeks", "Lyme suspected after a hike"
  'at',
  'after',
  'during',
  'following',
  'in',
  // the findings it rests on: "Hyperthyroidism possible with tremor and weight loss"
  'with',
])

const COPULAS: ReadonlySet<string> = new Set(['is', 'was', 'are', 'were'])

/** Words of the "of" phrase that places a subject ("of the second metatarsal") before its hedge. */
const MAX_PLACE_WORDS = 4
/** A plain word of such a phrase: no number, bracket or punctuation. */
const PLACE_WORD = /^[a-z]+$/

/**
 * Whether the forward hedge at tokens [ts, te) stands right after a target ending at token xe
 * (copulas between allowed, or an "of" phrase that places the subject: "Stress fracture of the
 * fifth metatarsal suspected in a runner") and is followed by the opening of its ground.
 * `targetOf` tells the tokens inside targets: a target in the "of" phrase is a subject of its own.
 */
export function hedgeAfterItsSubject(
  keys: readonly string[],
  targetOf: Int32Array,
  ts: number,
  te: number,
  xe: number,
): boolean {
  if (ts < xe || !hedgeThenGround(keys, ts, te)) return false
  let k = xe
  if (keys[k] === 'of' && ts - k - 1 <= MAX_PLACE_WORDS) {
    for (k++; k < ts && targetOf[k] === 0 && PLACE_WORD.test(keys[k]!); k++);
  }
  for (; k < ts; k++) if (!COPULAS.has(keys[k]!)) return false
  return true
}

/** Words that open the ground of a weighed likelihood: "HSV encephalitis less likely with a normal mental status". */
const LIKELIHOOD_GROUNDS: ReadonlySet<string> = new Set(['with', 'given'])

/** A hedge of likelihood ending at token te ("less likely", "unlikely") with its ground after it. */
function likelihoodThenGround(keys: readonly string[], te: number): boolean {
  const last = keys[te - 1]
  return (last === 'likely' || last === 'unlikely') && LIKELIHOOD_GROUNDS.has(keys[te] ?? '')
}

/**
 * A trailing hedge followed by the opening of its ground, the opener outside the cue or as the
 * cue's last words ("suspected because of" is also read as a hedged cause when nothing precedes it).
 */
function hedgeThenGround(keys: readonly string[], ts: number, te: number): boolean {
  return TRAILING_HEDGES.has(keys[ts]!) && GROUND_OPENERS.has(keys[ts + 1] ?? '') && te <= ts + 3
}

/**
 * Whether the forward hedge at tokens [ts, te) trails a target of its own (copulas between
 * allowed) and the opening of its ground follows: what comes after is the ground, not in doubt
 * ("Pertussis suspected in an infant with coughing fits": the coughing fits are seen).
 */
export function groundAfterHedgedSubject(
  keys: readonly string[],
  targetOf: Int32Array,
  ts: number,
  te: number,
): boolean {
  if (!hedgeThenGround(keys, ts, te) && !likelihoodThenGround(keys, te)) return false
  let k = ts - 1
  while (k >= 0 && COPULAS.has(keys[k]!)) k--
  return k >= 0 && targetOf[k] !== 0
}

/**
 * Whether a hedge read back from its clause's end has a subject of its own in that clause, after
 * the comma that separates the target ending at token xe: in "Cellulitis of the leg, MRSA less
 * likely" and "Sciatica down the leg, disc herniation suspected" the hedge weighs the second item
 * only. With no target between the comma and the hedge ("Pneumonia, possible.") it still reaches
 * back, and so it does over a list the clause ends ("postnasal drip, asthma and reflux all
 * possible").
 */
export function hedgeHasNearerSubject(keys: readonly string[], targetOf: Int32Array, xe: number, ts: number): boolean {
  let subject = false
  for (let k = ts - 1; k >= xe; k--) {
    if (keys[k] === ',') return subject
    if (targetOf[k] !== 0) subject = true
    // "postnasal drip, asthma and reflux all possible": the clause ends a list the hedge weighs whole
    else if (subject && (keys[k] === 'and' || keys[k] === 'or')) return false
  }
  return false
}

/**
 * Whether a hedge closing its clause weighs a companion named after "with" rather than the
 * target ending at token xe before it: in "Pneumonia with an effusion likely" and "Dysphagia with
 * aspiration suspected" the first finding is found and what comes with it is in doubt. Only a
 * target between "with" and the hedge makes it the hedge's subject; a comma before "with" leaves
 * the comma rules to decide.
 */
export function hedgeWeighsCompanion(keys: readonly string[], targetOf: Int32Array, xe: number, ts: number): boolean {
  let companion = false
  for (let k = ts - 1; k >= xe; k--) {
    if (keys[k] === ',' || keys[k] === ';') return false
    if (targetOf[k] !== 0) companion = true
    else if (keys[k] === 'with') return companion
  }
  return false
}

/** The verbs of looking into a condition, in the passive progressive and its noun forms; weighing it ("being considered") is one. */
const LOOKING_INTO = ['evaluated', 'investigated', 'assessed', 'worked up', 'considered']

export const WORKED_UP_TRIGGERS: readonly TriggerDef[] = [
  ...triggerGroup(
    'uncertain',
    'backward',
    [
      ...['', 'is ', 'are ', 'currently ', 'is currently ', 'are currently '].flatMap((lead) =>
        LOOKING_INTO.map((verb) => `${lead}being ${verb}`),
      ),
      'under evaluation',
      'under investigation',
    ],
    { window: 1, clause: true, only: 'problem' },
  ),
  // the third person of "suspect", which the general list holds in its bare form: "Teacher suspects dyslexia"
  ...triggerGroup('uncertain', 'forward', ['suspects']),
]

/** Hedges of likelihood that may weigh a predicate and the cause after it: "likely prerenal from". */
const PREDICATE_HEDGES: ReadonlySet<string> = new Set(['likely', 'probably', 'possibly', 'presumably'])
/** Words of a predicate between the hedge and "from": "prerenal", "partly neuropathic". */
const MAX_PREDICATE_WORDS = 2
/** A plain word of the predicate; a participle ("probably acquired from") tells an event, whose cause stands. */
const PLAIN_WORD = /^[a-z]+$/
const PARTICIPLE = /ed$/

interface CueAt {
  ts: number
  te: number
  category: string
  direction: string
  def: { phrase: string }
}

/**
 * The found cues without the "from" that would end a hedge's scope when the hedge weighs a bare
 * predicate right before it: in "AKI, likely prerenal from volume loss" the hedge puts both the
 * kind and its cause in doubt, as "likely from volume loss" does (context-triggers.ts's hedged
 * causes). A target between the hedge and "from" keeps the end ("possible pneumonia from
 * aspiration" weighs the pneumonia only), and so does a participle ("probably acquired from
 * transfusion" tells an event whose cause is given as known).
 */
export function keepHedgedPredicateCauses<T extends CueAt>(
  found: T[],
  keys: readonly string[],
  targetOf: Int32Array,
): T[] {
  if (!found.some((f) => hedgedPredicateCause(keys, targetOf, f))) return found
  return found.filter((f) => !hedgedPredicateCause(keys, targetOf, f))
}

function hedgedPredicateCause(keys: readonly string[], targetOf: Int32Array, f: CueAt): boolean {
  if (f.category !== 'uncertain' || f.direction !== 'termination' || f.def.phrase !== 'from') return false
  for (let k = f.ts - 1; k >= 0 && k >= f.ts - 1 - MAX_PREDICATE_WORDS; k--) {
    if (targetOf[k] !== 0) return false
    if (PREDICATE_HEDGES.has(keys[k]!)) return k < f.ts - 1
    if (!PLAIN_WORD.test(keys[k]!) || PARTICIPLE.test(keys[k]!)) return false
  }
  return false
}
