/**
 * A child nobody owns is the patient. A relative child is always someone's in a note ("her child",
 * "his youngest child", "her sister's child"); a pediatric note names its own patient "child"
 * without an owner ("Child with asthma and eczema", "this child has a fever", "Well-child check at
 * 4 years"), so the bare word lends no family experiencer. Plural "children" is left alone: a
 * pediatric note does not call its one patient "children".
 */
import type { WordScan } from './word-scan.js'

/** The owners that make a child a relative: "her child", "their only child". */
const OWNERS: ReadonlySet<string> = new Set(['her', 'his', 'their', 'my', 'our'])
/** Words an owner may stand before the child over: "her first child", "his 3 year old child". */
const BETWEEN: ReadonlySet<string> = new Set([
  'first',
  'second',
  'third',
  'youngest',
  'oldest',
  'eldest',
  'younger',
  'older',
  'only',
  'other',
  'adult',
  'adopted',
  'year',
  'old',
])
const BETWEEN_MAX = 4

interface PersonCue {
  ts: number
  te: number
  category: string
  direction: string
}

/** The found cues without the bare "child" that names the patient. */
export function dropUnownedChildren<T extends PersonCue>(found: T[], scan: WordScan): T[] {
  if (!found.some((f) => unownedChild(scan, f))) return found
  return found.filter((f) => !unownedChild(scan, f))
}

function unownedChild(scan: WordScan, f: PersonCue): boolean {
  if (f.category !== 'family' || f.direction === 'pseudo' || f.te !== f.ts + 1) return false
  const { keys, isWord } = scan
  if (keys[f.ts] !== 'child') return false
  let k = f.ts - 1
  while (k >= 0 && f.ts - k <= BETWEEN_MAX && isWord[k] && (BETWEEN.has(keys[k]!) || /^\d+$/.test(keys[k]!))) k--
  if (k < 0) return true
  // "her sister's child": someone's possessive owns it
  if (keys[k] === 's' && keys[k - 1] === "'") return false
  return !OWNERS.has(keys[k]!)
}
