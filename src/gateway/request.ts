// One request, step by step: context, refuse while draining, onRequest hooks, match, read body,
// the route's handler, reply. Each step is a small function; handleRequest runs them in order,
// and whatever one throws (a router miss, a bad body, a backend status, a plugin's 401) leaves
// through the reply's one error path.
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SvcConfig } from '../config/config.js'
import type { RoutingTable } from '../discovery/routing-table.js'
import type { RequestContext } from '../plugins/contract.js'
import type { HookChains } from '../plugins/runner.js'
import { SvcError } from '../api/errors.js'
import { discardUnread, inspectJsonBody, parseJsonObject, readBody, type JsonLimits } from './body.js'
import { gatewayError, invalidBody } from './errors.js'
import { apiBodyProblem } from '../schema/body-messages.js'
import { checkDocumentLimits } from './document-limits.js'
import { checkLabelLimits, type LabelLimits } from './label-limits.js'
import { RequestMemory, type MemoryBudget } from './memory-budget.js'
import { bodyBytesCost, parsedBodyCost } from './memory-cost.js'
import type { Reply } from './reply.js'
import type { Match, Router } from './router.js'
import { RouteRequest, WRITTEN, type Body, type GatewayScope, type Route } from './routes/route-spec.js'

/** What the request steps use; one object for the gateway's life. */
export interface RequestDeps {
  readonly table: RoutingTable
  readonly router: Router
  readonly hooks: HookChains
  readonly scope: GatewayScope
  readonly reply: Reply
  readonly ids: RequestIds
  readonly limits: RequestLimits
  readonly budget: MemoryBudget
}

/** What one request's body may be (gateway config; docs/limits.md). */
export interface RequestLimits extends JsonLimits, LabelLimits {
  /** gateway.body_limit, bytes. */
  readonly bodyLimit: number
  /** gateway.body_timeout, milliseconds. */
  readonly bodyTimeoutMs: number
  /** gateway.max_document_bytes */
  readonly maxDocumentBytes: number
}

/** The request limits the gateway's config keys give. */
export function requestLimitsOf(g: SvcConfig['gateway']): RequestLimits {
  return {
    bodyLimit: g.body_limit,
    bodyTimeoutMs: g.body_timeout * 1000,
    maxDocumentBytes: g.max_document_bytes,
    maxDepth: g.max_json_depth,
    maxValues: g.max_json_values,
    maxLabelsPerIndex: g.max_labels_per_index,
    maxValuesPerLabel: g.max_values_per_label,
  }
}

export async function handleRequest(deps: RequestDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = req.url ?? '/'
  const q = url.indexOf('?')
  const path = q < 0 ? url : url.slice(0, q)
  const ctx = context(deps.ids, req, path)
  // Identifiers resolve in the snapshot current on arrival, whatever changes meanwhile.
  const snapshot = deps.table.current
  // Whatever the request took of the memory budget is given back once its response is flushed
  // or the connection is gone.
  const memory = new RequestMemory(deps.budget)
  res.once('close', () => memory.release())
  try {
    if (deps.reply.draining) throw gatewayError('SHUTTING_DOWN', 'the gateway is shutting down')
    if (deps.hooks.onRequest) await deps.hooks.onRequest(ctx)
    const { store: route, params } = match(deps.router, ctx)
    const request = new RouteRequest(params, q < 0 ? '' : url.slice(q + 1), snapshot, ctx, req, res, memory)
    if (route.body !== 'none') request.body = await readJsonBody(req, route, ctx, deps.limits, memory)
    reply(deps.reply, res, ctx, await route.handler(deps.scope, request), memory)
  } catch (err) {
    if (!closesConnection(err))
      await discardUnread(req, { limit: deps.limits.bodyLimit, timeoutMs: deps.limits.bodyTimeoutMs })
    deps.reply.sendError(res, ctx, err)
  }
}

/** Errors answered with `connection: close` leave the rest of the request unread on purpose. */
function closesConnection(err: unknown): boolean {
  return err instanceof SvcError && err.headers.connection === 'close'
}

/** Request ids the gateway makes: a random prefix per gateway, then a counter. */
export class RequestIds {
  private readonly prefix = randomBytes(4).toString('hex')
  private next = 0

  /** The client's x-request-id when it is 1–200 printable characters, else a new one. */
  of(req: IncomingMessage): string {
    const given = req.headers['x-request-id']
    if (typeof given === 'string' && given.length > 0 && given.length <= 200 && /^[\x21-\x7e]+$/.test(given))
      return given
    return `${this.prefix}-${(this.next++).toString(36)}`
  }
}

function context(ids: RequestIds, req: IncomingMessage, path: string): RequestContext {
  return {
    id: ids.of(req),
    method: req.method ?? 'GET',
    path,
    headers: req.headers,
    remoteAddress: req.socket.remoteAddress,
    start: process.hrtime.bigint(),
    timings: { backendMs: 0 },
    sizes: { request: 0, response: 0 },
    attempts: 0,
    responseHeaders: {},
    locals: {},
  }
}

function match(router: Router, ctx: RequestContext): Match {
  const found = router.match(ctx.method, ctx.path)
  ctx.route = found.store.path
  ctx.operation = found.store.operation
  ctx.kind = found.store.kind
  return found
}

/**
 * The body, within its limits: its bytes are reserved in the memory budget before they are read
 * (as they arrive when no length is declared), what parsing will cost once they are scanned,
 * and only then is it parsed.
 */
async function readJsonBody(
  req: IncomingMessage,
  route: Route,
  ctx: RequestContext,
  limits: RequestLimits,
  memory: RequestMemory,
): Promise<Body> {
  refuseNonJson(req)
  const declared = Number(req.headers['content-length'])
  const sized = Number.isSafeInteger(declared) && declared >= 0 && declared <= limits.bodyLimit
  // Refused here, the body is read and discarded before the answer (discardUnread).
  if (sized) await memory.reserve(bodyBytesCost(declared), 'request')
  const buf = await readBody(req, {
    limit: limits.bodyLimit,
    timeoutMs: limits.bodyTimeoutMs,
    onChunk: sized ? undefined : (n) => memory.take(bodyBytesCost(n)),
  })
  ctx.sizes.request = buf.length
  const shape = inspectJsonBody(buf, limits)
  await memory.reserve(parsedBodyCost(shape), 'request')
  const body = parseJsonObject(buf, shape)
  if (route.body === 'required' && body === undefined) throw invalidBody('request body', 'a JSON object', undefined)
  if (route.labelLists && body !== undefined) checkLabelLimits(route.labelLists(body), limits)
  if (route.documents && body !== undefined) {
    const documentBytes = checkDocumentLimits(route.documents(body), limits.maxDocumentBytes)
    if (route.answerBytesPerDocumentByte)
      await memory.reserve(documentBytes * route.answerBytesPerDocumentByte, 'expected answer')
  }
  if (route.requestSchema && body !== undefined) {
    const problem = apiBodyProblem(route.requestSchema, body)
    if (problem !== undefined) throw gatewayError('INVALID_BODY', problem)
  }
  return body
}

/** JSON, with any parameters (charset=utf-8), or a +json type; a body without a type is read as JSON. */
const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i

/** A body of another media type (a form, text/plain) is refused before it is read, naming the type expected. */
function refuseNonJson(req: IncomingMessage): void {
  const type = req.headers['content-type']
  if (type === undefined || JSON_MEDIA_TYPE.test(type)) return
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0
  if (hasBody)
    throw gatewayError(
      'UNSUPPORTED_MEDIA_TYPE',
      `the request body must be application/json, not ${JSON.stringify(type.split(';')[0].trim().slice(0, 100))}`,
    )
}

function reply(reply: Reply, res: ServerResponse, ctx: RequestContext, answer: unknown, memory: RequestMemory): void {
  if (answer === WRITTEN) reply.sent(res, ctx)
  else reply.send(res, ctx, answer, memory)
}
