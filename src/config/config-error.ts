// What is wrong with a config (or pipeline definition) file, in one line: the file, where in it,
// the key, and what was expected there, or the unknown key and the known one it most resembles.
import type { SchemaIssue, SchemaPath } from '../schema/validator.js'

/** 1-based line and column in the file. */
export interface TextPosition {
  line: number
  col: number
}

/** A parsed file that can say where its keys are (a YamlFile is one). */
export interface KeyPositions {
  /** Where the value at `path` starts; with `member`, where that key of the mapping at `path` is. */
  positionOf(path: readonly (string | number)[], member?: string): TextPosition | undefined
}

export class ConfigError extends Error {
  constructor(
    readonly source: string,
    readonly key: string,
    expected: string,
    at?: TextPosition,
    message?: string,
  ) {
    super(`${located(source, at)}: ${message ?? `${key}: expected ${expected}`}`)
    this.name = 'ConfigError'
  }
}

/** `file:line:col`, or the file alone when the position is not known. */
export function located(source: string, at?: TextPosition): string {
  return at ? `${source}:${at.line}:${at.col}` : source
}

/** A key path as the docs write it: `gateway.port`, `processors[0].Identifier`. */
export function keyOf(path: SchemaPath): string {
  let out = ''
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out === '' ? p : `.${p}`
  return out
}

/** The ConfigError of a schema issue, positioned in the file. */
export function issueError(source: string, issue: SchemaIssue, file: KeyPositions): ConfigError {
  if (issue.kind === 'unknown') {
    return new ConfigError(
      source,
      keyOf([...issue.path, issue.member]),
      '',
      file.positionOf(issue.path, issue.member),
      unknownKeyText(issue),
    )
  }
  const key = issue.path.length === 0 ? '(top level)' : keyOf(issue.path)
  const hint = issue.suggestion ? ` (did you mean "${issue.suggestion}"?)` : ''
  // A missing key has no position of its own: its mapping's is given.
  const at = file.positionOf(issue.path) ?? file.positionOf(issue.path.slice(0, -1))
  return new ConfigError(source, key, issue.expected + hint, at)
}

function unknownKeyText(issue: Extract<SchemaIssue, { kind: 'unknown' }>): string {
  const where = issue.path.length === 0 ? 'at the top level' : `in ${keyOf(issue.path)}`
  const hint = issue.suggestion ? ` (did you mean "${issue.suggestion}"?)` : ''
  return `unknown key "${issue.member}" ${where}${hint}`
}
