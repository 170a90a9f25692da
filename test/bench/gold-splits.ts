// How the golds of the scored blind sets read the shapes their writers split on, for the
// conventions docs/clinical-pipeline.md states ("Where the golds split"): for each shape, the gold
// items read one way and the other, in all and by set. Items are found by a pattern over the gold
// text around each gold concept, so the counts are of items the pattern finds, not of every item
// of the shape. A set whose README says it is held out is never read.
// Run: node --import tsx test/bench/gold-splits.ts
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readBlindNotes, readBlindSentences, type GoldConcept } from '../helpers/blind-gold.js'

const FIXTURES = new URL('../fixtures/', import.meta.url).pathname

interface Item {
  set: string
  text: string
  concept: GoldConcept
}

/** A shape golds split on: the gold concepts it covers and the reading counted as "yes". */
interface ConceptSplit {
  shape: string
  covers(item: Item): boolean
  yes(concept: GoldConcept): boolean
}

/** A word golds split on: its mentions, annotated as a concept (of the kind `isIt` accepts) or not. */
interface MentionSplit {
  shape: string
  mention: RegExp
  isIt(concept: GoldConcept): boolean
}

function scoredSets(): string[] {
  const sets = readdirSync(FIXTURES).filter((name) => /^blind\d*$/.test(name))
  const held = (set: string) => /\*\*Status: held out/.test(readFileSync(join(FIXTURES, set, 'README.md'), 'utf8'))
  const order = (set: string) => Number(set.slice('blind'.length) || 1)
  return sets
    .filter((set) => existsSync(join(FIXTURES, set, 'README.md')) && !held(set))
    .sort((a, b) => order(a) - order(b))
}

function goldDocs(set: string): { text: string; concepts: GoldConcept[] }[] {
  const dir = join(FIXTURES, set)
  return [...readBlindSentences(join(dir, 'sentences.tsv')), ...readBlindNotes(dir)]
}

const textAfter = (item: Item, length = 40) => item.text.slice(item.concept.end_index, item.concept.end_index + length)
const textBefore = (item: Item, length = 60) =>
  item.text.slice(Math.max(0, item.concept.start_index - length), item.concept.start_index)

const CONCEPT_SPLITS: ConceptSplit[] = [
  {
    shape: 'a test or procedure "ordered" (hypothetical?)',
    covers: (i) =>
      (i.concept.type === 'test' || i.concept.type === 'procedure') &&
      /^\s*(?:(?:was|were|is|are|has been|have been)\s+)?ordered\b/i.test(textAfter(i)),
    yes: (c) => c.attributes.hypothetical,
  },
  {
    shape: 'a drug after "if …, take" (hypothetical?)',
    covers: (i) =>
      i.concept.type === 'medication' && /\bif\b[^.;:]*,\s*(?:take|use|start|try)\s+(?:\w+\s+)?$/i.test(textBefore(i)),
    yes: (c) => c.attributes.hypothetical,
  },
  {
    shape: 'a test to "check/monitor … daily" (hypothetical?)',
    covers: (i) =>
      /\b(?:check|monitor)\s+(?:(?:your|his|her)\s+)?$/i.test(textBefore(i)) &&
      /^\s*(?:\w+\s+)?(?:daily|twice|every|each|at home)\b/i.test(textAfter(i)),
    yes: (c) => c.attributes.hypothetical,
  },
  {
    shape: 'the cause after "likely/probably/possibly from, due to, secondary to" (uncertain?)',
    covers: (i) =>
      /\b(?:likely|probably|possibly)\s+(?:\w+\s+)?(?:from|due to|secondary to|related to)\s+$/i.test(textBefore(i)),
    yes: (c) => c.attributes.uncertain,
  },
  {
    shape: 'a drug held or stopped "before" a procedure (negated?)',
    covers: (i) =>
      i.concept.type === 'medication' &&
      /\b(?:hold|held|holding|stop)\s+(?:\w+\s+)?$/i.test(textBefore(i)) &&
      /^[^.;]*\bbefore\b/i.test(textAfter(i)),
    yes: (c) => c.attributes.negated,
  },
  {
    shape: 'a denied allergen, "no X allergy" (an allergy?)',
    covers: (i) =>
      /\bno\s+(?:known\s+)?(?:[\w-]+\s*(?:,|or|and)\s+)?$/i.test(textBefore(i)) &&
      /^\s*(?:(?:or|and)\s+[\w-]+\s+)?allerg/i.test(textAfter(i)),
    yes: (c) => c.attributes.allergy,
  },
  {
    shape: 'the condition "once/until" it settles or heals (hypothetical?)',
    covers: (i) =>
      i.concept.type === 'problem' &&
      /\b(?:once|until|when|after)\s+(?:the\s+|her\s+|his\s+|this\s+)?$/i.test(textBefore(i)) &&
      /^\s*(?:has\s+|have\s+|is\s+)?(?:settles?|settled|heals?|healed|resolves?|resolved|improves?|clears?|cleared)\b/i.test(
        textAfter(i),
      ),
    yes: (c) => c.attributes.hypothetical,
  },
]

const MENTION_SPLITS: MentionSplit[] = [
  { shape: '"ice" (a concept?)', mention: /\bice\b/gi, isIt: () => true },
  { shape: '"<word> diet" (a concept?)', mention: /\b[\w-]+ diet\b/gi, isIt: () => true },
  {
    shape: 'bare "lesion(s)" (a concept of its own?)',
    mention: /\blesions?\b/gi,
    isIt: (c) => /^lesions?$/i.test(c.text),
  },
  { shape: '"prerenal" (inside a concept?)', mention: /\bprerenal\b/gi, isIt: () => true },
]

function line(shape: string, bySet: Map<string, [number, number]>, yes: string, no: string): string {
  let y = 0
  let n = 0
  const parts: string[] = []
  for (const [set, [a, b]] of bySet) {
    y += a
    n += b
    parts.push(`${set} ${a}/${b}`)
  }
  return `${shape}: ${yes} ${y}, ${no} ${n}\n    by set (${yes}/${no}): ${parts.join(', ')}`
}

function main(): void {
  const sets = scoredSets()
  const docs = sets.map((set) => ({ set, docs: goldDocs(set) }))
  console.log(`scored blind sets read: ${sets.join(' ')}\n`)
  for (const split of CONCEPT_SPLITS) {
    const bySet = new Map<string, [number, number]>()
    for (const { set, docs: goldOfSet } of docs)
      for (const doc of goldOfSet)
        for (const concept of doc.concepts) {
          const item = { set, text: doc.text, concept }
          if (!split.covers(item)) continue
          const counts = bySet.get(set) ?? [0, 0]
          counts[split.yes(concept) ? 0 : 1]++
          bySet.set(set, counts)
        }
    console.log(line(split.shape, bySet, 'yes', 'no'))
  }
  for (const split of MENTION_SPLITS) {
    const bySet = new Map<string, [number, number]>()
    for (const { set, docs: goldOfSet } of docs)
      for (const doc of goldOfSet)
        for (const m of doc.text.matchAll(split.mention)) {
          const start = m.index
          const end = start + m[0].length
          const annotated = doc.concepts.some((c) => c.start_index <= start && c.end_index >= end && split.isIt(c))
          const counts = bySet.get(set) ?? [0, 0]
          counts[annotated ? 0 : 1]++
          bySet.set(set, counts)
        }
    console.log(line(split.shape, bySet, 'annotated', 'not'))
  }
}

main()
