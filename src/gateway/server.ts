// The gateway: a node:http server, one find-my-way router built from the route list, plugin
// hooks around each request and backend call, and one error path. Each request captures the
// routing snapshot current when it arrives and finishes on it.
import { randomBytes } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import FindMyWay from 'find-my-way'
import { renderError, SvcError, toSvcError } from '../api/errors.js'
import { SERVICE_OF_KIND, type ApiServiceName } from '../api/names.js'
import { Status } from '../api/status.js'
import type { SvcConfig } from '../config/config.js'
import { RoutingTable } from '../discovery/routing-table.js'
import { allRoutes, staticSnapshot, type BackendRoute, type RoutingSnapshot } from '../discovery/snapshot.js'
import { createLogger, type Logger } from '../log.js'
import { loadPlugins } from '../plugins/loader.js'
import { PluginRunner } from '../plugins/runner.js'
import type { BackendCall, CallFn, Plugin, PluginApi, PluginRoute, RequestContext, RoutesInfo } from '../plugins/contract.js'
import { ClientCache } from '../transport/client-cache.js'
import type { Transport } from '../transport/transport.js'
import { parseJsonObject, readBody } from './body.js'
import { gatewayError, invalidBody } from './errors.js'
import { buildOpenApi } from './openapi.js'
import { ReadinessChecker } from './readiness.js'
import { ROUTES, type BackendSpec, type LocalSpec, type RouteInput, type RouteSpec } from './routes.js'

export interface GatewayOptions {
  config: SvcConfig
  /** A routing table fed by providers; without one the config's static routes are used once. */
  table?: RoutingTable
  /** Plugins already created (tests); otherwise those of config.plugins are loaded. */
  plugins?: Plugin[]
  /** Directory custom plugin paths are relative to. */
  baseDir?: string
  log?: Logger
  /** Where the readiness line of each pipeline route goes (stdout by default). */
  announce?: (line: string) => void
}

/** A backend call as the gateway makes it: what plugins see, plus the transport and message. */
interface InternalCall extends BackendCall {
  transport: Transport
  service: ApiServiceName
  request: object
}

type Match = { store: RouteSpec | PluginRoute; params: Record<string, string | undefined> }

const METHODS = ['GET', 'POST', 'DELETE', 'PUT', 'PATCH'] as const
const JSON_HEADERS = 'application/json'

export class Gateway {
  readonly table: RoutingTable
  /** One gRPC transport per routed identifier; the gateway reaches backends over gRPC only. */
  readonly clients: ClientCache
  readonly runner: PluginRunner
  private readonly config: SvcConfig
  private readonly router: FindMyWay.Instance<FindMyWay.HTTPVersion.V1>
  private readonly server: http.Server
  private readonly call: CallFn
  private readonly log: Logger
  private readonly announce: (line: string) => void
  private readonly readiness: ReadinessChecker
  private readonly idPrefix = randomBytes(4).toString('hex')
  private nextId = 0
  private inFlight = 0
  private closing: Promise<void> | undefined
  private idleWaiters: (() => void)[] = []
  private openapi: Record<string, unknown> | undefined
  private readonly announced = new Map<string, string>()

  private constructor(opts: GatewayOptions, plugins: Plugin[], private readonly disabled: { name: string; reason: string }[]) {
    this.config = opts.config
    this.log = opts.log ?? createLogger('gateway')
    this.announce = opts.announce ?? ((line) => process.stdout.write(line + '\n'))
    this.table = opts.table ?? new RoutingTable()
    if (!opts.table) this.table.update(staticSnapshot(opts.config))
    this.clients = new ClientCache({ max: opts.config.gateway.max_channels, apiPackage: opts.config.grpc.api_package })
    this.runner = new PluginRunner(plugins, this.log)
    this.call = this.runner.wrap((c) => this.baseCall(c as InternalCall))
    this.readiness = new ReadinessChecker(this.table, this.clients, this.log)
    this.router = FindMyWay({
      ignoreTrailingSlash: true,
      // Event ids of thousands of characters are legitimate; find-my-way's default is 100.
      maxParamLength: 65535,
      caseSensitive: true,
    })
    for (const spec of ROUTES) this.router.on(spec.method, spec.path, noop, spec)
    for (const r of this.runner.routes) this.router.on(r.method, r.path, noop, r)
    this.server = http.createServer({ maxHeaderSize: 64 * 1024, keepAliveTimeout: 65_000 }, (req, res) => void this.handle(req, res))
    this.server.headersTimeout = 66_000
    this.server.on('clientError', (err: NodeJS.ErrnoException, socket) => answerClientError(err, socket))
    this.table.on('change', (snap: RoutingSnapshot) => this.onRoutesChanged(snap))
    this.onRoutesChanged(this.table.current)
  }

  /** Loads plugins, builds the gateway and listens on gateway.host:gateway.port. */
  static async start(opts: GatewayOptions): Promise<Gateway> {
    const log = opts.log ?? createLogger('gateway')
    let plugins = opts.plugins
    let disabled: { name: string; reason: string }[] = []
    // The plugin API reads the gateway lazily: plugins are created before the gateway exists.
    let gw: Gateway | undefined
    if (!plugins) {
      const loaded = await loadPlugins(opts.config.plugins, Gateway.pluginApi(() => gw, log), opts.baseDir)
      plugins = loaded.plugins
      disabled = loaded.disabled
    }
    gw = new Gateway({ ...opts, log }, plugins, disabled)
    await gw.listen()
    return gw
  }

  /** The plugin API for plugins created by the caller (tests, embedders). */
  static pluginApi(getGateway: () => Gateway | undefined, log: Logger = createLogger('plugin')): PluginApi {
    return {
      log: (level, msg, fields) => log(level, msg, fields),
      routes: () => getGateway()!.routesInfo(),
      pluginFailures: () => getGateway()?.runner.failureCounts() ?? {},
    }
  }

  private listen(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(this.config.gateway.port, this.config.gateway.host, () => {
        this.server.off('error', reject)
        this.announcePipelines(this.table.current)
        resolve()
      })
    })
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port
  }

  /** Base URL on loopback (or the bound host). */
  get url(): string {
    const host = this.config.gateway.host === '0.0.0.0' || this.config.gateway.host === '::' ? '127.0.0.1' : this.config.gateway.host
    return `http://${host.includes(':') ? `[${host}]` : host}:${this.port}`
  }

  /** Method and pattern of every route the router serves (the OpenAPI test compares them). */
  routerRoutes(): { method: string; path: string }[] {
    return (this.router as unknown as { routes: { method: string; path: string }[] }).routes.map((r) => ({ method: r.method, path: r.path }))
  }

  get disabledPlugins(): readonly { name: string; reason: string }[] {
    return this.disabled
  }

  routesInfo(): RoutesInfo {
    const s = this.table.current
    return {
      version: s.version,
      events: s.events !== null,
      processors: [...s.processors.keys()],
      pipelines: [...s.pipelines.keys()],
      ageSeconds: (Date.now() - s.createdAt) / 1000,
      stale: this.table.stale,
    }
  }

  private onRoutesChanged(snap: RoutingSnapshot): void {
    this.clients.retain(allRoutes(snap))
    this.announcePipelines(snap)
    this.log('info', 'routes changed', { version: snap.version, processors: snap.processors.size, pipelines: snap.pipelines.size, events: snap.events?.target ?? null })
    this.runner.routesChanged(this.routesInfo())
  }

  /**
   * The readiness line of each pipeline route, once per target. Only while listening: readers
   * take the line as "send requests now", so before listen() the routes are announced there.
   */
  private announcePipelines(snap: RoutingSnapshot): void {
    if (!this.server.listening) return
    for (const [id, r] of snap.pipelines) {
      if (this.announced.get(id) === r.target) continue
      this.announced.set(id, r.target)
      this.announce(`Started new pipeline gateway for ${id} at ${r.target}`)
    }
    for (const id of [...this.announced.keys()]) if (!snap.pipelines.has(id)) this.announced.delete(id)
  }

  // ---- one request ----

  private context(req: IncomingMessage, path: string): RequestContext {
    const given = req.headers['x-request-id']
    const id = typeof given === 'string' && given.length > 0 && given.length <= 200 && /^[\x21-\x7e]+$/.test(given) ? given : `${this.idPrefix}-${(this.nextId++).toString(36)}`
    return {
      id,
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

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // In flight until the response is flushed to the socket ('close' follows 'finish', or the
    // client went away): res.end() alone may leave a large body in the socket's buffer, and
    // close() must not cut the connection under it.
    this.inFlight++
    res.once('close', () => {
      this.inFlight--
      if (this.inFlight === 0 && this.idleWaiters.length) for (const w of this.idleWaiters.splice(0)) w()
    })
    const url = req.url ?? '/'
    const q = url.indexOf('?')
    const path = q < 0 ? url : url.slice(0, q)
    const ctx = this.context(req, path)
    const snapshot = this.table.current
    try {
      if (this.closing) throw gatewayError('SHUTTING_DOWN', 'the gateway is shutting down')
      if (this.runner.hooks.onRequest) await this.runner.hooks.onRequest(ctx)
      const match = this.match(ctx.method, path)
      const store = match.store
      if ('handler' in store) {
        ctx.route = store.path
        ctx.kind = 'gateway'
        await store.handler(req, res)
        ctx.status = res.statusCode
        ctx.grpcCode = Status.OK
        // The plugin wrote the response itself: hooks still see it (access log, request counts),
        // but a hook failing can no longer change it.
        if (this.runner.hooks.onResponse) {
          const len = Number(res.getHeader('content-length'))
          if (Number.isFinite(len)) ctx.sizes.response = len
          this.elapsed(ctx)
          hookFailure(this.runner.hooks.onResponse, ctx)
        }
        this.finish(ctx)
        return
      }
      ctx.route = store.path
      ctx.operation = store.operation
      ctx.kind = store.kind
      let body: Record<string, unknown> | undefined
      if (store.body !== 'none') {
        const buf = await readBody(req, this.config.gateway.body_limit)
        ctx.sizes.request = buf.length
        body = parseJsonObject(buf)
        if (store.body === 'required' && body === undefined) throw invalidBody('request body', 'a JSON object', undefined)
      }
      // Only one route reads the query string: parse it when asked, not on every request.
      const rawQuery = q < 0 ? '' : url.slice(q + 1)
      const input: RouteInput = {
        params: match.params as Record<string, string>,
        body,
        get query() {
          return new URLSearchParams(rawQuery)
        },
      }
      const result = store.kind === 'gateway' ? await this.local(store) : await this.backend(store, input, ctx, snapshot)
      this.respond(res, ctx, 200, result)
    } catch (err) {
      this.fail(res, ctx, err)
    }
  }

  private match(method: string, path: string): Match {
    let found: Match | null
    try {
      found = this.router.find(method as FindMyWay.HTTPMethod, path) as Match | null
    } catch {
      throw gatewayError('BAD_URL', 'the path has malformed percent-encoding')
    }
    if (found) {
      for (const k in found.params) if (found.params[k] === undefined) throw gatewayError('BAD_URL', 'the path has malformed percent-encoding')
      return found
    }
    if (path.includes('%')) {
      try {
        decodeURIComponent(path)
      } catch {
        throw gatewayError('BAD_URL', 'the path has malformed percent-encoding')
      }
    }
    const allowed = METHODS.filter((m) => m !== method && this.router.find(m, path))
    if (allowed.length) {
      const allow = allowed.join(', ')
      throw gatewayError('METHOD_NOT_ALLOWED', `method ${method} is not allowed on this path (allowed: ${allow})`, { allow })
    }
    throw gatewayError('ROUTE_NOT_FOUND', `no route for ${method} ${path.length > 200 ? path.slice(0, 200) + '…' : path}`)
  }

  private resolve(spec: BackendSpec, input: RouteInput, snapshot: RoutingSnapshot): BackendRoute {
    if (spec.kind === 'events') {
      if (!snapshot.events) throw gatewayError('NO_EVENTS_SERVICE', 'no events service is routed (set gateway.events or register svc-events)')
      return snapshot.events
    }
    const id = input.params[spec.idParam!]
    const route = (spec.kind === 'processor' ? snapshot.processors : snapshot.pipelines).get(id)
    if (!route) {
      const shown = id.length > 200 ? id.slice(0, 200) + '…' : id
      throw spec.kind === 'processor'
        ? gatewayError('UNKNOWN_PROCESSOR', `unknown processor ${shown}`)
        : gatewayError('UNKNOWN_PIPELINE', `unknown pipeline ${shown}`)
    }
    return route
  }

  private async backend(spec: BackendSpec, input: RouteInput, ctx: RequestContext, snapshot: RoutingSnapshot): Promise<unknown> {
    const route = this.resolve(spec, input, snapshot)
    ctx.identifier = route.identifier
    ctx.backendMethod = spec.grpcMethod
    ctx.idempotent = spec.idempotent
    const request = spec.toRequest(input)
    const seconds = spec.kind === 'pipeline' ? this.config.gateway.pipeline_deadline : this.config.gateway.deadline
    const call: InternalCall = {
      ctx,
      identifier: route.identifier,
      method: spec.grpcMethod,
      deadline: Date.now() + seconds * 1000,
      transport: this.clients.get(route),
      service: SERVICE_OF_KIND[spec.kind],
      request,
    }
    return spec.fromResponse(await this.call(call))
  }

  private async baseCall(call: InternalCall): Promise<unknown> {
    const remaining = call.deadline - Date.now()
    if (remaining <= 0) throw new SvcError(Status.DEADLINE_EXCEEDED, `deadline exceeded before calling ${call.identifier}`)
    call.ctx.attempts++
    const t0 = performance.now()
    try {
      return await call.transport.unary(call.service, call.method, call.request, { deadline: call.deadline })
    } finally {
      call.ctx.timings.backendMs += performance.now() - t0
    }
  }

  private async local(spec: LocalSpec): Promise<unknown> {
    const snap = this.table.current
    switch (spec.local) {
      case 'processors':
        return { Processors: [...snap.processors.keys()].map((Identifier) => ({ Identifier })) }
      case 'pipelines':
        return { Pipelines: [...snap.pipelines.keys()].map((Identifier) => ({ Identifier })) }
      case 'routes':
        return this.routesDocument(snap)
      case 'openapi':
        this.openapi ??= buildOpenApi(ROUTES, this.runner.routes.map((r) => ({ method: r.method, path: r.path, summary: 'served by a plugin' })))
        return this.openapi
      case 'healthz':
        return { status: 'ok' }
      case 'readyz': {
        const r = await this.readiness.check()
        if (!r.ready) {
          throw new SvcError(Status.UNAVAILABLE, `not ready: ${r.reasons.join('; ')}`, [{ checks: r.checks }], { headers: { 'retry-after': '1' } })
        }
        return { status: 'ready', checks: r.checks }
      }
    }
    throw gatewayError('ROUTE_NOT_FOUND', `no local handler ${spec.local}`)
  }

  private routesDocument(snap: RoutingSnapshot): unknown {
    const row = (r: BackendRoute) => ({ identifier: r.identifier, instances: r.instances, target: r.target, source: r.source })
    return {
      version: snap.version,
      updated_at: new Date(snap.createdAt).toISOString(),
      age_seconds: (Date.now() - snap.createdAt) / 1000,
      stale: this.table.stale,
      sources: this.table.sources().map((s) => ({
        source: s.source,
        stale: s.stale,
        updated_at: s.updatedAt ? new Date(s.updatedAt).toISOString() : null,
        age_seconds: s.updatedAt ? (Date.now() - s.updatedAt) / 1000 : null,
        ...(s.reason ? { reason: s.reason } : {}),
        ...(s.lastError ? { last_error: { reason: s.lastError.reason, at: new Date(s.lastError.at).toISOString() } } : {}),
        ...(s.skipped.length ? { skipped: s.skipped } : {}),
      })),
      events: snap.events ? row(snap.events) : null,
      processors: [...snap.processors.values()].map(row),
      pipelines: [...snap.pipelines.values()].map(row),
    }
  }

  // ---- responses ----

  private respond(res: ServerResponse, ctx: RequestContext, status: number, json: unknown): void {
    ctx.status = status
    ctx.grpcCode = Status.OK
    const text = JSON.stringify(json)
    if (this.runner.hooks.onResponse) {
      ctx.sizes.response = Buffer.byteLength(text)
      this.elapsed(ctx)
      const failure = hookFailure(this.runner.hooks.onResponse, ctx)
      if (failure) return this.fail(res, ctx, failure, true)
    }
    this.write(res, ctx, status, text)
  }

  /** Response hooks run before the write; they see the size and time as of then. */
  private elapsed(ctx: RequestContext): void {
    ctx.timings.totalMs = Number(process.hrtime.bigint() - ctx.start) / 1e6
  }

  private fail(res: ServerResponse, ctx: RequestContext, err: unknown, afterResponseHooks = false): void {
    const e = toSvcError(err)
    let { status, body, headers } = renderError(e)
    if (res.headersSent) {
      // A plugin route already wrote; all we can do is end it.
      res.end()
      this.finish(ctx)
      return
    }
    Object.assign(ctx.responseHeaders, headers)
    if (status === 413) ctx.responseHeaders.connection = 'close'
    ctx.status = status
    ctx.grpcCode = e.code
    if (this.runner.hooks.onError) this.runner.hooks.onError(ctx, { code: e.code, message: e.message, status })
    let text = JSON.stringify(body)
    if (this.runner.hooks.onResponse && !afterResponseHooks) {
      ctx.sizes.response = Buffer.byteLength(text)
      this.elapsed(ctx)
      const failure = hookFailure(this.runner.hooks.onResponse, ctx)
      if (failure) {
        ;({ status, body } = renderError(failure))
        ctx.status = status
        ctx.grpcCode = failure.code
        text = JSON.stringify(body)
      }
    }
    this.write(res, ctx, status, text)
  }

  private write(res: ServerResponse, ctx: RequestContext, status: number, text: string): void {
    const len = Buffer.byteLength(text)
    ctx.sizes.response = len
    const headers: http.OutgoingHttpHeaders = { 'content-type': JSON_HEADERS, 'content-length': len, 'x-request-id': ctx.id, ...ctx.responseHeaders }
    if (this.closing) headers.connection = 'close'
    res.writeHead(status, headers)
    res.end(text)
    this.finish(ctx)
  }

  private finish(ctx: RequestContext): void {
    ctx.timings.totalMs = Number(process.hrtime.bigint() - ctx.start) / 1e6
  }

  /** Graceful: stop accepting, let in-flight requests finish (up to shutdown_grace), close channels. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      const closed = new Promise<void>((resolve) => this.server.close(() => resolve()))
      this.server.closeIdleConnections()
      if (this.inFlight > 0) {
        await Promise.race([
          new Promise<void>((resolve) => this.idleWaiters.push(resolve)),
          new Promise<void>((resolve) => setTimeout(resolve, this.config.gateway.shutdown_grace).unref()),
        ])
      }
      this.server.closeAllConnections()
      await closed
      this.clients.close()
      await this.runner.close()
    })()
    return this.closing
  }
}

function noop(): void {}

function hookFailure(onResponse: (ctx: RequestContext) => void, ctx: RequestContext): SvcError | undefined {
  try {
    onResponse(ctx)
    return undefined
  } catch (err) {
    return toSvcError(err)
  }
}

/**
 * Requests Node's parser refuses before they reach a handler (headers or request line over
 * 64 KiB, malformed HTTP) still get the one error body, then the connection closes.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: import('node:stream').Duplex): void {
  if (!socket.writable || (socket as { _httpMessage?: unknown })._httpMessage) {
    socket.destroy()
    return
  }
  const overflow = err.code === 'HPE_HEADER_OVERFLOW'
  const status = overflow ? 431 : 400
  const body = JSON.stringify({
    code: Status.INVALID_ARGUMENT,
    message: overflow ? 'request line and headers exceed 65536 bytes (an id that long cannot be routed)' : 'malformed HTTP request',
    details: [],
  })
  socket.end(`HTTP/1.1 ${status} ${overflow ? 'Request Header Fields Too Large' : 'Bad Request'}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`)
}
