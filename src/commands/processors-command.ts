// `svc processors`: the built-in processors (or those named by --only) on one gRPC server.
import type { HostedProcessors } from '../processing/index.js'
import { hostBuiltinProcessors } from '../processors/builtin-processors.js'
import { userLexiconFiles } from '../processors/user-lexicon-files.js'
import { parseArgs } from './args.js'
import {
  BACKEND_OPTIONS,
  DEFAULT_BACKEND_HOST,
  listenUsage,
  metricsFor,
  METRICS_USAGE,
  REGISTER_USAGE,
  serveUntilStopped,
  withMetrics,
  type ServeOptions,
} from './backend-command.js'
import type { Command } from './command.js'

export const PROCESSORS_USAGE = `usage: svc processors [--events HOST:PORT] [--host H] [--port P] [--only ID,ID] [--lexicon FILE]...
                      [--api-package NAME] [--metrics-port P] [--register [--advertise HOST]]
  --events         the events service the processors read and write (default: svc-events as the
                   registry of $SVC_CONFIG routes it, followed when it moves or scales)
${listenUsage(DEFAULT_BACKEND_HOST, '0: any free port')}
  --only           host only these processors, in this order (default: all built-in ones)
  --lexicon        a TSV lexicon for svc-concepts, besides nlp.lexicons of the config (repeatable)
  --api-package    also serve under this package name, and reach the events service under it
${METRICS_USAGE}
${REGISTER_USAGE}`

const OPTIONS = {
  ...BACKEND_OPTIONS,
  events: 'string',
  only: 'names',
  lexicon: 'paths',
  'api-package': 'string',
} as const

/** argv: the arguments after `processors`. Resolves once the server listens. */
export async function runProcessorsCommand(argv: string[], opts: ServeOptions = {}): Promise<HostedProcessors> {
  const args = parseArgs('processors', argv, OPTIONS)
  const host = args.host ?? DEFAULT_BACKEND_HOST
  const { metrics, served } = await metricsFor(args['metrics-port'], host)
  const hosted = await hostBuiltinProcessors({
    host,
    observer: metrics,
    port: args.port ?? 0,
    eventsAddress: args.events,
    apiPackage: args['api-package'],
    only: args.only,
    lexiconFiles: userLexiconFiles(args.lexicon ?? []),
    register: args.register,
    advertise: args.advertise,
  })
  return serveUntilStopped(
    'processors',
    ...withMetrics(hosted, [`Processors ${hosted.identifiers.join(',')} listening on ${hosted.address}`], served),
    opts,
  )
}

export const command: Command = { usage: PROCESSORS_USAGE, options: OPTIONS, run: runProcessorsCommand }
