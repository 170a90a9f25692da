/**
 * A drug given in place of an allergen: "Clopidogrel - rash, switched to prasugrel", "latex
 * (hives) - nitrile gloves used instead", "on sitagliptin instead". Written on an allergy line or
 * in an allergy story, the substitute is what the patient takes safely, no allergen, whatever
 * allergy cue or section shares its line. The rule reads the clause's shape: a verb of switching
 * with "to" or "with" right before the drug, or "instead" a few words after it.
 */
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type SubstituteView = Pick<TargetView, 'scan' | 'ss' | 'se' | 'xs' | 'xe'>

/** Verbs of putting one drug in another's place, before "to" or "with". */
const SWITCHING = new Set(['switched', 'changed', 'converted', 'replaced', 'transitioned'])
/** Words a switch may have between its verb and the drug: "switched to oral cefpodoxime". */
const LINKS = new Set(['to', 'with', 'by'])
/** How many words may stand between the switch's link and the drug ("to IV", "to the patch"). */
const MAX_BEFORE = 2
/** How many words may stand between the drug and "instead" ("used instead", "was chosen instead"). */
const MAX_AFTER = 3
/** Marks that end the drug's clause. */
const CLAUSE_ENDS = new Set(['.', ';', ',', ':', '(', ')', '-'])

/** Whether the target is a drug put in an allergen's place. */
export function substituteDrug(v: SubstituteView): boolean {
  return switchedTo(v) || insteadAfter(v)
}

function switchedTo(v: SubstituteView): boolean {
  const keys = v.scan.keys
  for (let k = v.xs - 1; k > v.ss && v.xs - k <= MAX_BEFORE + 1; k--) {
    const key = keys[k]!
    if (CLAUSE_ENDS.has(key)) return false
    if (LINKS.has(key)) return SWITCHING.has(keys[k - 1] ?? '')
  }
  return false
}

function insteadAfter(v: SubstituteView): boolean {
  const keys = v.scan.keys
  for (let k = v.xe; k < v.se && k - v.xe <= MAX_AFTER; k++) {
    const key = keys[k]!
    if (key === 'instead') return true
    if (CLAUSE_ENDS.has(key)) return false
  }
  return false
}
