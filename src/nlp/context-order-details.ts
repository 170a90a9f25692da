/**
 * What an order says of itself between its drug, test or procedure and a condition after it:
 * when ("tonight"), how much ("40 mg", "x 2 doses"), how often ("tid", "every 2 weeks"), its form
 * ("course", "drip", "taper"), and the other items of the same order ("senna and miralax tonight
 * if no BM"). An order ahead that heads its clause stays conditional across these ("phos binder
 * if phos stays high", "acamprosate 666 mg tid once withdrawal settles", "heparin drip if the
 * echo shows a clot"); any other word (a verb, a finding) makes the condition another clause's.
 */

import { DOSE_UNITS } from './concept-senses.js'
import { reservePhraseEnd } from './context-reserved-orders.js'

/** When an order is given: "senna tonight if no BM", "straight cath now if > 500 mL". */
const ORDER_TIMES = new Set(['tonight', 'today', 'tomorrow', 'now', 'later', 'overnight', 'prn', 'again'])
/** A dose (concept-senses.ts's units), a route and a frequency: the words of the order itself. */
const DOSE_WORDS: ReadonlySet<string> = new Set([
  ...DOSE_UNITS,
  'puffs',
  'puff',
  'dose',
  'doses',
  'x',
  'po',
  'iv',
  'im',
  'sl',
  'sc',
  'subq',
  'daily',
  'bid',
  'tid',
  'qid',
  'qhs',
  'nightly',
  'weekly',
  'every',
  'per',
  'twice',
  'hours',
  'hour',
  'h',
  'hr',
  'days',
  'day',
  'weeks',
  'week',
  'wk',
  'wks',
  '.',
  '/',
  'and',
  'or',
  '+',
])
/** The form an order takes, after its drug: "betamethasone course if", "insulin drip if", "steroid taper once". */
const ORDER_FORMS = new Set([
  'course',
  'drip',
  'infusion',
  'taper',
  'trial',
  'series',
  'protocol',
  'bolus',
  'challenge',
])
/** A bracketed alias or dose of the order: "vestibular testing (VNG) if", "Tylenol (acetaminophen) 120 mg if". */
const ORDER_JOINS = new Set(['(', ')'])
const NUMBER = /^\d+$/
/** "q6h", "q8h", "qam" */
const FREQUENCY = /^q(?:\d+h?|am|pm|hs|day)$/
/** An order's details are short: a dose and a frequency, or a second item. */
const MAX_DETAIL_TOKENS = 10

/**
 * Whether tokens [from, to) are only details of the order (at least one), or other items of it
 * whose types `orderType` accepts.
 */
export function orderDetailsBetween(
  keys: readonly string[],
  targetOf: Int32Array,
  typeAt: (k: number) => string | undefined,
  orderType: (type: string | undefined) => boolean,
  from: number,
  to: number,
): boolean {
  if (to <= from || to - from > MAX_DETAIL_TOKENS) return false
  for (let k = from; k < to; k++) {
    // "icatibant available if …", "tonsillectomy to consider if …" (context-reserved-orders.ts)
    const reserveEnd = reservePhraseEnd(keys, k, to)
    if (reserveEnd > 0) {
      k = reserveEnd - 1
      continue
    }
    if (targetOf[k] !== 0) {
      if (!orderType(typeAt(k))) return false
      continue
    }
    const key = keys[k]!
    // "colchicine now and allopurinol after the flare settles": what is given now is not held for
    // the condition of the item after it ("straight cath now if > 500 mL" keeps it)
    if (key === 'now' && k < to - 1) return false
    if (
      !(
        ORDER_TIMES.has(key) ||
        DOSE_WORDS.has(key) ||
        ORDER_FORMS.has(key) ||
        ORDER_JOINS.has(key) ||
        NUMBER.test(key) ||
        FREQUENCY.test(key)
      )
    )
      return false
  }
  return true
}
