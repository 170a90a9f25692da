// Argument parsing for every `svc` command: one declaration of the options a command takes, one
// check per kind of value, one message style (`svc: <command>: --port must be …, got "x"`).
// node:util parseArgs only splits the words into tokens; what is wrong with them is said here.
import { parseArgs as tokenize } from 'node:util'
import { SvcError } from '../api/errors.js'
import { Status } from '../api/status.js'

/** What an option takes, which decides how its value is checked and what it becomes. */
export type OptionKind =
  /** present or not: boolean */
  | 'flag'
  /** free text */
  | 'string'
  /** free text, repeatable: string[] in the order given */
  | 'strings'
  /** a host name or IP address to listen on or advertise */
  | 'host'
  /** an integer from 0 to 65535 (0: any free port) */
  | 'port'
  /** comma-separated ports: number[] */
  | 'ports'
  /** an integer from 0 up */
  | 'integer'
  /** a number of seconds from 0 up (fractions allowed) */
  | 'seconds'
  /** a file path, as given (relative paths are the caller's to resolve) */
  | 'path'
  /** a file path, repeatable: string[] */
  | 'paths'
  /** comma-separated names: string[] (blanks around names dropped) */
  | 'names'
  /** an http:// or https:// URL */
  | 'url'

export type OptionSpec = Readonly<Record<string, OptionKind>>

type ValueOf<K extends OptionKind> = K extends 'flag'
  ? boolean
  : K extends 'port' | 'integer' | 'seconds'
    ? number
    : K extends 'ports'
      ? number[]
      : K extends 'strings' | 'paths' | 'names'
        ? string[]
        : string

/** The parsed options: a flag is always true or false; any other option is undefined when absent. */
export type ParsedArgs<S extends OptionSpec> = {
  [K in keyof S]: S[K] extends 'flag' ? boolean : ValueOf<S[K]> | undefined
}

/**
 * A bad command line: an SvcError (INVALID_ARGUMENT, named SvcError like every other) saying
 * what is wrong with which word; the CLI prints it as `svc: <command>: <message>`.
 */
export class ArgumentError extends SvcError {
  constructor(
    readonly command: string,
    problem: string,
  ) {
    super(Status.INVALID_ARGUMENT, problem)
  }
}

const MAX_PORT = 65535
const REPEATABLE: ReadonlySet<OptionKind> = new Set(['strings', 'paths'])

/**
 * Parses `argv` (the words after the command name) against `spec`, option name (without the
 * dashes) → kind. Throws an ArgumentError naming the first bad word: an unknown option, a
 * positional argument, a missing value, a value where none is taken, a value of the wrong kind.
 */
export function parseArgs<const S extends OptionSpec>(
  command: string,
  argv: readonly string[],
  spec: S,
): ParsedArgs<S> {
  return parse(command, argv, spec, false).options
}

/**
 * As parseArgs, for a command that also takes positional arguments (`svc run PIPELINE PATH…`):
 * they come back in order; after `--` every word is one, even when it starts with dashes.
 */
export function parseArgsAndPositionals<const S extends OptionSpec>(
  command: string,
  argv: readonly string[],
  spec: S,
): { options: ParsedArgs<S>; positionals: string[] } {
  return parse(command, argv, spec, true)
}

function parse<const S extends OptionSpec>(
  command: string,
  argv: readonly string[],
  spec: S,
  allowPositionals: boolean,
): { options: ParsedArgs<S>; positionals: string[] } {
  const positionals: string[] = []
  const options = Object.fromEntries(
    Object.entries(spec).map(([name, kind]) => [
      name,
      { type: kind === 'flag' ? ('boolean' as const) : ('string' as const), multiple: REPEATABLE.has(kind) },
    ]),
  )
  const { tokens } = tokenize({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true })
  const out: Record<string, unknown> = {}
  for (const name of Object.keys(spec)) if (spec[name] === 'flag') out[name] = false
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue
    if (token.kind === 'positional') {
      if (!allowPositionals) throw new ArgumentError(command, `unexpected argument ${quote(token.value)}`)
      positionals.push(token.value)
      continue
    }
    const kind = Object.hasOwn(spec, token.name) ? spec[token.name] : undefined
    if (kind === undefined) throw new ArgumentError(command, `unknown option ${token.rawName}`)
    if (kind === 'flag') {
      if (token.value !== undefined)
        throw new ArgumentError(command, `${token.rawName} takes no value, got ${quote(token.value)}`)
      out[token.name] = true
      continue
    }
    // Without strict mode parseArgs takes the next word as the value even when it is an option.
    if (token.value === undefined || (!token.inlineValue && token.value.startsWith('--'))) {
      throw new ArgumentError(command, `${token.rawName} needs a value`)
    }
    const value = convert(command, `--${token.name}`, kind, token.value)
    out[token.name] = REPEATABLE.has(kind) ? [...((out[token.name] as unknown[] | undefined) ?? []), value] : value
  }
  return { options: out as ParsedArgs<S>, positionals }
}

/** The value of a required option, or an ArgumentError saying what to give (`option`: e.g. "--events HOST:PORT"). */
export function required<T>(command: string, value: T | undefined, option: string): T {
  if (value === undefined || (Array.isArray(value) && value.length === 0))
    throw new ArgumentError(command, `${option} is required`)
  return value
}

function convert(command: string, flag: string, kind: Exclude<OptionKind, 'flag'>, text: string): unknown {
  const bad = (rule: string) => new ArgumentError(command, `${flag} must be ${rule}, got ${quote(text)}`)
  switch (kind) {
    case 'string':
    case 'strings':
      return text
    case 'path':
    case 'paths':
      if (text === '') throw bad('a file path')
      return text
    case 'host':
      if (text === '' || /[\s/]/.test(text)) throw bad('a host name or IP address')
      return text
    case 'port':
      if (!isInteger(text, MAX_PORT)) throw bad(`an integer from 0 to ${MAX_PORT}`)
      return Number(text)
    case 'ports': {
      const parts = text.split(',')
      if (!parts.every((p) => isInteger(p, MAX_PORT))) throw bad(`comma-separated integers from 0 to ${MAX_PORT}`)
      return parts.map(Number)
    }
    case 'integer':
      if (!isInteger(text, Number.MAX_SAFE_INTEGER)) throw bad('an integer from 0 up')
      return Number(text)
    case 'seconds': {
      const n = Number(text)
      if (text.trim() === '' || !Number.isFinite(n) || n < 0) throw bad('a number of seconds from 0 up')
      return n
    }
    case 'url': {
      let url: URL
      try {
        url = new URL(text)
      } catch {
        throw bad('an http:// or https:// URL')
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw bad('an http:// or https:// URL')
      return text
    }
    case 'names': {
      const names = text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
      if (names.length === 0) throw bad('one or more comma-separated names')
      return names
    }
  }
}

function isInteger(text: string, max: number): boolean {
  return /^\d+$/.test(text) && Number(text) <= max
}

function quote(text: string): string {
  return JSON.stringify(text)
}
