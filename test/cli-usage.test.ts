// Every option of every command is in its --help and in the command table of docs/command-line.md:
// a flag a user cannot find is a flag they cannot use.
import { readFileSync } from 'node:fs'
import t from 'tap'
import type { Command } from '../src/commands/command.js'

const PAGE = readFileSync(new URL('../docs/command-line.md', import.meta.url), 'utf8')
const COMMANDS = ['up', 'gateway', 'events', 'processors', 'pipeline', 'run', 'config', 'healthcheck'] as const

t.test("every option is in the command's usage and in docs/command-line.md", async (t) => {
  for (const name of COMMANDS) {
    const { command } = (await import(`../src/commands/${name}-command.ts`)) as { command: Command }
    const row = PAGE.split('\n').find((l) => l.startsWith(`| \`svc ${name}`))
    t.ok(row, `svc ${name} has a row in the command table of docs/command-line.md`)
    for (const option of Object.keys(command.options)) {
      t.match(command.usage, new RegExp(`^\\s+--${option}\\b`, 'm'), `svc ${name} --help explains --${option}`)
      t.match(row ?? '', `--${option}`, `docs/command-line.md lists svc ${name} --${option}`)
    }
  }
})
