/**
 * "Last apixaban dose on 11/03", "last lorazepam dose 10 hours ago": the last dose of a drug
 * dates one dose of a course the patient is on (or is told when to stop, in a bridging plan); the
 * drug itself is no history. "Last" otherwise puts its next item in the past ("last tetanus shot
 * in 2015", "her last colonoscopy"), so the rule reads only a drug named right between "last" and
 * the word "dose".
 */
import type { FoundCue } from './context-triggers.js'

/** "Last" and its determiners, as the near-history cues spell it. */
const LAST_PHRASES: ReadonlySet<string> = new Set(['last', 'her last', 'his last', 'the last', 'their last'])
/** The noun of one dose of a course. */
const DOSE_NOUNS: ReadonlySet<string> = new Set(['dose', 'doses'])

/** Whether history cue `cue` is the "last" of a drug's last dose: "last [warfarin] dose". */
export function lastDoseOfDrug(
  keys: readonly string[],
  cue: FoundCue,
  type: string | undefined,
  xs: number,
  xe: number,
): boolean {
  return type === 'medication' && LAST_PHRASES.has(cue.def.phrase) && cue.te === xs && DOSE_NOUNS.has(keys[xe] ?? '')
}
