/**
 * "None since" after a use tells that the use ended: "took codeine for a month in 2019; none
 * since", "smoked cannabis in college, none since". The drug and the habit of the clause right
 * before it belong to the patient's past, so they are historical, and the "on" of a drug's use
 * does not make it current. Only that clause (back to the comma or semicolon before it): a
 * condition named earlier in the sentence ("ADHD as a child, on methylphenidate until 16, none
 * since") is left to the other rules, and a symptom whose episodes the clause counts is this
 * illness's ("one episode of emesis at 2300, none since").
 */
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type NoneSinceView = Pick<TargetView, 'scan' | 'ss' | 'se' | 'xs' | 'xe' | 'type'>

/** Tokens that close a clause. */
const CLAUSE_BREAKS: ReadonlySet<string> = new Set([',', ';'])
/** Tokens that may end the sentence after "none since". */
const ENDS: ReadonlySet<string> = new Set(['.', ';', ')', 'then'])

/** Words that count a symptom's episodes: "one episode of emesis at 2300", "two bouts of vomiting". */
const EPISODE_WORDS: ReadonlySet<string> = new Set(['episode', 'episodes', 'bout', 'bouts', 'spell', 'spells'])
/** How far before the target its clause's count is looked for. */
const EPISODE_REACH = 4

function countsEpisodes(keys: readonly string[], xs: number, clauseEnd: number): boolean {
  for (let k = Math.max(0, xs - EPISODE_REACH); k < clauseEnd; k++) if (EPISODE_WORDS.has(keys[k]!)) return true
  return false
}

/** Whether the drug or habit target stands in the clause right before a closing "none since". */
export function endedByNoneSince(v: NoneSinceView): boolean {
  if (v.type !== 'medication' && v.type !== 'problem') return false
  const { keys } = v.scan
  // forward to the end of the target's clause; a symptom's episodes counted are this illness's
  let k = v.xe
  while (k < v.se && !CLAUSE_BREAKS.has(keys[k]!)) k++
  if (v.type === 'problem' && countsEpisodes(keys, v.xs, k)) return false
  if (k >= v.se || keys[k + 1] !== 'none' || keys[k + 2] !== 'since') return false
  const after = k + 3
  return after >= v.se || ENDS.has(keys[after]!)
}
