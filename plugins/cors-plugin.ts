// CORS for browser clients (the Fetch standard's CORS protocol): a preflight (OPTIONS with
// Origin and Access-Control-Request-Method) is answered 204 with what may be sent, or 403 naming
// what is not allowed; every other answer to an allowed Origin carries
// Access-Control-Allow-Origin and the headers a script may read. Origins, methods and headers
// come from the options. Credentials (cookies) are off unless asked for, and never with `*`.
import {
  checkOptions,
  PLUGIN_OPTIONS,
  Status,
  SvcError,
  type Plugin,
  type PluginApi,
  type PluginFactory,
} from '../src/plugins/contract.js'

const DEFAULT_METHODS = ['GET', 'HEAD', 'POST', 'DELETE']
/** What clients of this API send: JSON bodies, API keys, request ids. */
const DEFAULT_HEADERS = ['content-type', 'authorization', 'x-api-key', 'x-request-id']
/** What a script may read besides the CORS-safelisted ones: ids to quote, why a call was refused. */
const DEFAULT_EXPOSE = ['x-request-id', 'retry-after', 'www-authenticate']
const DEFAULT_MAX_AGE = 600
/** scheme://host[:port], as browsers send Origin. */
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^/\s?#]+$/i

function fail(option: string, expected: string, got?: unknown): never {
  throw new Error(
    `cors: option ${option}: expected ${expected}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`,
  )
}

const createCorsPlugin: PluginFactory = (options, api: PluginApi): Plugin => {
  const o = checkOptions(PLUGIN_OPTIONS.cors, options, 'cors')
  const origins = o.origins === '*' ? ['*'] : o.origins
  const anyOrigin = origins.includes('*')
  const allowed = new Set(origins.map((origin) => origin.toLowerCase()))
  const methods = (o.methods ?? DEFAULT_METHODS).map((m) => m.toUpperCase())
  const headers = (o.headers ?? DEFAULT_HEADERS).map((h) => h.toLowerCase())
  const expose = o.exposeHeaders ?? DEFAULT_EXPOSE
  const maxAge = o.maxAge ?? DEFAULT_MAX_AGE
  const credentials = o.credentials ?? false
  // The Fetch standard refuses `*` with credentials; say so now rather than fail in browsers.
  if (credentials && anyOrigin) fail('credentials', 'false when origins is "*" (name the origins to allow credentials)')
  const allowedHeaders = new Set(headers)
  api.log('info', 'cors', { origins, methods, credentials })

  const originAllowed = (origin: string | undefined): boolean =>
    origin !== undefined && ORIGIN.test(origin) && (anyOrigin || allowed.has(origin.toLowerCase()))
  /** The headers every answer to an allowed origin carries. */
  const originHeaders = (origin: string): Record<string, string> => {
    // Echoing one origin makes the answer depend on it: caches must key on Origin.
    const h: Record<string, string> =
      anyOrigin && !credentials
        ? { 'access-control-allow-origin': '*' }
        : { 'access-control-allow-origin': origin, vary: 'Origin' }
    if (credentials) h['access-control-allow-credentials'] = 'true'
    return h
  }

  return {
    name: 'cors',
    onResponse(ctx) {
      const origin = ctx.headers.origin
      if (ctx.method === 'OPTIONS') return
      if (!originAllowed(origin)) {
        // Allowed origins get what others do not: a cache must not hand one's answer to the other.
        if (!anyOrigin || credentials) ctx.responseHeaders.vary = 'Origin'
        return
      }
      Object.assign(ctx.responseHeaders, originHeaders(origin!))
      if (expose.length) ctx.responseHeaders['access-control-expose-headers'] = expose.join(', ')
    },
    routes: [
      {
        method: 'OPTIONS',
        path: '/*',
        handler(req, res) {
          const origin = req.headers.origin
          const method = req.headers['access-control-request-method']
          if (origin === undefined || typeof method !== 'string') {
            // Not a preflight: say what this gateway's API answers to.
            res.writeHead(204, { allow: methods.join(', ') })
            res.end()
            return
          }
          if (!originAllowed(origin))
            throw new SvcError(
              Status.PERMISSION_DENIED,
              `CORS: origin ${JSON.stringify(origin.slice(0, 200))} is not allowed`,
            )
          if (!methods.includes(method.toUpperCase()))
            throw new SvcError(
              Status.PERMISSION_DENIED,
              `CORS: method ${JSON.stringify(method.slice(0, 20))} is not allowed (allowed: ${methods.join(', ')})`,
            )
          const asked = (req.headers['access-control-request-headers'] ?? '')
            .split(',')
            .map((h) => h.trim().toLowerCase())
            .filter(Boolean)
          const refused = asked.filter((h) => !allowedHeaders.has(h))
          if (refused.length)
            throw new SvcError(
              Status.PERMISSION_DENIED,
              `CORS: headers ${refused.slice(0, 10).join(', ')} are not allowed (allowed: ${headers.join(', ')})`,
            )
          res.writeHead(204, {
            ...originHeaders(origin),
            'access-control-allow-methods': methods.join(', '),
            'access-control-allow-headers': headers.join(', '),
            'access-control-max-age': String(maxAge),
          })
          res.end()
        },
      },
    ],
  }
}

export default createCorsPlugin
