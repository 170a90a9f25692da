// The registry provider's side facing the routing table: what it does with each read. A
// believed answer replaces the registry's snapshot; a failed read, or an empty answer the
// empty-answer rule distrusts, marks the registry stale with the reason while the last good
// routes keep serving. Each distinct problem and each distinct set of skipped items is logged
// once, not at every retry.
import type { Logger } from '../log.js'
import type { SkippedItem } from './consul-snapshot.js'
import { judgeEmptyAnswer } from './empty-answer-rule.js'
import type { RoutingTable } from './routing-table.js'
import type { ProviderSnapshot } from './snapshot.js'

export interface RegistryRead {
  snapshot: ProviderSnapshot
  skipped: SkippedItem[]
}

export interface RegistryFeedOptions {
  table: RoutingTable
  log: Logger
  /** host:port of the agent, for the stale reason. */
  where: string
  /** How long an empty answer right after an outage is distrusted. */
  emptyGraceMs: number
}

export class RegistryFeed {
  /** Items the last believed answer could not route, with why. */
  skipped: readonly SkippedItem[] = []
  private readonly opts: RegistryFeedOptions
  private lastSkippedKey = '[]'
  private lastProblem: string | undefined
  /** Since the last believed answer: did a read or watch fail, or an index restart? */
  private recovering = false
  /** Outage signals so far; a read that began before the latest one cannot end the outage. */
  private outages = 0
  private lastGoodEmpty = true
  private emptySince: number | undefined

  constructor(opts: RegistryFeedOptions) {
    this.opts = opts
  }

  /** The agent blinked (a watch failed or its index restarted): the next empty answer is suspect. */
  outageSeen(): void {
    this.recovering = true
    this.outages++
  }

  /** Call as a read begins; pass the result to answered(). */
  readBegins(): number {
    return this.outages
  }

  readFailed(detail: string): void {
    this.outageSeen()
    this.problem(
      `registry ${this.opts.where} unreachable: ${detail}`,
      'registry read failed; keeping the last good routes',
    )
  }

  /**
   * `began` is readBegins() at the start of this read. An answer the old agent gave before it
   * went away can arrive after the watch saw it go (a graceful shutdown still answers reads in
   * flight); such an answer is published but does not end the outage, so the restarted agent's
   * first empty answer is still distrusted.
   */
  answered({ snapshot, skipped }: RegistryRead, began = this.outages): void {
    const { table, log } = this.opts
    const empty = !snapshot.events && snapshot.processors.length === 0 && snapshot.pipelines.length === 0
    const verdict = judgeEmptyAnswer({
      empty,
      recovering: this.recovering,
      lastGoodEmpty: this.lastGoodEmpty,
      emptySince: this.emptySince,
      graceMs: this.opts.emptyGraceMs,
      now: Date.now(),
    })
    if (!verdict.trust) {
      this.emptySince = verdict.emptySince
      this.problem(verdict.why, verdict.why)
      return
    }
    if (began === this.outages) this.recovering = false
    this.emptySince = undefined
    this.lastGoodEmpty = empty
    if (this.lastProblem !== undefined) log('info', 'registry read succeeded again')
    this.lastProblem = undefined
    this.skipped = skipped
    const key = JSON.stringify(skipped)
    if (key !== this.lastSkippedKey) for (const s of skipped) log('warn', 'registry item not routed', { ...s })
    this.lastSkippedKey = key
    const changed = table.update({
      ...snapshot,
      skipped: skipped.map((s) => `${s.service}${s.id ? ` (${s.id})` : ''}: ${s.reason}`),
    })
    if (changed)
      log('info', 'registry routes changed', {
        events: snapshot.events?.target ?? null,
        processors: snapshot.processors.length,
        pipelines: snapshot.pipelines.length,
      })
  }

  /** The log line says `message`, with the reason as a field when the two differ. */
  private problem(reason: string, message: string): void {
    this.opts.table.markStale('registry', reason)
    if (reason !== this.lastProblem) this.opts.log('warn', message, message === reason ? undefined : { reason })
    this.lastProblem = reason
  }
}
