// Scores the clinical annotators on the development set (test/fixtures/dev/): sentences and
// notes written for tuning, in the blind set's format so the same reader parses them. The blind
// set itself is never read here.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ConceptMatcher, type Concept } from '../../src/nlp/concepts.js'
import { assignContext } from '../../src/nlp/context.js'
import { BUILTIN_LEXICON } from '../../src/nlp/lexicon.js'
import { findSections } from '../../src/nlp/sections.js'
import { findSentences } from '../../src/nlp/sentences.js'
import type { Section } from '../../src/nlp/types.js'
import { readBlindNotes, readBlindSentences, type GoldDoc, type Span } from './blind-gold.js'

const DEV_DIR = new URL('../fixtures/dev/', import.meta.url)
const CHECK_DIR = new URL('../fixtures/dev-check/', import.meta.url)

export interface Tally {
  tp: number
  fp: number
  fn: number
}
const tally = (): Tally => ({ tp: 0, fp: 0, fn: 0 })

export function f1(c: Tally): number {
  const p = c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp)
  const r = c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn)
  return p + r === 0 ? 0 : (2 * p * r) / (p + r)
}
export const precision = (c: Tally): number => (c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp))
export const recall = (c: Tally): number => (c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn))

export const CONTEXT_KEYS = [
  'negated',
  'uncertain',
  'historical',
  'hypothetical',
  'family',
  'other',
  'allergy',
] as const
export type ContextKey = (typeof CONTEXT_KEYS)[number]
export const TYPES = ['problem', 'medication', 'procedure', 'test'] as const

export interface DevScore {
  context: Record<ContextKey, Tally>
  /** same type, overlapping span, each concept matched once */
  concepts: Record<(typeof TYPES)[number] | 'all', Tally>
  /** same type and exactly the same span */
  exactConcepts: Tally
  sentences: Tally
  sectionHeaders: { gold: number; correct: number; spurious: number }
  errors: string[]
}

/** The development set, or the check set written after the rules (test/fixtures/dev-check/). */
export function devDocs(set: 'dev' | 'dev-check' = 'dev'): {
  sentences: GoldDoc[]
  notes: GoldDoc[]
  conceptFree: string[]
} {
  const dir = fileURLToPath(set === 'dev' ? DEV_DIR : CHECK_DIR)
  return {
    sentences: readBlindSentences(`${dir}sentences.tsv`),
    notes: readBlindNotes(`${dir}notes`),
    conceptFree: readFileSync(`${dir}sentences-no-concepts.txt`, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== ''),
  }
}

const matcher = new ConceptMatcher(BUILTIN_LEXICON)

function conceptsOf(text: string, sections: Section[]): Concept[] {
  const titles = sections.filter((s) => s.title).map((s) => [s.start_index, s.start_index + s.title.length] as const)
  return matcher.match(text, sections).filter((c) => !titles.some(([a, b]) => c.start_index >= a && c.end_index <= b))
}

const overlaps = (a: Span, b: Span): boolean => a.start_index < b.end_index && b.start_index < a.end_index
const oneLine = (s: string): string => s.replace(/\s+/g, ' ')

function flags(a: Record<string, unknown>): string {
  const out = (['negated', 'uncertain', 'historical', 'hypothetical', 'allergy'] as const)
    .filter((k) => a[k] === true)
    .map((k) => k.slice(0, 4))
  if (a.experiencer !== undefined && a.experiencer !== 'patient') out.push(String(a.experiencer))
  return out.join(' ') || '-'
}

/** Core of a sentence span: whitespace and a leading list marker left out. */
function sentenceKey(text: string, s: Span): string {
  let start = s.start_index
  const end = s.end_index
  const m = /^(?:\d{1,3}[.)]|\(\d{1,3}\)|[a-z][.)]|#\d{1,3}|[-*•])\s+/.exec(text.slice(start, end))
  if (m !== null && start + m[0].length < end) start += m[0].length
  return `${start}:${end}`
}

export function scoreDev(docs = devDocs()): DevScore {
  const score: DevScore = {
    context: Object.fromEntries(CONTEXT_KEYS.map((k) => [k, tally()])) as Record<ContextKey, Tally>,
    concepts: Object.fromEntries([...TYPES, 'all'].map((k) => [k, tally()])) as DevScore['concepts'],
    exactConcepts: tally(),
    sentences: tally(),
    sectionHeaders: { gold: 0, correct: 0, spurious: 0 },
    errors: [],
  }
  const count = (c: Tally, gold: boolean, got: boolean): void => {
    if (gold && got) c.tp++
    else if (got) c.fp++
    else if (gold) c.fn++
  }
  const all = [...docs.sentences, ...docs.notes]
  for (const doc of all) {
    const sentences = findSentences(doc.text)
    const sections = findSections(doc.text)
    const got = assignContext(doc.text, doc.concepts, { sentences, sections }).attributes as unknown as Record<
      string,
      unknown
    >[]
    doc.concepts.forEach((g, i) => {
      const a = got[i]!
      const e = g.attributes
      for (const k of ['negated', 'uncertain', 'historical', 'hypothetical', 'allergy'] as const)
        count(score.context[k], e[k], a[k] === true)
      count(score.context.family, e.experiencer === 'family', a.experiencer === 'family')
      count(score.context.other, e.experiencer === 'other', a.experiencer === 'other')
      const want = flags(e as unknown as Record<string, unknown>)
      const have = flags(a)
      if (want !== have) {
        const s = sentences.find((x) => x.start_index <= g.start_index && g.end_index <= x.end_index) ?? {
          start_index: 0,
          end_index: doc.text.length,
        }
        const marked = `${doc.text.slice(s.start_index, g.start_index)}[[${g.text}]]${doc.text.slice(g.end_index, s.end_index)}`
        score.errors.push(`context  ${doc.name}: gold ${want}, got ${have}: ${oneLine(marked)}`)
      }
    })

    const found = conceptsOf(doc.text, sections)
    const usedGold = new Set<number>()
    const usedFound = new Set<number>()
    found.forEach((f, j) => {
      const i = doc.concepts.findIndex(
        (g, k) =>
          !usedGold.has(k) &&
          g.type === f.concept_type &&
          g.start_index === f.start_index &&
          g.end_index === f.end_index,
      )
      if (i >= 0) {
        usedGold.add(i)
        usedFound.add(j)
        score.exactConcepts.tp++
      }
    })
    score.exactConcepts.fn += doc.concepts.length - usedGold.size
    score.exactConcepts.fp += found.length - usedFound.size
    doc.concepts.forEach((g, i) => {
      if (usedGold.has(i)) return
      const j = found.findIndex((f, k) => !usedFound.has(k) && f.concept_type === g.type && overlaps(f, g))
      if (j >= 0) {
        usedGold.add(i)
        usedFound.add(j)
      }
    })
    for (const type of [...TYPES, 'all'] as const) {
      const inType = (t: string): boolean => type === 'all' || t === type
      const c = score.concepts[type]
      doc.concepts.forEach((g, i) => {
        if (inType(g.type)) {
          if (usedGold.has(i)) c.tp++
          else c.fn++
        }
      })
      found.forEach((f, j) => {
        if (inType(f.concept_type) && !usedFound.has(j)) c.fp++
      })
    }
    doc.concepts.forEach((g, i) => {
      if (!usedGold.has(i)) {
        const other = found.find((f) => overlaps(f, g))
        score.errors.push(
          `missed   ${doc.name}: ${g.type} "${g.text}"${other ? ` (found ${other.concept_type} "${doc.text.slice(other.start_index, other.end_index)}")` : ''}`,
        )
      }
    })
    found.forEach((f, j) => {
      if (!usedFound.has(j))
        score.errors.push(
          `spurious ${doc.name}: ${f.concept_type} "${oneLine(doc.text.slice(f.start_index, f.end_index))}" = ${f.preferred_term}`,
        )
    })

    if (doc.sentences === undefined) continue
    const goldKeys = new Set(doc.sentences.map((s) => sentenceKey(doc.text, s)))
    const foundKeys = new Set(sentences.map((s) => sentenceKey(doc.text, s)))
    const show = (k: string): string => {
      const [a, b] = k.split(':').map(Number)
      return oneLine(doc.text.slice(a, b))
    }
    for (const k of goldKeys)
      if (foundKeys.has(k)) score.sentences.tp++
      else {
        score.sentences.fn++
        score.errors.push(`sentence ${doc.name}: missed "${show(k)}"`)
      }
    for (const k of foundKeys)
      if (!goldKeys.has(k)) {
        score.sentences.fp++
        score.errors.push(`sentence ${doc.name}: spurious "${show(k)}"`)
      }
    const titled = sections.filter((s) => s.title !== '')
    for (const g of doc.sections ?? []) {
      score.sectionHeaders.gold++
      const s = titled.find((f) => f.start_index === g.start_index)
      if (s?.category === g.category) score.sectionHeaders.correct++
      else score.errors.push(`section  ${doc.name}: "${g.title}" gold ${g.category}, got ${s?.category ?? 'none'}`)
    }
    for (const s of titled) {
      if (!(doc.sections ?? []).some((g) => g.start_index === s.start_index)) {
        score.sectionHeaders.spurious++
        score.errors.push(`section  ${doc.name}: spurious "${s.title}" (${s.category})`)
      }
    }
  }
  for (const text of docs.conceptFree) {
    for (const f of conceptsOf(text, findSections(text))) {
      score.concepts.all.fp++
      score.concepts[f.concept_type].fp++
      score.exactConcepts.fp++
      score.errors.push(
        `spurious (concept-free sentence): ${f.concept_type} "${text.slice(f.start_index, f.end_index)}"`,
      )
    }
  }
  return score
}

export function formatDevScore(s: DevScore): string {
  const n = (x: number): string => x.toFixed(3)
  const lines = ['dev set: context (gold targets)        P      R      F1']
  for (const k of CONTEXT_KEYS) {
    const c = s.context[k]
    lines.push(`  ${k.padEnd(34)} ${n(precision(c))}  ${n(recall(c))}  ${n(f1(c))}  (${c.tp}/${c.fp}/${c.fn})`)
  }
  lines.push('dev set: concepts (overlap, same type)')
  for (const k of [...TYPES, 'all'] as const) {
    const c = s.concepts[k]
    lines.push(`  ${k.padEnd(34)} ${n(precision(c))}  ${n(recall(c))}  ${n(f1(c))}  (${c.tp}/${c.fp}/${c.fn})`)
  }
  const e = s.exactConcepts
  lines.push(`  ${'all, exact span'.padEnd(34)} ${n(precision(e))}  ${n(recall(e))}  ${n(f1(e))}`)
  const st = s.sentences
  lines.push(
    `dev set: sentences                     ${n(precision(st))}  ${n(recall(st))}  ${n(f1(st))}  (${st.tp}/${st.fp}/${st.fn})`,
  )
  const h = s.sectionHeaders
  lines.push(`dev set: section headers ${h.correct}/${h.gold} right, ${h.spurious} spurious`)
  return lines.join('\n')
}
