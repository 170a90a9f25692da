/**
 * A test's negative result set apart from it by the test's own qualifiers: its date ("antibody
 * screen on 12/03 negative"), its time ("last HIV test 8 months ago, negative"), a site or sample
 * ("Cold test on #30 negative"). The result word negates the test as "troponin negative" does; the
 * result cues of context-triggers.ts stop a word or two on, at a comma, so that in a lab list a
 * result keeps to its own item. Here nothing between the test and the result names another target
 * or starts another clause, so the result has no other item to belong to. A result "for" something
 * names what the test excluded, not the test ("Congo red stain negative for amyloid"), one before a
 * finding is said of the finding ("negative McMurray"), and "O neg" is a blood group.
 */

/** Result words that say a test came back negative (the closed family of NEGATED_RESULT_BACKWARD). */
const NEGATIVE_RESULTS: ReadonlySet<string> = new Set(['negative', 'neg', 'nonreactive', 'undetectable'])
/** Words that end the test's stretch: a clause break, a contrast, another result, an order or condition. */
const STRETCH_ENDS: ReadonlySet<string> = new Set([
  ';',
  '.',
  'but',
  'except',
  'positive',
  'pos',
  'pending',
  'sent',
  'ordered',
  'if',
  'unless',
  'until',
  'once',
  'and',
  'or',
  'was',
  'were',
  'is',
  'are',
  'showed',
  'shows',
])
/** How many tokens may stand between the test and its result. */
const MAX_BETWEEN = 8

/** What the rule reads of a target: its tokens, its sentence's end, the targets' map and its type. */
export interface QualifiedResultView {
  scan: { keys: readonly string[] }
  targetOf: Int32Array
  se: number
  xe: number
  type: string | undefined
}

/** Whether the test target has a negative result after its own qualifiers, with no other target between. */
export function negativeAfterQualifiers(x: QualifiedResultView): boolean {
  if (x.type !== 'test') return false
  const { keys } = x.scan
  const to = Math.min(x.se, x.xe + MAX_BETWEEN + 1)
  // right after the test the result cues of context-triggers.ts read it already
  if (x.xe >= to || NEGATIVE_RESULTS.has(keys[x.xe]!)) return false
  for (let k = x.xe; k < to; k++) {
    const key = keys[k]!
    if (x.targetOf[k] !== 0 || STRETCH_ENDS.has(key)) return false
    if (NEGATIVE_RESULTS.has(key)) return closesTheStretch(keys, x.targetOf, k, x.se)
  }
  return false
}

/** Blood groups a result word follows as a group's sign ("O neg", "A negative"), not a test's result. */
const BLOOD_GROUPS: ReadonlySet<string> = new Set(['o', 'a', 'b', 'ab', 'rh'])
/** What may follow a result that closes its test's stretch: the end of a clause, list item or bracket. */
const STRETCH_CLOSERS: ReadonlySet<string> = new Set([';', '.', ',', ')', ':'])

/**
 * Whether the result word at k closes the test's stretch: at a clause, item or bracket end, not
 * before what it was negative for ("negative for amyloid") or a finding it is said of ("negative
 * McMurray"), and not a blood group's sign.
 */
function closesTheStretch(keys: readonly string[], targetOf: Int32Array, k: number, se: number): boolean {
  if (BLOOD_GROUPS.has(keys[k - 1]!)) return false
  return k + 1 >= se || (targetOf[k + 1] === 0 && STRETCH_CLOSERS.has(keys[k + 1]!))
}
