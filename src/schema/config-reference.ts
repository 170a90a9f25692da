// docs/configuration.md's tables of keys, written from the config file's schema: every key with
// its type, default and meaning, so the page cannot say what the loader does not do.
// `npm run docs:config` writes them (scripts/docs-config.ts); test/config-docs.test.ts fails when
// the page and the schema disagree.
import type { TSchema } from '@sinclair/typebox'
import { CONFIG_FILE } from './config-schema.js'
import { PLUGIN_OPTIONS } from './plugin-options.js'
import { EXPECTED, typeWords } from './validator.js'

interface Row {
  key: string
  type: string
  default: string
  meaning: string
}

type Node = TSchema & { [EXPECTED]?: string; properties?: Record<string, Node>; anyOf?: Node[] }

/** The object schema inside `key: …` or `key: null` (an empty key keeps the defaults). */
function sectionOf(schema: Node): Node | undefined {
  if (schema.type === 'object' && schema.properties && schema.additionalProperties === false) return schema
  const inner = schema.anyOf?.find((s) => s.type === 'object' && s.properties && Object.keys(s.properties).length > 0)
  return inner && inner.additionalProperties === false ? inner : undefined
}

function code(value: unknown): string {
  return `\`${JSON.stringify(value)}\``.replace(/\|/g, '\\|')
}

function rowOf(key: string, schema: Node): Row {
  const type = schema[EXPECTED] ?? typeWords(schema as Record<string, unknown>)
  const meaning = String(schema.description ?? '')
  return { key: `\`${key}\``, type, default: schema.default === undefined ? '' : code(schema.default), meaning }
}

/** The rows of a section, its subsections' keys as `section.key`; `stop` keys get one row of their own. */
function rowsOf(prefix: string, section: Node, stop: ReadonlySet<string> = new Set()): Row[] {
  const rows: Row[] = []
  for (const [name, schema] of Object.entries(section.properties ?? {})) {
    const key = prefix ? `${prefix}.${name}` : name
    const inner = stop.has(key) ? undefined : sectionOf(schema)
    if (inner) {
      if (schema.description ?? inner.description)
        rows.push({
          key: `\`${key}\``,
          type: 'a mapping',
          default: '',
          meaning: String(schema.description ?? inner.description),
        })
      rows.push(...rowsOf(key, inner, stop))
    } else rows.push(rowOf(key, schema))
  }
  return rows
}

function table(rows: Row[]): string {
  const esc = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ')
  return [
    '| key | type | default | meaning |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.key} | ${esc(r.type)} | ${r.default} | ${esc(r.meaning)} |`),
  ].join('\n')
}

/** The generated parts of docs/configuration.md, by the name of their marker. */
export function configReference(): Record<string, string> {
  const top = rowsOf('', CONFIG_FILE as Node, new Set(['consul', 'stack']))
  const stack = rowsOf(
    'stack',
    sectionOf((CONFIG_FILE as Node).properties!.stack)!,
    new Set(['stack.events', 'stack.processors']),
  )
  const stackOptions = ['events', 'processors'].flatMap((name) => {
    const hosted = (CONFIG_FILE as Node).properties!.stack.anyOf![0].properties![name]
    const options = hosted.anyOf![0].anyOf!.find((s: Node) => s.type === 'object')!
    return rowsOf(`stack.${name}`, options)
  })
  const plugins = Object.entries(PLUGIN_OPTIONS)
    .map(([name, schema]) => `### \`${name}\`\n\n${table(rowsOf(`options`, schema as Node))}`)
    .join('\n\n')
  return { keys: table(top), stack: table([...stack, ...stackOptions]), plugins }
}

const BEGIN = (name: string) => `<!-- generated from the config schema (npm run docs:config): ${name} -->`
const END = '<!-- end of generated part -->'

/** The page with each generated part replaced by what the schema says now. */
export function withConfigReference(page: string): string {
  let out = page
  for (const [name, text] of Object.entries(configReference())) {
    const begin = out.indexOf(BEGIN(name))
    if (begin < 0) throw new Error(`docs/configuration.md has no marker ${BEGIN(name)}`)
    const end = out.indexOf(END, begin)
    out = `${out.slice(0, begin)}${BEGIN(name)}\n\n${text}\n\n${out.slice(end)}`
  }
  return out
}
