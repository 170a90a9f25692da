// The router: find-my-way, built once from the route list and the plugins' routes; every GET
// route answers HEAD too (the same handler; Node sends no body). A request either matches a
// route or misses with the error it is answered with: 400 for malformed percent-encoding, 405
// with the allowed methods as the `allow` header, 404 otherwise.
import FindMyWay from 'find-my-way'
import { gatewayError } from './errors.js'
import type { PathParams, Route } from './routes/route-spec.js'

/** find-my-way's own result, returned as is: `store` is the route registered with the path. */
export interface Match {
  readonly store: Route
  readonly params: PathParams
}

const METHODS = ['GET', 'HEAD', 'POST', 'DELETE', 'PUT', 'PATCH', 'OPTIONS'] as const

export class Router {
  private readonly fmw: FindMyWay.Instance<FindMyWay.HTTPVersion.V1>
  /** Every method and pattern registered, HEAD included, in order. */
  private readonly registered: { method: string; path: string }[] = []
  /**
   * The methods of each path a route names without parameters (GET /v1/events/instance_id). Such
   * a path is that route's: a route with a parameter does not also take it (POST
   * /v1/events/:event_id with the id "instance_id"), so the methods `Allow` lists for it are the
   * ones the API document gives the path.
   */
  private readonly fixedPaths = new Map<string, Set<string>>()

  constructor(routes: readonly Route[]) {
    this.fmw = FindMyWay({
      ignoreTrailingSlash: true,
      // Event ids of thousands of characters are legitimate; find-my-way's default is 100.
      maxParamLength: 65535,
      caseSensitive: true,
    })
    for (const route of routes) {
      this.register(route.method, route)
      if (route.method === 'GET') this.register('HEAD', route)
    }
  }

  /** Method and pattern of every route served (the OpenAPI test compares them). */
  list(): { method: string; path: string }[] {
    return this.registered.map((r) => ({ ...r }))
  }

  private register(method: string, route: Route): void {
    if (!/[:*]/.test(route.path))
      (this.fixedPaths.get(route.path) ?? this.fixedPaths.set(route.path, new Set()).get(route.path)!).add(method)
    this.fmw.on(method as FindMyWay.HTTPMethod, route.path, noop, route)
    this.registered.push({ method, path: route.path })
  }

  /** The route of a request; throws the error a miss is answered with. */
  match(method: string, path: string): Match {
    let found: FindMyWay.FindResult<FindMyWay.HTTPVersion.V1> | null
    try {
      found = this.fmw.find(method as FindMyWay.HTTPMethod, path)
    } catch {
      throw badUrl()
    }
    if (found) {
      // find-my-way leaves a parameter undefined when its percent-encoding does not decode.
      for (const k in found.params) if (found.params[k] === undefined) throw badUrl()
      const store = found.store as Route
      // Checked above: every parameter decoded, so the params are the PathParams a Match declares.
      if (!store.path.includes(':') || !this.fixedPaths.has(withoutTrailingSlash(path))) return found as Match
    }
    throw this.miss(method, path)
  }

  private miss(method: string, path: string) {
    if (path.includes('%')) {
      try {
        decodeURIComponent(path)
      } catch {
        return badUrl()
      }
    }
    const fixed = this.fixedPaths.get(withoutTrailingSlash(path))
    const allowed = METHODS.filter(
      (m) =>
        m !== method &&
        (fixed ? fixed.has(m) || this.fmw.find(m, path)?.store.path.includes('*') : this.fmw.find(m, path)),
    )
    if (allowed.length) {
      const allow = allowed.join(', ')
      return gatewayError('METHOD_NOT_ALLOWED', `method ${method} is not allowed on this path (allowed: ${allow})`, {
        allow,
      })
    }
    return gatewayError(
      'ROUTE_NOT_FOUND',
      `no route for ${method} ${path.length > 200 ? path.slice(0, 200) + '…' : path}`,
    )
  }
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

function badUrl() {
  return gatewayError('BAD_URL', 'the path has malformed percent-encoding')
}

function noop(): void {}
