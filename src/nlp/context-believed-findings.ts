/**
 * What a person believes is in doubt: "she thinks the swelling is gout", "which he thinks is
 * reflux", "her husband believes there has been some hearing loss", "her mother thought she had
 * an eating disorder". A verb of believing in the
 * third person names someone's view, not a finding; what its complement clause says after its
 * own verb is that view ("is gout", "has been some hearing loss"), while the complement's subject
 * ("the swelling") is what the person has and stays as it is. The rule reads the shape: the verb
 * of believing, the complement's subject (if any), its first verb; a hedge starts at that verb and
 * reads forward as any hedge does. A clause with no verb after the belief ("she thinks so") is
 * left alone, and so is a change watched ("thinks he is more forgetful").
 */
import { triggerGroup, withCuesAdded, type FoundCue } from './context-triggers.js'

/**
 * Verbs of believing in the third person, present or past: the view of someone the sentence
 * names ("his wife thought it was a stroke" tells her guess, not the diagnosis).
 */
const BELIEVING: ReadonlySet<string> = new Set(['thinks', 'believes', 'suspects', 'thought', 'believed'])
/** The first verb of the complement clause, where the view it tells starts. */
const COMPLEMENT_VERBS = [
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'had',
  'got',
  'gets',
  'came',
  'comes',
  'may',
  'might',
  'could',
]
/** The hedge placed at each such verb, as the cue sets read forward hedges. */
const VIEW_DEFS = new Map(triggerGroup('uncertain', 'forward', COMPLEMENT_VERBS).map((d) => [d.phrase, d]))
/** The hedge on a verb of cause ("is from"): it takes "from" in, which otherwise ends a hedge before the cause. */
const CAUSE_VIEW_DEFS = new Map(
  triggerGroup(
    'uncertain',
    'forward',
    COMPLEMENT_VERBS.map((v) => `${v} from`),
  ).map((d) => [d.phrase, d]),
)
/**
 * Words of comparison after the complement's verb: "thinks he is more forgetful" reports a change
 * the person has watched, an observation rather than a guess, and is read as the finding it is.
 */
const COMPARISONS: ReadonlySet<string> = new Set(['more', 'less', 'worse', 'better'])
/** What ends the clause a belief reads. */
const CLAUSE_ENDS: ReadonlySet<string> = new Set(['.', ';', ':', ',', '!', '?', '(', ')', 'but', 'and'])
/** Words of the complement's subject, at most, between the verb of believing and the complement's verb. */
const MAX_SUBJECT_WORDS = 4

/** The found cues, with a hedge added at the verb of each believed complement. In token order. */
export function withBelievedFindings(found: FoundCue[], keys: readonly string[]): FoundCue[] {
  const added: FoundCue[] = []
  for (let k = 0; k < keys.length; k++) {
    if (!BELIEVING.has(keys[k]!)) continue
    const at = complementVerbAfter(keys, k + 1)
    if (at < 0 || COMPARISONS.has(keys[at + 1] ?? '')) continue
    const cause = CAUSE_VIEW_DEFS.get(`${keys[at]} ${keys[at + 1]}`)
    const def = cause ?? VIEW_DEFS.get(keys[at]!)!
    added.push({ ts: at, te: cause ? at + 2 : at + 1, def, category: 'uncertain', direction: 'forward' })
  }
  return withCuesAdded(found, added)
}

/** The first verb of the complement clause from token k, after at most a few words of its subject, else -1. */
function complementVerbAfter(keys: readonly string[], k: number): number {
  for (let j = k; j < keys.length && j <= k + MAX_SUBJECT_WORDS; j++) {
    const key = keys[j]!
    if (VIEW_DEFS.has(key)) return j
    if (CLAUSE_ENDS.has(key)) return -1
  }
  return -1
}
