/** A `svc` command, as its module exports it for the CLI: its help text, and what it runs with the words after its name. */
export interface Command {
  usage: string
  run(argv: string[]): Promise<unknown>
}
