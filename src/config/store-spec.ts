// What `svc events --store` (and the `store` key of a stack config) names: the memory of the
// events service's own process, or a Redis: one server, a Sentinel-watched primary, or a
// Cluster, with the Redis store's options after a `?` (durability, timeout). Parsed once, before
// anything connects; errors name the option and the forms taken, and never repeat a password.
import { invalidArgument } from '../api/errors.js'

/** A Redis server address. */
export interface RedisNode {
  host: string
  port: number
}

/**
 * What an acknowledged write has survived. `local`: the primary applied it (Redis replicates in
 * the background, so a failover onto a replica that had not received it loses it). `replicated`:
 * at least one replica also confirmed it (Redis WAIT) before the caller was answered.
 */
export type Durability = 'local' | 'replicated'

export const DURABILITIES: readonly Durability[] = ['local', 'replicated']

/** How long a call to a Redis store may take before its caller is answered, by default. */
export const DEFAULT_STORE_TIMEOUT_MS = 2000

export type StoreSpec =
  | { kind: 'memory' }
  | {
      kind: 'redis'
      /** Where the store lives: one server, a Sentinel group's primary, or a Cluster's nodes. */
      topology: 'server' | 'sentinel' | 'cluster'
      /** The server, the Sentinels, or the Cluster's seed nodes. */
      nodes: RedisNode[]
      /** The primary's name in the Sentinels (sentinel only). */
      primaryName?: string
      /** Database number (server and sentinel; a Cluster has only 0). */
      db: number
      tls: boolean
      username?: string
      password?: string
      /** `replicated` by default on a Sentinel or Cluster store, `local` on one server. */
      durability: Durability
      /** The bound on one call, connection waits and replica confirmation included (ms). */
      timeoutMs: number
      /** The spec as shown in logs and errors: without the password. */
      shown: string
    }

export const STORE_FORMS =
  'memory, redis://[USER:PASSWORD@]HOST:PORT[/DB], rediss://… (TLS), ' +
  'redis-sentinel://[USER:PASSWORD@]HOST:PORT[,HOST:PORT…]/PRIMARY_NAME[/DB] or ' +
  'redis-cluster://[USER:PASSWORD@]HOST:PORT[,HOST:PORT…] (rediss-sentinel://, rediss-cluster:// with TLS), ' +
  'each Redis form optionally followed by ?durability=local|replicated&timeout=SECONDS'

const SCHEMES: Record<string, { topology: 'server' | 'sentinel' | 'cluster'; tls: boolean }> = {
  redis: { topology: 'server', tls: false },
  rediss: { topology: 'server', tls: true },
  'redis-sentinel': { topology: 'sentinel', tls: false },
  'rediss-sentinel': { topology: 'sentinel', tls: true },
  'redis-cluster': { topology: 'cluster', tls: false },
  'rediss-cluster': { topology: 'cluster', tls: true },
}

const DEFAULT_PORT = { server: 6379, sentinel: 26379, cluster: 6379 }

/** Parses a store spec; INVALID_ARGUMENT naming `option` (e.g. "--store") when it is not one. */
export function parseStoreSpec(text: string, option = '--store'): StoreSpec {
  const bad = (why: string) => invalidArgument(`${option}: ${why}; expected ${STORE_FORMS}`)
  if (text === 'memory') return { kind: 'memory' }
  // The query starts at the first ? after the credentials (a password may hold one).
  const queryAt = text.indexOf('?', text.lastIndexOf('@') + 1)
  const query = queryAt < 0 ? '' : text.slice(queryAt + 1)
  const m = /^([a-z-]+):\/\/(?:([^@/]*)@)?([^/]*)(?:\/(.*))?$/.exec(queryAt < 0 ? text : text.slice(0, queryAt))
  if (!m) throw bad(`"${shownWithoutCredentials(text)}" is not a store`)
  const [, scheme, credentials, hostList, path = ''] = m
  const form = Object.hasOwn(SCHEMES, scheme) ? SCHEMES[scheme] : undefined
  if (!form) throw bad(`unknown scheme ${scheme}://`)
  const nodes = hostList.split(',').map((h) => node(h, DEFAULT_PORT[form.topology], bad))
  if (form.topology === 'server' && nodes.length !== 1)
    throw bad(`${scheme}:// takes one HOST:PORT (use redis-sentinel:// or redis-cluster:// for several)`)
  const segments = path === '' ? [] : path.split('/')
  let primaryName: string | undefined
  if (form.topology === 'sentinel') {
    primaryName = segments.shift()
    if (!primaryName) throw bad(`${scheme}:// needs the primary's name after the hosts (/PRIMARY_NAME)`)
  }
  let db = 0
  if (segments.length > 0) {
    if (form.topology === 'cluster') throw bad('a Redis Cluster has no database numbers')
    const d = segments.shift()!
    if (!/^\d{1,5}$/.test(d) || segments.length > 0)
      throw bad(`the database must be a number (/DB), got "/${[d, ...segments].join('/')}"`)
    db = Number(d)
  }
  const options = storeOptions(query, form.topology, bad)
  const spec: StoreSpec = {
    kind: 'redis',
    topology: form.topology,
    nodes,
    db,
    tls: form.tls,
    ...options,
    shown: shownWithoutCredentials(text),
  }
  if (primaryName !== undefined) spec.primaryName = decode(primaryName, bad)
  if (credentials !== undefined) {
    const colon = credentials.indexOf(':')
    const user = colon < 0 ? credentials : credentials.slice(0, colon)
    if (user) spec.username = decode(user, bad)
    if (colon >= 0) spec.password = decode(credentials.slice(colon + 1), bad)
  }
  return spec
}

function storeOptions(
  query: string,
  topology: string,
  bad: (why: string) => Error,
): { durability: Durability; timeoutMs: number } {
  const out = {
    durability: (topology === 'server' ? 'local' : 'replicated') as Durability,
    timeoutMs: DEFAULT_STORE_TIMEOUT_MS,
  }
  for (const [key, value] of new URLSearchParams(query)) {
    if (key === 'durability') {
      if (!DURABILITIES.includes(value as Durability))
        throw bad(`durability=${value} is not one of ${DURABILITIES.join(', ')}`)
      out.durability = value as Durability
    } else if (key === 'timeout') {
      const seconds = /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN
      if (!(seconds >= 0.05 && seconds <= 3600))
        throw bad(`timeout=${value} is not a number of seconds from 0.05 to 3600`)
      out.timeoutMs = Math.round(seconds * 1000)
    } else {
      throw bad(`unknown store option "${key}" (durability, timeout)`)
    }
  }
  return out
}

function node(text: string, defaultPort: number, bad: (why: string) => Error): RedisNode {
  const m = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9._-]+)(?::(\d{1,5}))?$/.exec(text)
  if (!m) throw bad(`"${text}" is not HOST:PORT`)
  const port = m[2] === undefined ? defaultPort : Number(m[2])
  if (port < 1 || port > 65535) throw bad(`port ${m[2]} is not a port number (1-65535)`)
  return { host: m[1].startsWith('[') ? m[1].slice(1, -1) : m[1], port }
}

function decode(text: string, bad: (why: string) => Error): string {
  try {
    return decodeURIComponent(text)
  } catch {
    throw bad('bad percent-encoding in the credentials or the primary name')
  }
}

/** The spec with any password replaced by ***. */
function shownWithoutCredentials(text: string): string {
  return text.replace(
    /^([a-z-]+:\/\/)([^@/]*)@/,
    (_, scheme: string, cred: string) =>
      `${scheme}${cred.includes(':') ? `${cred.slice(0, cred.indexOf(':'))}:***` : cred}@`,
  )
}
