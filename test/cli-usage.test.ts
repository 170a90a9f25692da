// Every option of every command is in its --help and in the README's command table: a flag a
// user cannot find is a flag they cannot use.
import { readFileSync } from 'node:fs'
import t from 'tap'
import type { Command } from '../src/commands/command.js'

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
const COMMANDS = ['up', 'gateway', 'events', 'processors', 'pipeline', 'run', 'healthcheck'] as const

t.test('every option is in the command\'s usage and the README', async (t) => {
  const section = README.slice(README.indexOf('## Command line'), README.indexOf('\n## ', README.indexOf('## Command line') + 1))
  for (const name of COMMANDS) {
    const { command } = (await import(`../src/commands/${name}-command.ts`)) as { command: Command }
    const row = section.split('\n').find((l) => l.startsWith(`| \`svc ${name}`))
    t.ok(row, `svc ${name} has a row in the README's command table`)
    for (const option of Object.keys(command.options)) {
      t.match(command.usage, new RegExp(`^\\s+--${option}\\b`, 'm'), `svc ${name} --help explains --${option}`)
      t.match(row ?? '', `--${option}`, `the README lists svc ${name} --${option}`)
    }
  }
})
