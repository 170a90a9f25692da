/**
 * Children named with the group they share with the patient are the patient's peers, not
 * relatives: "Attends daycare, where several children had influenza", "Two children in her
 * kindergarten class were sent home with impetigo". A relative child is owned ("her two
 * children", "his kids"), so an owner before the word keeps the family reading; the group is a
 * place children are kept together by day (daycare, class, school).
 *
 * A condition told of the group itself is the peers' too: the group is its subject ("Whole class
 * has had lice"), has an outbreak of it ("Daycare reports an outbreak of croup") or holds it
 * ("Pinworms in her class", "A cold going around his class"). What the patient had there stays
 * the patient's ("sent home from school with fever", "a seizure at school"): "at" and "from" place
 * the patient, not the group.
 */

/** Plural words for children that the person cues read as relatives. */
const CHILDREN_WORDS: ReadonlySet<string> = new Set(['children', 'kids'])
/** Places that gather unrelated children: the closed family of childcare and schooling. */
const GROUP_PLACES: ReadonlySet<string> = new Set([
  'daycare',
  'nursery',
  'preschool',
  'kindergarten',
  'school',
  'class',
  'classroom',
])
/** Owners that make the children the patient's (or a relative's) own. */
const OWNERS: ReadonlySet<string> = new Set(['her', 'his', 'their', 'my', 'our', 'your'])
/** Words an owner may stand before the children over: "her two children". */
const OWNER_REACH = 2
/** Tokens after the children within which the group may be named: "children in her kindergarten class". */
const GROUP_REACH_AFTER = 4

/**
 * Whether the person cue at [ts, te) is plural children of a group: not owned, and a group place
 * earlier in the sentence or within a few tokens after.
 */
export function childrenOfAGroup(keys: readonly string[], ts: number, te: number, ss: number, se: number): boolean {
  if (te - ts !== 1 || !CHILDREN_WORDS.has(keys[ts]!)) return false
  for (let k = ts - 1; k >= ss && k >= ts - OWNER_REACH; k--) if (OWNERS.has(keys[k]!)) return false
  for (let k = ss; k < ts; k++) if (GROUP_PLACES.has(keys[k]!)) return true
  for (let k = te; k < se && k < te + GROUP_REACH_AFTER; k++) if (GROUP_PLACES.has(keys[k]!)) return true
  return false
}

/** Prepositions that put a condition inside a group rather than the patient at a place. */
const HOLDING_WORDS: ReadonlySet<string> = new Set(['in', 'around'])
/** Auxiliaries between a condition and "going around": "has been going around". */
const GOING_AUXILIARIES: ReadonlySet<string> = new Set(['is', 'was', 'has', 'had', 'been', 'going'])
/** Words that may open a clause before its group subject: "Whole class", "The daycare". */
const SUBJECT_OPENERS: ReadonlySet<string> = new Set(['whole', 'the', 'her', 'his', 'their', 'entire'])
/** Verbs of having after a group subject: "class has had lice". */
const HAVING_VERBS: ReadonlySet<string> = new Set(['has', 'have', 'had'])
/** Tokens that end a clause. */
const CLAUSE_ENDS: ReadonlySet<string> = new Set([';', ':', '.', ','])

/**
 * Whether the condition at [xs, xe) is told of a group: a group subject that has it, an outbreak
 * of it where a group is named, or the target "in" or "around" an owned group right after it.
 */
export function conditionOfAGroup(keys: readonly string[], ss: number, xs: number, xe: number, se: number): boolean {
  return groupHasIt(keys, ss, xs) || outbreakInAGroup(keys, ss, xs, se) || heldByOwnedGroup(keys, xe, se)
}

/** "Whole class has had lice": the group opens the clause and has the condition. */
function groupHasIt(keys: readonly string[], ss: number, xs: number): boolean {
  let k = xs
  while (k > ss && !CLAUSE_ENDS.has(keys[k - 1]!)) k--
  while (k < xs && SUBJECT_OPENERS.has(keys[k]!)) k++
  return k + 1 < xs && GROUP_PLACES.has(keys[k]!) && HAVING_VERBS.has(keys[k + 1]!)
}

/** "Daycare reports an outbreak of croup": an outbreak is of many people, here the group's. */
function outbreakInAGroup(keys: readonly string[], ss: number, xs: number, se: number): boolean {
  if (xs - 2 < ss || keys[xs - 1] !== 'of' || keys[xs - 2] !== 'outbreak') return false
  for (let k = ss; k < se; k++) if (GROUP_PLACES.has(keys[k]!)) return true
  return false
}

/** "Pinworms in her class", "A cold has been going around his class". */
function heldByOwnedGroup(keys: readonly string[], xe: number, se: number): boolean {
  let j = xe
  while (j < se && j < xe + 3 && GOING_AUXILIARIES.has(keys[j]!)) j++
  return j + 2 < se && HOLDING_WORDS.has(keys[j]!) && OWNERS.has(keys[j + 1]!) && GROUP_PLACES.has(keys[j + 2]!)
}
