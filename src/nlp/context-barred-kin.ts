/**
 * The kin of a drug that caused an allergic reaction, barred in the clause that follows: "ACE
 * inhibitor caused angioedema, so no lisinopril or other ACE inhibitors", "Carbamazepine caused
 * Stevens-Johnson syndrome, so oxcarbazepine is avoided as well". A hypersensitivity reaction is
 * why a note keeps a drug's relatives away (cross-reactivity), so the drug barred after "so" is an
 * allergen as the first is, and negated by its own avoidance. The clause says so by marking the
 * drug as the kin ("other", "as well", "too", "also"); a bare "so no ACE inhibitors" may bar the
 * culprit's own class for any reason, and golds read it as negated only. A reaction that is no
 * allergy ("tendon pain", "a cough") bars its kin as a side effect, and a drug after "so" that is
 * given rather than barred ("so cetirizine was given") names no allergen.
 */

/** Words of barring, before the drug ("so no lisinopril") or after it ("oxcarbazepine is avoided"). */
const BARRING_BEFORE: ReadonlySet<string> = new Set(['no', 'avoid', 'avoiding'])
const BARRING_AFTER: ReadonlySet<string> = new Set(['avoided', 'contraindicated'])
/** Words between "so" and a barring word, or the drug and a barring word after it. */
const LEAD_WORDS: ReadonlySet<string> = new Set([
  'is',
  'are',
  'was',
  'were',
  'be',
  'should',
  'also',
  'now',
  'we',
  'she',
  'he',
  'they',
  'will',
])
/** Between a barring word before the drug and the drug: the kin listed ("no lisinopril or other ACE inhibitors"). */
const LIST_WORDS: ReadonlySet<string> = new Set(['or', 'and', ',', 'other', 'any', 'all'])
/** Words that mark the barred drug as kin of the culprit: "or other ACE inhibitors", "avoided as well". */
const KIN_MARKS: ReadonlySet<string> = new Set(['other', 'too', 'also', 'well'])
/** Tokens looked at after the drug for a barring word. */
const AFTER_REACH = 4

/**
 * Whether the drug target at tokens [xs, xe) is barred in a "so" clause whose clause before holds
 * an allergic reaction; `allergicReactionAt(j)` tells whether the target covering token j is one.
 */
export function kinBarredAfterReaction(
  keys: readonly string[],
  targetOf: Int32Array,
  ss: number,
  xs: number,
  xe: number,
  se: number,
  allergicReactionAt: (j: number) => boolean,
): boolean {
  const so = soBefore(keys, targetOf, ss, xs)
  if (so < 0 || !kinMarked(keys, so, se)) return false
  if (!barredBefore(keys, targetOf, so, xs) && !barredAfter(keys, targetOf, xe, se)) return false
  for (let j = so - 1; j >= ss; j--) {
    if (keys[j] === ';' || keys[j] === '.') return false
    if (targetOf[j] !== 0 && allergicReactionAt(j)) return true
  }
  return false
}

/** The ", so" before the target in its sentence, with no other clause break between, or -1. */
function soBefore(keys: readonly string[], targetOf: Int32Array, ss: number, xs: number): number {
  for (let k = xs - 1; k > ss; k--) {
    if (keys[k] === ';') return -1
    if (keys[k] === 'so' && targetOf[k] === 0 && keys[k - 1] === ',') return k
  }
  return -1
}

/** Whether the "so" clause marks what it bars as kin ("other", "too", "also", "as well"). */
function kinMarked(keys: readonly string[], so: number, se: number): boolean {
  for (let k = so + 1; k < se && keys[k] !== ';'; k++) {
    const key = keys[k]!
    if (KIN_MARKS.has(key) && (key !== 'well' || keys[k - 1] === 'as')) return true
  }
  return false
}

/** "so no lisinopril or other ACE inhibitors", "so we avoid carbamazepine": a barring word leads to the drug. */
function barredBefore(keys: readonly string[], targetOf: Int32Array, so: number, xs: number): boolean {
  let k = so + 1
  while (k < xs && LEAD_WORDS.has(keys[k]!)) k++
  if (k >= xs || !BARRING_BEFORE.has(keys[k]!)) return false
  for (k++; k < xs; k++) if (targetOf[k] === 0 && !LIST_WORDS.has(keys[k]!)) return false
  return true
}

/** "oxcarbazepine is avoided as well": a barring word a few words after the drug. */
function barredAfter(keys: readonly string[], targetOf: Int32Array, xe: number, se: number): boolean {
  for (let k = xe; k < se && k < xe + AFTER_REACH; k++) {
    if (BARRING_AFTER.has(keys[k]!)) return true
    if (targetOf[k] !== 0 || !LEAD_WORDS.has(keys[k]!)) return false
  }
  return false
}
