// /readyz: the routing table is loaded and every routed backend answers its gRPC health check.
// Checks go through the gateway's client cache, on each identifier's own channel; concurrent
// checks share one round of calls.
import { toSvcError } from '../api/errors.js'
import { codeName } from '../api/status.js'
import type { RoutingTable } from '../discovery/routing-table.js'
import { allRoutes } from '../discovery/snapshot.js'
import type { Logger } from '../log.js'
import type { ClientCache } from '../transport/client-cache.js'

export interface Readiness {
  ready: boolean
  reasons: string[]
  /** Per backend, keyed "kind:identifier": SERVING, NOT_SERVING, or the failure's code name. */
  checks: Record<string, string>
}

const CHECK_TIMEOUT_MS = 1000

export class ReadinessChecker {
  private pending: Promise<Readiness> | undefined

  constructor(
    private readonly table: RoutingTable,
    private readonly clients: ClientCache,
    private readonly log: Logger,
  ) {}

  check(): Promise<Readiness> {
    this.pending ??= this.run().finally(() => (this.pending = undefined))
    return this.pending
  }

  private async run(): Promise<Readiness> {
    const reasons: string[] = []
    const checks: Record<string, string> = {}
    if (!this.table.loaded) reasons.push('routing table not loaded')
    const routes = allRoutes(this.table.current)
    await Promise.all(
      routes.map(async (r) => {
        const key = `${r.kind}:${r.identifier}`
        try {
          const res = await this.clients.get(r).unary<{ status: string }>('Health', 'Check', { service: '' }, { deadline: Date.now() + CHECK_TIMEOUT_MS })
          checks[key] = res.status
        } catch (err) {
          checks[key] = codeName(toSvcError(err).code)
        }
        if (checks[key] !== 'SERVING') reasons.push(`${key} is ${checks[key]}`)
      }),
    )
    if (reasons.length) this.log('debug', 'not ready', { reasons })
    return { ready: reasons.length === 0, reasons, checks }
  }
}
