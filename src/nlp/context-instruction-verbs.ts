/**
 * Verbs of an instruction that take an object before what the instruction is for, beside "call",
 * "contact" and the like (context.ts's INSTRUCTION_OBJECT_VERBS): "told to come to labor and
 * delivery for", "to be seen by cardiology for". What follows the
 * object's "for" or "if" is what the patient is to watch for, or what the visit is to do, so
 * hypothetical over a list of any length, as after "call the office for".
 *
 * "come" instructs only as an infinitive or an imperative ("was told to come to …", "Come to …"),
 * not in a report ("has come to clinic for"); "seen" only in "to be seen" ("was seen by
 * cardiology for" reports a visit held).
 */

/** Tokens before an imperative that opens its sentence or clause. */
const OPENERS = new Set(['.', ';', ':', '!', 'please', 'then', 'to'])

/**
 * Where the verb of an instruction at token k ends (its object starts after it), for the verbs
 * this file adds; -1 when token k starts none.
 */
export function instructionVerbEnd(keys: readonly string[], k: number): number {
  const key = keys[k]
  if (key === 'come' && keys[k + 1] === 'to' && (k === 0 || OPENERS.has(keys[k - 1]!))) return k + 1
  if (key === 'seen' && keys[k - 1] === 'be' && keys[k - 2] === 'to') return k
  return -1
}
