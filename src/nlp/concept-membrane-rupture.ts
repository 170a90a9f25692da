/**
 * "ROM" has two senses: a joint's range of motion (the exam's test, the lexicon's reading) and, in
 * a pregnancy, the rupture of the membranes (a problem). The words of pregnancy and labour around
 * it tell them apart: the fluid that leaks, the bedside tests for it, contractions, labour and the
 * drugs that bring it on, the gestational age ("ROM at 35 weeks, clear fluid", "unsure if ROM or
 * urine after a gush of fluid"). A joint's exam names a part, a movement or degrees instead, so
 * "full ROM of the shoulder" stays the test. Only a few words either side on the same line are
 * read, and only for this one abbreviation.
 */
import { codeSystemOf } from './code-systems.js'
import type { LexiconEntry } from './lexicon.js'
import type { WordScan } from './word-scan.js'

/** The written forms read this way: the bare abbreviation ("AROM" and "PROM" name motion or a disease). */
const ABBREVIATIONS: ReadonlySet<string> = new Set(['rom'])

/**
 * Words of pregnancy and labour (a closed family): the amniotic fluid and how it is seen to leak,
 * the bedside tests for it, labour, its signs and the drugs that induce it, a trial of labour.
 */
const LABOUR_WORDS: ReadonlySet<string> = new Set([
  'gush',
  'leak',
  'leaking',
  'meconium',
  'fern',
  'ferning',
  'nitrazine',
  'amnisure',
  'pooling',
  'contractions',
  'labor',
  'labour',
  'pitocin',
  'oxytocin',
  'tolac',
  'vbac',
  'gestation',
  'pregnancy',
  'pregnant',
  'membranes',
  'chorioamnionitis',
])

/**
 * Words before "fluid" that make it the amniotic fluid: its colour or what stains it, or a gush or
 * leak "of fluid"; "joint fluid" is not.
 */
const AMNIOTIC_FLUID_BEFORE: ReadonlySet<string> = new Set([
  'clear',
  'amniotic',
  'meconium',
  'stained',
  'bloody',
  'green',
  'of',
])

/** How many tokens either side are read. */
const REACH = 8

/** Marks that close a sentence: a word past one belongs to another statement. */
const SENTENCE_ENDS: ReadonlySet<string> = new Set(['.', '?', '!'])

const CODE = 'ICD10CM:O42.90'

/** The problem reported, as the lexicon's entry for the rupture of membranes names and codes it. */
const RUPTURE: Omit<LexiconEntry, 'term'> = {
  type: 'problem',
  preferred_term: 'premature rupture of membranes',
  code: CODE,
  code_system: codeSystemOf(CODE),
}

/**
 * "at 35 weeks": a gestational age, a number of weeks after "at" within the weeks membranes rupture
 * in (from 20 to 42); "ROM at 6 weeks" after an operation is a follow-up's time.
 */
function gestationalAgeAt(keys: readonly string[], k: number): boolean {
  if (keys[k] !== 'weeks' || keys[k - 2] !== 'at') return false
  const weeks = Number(keys[k - 1])
  return weeks >= 20 && weeks <= 42
}

/** Whether a line break separates tokens a and b (a < b): a note's next line is another field. */
function lineBreakBetween(text: string, scan: WordScan, a: number, b: number): boolean {
  return text.slice(scan.ends[a]!, scan.starts[b]!).includes('\n')
}

function labourWordAt(keys: readonly string[], k: number): boolean {
  const key = keys[k]!
  if (key === 'fluid') return AMNIOTIC_FLUID_BEFORE.has(keys[k - 1] ?? '')
  return LABOUR_WORDS.has(key) || gestationalAgeAt(keys, k)
}

function labourWordNear(text: string, scan: WordScan, i: number, end: number): boolean {
  const { keys } = scan
  for (let k = i - 1; k >= Math.max(0, i - REACH); k--) {
    if (SENTENCE_ENDS.has(keys[k]!) || lineBreakBetween(text, scan, k, k + 1)) break
    if (labourWordAt(keys, k)) return true
  }
  for (let k = end; k < Math.min(keys.length, end + REACH); k++) {
    if (SENTENCE_ENDS.has(keys[k]!) || lineBreakBetween(text, scan, k - 1, k)) break
    if (labourWordAt(keys, k)) return true
  }
  return false
}

/**
 * The rupture of membranes a match at tokens [i, end) stands for when it is the bare "ROM" among
 * words of labour, else null (the match keeps its own sense).
 */
export function membraneRuptureAt(
  entry: LexiconEntry,
  text: string,
  scan: WordScan,
  i: number,
  end: number,
): LexiconEntry | null {
  if (end !== i + 1 || !ABBREVIATIONS.has(scan.keys[i]!)) return null
  return labourWordNear(text, scan, i, end) ? { ...RUPTURE, term: entry.term } : null
}
