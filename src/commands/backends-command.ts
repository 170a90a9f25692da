// `svc backends`: the backends of `svc up` in one process; what `svc up` runs as its child
// (internal, not listed in the usage). Its plan comes on stdin (stack/backends-child.ts), and it
// stops when stdin closes: the parent has stopped or died, and nothing else would stop it.
import { linkToParent, backendsListeningLine } from '../stack/backends-child.js'
import { startBackends } from '../stack/backends.js'
import { Closers } from '../stack/closers.js'
import { parseArgs } from './args.js'
import type { Command } from './command.js'
import { onStopSignal } from './signals.js'

export const BACKENDS_USAGE = `usage: svc backends
  (internal: the child process of svc up; reads its plan as one JSON line on stdin and stops when stdin closes)`

const OPTIONS = {} as const

export async function runBackendsCommand(argv: string[]): Promise<void> {
  parseArgs('backends', argv, OPTIONS)
  const closers = new Closers()
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    closers.closeAll().then(() => process.exit(0))
  }
  // In before the first backend starts, so a stop during start-up closes what has started.
  onStopSignal(stop)
  // With the parent gone, stdout and stderr lead nowhere: a write failing must not end the
  // process before its servers have closed.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {})
  const parent = linkToParent()
  parent.onParentGone(stop)
  const backends = await startBackends(closers, await parent.plan)
  console.log(backendsListeningLine(backends))
}

export const command: Command = { usage: BACKENDS_USAGE, options: OPTIONS, run: runBackendsCommand }
