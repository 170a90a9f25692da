// The gRPC transport on grpc-js, for targets the lean client (grpc-transport.ts) does not dial:
// schemes other than host:port, dns: and ipv4:/ipv6: lists (unix: sockets, custom resolvers).
// One grpc-js channel to one target, calling any method of any service by its path and
// serializers (the hand-written codecs where proto.ts has them).
import * as grpc from '@grpc/grpc-js'
import { internal } from '../api/errors.js'
import { DEFAULT_API_PACKAGE, type ServiceName } from '../api/names.js'
import { CHANNEL_OPTIONS, methodDefinition } from '../grpc/proto.js'
import { fromGrpcError } from '../grpc/status-details.js'
import type { Transport, UnaryOptions } from './transport.js'

export interface GrpcTransportOptions {
  /** Package the backend answers under (default svc.api.v1); the health service has its own. */
  apiPackage?: string
  channelOptions?: grpc.ChannelOptions
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

  /** `target`: host:port, or a gRPC target such as ipv4:a:p,b:p. */
  constructor(readonly target: string, opts: GrpcTransportOptions = {}) {
    this.apiPackage = opts.apiPackage ?? DEFAULT_API_PACKAGE
    this.client = new grpc.Client(target, grpc.credentials.createInsecure(), { ...CHANNEL_OPTIONS, ...ROUND_ROBIN, ...opts.channelOptions })
  }

  unary<Res = any>(service: ServiceName, method: string, request: object, opts: UnaryOptions = {}): Promise<Res> {
    const def = methodDefinition(service, method, this.apiPackage)
    if (!def) return Promise.reject(internal(`${service} has no method ${method}`))
    const callOptions: grpc.CallOptions = opts.deadline === undefined ? {} : { deadline: opts.deadline }
    return new Promise<Res>((resolve, reject) => {
      this.client.makeUnaryRequest(def.path, def.requestSerialize, opts.raw ? asIs : def.responseDeserialize, request, new grpc.Metadata(), callOptions, (err, res) => {
        if (err) reject(fromGrpcError(err))
        else resolve(res as Res)
      })
    })
  }

  close(): void {
    this.client.close()
  }
}
