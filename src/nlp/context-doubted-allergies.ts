/**
 * An allergy the note records and doubts in the same breath: "Reported sulfa allergy is doubtful",
 * "Codeine (hives per an old chart, unconfirmed)", "a latex allergy of uncertain history", "she
 * doubts it was real". The substance stays an allergen, since it stays on the list, and is in
 * doubt. A word of doubt after the allergen, in its own entry, is said of the label: the entry
 * ends at a semicolon or at the next drug, which opens an entry of its own. A bare "unsure" or
 * "not sure" is left to the queried-target rules, which tie it to the "?" it answers.
 */

/** Where the rule reads a target: its tokens, its type and what the other rules gave it. */
export interface DoubtedAllergyTarget {
  xs: number
  xe: number
  type: string | undefined
  allergy: boolean
  negated: boolean
  uncertain: boolean
}

/** Words that doubt a record, the closed family of a label called into question. */
const DOUBT_WORDS: ReadonlySet<string> = new Set([
  'doubtful',
  'doubted',
  'doubts',
  'unconfirmed',
  'unverified',
  'uncertain',
  'questionable',
])
/** Tokens looked ahead of the allergen for the doubt: an entry is short. */
const MAX_AHEAD = 12

/**
 * The indices of the allergens whose own entry doubts them. `sentenceEnds[i]` is the token end of
 * target i's sentence; `targetOf[k]` is 1 + the index of the target covering token k, else 0.
 */
export function doubtedAllergens(
  targets: readonly DoubtedAllergyTarget[],
  sentenceEnds: ArrayLike<number>,
  keys: readonly string[],
  targetOf: Int32Array,
): number[] {
  const doubted: number[] = []
  targets.forEach((x, idx) => {
    if (!x.allergy || x.negated || x.uncertain || x.type === 'problem' || x.type === 'test') return
    const end = Math.min(sentenceEnds[idx]!, x.xe + MAX_AHEAD)
    for (let k = x.xe; k < end; k++) {
      const other = targetOf[k]!
      if (keys[k] === ';' || (other !== 0 && other - 1 !== idx && targets[other - 1]!.type === 'medication')) return
      if (other === 0 && DOUBT_WORDS.has(keys[k]!)) {
        doubted.push(idx)
        return
      }
    }
  })
  return doubted
}
