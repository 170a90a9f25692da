// `svc processors --events H:P [--host H] [--port P] [--only id,id] [--api-package X] [--register [--advertise H]]`:
// hosts the built-in processors (or the ones named by --only) on one gRPC server.
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { invalidArgument } from '../api/errors.js'
import { REGISTER_OPTIONS, registerIfAsked } from '../discovery/registration.js'
import type { ClientCache } from '../transport/client-cache.js'
import { closeOnSignals, parseCommandArgs, parsePort } from './command-args.js'
import type { AnyProcessor } from './processor-api.js'
import { hostProcessors, type HostedProcessors } from './processor-host.js'
import { processorFactories } from './registry.js'

export interface CommandOptions {
  /** Close the server on SIGINT/SIGTERM (default true; tests pass false). */
  handleSignals?: boolean
  /** Where the "listening" line goes (default console.log). */
  log?: (line: string) => void
}

export interface BuiltinProcessorsOptions {
  host: string
  port: number
  /** host:port of the events service the processors read and write. */
  eventsAddress: string
  /** Also serve under this package, and reach the events service under it. */
  apiPackage?: string
  /** Host only these processor identifiers, in this order (default: every registered one). */
  only?: string[]
  /** Lexicon files for svc-concepts, besides `nlp.lexicons` of the config. */
  lexiconFiles?: string[]
  /** Register each processor in the registry of the environment's config. */
  register?: boolean
  /** The address to register (default: the listen host). */
  advertise?: string
  /** The client cache to reach the events service through (svc up: one that answers it in process). */
  clients?: ClientCache
}

const NLP_MODULE = '../nlp/processors.js'

/** argv: the arguments after `processors`. Resolves once the server listens. */
export async function runProcessorsCommand(argv: string[], opts: CommandOptions = {}): Promise<HostedProcessors> {
  const args = parseCommandArgs('processors', argv, {
    events: { type: 'string' },
    host: { type: 'string' },
    port: { type: 'string' },
    only: { type: 'string' },
    lexicon: { type: 'string', multiple: true },
    'api-package': { type: 'string' },
    ...REGISTER_OPTIONS,
  })
  const eventsAddress = args.events as string | undefined
  if (!eventsAddress) throw invalidArgument('svc processors: --events host:port is required')
  const only = args.only as string | undefined
  const hosted = await hostBuiltinProcessors({
    host: (args.host as string | undefined) ?? '127.0.0.1',
    port: parsePort('processors', args.port as string | undefined, 0),
    eventsAddress,
    apiPackage: args['api-package'] as string | undefined,
    only: only === undefined ? undefined : only.split(',').map((s) => s.trim()).filter(Boolean),
    lexiconFiles: (args.lexicon as string[] | undefined) ?? [],
    register: Boolean(args.register),
    advertise: args.advertise as string | undefined,
  })
  ;(opts.log ?? console.log)(`Processors ${hosted.identifiers.join(',')} listening on ${hosted.address}`)
  if (opts.handleSignals ?? true) closeOnSignals(() => hosted.close())
  return hosted
}

/**
 * Hosts the built-in processors (or those named by `only`) on one server, registered when
 * asked; closing it deregisters first. What `svc processors` runs, and `svc up` calls.
 */
export async function hostBuiltinProcessors(opts: BuiltinProcessorsOptions): Promise<HostedProcessors> {
  const lexicon = await userLexicon(opts.lexiconFiles ?? [])
  const processors = select(await builtinProcessors({ lexicon }), opts.only)
  const server = await hostProcessors(processors, {
    host: opts.host,
    port: opts.port,
    eventsAddress: opts.eventsAddress,
    apiPackages: opts.apiPackage ? [opts.apiPackage] : [],
    clients: opts.clients,
  })
  // One registration per processor identifier, each checked by its own gRPC health name.
  const registration = await registerIfAsked(opts, 'processor', server.identifiers, server, (id) => id).catch(async (err) => {
    await server.close(0)
    throw err
  })
  return {
    ...server,
    async close(graceMs?: number) {
      // Out of the registry first, so no new call is routed here while in-flight ones finish.
      await registration?.deregister()
      await server.close(graceMs)
    },
  }
}

/**
 * The NLP module registers its processors when imported (and may export builtinProcessors);
 * it is loaded only if present so that the SDK runs on its own.
 */
async function builtinProcessors(options: { lexicon: unknown[] }): Promise<AnyProcessor[]> {
  const out: AnyProcessor[] = []
  const base = fileURLToPath(new URL(NLP_MODULE, import.meta.url))
  if (existsSync(base) || existsSync(base.replace(/\.js$/, '.ts'))) {
    const mod = (await import(NLP_MODULE)) as { builtinProcessors?: (o: { lexicon: unknown[] }) => AnyProcessor[] }
    if (typeof mod.builtinProcessors === 'function') out.push(...mod.builtinProcessors(options))
  }
  const names = new Set(out.map((p) => p.info.name))
  for (const [id, factory] of processorFactories()) {
    if (!names.has(id)) {
      out.push(factory())
      names.add(id)
    }
  }
  return out
}

/**
 * User lexicons for svc-concepts: --lexicon files, then `nlp.lexicons` of the config
 * (SVC_CONFIG or ./svcConfig.yaml); paths in the config are relative to the config file.
 */
async function userLexicon(flags: string[]): Promise<unknown[]> {
  const { loadConfig } = await import('../config/config.js')
  const loaded = loadConfig()
  const base = loaded.path ? dirname(loaded.path) : process.cwd()
  const files = [...flags.map((f) => resolve(f)), ...loaded.config.nlp.lexicons.map((f) => resolve(base, f))]
  if (files.length === 0) return []
  const { loadLexiconFile } = await import('../nlp/lexicon.js')
  const entries: unknown[] = []
  for (const f of files) {
    try {
      entries.push(...(await loadLexiconFile(f)))
    } catch (err) {
      throw invalidArgument(`svc processors: lexicon ${f}: ${(err as Error).message}`)
    }
  }
  return entries
}

function select(processors: AnyProcessor[], wanted: string[] | undefined): AnyProcessor[] {
  if (processors.length === 0) throw invalidArgument('svc processors: no processors are registered')
  if (wanted === undefined) return processors
  const available = new Map(processors.map((p) => [p.info.name, p]))
  const unknown = wanted.filter((id) => !available.has(id))
  if (unknown.length > 0 || wanted.length === 0) {
    throw invalidArgument(`svc processors: --only names unknown processors ${unknown.join(', ') || '(none given)'}; available: ${[...available.keys()].join(', ')}`)
  }
  return wanted.map((id) => available.get(id) as AnyProcessor)
}
