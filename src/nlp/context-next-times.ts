/**
 * An order timed by the next point of a series is given then, not now: "Filgrastim with the next
 * cycle", "flu vaccine at the next visit", "MRI foot next." The next cycle, visit or dose has not
 * come, so the order before it is ahead. The cue is read as a condition is (context.ts,
 * conditionReach): it reaches back only to an order ahead that heads its clause, with nothing but
 * the order's details between, so "tolerated the last cycle, nausea with the next cycle" or a
 * finding before it is left alone; it reaches forward to no target (window 0 over what follows is
 * the series' own noun). A bare "next" counts only where it closes its clause ("colposcopy next."),
 * not before a noun of its own ("next week", "next infusion": context-next-events.ts).
 */
import { type FoundCue, triggerGroup, type TriggerDef } from './context-triggers.js'

const NEXT_TIME_PHRASES = ['with the next', 'with next', 'at the next', 'at next', 'at her next', 'at his next']
const BARE_NEXT = 'next'

export const NEXT_TIME_TRIGGERS: readonly TriggerDef[] = triggerGroup(
  'hypothetical',
  'forward',
  [...NEXT_TIME_PHRASES, BARE_NEXT],
  { conditional: true, window: 0, skips: 'problem' },
)

/** What closes a clause after a bare "next". */
const CLAUSE_ENDS: ReadonlySet<string> = new Set(['.', ';', ',', '!', ':'])

/** The found cues without a conditional bare "next" that does not close its clause. */
export function keepNextsClosingClauses(found: FoundCue[], keys: readonly string[]): FoundCue[] {
  if (!found.some(isBareNextTime)) return found
  return found.filter((f) => !isBareNextTime(f) || f.te >= keys.length || CLAUSE_ENDS.has(keys[f.te]!))
}

function isBareNextTime(f: FoundCue): boolean {
  return f.category === 'hypothetical' && f.def.conditional === true && f.def.phrase === BARE_NEXT
}
