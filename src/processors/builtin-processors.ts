// The built-in processors on one server: the clinical ones, then any a module registered
// (registerProcessor). What `svc processors` runs and `svc up` calls.
import { invalidArgument } from '../api/errors.js'
import { withRegistration, type RegisterRequest } from '../discovery/registration.js'
import {
  registryRoutesOfEnvironment,
  startRegistryClients,
  type RegistryRoutesOptions,
} from '../discovery/registry-routes.js'
import {
  hostProcessors,
  processorFactories,
  type AnyProcessor,
  type HostedProcessors,
  type ProcessorOffload,
} from '../processing/index.js'
import type { ProcessorObserver } from '../metrics/backend-metrics.js'
import type { ClientCache } from '../transport/client-cache.js'
import { clinicalProcessors } from './clinical/index.js'
import { loadUserLexicon } from './user-lexicon.js'

export interface BuiltinProcessorsOptions extends RegisterRequest {
  host: string
  port: number
  /**
   * host:port of the events service the processors read and write. Without one (and without
   * `clients`), svc-events is found in the registry and followed when it moves.
   */
  eventsAddress?: string
  /** The registry to find svc-events in (default: the one of $SVC_CONFIG); tests shorten its timings. */
  eventsDiscovery?: RegistryRoutesOptions
  /** Also serve under this package, and reach the events service under it. */
  apiPackage?: string
  /** Host only these processor identifiers, in this order (default: every built-in one). */
  only?: readonly string[]
  /** Lexicon files for svc-concepts (absolute, or relative to the working directory): exactly these. */
  lexiconFiles?: readonly string[]
  /** The client cache to reach the events service through (svc up: one that answers it in process). */
  clients?: ClientCache
  /** Told of every Process call (the process's metrics). */
  observer?: ProcessorObserver
  /** Where some processors' calls run instead of this thread (svc up: the pipeline workers). */
  offload?: ProcessorOffload
}

/**
 * Hosts the built-in processors (or those named by `only`) on one server, each registered under
 * its identifier when asked (checked by its own gRPC health name); closing deregisters first.
 */
export async function hostBuiltinProcessors(opts: BuiltinProcessorsOptions): Promise<HostedProcessors> {
  const { entries, senses } = await loadUserLexicon(opts.lexiconFiles ?? [])
  const processors = select(builtinProcessors(clinicalProcessors({ lexicon: entries, senses })), opts.only)
  const found =
    opts.eventsAddress === undefined && opts.clients === undefined
      ? await startRegistryClients({
          ...(opts.eventsDiscovery ?? registryRoutesOfEnvironment()),
          apiPackage: opts.apiPackage,
        })
      : undefined
  let server: HostedProcessors
  try {
    server = await hostProcessors(processors, {
      host: opts.host,
      port: opts.port,
      eventsAddress: opts.eventsAddress,
      apiPackages: opts.apiPackage ? [opts.apiPackage] : [],
      clients: opts.clients ?? found?.clients,
      observer: opts.observer,
      offload: opts.offload,
    })
  } catch (err) {
    await found?.close()
    throw err
  }
  const hosted = found
    ? { ...server, close: (graceMs?: number) => server.close(graceMs).finally(() => found.close()) }
    : server
  return withRegistration(hosted, opts, 'processor', server.identifiers, (id) => id)
}

/** The clinical processors, then each registered one whose identifier is not taken. */
function builtinProcessors(clinical: AnyProcessor[]): AnyProcessor[] {
  const out = [...clinical]
  const names = new Set(out.map((p) => p.info.name))
  for (const [id, factory] of processorFactories()) {
    if (!names.has(id)) {
      out.push(factory())
      names.add(id)
    }
  }
  return out
}

function select(processors: AnyProcessor[], wanted: readonly string[] | undefined): AnyProcessor[] {
  if (wanted === undefined) return processors
  const available = new Map(processors.map((p) => [p.info.name, p]))
  const unknown = wanted.filter((id) => !available.has(id))
  if (unknown.length > 0 || wanted.length === 0) {
    throw invalidArgument(
      `unknown processors ${unknown.join(', ') || '(none given)'}; available: ${[...available.keys()].join(', ')}`,
    )
  }
  return wanted.map((id) => available.get(id) as AnyProcessor)
}
