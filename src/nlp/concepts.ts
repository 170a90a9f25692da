/**
 * Dictionary concept matching: the text is scanned into tokens once, then a trie over token
 * sequences finds, at each position, the longest lexicon term starting there. Matching is
 * case-insensitive (except for terms marked exact-case, such as "CAP"), treats any whitespace
 * run as one space, respects word boundaries (tokens are whole words), lets a plural word in the
 * text meet a singular term, and reads a slash between words inside a term as a space
 * ("piperacillin/tazobactam", "CT abdomen/pelvis"). Phrases that are not concepts ("cath lab",
 * "heart failure clinic") consume their words so nothing inside them is reported, and sense
 * guards (concept-senses.ts) drop or re-type matches whose neighbours give them another meaning.
 */
import {
  DOSE_UNITS,
  DUAL_SENSES,
  FALLBACK_SENSES,
  SENSE_RULES,
  doseOrTest,
  fallbackAllows,
  senseAllows,
  type SenseRule,
} from './concept-senses.js'
import { codeSystemOf } from './code-systems.js'
import { headAfter, LINKING_WORDS } from './concept-heads.js'
import { siteStart } from './concept-sites.js'
import { describesNext } from './concept-describers.js'
import { identityMeasureAt } from './concept-identity-lines.js'
import { doseNumberAfter, isVaccine, vaccinesByDisease } from './concept-vaccine-doses.js'
import { wordPartEntryAt } from './concept-word-parts.js'
import { headNounAt } from './concept-head-nouns.js'
import { inTitle, operationConsulted, serviceAfter, titleLineEnd } from './concept-labels.js'
import { membraneRuptureAt } from './concept-membrane-rupture.js'
import { advisedCareAt } from './concept-advised-changes.js'
import { FUZZY_PROBLEMS, FuzzyMedications } from './fuzzy-medications.js'
import { withSenseRows, type SenseRow } from './sense-table.js'
import type { ConceptType, LexiconEntry } from './lexicon.js'
import { NON_CONCEPT_PHRASES } from './lexicon-data/non-concepts.js'
import { sectionCategoryAt, sortSections, type SectionLike } from './section-lookup.js'
import { documentScan, phraseKeys, singularForms, type WordScan } from './word-scan.js'

export type { SectionLike } from './section-lookup.js'

export interface Concept {
  start_index: number
  end_index: number
  concept_type: ConceptType
  preferred_term: string
  code: string
  /** the code's system in words (code-systems.ts), '' when the code is '' */
  code_system: string
  /** category of the section containing the concept, '' when none does */
  section: string
  /** the lexicon term a misspelt word was matched to ("levothyroxine" for "levothyroxin"); absent on exact matches */
  matched_variant?: string
}

interface TrieNode {
  next: Map<string, TrieNode> | null
  entry: LexiconEntry | null
  /** a phrase that is not a concept ends here */
  blocks: boolean
}

interface Found {
  end: number
  entry: LexiconEntry | null
}

const newNode = (): TrieNode => ({ next: null, entry: null, blocks: false })

/** The keys of a term as the trie stores them: a slash between two words is dropped. */
function matchKeys(term: string): string[] {
  const keys = phraseKeys(term)
  return keys.filter(
    (k, i) => !(k === '/' && i > 0 && i < keys.length - 1 && isWordKey(keys[i - 1]!) && isWordKey(keys[i + 1]!)),
  )
}

const isWordKey = (key: string): boolean => /^[\p{L}\p{N}]/u.test(key)

export class ConceptMatcher {
  readonly #root: TrieNode = newNode()
  /** the other sense of a dual word, by the entry of the sense matched */
  readonly #otherSense = new Map<LexiconEntry, LexiconEntry>()
  /** sense guards, by entry */
  readonly #rules = new Map<LexiconEntry, SenseRule>()
  readonly #fuzzy: FuzzyMedications
  readonly #fuzzyProblems: FuzzyMedications
  /** vaccine entries by the disease they are named after (concept-vaccine-doses.ts) */
  readonly #vaccines: Map<string, LexiconEntry>

  /**
   * Later entries with the same term (case and spacing ignored) replace earlier ones; sense rows
   * (from a user lexicon) add to the built-in sense rules of their terms.
   */
  constructor(entries: readonly LexiconEntry[], senses: readonly SenseRow[] = []) {
    const senseRules = withSenseRows(SENSE_RULES, senses)
    for (const phrase of NON_CONCEPT_PHRASES) this.#insert(matchKeys(phrase)).blocks = true
    const byPreferred = new Map<string, LexiconEntry>()
    for (const entry of entries) {
      const keys = matchKeys(entry.term)
      if (keys.length === 0) continue
      const node = this.#insert(keys)
      node.entry = entry
      node.blocks = false
      const key = `${entry.type}:${entry.preferred_term}`
      if (!byPreferred.has(key)) byPreferred.set(key, entry)
      const rule = senseRules.get(entry.term.toLowerCase())
      if (rule !== undefined) this.#rules.set(entry, rule)
    }
    const others = new Map<string, LexiconEntry>()
    for (const { medication, test } of DUAL_SENSES) {
      const asDrug = byPreferred.get(`medication:${medication}`)
      const asTest = byPreferred.get(`test:${test}`)
      if (asDrug === undefined || asTest === undefined) continue
      others.set(`medication:${medication}`, asTest)
      others.set(`test:${test}`, asDrug)
    }
    for (const entry of entries) {
      const other = others.get(`${entry.type}:${entry.preferred_term}`)
      if (other !== undefined) this.#otherSense.set(entry, other)
    }
    this.#vaccines = vaccinesByDisease(entries)
    const isTerm = (word: string): boolean => this.#root.next?.has(word) === true
    this.#fuzzy = new FuzzyMedications(entries, isTerm)
    this.#fuzzyProblems = new FuzzyMedications(entries, isTerm, FUZZY_PROBLEMS)
  }

  #insert(keys: readonly string[]): TrieNode {
    let node = this.#root
    for (const key of keys) {
      node.next ??= new Map()
      let child = node.next.get(key)
      if (child === undefined) {
        child = newNode()
        node.next.set(key, child)
      }
      node = child
    }
    return node
  }

  match(text: string, sections?: readonly SectionLike[]): Concept[] {
    const scan = documentScan(text)
    const ordered = sortSections(sections)
    const out: Concept[] = []
    const n = scan.keys.length
    const walk = new Walk(text, scan)
    const titleEnd = titleLineEnd(text)
    /** token just after the last concept reported, for "thiamine and folate" */
    let lastEnd = -1
    /** first token of the last concept reported from the lexicon, for "itchy rash" */
    let lastStart = -1
    /** start of a modifier joined to the concept found next ("alcohol-associated cirrhosis"), or -1 */
    let modifierStart = -1
    /** token just after the last label consumed ("pain clinic"), so no site is read out of it */
    let labelEnd = 0
    let i = 0
    while (i < n) {
      const found = scan.isWord[i] ? walk.longestFrom(this.#root, i, i) : null
      if (found === null) {
        // a misspelt name, else a word the lexicon lacks read by its ending
        const unlisted = scan.isWord[i]
          ? (this.#misspeltAt(text, scan, ordered, i) ?? wordPartAt(text, scan, ordered, i))
          : null
        if (unlisted !== null) {
          out.push(unlisted)
          lastEnd = i + 1
        } else if (scan.isWord[i]) {
          // "hand therapy", "suture removal": a bare head takes the word before it (concept-head-nouns.ts)
          const head = headNounAt(text, scan, i, Math.max(lastEnd, labelEnd))
          // a kind of care in the note's title names the note ("OUTPATIENT HAND THERAPY - INITIAL EVALUATION")
          if (head !== null && !inTitle(text, titleEnd, scan.starts[head.start]!, scan.ends[i]!)) {
            out.push(conceptOf(head.entry, scan.starts[head.start]!, scan.ends[i]!, ordered))
            lastEnd = i + 1
          }
        }
        i++
        continue
      }
      // services and the note's title are labels: their words are consumed, nothing is reported
      if (found.entry === null || isLabel(found.entry, text, scan, i, found.end, titleEnd)) {
        i = found.end
        labelEnd = i
        continue
      }
      const joined = lastEnd >= 0 && joinedTo(scan, lastEnd, i) ? out[out.length - 1]! : undefined
      const previous = joined?.concept_type
      const entry =
        this.#vaccineDoseAt(found.entry, scan, found.end, joined) ??
        this.#sense(found.entry, text, scan, i, found.end, previous)
      // "Name: …   Weight: 104 kg": a measure of the identity heading (concept-identity-lines.ts)
      if (entry === null || identityMeasureAt(text, scan.starts[i]!, entry.preferred_term)) {
        i++
        continue
      }
      // "alcohol-associated cirrhosis", "SJS-like rash": the first is the second's modifier (concept-heads.ts)
      if (this.#linkedProblemAt(text, scan, walk, found.end)) {
        if (modifierStart < 0) modifierStart = scan.starts[i]!
        i = found.end + 1
        continue
      }
      // "tacrolimus trough", "HIV test": a head after the name makes it another concept (concept-heads.ts)
      const head = headAfter(entry, scan, found.end)
      const last = head?.end ?? found.end + (brandSuffixAt(text, scan, entry, i, found.end) ? 1 : 0)
      // "metformin XR": the release form stays out of a generic name's span, and is no x-ray
      const next = head === null && releaseSuffixAt(text, scan, entry, last) ? last + 1 : last
      const reported = head?.entry ?? entry
      // "testicular pain": a site right before a bare finding joins its span (concept-sites.ts)
      const first = reported.type === 'problem' ? siteStart(text, scan, i, found.end, Math.max(lastEnd, labelEnd)) : i
      let start = modifierStart >= 0 ? modifierStart : scan.starts[first]!
      modifierStart = -1
      // "itchy rash": a describing adjective read as a finding joins the finding after it (concept-describers.ts)
      const before = out[out.length - 1]
      if (
        reported.type === 'problem' &&
        before?.concept_type === 'problem' &&
        before.start_index === scan.starts[lastStart] &&
        describesNext(scan, lastStart, lastEnd, first)
      ) {
        out.pop()
        start = before.start_index
      }
      out.push(conceptOf(reported, start, scan.ends[last - 1]!, ordered))
      lastStart = first
      i = next
      lastEnd = i
    }
    return out
  }

  /**
   * Whether a hyphenated linking word ("-associated", "-induced", "-like") follows token `end - 1`
   * and a problem the matcher would report starts right after it.
   */
  #linkedProblemAt(text: string, scan: WordScan, walk: Walk, end: number): boolean {
    if (end + 1 >= scan.keys.length || !LINKING_WORDS.has(scan.keys[end]!)) return false
    if (text.slice(scan.ends[end - 1]!, scan.starts[end]!) !== '-') return false
    const next = walk.longestFrom(this.#root, end + 1, end + 1)
    if (next === null || next.entry === null || next.entry.type !== 'problem') return false
    return this.#sense(next.entry, text, scan, end + 1, next.end, undefined) !== null
  }

  /**
   * The vaccine a disease's name stands for when it is listed with a vaccine before it or followed
   * by a dose's number ("MMR and varicella", "hepatitis B #3"), else null (concept-vaccine-doses.ts).
   */
  #vaccineDoseAt(entry: LexiconEntry, scan: WordScan, end: number, joined: Concept | undefined): LexiconEntry | null {
    if (entry.type !== 'problem') return null
    const vaccine = this.#vaccines.get(entry.term.toLowerCase())
    if (vaccine === undefined) return null
    const listed = joined !== undefined && isVaccine(joined.preferred_term)
    return listed || doseNumberAfter(scan, end) ? { ...vaccine, term: entry.term } : null
  }

  /** A misspelt drug's or disease's name at token i (fuzzy-medications.ts), as a concept naming the term it was matched to. */
  #misspeltAt(text: string, scan: WordScan, sections: readonly SectionLike[], i: number): Concept | null {
    const start = scan.starts[i]!
    const first = text.charCodeAt(start)
    // a capitalised word is a name as often as a drug, unless a dose follows it ("Zyrtek 10 mg")
    const hit =
      this.#fuzzy.match(scan.keys[i]!, first >= 65 && first <= 90 && !dosedAt(scan, i)) ??
      this.#fuzzyProblems.match(scan.keys[i]!, false)
    if (hit === null) return null
    return { ...conceptOf(hit.entry, start, scan.ends[i]!, sections), matched_variant: hit.entry.term }
  }

  /** The entry a match stands for in its place, or null when its neighbours say it is no concept. */
  #sense(
    entry: LexiconEntry,
    text: string,
    scan: WordScan,
    i: number,
    end: number,
    joinedType: ConceptType | undefined,
  ): LexiconEntry | null {
    // "non-tender", "non-distended abdomen": a finding with its own negation is no concept
    if (entry.type === 'problem' && i > 0 && scan.keys[i - 1] === 'non') return null
    // "ROM" among words of labour is the rupture of membranes, not a joint's range of motion
    const rupture = entry.type === 'test' ? membraneRuptureAt(entry, text, scan, i, end) : null
    if (rupture !== null) return rupture
    // "weight loss advised": a change the note advises is care, not the symptom (concept-advised-changes.ts)
    const advised = entry.type === 'problem' ? advisedCareAt(entry, text, scan, i, end) : null
    if (advised !== null) return advised
    const rule = this.#rules.get(entry)
    if (rule?.inProblemList === true && joinedType !== 'problem') return null
    if (
      rule !== undefined &&
      !senseAllows(
        joinedRule(rule, entry.type, joinedType),
        scan,
        i,
        end,
        text.slice(scan.starts[i]!, scan.ends[end - 1]!),
      )
    )
      return otherSenseAt(entry, scan, i, end, joinedType)
    const other = this.#otherSense.get(entry)
    if (other === undefined) return entry
    // with nothing around it to tell, a word joined to a drug or a test shares its sense
    const sense =
      doseOrTest(scan, i, end, text) ?? (joinedType === 'medication' || joinedType === 'test' ? joinedType : null)
    return sense !== null && sense !== entry.type ? { ...other, term: entry.term } : entry
  }
}

/**
 * Whether a match names a service or is a word of the title (concept-labels.ts); a drug before
 * "clinic" stays a drug ("methadone clinic" is the treatment).
 */
function isLabel(entry: LexiconEntry, text: string, scan: WordScan, i: number, end: number, titleEnd: number): boolean {
  if (inTitle(text, titleEnd, scan.starts[i]!, scan.ends[end - 1]!)) return true
  if (entry.type === 'medication' || !serviceAfter(text, scan, end)) return false
  return !(entry.type === 'procedure' && operationConsulted(entry.term, scan, end))
}

/**
 * A guard as it reads for a match joined by "and", "or" or a comma to a concept of its own type:
 * the verb or the value the guard waits for belongs to the list, not to each item ("the knee
 * becomes hot and red", "repeat BMP and Mg"), so the second item does without it.
 */
function joinedRule(rule: SenseRule, type: ConceptType, joinedType: ConceptType | undefined): SenseRule {
  if (joinedType !== type || (rule.needsAfter === undefined && rule.needsNumber === undefined)) return rule
  const loose: { -readonly [K in keyof SenseRule]: SenseRule[K] } = { ...rule }
  delete loose.needsAfter
  delete loose.needsNumber
  return loose
}

/** The fallback sense of a term its guard dropped ("prior SBP"), or null (concept-senses.ts). */
function otherSenseAt(
  entry: LexiconEntry,
  scan: WordScan,
  i: number,
  end: number,
  joinedType: ConceptType | undefined,
): LexiconEntry | null {
  const fallback = FALLBACK_SENSES.get(entry.term.toLowerCase())
  if (fallback === undefined || !fallbackAllows(fallback, scan, i, end, joinedType)) return null
  const { type, preferred_term, code } = fallback
  return { term: entry.term, type, preferred_term, code, code_system: codeSystemOf(code) }
}

/** Release and strength suffixes that are part of a brand's name as written ("Toprol XL", "Bactrim DS"). */
const BRAND_SUFFIXES = new Set([
  'xl',
  'xr',
  'er',
  'sr',
  'cr',
  'ds',
  'la',
  'cd',
  'odt',
  'hct',
  'xt',
  'dr',
  'ec',
  'hfa',
  'forte',
])

/** Whether a capitalised brand (a synonym, not the generic name) is followed by its suffix in capitals. */
function brandSuffixAt(text: string, scan: WordScan, entry: LexiconEntry, i: number, end: number): boolean {
  if (entry.type !== 'medication' || entry.term === entry.preferred_term || end >= scan.keys.length) return false
  if (!BRAND_SUFFIXES.has(scan.keys[end]!) || scan.starts[end]! - scan.ends[end - 1]! > 1) return false
  const first = text.charCodeAt(scan.starts[i]!)
  const suffix = text.slice(scan.starts[end]!, scan.ends[end]!)
  return first >= 65 && first <= 90 && suffix === suffix.toUpperCase()
}

/** Whether a release suffix in capitals ("XR", "ER") follows a drug's name at token `at`, to be passed over. */
function releaseSuffixAt(text: string, scan: WordScan, entry: LexiconEntry, at: number): boolean {
  if (entry.type !== 'medication' || at >= scan.keys.length || !BRAND_SUFFIXES.has(scan.keys[at]!)) return false
  const suffix = text.slice(scan.starts[at]!, scan.ends[at]!)
  return suffix === suffix.toUpperCase() && scan.starts[at]! - scan.ends[at - 1]! <= 1
}

const JOINERS = new Set([',', 'and', 'or', '&', '/', 'plus'])

/** Whether only a conjunction or comma separates token `from` (the end of one concept) from token `to`. */
function joinedTo(scan: WordScan, from: number, to: number): boolean {
  if (to - from < 1 || to - from > 2) return false
  for (let k = from; k < to; k++) if (!JOINERS.has(scan.keys[k]!)) return false
  return true
}

/** The longest-match search over one text. */
class Walk {
  readonly #text: string
  readonly #scan: WordScan
  readonly #n: number
  /** singular forms of each token, worked out the first time a walk reaches it */
  readonly #singulars: (readonly string[] | undefined)[]
  constructor(text: string, scan: WordScan) {
    this.#text = text
    this.#scan = scan
    this.#n = scan.keys.length
    this.#singulars = new Array<readonly string[] | undefined>(this.#n)
  }

  /** Longest term starting at token `from` whose walk has reached token i; plurals and slashes may branch it. */
  longestFrom(node: TrieNode, from: number, i: number): Found | null {
    let best: Found | null = null
    if (node.blocks) best = { end: i, entry: null }
    if (node.entry !== null && (node.entry.exactCase !== true || this.#sameCase(node.entry.term, from, i)))
      best = { end: i, entry: node.entry }
    if (node.next === null || i >= this.#n) return best
    const scan = this.#scan
    // inside a term, "piperacillin/tazobactam" reads as "piperacillin tazobactam"
    const slash =
      scan.keys[i] === '/' && i > from && i + 1 < this.#n && scan.isWord[i + 1] === true && scan.isWord[i - 1] === true
    return longer(best, this.#children(node, from, slash ? i + 1 : i))
  }

  #children(node: TrieNode, from: number, i: number): Found | null {
    const next = node.next!
    const key = this.#scan.keys[i]!
    let best: Found | null = null
    const exact = next.get(key)
    if (exact !== undefined) best = this.longestFrom(exact, from, i + 1)
    if (this.#scan.isWord[i]) {
      let singulars = this.#singulars[i]
      if (singulars === undefined) {
        singulars = singularForms(key)
        this.#singulars[i] = singulars
      }
      for (const form of singulars) {
        const child = next.get(form)
        if (child !== undefined) best = longer(best, this.longestFrom(child, from, i + 1))
      }
    }
    return best
  }

  /** Whether tokens [from, to) are written with the capitals of `term`. */
  #sameCase(term: string, from: number, to: number): boolean {
    const words = term.split(/[\s/-]+/).filter((w) => w !== '')
    let w = 0
    for (let k = from; k < to; k++) {
      if (!this.#scan.isWord[k]) continue
      const raw = this.#text.slice(this.#scan.starts[k]!, this.#scan.ends[k]!)
      const want = words[w++]
      if (want === undefined || (raw !== want && raw !== `${want}s`)) return false
    }
    return true
  }
}

const longer = (a: Found | null, b: Found | null): Found | null => (b !== null && (a === null || b.end > a.end) ? b : a)

const DIGITS = /^\d+$/
/** A dose after a name (concept-senses.ts's units, and the counted forms of inhalers and drops). */
const DOSE_AFTER_NAME: ReadonlySet<string> = new Set([...DOSE_UNITS, 'puffs', 'puff', 'caps', 'drops'])

/** Whether a dose follows token i: "Sertaline 100 mg", "Zyrtek 2.5 mg". */
function dosedAt(scan: WordScan, i: number): boolean {
  const { keys } = scan
  if (!DIGITS.test(keys[i + 1] ?? '')) return false
  let k = i + 2
  if (keys[k] === '.' && DIGITS.test(keys[k + 1] ?? '')) k += 2
  return DOSE_AFTER_NAME.has(keys[k] ?? '')
}

/** A word the lexicon lacks at token i read by its ending ("vaginoplasty", "serositis"; concept-word-parts.ts), or null. */
function wordPartAt(text: string, scan: WordScan, sections: readonly SectionLike[], i: number): Concept | null {
  const entry = wordPartEntryAt(text, scan, i)
  if (entry === null) return null
  return conceptOf(entry, scan.starts[i]!, scan.ends[i]!, sections)
}

/** The concept an entry names over [start, end), in the section that holds it. */
function conceptOf(entry: LexiconEntry, start: number, end: number, sections: readonly SectionLike[]): Concept {
  return {
    start_index: start,
    end_index: end,
    concept_type: entry.type,
    preferred_term: entry.preferred_term,
    code: entry.code,
    code_system: entry.code_system ?? codeSystemOf(entry.code),
    section: sectionCategoryAt(sections, start, end),
  }
}
