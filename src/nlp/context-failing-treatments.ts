/**
 * A treatment whose failing is what a condition waits for is being given now: in "adalimumab if
 * methotrexate fails", "a mouth guard if the CPAP does not help", "switch to insulin if there is
 * no response to metformin", "iron infusion if she cannot tolerate oral iron", the methotrexate,
 * the CPAP, the metformin and the oral iron are today's treatment; what the condition holds back
 * is the next one. The rule reads two shapes, for drugs and procedures only (a test or a finding
 * that "fails" is another matter): the treatment opening the condition as subject of a verb of
 * failing or of not being enough ("fails", "does not work", "is not enough", "stops helping"); a
 * treatment failing after another event of the condition ("if the wheeze comes back and the
 * inhaler is not helping") is part of a scene still to come. And the treatment as object
 * of a phrase of no response or no tolerance ending right before it ("no response to", "does not
 * improve with", "cannot tolerate"), with an article or a route word allowed between.
 */
import type { WordScan } from './word-scan.js'

/** Verbs of failing said of a treatment, in the forms a condition uses. */
const FAILING_VERBS = new Set(['fails', 'fail', 'failed'])
/** What a treatment "does not" do when it fails: "does not help", "doesn't work". */
const NOT_DOING = new Set(['help', 'work', 'control', 'suffice'])
/** What a treatment "is not" when it fails: "is not enough", "is not tolerated". */
const NOT_BEING = new Set(['enough', 'effective', 'tolerated', 'helping', 'working', 'sufficient', 'adequate'])
/** One word that already says it: "is ineffective", "stops working". */
const FAILED_STATES = new Set(['ineffective', 'insufficient', 'inadequate'])
/** "stops helping", "stops working". */
const STOPPING = new Set(['stops', 'stop'])
/** "does not", and the first token of "doesn't" (doesn, ', t). */
const DOES = new Set(['does', 'do', 'did', 'doesn', 'don', 'didn'])
const IS = new Set(['is', 'are', 'was', 'were', 'isn', 'aren', 'wasn', 'weren'])
/** "not", and the last token of a contracted not. */
const NOT_FORMS = new Set(['not', 't'])

/** Words that may stand between the phrase of no response and the treatment: "to the", "oral". */
const TREATMENT_LEADS = new Set(['the', 'her', 'his', 'your', 'their', 'oral', 'iv', 'topical', 'inhaled', 'a'])

/** Endings of a phrase of no response or no tolerance, read backwards from the treatment. */
const NO_RESPONSE_ENDS: readonly (readonly string[])[] = [
  ['no', 'response', 'to'],
  ['poor', 'response', 'to'],
  ['inadequate', 'response', 'to'],
  ['not', 'respond', 'to'],
  ['not', 'responding', 'to'],
  ['fails', 'to', 'respond', 'to'],
  ['not', 'improve', 'with'],
  ['not', 'improve', 'on'],
  ['not', 'improving', 'with'],
  ['not', 'improving', 'on'],
  ['cannot', 'tolerate'],
  ['not', 'tolerate'],
  ['intolerant', 'of'],
  ['intolerant', 'to'],
]

/** Whether the drug or procedure ending at token xe fails in the condition it stands in. */
export function failingTreatmentOfCondition(
  scan: WordScan,
  type: string,
  openEnd: number,
  xs: number,
  xe: number,
  se: number,
): boolean {
  if (type !== 'medication' && type !== 'procedure') return false
  return (
    (opensCondition(scan.keys, openEnd, xs) && failsAfter(scan.keys, xe, se)) ||
    noResponseBefore(scan.keys, openEnd, xs)
  )
}

/**
 * Whether the treatment opens its condition (an article or a route word at most before it): a
 * treatment that fails after another event of the condition ("if the wheeze comes back and the
 * inhaler is not helping") is part of a scene still to come.
 */
function opensCondition(keys: readonly string[], openEnd: number, xs: number): boolean {
  for (let k = openEnd; k < xs; k++) if (!TREATMENT_LEADS.has(keys[k]!)) return false
  return true
}

function failsAfter(keys: readonly string[], xe: number, se: number): boolean {
  const at = (k: number): string => (k < se ? keys[k]! : '')
  if (FAILING_VERBS.has(at(xe))) return true
  if (STOPPING.has(at(xe))) return at(xe + 1) === 'working' || at(xe + 1) === 'helping'
  const verb = at(xe)
  if (!DOES.has(verb) && !IS.has(verb)) return false
  let k = xe + 1
  if (IS.has(verb) && FAILED_STATES.has(at(k))) return true
  if (at(k) === "'") k++
  if (!NOT_FORMS.has(at(k))) return false
  return DOES.has(verb) ? NOT_DOING.has(at(k + 1)) : NOT_BEING.has(at(k + 1))
}

function noResponseBefore(keys: readonly string[], openEnd: number, xs: number): boolean {
  let k = xs
  while (k > openEnd && TREATMENT_LEADS.has(keys[k - 1]!)) k--
  return NO_RESPONSE_ENDS.some((phrase) => endsAt(keys, phrase, openEnd, k))
}

/** Whether the phrase's words end right before token k, all after token openEnd - 1. */
function endsAt(keys: readonly string[], phrase: readonly string[], openEnd: number, k: number): boolean {
  const from = k - phrase.length
  if (from < openEnd) return false
  for (let j = 0; j < phrase.length; j++) if (keys[from + j] !== phrase[j]) return false
  return true
}
