// Whether to believe a registry that answers "no services" right after an outage. An agent
// that restarted without its state answers with an empty catalog until the backends register
// again; believing it would empty the table for every backend at once, although they are all
// still up. So such an answer is distrusted for a grace period, counted from the first empty
// answer. Outside that case (routes were there, an outage just happened) an empty answer is
// simply the truth. Pure, so every case is a row of a table in its test.

export interface EmptyAnswerFacts {
  /** The answer routes nothing at all (no events service, processor or pipeline). */
  empty: boolean
  /** A read or watch failed, or an index restarted, since the last answer that was believed. */
  recovering: boolean
  /** The last answer that was believed routed nothing either. */
  lastGoodEmpty: boolean
  /** When the first of the current run of distrusted empty answers came (epoch ms), if any. */
  emptySince: number | undefined
  graceMs: number
  now: number
}

export type EmptyAnswerVerdict =
  | { trust: true; why: string }
  | {
      trust: false
      /** What /v1/routes and the log show while the last good routes keep serving. */
      why: string
      /** To pass back as `emptySince` with the next answer. */
      emptySince: number
    }

export function judgeEmptyAnswer(facts: EmptyAnswerFacts): EmptyAnswerVerdict {
  if (!facts.empty) return { trust: true, why: 'the answer routes something' }
  if (!facts.recovering) return { trust: true, why: 'no outage since the last good answer' }
  if (facts.lastGoodEmpty) return { trust: true, why: 'the last good answer was empty too' }
  const emptySince = facts.emptySince ?? facts.now
  if (facts.now - emptySince >= facts.graceMs) return { trust: true, why: 'still empty after the grace period' }
  return {
    trust: false,
    why: `registry answered no services right after an outage; keeping the last good routes for up to ${Math.round(facts.graceMs / 1000)} s`,
    emptySince,
  }
}
