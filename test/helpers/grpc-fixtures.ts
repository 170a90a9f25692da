// The gRPC implementations of the interop tests, run as child processes against our servers:
// grpc-go (test/interop/go) and grpc-java (test/interop/java, MTAP's Java SDK), built and cached
// by scripts/get-grpc-go-fixture.sh and get-grpc-java-fixture.sh, each a client driven by JSON
// lines and a processor server; and grpcio's client (test/interop/fixtures/grpcio_client.py) in
// the virtualenv of MTAP's Python SDK that scripts/get-mtap.sh makes.
import { fileURLToPath } from 'node:url'
import type { Test } from 'tap'
import { PYTHON_ENV } from './mtap.js'
import { run, type Running } from './processes.js'
import { toolFromScript } from './tool-scripts.js'

const PROTO_DIR = fileURLToPath(new URL('../../proto', import.meta.url))
const GRPCIO_CLIENT = fileURLToPath(new URL('../interop/fixtures/grpcio_client.py', import.meta.url))
const READY_TIMEOUT_MS = 60_000
// A call not answered by then is taken as hung: far above any deadline the tests give.
const HANG_GUARD_MS = 60_000

export interface Implementation {
  /** 'grpc-go', 'grpc-java' or 'grpcio', for messages. */
  name: string
  /** The package its client calls under: the Go program compiles our .proto files, MTAP's SDKs have their own. */
  apiPackage: string
  /** The program, as the script printed it. */
  program: string
  /** The program's arguments that run the client. */
  clientArgs: string[]
  /** Whether its client tells a trailers-only answer from one with a head (grpcio's does not). */
  seesTrailersOnly: boolean
}

const SOURCES = {
  'grpc-go': { script: 'get-grpc-go-fixture.sh', apiPackage: 'svc.api.v1', missing: 'Go not installed' },
  'grpc-java': {
    script: 'get-grpc-java-fixture.sh',
    apiPackage: 'mtap.api.v1',
    missing: 'Java or Maven not installed',
  },
  grpcio: { script: 'get-mtap.sh', apiPackage: 'mtap.api.v1', missing: 'no Python 3.9+ for mtap 1.5.0 and its grpcio' },
} as const

const CLIENT_ARGS: Record<keyof typeof SOURCES, string[]> = {
  'grpc-go': ['client', '--proto', PROTO_DIR],
  'grpc-java': ['client'],
  grpcio: [GRPCIO_CLIENT],
}

/** The implementation, or null after planning the test to nothing with the reason (a skip). */
export async function implementationOrSkip(t: Test, name: keyof typeof SOURCES): Promise<Implementation | null> {
  const { script, apiPackage, missing } = SOURCES[name]
  const program = await toolFromScript(script)
  if (program === null) {
    t.plan(0, `${name} interop skipped: ${missing} (scripts/${script} exits 3)`)
    return null
  }
  return { name, apiPackage, program, clientArgs: CLIENT_ARGS[name], seesTrailersOnly: name !== 'grpcio' }
}

export interface CallOutcome {
  /** The gRPC status code (0: OK). */
  code: number
  message: string
  /** The response message in proto3 JSON with the .proto field names; on OK only. */
  response?: any
  /** The answer was its status alone, one header block with no head before it; null if the client cannot tell. */
  trailersOnly: boolean | null
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
    waiter.resolve(outcome instanceof Error ? { code: -1, message: outcome.message, trailersOnly: null } : outcome)
  }
  const proc = run(t, impl.program, impl.clientArgs, {
    stdin: 'pipe',
    // Python's gRPC must not pick up a proxy for loopback addresses.
    env: PYTHON_ENV,
    onLine: (line) => {
      const outcome = JSON.parse(line) as {
        id: string
        code: number
        message: string
        response?: unknown
        trailers_only: boolean | null
      }
      settle(outcome.id, {
        code: outcome.code,
        message: outcome.message,
        response: outcome.response,
        trailersOnly: outcome.trailers_only,
      })
    },
  })
  proc.child.once('exit', (code) => {
    for (const id of [...pending.keys()])
      settle(
        id,
        new Error(`${impl.name} client exited (${code}) before answering\n${proc.stderr.slice(-20).join('\n')}`),
      )
  })
  // Writing after an exit fails with EPIPE; the exit has settled the calls already.
  proc.child.stdin!.on('error', () => {})
  t.teardown(() => proc.child.stdin!.end())
  let next = 0
  return {
    call(target, service, method, request, opts = {}) {
      const id = String(next++)
      const order = {
        id,
        target,
        method: `${impl.apiPackage}.${service}/${method}`,
        request,
        timeout_ms: opts.timeoutMs,
      }
      return new Promise((resolve) => {
        // A hung call settles with code -1, which no assertion on a real code accepts.
        const timer = setTimeout(
          () =>
            settle(id, new Error(`${impl.name}: call ${id} (${order.method}) unanswered after ${HANG_GUARD_MS} ms`)),
          HANG_GUARD_MS,
        )
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
export async function startFixtureProcessor(
  t: Test,
  impl: Implementation,
  eventsAddress: string,
  port = 0,
): Promise<FixtureServer> {
  if (impl.name === 'grpcio') throw new Error("grpcio's processor is MTAP's Python one: test/helpers/mtap.ts starts it")
  const args =
    impl.name === 'grpc-go'
      ? ['server', '--proto', PROTO_DIR, '--events', eventsAddress, '--port', String(port)]
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
