// The gRPC transport on grpc-js, for targets our client (grpc-transport.ts) does not dial:
// schemes other than host:port, dns: and ipv4:/ipv6: lists (unix: sockets, custom resolvers).
// One grpc-js channel to one target, calling any method of any service by its path and
// serializers (the hand-written codecs where proto.ts has them); the request is encoded and the
// answer admitted and decoded here (call-steps.ts), grpc-js carries bytes.
import * as grpc from '@grpc/grpc-js'
import { internal } from '../api/errors.js'
import { DEFAULT_API_PACKAGE, type ServiceName } from '../api/names.js'
import { CHANNEL_OPTIONS, methodDefinition } from '../grpc/proto.js'
import { fromGrpcError } from '../grpc/status-details.js'
import type { Logger } from '../log.js'
import { answerOf, defaultTransportLog, encodeRequest, failedCall } from './call-steps.js'
import type { Message, Transport, UnaryOptions } from './transport.js'

export interface GrpcJsTransportOptions {
  /** Package the backend answers under (default svc.api.v1); the health service has its own. */
  apiPackage?: string
  channelOptions?: grpc.ChannelOptions
  /** Where an unreachable backend's address and reason are logged (default: stderr, component transport). */
  log?: Logger
}

/** Round-robin across a multi-address target (ipv4:a:p,b:p); grpc-js picks the first address otherwise. */
const ROUND_ROBIN: grpc.ChannelOptions = {
  'grpc.service_config': JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] }),
}

const asIs = (bytes: Buffer): Buffer => bytes

export class GrpcJsTransport implements Transport {
  readonly inProcess = false
  private readonly client: grpc.Client
  private readonly apiPackage: string
  private readonly log: Logger

  /** `target`: host:port, or a gRPC target such as ipv4:a:p,b:p. */
  constructor(
    readonly target: string,
    opts: GrpcJsTransportOptions = {},
  ) {
    this.apiPackage = opts.apiPackage ?? DEFAULT_API_PACKAGE
    this.log = opts.log ?? defaultTransportLog()
    this.client = new grpc.Client(target, grpc.credentials.createInsecure(), {
      ...CHANNEL_OPTIONS,
      ...ROUND_ROBIN,
      ...opts.channelOptions,
    })
  }

  unary<Res = Message>(service: ServiceName, method: string, request: object, opts: UnaryOptions = {}): Promise<Res> {
    const def = methodDefinition(service, method, this.apiPackage)
    if (!def) return Promise.reject(internal(`${service} has no method ${method}`))
    let message: Buffer
    try {
      message = encodeRequest(def, request)
    } catch (err) {
      return Promise.reject(err)
    }
    const callOptions: grpc.CallOptions = opts.deadline === undefined ? {} : { deadline: opts.deadline }
    return new Promise<Res>((resolve, reject) => {
      this.client.makeUnaryRequest(def.path, asIs, asIs, message, new grpc.Metadata(), callOptions, (err, bytes) => {
        if (err) return reject(failedCall(fromGrpcError(err), this.target, this.log))
        try {
          resolve(answerOf<Res>(def, bytes!, opts))
        } catch (e) {
          reject(e)
        }
      })
    })
  }

  close(): void {
    this.client.close()
  }
}
