/**
 * A person told of their own condition: "Her sister was told she has celiac disease", "An uncle
 * was told that he had a heart murmur". "was told" after a relative is an informant's phrase
 * (context-triggers.ts: "mother was told to give the inhaler" counsels the carer about the
 * patient), but when the pronoun after it agrees with the person and goes on with a verb of having
 * or being, the clause tells what the person was diagnosed with: the pronoun names that person,
 * not the patient. A pronoun that does not agree ("Mother was told he has an ear infection") stays
 * the patient.
 */
import { FEMALE, MALE } from './context-person-pronouns.js'
import type { WordScan } from './word-scan.js'

/** Passive auxiliaries before "told". */
const PASSIVE: ReadonlySet<string> = new Set(['was', 'were', 'been'])
/** Verbs of having or being right after the pronoun: what the person was told they have. */
const HAVING: ReadonlySet<string> = new Set(['has', 'had', 'have', 'is', 'was', 'might', 'may', 'probably'])

interface PronounCue {
  ts: number
  te: number
  category: string
  def: { category: string }
}

/** The found cues, with a patient pronoun after "<person> was told (that)" turned into that person's cue. */
export function personsToldOfTheirOwn<T extends PronounCue>(found: T[], scan: WordScan): T[] {
  let out: T[] | undefined
  for (let i = 0; i < found.length; i++) {
    const f = found[i]!
    if (f.category !== 'patient' || f.te !== f.ts + 1) continue
    const category = toldPersonCategory(scan.keys, f.ts)
    if (category === undefined) continue
    out ??= found.slice()
    out[i] = { ...f, category, def: { ...f.def, category } }
  }
  return out ?? found
}

/** The experiencer of the person told, when the pronoun at token p agrees with them; else undefined. */
function toldPersonCategory(keys: readonly string[], p: number): string | undefined {
  if (!HAVING.has(keys[p + 1] ?? '')) return undefined
  let k = p - 1
  if (keys[k] === 'that') k--
  if (keys[k] !== 'told' || !PASSIVE.has(keys[k - 1] ?? '')) return undefined
  const who = keys[k - 2] ?? ''
  const agrees = (keys[p] === 'she' && FEMALE.has(who)) || (keys[p] === 'he' && MALE.has(who))
  if (!agrees) return undefined
  return SPOUSES.has(who) ? 'other' : 'family'
}

/** Spouses and partners are other people, not family (docs: Conventions). */
const SPOUSES: ReadonlySet<string> = new Set(['wife', 'husband', 'girlfriend', 'boyfriend', 'fiance', 'fiancee'])
