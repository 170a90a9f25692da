// Scores the clinical annotators of a checkout of this project on the blind set (blind-gold.ts).
// The annotators are loaded from the checkout's src/nlp by path and called the way
// svc-default-pipeline composes them, so the same scorer can run on an older or newer checkout;
// nothing here depends on how processors are hosted.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ConceptType, GoldConcept, GoldDoc, Span } from './blind-gold.js'

export interface SystemSection extends Span {
  title: string
  category: string
}

export interface SystemConcept extends Span {
  concept_type: string
}

/** The annotators of one checkout. */
export interface NlpUnderTest {
  root: string
  sentences(text: string): Span[]
  sections(text: string): SystemSection[]
  /** concepts as svc-concepts reports them: matches inside a section title are dropped */
  concepts(text: string, sections: readonly SystemSection[]): SystemConcept[]
  /** context attributes of each target, in target order */
  context(
    text: string,
    targets: readonly Span[],
    sentences: readonly Span[],
    sections: readonly SystemSection[],
  ): Record<string, unknown>[]
}

type Module = Record<string, unknown>

function exported<T>(mod: Module, file: string, name: string, root: string): T {
  const value = mod[name]
  if (value === undefined) {
    throw new Error(
      `${root}: src/nlp/${file} exports no '${name}'; adapt loadNlp in test/helpers/blind-eval.ts to this checkout`,
    )
  }
  return value as T
}

/**
 * The annotators of the checkout at `root` (which needs its own node_modules). When a checkout
 * renames or reshapes these entry points, this is the one place to adapt.
 */
export async function loadNlp(root: string): Promise<NlpUnderTest> {
  const load = (file: string): Promise<Module> =>
    import(pathToFileURL(join(root, 'src', 'nlp', file)).href) as Promise<Module>
  const [sentencesMod, sectionsMod, conceptsMod, lexiconMod, contextMod] = await Promise.all(
    ['sentences.ts', 'sections.ts', 'concepts.ts', 'lexicon.ts', 'context.ts'].map(load),
  )
  const findSentences = exported<(text: string) => Span[]>(sentencesMod!, 'sentences.ts', 'findSentences', root)
  const findSections = exported<(text: string) => SystemSection[]>(sectionsMod!, 'sections.ts', 'findSections', root)
  type Matcher = { match(text: string, sections?: readonly SystemSection[]): SystemConcept[] }
  const ConceptMatcher = exported<new (entries: unknown) => Matcher>(
    conceptsMod!,
    'concepts.ts',
    'ConceptMatcher',
    root,
  )
  const lexicon = exported<unknown>(lexiconMod!, 'lexicon.ts', 'BUILTIN_LEXICON', root)
  type AssignContext = (
    text: string,
    targets: readonly Span[],
    opts: { sentences: readonly Span[]; sections: readonly SystemSection[] },
  ) => { attributes: Record<string, unknown>[] }
  const assignContext = exported<AssignContext>(contextMod!, 'context.ts', 'assignContext', root)
  const matcher = new ConceptMatcher(lexicon)
  return {
    root,
    sentences: (text) => findSentences(text),
    sections: (text) => findSections(text),
    concepts: (text, sections) => {
      const titles = sections
        .filter((s) => s.title)
        .map((s) => [s.start_index, s.start_index + s.title.length] as const)
      return matcher
        .match(text, sections)
        .filter((c) => !titles.some(([a, b]) => c.start_index >= a && c.end_index <= b))
    },
    context: (text, targets, sentences, sections) => assignContext(text, targets, { sentences, sections }).attributes,
  }
}

export interface Counts {
  tp: number
  fp: number
  fn: number
}

export const zero = (): Counts => ({ tp: 0, fp: 0, fn: 0 })

export function add(a: Counts, b: Counts): Counts {
  return { tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn }
}

export function prf(c: Counts): { precision: number; recall: number; f1: number } {
  const precision = c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp)
  const recall = c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn)
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)
  return { precision, recall, f1 }
}

/**
 * `experiencer` counts a non-patient experiencer: right only when the value matches, so a
 * family concept reported as `other` is one false positive and one false negative.
 */
export const ATTRIBUTES = [
  'negated',
  'uncertain',
  'historical',
  'hypothetical',
  'experiencer',
  'family',
  'other',
  'allergy',
] as const
export type AttributeName = (typeof ATTRIBUTES)[number]

export interface ContextError {
  doc: string
  where: string
  sentence: string
  concept: string
  gold: string
  got: string
}

export interface ContextScore {
  targets: number
  counts: Record<AttributeName, Counts>
  /** false when the checkout reports no `allergy` attribute; its counts are then empty */
  allergyReported: boolean
  errors: ContextError[]
}

export function emptyContextScore(): ContextScore {
  return {
    targets: 0,
    counts: Object.fromEntries(ATTRIBUTES.map((a) => [a, zero()])) as Record<AttributeName, Counts>,
    allergyReported: false,
    errors: [],
  }
}

export function addContext(a: ContextScore, b: ContextScore): ContextScore {
  return {
    targets: a.targets + b.targets,
    counts: Object.fromEntries(ATTRIBUTES.map((k) => [k, add(a.counts[k], b.counts[k])])) as Record<
      AttributeName,
      Counts
    >,
    allergyReported: a.allergyReported || b.allergyReported,
    errors: [...a.errors, ...b.errors],
  }
}

function tally(c: Counts, expected: boolean, got: boolean): void {
  if (expected && got) c.tp++
  else if (got) c.fp++
  else if (expected) c.fn++
}

function describe(a: {
  negated?: unknown
  uncertain?: unknown
  historical?: unknown
  hypothetical?: unknown
  experiencer?: unknown
  allergy?: unknown
}): string {
  const flags: string[] = (['negated', 'uncertain', 'historical', 'hypothetical', 'allergy'] as const).filter(
    (k) => a[k] === true,
  )
  if (a.experiencer !== 'patient') flags.push(String(a.experiencer))
  return flags.length === 0 ? '-' : flags.join(' ')
}

/** The gold sentence (or the whole text) around a concept, with the concept in [[ ]]. */
function marked(doc: GoldDoc, c: GoldConcept): string {
  const s = doc.sentences?.find((x) => x.start_index <= c.start_index && c.end_index <= x.end_index) ?? {
    start_index: 0,
    end_index: doc.text.length,
  }
  const t = doc.text
  return `${t.slice(s.start_index, c.start_index)}[[${t.slice(c.start_index, c.end_index)}]]${t.slice(c.end_index, s.end_index)}`.replace(
    /\s+/g,
    ' ',
  )
}

/**
 * Context with the gold concept spans as targets, so context is scored apart from concept
 * finding. Sentences and sections come from the checkout itself, as in the pipeline, unless
 * `segmentation` supplies them (to separate context errors from segmentation errors).
 */
export function scoreContext(
  nlp: NlpUnderTest,
  docs: readonly GoldDoc[],
  segmentation?: (doc: GoldDoc) => { sentences: Span[]; sections: SystemSection[] },
): ContextScore {
  const score = emptyContextScore()
  for (const doc of docs) {
    if (doc.concepts.length === 0) continue
    const seg = segmentation?.(doc)
    const sentences = seg?.sentences ?? nlp.sentences(doc.text)
    const sections = seg?.sections ?? nlp.sections(doc.text)
    const got = nlp.context(doc.text, doc.concepts, sentences, sections)
    doc.concepts.forEach((gold, i) => {
      const g = got[i] ?? {}
      const e = gold.attributes
      score.targets++
      for (const k of ['negated', 'uncertain', 'historical', 'hypothetical'] as const)
        tally(score.counts[k], e[k], g[k] === true)
      const ge = typeof g.experiencer === 'string' ? g.experiencer : 'patient'
      const c = score.counts.experiencer
      if (e.experiencer !== 'patient' && ge === e.experiencer) c.tp++
      else {
        if (ge !== 'patient') c.fp++
        if (e.experiencer !== 'patient') c.fn++
      }
      tally(score.counts.family, e.experiencer === 'family', ge === 'family')
      tally(score.counts.other, e.experiencer === 'other', ge === 'other')
      const allergy = typeof g.allergy === 'boolean'
      if (allergy) {
        score.allergyReported = true
        tally(score.counts.allergy, e.allergy, g.allergy === true)
      }
      const gotText = describe({ ...g, experiencer: ge })
      const goldText = describe(allergy ? e : { ...e, allergy: false })
      if (gotText !== goldText) {
        score.errors.push({
          doc: doc.name,
          where: gold.where,
          sentence: marked(doc, gold),
          concept: gold.text,
          gold: goldText,
          got: gotText,
        })
      }
    })
  }
  return score
}

export type TypeKey = ConceptType | 'all'
export const TYPE_KEYS: readonly TypeKey[] = ['problem', 'medication', 'procedure', 'test', 'all']

export interface ConceptError {
  doc: string
  kind: 'missed' | 'spurious'
  text: string
  type: string
  /** the overlapping concept of another type, if any */
  note: string
}

export interface ConceptScore {
  gold: number
  found: number
  /** same type and exactly the same span */
  exact: Record<TypeKey, Counts>
  /** same type and overlapping spans, each concept matched at most once */
  overlap: Record<TypeKey, Counts>
  errors: ConceptError[]
}

function emptyByType(): Record<TypeKey, Counts> {
  return Object.fromEntries(TYPE_KEYS.map((k) => [k, zero()])) as Record<TypeKey, Counts>
}

export function addConcepts(a: ConceptScore, b: ConceptScore): ConceptScore {
  const sum = (x: Record<TypeKey, Counts>, y: Record<TypeKey, Counts>) =>
    Object.fromEntries(TYPE_KEYS.map((k) => [k, add(x[k], y[k])])) as Record<TypeKey, Counts>
  return {
    gold: a.gold + b.gold,
    found: a.found + b.found,
    exact: sum(a.exact, b.exact),
    overlap: sum(a.overlap, b.overlap),
    errors: [...a.errors, ...b.errors],
  }
}

const overlaps = (a: Span, b: Span): boolean => a.start_index < b.end_index && b.start_index < a.end_index

function countMatches(
  byType: Record<TypeKey, Counts>,
  gold: readonly GoldConcept[],
  found: readonly SystemConcept[],
  matchedGold: Set<number>,
  matchedFound: Set<number>,
): void {
  for (const k of TYPE_KEYS) {
    const inType = (t: string) => k === 'all' || t === k
    const tp = [...matchedGold].filter((i) => inType(gold[i]!.type)).length
    byType[k].tp += tp
    byType[k].fn += gold.filter((g) => inType(g.type)).length - tp
    byType[k].fp += found.filter((f, i) => inType(f.concept_type) && !matchedFound.has(i)).length
  }
}

/** Concepts found by the checkout against the gold, per type, under both match rules. */
export function scoreConcepts(nlp: NlpUnderTest, docs: readonly GoldDoc[]): ConceptScore {
  const score: ConceptScore = { gold: 0, found: 0, exact: emptyByType(), overlap: emptyByType(), errors: [] }
  for (const doc of docs) {
    const gold = doc.concepts
    const found = nlp.concepts(doc.text, nlp.sections(doc.text))
    score.gold += gold.length
    score.found += found.length

    const exactGold = new Set<number>()
    const exactFound = new Set<number>()
    found.forEach((f, j) => {
      const i = gold.findIndex(
        (g, k) =>
          !exactGold.has(k) &&
          g.type === f.concept_type &&
          g.start_index === f.start_index &&
          g.end_index === f.end_index,
      )
      if (i >= 0) {
        exactGold.add(i)
        exactFound.add(j)
      }
    })
    countMatches(score.exact, gold, found, exactGold, exactFound)

    // exact matches first, so a looser overlap never takes a concept another one fits exactly
    const overGold = new Set(exactGold)
    const overFound = new Set(exactFound)
    gold.forEach((g, i) => {
      if (overGold.has(i)) return
      const j = found.findIndex((f, k) => !overFound.has(k) && f.concept_type === g.type && overlaps(f, g))
      if (j >= 0) {
        overGold.add(i)
        overFound.add(j)
      }
    })
    countMatches(score.overlap, gold, found, overGold, overFound)

    gold.forEach((g, i) => {
      if (overGold.has(i)) return
      const other = found.find((f) => overlaps(f, g))
      score.errors.push({
        doc: doc.name,
        kind: 'missed',
        text: g.text,
        type: g.type,
        note: other ? `found as ${other.concept_type} "${doc.text.slice(other.start_index, other.end_index)}"` : '',
      })
    })
    found.forEach((f, j) => {
      if (overFound.has(j)) return
      const other = gold.find((g) => overlaps(f, g))
      score.errors.push({
        doc: doc.name,
        kind: 'spurious',
        text: doc.text.slice(f.start_index, f.end_index).replace(/\s+/g, ' '),
        type: f.concept_type,
        note: other ? `gold ${other.type} "${other.text}"` : '',
      })
    })
  }
  return score
}

const LIST_MARKER = /^(?:\d{1,3}[.)]|\(\d{1,3}\)|[a-z][.)]|#\d{1,3}|[-*•·▪◦‣–])\s+/

/** A sentence span with surrounding whitespace and a leading list marker left out. */
function core(text: string, s: Span): string {
  let start = s.start_index
  let end = s.end_index
  while (start < end && /\s/.test(text[start]!)) start++
  while (end > start && /\s/.test(text[end - 1]!)) end--
  const m = LIST_MARKER.exec(text.slice(start, end))
  if (m !== null && start + m[0].length < end) start += m[0].length
  return `${start}:${end}`
}

export interface SentenceScore {
  /** a sentence is right when both its start and its end are */
  sentences: Counts
  /** sentence ends alone: where the text is cut */
  ends: Counts
  errors: { doc: string; kind: 'missed' | 'spurious'; text: string }[]
}

/** Sentence boundaries of the notes; whitespace and leading list markers are not counted. */
export function scoreSentences(nlp: NlpUnderTest, notes: readonly GoldDoc[]): SentenceScore {
  const score: SentenceScore = { sentences: zero(), ends: zero(), errors: [] }
  for (const doc of notes) {
    const gold = (doc.sentences ?? []).map((s) => core(doc.text, s))
    const found = nlp.sentences(doc.text).map((s) => core(doc.text, s))
    const goldSet = new Set(gold)
    const foundSet = new Set(found)
    const show = (key: string) => {
      const [a, b] = key.split(':').map(Number) as [number, number]
      return doc.text.slice(a, b).replace(/\s+/g, ' ')
    }
    for (const k of gold) {
      if (foundSet.has(k)) score.sentences.tp++
      else {
        score.sentences.fn++
        score.errors.push({ doc: doc.name, kind: 'missed', text: show(k) })
      }
    }
    for (const k of found) {
      if (!goldSet.has(k)) {
        score.sentences.fp++
        score.errors.push({ doc: doc.name, kind: 'spurious', text: show(k) })
      }
    }
    const goldEnds = new Set(gold.map((k) => k.split(':')[1]))
    const foundEnds = new Set(found.map((k) => k.split(':')[1]))
    for (const e of goldEnds) tally(score.ends, true, foundEnds.has(e))
    for (const e of foundEnds) if (!goldEnds.has(e)) score.ends.fp++
  }
  return score
}

export interface SectionScore {
  headers: number
  /** header found at the gold offset with the gold category */
  correct: number
  wrongCategory: number
  missed: number
  /** titled sections the gold has no header for */
  spurious: number
  errors: { doc: string; kind: 'missed' | 'wrong category' | 'spurious'; title: string; detail: string }[]
}

/** Section headers of the notes: found where the gold header starts, and with its category. */
export function scoreSections(nlp: NlpUnderTest, notes: readonly GoldDoc[]): SectionScore {
  const score: SectionScore = { headers: 0, correct: 0, wrongCategory: 0, missed: 0, spurious: 0, errors: [] }
  for (const doc of notes) {
    const found = nlp.sections(doc.text).filter((s) => s.title !== '')
    const gold = doc.sections ?? []
    for (const g of gold) {
      score.headers++
      const s = found.find((f) => f.start_index === g.start_index)
      if (s === undefined) {
        score.missed++
        score.errors.push({ doc: doc.name, kind: 'missed', title: g.title, detail: g.category })
      } else if (s.category !== g.category) {
        score.wrongCategory++
        score.errors.push({
          doc: doc.name,
          kind: 'wrong category',
          title: g.title,
          detail: `${s.category}, gold ${g.category}`,
        })
      } else score.correct++
    }
    for (const f of found) {
      if (gold.some((g) => g.start_index === f.start_index)) continue
      score.spurious++
      score.errors.push({ doc: doc.name, kind: 'spurious', title: f.title, detail: f.category })
    }
  }
  return score
}

/** The gold sentences and sections of a note in the shape the annotators take. */
export function goldSegmentation(doc: GoldDoc): { sentences: Span[]; sections: SystemSection[] } {
  const headers = doc.sections ?? []
  const sections: SystemSection[] = []
  const trimmedEnd = (end: number, start: number) => {
    while (end > start && /\s/.test(doc.text[end - 1]!)) end--
    return end
  }
  const first = headers[0]?.start_index ?? doc.text.length
  const lead = doc.text.search(/\S/)
  if (lead >= 0 && lead < first)
    sections.push({ start_index: lead, end_index: trimmedEnd(first, lead), title: '', category: 'other' })
  headers.forEach((h, i) => {
    const next = headers[i + 1]?.start_index ?? doc.text.length
    sections.push({
      start_index: h.start_index,
      end_index: trimmedEnd(next, h.start_index),
      title: h.title,
      category: h.category,
    })
  })
  return { sentences: doc.sentences ?? [], sections }
}

export interface BlindReport {
  root: string
  context: { sentences: ContextScore; notes: ContextScore; combined: ContextScore; notesGoldSegmentation: ContextScore }
  concepts: { sentences: ConceptScore; notes: ConceptScore; combined: ConceptScore }
  sentences: SentenceScore
  sections: SectionScore
}

/** Every score of one checkout on the blind set. */
export function evaluateBlind(
  nlp: NlpUnderTest,
  sentenceDocs: readonly GoldDoc[],
  notes: readonly GoldDoc[],
): BlindReport {
  const ctxSentences = scoreContext(nlp, sentenceDocs)
  const ctxNotes = scoreContext(nlp, notes)
  const conSentences = scoreConcepts(nlp, sentenceDocs)
  const conNotes = scoreConcepts(nlp, notes)
  return {
    root: nlp.root,
    context: {
      sentences: ctxSentences,
      notes: ctxNotes,
      combined: addContext(ctxSentences, ctxNotes),
      notesGoldSegmentation: scoreContext(nlp, notes, goldSegmentation),
    },
    concepts: { sentences: conSentences, notes: conNotes, combined: addConcepts(conSentences, conNotes) },
    sentences: scoreSentences(nlp, notes),
    sections: scoreSections(nlp, notes),
  }
}
