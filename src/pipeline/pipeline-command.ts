// `svc pipeline --config FILE [--config FILE…] [--host H] [--port P] [--api-package X] [--register [--advertise H]]`:
// hosts the pipelines defined in the files on one gRPC server.
import { invalidArgument } from '../api/errors.js'
import { REGISTER_OPTIONS, registerIfAsked } from '../discovery/registration.js'
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
    ...REGISTER_OPTIONS,
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
  const names = definitions.map((d) => d.name)
  const registration = await registerIfAsked(args, 'pipeline', names, server, (name) => name).catch(async (err) => {
    await server.close(0)
    throw err
  })
  const hosted: RunningGrpcServer = {
    ...server,
    async close(graceMs?: number) {
      // Out of the registry first, so no new call is routed here while in-flight ones finish.
      await registration?.deregister()
      await server.close(graceMs)
    },
  }
  const log = opts.log ?? console.log
  for (const def of definitions) log(`Pipeline ${def.name} listening on ${server.address}`)
  if (opts.handleSignals ?? true) closeOnSignals(() => hosted.close())
  return hosted
}
