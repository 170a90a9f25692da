// The readiness line of each pipeline route ("Started new pipeline gateway for ID at ADDRESS"),
// which deployments wait for: written once per target, again when a route moves.
import type { RoutingSnapshot } from '../discovery/snapshot.js'

export class PipelineAnnouncer {
  private readonly announced = new Map<string, string>()

  constructor(private readonly write: (line: string) => void) {}

  /** Announces the snapshot's new pipeline targets and forgets the routes it no longer has. */
  announce(snap: RoutingSnapshot): void {
    for (const [id, r] of snap.pipelines) {
      if (this.announced.get(id) === r.target) continue
      this.announced.set(id, r.target)
      this.write(`Started new pipeline gateway for ${id} at ${r.target}`)
    }
    for (const id of [...this.announced.keys()]) if (!snap.pipelines.has(id)) this.announced.delete(id)
  }
}
