// `svc pipeline`: the pipelines defined in the files on one gRPC server.
import { withRegistration } from '../discovery/registration.js'
import type { RunningGrpcServer } from '../grpc/server.js'
import { loadPipelineFile } from '../pipeline/pipeline-config.js'
import { startPipelineServer } from '../pipeline/pipeline-service.js'
import { parseArgs, required } from './args.js'
import { BACKEND_OPTIONS, DEFAULT_BACKEND_HOST, listenUsage, REGISTER_USAGE, serveUntilStopped, type ServeOptions } from './backend-command.js'
import type { Command } from './command.js'

export const PIPELINE_USAGE = `usage: svc pipeline --config FILE [--config FILE]... [--host H] [--port P] [--api-package NAME]
                    [--register [--advertise HOST]]
  --config         a pipeline definition (YAML); repeat for several pipelines on one server
${listenUsage(DEFAULT_BACKEND_HOST, '0: any free port')}
  --api-package    also serve under this package name, and reach the backends under it
${REGISTER_USAGE}`

const OPTIONS = { ...BACKEND_OPTIONS, config: 'paths', 'api-package': 'string' } as const

/** argv: the arguments after `pipeline`. Resolves once the server listens. */
export async function runPipelineCommand(argv: string[], opts: ServeOptions = {}): Promise<RunningGrpcServer> {
  const args = parseArgs('pipeline', argv, OPTIONS)
  const definitions = required('pipeline', args.config, '--config FILE').map((file) => loadPipelineFile(file))
  const apiPackage = args['api-package']
  const server = await startPipelineServer({
    definitions,
    host: args.host ?? DEFAULT_BACKEND_HOST,
    port: args.port ?? 0,
    apiPackages: apiPackage ? [apiPackage] : [],
  })
  const names = definitions.map((d) => d.name)
  const hosted = await withRegistration(server, args, 'pipeline', names, (name) => name)
  return serveUntilStopped('pipeline', hosted, names.map((name) => `Pipeline ${name} listening on ${server.address}`), opts)
}

export const command: Command = { usage: PIPELINE_USAGE, options: OPTIONS, run: runPipelineCommand }
