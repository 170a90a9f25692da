// The backends in one child process (`svc backends`), so the gateway and the backends each have
// a core. Both sides of that process boundary are here: the parent hands the child its plan as
// one JSON line on stdin and reads back the addresses from its listening line; the child reads
// the plan, and exits when stdin closes, which happens however the parent ends.
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { invalidArgument } from '../api/errors.js'
import type { Logger } from '../log.js'
import { BackendProcess } from './child.js'
import type { Closers } from './closers.js'
import type { Backends, BackendsPlan } from './stack-plan.js'

/** The line the child prints once every backend listens; the parent reads the addresses from it. */
export function backendsListeningLine(backends: Backends): string {
  // The addresses as JSON without spaces: BackendProcess takes the word after "listening on".
  return `Backends listening on ${JSON.stringify(backends)}`
}

/** Parent side: starts the child with `plan`; stopping it is pushed to `closers`. */
export async function startBackendsChild(
  closers: Closers,
  log: Logger,
  plan: BackendsPlan,
  name = 'backends',
): Promise<Backends> {
  const child = new BackendProcess(name, ['backends'], JSON.stringify(plan), log)
  closers.push(() => child.stop())
  await child.start()
  return JSON.parse(child.address) as Backends
}

export interface ParentLink {
  /** The plan, from the first line. */
  plan: Promise<BackendsPlan>
  /** Runs `gone` once when the parent's end of stdin closes (the parent stopped or died). */
  onParentGone(gone: () => void): void
}

/** Child side: the plan on the first line of `input`, and the end of `input` as the parent's end. */
export function linkToParent(input: Readable = process.stdin): ParentLink {
  const lines = createInterface({ input })
  const plan = new Promise<BackendsPlan>((resolve, reject) => {
    lines.once('line', (line) => {
      try {
        const parsed = JSON.parse(line) as BackendsPlan
        if (typeof parsed !== 'object' || parsed === null || typeof parsed.host !== 'string')
          throw new Error('not a plan')
        resolve(parsed)
      } catch {
        reject(
          invalidArgument('stdin must start with the JSON plan svc up writes (svc backends is the child of svc up)'),
        )
      }
    })
    lines.once('close', () =>
      reject(invalidArgument('stdin closed before the plan (svc backends is the child of svc up)')),
    )
  })
  return {
    plan,
    onParentGone(gone) {
      lines.once('close', gone)
    },
  }
}
