/**
 * The main clause of a fronted condition: "If A, B" makes B wait on A, so the problems, tests and
 * procedures B names are ahead ("If the wound reopens, home nursing for packing of the cavity"). A
 * condition's own scope ends at the comma that closes it (context.ts), which is right for the "if"
 * cue; this rule reads the sentence's shape instead: a clause that opens with a condition word (at
 * the item's start or after a semicolon), its comma, and the target after that comma in the same
 * clause, not in a reason after "given" or "because". Drugs are left out: the main clause of a
 * condition is often what to do with a drug the patient takes now ("If the potassium rises, stop
 * spironolactone"). What the conditional order looks for ("… chest x-ray to look for pneumonia")
 * stays uncertain only, by the project's convention (context.ts asks for that).
 */
import { firstWord, type PlanItemView } from './context-plan-items.js'

/** Words that open a condition at the start of a clause. */
const CONDITION_OPENERS = new Set(['if', 'unless', 'should'])
/** "in case (of)" opens one too. */
const IN_CASE = ['in', 'case']
/** A fronted condition is short; a longer run with no comma is no fronted condition. */
const MAX_CONDITION_TOKENS = 25
/** How far back the clause's start is looked for: a clause, never the whole of a long run-on line. */
const MAX_CLAUSE_TOKENS = 50
/** Words that open the reason for the main clause: what follows is a fact ("no oxytocin given her prior cesarean"). */
const REASON_WORDS = new Set(['given', 'because', 'since', 'due'])
/** Types whose naming in the main clause is ahead. */
const AHEAD_TYPES = new Set(['problem', 'test', 'procedure'])

/** Whether the target stands in the main clause after a fronted condition. */
export function inMainClauseOfCondition(v: PlanItemView): boolean {
  if (v.type === undefined || !AHEAD_TYPES.has(v.type)) return false
  const { keys } = v.scan
  // back from the target to its clause's start, noting the last comma passed
  let comma = -1
  let k = v.xs - 1
  for (; k >= v.ss; k--) {
    if (v.xs - k > MAX_CLAUSE_TOKENS) return false
    const key = keys[k]!
    if (key === ';') break
    if (key === ',') comma = k
    else if (comma < 0 && REASON_WORDS.has(key)) return false
  }
  if (comma < 0) return false
  const start = k >= v.ss ? k + 1 : firstWord(v)
  // the comma noted last is the clause's first: the one that closes the condition
  return opensCondition(keys, start) && comma - start <= MAX_CONDITION_TOKENS
}

function opensCondition(keys: readonly string[], at: number): boolean {
  return CONDITION_OPENERS.has(keys[at] ?? '') || (keys[at] === IN_CASE[0] && keys[at + 1] === IN_CASE[1])
}
