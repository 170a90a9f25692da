// Argument parsing shared by the backend commands (`svc processors`, `svc pipeline`): unknown
// or malformed options are INVALID_ARGUMENT naming the option.
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { invalidArgument } from '../api/errors.js'

export type OptionSpec = NonNullable<ParseArgsConfig['options']>

export function parseCommandArgs(command: string, argv: string[], options: OptionSpec): Record<string, string | string[] | boolean | undefined> {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values as Record<string, string | string[] | boolean | undefined>
  } catch (err) {
    throw invalidArgument(`svc ${command}: ${err instanceof Error ? err.message : String(err)}`)
  }
}

/** A port option: an integer 0..65535 (0 picks a free port). */
export function parsePort(command: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  const port = Number(value)
  if (!/^\d+$/.test(value) || port > 65535) throw invalidArgument(`svc ${command}: --port must be an integer 0..65535`)
  return port
}

/** Closes `close` once on SIGINT/SIGTERM, so in-flight calls finish before the process ends. */
export function closeOnSignals(close: () => Promise<void>): void {
  const onSignal = () => {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
    void close()
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
}
