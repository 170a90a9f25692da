// The gRPC transport: one channel on node:http2 (http2-channel.ts) to one target, calling any
// method of any service by its path and serializers (the hand-written codecs where proto.ts has them).
// Targets it cannot dial itself (unix:, custom resolver schemes) go through grpc-js instead
// (grpc-js-transport.ts); createGrpcTransport picks.
import type * as grpc from '@grpc/grpc-js'
import { internal, SvcError } from '../api/errors.js'
import { DEFAULT_API_PACKAGE, type ServiceName } from '../api/names.js'
import { Status } from '../api/status.js'
import { framed } from '../grpc/message-framing.js'
import { MAX_MESSAGE_BYTES, methodDefinition } from '../grpc/proto.js'
import type { Logger } from '../log.js'
import { answerOf, defaultTransportLog, encodeRequest, failedCall } from './call-steps.js'
import { GrpcJsTransport } from './grpc-js-transport.js'
import { parseTarget } from './grpc-target.js'
import { Http2Channel } from './http2-channel.js'
import type { Message, Transport, UnaryOptions } from './transport.js'

export interface GrpcTransportOptions {
  /** Package the backend answers under (default svc.api.v1); the health service has its own. */
  apiPackage?: string
  /** Largest message sent and received, in bytes (default MAX_MESSAGE_BYTES, 256 MiB). */
  maxMessageBytes?: number
  /** grpc-js channel options, for the targets grpc-js dials (see createGrpcTransport). */
  channelOptions?: grpc.ChannelOptions
  /** Where an unreachable backend's address and reason are logged (default: stderr, component transport). */
  log?: Logger
}

/** The transport for `target`: our channel where it can dial it, grpc-js otherwise. */
export function createGrpcTransport(target: string, opts: GrpcTransportOptions = {}): Transport {
  return parseTarget(target) ? new GrpcTransport(target, opts) : new GrpcJsTransport(target, opts)
}

export class GrpcTransport implements Transport {
  readonly inProcess = false
  private readonly channel: Http2Channel
  private readonly apiPackage: string
  private readonly log: Logger

  /** `target`: host:port, dns:host:port, or ipv4:a:p,b:p / ipv6:[a]:p,[b]:p (round-robin). */
  constructor(
    readonly target: string,
    opts: GrpcTransportOptions = {},
  ) {
    const parsed = parseTarget(target)
    if (!parsed) throw new SvcError(Status.INVALID_ARGUMENT, `not a target the gRPC transport dials: ${target}`)
    this.apiPackage = opts.apiPackage ?? DEFAULT_API_PACKAGE
    this.log = opts.log ?? defaultTransportLog()
    const max = opts.maxMessageBytes ?? MAX_MESSAGE_BYTES
    this.channel = new Http2Channel(parsed, { maxSendBytes: max, maxReceiveBytes: max })
  }

  unary<Res = Message>(service: ServiceName, method: string, request: object, opts: UnaryOptions = {}): Promise<Res> {
    const def = methodDefinition(service, method, this.apiPackage)
    if (!def) return Promise.reject(internal(`${service} has no method ${method}`))
    // Encoded here, before any call: a request its serializer refuses (nested too deeply, an
    // int64 out of range) is the caller's INVALID_ARGUMENT.
    let message: Buffer
    try {
      message = framed(encodeRequest(def, request))
    } catch (err) {
      return Promise.reject(err)
    }
    return new Promise<Res>((resolve, reject) => {
      this.channel.unary(def.path, message, opts.deadline, (err, bytes) => {
        if (err) return reject(failedCall(err, this.target, this.log))
        try {
          resolve(answerOf<Res>(def, bytes!, opts))
        } catch (e) {
          reject(e)
        }
      })
    })
  }

  close(): void {
    this.channel.close()
  }
}
