// The node:http server's own limits and timers, from the gateway's config.
import type http from 'node:http'
import type { SvcConfig } from '../config/config.js'

/** Request line and headers; a longer one is answered 431 by Node's parser. */
export const MAX_HEADER_BYTES = 64 * 1024

/**
 * Node's parser enforces gateway.headers_timeout (answered 408 by sendClientError); the body's
 * time is the gateway's own (gateway.body_timeout, answered 408 through the one reply), so
 * Node's whole-request timeout is off. Node checks its timers every connectionsCheckingInterval.
 */
export function serverOptions(g: SvcConfig['gateway']): http.ServerOptions {
  const headersTimeout = Math.round(g.headers_timeout * 1000)
  return {
    maxHeaderSize: MAX_HEADER_BYTES,
    keepAliveTimeout: 65_000,
    headersTimeout,
    requestTimeout: 0,
    connectionsCheckingInterval: Math.min(30_000, Math.max(25, Math.round(headersTimeout / 4))),
  }
}
