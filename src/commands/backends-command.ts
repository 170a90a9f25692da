// `svc backends --ports E,P,R,D [--register]`: the backends of `svc up` in one process; what
// `svc up` runs as its child (internal, not listed in the usage).
import { backendsListeningLine, portsOfList } from '../stack/backends-child.js'
import { startBackends } from '../stack/backends.js'
import { Closers } from '../stack/closers.js'
import { ArgumentError, parseArgs } from './args.js'
import type { Command } from './command.js'
import { onStopSignal } from './signals.js'

export const BACKENDS_USAGE = `usage: svc backends --ports EVENTS,PROCESSORS,RTF_PIPELINE,DEFAULT_PIPELINE [--register]
  (internal: the child process of svc up)`

const OPTIONS = { ports: 'ports', register: 'flag' } as const

export async function runBackendsCommand(argv: string[]): Promise<void> {
  const args = parseArgs('backends', argv, OPTIONS)
  const ports = portsOfList(args.ports ?? [0, 0, 0, 0])
  if (!ports) throw new ArgumentError('backends', '--ports takes four ports: events,processors,rtf-pipeline,default-pipeline')
  const closers = new Closers()
  // In before the first backend starts, so a stop during start-up closes what has started.
  onStopSignal(async () => {
    await closers.closeAll()
    process.exit(0)
  })
  const backends = await startBackends(closers, { register: args.register, ports })
  console.log(backendsListeningLine(backends))
}

export const command: Command = { usage: BACKENDS_USAGE, run: runBackendsCommand }
