// The least a client needs to know of a routed backend: what it is, the identifier it is routed
// by, and the gRPC target to dial. Discovery's routes extend it with where they came from.
// A backend named by identifier alone (a pipeline component without an address, the events
// service of a processor host without --events) is found by a RouteResolver: the routes a
// registry holds now.
import type { BackendKind } from './names.js'

/** A backend by what it is and its identifier, wherever it is served. */
export interface RouteName {
  readonly kind: BackendKind
  readonly identifier: string
}

export interface RouteTarget extends RouteName {
  /** The gRPC target a channel dials: one address, or ipv4:a:p,b:p for several. */
  readonly target: string
}

/** Where backends named by identifier alone are served now. */
export interface RouteResolver {
  /** The gRPC target of the backend's instances now; undefined when none is routed. */
  target(route: RouteName): string | undefined
  /** Where routes are looked up, for error messages (e.g. "the registry at 127.0.0.1:8500"). */
  readonly source: string
}
