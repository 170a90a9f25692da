// `svc pipeline`: the pipelines defined in the files on one gRPC server.
import { withRegistration } from '../discovery/registration.js'
import type { RunningGrpcServer } from '../grpc/server.js'
import { loadPipelineFile } from '../pipeline/pipeline-config.js'
import { startPipelineServer } from '../pipeline/pipeline-service.js'
import { parseArgs, required } from './args.js'
import { DEFAULT_MAX_DOCUMENT_BYTES } from '../config/config.js'
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

export const PIPELINE_USAGE = `usage: svc pipeline --config FILE [--config FILE]... [--host H] [--port P] [--api-package NAME]
                    [--max-document-bytes N] [--metrics-port P] [--register [--advertise HOST]]
  --config         a pipeline definition (YAML); repeat for several pipelines on one server
${listenUsage(DEFAULT_BACKEND_HOST, '0: any free port')}
  --api-package    also serve under this package name, and reach the backends under it
  --max-document-bytes  largest document text or binary a request may carry (default 8388608)
${METRICS_USAGE}
${REGISTER_USAGE}`

const OPTIONS = {
  ...BACKEND_OPTIONS,
  config: 'paths',
  'api-package': 'string',
  'max-document-bytes': 'integer',
} as const

/** argv: the arguments after `pipeline`. Resolves once the server listens. */
export async function runPipelineCommand(argv: string[], opts: ServeOptions = {}): Promise<RunningGrpcServer> {
  const args = parseArgs('pipeline', argv, OPTIONS)
  const definitions = required('pipeline', args.config, '--config FILE').map((file) => loadPipelineFile(file))
  const apiPackage = args['api-package']
  const host = args.host ?? DEFAULT_BACKEND_HOST
  const { metrics, served } = await metricsFor(args['metrics-port'], host)
  const server = await startPipelineServer({
    definitions,
    host,
    port: args.port ?? 0,
    apiPackages: apiPackage ? [apiPackage] : [],
    maxDocumentBytes: args['max-document-bytes'] ?? DEFAULT_MAX_DOCUMENT_BYTES,
    observer: metrics,
  })
  const names = definitions.map((d) => d.name)
  const hosted = await withRegistration(server, args, 'pipeline', names, (name) => name)
  return serveUntilStopped(
    'pipeline',
    ...withMetrics(
      hosted,
      names.map((name) => `Pipeline ${name} listening on ${server.address}`),
      served,
    ),
    opts,
  )
}

export const command: Command = { usage: PIPELINE_USAGE, options: OPTIONS, run: runPipelineCommand }
