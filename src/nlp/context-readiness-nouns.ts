/**
 * A condition named right before a noun of watching or readiness is one looked out for, not one
 * present: "Alcohol withdrawal watch", "Travelers' diarrhea standby: azithromycin 1 g once",
 * "Delirium watch overnight". The noun makes the condition the thing the watch or the standby
 * supply is kept for, as "precautions" does ("seizure precautions"). Only a problem with the noun
 * as the very next token: after a colon or a comma the word is a verb of the plan ("PDA: watch
 * clinically"), and a drug or test before "standby" is the supply itself.
 */
import type { WordScan } from './word-scan.js'

/** Nouns that name a watch kept, or a supply held ready, for a condition. */
const READINESS_NOUNS = new Set(['watch', 'standby'])

/** Whether the problem ending at token xe is followed at once by a noun of watching or readiness. */
export function keptReadyFor(scan: WordScan, type: string | undefined, xe: number, se: number): boolean {
  return type === 'problem' && xe < se && READINESS_NOUNS.has(scan.keys[xe]!)
}
