// The `stack:` section of the config file: what `svc up` hosts besides the gateway. A key left
// empty keeps its default; `false` (or `[]` for pipelines) hosts none.
import { Type, type Static } from '@sinclair/typebox'
import { flag, integerFrom, nonEmptyString, numberFrom, orNull, port, section } from './fragments.js'
import { expecting } from './validator.js'

const STACK_EVENTS = section(
  {
    port: Type.Optional(
      port(true, {
        description: 'its port; 0: a free port chosen at start (kept if the backends restart)',
        default: 0,
      }),
    ),
    idle_timeout: Type.Optional(
      numberFrom(0, {
        description: 'seconds after which an event nobody touches expires; 0 = never (default as `svc events`: 3600)',
      }),
    ),
    max_events: Type.Optional(
      integerFrom(0, { description: 'most events held; 0 = no limit (default as `svc events`: 100000)' }),
    ),
    max_bytes: Type.Optional(
      integerFrom(0, { description: 'most bytes held; 0 = no limit (default as `svc events`: half the heap)' }),
    ),
    store: Type.Optional(
      nonEmptyString({
        description:
          'where the events are kept, as `svc events --store` takes it (memory, redis://127.0.0.1:6379; docs/redis.md)',
        default: 'memory',
      }),
    ),
  },
  { description: 'the events service `svc up` hosts' },
)

const STACK_PROCESSORS = section(
  {
    port: Type.Optional(port(true, { description: 'their port; 0: a free port chosen at start', default: 0 })),
    only: Type.Optional(
      orNull(expecting(Type.Array(nonEmptyString(), { minItems: 1 }), 'a non-empty list of processor identifiers'), {
        description: 'host only these processor identifiers, in this order; null: every built-in one',
        default: null,
      }),
    ),
  },
  { description: 'the built-in processors `svc up` hosts' },
)

const STACK_PIPELINE = expecting(
  Type.Object(
    {
      name: Type.Optional(
        nonEmptyString({ description: 'a built-in pipeline (svc-rtf-to-text, svc-default-pipeline)' }),
      ),
      file: Type.Optional(
        nonEmptyString({
          description:
            "a pipeline definition file, relative to the config file; its events_address and components' address may be left out to mean the stack's own",
        }),
      ),
      port: Type.Optional(port(true, { description: 'its port; 0: a free port chosen at start', default: 0 })),
    },
    { additionalProperties: false, oneOf: [{ required: ['name'] }, { required: ['file'] }] },
  ),
  'either name (a built-in pipeline) or file (a pipeline definition)',
)

/** true or a mapping: hosted (with these options); false: none. */
const hostedOrNot = <T extends ReturnType<typeof section>>(options: T, description: string) =>
  orNull(expecting(Type.Union([Type.Boolean(), options]), 'true, false or a mapping of its options'), { description })

export const STACK_SECTION = section(
  {
    host: Type.Optional(
      nonEmptyString({
        description: 'where the hosted backends listen (the gateway is their client)',
        default: '127.0.0.1',
      }),
    ),
    single_process: Type.Optional(
      flag({
        description: 'run them in the `svc up` process instead of one child process (--single-process)',
        default: false,
      }),
    ),
    workers: Type.Optional(
      orNull(integerFrom(0), {
        description:
          "worker threads of the backends' process that run the stack's clinical pipelines (those whose every component is a built-in clinical processor of the stack) and clients' calls to its clinical processors, off its event loop; null: one per core the process may use (os.availableParallelism()); 0: none, they run on the main thread",
        default: null,
      }),
    ),
    metrics_port: Type.Optional(
      expecting(
        Type.Union([port(true), Type.Literal(false), Type.Null()], {
          description:
            'where the backends serve Prometheus metrics (GET /metrics; docs/deployment.md); 0: a free port chosen at start, printed as "Backend metrics listening on H:P (GET /metrics)"; false: none; empty keeps the default',
          default: 0,
        }),
        'a port number (0-65535), or false',
      ),
    ),
    events: Type.Optional(
      hostedOrNot(
        STACK_EVENTS,
        'the events service; false: none, and gateway.events names the one the hosted processors and pipelines use',
      ),
    ),
    processors: Type.Optional(hostedOrNot(STACK_PROCESSORS, 'the built-in processors; false: none')),
    pipelines: Type.Optional(
      orNull(
        expecting(
          Type.Array(
            expecting(Type.Union([nonEmptyString(), STACK_PIPELINE]), 'a pipeline name or {name | file, port}'),
          ),
          'a list of pipelines ({name | file, port})',
        ),
        {
          description:
            'each a built-in pipeline by name (a string, or {name, port}) or a definition file {file, port}; each file once; [] hosts none',
          default: ['svc-rtf-to-text', 'svc-default-pipeline'],
        },
      ),
    ),
  },
  { description: 'what `svc up` hosts besides the gateway; other commands ignore it' },
)

export type StackSection = Static<typeof STACK_SECTION>
export type StackEventsSection = Static<typeof STACK_EVENTS>
export type StackProcessorsSection = Static<typeof STACK_PROCESSORS>
