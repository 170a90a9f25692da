// API-key check before routing: `authorization: Bearer <key>` or `x-api-key: <key>`. Keys are
// compared as SHA-256 digests with timingSafeEqual against every configured key, so neither
// the length nor the position of a key leaks through timing. With no keys configured the
// plugin refuses to start: a gateway that asked for auth must not run open by accident.
import { createHash, timingSafeEqual } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import {
  checkOptions,
  PLUGIN_OPTIONS,
  Status,
  SvcError,
  type AuthOptions,
  type Plugin,
  type PluginApi,
  type PluginFactory,
  type RequestContext,
} from '../src/plugins/contract.js'

/**
 * Probes, metrics, and what describes the API or shows it without holding any of its data: the
 * index, the API document and its reference page, and the viewer's page and files (which ask for
 * the key themselves). The list is the schema's default for `open` (src/schema/plugin-options.ts).
 */
const DEFAULT_OPEN: readonly string[] = PLUGIN_OPTIONS.auth.properties.open.default

const digest = (key: string) => createHash('sha256').update(key, 'utf8').digest()

function fail(option: string, expected: string, got?: unknown): never {
  throw new Error(
    `auth: option ${option}: expected ${expected}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`,
  )
}

/** Every key from the three sources; each source named in the error when it is unusable. */
function collectKeys(o: AuthOptions, env: NodeJS.ProcessEnv): string[] {
  const keys: string[] = []
  if (o.keys !== undefined) keys.push(...o.keys.map((k) => k.trim()))
  if (o.keysFile !== undefined) {
    let text: string
    try {
      text = readFileSync(resolve(o.keysFile), 'utf8')
    } catch (err) {
      fail(
        'keysFile',
        'a readable file with one key a line',
        `${o.keysFile}: ${(err as NodeJS.ErrnoException).code ?? err}`,
      )
    }
    // Blank lines and # comments let the file carry notes on which key is whose.
    keys.push(
      ...text
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => l !== '' && !l.startsWith('#')),
    )
  }
  if (o.keysEnv !== undefined) {
    const raw = env[o.keysEnv]
    if (raw === undefined) fail('keysEnv', `environment variable ${o.keysEnv} to be set`)
    keys.push(
      ...raw
        .split(',')
        .map((k) => k.trim())
        .filter((k) => k !== ''),
    )
  }
  return keys
}

/** The presented credentials: the bearer token and the x-api-key header, whichever are sent. */
function presented(ctx: RequestContext): string[] {
  const out: string[] = []
  const auth = ctx.headers.authorization
  if (auth) {
    // A malformed bearer value counts as a wrong key, not as no key.
    const m = /^Bearer[ \t]+(.*)$/i.exec(auth)
    if (m && m[1].trim() !== '') out.push(m[1].trim())
  }
  const apiKey = ctx.headers['x-api-key']
  if (typeof apiKey === 'string' && apiKey.trim() !== '') out.push(apiKey.trim())
  return out
}

const normalise = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p)

const createAuthPlugin: PluginFactory = (options, api: PluginApi): Plugin => {
  const o = checkOptions(PLUGIN_OPTIONS.auth, options, 'auth')
  const keys = collectKeys(o, process.env).filter((k) => k !== '')
  if (keys.length === 0)
    fail('keys', 'at least one key from keys, keysFile or keysEnv; the auth plugin will not run open')
  const digests = keys.map(digest)
  const openList = (o.open ?? DEFAULT_OPEN).map(normalise)
  const open = new Set(openList.filter((p) => !p.endsWith('/*')))
  // `/docs/*` opens every path below /docs/ (not /docs itself).
  const openPrefixes = openList.filter((p) => p.endsWith('/*')).map((p) => p.slice(0, -1))
  const isOpen = (path: string) => open.has(normalise(path)) || openPrefixes.some((prefix) => path.startsWith(prefix))
  const realm = o.realm ?? 'svc-gateway'
  api.log('info', 'auth keys loaded', { keys: digests.length, open: openList })

  const valid = (key: string): boolean => {
    const d = digest(key)
    let ok = false
    for (const k of digests) ok = timingSafeEqual(d, k) || ok
    return ok
  }

  return {
    name: 'auth',
    security: {
      schemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'an API key of the auth plugin: `authorization: Bearer <key>`',
        },
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'the same key in x-api-key' },
      },
      open: openList,
    },
    onRequest(ctx) {
      // A CORS preflight carries no credentials by design (Fetch standard), and its answer holds
      // no data: refusing it would keep browsers from ever sending the key.
      if (ctx.method === 'OPTIONS') return
      if (isOpen(ctx.path)) return
      const given = presented(ctx)
      let ok = false
      for (const key of given) ok = valid(key) || ok
      if (ok) return
      // RFC 6750 §3: a request without credentials gets no error code, a wrong one invalid_token.
      ctx.responseHeaders['www-authenticate'] = given.length
        ? `Bearer realm="${realm}", error="invalid_token"`
        : `Bearer realm="${realm}"`
      throw new SvcError(
        Status.UNAUTHENTICATED,
        given.length ? 'invalid API key' : 'missing API key: send authorization: Bearer <key> or x-api-key: <key>',
      )
    },
  }
}

export default createAuthPlugin
