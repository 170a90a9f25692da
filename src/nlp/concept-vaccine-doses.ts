/**
 * A disease that a vaccine is named after, read as the vaccine where the words around it give a
 * dose: listed with other vaccines ("MMR and varicella given today", "DTaP, IPV, hepatitis B #3")
 * or followed by a dose's number ("hepatitis B #2"). A catch-up or a well-child list names each
 * vaccine by its disease alone, and without this the disease is read as the patient's problem.
 * The vaccine family (lexicon-data/medications-vaccines.ts) gives each disease its vaccine's
 * entry; only the word after the disease and the concept before it are looked at.
 */
import type { LexiconEntry } from './lexicon.js'
import type { WordScan } from './word-scan.js'

/** The suffix every vaccine's preferred term ends with in the vaccine family. */
const VACCINE = ' vaccine'

/** Whether a preferred term names a vaccine ("mmr vaccine", "tetanus vaccine"). */
export const isVaccine = (preferredTerm: string): boolean => preferredTerm.endsWith(VACCINE)

/**
 * The vaccine entries of a lexicon by the disease they are named after, in lower case
 * ("varicella" -> the entry of "varicella vaccine").
 */
export function vaccinesByDisease(entries: readonly LexiconEntry[]): Map<string, LexiconEntry> {
  const out = new Map<string, LexiconEntry>()
  for (const entry of entries) {
    const term = entry.term.toLowerCase()
    if (entry.type !== 'medication' || !term.endsWith(VACCINE)) continue
    const disease = term.slice(0, -VACCINE.length)
    if (!out.has(disease)) out.set(disease, entry)
  }
  return out
}

/** Whether a dose's number follows token `end - 1`: "hepatitis B #3". */
export function doseNumberAfter(scan: WordScan, end: number): boolean {
  return scan.keys[end] === '#' && /^\d$/.test(scan.keys[end + 1] ?? '')
}
