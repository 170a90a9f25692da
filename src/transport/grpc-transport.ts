// The gRPC transport: one grpc-js channel to one target, calling any method of any service by
// its path and serializers (the hand-written codecs where proto.ts has them).
import * as grpc from '@grpc/grpc-js'
import { internal } from '../api/errors.js'
import { DEFAULT_API_PACKAGE, type ServiceName } from '../api/names.js'
import { CHANNEL_OPTIONS, methodDefinition, type MethodDef } from '../grpc/proto.js'
import { fromGrpcError } from '../grpc/status-details.js'
import { createLogger, type Logger } from '../log.js'
import { BackendUnreachable, callError, unencodable } from './backend-errors.js'
import type { Transport, UnaryOptions } from './transport.js'

export interface GrpcTransportOptions {
  /** Package the backend answers under (default svc.api.v1); the health service has its own. */
  apiPackage?: string
  channelOptions?: grpc.ChannelOptions
  /** Where an unreachable backend's address and reason are logged (default: stderr, component transport). */
  log?: Logger
}

let transportLog: Logger | undefined
const defaultLog = () => (transportLog ??= createLogger('transport'))

const asIs = (b: Buffer): Buffer => b

/** An answer decoded after it was admitted; a malformed one is the backend's fault (INTERNAL, as grpc-js answers). */
function decode(def: MethodDef, bytes: Buffer): unknown {
  try {
    return def.responseDeserialize(bytes)
  } catch {
    throw internal('Failed to parse server response')
  }
}

/** Round-robin across a multi-address target (ipv4:a:p,b:p); grpc-js picks the first address otherwise. */
const ROUND_ROBIN: grpc.ChannelOptions = {
  'grpc.service_config': JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] }),
}

export class GrpcTransport implements Transport {
  readonly inProcess = false
  private readonly client: grpc.Client
  private readonly apiPackage: string
  private readonly log: Logger

  /** `target`: host:port, or a gRPC target such as ipv4:a:p,b:p. */
  constructor(readonly target: string, opts: GrpcTransportOptions = {}) {
    this.apiPackage = opts.apiPackage ?? DEFAULT_API_PACKAGE
    this.log = opts.log ?? defaultLog()
    this.client = new grpc.Client(target, grpc.credentials.createInsecure(), { ...CHANNEL_OPTIONS, ...ROUND_ROBIN, ...opts.channelOptions })
  }

  unary<Res = any>(service: ServiceName, method: string, request: object, opts: UnaryOptions = {}): Promise<Res> {
    const def = methodDefinition(service, method, this.apiPackage)
    if (!def) return Promise.reject(internal(`${service} has no method ${method}`))
    // Encoded here, not inside grpc-js: a request its serializer refuses (nested too deeply, an
    // int64 out of range) is the caller's INVALID_ARGUMENT, where grpc-js would answer INTERNAL.
    let message: Buffer
    try {
      message = def.requestSerialize(request)
    } catch (err) {
      return Promise.reject(unencodable(err))
    }
    const callOptions: grpc.CallOptions = opts.deadline === undefined ? {} : { deadline: opts.deadline }
    const admit = opts.admitResponse
    return new Promise<Res>((resolve, reject) => {
      this.client.makeUnaryRequest(def.path, asIs, admit ? asIs : def.responseDeserialize, message, new grpc.Metadata(), callOptions, (err, res) => {
        if (err) return reject(this.failed(err))
        if (!admit) return resolve(res as Res)
        admit((res as Buffer).length)
          .then(() => decode(def, res as Buffer) as Res)
          .then(resolve, reject)
      })
    })
  }

  private failed(err: grpc.ServiceError): Error {
    const e = callError(fromGrpcError(err), this.target)
    if (e instanceof BackendUnreachable) this.log('warn', 'backend unreachable', { target: e.target, reason: e.reason })
    return e
  }

  close(): void {
    this.client.close()
  }
}
