// `svc pipeline --config FILE [--config FILE…] [--host H] [--port P] [--api-package X]`:
// hosts the pipelines defined in the files on one gRPC server.
import { invalidArgument } from '../errors.js'
import type { RunningGrpcServer } from '../grpc/server.js'
import { closeOnSignals, parseCommandArgs, parsePort } from '../processing/command-args.js'
import type { CommandOptions } from '../processing/processors-command.js'
import { loadPipelineFile } from './pipeline-config.js'
import { startPipelineServer } from './pipeline-service.js'

/** argv: the arguments after `pipeline`. Resolves once the server listens. */
export async function runPipelineCommand(argv: string[], opts: CommandOptions = {}): Promise<RunningGrpcServer> {
  const args = parseCommandArgs('pipeline', argv, {
    config: { type: 'string', multiple: true },
    host: { type: 'string' },
    port: { type: 'string' },
    'api-package': { type: 'string' },
  })
  const files = (args.config as string[] | undefined) ?? []
  if (files.length === 0) throw invalidArgument('svc pipeline: --config FILE is required')
  const definitions = files.map(loadPipelineFile)
  const apiPackage = args['api-package'] as string | undefined
  const server = await startPipelineServer({
    definitions,
    host: (args.host as string | undefined) ?? '127.0.0.1',
    port: parsePort('pipeline', args.port as string | undefined, 0),
    apiPackages: apiPackage ? [apiPackage] : [],
  })
  const log = opts.log ?? console.log
  for (const def of definitions) log(`Pipeline ${def.name} listening on ${server.address}`)
  if (opts.handleSignals ?? true) closeOnSignals(() => server.close())
  return server
}
