/**
 * Context attributes of target spans (usually concepts) after NegEx and ConText: trigger phrases
 * found in the target's sentence open a scope forward, backward or both ways; the scope ends at
 * the sentence end, at a termination phrase, after a window of words, or (for the four status
 * attributes) where a trigger of another status follows a comma or conjunction, as in
 * "No fever, history of asthma". Pseudo-triggers are matched so that the trigger inside them is
 * not. The experiencer is taken from the nearest person mentioned in scope; section categories
 * supply defaults (family history → family; past medical or surgical history → historical).
 * Each attribute a trigger set names that trigger (the nearest whose scope reaches the target),
 * so a reader can be shown why.
 */
import { splitSentences } from './context-sentences.js'
import { CONTEXT_TRIGGERS, type CueCategory, type Direction, type TriggerDef } from './context-triggers.js'
import { sectionCategoryAt, sortSections, type SectionLike } from './section-lookup.js'
import { phraseKeys, scanWords, type WordScan } from './word-scan.js'
import { startsAtOrBefore } from './spans.js'

export interface Span {
  start_index: number
  end_index: number
}

export interface ContextAttributes {
  negated: boolean
  uncertain: boolean
  historical: boolean
  hypothetical: boolean
  experiencer: 'patient' | 'family' | 'other'
}

/** A trigger found in the text; spans only, never the words themselves (they may be PHI). */
export interface Cue {
  start_index: number
  end_index: number
  /** negated, uncertain, historical, hypothetical, family, other, patient or termination */
  category: string
  direction: 'forward' | 'backward' | 'bidirectional' | 'pseudo' | 'termination'
  text?: never
}

/**
 * Which cue set each attribute of a target: its position in the cues answered beside. An
 * attribute set by a section default, or left at its default, has none.
 */
export type AttributeCues = Partial<Record<keyof ContextAttributes, number>>

export interface ContextOptions {
  sentences?: readonly Span[]
  sections?: readonly SectionLike[]
}

type Status = 'negated' | 'uncertain' | 'historical' | 'hypothetical'
const STATUSES: readonly Status[] = ['negated', 'uncertain', 'historical', 'hypothetical']
const isStatus = (c: CueCategory): c is Status => (STATUSES as readonly string[]).includes(c)
const isPerson = (c: CueCategory): boolean => c === 'family' || c === 'other' || c === 'patient'

/** Words (not counting list glue; a whole target counts as one) a scope may reach across. */
const FORWARD_WINDOW: Record<Exclude<CueCategory, 'termination'>, number> = {
  negated: 8, uncertain: 8, historical: 8, hypothetical: 10, family: 10, other: 10, patient: 10,
}
const BACKWARD_WINDOW: Record<Exclude<CueCategory, 'termination'>, number> = {
  negated: 5, uncertain: 5, historical: 5, hypothetical: 5, family: 10, other: 10, patient: 10,
}

/** Words that join list items; "denies fever, chills, and any nausea" is one scope. */
const GLUE = new Set(['and', 'or', 'nor', 'any', 'the', 'a', 'an'])
const CLAUSE_JOINERS = new Set([',', 'and', 'or'])
const CLAUSE_END = new Set(['.', ';', '!', '?', ','])
const SECTION_HISTORICAL = new Set(['past_medical_history', 'past_surgical_history'])
const SECTION_FAMILY = 'family_history'

interface TrieNode {
  next: Map<string, TrieNode> | null
  defs: TriggerDef[] | null
}

function buildTrie(defs: readonly TriggerDef[]): TrieNode {
  const root: TrieNode = { next: null, defs: null }
  for (const def of defs) {
    let node = root
    for (const key of triggerKeys(def.phrase)) {
      node.next ??= new Map()
      let child = node.next.get(key)
      if (child === undefined) {
        child = { next: null, defs: null }
        node.next.set(key, child)
      }
      node = child
    }
    ;(node.defs ??= []).push(def)
  }
  return root
}

/** Tokens of a trigger phrase; placeholders such as <year> stay whole. */
function triggerKeys(phrase: string): string[] {
  return phrase.split(' ').flatMap((word) => (/^<\w+>$/.test(word) ? [word] : phraseKeys(word)))
}

const TRIGGERS = buildTrie(CONTEXT_TRIGGERS)

/** A trigger occurrence in token indices [ts, te). */
interface Found {
  ts: number
  te: number
  category: CueCategory
  direction: Direction
}

const YEAR = /^(?:19|20)\d\d$/
const NUMBER = /^\d+$/

function tokenForms(key: string): string[] {
  const first = key.charCodeAt(0)
  if (first < 48 || first > 57 || !NUMBER.test(key)) return [key]
  return YEAR.test(key) ? [key, '<year>', '<num>'] : [key, '<num>']
}

/** Leftmost-longest trigger matches; a target's tokens are never part of a trigger. */
function findTriggers(scan: WordScan, targetOf: Int32Array): Found[] {
  const found: Found[] = []
  const n = scan.keys.length
  const longest = (node: TrieNode, i: number): { end: number; defs: TriggerDef[] } | null => {
    let best = node.defs === null ? null : { end: i, defs: node.defs }
    if (node.next === null || i >= n || targetOf[i] !== 0) return best
    for (const form of tokenForms(scan.keys[i]!)) {
      const child = node.next.get(form)
      if (child === undefined) continue
      const deeper = longest(child, i + 1)
      if (deeper !== null && (best === null || deeper.end > best.end)) best = deeper
    }
    return best
  }
  let i = 0
  while (i < n) {
    const hit = targetOf[i] === 0 ? longest(TRIGGERS, i) : null
    if (hit === null) {
      i++
      continue
    }
    for (const def of hit.defs) {
      found.push({ ts: i, te: hit.end, category: def.category, direction: answerDirection(scan, def, i, hit.end) })
    }
    i = hit.end
  }
  return found
}

/**
 * "Chest pain: denies." A forward negation with nothing after it in its clause, right after a
 * colon, answers the item before the colon, so its scope runs backward.
 */
function answerDirection(scan: WordScan, def: TriggerDef, ts: number, te: number): Direction {
  if (def.category !== 'negated' || def.direction !== 'forward') return def.direction
  if (ts === 0 || scan.keys[ts - 1] !== ':') return def.direction
  const after = scan.keys[te]
  return after === undefined || CLAUSE_END.has(after) ? 'backward' : def.direction
}

/** First token ending after offset (the token containing or following it). */
function tokenAtOrAfter(scan: WordScan, offset: number): number {
  let lo = 0
  let hi = scan.ends.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (scan.ends[mid]! <= offset) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** First token starting at or after offset. */
function tokenStartingFrom(scan: WordScan, offset: number): number {
  let lo = 0
  let hi = scan.starts.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (scan.starts[mid]! < offset) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The sentence holding offset: from the given list (sorted), else from the fallback splitter. */
class SentenceFinder {
  readonly #given: Span[] | null
  readonly #text: string
  #fallback: Span[] | null = null
  constructor(text: string, given: readonly Span[] | undefined) {
    this.#text = text
    this.#given = given === undefined ? null : [...given].sort((a, b) => a.start_index - b.start_index)
  }
  at(offset: number): Span {
    if (this.#given !== null) {
      const s = containing(this.#given, offset)
      if (s !== null) return s
    }
    this.#fallback ??= splitSentences(this.#text)
    return containing(this.#fallback, offset) ?? { start_index: 0, end_index: this.#text.length }
  }
}

function containing(sorted: readonly Span[], offset: number): Span | null {
  const lo = startsAtOrBefore(sorted, offset)
  for (let k = lo - 1; k >= 0 && k >= lo - 4; k--) {
    if (sorted[k]!.end_index > offset) return sorted[k]!
  }
  return null
}

/** Token facts shared by all targets of one call. */
class Scope {
  /** units[k] = countable words among tokens [0, k) */
  readonly units: Int32Array
  /** joiners[k] = commas and conjunctions among tokens [0, k) */
  readonly joiners: Int32Array
  constructor(scan: WordScan, targetOf: Int32Array) {
    const n = scan.keys.length
    this.units = new Int32Array(n + 1)
    this.joiners = new Int32Array(n + 1)
    for (let k = 0; k < n; k++) {
      const key = scan.keys[k]!
      const inTarget = targetOf[k] !== 0
      const countable = scan.isWord[k] && (inTarget ? k === 0 || targetOf[k - 1] !== targetOf[k] : !GLUE.has(key))
      this.units[k + 1] = this.units[k]! + (countable ? 1 : 0)
      this.joiners[k + 1] = this.joiners[k]! + (CLAUSE_JOINERS.has(key) ? 1 : 0)
    }
  }
  wordsBetween(from: number, to: number): number {
    return this.units[to]! - this.units[from]!
  }
  joinerBetween(from: number, to: number): boolean {
    return this.joiners[to]! - this.joiners[from]! > 0
  }
}

export function assignContext(
  text: string,
  targets: readonly Span[],
  opts: ContextOptions = {},
): { attributes: ContextAttributes[]; cues: Cue[]; setBy: AttributeCues[] } {
  const scan = scanWords(text)
  const targetOf = new Int32Array(scan.keys.length)
  const ranges = targets.map((t, idx) => {
    const xs = tokenAtOrAfter(scan, t.start_index)
    const xe = Math.max(xs, tokenStartingFrom(scan, t.end_index))
    for (let k = xs; k < xe; k++) targetOf[k] = idx + 1
    return { xs, xe }
  })
  const found = findTriggers(scan, targetOf)
  const scope = new Scope(scan, targetOf)
  const sentences = new SentenceFinder(text, opts.sentences)
  const sections = sortSections(opts.sections)

  const position = new Map(found.map((f, i) => [f, i]))
  const setBy: AttributeCues[] = []
  const attributes = targets.map((target, idx) => {
    const { xs, xe } = ranges[idx]!
    const sentence = sentences.at(target.start_index)
    const ss = tokenAtOrAfter(scan, sentence.start_index)
    const se = tokenStartingFrom(scan, sentence.end_index)
    const inSentence = cuesWithin(found, ss, se)
    const section = sectionCategoryAt(sections, target.start_index, target.end_index)
    const { attributes, by } = attributesOf(inSentence, xs, xe, scope, section)
    const cues: AttributeCues = {}
    for (const key of Object.keys(by) as (keyof ContextAttributes)[]) cues[key] = position.get(by[key]!)!
    setBy.push(cues)
    return attributes
  })

  const cues: Cue[] = found.map((f) => ({
    start_index: scan.starts[f.ts]!,
    end_index: scan.ends[f.te - 1]!,
    category: f.category,
    direction: f.direction,
  }))
  return { attributes, cues, setBy }
}

/** Cues lying within tokens [ss, se); found is in token order and its matches do not overlap. */
function cuesWithin(found: readonly Found[], ss: number, se: number): Found[] {
  let lo = 0
  let hi = found.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (found[mid]!.ts < ss) lo = mid + 1
    else hi = mid
  }
  const out: Found[] = []
  for (let k = lo; k < found.length && found[k]!.te <= se; k++) out.push(found[k]!)
  return out
}

function attributesOf(
  cues: readonly Found[],
  xs: number,
  xe: number,
  scope: Scope,
  section: string,
): { attributes: ContextAttributes; by: Partial<Record<keyof ContextAttributes, Found>> } {
  const terminations = cues.filter((c) => c.direction === 'termination')
  const blocked = (from: number, to: number): boolean => terminations.some((t) => t.ts >= from && t.te <= to)
  const statusTriggers = cues.filter((c) => isStatus(c.category) && (c.direction === 'forward' || c.direction === 'bidirectional'))

  /** Distance in words if the cue's scope reaches the target, otherwise -1. */
  const reach = (c: Found): number => {
    if (c.direction === 'pseudo' || c.direction === 'termination' || c.category === 'termination') return -1
    const cat = c.category as Exclude<CueCategory, 'termination'>
    if ((c.direction === 'forward' || c.direction === 'bidirectional') && c.te <= xs) {
      const d = scope.wordsBetween(c.te, xs)
      const cutByOther = isStatus(cat) && statusTriggers.some((o) =>
        o.category !== cat && o.ts >= c.te && o.te <= xs && scope.joinerBetween(c.te, o.ts))
      if (d <= FORWARD_WINDOW[cat] && !blocked(c.te, xs) && !cutByOther) return d
    }
    if ((c.direction === 'backward' || c.direction === 'bidirectional') && c.ts >= xe) {
      const d = scope.wordsBetween(xe, c.ts)
      if (d <= BACKWARD_WINDOW[cat] && !blocked(xe, c.ts)) return d
    }
    return -1
  }

  /** The nearest cue of the category whose scope reaches the target, if any. */
  const closest = (cat: Status): Found | undefined => {
    let best: Found | undefined
    let bestDistance = Infinity
    for (const c of cues) {
      if (c.category !== cat) continue
      const d = reach(c)
      if (d >= 0 && d < bestDistance) {
        best = c
        bestDistance = d
      }
    }
    return best
  }

  let experiencer: ContextAttributes['experiencer'] = section === SECTION_FAMILY ? 'family' : 'patient'
  let person: Found | undefined
  let nearest = Infinity
  for (const c of cues) {
    if (!isPerson(c.category)) continue
    const d = reach(c)
    // ties go to the mention before the target, the usual place for a subject
    if (d >= 0 && (d < nearest || (d === nearest && c.te <= xs))) {
      nearest = d
      person = c
      experiencer = c.category as ContextAttributes['experiencer']
    }
  }

  const by: Partial<Record<keyof ContextAttributes, Found>> = {}
  const negation = closest('negated')
  const uncertainty = closest('uncertain')
  const history = closest('historical')
  const hypothesis = closest('hypothetical')
  const negated = negation !== undefined
  // a family member's past illness is family history, and an absent condition has no timeline
  const historical = experiencer === 'patient' && !negated && (history !== undefined || SECTION_HISTORICAL.has(section))
  if (negation) by.negated = negation
  if (uncertainty) by.uncertain = uncertainty
  if (historical && history) by.historical = history
  if (hypothesis) by.hypothetical = hypothesis
  if (person) by.experiencer = person
  return { attributes: { negated, uncertain: uncertainty !== undefined, historical, hypothetical: hypothesis !== undefined, experiencer }, by }
}
