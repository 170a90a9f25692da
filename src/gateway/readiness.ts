// /readyz: whether this gateway can serve, as proxies report it. By default (`gateway.readiness:
// gateway`) that is its own state only: the routing table loaded and an events service routed
// (draining is answered before any route, SHUTTING_DOWN). One backend down must not take every
// gateway replica out of its Service; the backends' health is tracked apart (backend-health.ts)
// and shown by /v1/routes and the metrics. `strict` keeps what it used to be: the table loaded
// and every routed backend answering its gRPC health check SERVING, checked now.
import type { RoutingTable } from '../discovery/routing-table.js'
import type { Logger } from '../log.js'
import { healthKey, type BackendHealth } from './backend-health.js'

export type ReadinessMode = 'gateway' | 'strict'

export interface Readiness {
  ready: boolean
  reasons: string[]
  /**
   * What was checked. gateway: routing_table (loaded | not loaded) and events_service (routed |
   * not routed). strict: each routed backend, keyed kind:identifier: SERVING, NOT_SERVING, or
   * the failed check's code name (the table must be loaded too).
   */
  checks: Record<string, string>
}

export class ReadinessCheck {
  constructor(
    private readonly mode: ReadinessMode,
    private readonly table: RoutingTable,
    private readonly health: BackendHealth,
    private readonly log: Logger,
  ) {}

  async check(): Promise<Readiness> {
    const reasons: string[] = []
    const checks: Record<string, string> = {}
    if (!this.table.loaded) reasons.push('routing table not loaded')
    if (this.mode === 'strict') {
      for (const s of await this.health.checkNow()) {
        const key = healthKey(s)
        checks[key] = s.status
        if (!s.up) reasons.push(`${key} is ${s.status}`)
      }
    } else {
      checks.routing_table = this.table.loaded ? 'loaded' : 'not loaded'
      checks.events_service = this.table.current.events ? 'routed' : 'not routed'
      if (!this.table.current.events) reasons.push('no events service routed')
    }
    if (reasons.length) this.log('debug', 'not ready', { reasons })
    return { ready: reasons.length === 0, reasons, checks }
  }
}
