/**
 * A person named as the owner of a place or thing is only its owner: "a tick bite at her
 * daughter's farm", "drank vodka and took his roommate's pills", "fever, given his cousin's
 * illness and the splenomegaly". The person says whose the farm, pills or illness are, not whose
 * the patient's findings elsewhere in the sentence are, so the person reaches only what it owns:
 * the phrase after its possessive, up to a comma, a conjunction or a preposition other than "of"
 * ("her father's history of colon cancer", "his mother's stroke" stay theirs). A kin word after
 * the possessive keeps the person's reach ("diabetes on her mother's side", "in his father's
 * family"), and a person owned by the person is a cue of its own ("her husband's sister").
 */

/** Words after a possessive that name the person's kin rather than a thing: the reach goes on. */
const KIN_WORDS: ReadonlySet<string> = new Set(['side', 'family', 'relatives', 'line', 'lineage'])

/** Words that end the phrase the possessive owns. */
const PHRASE_ENDS: ReadonlySet<string> = new Set([
  'and',
  'or',
  'but',
  'with',
  'w',
  'at',
  'in',
  'on',
  'to',
  'from',
  'for',
  'after',
  'before',
  'since',
  'when',
  'while',
  'because',
  'by',
])

/** How many tokens the owned phrase may run to before the target: "her husband's old leftover amoxicillin". */
const OWNED_MAX = 4
/** Joiners that carry the owned phrase on over a list of targets: "Father's hypertension and hyperlipidemia". */
const LIST_JOINERS: ReadonlySet<string> = new Set(['and', 'or'])
/** Words before a possessive that heads its sentence: "Her husband's treatment is …". */
const DETERMINERS: ReadonlySet<string> = new Set(['her', 'his', 'their', 'the', 'my', 'your'])

/** The cue's tokens and the target's, as positions in the sentence's scan. */
export interface OwnerView {
  keys: readonly string[]
  /** 1 + the index of the target covering a token, else 0 */
  targetOf: Int32Array
  /** the person cue */
  ts: number
  te: number
  /** the target */
  xs: number
  /** the sentence */
  ss: number
  se: number
}

/**
 * Whether the person cue is a possessive ("daughter's", "parents'") whose owned phrase does not
 * hold the target. A possessive that heads its sentence makes the sentence about what it owns
 * ("Husband's treatment is by directly observed therapy"), so it keeps its reach.
 */
export function ownsSomethingElse(v: OwnerView): boolean {
  const { keys, te, xs, se } = v
  if (keys[te] !== "'") return false
  const from = keys[te + 1] === 's' ? te + 2 : te + 1
  // nothing owned after it ("Hypertension (mother's)"): the possessive stands for the target
  if (from >= se || KIN_WORDS.has(keys[from]!) || !/^[a-z0-9]/.test(keys[from]!)) return false
  if (headsSentence(keys, v.ss, v.ts)) return false
  if (xs < from) return true
  let sawTarget = false
  let words = 0
  for (let k = from; k < se && words <= OWNED_MAX; k++) {
    if (k === xs) return false
    const key = keys[k]!
    if (v.targetOf[k] !== 0) {
      sawTarget = true
      continue
    }
    // a list of owned targets goes on: "Father's hypertension and hyperlipidemia"
    if (sawTarget && LIST_JOINERS.has(key)) continue
    if (PHRASE_ENDS.has(key) || !/^[a-z0-9]/.test(key)) return true
    words++
  }
  return true
}

/** Whether only a list marker ("4.", "-") and a determiner stand before the possessive person. */
function headsSentence(keys: readonly string[], ss: number, ts: number): boolean {
  let k = ss
  while (k < ts && (/^\d+$/.test(keys[k]!) || !/^[a-z0-9]/.test(keys[k]!))) k++
  if (k < ts && DETERMINERS.has(keys[k]!)) k++
  return k === ts
}
