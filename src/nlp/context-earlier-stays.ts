/**
 * The reason of a stay this visit follows: "check-up after admission for pneumonia", "unable to
 * live alone after a hospital stay for urosepsis", "follow-up after an emergency visit on 11/18 for
 * an asthma attack". "After" puts the stay before this encounter, and what the stay was for is
 * the story of that stay: history. The rule reads the shape only — "after" or "following", a noun
 * of a stay or visit a few words on (with its article, its kind and a date), then "for" or "with"
 * and the target. "Since admission" names this stay and dates nothing; a stay named without
 * "after" ("admitted for pneumonia") is this encounter's.
 */
import type { TargetView } from './context-target-view.js'

/** What the rule needs of a target (context-target-view.ts). */
export type EarlierStayView = Pick<TargetView, 'scan' | 'ss' | 'xs' | 'type'>

/** Words that put a stay before what the sentence tells now. */
const AFTER_WORDS: ReadonlySet<string> = new Set(['after', 'following'])
/** Nouns of a stay or a visit elsewhere: the class of them. */
const STAY_NOUNS: ReadonlySet<string> = new Set([
  'admission',
  'hospitalization',
  'hospitalisation',
  'stay',
  'visit',
  'presentation',
])
/** Words that may stand between "after" and the stay noun: its article and its kind. */
const STAY_LEADS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'her',
  'his',
  'their',
  'recent',
  'hospital',
  'emergency',
  'ed',
  'er',
  'department',
  'inpatient',
  'icu',
  'brief',
  'short',
])
/** Prepositions that name what the stay was for. */
const REASON_WORDS: ReadonlySet<string> = new Set(['for', 'with'])
/** Articles and possessives between the preposition and the target. */
const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'the', 'her', 'his', 'their'])
/** A date between the stay and its reason: "on 11/18", "in March". */
const DATE_TOKEN = /^(?:on|in|\d+|\/|-)$/
/** At most this many words of a date between the stay noun and "for". */
const MAX_DATE_TOKENS = 4
/** At most this many leads between "after" and the stay noun. */
const MAX_LEADS = 3

/** Whether the target is what a stay before this encounter was for. */
export function reasonOfEarlierStay(v: EarlierStayView): boolean {
  if (v.type !== 'problem' && v.type !== 'procedure') return false
  const { keys } = v.scan
  let k = v.xs - 1
  while (k >= v.ss && ARTICLES.has(keys[k]!)) k--
  if (k < v.ss || !REASON_WORDS.has(keys[k]!)) return false
  k--
  for (let dated = 0; k >= v.ss && dated < MAX_DATE_TOKENS && DATE_TOKEN.test(keys[k]!); dated++) k--
  if (k < v.ss || !STAY_NOUNS.has(keys[k]!)) return false
  k--
  for (let leads = 0; k >= v.ss && leads < MAX_LEADS && STAY_LEADS.has(keys[k]!); leads++) k--
  return k >= v.ss && AFTER_WORDS.has(keys[k]!)
}
