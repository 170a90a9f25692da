// The protocol's names: API packages, services, health-check names, the events identifier and
// the kinds of backend; and how names chosen by clients appear in error messages.
import { invalidArgument } from './errors.js'

/** The package the API is served under by default (and the one the .proto files declare). */
export const DEFAULT_API_PACKAGE = 'svc.api.v1'

/** MTAP's package name: serving under it makes the backends wire-compatible with MTAP clients. */
export const MTAP_API_PACKAGE = 'mtap.api.v1'

/** The API's services; on the wire a method is `/<package>.<Service>/<Method>`. */
export type ApiServiceName = 'Events' | 'Processor' | 'Pipeline'

/** Every service a backend answers: the API's, and gRPC's health service. */
export type ServiceName = ApiServiceName | 'Health'

/** gRPC's standard health service, whatever the API package. */
export const HEALTH_SERVICE = 'grpc.health.v1.Health'

/** The health-check name of an API service under a package, e.g. svc.api.v1.Events. */
export function serviceHealthName(apiPackage: string, service: ApiServiceName): string {
  return `${apiPackage}.${service}`
}

/**
 * The name MTAP's events clients (its Python client, processors and pipelines) check gRPC
 * health for before their first call (mtap 1.5, `mtap/constants.py`). MTAP's processor and
 * pipeline servers answer health for their processor or pipeline name, which ours already do.
 */
export const MTAP_EVENTS_HEALTH_NAME = 'mtap-events'

/**
 * Every health-check name a server answers SERVING for when it serves `service` under
 * `packages`: `<package>.<Service>` for each, and MTAP's own name when MTAP's package is served.
 */
export function serviceHealthNames(service: ApiServiceName, packages: readonly string[]): string[] {
  const names = packages.map((p) => serviceHealthName(p, service))
  if (service === 'Events' && packages.includes(MTAP_API_PACKAGE)) names.push(MTAP_EVENTS_HEALTH_NAME)
  return names
}

/** The identifier the events service is routed and registered under (PROTOCOL.md §6). */
export const EVENTS_IDENTIFIER = 'svc-events'

/**
 * The document a pipeline's components work on when no params name one: the name MTAP's
 * examples and our converters use for the plain text of a note.
 */
export const DEFAULT_DOCUMENT_NAME = 'plaintext'

/** What a routed backend is. */
export type BackendKind = 'events' | 'processor' | 'pipeline'

/** The API service each kind of backend answers. */
export const SERVICE_OF_KIND: Readonly<Record<BackendKind, ApiServiceName>> = {
  events: 'Events',
  processor: 'Processor',
  pipeline: 'Pipeline',
}

/** Names longer than this many UTF-16 code units are cut in messages. */
export const MAX_NAME_IN_MESSAGE = 200

/**
 * A name for an error message: quoted, escaped, cut to MAX_NAME_IN_MESSAGE code units. Event ids
 * and document names are chosen by clients and may be arbitrarily long; a message must stay
 * readable and bounded.
 */
export function quoteName(name: string): string {
  if (name.length <= MAX_NAME_IN_MESSAGE) return JSON.stringify(name)
  let end = MAX_NAME_IN_MESSAGE
  // Cutting between the halves of a surrogate pair would leave a lone surrogate in the message.
  const last = name.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end -= 1
  return `${JSON.stringify(name.slice(0, end))}… (${name.length} characters)`
}

/** Throws INVALID_ARGUMENT naming the field when a required name is empty. */
export function requireName(value: string, field: string): void {
  if (typeof value !== 'string' || value.length === 0) throw invalidArgument(`${field} must not be empty`)
}
