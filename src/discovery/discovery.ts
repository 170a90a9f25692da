// Starts the route providers a config asks for and feeds one routing table.
import type { SvcConfig } from '../config/config.js'
import type { Logger } from '../log.js'
import { RoutingTable } from './routing-table.js'
import { staticSnapshot } from './snapshot.js'

export interface Discovery {
  table: RoutingTable
  stop(): void
}

/** The static routes of `config`, (issue 4 adds file re-reading and the registry provider). */
export async function startDiscovery(config: SvcConfig, _path: string | null, _log: Logger): Promise<Discovery> {
  const table = new RoutingTable()
  table.update(staticSnapshot(config))
  return { table, stop() {} }
}
