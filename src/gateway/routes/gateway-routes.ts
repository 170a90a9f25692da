// The gateway's own routes: the routing table, the OpenAPI document, liveness and readiness.
import { SvcError } from '../../api/errors.js'
import { Status } from '../../api/status.js'
import type { RoutingTable } from '../../discovery/routing-table.js'
import type { BackendRoute, RoutingSnapshot } from '../../discovery/snapshot.js'
import type { BackendHealth } from '../backend-health.js'
import type { LocalSpec } from './route-spec.js'
import { obj, ref } from './schemas.js'

export const GATEWAY_ROUTES: readonly LocalSpec[] = [
  {
    method: 'GET',
    path: '/v1/routes',
    operation: 'GetRoutes',
    summary: 'The routing table now: identifiers, instances, source, age, staleness',
    kind: 'gateway',
    body: 'none',
    responseSchema: ref('RoutingTable'),
    handler: (scope, { snapshot }) => routesDocument(scope.table, snapshot, scope.health),
  },
  {
    method: 'GET',
    path: '/v1/openapi.json',
    operation: 'GetOpenApi',
    summary: 'This document',
    kind: 'gateway',
    body: 'none',
    responseSchema: { type: 'object', additionalProperties: true, description: 'an OpenAPI 3.0 document' },
    handler: (scope) => scope.openapi,
  },
  {
    method: 'GET',
    path: '/healthz',
    operation: 'Healthz',
    summary: 'Liveness: the process serves',
    kind: 'gateway',
    body: 'none',
    responseSchema: obj({ status: { type: 'string', enum: ['ok'] } }, ['status']),
    handler: () => ({ status: 'ok' }),
  },
  {
    method: 'GET',
    path: '/readyz',
    operation: 'Readyz',
    summary: 'Readiness: this gateway can serve (gateway.readiness: strict also asks every routed backend)',
    kind: 'gateway',
    body: 'none',
    responseSchema: ref('Readiness'),
    handler: async (scope) => {
      const r = await scope.readiness.check()
      if (!r.ready)
        throw new SvcError(Status.UNAVAILABLE, `not ready: ${r.reasons.join('; ')}`, [{ checks: r.checks }], {
          headers: { 'retry-after': '1' },
        })
      return { status: 'ready', checks: r.checks }
    },
  },
]

function routesDocument(table: RoutingTable, snap: RoutingSnapshot, health: BackendHealth): unknown {
  const row = (r: BackendRoute) => ({
    identifier: r.identifier,
    instances: r.instances,
    target: r.target,
    source: r.source,
    health: healthOf(health, r),
  })
  return {
    version: snap.version,
    updated_at: new Date(snap.createdAt).toISOString(),
    age_seconds: (Date.now() - snap.createdAt) / 1000,
    stale: table.stale,
    sources: table.sources().map((s) => ({
      source: s.source,
      stale: s.stale,
      updated_at: s.updatedAt ? new Date(s.updatedAt).toISOString() : null,
      age_seconds: s.updatedAt ? (Date.now() - s.updatedAt) / 1000 : null,
      ...(s.reason ? { reason: s.reason } : {}),
      ...(s.lastError
        ? { last_error: { reason: s.lastError.reason, at: new Date(s.lastError.at).toISOString() } }
        : {}),
      ...(s.skipped.length ? { skipped: s.skipped } : {}),
    })),
    events: snap.events ? row(snap.events) : null,
    processors: [...snap.processors.values()].map(row),
    pipelines: [...snap.pipelines.values()].map(row),
  }
}

/** A route's health as the background checks last found it. */
function healthOf(health: BackendHealth, route: BackendRoute) {
  const s = health.of(route)
  return {
    status: s.status,
    up: s.up,
    checked_at: s.checkedAt === null ? null : new Date(s.checkedAt).toISOString(),
    since: new Date(s.since).toISOString(),
  }
}
