// The instance id of the events service each events route leads to, asked once per route and
// remembered: the gateway names it on processor calls whose client did not (MTAP processors
// look the event up by it). A failed processor call forgets the route's id, so an events
// service that restarted under a new id is asked again on the next call.
import type { RouteTarget } from '../api/route-target.js'
import type { ClientCache } from '../transport/client-cache.js'

const ASK_TIMEOUT_MS = 5000

export class EventsInstanceIds {
  private readonly known = new Map<string, Promise<string>>()

  constructor(private readonly clients: ClientCache) {}

  /** The instance id behind `route` (GetEventsInstanceId, once per route target). */
  get(route: RouteTarget): Promise<string> {
    let id = this.known.get(route.target)
    if (id === undefined) {
      id = this.clients
        .get(route)
        .unary<{ instance_id: string }>('Events', 'GetEventsInstanceId', {}, { deadline: Date.now() + ASK_TIMEOUT_MS })
        .then((res) => res.instance_id)
      this.known.set(route.target, id)
      // A failed question is not remembered.
      id.catch(() => this.forget(route, id))
    }
    return id
  }

  /** Drops what is known of `route` (only that answer, if `answer` is given). */
  forget(route: RouteTarget, answer?: Promise<string>): void {
    if (answer === undefined || this.known.get(route.target) === answer) this.known.delete(route.target)
  }

  /** Keeps only the routes still in use (the routing table changed). */
  retain(routes: readonly RouteTarget[]): void {
    const targets = new Set(routes.map((r) => r.target))
    for (const target of this.known.keys()) if (!targets.has(target)) this.known.delete(target)
  }
}
