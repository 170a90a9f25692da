// The backends in one child process (`svc backends`), so the gateway and the backends each have
// a core. The only place of `svc up` where arguments cross as strings: a process boundary.
// Ports are chosen here, so a restarted child comes back on the same addresses.
import { createServer, type AddressInfo } from 'node:net'
import type { Logger } from '../log.js'
import type { BackendPorts, Backends } from './backends.js'
import { BackendProcess } from './child.js'
import type { Closers } from './closers.js'

/** The command line of the child: `svc backends --ports E,P,R,D [--register]`. */
export function backendsArgv(ports: BackendPorts, register: boolean): string[] {
  return ['backends', '--ports', [ports.events, ports.processors, ...ports.pipelines].join(','), ...(register ? ['--register'] : [])]
}

/** The ports of `--ports E,P,R,D`, or undefined when the list has not four. */
export function portsOfList(list: readonly number[]): BackendPorts | undefined {
  if (list.length !== 4) return undefined
  return { events: list[0], processors: list[1], pipelines: [list[2], list[3]] }
}

/** The line the child prints once every backend listens; the parent reads the addresses from it. */
export function backendsListeningLine(backends: Backends): string {
  // The addresses as JSON without spaces: BackendProcess takes the word after "listening on".
  return `Backends listening on ${JSON.stringify(backends)}`
}

export async function startBackendsChild(closers: Closers, log: Logger, register: boolean): Promise<Backends> {
  const ports: BackendPorts = { events: await freePort(), processors: await freePort(), pipelines: [await freePort(), await freePort()] }
  const child = new BackendProcess('backends', backendsArgv(ports, register), log)
  closers.push(() => child.stop())
  await child.start()
  return JSON.parse(child.address) as Backends
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as AddressInfo).port
      srv.close(() => resolve(port))
    })
  })
}
