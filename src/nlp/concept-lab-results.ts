/**
 * A lab's symbol given its result in words instead of a number ("CK normal", "C3 low", "AST/ALT
 * normal", "ALT rising", "normal C3"): the test was read, as surely as "CK 410" says it was. The
 * symbols ("AST", "C3", "K") are short and mean other things in prose, so the sense rules keep them
 * only beside a value (concept-senses.ts); these are the words that stand for one.
 */

/**
 * Words right after a lab's symbol that give its result or its course: a closed family of the
 * readings a lab report writes in words. "low" and "high" count after the symbol ("C3 low": the
 * test read low), not before it, where "low K" names the problem.
 */
export const RESULT_WORDS_AFTER: ReadonlySet<string> = new Set([
  'normal',
  'abnormal',
  'nl',
  'wnl',
  'unremarkable',
  'low',
  'high',
  'elevated',
  'raised',
  'increased',
  'decreased',
  'reduced',
  'rising',
  'falling',
  'remains',
  'peaked',
  'pending',
])

/** Words before a lab's symbol that give its result without naming a problem ("normal C3"). */
export const RESULT_WORDS_BEFORE: ReadonlySet<string> = new Set(['normal', 'unremarkable'])

/** How many other symbols a slash may join to this one before the value ("AST/ALT normal"). */
const MAX_JOINED = 3

/**
 * The token after a lab's symbol and the symbols joined to it by slashes ("AST/ALT/ALP 40/52/90"
 * reads the values after the last one), where its value or result is written.
 */
export function afterJoinedSymbols(keys: readonly string[], end: number): number {
  let k = end
  for (let n = 0; n < MAX_JOINED && keys[k] === '/' && keys[k + 1] !== undefined && /^[a-z]/.test(keys[k + 1]!); n++)
    k += 2
  return k
}
