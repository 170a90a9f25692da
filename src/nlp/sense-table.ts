/**
 * Sense rules a user lexicon adds to the built-in ones (concept-senses.ts), one a row:
 * `term<TAB>sense<TAB>rule<TAB>words`. The term is a lexicon term as written there (any case);
 * the rule names what the words around a match must or must not be; the words are separated by
 * spaces. Rows for the same term add up, and add to the built-in rule of that term.
 *
 *   dtr        sense  reject-after   his her my
 *   ha         sense  reject-written Ha
 *   cap        sense  needs-next     <number>
 */
import type { SenseRule } from './concept-senses.js'

/** The type column that marks a sense row in a lexicon file. */
export const SENSE_ROW_TYPE = 'sense'

export interface SenseRow {
  /** the lexicon term the rule applies to, lower case */
  term: string
  rule: SenseRule
}

type WordRule = 'rejectAfter' | 'rejectBefore' | 'rejectNear' | 'needsNext' | 'rejectWritten'
type FlagRule = 'rejectAfterNumber' | 'rejectBeforeNumber'

const WORD_RULES: Record<string, WordRule> = {
  'reject-after': 'rejectAfter',
  'reject-before': 'rejectBefore',
  'reject-near': 'rejectNear',
  'needs-next': 'needsNext',
  'reject-written': 'rejectWritten',
}
const FLAG_RULES: Record<string, FlagRule> = {
  'reject-after-number': 'rejectAfterNumber',
  'reject-before-number': 'rejectBeforeNumber',
}
const NEEDS_NUMBER = 'needs-number'

export const SENSE_RULE_NAMES: readonly string[] = [
  ...Object.keys(WORD_RULES),
  ...Object.keys(FLAG_RULES),
  NEEDS_NUMBER,
]

/** A sense row's rule, or a message saying what is wrong with it. */
export function parseSenseRow(term: string, ruleName: string, words: string): SenseRow | string {
  const list = words.split(/\s+/).filter((w) => w !== '')
  const key = term.toLowerCase()
  const wordRule = WORD_RULES[ruleName]
  if (wordRule !== undefined) {
    if (list.length === 0) return `sense rule '${ruleName}' needs words after it`
    // words are compared with the text's tokens, which are lower case; a written form keeps its case
    const values = wordRule === 'rejectWritten' ? list : list.map((w) => w.toLowerCase())
    return { term: key, rule: { [wordRule]: new Set(values) } }
  }
  const flag = FLAG_RULES[ruleName]
  if (flag !== undefined) return { term: key, rule: { [flag]: true } }
  if (ruleName === NEEDS_NUMBER) {
    const how = list[0] ?? 'always'
    if (how !== 'always' && how !== 'upper') return `sense rule 'needs-number' takes 'always' or 'upper', not '${how}'`
    return { term: key, rule: { needsNumber: how } }
  }
  return `unknown sense rule '${ruleName}' (expected one of ${SENSE_RULE_NAMES.join(', ')})`
}

const SET_KEYS: readonly WordRule[] = ['rejectAfter', 'rejectBefore', 'rejectNear', 'needsNext', 'rejectWritten']

/** Two rules as one: word sets joined, flags kept from either. */
function joinRules(a: SenseRule, b: SenseRule): SenseRule {
  const out: { -readonly [K in keyof SenseRule]: SenseRule[K] } = { ...a, ...b }
  for (const key of SET_KEYS) {
    const x = a[key]
    const y = b[key]
    if (x !== undefined && y !== undefined) out[key] = new Set([...x, ...y])
  }
  return out
}

/** The built-in rules with the rows added, by term; the built-in map is left as it is. */
export function withSenseRows(
  base: ReadonlyMap<string, SenseRule>,
  rows: readonly SenseRow[],
): ReadonlyMap<string, SenseRule> {
  if (rows.length === 0) return base
  const out = new Map(base)
  for (const row of rows) {
    const old = out.get(row.term)
    out.set(row.term, old === undefined ? row.rule : joinRules(old, row.rule))
  }
  return out
}
