/**
 * An intolerance named as a label before a colon, and the reaction that names the drugs it came
 * with: "Statin intolerance: myalgias with simvastatin and pravastatin", "Codeine intolerance: it
 * made her vomit". The label's own drug is the allergen (the general list reads "intolerance:"
 * forward only, so the word before the label went unread), and a reaction after the colon may
 * name the drugs that caused it, joined by "with", "from" or "on", which are allergens too.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

export const LABELLED_INTOLERANCE_TRIGGERS: readonly TriggerDef[] = triggerGroup(
  'allergy',
  'backward',
  ['intolerance:', 'intolerances:'],
  { window: 1, clause: true, skips: 'problem' },
)

/** Words that join a reaction to the drug that caused it: "myalgias with simvastatin". */
const CAUSE_LINKS: ReadonlySet<string> = new Set(['with', 'from', 'on', 'after'])

/**
 * Whether token `k` of an allergy list joins a reaction (a problem right before it) to the drug
 * after it: then the list goes on over it.
 */
export function reactionLinksDrug(
  keys: readonly string[],
  k: number,
  typeAt: (k: number) => string | undefined,
): boolean {
  return CAUSE_LINKS.has(keys[k]!) && k > 0 && typeAt(k - 1) === 'problem' && typeAt(k + 1) === 'medication'
}
