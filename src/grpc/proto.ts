// Loads the API protos once and hands out service definitions under any package name.
// On the wire a method is `/<package>.<Service>/<Method>`; renaming the package (config key
// grpc.api_package, e.g. mtap.api.v1) therefore only rewrites the paths. Messages that carry
// labels or Structs use the hand-written codecs of codecs.ts (plain JSON in memory, several
// times faster than proto-loader); every other message uses proto-loader's.
import { fileURLToPath } from 'node:url'
import type * as grpc from '@grpc/grpc-js'
import * as protoLoader from '@grpc/proto-loader'
import { DEFAULT_API_PACKAGE, HEALTH_SERVICE, type ApiServiceName, type ServiceName } from '../api/names.js'
import { FAST_CODECS } from './codecs.js'

// The package the .proto files declare; served under any other by renaming the paths.
const PROTO_PACKAGE = DEFAULT_API_PACKAGE
const PROTO_ROOT = fileURLToPath(new URL('../../proto/', import.meta.url).href.replace('/dist/proto/', '/proto/'))

/** Options shared by every loader: snake_case keys, 64-bit ints as strings, defaults present. */
export const LOADER_OPTIONS: protoLoader.Options = {
  keepCase: true,
  longs: String,
  enums: String,
  defaults: true,
  oneofs: true,
  includeDirs: [PROTO_ROOT],
}

/**
 * The largest message a client of ours sends or receives, and a server of ours sends: documents
 * and pipeline answers exceed grpc-js's 4 MiB default (a 2 MB note's full answer is about 42 MB).
 */
export const MAX_MESSAGE_BYTES = 256 * 1024 * 1024
export const CHANNEL_OPTIONS: grpc.ChannelOptions = {
  'grpc.max_receive_message_length': MAX_MESSAGE_BYTES,
  'grpc.max_send_message_length': MAX_MESSAGE_BYTES,
}

let packageDefinition: protoLoader.PackageDefinition | undefined
function definitions(): protoLoader.PackageDefinition {
  packageDefinition ??= protoLoader.loadSync(
    [
      'svc/api/v1/events.proto',
      'svc/api/v1/processing.proto',
      'svc/api/v1/pipeline.proto',
      'grpc/health/v1/health.proto',
    ],
    LOADER_OPTIONS,
  )
  return packageDefinition
}

const cache = new Map<string, grpc.ServiceDefinition>()

/** The service definition of one API service with method paths under `apiPackage`. */
export function serviceDefinition(service: ApiServiceName, apiPackage = DEFAULT_API_PACKAGE): grpc.ServiceDefinition {
  const key = `${apiPackage}.${service}`
  let def = cache.get(key)
  if (!def) {
    const original = definitions()[`${PROTO_PACKAGE}.${service}`] as grpc.ServiceDefinition
    const renamed: Record<string, grpc.MethodDefinition<unknown, unknown>> = {}
    for (const [method, md] of Object.entries(original)) {
      const fast = FAST_CODECS[`${service}.${method}`]
      renamed[method] = {
        ...md,
        path: `/${apiPackage}.${service}/${method}`,
        ...(fast?.request
          ? { requestSerialize: fast.request.serialize, requestDeserialize: fast.request.deserialize }
          : {}),
        ...(fast?.response
          ? { responseSerialize: fast.response.serialize, responseDeserialize: fast.response.deserialize }
          : {}),
      }
    }
    def = renamed as grpc.ServiceDefinition
    cache.set(key, def)
  }
  return def
}

/**
 * proto-loader's own definition of a service, without the hand-written codecs: the reference
 * the codecs are tested and benchmarked against.
 */
export function protoLoaderDefinition(service: ApiServiceName): grpc.ServiceDefinition {
  return definitions()[`${PROTO_PACKAGE}.${service}`] as grpc.ServiceDefinition
}

/** grpc.health.v1.Health. */
export function healthDefinition(): grpc.ServiceDefinition {
  return definitions()[HEALTH_SERVICE] as grpc.ServiceDefinition
}

/** The message type (for encode/decode outside a call), e.g. 'GenericLabels'. */
export function messageType(name: string): protoLoader.MessageTypeDefinition<object, object> {
  return definitions()[`${PROTO_PACKAGE}.${name}`] as protoLoader.MessageTypeDefinition<object, object>
}

export type MethodDef = grpc.MethodDefinition<unknown, unknown>

/**
 * One method of a service: its path under `apiPackage` and its serializers (the health
 * service's path never changes). Undefined when the service has no such method.
 */
export function methodDefinition(
  service: ServiceName,
  method: string,
  apiPackage = DEFAULT_API_PACKAGE,
): MethodDef | undefined {
  // Looked up on every call a transport makes: two map lookups, no key built.
  let services = methodCache.get(apiPackage)
  if (services === undefined) {
    services = new Map()
    methodCache.set(apiPackage, services)
  }
  let methods = services.get(service)
  if (methods === undefined) {
    const def = service === 'Health' ? healthDefinition() : serviceDefinition(service, apiPackage)
    methods = new Map(Object.entries(def) as [string, MethodDef][])
    services.set(service, methods)
  }
  return methods.get(method)
}

const methodCache = new Map<string, Map<ServiceName, Map<string, MethodDef>>>()
