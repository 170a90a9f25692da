/**
 * A combination denied: "sildenafil as needed, never with nitrates", "tramadol for pain; not with
 * the sertraline". "With" ends a negation's scope as the means or company of a denied finding ("no
 * pain with swallowing"); right after "not" or "never" it is what the negation denies, so the drug
 * after it is not to be taken together with the one before. The rule reads the shape (a bare "not"
 * or "never" cue, then "with"), not phrases.
 */

/** Negations that deny the company after them. */
const COMBINATION_DENIALS: ReadonlySet<string> = new Set(['not', 'never'])

interface CueAt {
  ts: number
  te: number
  def: { phrase: string }
  category: string
  direction: string
}

/** The found cues without the "with" that would end the scope of a "not" or "never" right before it. */
export function keepDeniedCombinations<T extends CueAt>(found: T[]): T[] {
  let kept: T[] | undefined
  for (let i = 1; i < found.length; i++) {
    const f = found[i]!
    const before = found[i - 1]!
    if (
      f.category === 'negated' &&
      f.direction === 'termination' &&
      f.def.phrase === 'with' &&
      before.category === 'negated' &&
      before.direction === 'forward' &&
      before.te === f.ts &&
      COMBINATION_DENIALS.has(before.def.phrase)
    ) {
      kept ??= found.slice(0, i)
      continue
    }
    kept?.push(f)
  }
  return kept ?? found
}
