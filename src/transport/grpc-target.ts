// gRPC target strings as our client (http2-channel.ts) dials them (gRPC's naming: `host:port`, `dns:host:port`,
// `dns:///host:port`, `ipv4:a:p,b:p`, `ipv6:[a]:p,[b]:p`). Anything else (unix:, xds:, a
// custom resolver's scheme) is left to grpc-js: parseTarget answers undefined.
import { isIP } from 'node:net'

/** gRPC's default port when a target names none. */
const DEFAULT_PORT = 443

export interface HostPort {
  host: string
  port: number
}

export type ParsedTarget =
  /** Fixed addresses, balanced round-robin. */
  | { kind: 'addresses'; addresses: HostPort[] }
  /** A name to resolve (every address it resolves to, round-robin). */
  | { kind: 'dns'; name: HostPort }

/** host:port or [v6]:port or host; undefined when malformed. */
function hostPort(s: string): HostPort | undefined {
  let host: string
  let port = DEFAULT_PORT
  if (s.startsWith('[')) {
    const close = s.indexOf(']')
    if (close < 0) return undefined
    host = s.slice(1, close)
    const rest = s.slice(close + 1)
    if (rest) {
      if (!/^:\d{1,5}$/.test(rest)) return undefined
      port = Number(rest.slice(1))
    }
    if (isIP(host) !== 6) return undefined
  } else {
    const colon = s.lastIndexOf(':')
    if (colon >= 0 && s.indexOf(':') !== colon) {
      // An unbracketed IPv6 literal without a port.
      if (isIP(s) !== 6) return undefined
      return { host: s, port }
    }
    host = colon < 0 ? s : s.slice(0, colon)
    if (colon >= 0) {
      const p = s.slice(colon + 1)
      if (!/^\d{1,5}$/.test(p)) return undefined
      port = Number(p)
    }
  }
  if (!host || port > 65535) return undefined
  return { host, port }
}

export function parseTarget(target: string): ParsedTarget | undefined {
  const scheme = /^([a-z][a-z0-9+.-]*):(?!\d+$)/i.exec(target)
  if (scheme && (scheme[1] === 'ipv4' || scheme[1] === 'ipv6')) {
    const family = scheme[1] === 'ipv4' ? 4 : 6
    const addresses: HostPort[] = []
    for (const part of target.slice(scheme[0].length).split(',')) {
      const hp = hostPort(part)
      if (!hp || isIP(hp.host) !== family) return undefined
      addresses.push(hp)
    }
    return addresses.length ? { kind: 'addresses', addresses } : undefined
  }
  let name = target
  if (scheme && scheme[1] === 'dns') {
    name = target.slice(4)
    if (name.startsWith('//')) {
      // dns://authority/host:port: the authority names a DNS server, which we do not support.
      const slash = name.indexOf('/', 2)
      if (slash !== 2) return undefined
      name = name.slice(3)
    }
  } else if (scheme && !isIP(target) && !/^[^:]+:\d+$/.test(target)) {
    return undefined
  }
  const hp = hostPort(name)
  if (!hp) return undefined
  return isIP(hp.host) ? { kind: 'addresses', addresses: [hp] } : { kind: 'dns', name: hp }
}

/** host:port as an :authority and in messages. */
export function formatHostPort({ host, port }: HostPort): string {
  return isIP(host) === 6 ? `[${host}]:${port}` : `${host}:${port}`
}
