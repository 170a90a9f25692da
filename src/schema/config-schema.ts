// The config file (docs/configuration.md): every section and key, its type, its default and what
// it means. The loader (src/config/config.ts) validates with it, `svc config schema` prints it,
// config/svcConfig.schema.json is it as a file for editors, and docs/configuration.md's tables are
// generated from it (npm run docs:config). Keys existing files write elsewhere (a `consul:` block,
// top-level `events`, `gateway.processors`) are here too, saying what they are read as.
import { Type, type Static } from '@sinclair/typebox'
import { DEFAULT_API_PACKAGE } from '../api/names.js'
import {
  address,
  flag,
  identifier,
  integerFrom,
  nonEmptyString,
  numberFrom,
  oneOfWords,
  orNull,
  port,
  section,
} from './fragments.js'
import { PLUGIN_OPTIONS } from './plugin-options.js'
import { STACK_SECTION } from './stack-schema.js'
import { expecting } from './validator.js'

/**
 * The largest document by default: 8 MiB of text, about 4,000 pages, where a long clinical note
 * is tens of kilobytes. The clinical pipeline's whole answer is about 21 times its text (a 2 MB
 * note answers 42 MB), so this keeps the largest answer (about 180 MB) within a gRPC message
 * (256 MiB) and refused before any work rather than after it.
 */
export const DEFAULT_MAX_DOCUMENT_BYTES = 8 * 1024 * 1024

const REGISTRY = section(
  {
    host: Type.Optional(nonEmptyString({ description: "the Consul agent's host", default: '127.0.0.1' })),
    port: Type.Optional(port(false, { description: "the Consul agent's HTTP port", default: 8500 })),
    scheme: Type.Optional(oneOfWords(['http', 'https'], { description: 'how the agent is reached', default: 'http' })),
    python_naming_scheme: Type.Optional(
      oneOfWords(['ipv4', 'dns'], { description: 'read as the top-level python_naming_scheme' }),
    ),
  },
  { description: 'the Consul agent of `discovery: registry`' },
)

const ENDPOINT = section({
  Identifier: identifier({
    description: 'the processor or pipeline identifier, as routed (a URL path segment and a registry service name)',
  }),
  Endpoint: address({ description: 'host:port, or a gRPC target such as ipv4:a:p,b:p' }),
})

const endpoints = (description: string) =>
  orNull(expecting(Type.Array(ENDPOINT), 'a list of {Identifier, Endpoint}'), { description, default: [] })

const seconds = (minimum: number, description: string, dflt: number) =>
  numberFrom(minimum, { description: `${description} (seconds)`, default: dflt })

const GATEWAY = section(
  {
    host: Type.Optional(
      nonEmptyString({ description: 'where the gateway listens (--host overrides it)', default: '0.0.0.0' }),
    ),
    port: Type.Optional(
      port(true, {
        description: 'where the gateway listens; 0 picks a free port (--port overrides it)',
        default: 8080,
      }),
    ),
    refresh_interval: Type.Optional(
      seconds(0.05, 'between re-reads of this file, and between fallback polls of the registry', 10),
    ),
    events: Type.Optional(
      orNull(address(), {
        description:
          'the events service, host:port or a gRPC target; null with discovery: registry routes the registered svc-events',
        default: null,
      }),
    ),
    body_limit: Type.Optional(
      integerFrom(1, { description: 'largest request body in bytes (413 beyond)', default: 100 * 1024 * 1024 }),
    ),
    deadline: Type.Optional(seconds(0.001, 'per backend call (events, processors)', 60)),
    pipeline_deadline: Type.Optional(seconds(0.001, 'per pipeline call', 300)),
    max_channels: Type.Optional(
      integerFrom(1, {
        description: 'identifiers with an open gRPC channel at once (least recently used closed first)',
        default: 1024,
      }),
    ),
    shutdown_grace: Type.Optional(
      integerFrom(0, { description: 'milliseconds requests in flight may take to finish on SIGTERM', default: 10000 }),
    ),
    max_json_depth: Type.Optional(
      integerFrom(1, { description: 'deepest nesting of objects and arrays in a body (400 beyond)', default: 32 }),
    ),
    max_json_values: Type.Optional(
      integerFrom(1, { description: 'most JSON values in a body (413 beyond)', default: 8_000_000 }),
    ),
    max_labels_per_index: Type.Optional(
      integerFrom(1, { description: 'most labels in one label index of a body (413 beyond)', default: 1_000_000 }),
    ),
    max_values_per_label: Type.Optional(
      integerFrom(3, {
        description: 'most JSON values in one label of a body, the label object included (413 beyond)',
        default: 10_000,
      }),
    ),
    max_document_bytes: Type.Optional(
      integerFrom(1, {
        description:
          "largest document text (UTF-8) or binary (decoded; measured on its base64) a body may carry: 413 DOCUMENT_TOO_LARGE naming the member and the key, before any backend is called; svc up's backends refuse beyond it too (docs/limits.md)",
        default: DEFAULT_MAX_DOCUMENT_BYTES,
      }),
    ),
    memory_budget: Type.Optional(
      orNull(integerFrom(1024 * 1024), {
        description:
          'bytes the bodies and answers in flight may take at once; null: half the heap its data may grow to (503 BUSY with Retry-After when full)',
        default: null,
      }),
    ),
    headers_timeout: Type.Optional(seconds(0.05, 'for a client to send the request line and headers (408 beyond)', 60)),
    body_timeout: Type.Optional(
      seconds(0.05, 'for a client to send the body once the headers arrived (408 beyond)', 300),
    ),
    write_timeout: Type.Optional(
      seconds(0.05, 'an answer may wait without the client reading any of it; then the connection is closed', 30),
    ),
    readiness: Type.Optional(
      oneOfWords(['gateway', 'strict'], {
        description:
          "what /readyz asks: gateway, whether this gateway can serve (routes loaded, an events service routed, not draining); strict, also every routed backend's gRPC health SERVING",
        default: 'gateway',
      }),
    ),
    health_interval: Type.Optional(
      seconds(0, 'between the background gRPC health checks of the routed backends; 0: none', 5),
    ),
    compression_threshold: Type.Optional(
      expecting(
        Type.Union([Type.Integer({ minimum: 0 }), Type.Null(), Type.Literal(false)], {
          description:
            'answers of at least this many bytes are compressed (br, gzip) when the client accepts it; null or false: never',
          default: 1024,
        }),
        'an integer >= 0, null or false',
      ),
    ),
    compression_level: Type.Optional(
      oneOfWords(['fast', 'balanced', 'small'], {
        description:
          'how hard those answers are compressed: fast (gzip 1, brotli 1), balanced (gzip 6, brotli 4) or small (gzip 9, brotli 9); fast costs a half to a third of the CPU of balanced for answers about a fifth larger',
        default: 'fast',
      }),
    ),
    processors: Type.Optional(endpoints('read as the top-level processors (listed first)')),
    pipelines: Type.Optional(endpoints('read as the top-level pipelines (listed first)')),
  },
  { description: 'the gateway: where it listens, its deadlines and the limits of one request' },
)

const BUILTIN_NAMES = Object.keys(PLUGIN_OPTIONS) as (keyof typeof PLUGIN_OPTIONS)[]

/** A built-in plugin's options are checked against its own schema (plugin-options.ts). */
const builtinOptions = BUILTIN_NAMES.map((name) => ({
  if: { properties: { name: { const: name } }, required: ['name'] },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, not a thenable
  then: { properties: { options: orNull(PLUGIN_OPTIONS[name]) } },
}))

const PLUGIN = expecting(
  Type.Object(
    {
      name: Type.Optional(
        nonEmptyString({
          description: `a built-in plugin (${BUILTIN_NAMES.join(', ')}), or the name of one loaded from path`,
        }),
      ),
      path: Type.Optional(nonEmptyString({ description: 'a plugin module, relative to the config file' })),
      enabled: Type.Optional(flag({ description: 'false: listed, not loaded', default: true })),
      required: Type.Optional(
        flag({ description: 'a required plugin that fails to load stops start-up; default true for auth, else false' }),
      ),
      options: Type.Optional(
        orNull(expecting(Type.Object({}, { additionalProperties: true }), 'a mapping'), {
          description: "the plugin's options (docs/plugins.md)",
        }),
      ),
    },
    {
      additionalProperties: false,
      anyOf: [{ required: ['name'] }, { required: ['path'] }],
      // Without a path, the name is a built-in one: a misspelt plugin must not be left out quietly.
      allOf: [
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, not a thenable
        { if: { not: { required: ['path'] } }, then: { properties: { name: oneOfWords(BUILTIN_NAMES) } } },
        ...builtinOptions,
      ],
    },
  ),
  'a name or a path',
)

const GRPC = section({
  api_package: Type.Optional(
    expecting(
      Type.String({
        pattern: '^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$',
        description: "the package of the backends' methods (mtap.api.v1 for MTAP backends)",
        default: DEFAULT_API_PACKAGE,
      }),
      'a dotted proto package name such as mtap.api.v1',
    ),
  ),
})

const NLP = section(
  {
    lexicons: Type.Optional(
      orNull(expecting(Type.Array(nonEmptyString()), 'a list of TSV file paths'), {
        description: 'user lexicon TSV files for svc-concepts (relative to the config file)',
        default: [],
      }),
    ),
  },
  { description: 'options of the built-in clinical processors' },
)

export const CONFIG_FILE = section(
  {
    discovery: Type.Optional(
      orNull(oneOfWords(['static', 'registry', 'consul', 'none'], {}, "'registry' (Consul) or 'static'"), {
        description:
          'registry also routes what the Consul agent at registry.* shows; static routes only this file (consul is read as registry, none as static)',
        default: 'static',
      }),
    ),
    registry: Type.Optional(orNull(REGISTRY, { description: 'the Consul agent of `discovery: registry`' })),
    consul: Type.Optional(
      orNull(REGISTRY, {
        description: 'read as registry, with the same keys (MTAP config files name the block consul)',
      }),
    ),
    python_naming_scheme: Type.Optional(
      orNull(oneOfWords(['ipv4', 'dns']), {
        description:
          'several instances of one backend are dialled as one round-robin target ipv4:a:p,b:p; dns dials the first',
        default: 'ipv4',
      }),
    ),
    gateway: Type.Optional(
      orNull(GATEWAY, { description: 'the gateway: where it listens, its deadlines and the limits of one request' }),
    ),
    events: Type.Optional(orNull(address(), { description: 'read as gateway.events' })),
    processors: Type.Optional(endpoints('fixed processor routes')),
    pipelines: Type.Optional(endpoints('fixed pipeline routes')),
    grpc: Type.Optional(orNull(GRPC, { description: 'the gRPC side of the backends' })),
    plugins: Type.Optional(
      orNull(
        expecting(
          Type.Array(
            expecting(Type.Union([oneOfWords(BUILTIN_NAMES), PLUGIN]), 'a plugin name or {name | path, options}'),
          ),
          'a list of plugins ({name|path, options})',
        ),
        {
          description:
            'the plugins, in order (docs/plugins.md); a built-in one by its name alone, or {name | path, options, enabled, required}',
          default: [],
        },
      ),
    ),
    nlp: Type.Optional(orNull(NLP, { description: 'options of the built-in clinical processors' })),
    stack: Type.Optional(
      orNull(STACK_SECTION, {
        description: 'what `svc up` hosts besides the gateway (below); other commands ignore it',
      }),
    ),
  },
  {
    title: 'svc-gateway configuration',
    description: 'svcConfig.yaml: the gateway, its routes and plugins, and what `svc up` hosts',
  },
)

export type ConfigFile = Static<typeof CONFIG_FILE>
export type GatewaySection = Static<typeof GATEWAY>
export type RegistrySection = Static<typeof REGISTRY>
export type EndpointEntry = Static<typeof ENDPOINT>
export type PluginEntry = Static<typeof PLUGIN>
export const SECTIONS = { GATEWAY, REGISTRY, GRPC, NLP } as const
