/**
 * A relative named only to time or compare what the patient has: "postpartum depression after her
 * first child", "quit smoking when his first child was born", "carries the trait, like her father".
 * The relative is the anchor of a time ("after", "before", "when", "during") or of a likeness
 * ("like", "unlike"), not the one the sentence is about, so it lends no experiencer. What the
 * relative owns is still the relative's: "since her father's heart attack", "after her mother's
 * stroke" keep the cue (the possessive), and so does a relative after a causal "since" ("since his
 * brother also has vomiting").
 */
import type { WordScan } from './word-scan.js'

/** Words that make the relative after them the anchor of a time or a likeness. */
const ANCHOR_LINKS: ReadonlySet<string> = new Set(['after', 'before', 'when', 'during', 'like', 'unlike'])
/** Words between the link and the relative: "after | her first | child". */
const BETWEEN: ReadonlySet<string> = new Set([
  'her',
  'his',
  'their',
  'the',
  'a',
  'my',
  'first',
  'second',
  'third',
  'last',
  'youngest',
  'oldest',
  'eldest',
  'older',
  'younger',
])
const BETWEEN_MAX = 2

interface PersonCue {
  ts: number
  te: number
  category: string
  direction: string
}

/** The found cues without the relatives that only anchor a time or a likeness. */
export function dropAnchoringRelatives<T extends PersonCue>(found: T[], scan: WordScan): T[] {
  if (!found.some((f) => anchors(scan.keys, f))) return found
  return found.filter((f) => !anchors(scan.keys, f))
}

function anchors(keys: readonly string[], f: PersonCue): boolean {
  if (f.category !== 'family' || f.direction === 'pseudo') return false
  // "her mother's stroke": what the relative owns is the relative's
  if (keys[f.te] === "'" || keys[f.te] === "'s") return false
  let k = f.ts - 1
  while (k >= 0 && f.ts - k <= BETWEEN_MAX && BETWEEN.has(keys[k]!)) k--
  return k >= 0 && ANCHOR_LINKS.has(keys[k]!)
}
