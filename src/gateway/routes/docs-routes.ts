// What a person opening the gateway in a browser finds: GET / (where everything is), and the API
// reference page at /docs with its files.
import { VERSION } from '../../version.js'
import { WRITTEN, type LocalSpec } from './route-spec.js'
import { ref } from './schemas.js'

export const INDEX = Object.freeze({
  name: 'svc-gateway',
  version: VERSION,
  links: { openapi: '/v1/openapi.json', docs: '/docs', health: '/healthz', readiness: '/readyz', routes: '/v1/routes' },
})

export const DOCS_ROUTES: readonly LocalSpec[] = [
  {
    method: 'GET',
    path: '/',
    operation: 'GetIndex',
    summary: 'Where things are: the API document, its reference page, health, readiness, routes',
    kind: 'gateway',
    body: 'none',
    responseSchema: ref('Index'),
    handler: () => INDEX,
  },
  {
    method: 'GET',
    path: '/docs',
    operation: 'GetDocs',
    summary: 'The API reference page (Swagger UI, served from this gateway)',
    kind: 'gateway',
    body: 'none',
    responseSchema: { type: 'string' },
    mediaType: 'text/html',
    handler: (scope) => scope.docs.page,
  },
  {
    method: 'GET',
    path: '/docs/:file',
    operation: 'GetDocsFile',
    summary: 'A file of the API reference page',
    kind: 'gateway',
    body: 'none',
    responseSchema: { type: 'string', format: 'binary' },
    documented: false,
    handler: async (scope, { ctx, req, res, params }) => {
      if (params.file === 'start.js') return scope.docs.start
      await scope.docs.files.serve(req, res, params.file, ctx.id)
      return WRITTEN
    },
  },
]
