// The one way tests start real servers: on 127.0.0.1, port 0, closed at teardown.
import type { Test } from 'tap'
import { DEFAULT_CONFIG, type SvcConfig } from '../../src/config/config.js'
import { startEventsServer, type EventsServerOptions } from '../../src/events/events-service.js'
import { Gateway, type GatewayOptions } from '../../src/gateway/server.js'
import type { ComponentDefinition } from '../../src/pipeline/pipeline-config.js'
import { startPipelineServer, type PipelineServerOptions } from '../../src/pipeline/pipeline-service.js'
import { hostProcessors, type AnyProcessor, type HostProcessorsOptions } from '../../src/processing/index.js'
import { request, type HttpResult } from './http.js'

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K]
}

export async function startEvents(t: Test, opts: EventsServerOptions = {}) {
  const events = await startEventsServer({ host: '127.0.0.1', port: 0, ...opts })
  t.teardown(() => events.close(100))
  return events
}

/** One processor server hosting `processors`, reading and writing the events service at `eventsAddress`. */
export async function startProcessors(
  t: Test,
  processors: AnyProcessor[],
  eventsAddress: string,
  opts: HostProcessorsOptions = {},
) {
  const host = await hostProcessors(processors, { host: '127.0.0.1', port: 0, eventsAddress, ...opts })
  t.teardown(() => host.close(100))
  return host
}

/** A pipeline server hosting one pipeline, `name`: its components in order, on the events service at `eventsAddress`. */
export async function startPipeline(
  t: Test,
  name: string,
  eventsAddress: string,
  components: ComponentDefinition[],
  opts: Omit<PipelineServerOptions, 'definitions'> = {},
) {
  const pipeline = await startPipelineServer({
    host: '127.0.0.1',
    port: 0,
    ...opts,
    definitions: [{ name, events_address: eventsAddress, components }],
  })
  t.teardown(() => pipeline.close(100))
  return pipeline
}

/** A config with loopback defaults and the given overrides. */
export function testConfig(over: DeepPartial<SvcConfig> = {}): SvcConfig {
  const c = structuredClone(DEFAULT_CONFIG)
  const { gateway, registry, grpc, ...rest } = over
  Object.assign(c, rest)
  Object.assign(c.gateway, { host: '127.0.0.1', port: 0 }, gateway)
  Object.assign(c.registry, registry)
  Object.assign(c.grpc, grpc)
  return c
}

export interface TestGateway {
  gw: Gateway
  url: string
  req(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<HttpResult>
}

/** Logs are collected, not printed; tests may inspect them. */
export async function startGateway(
  t: Test,
  config: SvcConfig,
  extra: Omit<GatewayOptions, 'config'> = {},
): Promise<TestGateway & { logs: string[]; announced: string[] }> {
  const logs: string[] = []
  const announced: string[] = []
  const gw = await Gateway.start({
    config,
    log: (level, msg, fields) => logs.push(JSON.stringify({ level, msg, ...fields })),
    announce: (line) => announced.push(line),
    ...extra,
  })
  t.teardown(() => gw.close())
  return { gw, url: gw.url, logs, announced, req: (m, p, b, h) => request(gw.url, m, p, b, h) }
}

/** Events service + gateway in front of it. */
export async function startEventsGateway(t: Test, over: DeepPartial<SvcConfig> = {}) {
  const events = await startEvents(t)
  const g = await startGateway(t, testConfig({ ...over, gateway: { events: events.address, ...over.gateway } }))
  return { events, ...g }
}
