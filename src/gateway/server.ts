// The gateway: a node:http server, its lifecycle and draining, and the parts a request goes
// through, built once: the router (router.ts) from the route list and the plugins' routes, the
// request steps (request.ts), the one reply (reply.ts). Each request captures the routing
// snapshot current when it arrives and finishes on it.
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { SvcConfig } from '../config/config.js'
import { RoutingTable } from '../discovery/routing-table.js'
import { allRoutes, staticSnapshot, type RoutingSnapshot } from '../discovery/snapshot.js'
import { createLogger, type Logger } from '../log.js'
import type { Plugin, PluginApi, RoutesInfo } from '../plugins/contract.js'
import { loadPlugins } from '../plugins/loader.js'
import { PluginRunner } from '../plugins/runner.js'
import { ClientCache } from '../transport/client-cache.js'
import { BackendCaller } from './backend-call.js'
import { EventsInstanceIds } from './events-instance.js'
import { buildOpenApi } from './openapi.js'
import { ReadinessChecker } from './readiness.js'
import { Reply, sendClientError } from './reply.js'
import { handleRequest, RequestIds, type RequestDeps } from './request.js'
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

/** Request line and headers; a longer one is answered 431 by Node's parser. */
const MAX_HEADER_BYTES = 64 * 1024

export class Gateway {
  readonly table: RoutingTable
  /** One gRPC transport per routed identifier; the gateway reaches backends over gRPC only. */
  readonly clients: ClientCache
  readonly runner: PluginRunner
  private readonly eventsInstances: EventsInstanceIds
  private readonly config: SvcConfig
  private readonly router: Router
  private readonly reply: Reply
  private readonly requests: RequestDeps
  private readonly server: http.Server
  private readonly log: Logger
  private readonly announce: (line: string) => void
  private inFlight = 0
  private closing: Promise<void> | undefined
  private idleWaiters: (() => void)[] = []
  private readonly announced = new Map<string, string>()

  private constructor(opts: GatewayOptions, plugins: Plugin[], private readonly disabled: { name: string; reason: string }[]) {
    this.config = opts.config
    this.log = opts.log ?? createLogger('gateway')
    this.announce = opts.announce ?? ((line) => process.stdout.write(line + '\n'))
    this.table = opts.table ?? new RoutingTable()
    if (!opts.table) this.table.update(staticSnapshot(opts.config))
    this.clients = new ClientCache({ max: opts.config.gateway.max_channels, apiPackage: opts.config.grpc.api_package })
    this.runner = new PluginRunner(plugins, this.log)
    this.eventsInstances = new EventsInstanceIds(this.clients)
    this.router = new Router([...ROUTES, ...this.runner.routes.map(pluginRoute)])
    this.reply = new Reply(this.runner.hooks)
    this.requests = {
      table: this.table,
      router: this.router,
      hooks: this.runner.hooks,
      reply: this.reply,
      ids: new RequestIds(),
      bodyLimit: opts.config.gateway.body_limit,
      scope: {
        table: this.table,
        readiness: new ReadinessChecker(this.table, this.clients, this.log),
        backends: new BackendCaller(opts.config.gateway, this.clients, this.runner, this.eventsInstances),
        openapi: buildOpenApi(ROUTES, this.runner.routes.map((r) => ({ method: r.method, path: r.path, summary: 'served by a plugin' }))),
        viewer: new StaticFiles(VIEWER_DIR, 'the viewer'),
      },
    }
    this.server = http.createServer({ maxHeaderSize: MAX_HEADER_BYTES, keepAliveTimeout: 65_000 }, (req, res) => this.accept(req, res))
    this.server.headersTimeout = 66_000
    this.server.on('clientError', (err: NodeJS.ErrnoException, socket) => sendClientError(err, socket, MAX_HEADER_BYTES))
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
    return this.router.list()
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

  private accept(req: IncomingMessage, res: ServerResponse): void {
    // In flight until the response is flushed to the socket ('close' follows 'finish', or the
    // client went away): res.end() alone may leave a large body in the socket's buffer, and
    // close() must not cut the connection under it.
    this.inFlight++
    res.once('close', this.settled)
    void handleRequest(this.requests, req, res)
  }

  private readonly settled = (): void => {
    this.inFlight--
    if (this.inFlight === 0 && this.idleWaiters.length) for (const w of this.idleWaiters.splice(0)) w()
  }

  /** Graceful: stop accepting, let in-flight requests finish (up to shutdown_grace), close channels. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      this.reply.draining = true
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
