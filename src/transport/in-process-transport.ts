// The in-process transport: a backend running in this process (svc up) is called through its
// own handlers instead of HTTP/2. It behaves as the wire does:
// - what crosses is copied both ways, so neither side shares an object with the other and both
//   see exactly what gRPC delivers: by the serializers the wire uses (encode, then decode), or,
//   for the label messages that make most of the traffic (AddLabels, GetLabels), by a copy in
//   JavaScript that gives what decoding would (in-process-copy.ts), several times cheaper, and
//   so for every message of plain fields (in-process-scalar-copy.ts: texts, binaries, names); a
//   caller that only reads a GetLabels answer once and keeps nothing of it (UnaryOptions.readOnly:
//   the pipeline's serializer) is lent the stored labels instead, the same to read, and labels
//   handed over (UnaryOptions.handOver: the clinical processors' own) are kept as they are
//   when they already have the form decoding gives;
// - a server may offer handlers for in-process callers alone (`local`): the events service reads
//   a stored label index as its objects there, which the copy above then copies, where its gRPC
//   handler sends the index's kept encoding;
// - each call runs on a later turn of the event loop, as a socket read would: without that, a
//   pipeline of in-process calls would run as one chain of microtasks and starve every other
//   request (and health check) of this process until it finished;
// - errors arrive as the client would see them: the code, the message and the status details
//   the trailer would carry, nothing else;
// - a deadline that passes answers DEADLINE_EXCEEDED (the handler runs on, as a server's would).
import { SvcError, toSvcError } from '../api/errors.js'
import type { ServiceName } from '../api/names.js'
import { EncodedMessage, type ServedServices } from '../api/services.js'
import { Status } from '../api/status.js'
import { methodDefinition, type MethodDef } from '../grpc/proto.js'
import { detailsOverTheWire } from '../grpc/status-details.js'
import { unencodable } from './backend-errors.js'
import {
  adoptAddLabelsRequest,
  copyAddLabelsRequest,
  copyGetLabelsResponse,
  lendGetLabelsResponse,
  NOT_COPIED,
} from './in-process-copy.js'
import { scalarCopiers } from './in-process-scalar-copy.js'
import type { Message, Transport, UnaryOptions } from './transport.js'

export class InProcessTransport implements Transport {
  readonly inProcess = true

  /** `local`: handlers that answer in-process callers instead of those of `services` (not raw calls). */
  constructor(
    private readonly services: ServedServices,
    private readonly local: ServedServices = {},
  ) {}

  unary<Res = Message>(service: ServiceName, method: string, request: object, opts: UnaryOptions = {}): Promise<Res> {
    return new Promise<Res>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined
      if (opts.deadline !== undefined) {
        timer = setTimeout(
          () => reject(new SvcError(Status.DEADLINE_EXCEEDED, 'Deadline exceeded')),
          Math.max(0, opts.deadline - Date.now()),
        )
      }
      setImmediate(() => {
        this.answer(service, method, request, opts).then(
          (res) => {
            clearTimeout(timer)
            resolve(res as Res)
          },
          (err) => {
            clearTimeout(timer)
            reject(err)
          },
        )
      })
    })
  }

  private async answer(service: ServiceName, method: string, request: object, opts: UnaryOptions): Promise<unknown> {
    const def = methodDefinition(service, method)
    if (!def) throw new SvcError(Status.INTERNAL, `${service} has no method ${method}`)
    // grpc-js names the method alone when the service is served, the whole path when it is not.
    const served = this.services[service]
    const handler = (opts.raw !== true && this.local[service]?.[method]) || served?.[method]
    if (!handler)
      throw new SvcError(Status.UNIMPLEMENTED, `The server does not implement the method ${served ? method : def.path}`)
    // The label copiers where a method has them, the plain fields' copier for its other side
    // (GetLabels' request, AddLabels' answer), the codec for the rest.
    const copies: Copiers | undefined = COPIERS[service]?.[method]
    const plain = scalarCopiers(def)
    const requestCopier = (opts.handOver === true ? copies?.adopt : undefined) ?? copies?.request ?? plain.request
    const copied = requestCopier?.(request) ?? NOT_COPIED
    const received = copied === NOT_COPIED ? copyRequest(def, request) : copied
    let response: unknown
    try {
      response = await handler(received)
    } catch (err) {
      const e = toSvcError(err)
      throw new SvcError(e.code, e.message, detailsOverTheWire(e.code, e.message, e.details))
    }
    if (opts.raw === true) return encodeResponse(def, response)
    if (opts.admitResponse) return admitted(def, response, opts.admitResponse)
    const responseCopier = (opts.readOnly === true ? copies?.lend : undefined) ?? copies?.response ?? plain.response
    const copy = response instanceof EncodedMessage ? NOT_COPIED : (responseCopier?.(response as object) ?? NOT_COPIED)
    return copy === NOT_COPIED ? copyResponse(def, response) : copy
  }

  /** Nothing to release: the handlers belong to their server. */
  close(): void {}
}

interface Copiers {
  request?: (m: object) => unknown
  response?: (m: object) => unknown
  /** The response for a caller that only reads it (UnaryOptions.readOnly), sharing what it can. */
  lend?: (m: object) => unknown
  /** The request of a caller that hands it over (UnaryOptions.handOver), sharing what it can. */
  adopt?: (m: object) => unknown
}

/**
 * The messages copied in JavaScript, by service and method; the rest go through their codec.
 * Looked up by the two names as they come: no key string is built per call.
 */
const COPIERS: Partial<Record<ServiceName, Readonly<Record<string, Copiers>>>> = {
  Events: {
    AddLabels: { request: copyAddLabelsRequest, adopt: adoptAddLabelsRequest },
    GetLabels: { response: copyGetLabelsResponse, lend: lendGetLabelsResponse },
  },
}

// A request that cannot be encoded fails as on the gRPC transport; a response as grpc-js's does.
function copyRequest(def: MethodDef, request: object): unknown {
  let bytes: Buffer
  try {
    bytes = def.requestSerialize(request)
  } catch (err) {
    throw unencodable(err)
  }
  return def.requestDeserialize(bytes)
}

/** The response encoded, admitted by the caller's budget, then decoded (as the gRPC transport does). */
async function admitted(
  def: MethodDef,
  response: unknown,
  admit: NonNullable<UnaryOptions['admitResponse']>,
): Promise<unknown> {
  const bytes = encodeResponse(def, response)
  await admit(bytes.length, bytes)
  return def.responseDeserialize(bytes)
}

/** The response as the wire carries it (a copy: the caller may keep it). */
function encodeResponse(def: MethodDef, response: unknown): Buffer {
  try {
    return response instanceof EncodedMessage ? Buffer.from(response.bytes) : def.responseSerialize(response)
  } catch {
    throw new SvcError(Status.INTERNAL, 'Error serializing response')
  }
}

function copyResponse(def: MethodDef, response: unknown): unknown {
  try {
    return def.responseDeserialize(
      response instanceof EncodedMessage ? Buffer.from(response.bytes) : def.responseSerialize(response),
    )
  } catch {
    throw new SvcError(Status.INTERNAL, 'Error serializing response')
  }
}
