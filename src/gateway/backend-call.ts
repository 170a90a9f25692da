// A backend route's one handler: resolve the identifier in the request's snapshot, map the JSON
// to the request message (naming the events service instance where the route asks for it), make
// the call through the plugins' wrapCall chain (composed once) with the route's deadline, and map
// the answer back to JSON.
import { SvcError } from '../api/errors.js'
import { SERVICE_OF_KIND, type ApiServiceName } from '../api/names.js'
import { Status } from '../api/status.js'
import type { SvcConfig } from '../config/config.js'
import type { BackendRoute } from '../discovery/snapshot.js'
import type { Logger } from '../log.js'
import type { BackendCall, CallFn } from '../plugins/contract.js'
import type { PluginRunner } from '../plugins/runner.js'
import { BackendUnreachable, withoutAddresses } from '../transport/backend-errors.js'
import type { ClientCache } from '../transport/client-cache.js'
import type { Transport } from '../transport/transport.js'
import { gatewayError } from './errors.js'
import type { EventsInstanceIds } from './events-instance.js'
import { decodedAnswerCost } from './memory-cost.js'
import type { BackendSpec, RouteRequest } from './routes/route-spec.js'

/** A backend call as the gateway makes it: what plugins see, plus the transport and message. */
interface InternalCall extends BackendCall {
  transport: Transport
  service: ApiServiceName
  request: object
  /** Reserves the decoded answer's memory in the request's budget before it is decoded. */
  admitResponse: (encodedBytes: number, encoded?: Uint8Array) => Promise<void>
}

export class BackendCaller {
  private readonly wrapped: CallFn

  constructor(
    private readonly config: SvcConfig['gateway'],
    private readonly clients: ClientCache,
    runner: PluginRunner,
    private readonly eventsInstances: EventsInstanceIds,
    private readonly log: Logger,
  ) {
    this.wrapped = runner.wrap(baseCall as CallFn)
  }

  async call(spec: BackendSpec, request: RouteRequest): Promise<unknown> {
    const { ctx } = request
    const route = resolve(spec, request)
    ctx.identifier = route.identifier
    ctx.backendMethod = spec.grpcMethod
    ctx.idempotent = spec.idempotent
    const message = spec.toRequest(request) as Record<string, unknown>
    const events =
      spec.eventsInstanceMember && message[spec.eventsInstanceMember] === '' ? request.snapshot.events : null
    let instance: Promise<string> | undefined
    if (events) {
      instance = this.eventsInstances.get(events)
      // A courtesy for processors that need it: if the events service cannot say, the call goes
      // without, and the processor reports what it can.
      message[spec.eventsInstanceMember!] = await instance.catch(() => '')
    }
    const seconds = spec.kind === 'pipeline' ? this.config.pipeline_deadline : this.config.deadline
    const call: InternalCall = {
      ctx,
      identifier: route.identifier,
      method: spec.grpcMethod,
      deadline: Date.now() + seconds * 1000,
      transport: this.clients.get(route),
      service: SERVICE_OF_KIND[spec.kind],
      request: message,
      admitResponse: (bytes, encoded) =>
        request.memory.reserve(decodedAnswerCost(spec.grpcMethod, bytes, encoded), 'answer'),
    }
    let response: unknown
    try {
      response = await this.wrapped(call)
    } catch (err) {
      if (events) this.eventsInstances.forget(events, instance)
      throw this.clientFacing(err, spec, route)
    }
    return spec.fromResponse(response, request)
  }

  /**
   * A backend's error as the client sees it: an unreachable backend is named by its identifier
   * (its address is logged by the transport, never answered), and addresses in a backend's own
   * message are masked (logged here in full).
   */
  private clientFacing(err: unknown, spec: BackendSpec, route: BackendRoute): unknown {
    if (err instanceof BackendUnreachable) {
      return gatewayError('BACKEND_UNREACHABLE', `${DESCRIBED[spec.kind]} '${route.identifier}' could not be reached`)
    }
    if (!(err instanceof SvcError)) return err
    const masked = withoutAddresses(err.message)
    if (masked === err.message) return err
    this.log('info', 'backend error message names addresses; answered masked', {
      identifier: route.identifier,
      code: err.code,
      message: err.message,
    })
    return new SvcError(err.code, masked, err.details, { httpStatus: err.httpStatus, headers: err.headers })
  }
}

const DESCRIBED = { events: 'events service', processor: 'processor', pipeline: 'pipeline' } as const

function resolve(spec: BackendSpec, { params, snapshot }: RouteRequest): BackendRoute {
  if (spec.kind === 'events') {
    if (!snapshot.events)
      throw gatewayError('NO_EVENTS_SERVICE', 'no events service is routed (set gateway.events or register svc-events)')
    return snapshot.events
  }
  const id = params[spec.idParam!]
  const route = (spec.kind === 'processor' ? snapshot.processors : snapshot.pipelines).get(id)
  if (route) return route
  const shown = id.length > 200 ? id.slice(0, 200) + '…' : id
  throw spec.kind === 'processor'
    ? gatewayError('UNKNOWN_PROCESSOR', `unknown processor ${shown}`)
    : gatewayError('UNKNOWN_PIPELINE', `unknown pipeline ${shown}`)
}

/** The call itself, innermost in the wrapCall chain: once per attempt. */
async function baseCall(call: InternalCall): Promise<unknown> {
  const remaining = call.deadline - Date.now()
  if (remaining <= 0)
    throw new SvcError(Status.DEADLINE_EXCEEDED, `deadline exceeded before calling ${call.identifier}`)
  call.ctx.attempts++
  const t0 = performance.now()
  try {
    return await call.transport.unary(call.service, call.method, call.request, {
      deadline: call.deadline,
      admitResponse: call.admitResponse,
    })
  } finally {
    call.ctx.timings.backendMs += performance.now() - t0
  }
}
