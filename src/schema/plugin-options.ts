// The options of each built-in plugin (plugins/*-plugin.ts): the config file's schema checks a
// built-in plugin's `options:` against these, and each plugin's factory reads its options
// through checkOptions with the same schema, so a mistake is named the same way by
// `svc config check` and by a gateway started from an object.
import { Type, type Static, type TObject } from '@sinclair/typebox'
import { Status, type StatusName } from '../api/status.js'
import { flag, integerFrom, listOf, numberFrom, oneOfWords, section, stringList } from './fragments.js'
import { expecting, issueOf, type SchemaIssue } from './validator.js'

const CODE_NAMES = (Object.keys(Status) as StatusName[]).filter((n) => n !== 'OK')
/** Codes that do not prove a call did not run: never retried for a non-idempotent call. */
const NEVER_FOR_NON_IDEMPOTENT: readonly StatusName[] = [
  'DEADLINE_EXCEEDED',
  'CANCELLED',
  'UNKNOWN',
  'INTERNAL',
  'ABORTED',
]

const codeList = (names: readonly StatusName[], description: string, defaults: StatusName[]) =>
  expecting(Type.Array(oneOfWords(names), { description, default: defaults }), 'gRPC code names such as UNAVAILABLE')

export const RETRY_OPTIONS = section({
  tries: Type.Optional(integerFrom(1, { description: 'total tries of one call, the first included', default: 3 })),
  codes: Type.Optional(
    codeList(CODE_NAMES, 'codes retried for calls that are safe to repeat', ['UNAVAILABLE', 'DEADLINE_EXCEEDED']),
  ),
  nonIdempotentCodes: Type.Optional(
    codeList(
      CODE_NAMES.filter((n) => !NEVER_FOR_NON_IDEMPOTENT.includes(n)),
      'codes retried for the non-idempotent calls opted in; only codes that prove the call did not run (not DEADLINE_EXCEEDED, CANCELLED, UNKNOWN, INTERNAL, ABORTED)',
      ['UNAVAILABLE'],
    ),
  ),
  retryNonIdempotent: Type.Optional(
    expecting(
      Type.Array(oneOfWords(['processor', 'pipeline']), {
        description: 'kinds of backend whose non-idempotent calls are retried',
        default: [],
      }),
      'a list of processor | pipeline',
    ),
  ),
  retryNonIdempotentIdentifiers: Type.Optional(
    stringList({ description: 'processor or pipeline identifiers whose non-idempotent calls are retried' }),
  ),
  minDelayMs: Type.Optional(
    numberFrom(0, { description: 'backoff before the first retry, in milliseconds', default: 50 }),
  ),
  factor: Type.Optional(numberFrom(1, { description: 'each backoff is this many times the one before', default: 2 })),
  maxDelayMs: Type.Optional(
    numberFrom(0, { description: 'the longest backoff, in milliseconds (≥ minDelayMs)', default: 1000 }),
  ),
  randomize: Type.Optional(flag({ description: 'each backoff times 1 to 2 at random', default: true })),
})

export const METRICS_OPTIONS = section({
  path: Type.Optional(
    expecting(
      Type.String({ pattern: '^/[\\x21-\\x7e]*$', description: 'where the metrics are served', default: '/metrics' }),
      'an absolute URL path such as /metrics',
    ),
  ),
  defaultMetrics: Type.Optional(
    flag({ description: "Node's process metrics too (prom-client's defaults)", default: true }),
  ),
})

export const LOGGING_OPTIONS = section({
  format: Type.Optional(
    oneOfWords(['json', 'human'], { description: 'one JSON object a line, or a line for people', default: 'json' }),
  ),
  destination: Type.Optional(
    expecting(
      Type.String({ minLength: 1, description: 'stderr, stdout or a file path (appended to)', default: 'stderr' }),
      'stderr, stdout or a file path',
    ),
  ),
})

/** printable text without quotes: it goes into a WWW-Authenticate header. */
const REALM = expecting(
  Type.String({
    pattern: '^[\\x20\\x21\\x23-\\x7e]*$',
    description: 'the realm of the WWW-Authenticate answer',
    default: 'svc-gateway',
  }),
  'printable text without quotes',
)

export const AUTH_OPTIONS = section({
  keys: Type.Optional(
    stringList({ description: 'API keys (prefer keysFile or keysEnv: a config file is often shared)' }),
  ),
  keysFile: Type.Optional(
    expecting(
      Type.String({ minLength: 1, description: 'a file of keys, one a line (blank lines and # comments skipped)' }),
      'a file path',
    ),
  ),
  keysEnv: Type.Optional(
    expecting(
      Type.String({ minLength: 1, description: 'an environment variable holding keys, comma-separated' }),
      'the name of an environment variable',
    ),
  ),
  open: Type.Optional(
    listOf(Type.String({ pattern: '^/' }), 'absolute paths such as /healthz (or /prefix/* for a whole folder)', {
      description: 'paths served without a key: exact, or /prefix/* for every path below a prefix',
      default: ['/', '/healthz', '/readyz', '/metrics', '/v1/openapi.json', '/docs', '/docs/*', '/ui', '/ui/*'],
    }),
  ),
  realm: Type.Optional(REALM),
})

const TOKEN = "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"
const ORIGIN = '^(\\*|[a-zA-Z][a-zA-Z0-9+.-]*://[^/\\s?#]+)$'
const tokens = (what: string, description: string, defaults: string[]) =>
  listOf(Type.String({ pattern: TOKEN }), `a non-empty list of ${what}`, {
    minItems: 1,
    description,
    default: defaults,
  })

export const CORS_OPTIONS = section({
  origins: expecting(
    Type.Union(
      [
        Type.Literal('*'),
        listOf(
          Type.String({ pattern: ORIGIN }),
          'a non-empty list of origins such as https://app.example.org, or "*"',
          { minItems: 1 },
        ),
      ],
      {
        description: 'the origins allowed (scheme://host[:port]), or "*" for any',
      },
    ),
    'the origins allowed, e.g. [https://app.example.org], or ["*"] for any',
  ),
  methods: Type.Optional(tokens('HTTP methods', 'the methods a page may use', ['GET', 'HEAD', 'POST', 'DELETE'])),
  headers: Type.Optional(
    tokens('header names', 'the request headers a page may send', [
      'content-type',
      'authorization',
      'x-api-key',
      'x-request-id',
    ]),
  ),
  exposeHeaders: Type.Optional(
    tokens('header names', 'the answer headers a script may read', ['x-request-id', 'retry-after', 'www-authenticate']),
  ),
  maxAge: Type.Optional(
    expecting(
      Type.Integer({ minimum: 0, description: 'seconds a browser may keep a preflight answer', default: 600 }),
      'a whole number of seconds from 0 up',
    ),
  ),
  credentials: Type.Optional(flag({ description: 'allow cookies (not with origins "*")', default: false })),
})

export const EXAMPLE_OPTIONS = section({
  header: Type.Optional(
    expecting(
      Type.String({ pattern: TOKEN, description: 'the response header it adds', default: 'x-svc-gateway' }),
      'an HTTP header name',
    ),
  ),
  value: Type.Optional(
    expecting(
      Type.String({ pattern: '^[\\x20-\\x7e]*$', description: "that header's value", default: 'svc-gateway' }),
      'printable ASCII',
    ),
  ),
  tag: Type.Optional(
    expecting(
      Type.String({
        minLength: 1,
        description: 'what it leaves in ctx.locals.example for other plugins',
        default: 'example',
      }),
      'a non-empty string',
    ),
  ),
})

/** Each plugin of plugins/ by the name it is loaded by, and its options. */
export const PLUGIN_OPTIONS = {
  retry: RETRY_OPTIONS,
  metrics: METRICS_OPTIONS,
  logging: LOGGING_OPTIONS,
  auth: AUTH_OPTIONS,
  cors: CORS_OPTIONS,
  example: EXAMPLE_OPTIONS,
} as const satisfies Record<string, TObject>

export type BuiltinPluginName = keyof typeof PLUGIN_OPTIONS
export type RetryOptions = Static<typeof RETRY_OPTIONS>
export type MetricsOptions = Static<typeof METRICS_OPTIONS>
export type LoggingOptions = Static<typeof LOGGING_OPTIONS>
export type AuthOptions = Static<typeof AUTH_OPTIONS>
export type CorsOptions = Static<typeof CORS_OPTIONS>
export type ExampleOptions = Static<typeof EXAMPLE_OPTIONS>

/**
 * A plugin's options checked against its schema, typed; else an Error naming the plugin and the
 * option: `auth: option keyz: unknown (did you mean "keys"? known: …)`.
 */
export function checkOptions<T extends TObject>(
  schema: T,
  options: Record<string, unknown>,
  plugin: string,
): Static<T> {
  const issue = issueOf(schema, options)
  if (issue) throw new Error(`${plugin}: ${optionMessage(issue)}`)
  return options as Static<T>
}

function optionMessage(issue: SchemaIssue): string {
  if (issue.kind === 'unknown') {
    const hint = issue.suggestion ? `did you mean "${issue.suggestion}"? ` : ''
    return `option ${[...issue.path, issue.member].join('.')}: unknown (${hint}known: ${issue.known.join(', ')})`
  }
  const option = issue.path.length ? issue.path.filter((p) => typeof p === 'string').join('.') : 'options'
  const hint = issue.suggestion ? `; did you mean "${issue.suggestion}"?` : ''
  const got = issue.got === undefined ? '' : ` (got ${JSON.stringify(issue.got)}${hint})`
  return `option ${option}: expected ${issue.expected}${got}`
}
