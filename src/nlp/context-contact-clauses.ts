/**
 * A pronoun for the patient inside a relative clause on another person: "The friend she traveled
 * with developed diarrhea", "the teammate he collided with had a concussion", "a coworker that she
 * shares an office with has COVID". The clause names the patient only to say who the person is;
 * what the sentence goes on to tell is the person's, so the pronoun lends no patient experiencer.
 * The rule reads the clause's shape: a person cue, then (after "who", "that" or "whom", or right
 * away, a contact clause) a subject pronoun. An informant ("Per mom she has had fever") is left
 * alone: the pronoun there is the subject of the main clause.
 */
import type { WordScan } from './word-scan.js'

/** Subject pronouns that name the patient. */
const SUBJECT_PRONOUNS: ReadonlySet<string> = new Set(['she', 'he'])
/** Relative words between the person and the pronoun. */
const RELATIVES: ReadonlySet<string> = new Set(['who', 'that', 'whom'])
/** Before the person, these make it the source of the history, not the subject of a clause. */
const INFORMANT_LEADS: ReadonlySet<string> = new Set(['per', 'by', 'according'])

interface ContactCue {
  ts: number
  te: number
  category: string
  /** "pseudo" for an informant's phrase ("mother says"): a person who tells, not one described */
  direction: string
}

/** The found cues without the patient pronouns that stand in a relative clause on another person. */
export function dropPronounsInContactClauses<T extends ContactCue>(found: T[], scan: WordScan): T[] {
  const keys = scan.keys
  // where each person cue ends: one set, so the pass stays linear in the cues
  const personEnds = new Set<number>()
  for (const f of found) {
    if ((f.category === 'family' || f.category === 'other') && f.direction !== 'pseudo' && !informant(keys, f))
      personEnds.add(f.te)
  }
  if (personEnds.size === 0) return found
  return found.filter((f) => !(f.category === 'patient' && inContactClause(keys, f, personEnds)))
}

function informant(keys: readonly string[], f: ContactCue): boolean {
  const before = keys[f.ts - 1] ?? ''
  return INFORMANT_LEADS.has(before) || INFORMANT_LEADS.has(keys[f.ts - 2] ?? '')
}

function inContactClause(keys: readonly string[], f: ContactCue, personEnds: ReadonlySet<number>): boolean {
  if (f.te !== f.ts + 1 || !SUBJECT_PRONOUNS.has(keys[f.ts]!)) return false
  const before = RELATIVES.has(keys[f.ts - 1] ?? '') ? f.ts - 1 : f.ts
  return personEnds.has(before)
}
