import type { OptionSpec } from './args.js'

/** A `svc` command, as its module exports it for the CLI: its help text, its options, and what it runs with the words after its name. */
export interface Command {
  usage: string
  /** Every option it takes (its usage and docs/command-line.md list each one; a test checks). */
  options: OptionSpec
  run(argv: string[]): Promise<unknown>
}
