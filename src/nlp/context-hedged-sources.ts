/**
 * A hedge weighs a whole "condition from its source" when it stands outside the pair: in "Concern
 * for sepsis from a urinary source" and "Bacteremia from a line infection suspected" the clinician
 * doubts the infection and where it comes from alike, so the doubt of the condition carries to a
 * source that is itself a condition, and the doubt of the source back to the condition. A hedge
 * between the two ("AKI, likely from dehydration", "Hypercalcemia possible from the sarcoid")
 * weighs one side only and is left to the cues, and a drug or procedure named as the source is
 * real whatever the hedge ("Possible drug-induced lupus from hydralazine"), so it takes no doubt.
 * Only a hedge of suspicion weighs the pair: a word of likelihood before a mechanism ("AKI, likely
 * volume depletion from diarrhea") weighs how the known cause acts, not whether it is there.
 */

/** Where the rule reads a target: its tokens, its type, its uncertainty and where the cue setting it stands. */
export interface HedgedPairTarget {
  xs: number
  xe: number
  type: string | undefined
  uncertain: boolean
  negated: boolean
  /** the token span of the uncertainty cue that reached the target, if a cue did */
  hedge: { ts: number; te: number; def: { phrase: string } } | undefined
}

/** Hedges of suspicion: the clinician suspects a diagnosis, not a mechanism of a known cause. */
const SUSPICIONS: ReadonlySet<string> = new Set([
  'possible',
  'presumed',
  'suspected',
  'is suspected',
  'was suspected',
  'suspicion for',
  'suspicion of',
  'concern for',
  'concerning for',
  'worrisome for',
  'question of',
  'is possible',
  'cannot exclude',
  'cannot rule out',
])

/** The links of a condition to its source or cause, as token sequences. */
const SOURCE_LINKS: readonly (readonly string[])[] = [
  ['from'],
  ['due', 'to'],
  ['secondary', 'to'],
  ['caused', 'by'],
  ['because', 'of'],
]
/** Articles allowed between the link and the source: "from a urinary source". */
const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'the'])

/** Whether the tokens [from, to) are a source link, an article allowed after it. */
function linksToSource(keys: readonly string[], from: number, to: number): boolean {
  return SOURCE_LINKS.some((link) => {
    if (from + link.length > to) return false
    for (let i = 0; i < link.length; i++) if (keys[from + i] !== link[i]) return false
    const rest = to - from - link.length
    return rest === 0 || (rest === 1 && ARTICLES.has(keys[to - 1]!))
  })
}

/**
 * The indices of the targets that take a doubt from their pair. Targets come in text order; each
 * pair is two neighbouring problems in one sentence (sentenceStart equal) joined by a source link.
 */
export function hedgedPairDoubts(
  targets: readonly HedgedPairTarget[],
  sentenceStarts: ArrayLike<number>,
  keys: readonly string[],
): number[] {
  const doubted: number[] = []
  for (let i = 0; i + 1 < targets.length; i++) {
    const condition = targets[i]!
    const source = targets[i + 1]!
    if (sentenceStarts[i] !== sentenceStarts[i + 1]) continue
    // a source of no known type is read as a condition: "a urinary source" names no drug or procedure
    if (condition.type !== 'problem' || (source.type !== 'problem' && source.type !== undefined)) continue
    if (condition.negated || source.negated) continue
    if (!linksToSource(keys, condition.xe, source.xs)) continue
    const hedgedBefore = condition.uncertain && suspicion(condition.hedge) && condition.hedge!.te <= condition.xs
    const hedgedAfter = source.uncertain && suspicion(source.hedge) && source.hedge!.ts >= source.xe
    if (hedgedBefore && !source.uncertain) doubted.push(i + 1)
    if (hedgedAfter && !condition.uncertain) doubted.push(i)
  }
  return doubted
}

function suspicion(hedge: HedgedPairTarget['hedge']): boolean {
  return hedge !== undefined && SUSPICIONS.has(hedge.def.phrase)
}
