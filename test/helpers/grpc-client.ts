// A plain grpc-js client of the API, as any client of the protocol would build one (generated
// per-method functions): tests call the servers through it, independently of src/transport.
import * as grpc from '@grpc/grpc-js'
import type { Test } from 'tap'
import { toSvcError } from '../../src/api/errors.js'
import { DEFAULT_API_PACKAGE, type ServiceName } from '../../src/api/names.js'
import { CHANNEL_OPTIONS, healthDefinition, serviceDefinition } from '../../src/grpc/proto.js'

export interface CallOptions {
  /** Milliseconds from now; no deadline when absent. */
  timeoutMs?: number
  metadata?: grpc.Metadata
}

/** A client of one service at `target` (host:port, or a gRPC target such as ipv4:a:p,b:p). */
export function createClient(
  service: ServiceName,
  target: string,
  apiPackage = DEFAULT_API_PACKAGE,
  options: grpc.ChannelOptions = {},
): grpc.Client {
  const def = service === 'Health' ? healthDefinition() : serviceDefinition(service, apiPackage)
  const Ctor = grpc.makeGenericClientConstructor(def, service)
  return new Ctor(target, grpc.credentials.createInsecure(), { ...CHANNEL_OPTIONS, ...options })
}

/** A client as createClient makes it, closed at `t`'s teardown. */
export function clientFor(
  t: Test,
  service: ServiceName,
  target: string,
  apiPackage = DEFAULT_API_PACKAGE,
): grpc.Client {
  const client = createClient(service, target, apiPackage)
  t.teardown(() => client.close())
  return client
}

/** Calls `method` of `client` once; rejects with an SvcError carrying the call's status. */
export function callUnary<Res = any>(
  client: grpc.Client,
  method: string,
  request: unknown,
  opts: CallOptions = {},
): Promise<Res> {
  const fn = (client as unknown as Record<string, unknown>)[method]
  if (typeof fn !== 'function') return Promise.reject(toSvcError(new Error(`no method ${method}`)))
  const callOpts: grpc.CallOptions = {}
  if (opts.timeoutMs !== undefined) callOpts.deadline = Date.now() + opts.timeoutMs
  return new Promise<Res>((resolve, reject) => {
    fn.call(
      client,
      request,
      opts.metadata ?? new grpc.Metadata(),
      callOpts,
      (err: grpc.ServiceError | null, res: Res) => {
        if (err) reject(toSvcError(err))
        else resolve(res)
      },
    )
  })
}
