// The `svc` command: up | gateway | events | processors | pipeline | run | config | healthcheck | version. Each command is a
// module of this folder, loaded when asked for (the gateway alone never loads the clinical NLP).
import { SvcError } from '../api/errors.js'
import { ConfigError } from '../config/config.js'
import { PluginLoadError } from '../plugins/loader.js'
import { VERSION } from '../version.js'
import { ArgumentError } from './args.js'
import type { Command } from './command.js'

const USAGE = `usage: svc <command> [options]

commands:
  up          the whole stack (events, processors, pipelines, gateway on 8080), from a config's stack: or the embedded default
  gateway     the gateway alone, routing what its config (or the registry) names
  events      the events service
  processors  the built-in processors (svc-rtf, svc-sentences, svc-tokens, svc-sections, svc-concepts, svc-context)
  pipeline    a pipeline service from a pipeline definition file
  run         a pipeline over files and folders of notes (JSONL and CSV out, resumable)
  config      check a config file without starting anything, or print its JSON Schema
  healthcheck is the svc running here serving? (the container's HEALTHCHECK)
  version     print the version

Run 'svc <command> --help' for a command's options.`

const COMMANDS: Record<string, () => Promise<{ command: Command }>> = {
  up: () => import('./up-command.js'),
  backends: () => import('./backends-command.js'),
  gateway: () => import('./gateway-command.js'),
  events: () => import('./events-command.js'),
  processors: () => import('./processors-command.js'),
  pipeline: () => import('./pipeline-command.js'),
  run: () => import('./run-command.js'),
  config: () => import('./config-command.js'),
  healthcheck: () => import('./healthcheck-command.js'),
}

async function main(argv: string[]): Promise<void> {
  const [name, ...rest] = argv
  if (name === 'help' || name === '--help' || name === '-h') return void console.log(USAGE)
  if (name === 'version' || name === '--version') return void console.log(VERSION)
  if (name === undefined) {
    // Nothing asked: the usage, as an error, so a script that forgot its command notices.
    console.error(USAGE)
    process.exit(2)
  }
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined
  if (!load) fail(null, `unknown command ${JSON.stringify(name)} (svc --help lists the commands)`)
  const { command } = await load()
  if (rest.includes('--help') || rest.includes('-h')) return void console.log(command.usage)
  try {
    await command.run(rest)
  } catch (err) {
    fail(name, err)
  }
}

/**
 * Every failure ends `svc` the same way: one line on stderr, `svc: <command>: <what is wrong>`
 * (`svc: config <file>:<line>:<col>: …` for a config file, whichever command read it), and exit
 * code 2. A failure nobody anticipated keeps its stack for SVC_LOG_LEVEL=debug.
 */
function fail(name: string | null, err: unknown): never {
  const prefix = err instanceof ConfigError ? 'svc: config ' : name === null ? 'svc: ' : `svc: ${name}: `
  let message: string
  if (err instanceof ArgumentError) message = `${err.message} (svc ${name} --help lists its options)`
  else if (err instanceof ConfigError || err instanceof SvcError || err instanceof PluginLoadError)
    message = err.message
  else if (err instanceof Error) message = process.env.SVC_LOG_LEVEL === 'debug' && err.stack ? err.stack : err.message
  else message = String(err)
  console.error(`${prefix}${message.replace(/\s*\n\s*/g, process.env.SVC_LOG_LEVEL === 'debug' ? '\n' : ' ')}`)
  process.exit(2)
}

main(process.argv.slice(2)).catch((err) => fail(null, err))
