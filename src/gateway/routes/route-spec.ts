// What a route is: method, path, how its body is read, and its handler, the one function that
// answers it. The router stores these; the request steps (request.ts) read nothing else of a
// route. Backend routes add how their JSON maps to the gRPC request and back (PROTOCOL.md §2, §5).
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { BackendKind } from '../../api/names.js'
import type { RoutingTable } from '../../discovery/routing-table.js'
import type { RoutingSnapshot } from '../../discovery/snapshot.js'
import type { RequestContext } from '../../plugins/contract.js'
import type { BackendHealth } from '../backend-health.js'
import type { DocsPage } from '../docs-page.js'
import type { DocumentValues } from '../document-limits.js'
import type { LabelLists } from '../label-limits.js'
import type { RequestMemory } from '../memory-budget.js'
import type { ReadinessCheck } from '../readiness.js'
import type { StaticFiles } from '../static-files.js'

export type Body = Record<string, unknown> | undefined
export type PathParams = Record<string, string>

/** What a backend route's request mapping reads. */
export interface RouteInput {
  readonly params: PathParams
  readonly body: Body
  /** The query string, parsed when read (one route reads it). */
  readonly query: URLSearchParams
}

/** One request as a handler sees it; made once per request, after the route matched. */
export class RouteRequest implements RouteInput {
  body: Body = undefined
  constructor(
    readonly params: PathParams,
    private readonly rawQuery: string,
    /** The routing snapshot current when the request arrived: the request finishes on it. */
    readonly snapshot: RoutingSnapshot,
    readonly ctx: RequestContext,
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    /** This request's share of the gateway's memory budget, given back when the response closes. */
    readonly memory: RequestMemory,
  ) {}

  get query(): URLSearchParams {
    return new URLSearchParams(this.rawQuery)
  }
}

/** What of the gateway a handler may use; one object for the gateway's life. */
export interface GatewayScope {
  readonly table: RoutingTable
  readonly readiness: ReadinessCheck
  /** Each routed backend's health, as the background checks last found it. */
  readonly health: BackendHealth
  /** The one backend call (backend-call.ts). */
  readonly backends: { call(spec: BackendSpec, request: RouteRequest): Promise<unknown> }
  /** This gateway's OpenAPI document (its routes and its plugins'). */
  readonly openapi: Record<string, unknown>
  /** The API reference page and its files. */
  readonly docs: DocsPage
  /** The viewer's files (static-files.ts). */
  readonly viewer: StaticFiles
}

/** A handler's answer when it wrote the response itself (plugin routes). */
export const WRITTEN: unique symbol = Symbol('response written')

/** What the router stores for every route, the plugins' included. */
export interface Route {
  readonly method: 'GET' | 'POST' | 'DELETE' | 'OPTIONS'
  readonly path: string
  /** Which kind of backend answers; 'gateway' for the gateway's own and the plugins' routes. */
  readonly kind: BackendKind | 'gateway'
  readonly operation?: string
  /** none: a body is left unread; optional/required: read and parsed as a JSON object. */
  readonly body: 'none' | 'optional' | 'required'
  /** Where the body carries label lists, checked against the label limits once it is parsed. */
  readonly labelLists?: (body: Body) => LabelLists
  /** Where the body carries documents and binaries, checked against gateway.max_document_bytes once it is parsed. */
  readonly documents?: (body: Body) => DocumentValues
  /**
   * Bytes of answer to expect per byte of the body's documents: reserved in the memory budget
   * before the backend is called, so that a note whose answer could not be relayed is refused
   * (or waits) before it is processed, not after.
   */
  readonly answerBytesPerDocumentByte?: number
  /** The body's schema (src/schema/api-schemas.ts): a body is validated with it before the handler reads it. */
  readonly requestSchema?: Schema
  /** The answer, sent as JSON with status 200; or WRITTEN. Throw an SvcError to fail. */
  handler(scope: GatewayScope, request: RouteRequest): unknown
}

/** JSON Schema fragments for the OpenAPI document. */
export type Schema = Record<string, unknown>

/** A query parameter a route reads, for the OpenAPI document. */
export interface QueryParameter {
  readonly name: string
  readonly description: string
  readonly schema: Schema
}

/** A route of the gateway's API, documented in its OpenAPI document. */
export interface RouteSpec extends Route {
  readonly operation: string
  readonly summary: string
  readonly query?: readonly QueryParameter[]
  readonly responseSchema: Schema
  /** What a 200 answers, when not JSON (the viewer's page and files). */
  readonly mediaType?: string
  /** Error statuses the route answers besides those of its kind (409 where a thing may exist already, 404 for a file). */
  readonly alsoAnswers?: readonly (404 | 409)[]
  /** false: served but left out of the OpenAPI document (the API reference page's own files). */
  readonly documented?: false
}

/** A route answered by a backend over gRPC. */
export interface BackendSpec extends RouteSpec {
  readonly kind: BackendKind
  readonly grpcMethod: string
  /** Safe to repeat (reads; writes the protocol makes idempotent such as replacing metadata). */
  readonly idempotent: boolean
  /** The path parameter naming the backend identifier (processor_id, pipeline_id). */
  readonly idParam?: string
  /**
   * The request member that names the events service instance holding the event. When the
   * client leaves it empty the gateway fills it with the instance id of the events service it
   * routes to: MTAP processors cannot find the event without it.
   */
  readonly eventsInstanceMember?: string
  toRequest(input: RouteInput): object
  /** Each route declares the message it reads: a method's parameter is compared both ways, so `res` may be narrowed. */
  fromResponse(res: unknown, input: RouteInput): unknown
}

/** A route the gateway answers from its own state. */
export interface LocalSpec extends RouteSpec {
  readonly kind: 'gateway'
}

/** A backend route as declared: data only. */
export type BackendDef = Omit<BackendSpec, 'handler'>

/** A declared backend route with its handler: the gateway's one backend call. */
export function backendRoute(spec: BackendDef): BackendSpec {
  const route: BackendSpec = { ...spec, handler: (scope, request) => scope.backends.call(route, request) }
  return route
}
