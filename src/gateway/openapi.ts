// The OpenAPI 3 document of every route, built from the same route list as the router: typed
// schemas by name (routes/schemas.ts), each operation's error answers with the one error body,
// the query parameters a route reads, and, when a plugin checks credentials, its security
// schemes (with the paths it leaves open marked `security: []`).
import type { PluginSecurity } from '../plugins/contract.js'
import { GATEWAY_ERRORS, gatewayErrorStatus, type GatewayErrorKind } from './errors.js'
import type { RouteSpec, Schema } from './routes/route-spec.js'
import { COMPONENT_SCHEMAS } from './routes/schemas.js'

/** find-my-way's `/a/:b` as OpenAPI's `/a/{b}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
}

/** A route a plugin serves (GET /metrics). */
export interface ExtraRoute {
  method: string
  path: string
  summary: string
}

export interface OpenApiOptions {
  version: string
  /** The plugins' routes; patterns with `*` (the cors plugin's OPTIONS) are not operations. */
  extra?: readonly ExtraRoute[]
  /** What plugins that check credentials declare. */
  security?: readonly PluginSecurity[]
}

const TAGS = [
  {
    name: 'events',
    description: 'The events service: events, their metadata, binaries, documents and label indices (PROTOCOL.md §1–2)',
  },
  {
    name: 'processor',
    description: 'Processors: run one on a stored event, read its info and statistics (PROTOCOL.md §3)',
  },
  { name: 'pipeline', description: 'Pipelines: send an event, get it back processed (PROTOCOL.md §4)' },
  {
    name: 'gateway',
    description: 'The gateway itself: routes, health, readiness, this document and its reference page',
  },
  { name: 'plugin', description: 'Endpoints served by plugins (e.g. GET /metrics)' },
]

/** The error answers, by status: what they mean, and which gateway errors (errors.ts) answer them. */
const ERROR_RESPONSES: Readonly<Record<number, { name: string; text: string; headers?: Record<string, unknown> }>> = {
  400: {
    name: 'BadRequest',
    text: 'The request is malformed (INVALID_ARGUMENT), or the backend refused it (FAILED_PRECONDITION, OUT_OF_RANGE).',
  },
  401: {
    name: 'Unauthorized',
    text: 'No API key, or a wrong one (UNAUTHENTICATED).',
    headers: { 'www-authenticate': { description: 'Bearer realm="…"', schema: { type: 'string' } } },
  },
  404: {
    name: 'NotFound',
    text: 'The event, document, label index, processor or pipeline does not exist, or no route has the path (NOT_FOUND).',
  },
  409: { name: 'Conflict', text: 'It exists already (ALREADY_EXISTS), or the operation was aborted (ABORTED).' },
  413: {
    name: 'PayloadTooLarge',
    text: 'The body exceeds gateway.body_limit (RESOURCE_EXHAUSTED); the connection is closed.',
  },
  415: { name: 'UnsupportedMediaType', text: 'The body is not application/json (INVALID_ARGUMENT).' },
  429: {
    name: 'TooManyRequests',
    text: 'A backend is out of room, e.g. the events service holds its most events or bytes (RESOURCE_EXHAUSTED).',
  },
  500: { name: 'InternalError', text: 'A backend or the gateway failed (INTERNAL, UNKNOWN, DATA_LOSS).' },
  502: {
    name: 'BadGateway',
    text: "The backend's answer could not be taken as a gRPC answer: over the size limit, not gRPC, truncated, more than one message, without a status, not decodable, or cut for abusive HTTP/2 frames (the code is the one grpc-js gives the same fault).",
  },
  503: {
    name: 'Unavailable',
    text: 'The backend cannot be reached, no events service is routed, or the gateway is shutting down (UNAVAILABLE).',
  },
  504: {
    name: 'GatewayTimeout',
    text: 'The backend did not answer within gateway.deadline or gateway.pipeline_deadline (DEADLINE_EXCEEDED).',
  },
}

/** A route's error statuses: every route's, then by what it does. */
function errorStatuses(r: RouteSpec, secured: boolean): number[] {
  const statuses = new Set([400, 500, 503])
  if (secured) statuses.add(401)
  if (r.kind !== 'gateway') for (const s of [404, 429, 502, 504]) statuses.add(s)
  if (r.body !== 'none') for (const s of [413, 415]) statuses.add(s)
  for (const s of r.alsoAnswers ?? []) statuses.add(s)
  return [...statuses].sort((a, b) => a - b)
}

function errorResponse(status: number): Record<string, unknown> {
  const e = ERROR_RESPONSES[status]
  const kinds = (Object.keys(GATEWAY_ERRORS) as GatewayErrorKind[]).filter((k) => gatewayErrorStatus(k) === status)
  return {
    description: `${e.text}${kinds.length ? ` Raised by the gateway itself: ${kinds.join(', ')}.` : ''}`,
    ...(e.headers ? { headers: e.headers } : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  }
}

function ref(status: number): { $ref: string } {
  return { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` }
}

/** Whether `path` (an OpenAPI path) is one of `open`: exact, or below a `/prefix/*`. */
function isOpen(path: string, open: readonly string[]): boolean {
  return open.some((o) => (o.endsWith('/*') ? path.startsWith(o.slice(0, -1)) : o === path))
}

export function buildOpenApi(routes: readonly RouteSpec[], opts: OpenApiOptions): Record<string, unknown> {
  const security = opts.security ?? []
  const schemes: Record<string, Record<string, unknown>> = Object.assign({}, ...security.map((s) => s.schemes))
  // Open to every plugin that checks credentials: each must leave the path open.
  const open = (path: string) => security.every((s) => isOpen(path, s.open))
  const secured = security.length > 0
  const paths: Record<string, Record<string, unknown>> = {}
  const used = new Set<number>()

  for (const r of routes) {
    if (r.documented === false) continue
    const p = openApiPath(r.path)
    const parameters: Record<string, unknown>[] = [...r.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }))
    for (const q of r.query ?? [])
      parameters.push({ name: q.name, in: 'query', required: false, description: q.description, schema: q.schema })
    const statuses = errorStatuses(r, secured && !open(p))
    for (const s of statuses) used.add(s)
    const op: Record<string, unknown> = {
      operationId: r.operation,
      summary: r.summary,
      tags: [r.kind],
      parameters,
      responses: {
        200: { description: 'OK', content: { [r.mediaType ?? 'application/json']: { schema: r.responseSchema } } },
        ...Object.fromEntries(statuses.map((s) => [s, ref(s)])),
      },
    }
    if (r.body !== 'none')
      op.requestBody = {
        required: r.body === 'required',
        content: { 'application/json': { schema: r.requestSchema ?? { type: 'object' } } },
      }
    if (secured && open(p)) op.security = []
    paths[p] ??= {}
    paths[p][r.method.toLowerCase()] = op
  }
  for (const r of opts.extra ?? []) {
    if (r.path.includes('*') || r.method === 'OPTIONS') continue
    const p = openApiPath(r.path)
    const statuses = [400, 500, ...(secured && !open(p) ? [401] : [])].sort()
    for (const s of statuses) used.add(s)
    paths[p] ??= {}
    paths[p][r.method.toLowerCase()] = {
      operationId: `plugin${r.method[0]}${r.method.slice(1).toLowerCase()}${p.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      summary: r.summary,
      tags: ['plugin'],
      responses: {
        200: { description: 'OK (the plugin chooses the media type)' },
        ...Object.fromEntries(statuses.map((s) => [s, ref(s)])),
      },
      ...(secured && open(p) ? { security: [] } : {}),
    }
  }

  const components: Record<string, unknown> = {
    schemas: usedSchemas(paths),
    responses: Object.fromEntries(
      [...used].sort((a, b) => a - b).map((s) => [ERROR_RESPONSES[s].name, errorResponse(s)]),
    ),
  }
  if (secured) components.securitySchemes = schemes
  return {
    openapi: '3.0.3',
    info: {
      title: 'svc-gateway',
      version: opts.version,
      description: DESCRIPTION,
      license: { name: 'Apache-2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0' },
    },
    servers: [{ url: '/', description: 'this gateway' }],
    tags: TAGS,
    // No credentials plugin: say so (an empty list), rather than leave it unsaid.
    security: secured ? Object.keys(schemes).map((name) => ({ [name]: [] })) : [],
    paths,
    components,
  }
}

// Descriptions are CommonMark (Swagger UI renders them): what must show as written, such as the
// error body with its <gRPC code>, is a code span, or it would be read as an HTML tag.
const DESCRIPTION = `REST/JSON gateway over gRPC text-processing backends (an events service, processors, pipelines), wire-compatible with MTAP v1.

Every GET also answers HEAD. Answers of at least \`gateway.compression_threshold\` bytes are compressed (br, gzip) as \`Accept-Encoding\` asks, as hard as \`gateway.compression_level\` says. Bodies are \`application/json\`, checked against the schemas below.

Every failure answers one body, \`{"code": <gRPC code>, "message": "…", "details": []}\`, with the HTTP status of the gRPC code. The gateway's own errors:

${Object.entries(GATEWAY_ERRORS)
  .map(([k, e]) => `- \`${k}\` (${gatewayErrorStatus(k as GatewayErrorKind)}): ${e.doc}`)
  .join('\n')}`

/** The named schemas the paths refer to, and those they refer to in turn. */
function usedSchemas(paths: unknown): Record<string, Schema> {
  const out: Record<string, Schema> = {}
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item)
      return
    }
    if (typeof node !== 'object' || node === null) return
    for (const [k, v] of Object.entries(node)) {
      const m = k === '$ref' && typeof v === 'string' ? /^#\/components\/schemas\/(\w+)$/.exec(v) : null
      if (m && !out[m[1]]) {
        const schema = (COMPONENT_SCHEMAS as Record<string, Schema>)[m[1]]
        if (!schema) throw new Error(`the OpenAPI document refers to an unknown schema ${m[1]}`)
        out[m[1]] = schema
        visit(schema)
      } else visit(v)
    }
  }
  visit(paths)
  out.Error = COMPONENT_SCHEMAS.Error
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)))
}
