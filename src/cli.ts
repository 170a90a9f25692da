// The `svc` command: up | gateway | events | processors | pipeline.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { SvcError } from './api/errors.js'
import { ConfigError } from './config/config.js'
import { PluginLoadError } from './plugins/loader.js'

const USAGE = `usage: svc <command> [options]

commands:
  up          the whole stack on the embedded default (events, processors, pipelines, gateway on 8080)
  gateway     the gateway alone, routing what its config (or the registry) names
  events      the events service
  processors  the built-in processors (svc-rtf, svc-sentences, svc-tokens, svc-sections, svc-concepts, svc-context)
  pipeline    a pipeline service from a pipeline definition file
  version     print the version

Run 'svc <command> --help' for a command's options.`

const registerHelp = async () => (await import('./discovery/registration.js')).REGISTER_USAGE

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv
  const help = rest.includes('--help') || rest.includes('-h')
  switch (command) {
    case 'up': {
      const m = await import('./stack/up.js')
      if (help) return void console.log(m.UP_USAGE)
      await m.runUpCommand(rest)
      return
    }
    case 'backends': {
      // Internal: the child process of `svc up`.
      const m = await import('./stack/up.js')
      await m.runBackendsCommand(rest)
      return
    }
    case 'gateway': {
      const m = await import('./gateway/gateway-command.js')
      if (help) return void console.log(m.GATEWAY_USAGE)
      await m.runGatewayCommand(rest)
      return
    }
    case 'events': {
      const m = await import('./events/events-command.js')
      if (help) return void console.log(m.EVENTS_USAGE)
      await m.runEventsCommand(rest)
      return
    }
    case 'processors': {
      const m = await import('./processing/processors-command.js')
      if (help) return void console.log('usage: svc processors --events H:P [--host H] [--port P] [--only id,id] [--api-package X] [--register [--advertise H]]\n' + (await registerHelp()))
      await m.runProcessorsCommand(rest)
      return
    }
    case 'pipeline': {
      const m = await import('./pipeline/pipeline-command.js')
      if (help) return void console.log('usage: svc pipeline --config FILE [--config FILE…] [--host H] [--port P] [--api-package X] [--register [--advertise H]]\n' + (await registerHelp()))
      await m.runPipelineCommand(rest)
      return
    }
    case 'version':
    case '--version': {
      const url = new URL('../package.json', import.meta.url).href.replace('/dist/package.json', '/package.json')
      const pkg = JSON.parse(readFileSync(fileURLToPath(url), 'utf8'))
      console.log(pkg.version)
      return
    }
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      console.log(USAGE)
      return
    default:
      console.error(`svc: unknown command ${command}\n\n${USAGE}`)
      process.exitCode = 2
  }
}

main(process.argv.slice(2)).catch((err) => {
  if (err instanceof ConfigError || err instanceof SvcError || err instanceof PluginLoadError) console.error(`svc: ${err.message}`)
  else console.error(err)
  process.exit(2)
})
