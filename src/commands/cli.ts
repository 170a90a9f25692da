// The `svc` command: up | gateway | events | processors | pipeline | run | version. Each command is a
// module of this folder, loaded when asked for (the gateway alone never loads the clinical NLP).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { SvcError } from '../api/errors.js'
import { ConfigError } from '../config/config.js'
import { PluginLoadError } from '../plugins/loader.js'
import { ArgumentError } from './args.js'
import type { Command } from './command.js'

const USAGE = `usage: svc <command> [options]

commands:
  up          the whole stack on the embedded default (events, processors, pipelines, gateway on 8080)
  gateway     the gateway alone, routing what its config (or the registry) names
  events      the events service
  processors  the built-in processors (svc-rtf, svc-sentences, svc-tokens, svc-sections, svc-concepts, svc-context)
  pipeline    a pipeline service from a pipeline definition file
  run         a pipeline over files and folders of notes (JSONL and CSV out, resumable)
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
}

async function main(argv: string[]): Promise<void> {
  const [name, ...rest] = argv
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') return void console.log(USAGE)
  if (name === 'version' || name === '--version') return void console.log(version())
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined
  if (!load) {
    console.error(`svc: unknown command ${name}\n\n${USAGE}`)
    process.exitCode = 2
    return
  }
  const { command } = await load()
  if (rest.includes('--help') || rest.includes('-h')) return void console.log(command.usage)
  try {
    await command.run(rest)
  } catch (err) {
    fail(name, err)
  }
}

/** Every failure ends the command with one message `svc <command>: …` and exit code 2. */
function fail(name: string, err: unknown): never {
  if (err instanceof ArgumentError) console.error(`${err.message}\nRun 'svc ${name} --help' for its options.`)
  else if (err instanceof ConfigError || err instanceof SvcError || err instanceof PluginLoadError) console.error(`svc ${name}: ${err.message}`)
  else console.error(`svc ${name}:`, err)
  process.exit(2)
}

function version(): string {
  const url = new URL('../../package.json', import.meta.url).href.replace('/dist/package.json', '/package.json')
  return JSON.parse(readFileSync(fileURLToPath(url), 'utf8')).version
}

main(process.argv.slice(2)).catch((err) => {
  console.error('svc:', err)
  process.exit(2)
})
