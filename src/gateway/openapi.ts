// The OpenAPI 3 document of every route, built from the same route list as the router.
import { GATEWAY_ERRORS } from './errors.js'
import type { RouteSpec } from './routes/route-spec.js'

/** find-my-way's `/a/:b` as OpenAPI's `/a/{b}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
}

const ERROR_SCHEMA = {
  type: 'object',
  required: ['code', 'message', 'details'],
  properties: {
    code: { type: 'integer', description: 'gRPC status code' },
    message: { type: 'string' },
    details: { type: 'array', items: {} },
  },
}

export interface ExtraRoute {
  method: string
  path: string
  summary: string
}

export function buildOpenApi(routes: readonly RouteSpec[], extra: readonly ExtraRoute[] = [], version = '0.1.0'): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {}
  const errorDoc = Object.entries(GATEWAY_ERRORS)
    .map(([k, e]) => `${k} (${e.status}): ${e.doc}`)
    .join('; ')
  for (const r of routes) {
    const p = openApiPath(r.path)
    const parameters: Record<string, unknown>[] = [...r.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }))
    for (const q of r.query ?? []) parameters.push({ name: q.name, in: 'query', required: false, description: q.description, schema: q.schema })
    const op: Record<string, unknown> = {
      operationId: r.operation,
      summary: r.summary,
      tags: [r.kind],
      parameters,
      responses: {
        200: { description: 'OK', content: { [r.mediaType ?? 'application/json']: { schema: r.responseSchema } } },
        default: { description: `Error. Backend statuses map by the gRPC table; gateway errors: ${errorDoc}`, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    }
    if (r.body !== 'none') {
      op.requestBody = { required: r.body === 'required', content: { 'application/json': { schema: r.requestSchema ?? { type: 'object' } } } }
    }
    ;(paths[p] ??= {})[r.method.toLowerCase()] = op
  }
  for (const r of extra) {
    ;(paths[openApiPath(r.path)] ??= {})[r.method.toLowerCase()] = { summary: r.summary, tags: ['plugin'], responses: { 200: { description: 'OK' } } }
  }
  return {
    openapi: '3.0.3',
    info: { title: 'svc-gateway', version, description: 'REST/JSON gateway over gRPC text-processing backends' },
    paths,
    components: { schemas: { Error: ERROR_SCHEMA } },
  }
}
