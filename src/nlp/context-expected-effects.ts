/**
 * "Expect" as an imperative tells the patient what will come, so the problems after it in its
 * clause are ahead: "Expect some bruising at the site", "3. Expect mild nausea after the
 * infusion", "Gabapentin started; expect drowsiness for a few days". Only the imperative, opening
 * its sentence, item or clause: with a subject ("we expect the swelling to settle", "she did not
 * expect the pain") the problem named is one the patient has now. Only problems: the procedure or
 * drug the effect follows is real.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

export const EXPECTED_EFFECT_TRIGGERS: readonly TriggerDef[] = triggerGroup('hypothetical', 'forward', ['expect'], {
  window: 4,
  clause: true,
  only: 'problem',
})

const EXPECT_DEFS = new Set<TriggerDef>(EXPECTED_EFFECT_TRIGGERS)

/** Tokens before an imperative that opens its sentence, list item or clause. */
const OPENERS = new Set(['.', ';', ':', '!', '-', '*', '\u2022', ')', 'please', 'then', 'also', 'and'])

/** Drops the "expect" cues that have a subject before them: only the imperative forecasts. */
export function keepImperativeExpects<T extends { ts: number; def: TriggerDef }>(
  found: T[],
  keys: readonly string[],
): T[] {
  return found.filter((f) => !EXPECT_DEFS.has(f.def) || f.ts === 0 || OPENERS.has(keys[f.ts - 1]!))
}
