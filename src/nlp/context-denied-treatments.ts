/**
 * A way of treating denied with its drug: "no bridging with enoxaparin", "no oral step-down with
 * cefadroxil", "no prophylaxis with acyclovir". "With" ends a negation's scope as the company of a
 * denied finding ("no pain with swallowing"); after a noun that names a way of giving a drug it
 * names that drug, so the drug is not given either. The nouns form a closed family: the manners of
 * a course of treatment, not findings.
 */

/** Nouns of a manner of treating whose "with" names the drug it is done with. */
const TREATMENT_MANNERS: ReadonlySet<string> = new Set([
  'bridging',
  'bridge',
  'step',
  'stepdown',
  'prophylaxis',
  'premedication',
  'pretreatment',
  'treatment',
  'therapy',
  'anticoagulation',
  'coverage',
  'rechallenge',
  'challenge',
])

interface CueAt {
  ts: number
  def: { phrase: string }
  category: string
  direction: string
}

/** The found cues without the "with" that would end a negation after a manner of treating. */
export function keepDeniedTreatments<T extends CueAt>(found: T[], keys: readonly string[]): T[] {
  if (!found.some((f) => treatmentWith(f, keys))) return found
  return found.filter((f) => !treatmentWith(f, keys))
}

function treatmentWith(f: CueAt, keys: readonly string[]): boolean {
  if (f.category !== 'negated' || f.direction !== 'termination' || f.def.phrase !== 'with') return false
  const before = keys[f.ts - 1]
  // "step-down" is two tokens to the scan: "step down with"
  if (before === 'down') return keys[f.ts - 2] === 'step'
  return before !== undefined && TREATMENT_MANNERS.has(before)
}
