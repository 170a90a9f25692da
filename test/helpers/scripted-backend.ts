// A real gRPC backend whose methods follow a script: fail with the given codes on the first
// calls, then answer (or keep failing). For tests of retries, metrics and error mapping.
import type { Test } from 'tap'
import { SvcError } from '../../src/api/errors.js'
import type { ApiServiceName } from '../../src/api/names.js'
import type { UnaryHandler } from '../../src/api/services.js'
import { startGrpcServer } from '../../src/grpc/server.js'

export interface MethodScript {
  /** gRPC codes the first calls fail with, in order. */
  fail?: number[]
  /** After the scripted failures: this code on every call instead of answering. */
  thenFail?: number
  /** The response once the failures are over. */
  reply?: object
}

export async function startScriptedBackend(t: Test, service: ApiServiceName, methods: Record<string, MethodScript>) {
  const calls: Record<string, number> = {}
  const handlers: Record<string, UnaryHandler> = {}
  for (const [method, script] of Object.entries(methods)) {
    calls[method] = 0
    handlers[method] = async () => {
      const n = calls[method]++
      const code = script.fail?.[n] ?? script.thenFail
      if (code !== undefined) throw new SvcError(code, `scripted failure of ${method} (call ${n + 1})`)
      return script.reply ?? {}
    }
  }
  const server = await startGrpcServer([{ service, handlers }])
  t.teardown(() => server.close(0))
  return { address: server.address, calls }
}
