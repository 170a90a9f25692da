// The grpc-go and grpc-java programs of the interop tests (test/interop/go, test/interop/java),
// built and cached by scripts/get-grpc-go-fixture.sh and get-grpc-java-fixture.sh, run as child
// processes against our servers: a client driven by JSON lines, and a processor server.
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Test } from 'tap'
import { run, type Running } from './processes.js'

const PROTO_DIR = fileURLToPath(new URL('../../proto', import.meta.url))
// The scripts' status when the toolchain is missing: the one case the tests skip.
const NO_TOOLCHAIN = 3
// npm test's pretest builds them; a test run alone may build them here (the first time, minutes).
const OBTAIN_TIMEOUT_MS = 15 * 60_000
const READY_TIMEOUT_MS = 60_000
// A call not answered by then is taken as hung: far above any deadline the tests give.
const HANG_GUARD_MS = 60_000

export interface Implementation {
  /** 'grpc-go' or 'grpc-java', for messages. */
  name: string
  /** The package its client calls under: the Go program compiles our .proto files, MTAP's Java SDK has its own. */
  apiPackage: string
  /** The program, as the script printed it. */
  program: string
  /** Arguments before the command's own: the Go program loads our .proto files. */
  clientArgs: string[]
}

const SOURCES = {
  'grpc-go': { script: 'get-grpc-go-fixture.sh', apiPackage: 'svc.api.v1', tools: 'Go' },
  'grpc-java': { script: 'get-grpc-java-fixture.sh', apiPackage: 'mtap.api.v1', tools: 'Java or Maven' },
} as const

const obtained = new Map<string, Promise<string | null>>()

function obtain(name: keyof typeof SOURCES): Promise<string | null> {
  let promise = obtained.get(name)
  if (!promise) {
    const script = fileURLToPath(new URL(`../../scripts/${SOURCES[name].script}`, import.meta.url))
    promise = new Promise((resolve, reject) => {
      execFile('sh', [script], { timeout: OBTAIN_TIMEOUT_MS, maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
        if (err && (err as { code?: unknown }).code === NO_TOOLCHAIN) return resolve(null)
        const path = stdout.trim().split('\n').pop()
        if (err || !path) reject(new Error(`scripts/${SOURCES[name].script} failed: ${err?.message ?? 'no path printed'}\n${stderr}`))
        else resolve(path)
      })
    })
    obtained.set(name, promise)
  }
  return promise
}

/** The implementation's program, or null after planning the test to nothing with the reason (a skip). */
export async function implementationOrSkip(t: Test, name: keyof typeof SOURCES): Promise<Implementation | null> {
  const program = await obtain(name)
  if (program === null) {
    t.plan(0, `${name} interop skipped: ${SOURCES[name].tools} not installed (scripts/${SOURCES[name].script} exits 3)`)
    return null
  }
  const clientArgs = name === 'grpc-go' ? ['--proto', PROTO_DIR] : []
  return { name, apiPackage: SOURCES[name].apiPackage, program, clientArgs }
}

export interface CallOutcome {
  /** The gRPC status code (0: OK). */
  code: number
  message: string
  /** The response message in proto3 JSON with the .proto field names; on OK only. */
  response?: any
  /** The answer was its status alone, one header block with no head before it (false when a head came). */
  trailersOnly: boolean
}

export interface CallOptions {
  /** The call's deadline, from when the client starts it; none when absent. */
  timeoutMs?: number
}

/** The implementation's client: each call() is made at once, so many may be in flight. */
export interface CallDriver {
  /** Calls `${apiPackage}.${service}/${method}` at `target` with `request` (proto3 JSON). */
  call(target: string, service: string, method: string, request: unknown, opts?: CallOptions): Promise<CallOutcome>
}

/** Starts the implementation's client (ended at teardown). */
export function startClient(t: Test, impl: Implementation): CallDriver {
  const pending = new Map<string, { resolve: (o: CallOutcome) => void; timer: NodeJS.Timeout }>()
  const settle = (id: string, outcome: CallOutcome | Error) => {
    const waiter = pending.get(id)
    if (!waiter) return
    pending.delete(id)
    clearTimeout(waiter.timer)
    waiter.resolve(outcome instanceof Error ? { code: -1, message: outcome.message, trailersOnly: false } : outcome)
  }
  const proc = run(t, impl.program, ['client', ...impl.clientArgs], {
    stdin: 'pipe',
    onLine: (line) => {
      const outcome = JSON.parse(line) as { id: string; code: number; message: string; response?: unknown; trailers_only: boolean }
      settle(outcome.id, { code: outcome.code, message: outcome.message, response: outcome.response, trailersOnly: outcome.trailers_only })
    },
  })
  proc.child.once('exit', (code) => {
    for (const id of [...pending.keys()]) settle(id, new Error(`${impl.name} client exited (${code}) before answering\n${proc.stderr.slice(-20).join('\n')}`))
  })
  // Writing after an exit fails with EPIPE; the exit has settled the calls already.
  proc.child.stdin!.on('error', () => {})
  t.teardown(() => proc.child.stdin!.end())
  let next = 0
  return {
    call(target, service, method, request, opts = {}) {
      const id = String(next++)
      const order = { id, target, method: `${impl.apiPackage}.${service}/${method}`, request, timeout_ms: opts.timeoutMs }
      return new Promise((resolve) => {
        // A hung call settles with code -1, which no assertion on a real code accepts.
        const timer = setTimeout(() => settle(id, new Error(`${impl.name}: call ${id} (${order.method}) unanswered after ${HANG_GUARD_MS} ms`)), HANG_GUARD_MS)
        pending.set(id, { resolve, timer })
        proc.child.stdin!.write(JSON.stringify(order) + '\n')
      })
    },
  }
}

export interface FixtureServer {
  address: string
  port: number
  proc: Running
}

/**
 * Starts the implementation's processor (`go-fixture`, `java-fixture`) on 127.0.0.1 reading and
 * writing the events service at `eventsAddress`; `port` 0 takes a free one. Ended at teardown.
 */
export async function startFixtureProcessor(t: Test, impl: Implementation, eventsAddress: string, port = 0): Promise<FixtureServer> {
  const args = impl.name === 'grpc-go'
    ? ['server', ...impl.clientArgs, '--events', eventsAddress, '--port', String(port)]
    : ['processor', '--host', '127.0.0.1', '-p', String(port), '-e', eventsAddress]
  const proc = run(t, impl.program, args)
  const [, ready] = await proc.waitForLine(/^READY (\d+)$/, READY_TIMEOUT_MS)
  return { address: `127.0.0.1:${ready}`, port: Number(ready), proc }
}

/** Kills the fixture server at once (SIGKILL: a crash, its calls in flight cut) and waits for its end. */
export async function crash(server: FixtureServer): Promise<void> {
  if (server.proc.child.pid) process.kill(-server.proc.child.pid, 'SIGKILL')
  await server.proc.waitForExit(10_000)
}
