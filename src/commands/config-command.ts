// `svc config check [FILE]…` and `svc config schema`: a config file checked as `svc up` and
// `svc gateway` would check it at start (with the pipeline definition files its stack names),
// without starting anything; and the schema it is checked against, for editors.
import { dirname, resolve } from 'node:path'
import { configPath, loadConfig } from '../config/config.js'
import { loadPipelineFile } from '../pipeline/pipeline-config.js'
import { configJsonSchemaText } from '../schema/config-json-schema.js'
import { ArgumentError, parseArgsAndPositionals } from './args.js'
import type { Command } from './command.js'

export const CONFIG_USAGE = `usage: svc config check [FILE]...
       svc config schema
  check    validate config files (default: $SVC_CONFIG, else ./svcConfig.yaml) and the pipeline
           definition files their stack: names; print "FILE: ok", or the first error and exit 2
  schema   print the config file's JSON Schema (as config/svcConfig.schema.json)`

const OPTIONS = {} as const

export async function runConfigCommand(argv: string[]): Promise<void> {
  const { positionals } = parseArgsAndPositionals('config', argv, OPTIONS)
  const [action, ...files] = positionals
  if (action === 'schema' && files.length === 0) return void process.stdout.write(configJsonSchemaText())
  if (action !== 'check')
    throw new ArgumentError(
      'config',
      `expected check [FILE]... or schema, got ${JSON.stringify(positionals.join(' '))}`,
    )
  const paths = files.length ? files.map((f) => resolve(f)) : [configPath()]
  for (const path of paths) {
    if (path === null)
      throw new ArgumentError('config', 'no config file: give one, set SVC_CONFIG, or create ./svcConfig.yaml')
    checkFile(path)
    console.log(`${path}: ok`)
  }
}

/** The config as `svc up` reads it, then each pipeline definition file its stack names. */
function checkFile(path: string): void {
  const { config } = loadConfig(path)
  for (const p of config.stack.pipelines) {
    // Addresses a stack file may leave out are the stack's own: any placeholder will do here.
    if (p.file !== null)
      loadPipelineFile(resolve(dirname(path), p.file), { events_address: 'stack:0', address: 'stack:0' })
  }
}

export const command: Command = { usage: CONFIG_USAGE, options: OPTIONS, run: runConfigCommand }
