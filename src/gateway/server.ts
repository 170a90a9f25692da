// The gateway: a node:http server (its limits in http-options.ts), its lifecycle and draining,
// and the parts a request goes through, built once: the router (router.ts) from the route list
// and the plugins' routes, the request steps (request.ts), the one reply (reply.ts). Each request captures the routing
// snapshot current when it arrives and finishes on it.
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { cannotListen } from '../api/errors.js'
import type { SvcConfig } from '../config/config.js'
import { RoutingTable } from '../discovery/routing-table.js'
import { allRoutes, staticSnapshot, type RoutingSnapshot } from '../discovery/snapshot.js'
import { createLogger, type Logger } from '../log.js'
import type { Plugin, PluginApi, RoutesInfo } from '../plugins/contract.js'
import { loadPlugins } from '../plugins/loader.js'
import { PluginRunner } from '../plugins/runner.js'
import { ClientCache } from '../transport/client-cache.js'
import { VERSION } from '../version.js'
import { BackendCaller } from './backend-call.js'
import { BackendHealth } from './backend-health.js'
import { DocsPage } from './docs-page.js'
import { EventsInstanceIds } from './events-instance.js'
import { MAX_HEADER_BYTES, serverOptions } from './http-options.js'
import { defaultMemoryBudget, MemoryBudget } from './memory-budget.js'
import { buildOpenApi } from './openapi.js'
import { PipelineAnnouncer } from './pipeline-announcer.js'
import { ReadinessCheck } from './readiness.js'
import { Reply, sendClientError, trackResponse } from './reply.js'
import { handleRequest, requestLimitsOf, RequestIds, type RequestDeps } from './request.js'
import { Router } from './router.js'
import { pluginRoute } from './routes/plugin-routes.js'
import { ROUTES } from './routes/route-list.js'
import { StaticFiles } from './static-files.js'

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

/** The built viewer (scripts/build-viewer.sh), from the sources (src/gateway/) or from dist/src/gateway/. */
const VIEWER_DIR = fileURLToPath(new URL('../../dist/viewer/', import.meta.url).href.replace('/dist/dist/', '/dist/'))

export class Gateway {
  readonly table: RoutingTable
  /** One gRPC transport per routed identifier; the gateway reaches backends over gRPC only. */
  readonly clients: ClientCache
  readonly runner: PluginRunner
  /** Each routed backend's health, checked in the background. */
  readonly health: BackendHealth
  private readonly eventsInstances: EventsInstanceIds
  private readonly config: SvcConfig
  private readonly router: Router
  /** What request bodies and answers in flight may take of the heap (gateway.memory_budget). */
  readonly budget: MemoryBudget
  private readonly reply: Reply
  private readonly requests: RequestDeps
  private readonly server: http.Server
  private readonly log: Logger
  private readonly pipelinesAnnouncer: PipelineAnnouncer
  private requestsInFlight = 0
  private closing: Promise<void> | undefined
  private idleWaiters: (() => void)[] = []

  private constructor(
    opts: GatewayOptions,
    plugins: Plugin[],
    private readonly disabled: { name: string; reason: string }[],
  ) {
    this.config = opts.config
    this.log = opts.log ?? createLogger('gateway')
    this.pipelinesAnnouncer = new PipelineAnnouncer(opts.announce ?? ((line) => process.stdout.write(line + '\n')))
    this.table = opts.table ?? new RoutingTable()
    if (!opts.table) this.table.update(staticSnapshot(opts.config))
    // A request routed before a table change keeps its channel for as long as its calls may last.
    const longestCallMs = Math.max(opts.config.gateway.deadline, opts.config.gateway.pipeline_deadline) * 1000
    this.clients = new ClientCache({
      max: opts.config.gateway.max_channels,
      apiPackage: opts.config.grpc.api_package,
      log: this.log,
      retireAfterMs: longestCallMs,
    })
    this.runner = new PluginRunner(plugins, this.log)
    this.health = new BackendHealth(this.table, this.clients, this.log, {
      intervalMs: opts.config.gateway.health_interval * 1000,
    })
    this.eventsInstances = new EventsInstanceIds(this.clients)
    this.router = new Router([...ROUTES, ...this.runner.routes.map(pluginRoute)])
    const g = opts.config.gateway
    this.budget = new MemoryBudget(g.memory_budget ?? defaultMemoryBudget())
    this.reply = new Reply(
      this.runner.hooks,
      {
        compressionThreshold: g.compression_threshold,
        compressionLevel: g.compression_level,
        writeTimeoutMs: g.write_timeout * 1000,
      },
      this.log,
    )
    this.requests = {
      table: this.table,
      router: this.router,
      hooks: this.runner.hooks,
      reply: this.reply,
      ids: new RequestIds(),
      limits: requestLimitsOf(g),
      budget: this.budget,
      scope: {
        table: this.table,
        readiness: new ReadinessCheck(g.readiness, this.table, this.health, this.log),
        health: this.health,
        backends: new BackendCaller(g, this.clients, this.runner, this.eventsInstances, this.log),
        openapi: buildOpenApi(ROUTES, {
          version: VERSION,
          extra: this.runner.routes.map((r) => ({ method: r.method, path: r.path, summary: 'served by a plugin' })),
          security: plugins.flatMap((p) => (p.security ? [p.security] : [])),
        }),
        docs: new DocsPage(),
        viewer: new StaticFiles(VIEWER_DIR, 'the viewer'),
      },
    }
    this.server = http.createServer(serverOptions(g), (req, res) => this.accept(req, res))
    this.server.on('clientError', (err: NodeJS.ErrnoException, socket) =>
      sendClientError(err, socket, MAX_HEADER_BYTES, g.headers_timeout * 1000),
    )
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
      const loaded = await loadPlugins(
        opts.config.plugins,
        Gateway.pluginApi(() => gw, log),
        opts.baseDir,
      )
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
      backendHealth: () =>
        getGateway()
          ?.health.all()
          .map(({ kind, identifier, status, up }) => ({ kind, identifier, status, up })) ?? [],
      inFlight: () => getGateway()?.inFlight ?? 0,
    }
  }

  private listen(): Promise<void> {
    return new Promise((resolve, reject) => {
      const { host, port } = this.config.gateway
      const failed = (err: Error) => reject(cannotListen(`${host.includes(':') ? `[${host}]` : host}:${port}`, err))
      this.server.once('error', failed)
      this.server.listen(port, host, () => {
        this.server.off('error', failed)
        this.announcePipelines(this.table.current)
        this.health.start()
        resolve()
      })
    })
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port
  }

  /** The address actually bound, host:port ([v6]:port): what logs name. */
  get address(): string {
    const a = this.server.address() as AddressInfo
    return a.family === 'IPv6' ? `[${a.address}]:${a.port}` : `${a.address}:${a.port}`
  }

  /** Base URL on loopback (or the bound host). */
  get url(): string {
    const host =
      this.config.gateway.host === '0.0.0.0' || this.config.gateway.host === '::'
        ? '127.0.0.1'
        : this.config.gateway.host
    return `http://${host.includes(':') ? `[${host}]` : host}:${this.port}`
  }

  /** Method and pattern of every route the router serves (the OpenAPI test compares them). */
  routerRoutes(): { method: string; path: string }[] {
    return this.router.list()
  }

  /** Requests received and not yet answered to the end. */
  get inFlight(): number {
    return this.requestsInFlight
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
    this.eventsInstances.retain(allRoutes(snap))
    this.announcePipelines(snap)
    this.log('info', 'routes changed', {
      version: snap.version,
      processors: snap.processors.size,
      pipelines: snap.pipelines.size,
      events: snap.events?.target ?? null,
    })
    this.runner.routesChanged(this.routesInfo())
  }

  /** Readers take the readiness lines as "send requests now": only while listening. */
  private announcePipelines(snap: RoutingSnapshot): void {
    if (this.server.listening) this.pipelinesAnnouncer.announce(snap)
  }

  private accept(req: IncomingMessage, res: ServerResponse): void {
    // In flight until the response is flushed to the socket ('close' follows 'finish', or the
    // client went away): res.end() alone may leave a large body in the socket's buffer, and
    // close() must not cut the connection under it.
    this.requestsInFlight++
    res.once('close', this.settled)
    trackResponse(res)
    void handleRequest(this.requests, req, res)
  }

  private readonly settled = (): void => {
    this.requestsInFlight--
    if (this.requestsInFlight === 0 && this.idleWaiters.length) for (const w of this.idleWaiters.splice(0)) w()
  }

  /** Graceful: stop accepting, let in-flight requests finish (up to shutdown_grace), close channels. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      this.reply.draining = true
      this.health.stop()
      const closed = new Promise<void>((resolve) => this.server.close(() => resolve()))
      this.server.closeIdleConnections()
      if (this.requestsInFlight > 0) {
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
