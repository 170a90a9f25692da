// The least a client needs to know of a routed backend: what it is, the identifier it is routed
// by, and the gRPC target to dial. Discovery's routes extend it with where they came from.
import type { BackendKind } from './names.js'

export interface RouteTarget {
  readonly kind: BackendKind
  readonly identifier: string
  /** The gRPC target a channel dials: one address, or ipv4:a:p,b:p for several. */
  readonly target: string
}
