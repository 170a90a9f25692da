// A YAML file parsed with where each of its nodes is, so that an error names the line and column
// of the key or value it is about, as editors and compilers do.
import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml'
import { ConfigError, type KeyPositions, type TextPosition } from './config-error.js'

export interface YamlFile extends KeyPositions {
  /** The file's value, as plain data. */
  value: unknown
}

/** Parses a YAML file; a syntax error is a ConfigError with its position. */
export function parseYamlFile(text: string, source: string): YamlFile {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false })
  const [error] = doc.errors
  if (error) {
    const [offset] = error.pos
    throw new ConfigError(source, '(file)', `valid YAML (${error.message.split('\n')[0]})`, toPosition(lines, offset))
  }
  return { value: doc.toJS() ?? {}, positionOf: (path, member) => positionIn(doc, lines, path, member) }
}

function positionIn(
  doc: Document,
  lines: LineCounter,
  path: readonly (string | number)[],
  member?: string,
): TextPosition | undefined {
  const node = path.length === 0 ? doc.contents : doc.getIn(path, true)
  if (member !== undefined) {
    if (!isMap(node)) return undefined
    const pair = node.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === member)
    const range = pair && isScalar(pair.key) ? pair.key.range : undefined
    return range ? toPosition(lines, range[0]) : undefined
  }
  const range = (node as { range?: [number, number, number] } | null | undefined)?.range
  return range ? toPosition(lines, range[0]) : undefined
}

function toPosition(lines: LineCounter, offset: number): TextPosition {
  const { line, col } = lines.linePos(offset)
  return { line, col }
}
