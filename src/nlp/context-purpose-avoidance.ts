/**
 * "To avoid" as a purpose: "stay upright for an hour to avoid reflux", "wash your hands to avoid
 * a cold", "lift nothing heavy for a month to prevent a hernia". An action done to keep a problem
 * away tells what might happen, as "to prevent" does: the problem is hypothetical, not denied, and
 * a negation earlier in the sentence ("avoid heavy lifting … to prevent a hernia") ends where the
 * purpose starts. After a verb of telling or wanting ("advised to avoid alcohol", "prefers to avoid
 * estrogen") "avoid" is the instruction itself and keeps its negation. The rule reads the shape:
 * "to", then "avoid" or "prevent", with no such verb before the "to".
 */
import { CONTEXT_TRIGGERS, triggerGroup, type FoundCue, type TriggerDef } from './context-triggers.js'

/** Verbs before "to avoid" that make the avoiding an instruction or a wish, not a purpose. */
const TELLING_OR_WANTING: ReadonlySet<string> = new Set([
  'advised',
  'told',
  'instructed',
  'asked',
  'counseled',
  'counselled',
  'reminded',
  'encouraged',
  'prefers',
  'preferred',
  'wants',
  'wanted',
  'wishes',
  'tries',
  'try',
  'trying',
  'needs',
  'need',
  'should',
  'must',
  'plans',
  'chose',
  'decided',
])
const PURPOSE_VERBS: ReadonlySet<string> = new Set(['avoid', 'prevent'])
/** "to prevent" as the cue sets read it (a forward hypothetical); "to avoid" as a purpose is read the same. */
const TO_PREVENT = CONTEXT_TRIGGERS.find((d) => d.phrase === 'to prevent' && d.category === 'hypothetical')!
const TO_AVOID: TriggerDef = { ...TO_PREVENT, phrase: 'to avoid' }
/** A negation's end at the purpose's "to". */
const [PURPOSE_END] = triggerGroup('negated', 'termination', ['to'])

/**
 * The found cues with each purpose "to avoid" read as "to prevent" (its "avoid" negation dropped),
 * and a negation's end at the "to" of every purpose. In token order.
 */
export function withPurposeAvoidance(found: FoundCue[], keys: readonly string[]): FoundCue[] {
  let purposes: Set<number> | undefined
  for (let k = 1; k < keys.length; k++) {
    if (PURPOSE_VERBS.has(keys[k]!) && keys[k - 1] === 'to' && !TELLING_OR_WANTING.has(keys[k - 2] ?? '')) {
      purposes ??= new Set()
      purposes.add(k - 1)
    }
  }
  if (purposes === undefined) return found
  const kept = found.filter((f) => !(f.category === 'negated' && keys[f.ts] === 'avoid' && purposes!.has(f.ts - 1)))
  for (const at of purposes) {
    kept.push({ ts: at, te: at + 1, def: PURPOSE_END!, category: 'negated', direction: 'termination' })
    if (keys[at + 1] === 'avoid')
      kept.push({ ts: at, te: at + 2, def: TO_AVOID, category: 'hypothetical', direction: 'forward' })
  }
  return kept.sort((a, b) => a.ts - b.ts)
}
