// /readyz: the routing table is loaded and every routed backend answers its gRPC health check.
// One health client per backend target, kept while the target is routed; concurrent checks
// share one round of calls.
import type * as grpc from '@grpc/grpc-js'
import type { RoutingTable } from '../discovery/routing-table.js'
import { allRoutes, type BackendRoute } from '../discovery/snapshot.js'
import { callUnary, createClient } from '../grpc/client.js'
import type { Logger } from '../log.js'

export interface Readiness {
  ready: boolean
  reasons: string[]
  /** Per backend, keyed "kind:identifier": SERVING, NOT_SERVING, or the failure's code name. */
  checks: Record<string, string>
}

const CHECK_TIMEOUT_MS = 1000

export class ReadinessChecker {
  private readonly clients = new Map<string, grpc.Client>()
  private pending: Promise<Readiness> | undefined

  constructor(private readonly table: RoutingTable, private readonly log: Logger) {}

  retain(routes: readonly BackendRoute[]): void {
    const keep = new Set(routes.map((r) => r.target))
    for (const [target, client] of this.clients) {
      if (!keep.has(target)) {
        client.close()
        this.clients.delete(target)
      }
    }
  }

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
        let client = this.clients.get(r.target)
        if (!client) {
          client = createClient('Health', r.target)
          this.clients.set(r.target, client)
        }
        try {
          const res = await callUnary<{ status: string }>(client, 'Check', { service: '' }, { timeoutMs: CHECK_TIMEOUT_MS })
          checks[key] = res.status
        } catch (err) {
          checks[key] = (err as { code?: number }).code === 14 ? 'UNAVAILABLE' : `ERROR_${(err as { code?: number }).code ?? '?'}`
        }
        if (checks[key] !== 'SERVING') reasons.push(`${key} is ${checks[key]}`)
      }),
    )
    if (reasons.length) this.log('debug', 'not ready', { reasons })
    return { ready: reasons.length === 0, reasons, checks }
  }

  close(): void {
    for (const c of this.clients.values()) c.close()
    this.clients.clear()
  }
}
