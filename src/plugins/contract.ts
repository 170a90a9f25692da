// The plugin contract: what a plugin may implement and what it is shown, and the few values of
// the project a plugin needs (the error type, gRPC status codes and their names). A plugin
// imports this module and nothing else of src/: it sees a documented request context and may
// wrap the backend call, never gateway internals.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import type { BackendKind } from '../api/names.js'

// Re-exported, not copied: an SvcError a plugin throws must be the class the gateway checks with
// instanceof (auth's 401 answers as itself, not as a plugin failure).
export { SvcError } from '../api/errors.js'
export { codeName, Status, type StatusName } from '../api/status.js'
export type { BackendKind } from '../api/names.js'
// Each plugin's options are checked against a schema (src/schema/plugin-options.ts holds the
// built-ins'); a plugin of your own may declare its own with TypeBox and check it the same way.
export {
  checkOptions,
  PLUGIN_OPTIONS,
  type AuthOptions,
  type CorsOptions,
  type RetryOptions,
} from '../schema/plugin-options.js'

/** Hook names, in the order a request meets them. */
export const HOOKS = ['onRequest', 'wrapCall', 'onResponse', 'onError', 'onRoutesChanged'] as const
export type HookName = (typeof HOOKS)[number]

/** What a plugin knows about one HTTP request. */
export interface RequestContext {
  /** Request id: the client's x-request-id, or one the gateway made; echoed in the response. */
  readonly id: string
  /** HTTP method. */
  readonly method: string
  /** Path without the query string, as received (still percent-encoded). */
  readonly path: string
  readonly headers: IncomingHttpHeaders
  /** Client address. */
  readonly remoteAddress: string | undefined
  /** Route pattern once matched, e.g. '/v1/events/:event_id/documents/:document_name'; undefined on a miss. */
  route?: string
  /** Operation name of the route, e.g. 'AddDocument', 'ProcessorProcess'. */
  operation?: string
  /** Which kind of backend serves it: events, processor, pipeline; 'gateway' for local routes. */
  kind?: BackendKind | 'gateway'
  /** Backend identifier (processor or pipeline id, 'svc-events'). */
  identifier?: string
  /** gRPC method called on the backend, e.g. 'AddDocument'. */
  backendMethod?: string
  /** Whether repeating the backend call is safe (reads, and writes the protocol makes idempotent). */
  idempotent?: boolean
  /** HTTP status of the response, once decided. */
  status?: number
  /** gRPC status code of the outcome (0 on success). */
  grpcCode?: number
  /** process.hrtime.bigint() at arrival. */
  readonly start: bigint
  /** Milliseconds spent in backend calls (all attempts), and in total once responded. */
  readonly timings: { backendMs: number; totalMs?: number }
  /** Sizes in bytes of the request body read and the response body written. */
  readonly sizes: { request: number; response: number }
  /** Backend call attempts made (1 without retries). */
  attempts: number
  /** Headers to add to the response. */
  readonly responseHeaders: Record<string, string>
  /** Scratch space for plugins; key it by plugin name. */
  readonly locals: Record<string, unknown>
}

/** One backend call as a plugin wrapping it sees it. */
export interface BackendCall {
  readonly ctx: RequestContext
  readonly identifier: string
  readonly method: string
  /** Absolute deadline (epoch ms) of the whole request's backend work. */
  readonly deadline: number
}

export type CallFn = (call: BackendCall) => Promise<unknown>

/** Summary of the routing table a plugin may read (no addresses of internals beyond these). */
export interface RoutesInfo {
  version: number
  events: boolean
  processors: string[]
  pipelines: string[]
  /** Seconds since the table last changed. */
  ageSeconds: number
  stale: boolean
}

/** An extra HTTP endpoint a plugin serves (e.g. GET /metrics; a GET answers HEAD too). */
export interface PluginRoute {
  method: 'GET' | 'POST' | 'OPTIONS'
  /** A find-my-way pattern; `/*` matches every path (the cors plugin's OPTIONS). */
  path: string
  handler(req: IncomingMessage, res: ServerResponse): void | Promise<void>
}

export interface Plugin {
  readonly name: string
  /** Before routing; throw an SvcError to answer with it (e.g. 401). */
  onRequest?(ctx: RequestContext): void | Promise<void>
  /** Wraps the backend call; composed once at start-up, outermost first in config order. */
  wrapCall?(next: CallFn): CallFn
  /** After a response was decided (success or error), before it is written. */
  onResponse?(ctx: RequestContext): void
  /** When the request failed; the error is already the one the client will see. */
  onError?(ctx: RequestContext, error: { code: number; message: string; status: number }): void
  onRoutesChanged?(routes: RoutesInfo): void
  /** Endpoints the plugin serves; they pass through onRequest like any other route. */
  routes?: PluginRoute[]
  /** The credentials the plugin checks, for the OpenAPI document (securitySchemes, security). */
  security?: PluginSecurity
  close?(): void | Promise<void>
}

/** What a plugin that checks credentials declares, for the OpenAPI document. */
export interface PluginSecurity {
  /** OpenAPI security schemes by name; a request passes with any one of them. */
  schemes: Record<string, Record<string, unknown>>
  /** Paths left open: exact paths, or `/prefix/*` for every path below a prefix. */
  open: readonly string[]
}

/** What a plugin is given when created. */
export interface PluginApi {
  /** Structured log line (no document text ever). */
  log(level: 'debug' | 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>): void
  /** The current routing table, summarised. */
  routes(): RoutesInfo
  /** Plugin failures so far, by plugin name (the metrics plugin exposes them). */
  pluginFailures(): Record<string, number>
  /** Each routed backend's health as the gateway's background checks last found it (no call made). */
  backendHealth(): readonly BackendHealthInfo[]
  /** HTTP requests received and not yet answered to the end. */
  inFlight(): number
}

/** One routed backend's health, as the gateway's background gRPC health checks last found it. */
export interface BackendHealthInfo {
  kind: BackendKind
  identifier: string
  /** SERVING, NOT_SERVING, UNKNOWN (not checked yet), or the failed check's code name. */
  status: string
  /** Whether the last check answered SERVING. */
  up: boolean
}

/** A plugin module's default export: a factory validating its options and returning a plugin. */
export type PluginFactory = (options: Record<string, unknown>, api: PluginApi) => Plugin | Promise<Plugin>
