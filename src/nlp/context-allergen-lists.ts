/**
 * The later members of a list of allergens share the word that names them allergens: in
 * "allergic rhinitis to ragweed, cats and mold" or "hives with cefaclor and sulfa" the reaction
 * and its "to"/"with" stand before the first member only. Walking back from a member over the
 * drugs and substances listed before it ("cats and", "ragweed,") finds the token before the
 * list's head, where the allergy rules look for the reaction's "to", "with" or "from". A comma
 * alone does not make a list: "angioedema on lisinopril, ACE inhibitors are avoided" starts a new
 * clause. The target is a list's member when "and" or "or" stands right before it, or when a comma
 * or "and" and another drug or substance come right after it ("ragweed, cats and mold").
 */
import type { WordScan } from './word-scan.js'

/** What the walk needs to know of a target (context-allergy.ts's AllergyView). */
export interface AllergenListView {
  scan: WordScan
  ss: number
  se: number
  /** the target's tokens [xs, xe) */
  xs: number
  xe: number
  typeAt: (k: number) => string | undefined
  targetOf: Int32Array
}

/** Words that join one member of a list to the next. */
const LIST_JOINERS = new Set([',', 'and', 'or'])
/** Members walked over at most: a list longer than this is a list of something else. */
const MAX_MEMBERS_BACK = 6

/**
 * From token b, right before a target, the token right before the head of the list of drugs and
 * substances the target closes ("ragweed , cats and | mold" -> before "ragweed"); b when the
 * target is no later member of such a list.
 */
export function beforeAllergenList(v: AllergenListView, b: number): number {
  const { keys } = v.scan
  if (!memberOfList(v, b)) return b
  for (let members = 0; members < MAX_MEMBERS_BACK; members++) {
    let j = b
    while (j > v.ss && LIST_JOINERS.has(keys[j]!)) j--
    if (j === b || j <= v.ss || v.targetOf[j] === 0 || v.typeAt(j) !== 'medication') return b
    let s = j
    while (s > v.ss && v.targetOf[s - 1] === v.targetOf[j]) s--
    b = s - 1
  }
  return b
}

/** Whether the target, with b right before it, stands in a list ("and | mold", "cats | , and mold"). */
function memberOfList(v: AllergenListView, b: number): boolean {
  const { keys } = v.scan
  for (let j = b; j > v.ss && LIST_JOINERS.has(keys[j]!); j--) if (keys[j] !== ',') return true
  let k = v.xe
  if (k >= v.se || !LIST_JOINERS.has(keys[k]!)) return false
  while (k < v.se && LIST_JOINERS.has(keys[k]!)) k++
  return k < v.se && v.targetOf[k] !== 0 && v.typeAt(k) === 'medication'
}
