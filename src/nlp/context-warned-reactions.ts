/**
 * A reaction the sentence warns of rather than reports: "Watch for lip swelling after the first
 * dose of lisinopril", "If you have palpitations after starting flecainide, stop and call". The
 * reaction has not happened, so the drug after it is no allergen; the warning stands before the
 * reaction in its sentence as a condition ("if", "unless", "whether"), a watch ("watch for",
 * "monitor for"), an instruction to act on it ("call", "return", "seek") or a modal of what may
 * come ("may", "might", "could", "should").
 */

const WARNING_WORDS: ReadonlySet<string> = new Set([
  'if',
  'unless',
  'whether',
  'watch',
  'monitor',
  'call',
  'return',
  'seek',
  'may',
  'might',
  'could',
  'should',
])
/** How far back from the reaction a warning is looked for, in tokens. */
const WARNING_REACH = 8

/** Whether a warning word stands before the reaction starting at token r, in its sentence starting at ss. */
export function reactionWarnedOf(keys: readonly string[], ss: number, r: number): boolean {
  for (let k = r - 1; k >= ss && k >= r - WARNING_REACH; k--) {
    const key = keys[k]!
    if (WARNING_WORDS.has(key)) return true
    if (key === ';' || key === '.') return false
  }
  return false
}
