// The house rules on imports (docs/architecture.md, "Imports run one way"), checked on the source
// itself: src/api imports nothing else of the project; plugins import only the plugin contract;
// nlp algorithms import no transport or SDK; the gateway imports no backend; nothing imports the
// commands; no two folders of src/ import each other, directly or round a longer circle; and svc
// up's own process (the gateway's) loads no clinical annotator or lexicon when it starts.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

function sources(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(join(ROOT, dir))) {
    const rel = join(dir, name)
    if (statSync(join(ROOT, rel)).isDirectory()) out.push(...sources(rel))
    else if (name.endsWith('.ts')) out.push(rel)
  }
  return out
}

/** Relative imports of a file (static, type-only and dynamic with a literal), as repo paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8')
  const found: string[] = []
  for (const m of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
    found.push(relative(ROOT, resolve(ROOT, dirname(file), m[1])).replace(/\.js$/, '.ts'))
  }
  return found
}

/** The part a file belongs to: src/<folder>, or src/<file> for a file at src/'s top level. */
function partOf(file: string): string {
  const parts = file.split('/')
  if (parts[0] === 'plugins') return 'plugins'
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : file
}

const files = [...sources('src'), ...sources('plugins')]
const edges = files.map((file) => ({ file, imports: importsOf(file) }))

t.test('every relative import names a file that exists', async (t) => {
  const known = new Set(files)
  const missing = edges.flatMap(({ file, imports }) =>
    imports.filter((i) => i.startsWith('src/') && !known.has(i)).map((i) => `${file} → ${i}`),
  )
  t.same(missing, [])
})

t.test('src/api imports nothing else of the project', async (t) => {
  const bad = edges
    .filter(({ file }) => file.startsWith('src/api/'))
    .flatMap(({ file, imports }) => imports.filter((i) => !i.startsWith('src/api/')).map((i) => `${file} → ${i}`))
  t.same(bad, [])
})

t.test('src/schema imports only src/api', async (t) => {
  const bad = edges
    .filter(({ file }) => file.startsWith('src/schema/'))
    .flatMap(({ file, imports }) =>
      imports.filter((i) => !i.startsWith('src/schema/') && !i.startsWith('src/api/')).map((i) => `${file} → ${i}`),
    )
  t.same(bad, [])
})

t.test('plugins import only the plugin contract (and each other)', async (t) => {
  const bad = edges
    .filter(({ file }) => file.startsWith('plugins/'))
    .flatMap(({ file, imports }) =>
      imports.filter((i) => i !== 'src/plugins/contract.ts' && !i.startsWith('plugins/')).map((i) => `${file} → ${i}`),
    )
  t.same(bad, [])
})

t.test('nlp algorithms import only src/api and each other', async (t) => {
  const bad = edges
    .filter(({ file }) => file.startsWith('src/nlp/'))
    .flatMap(({ file, imports }) =>
      imports.filter((i) => !i.startsWith('src/nlp/') && !i.startsWith('src/api/')).map((i) => `${file} → ${i}`),
    )
  t.same(bad, [])
})

t.test('the gateway imports no backend', async (t) => {
  const backends = [
    'src/events/',
    'src/processing/',
    'src/pipeline/',
    'src/processors/',
    'src/nlp/',
    'src/stack/',
    'src/commands/',
  ]
  const bad = edges
    .filter(({ file }) => file.startsWith('src/gateway/'))
    .flatMap(({ file, imports }) =>
      imports.filter((i) => backends.some((b) => i.startsWith(b))).map((i) => `${file} → ${i}`),
    )
  t.same(bad, [])
})

t.test('nothing outside src/commands imports it', async (t) => {
  const bad = edges
    .filter(({ file }) => !file.startsWith('src/commands/'))
    .flatMap(({ file, imports }) => imports.filter((i) => i.startsWith('src/commands/')).map((i) => `${file} → ${i}`))
  t.same(bad, [])
})

t.test('no circle between the parts of src/', async (t) => {
  const graph = new Map<string, Set<string>>()
  for (const { file, imports } of edges) {
    const from = partOf(file)
    for (const i of imports) {
      const to = partOf(i)
      if (to !== from) (graph.get(from) ?? graph.set(from, new Set()).get(from)!).add(to)
    }
  }
  // Depth-first search for a back edge; the circle found is reported as a path.
  const state = new Map<string, 'open' | 'done'>()
  const circles: string[] = []
  const visit = (node: string, path: string[]) => {
    state.set(node, 'open')
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') circles.push([...path.slice(path.indexOf(next)), node, next].join(' → '))
      else if (!state.has(next)) visit(next, [...path, node])
    }
    state.set(node, 'done')
  }
  for (const node of graph.keys()) if (!state.has(node)) visit(node, [])
  t.same(circles, [])
})

/** Files a module loads when it is imported: static imports and re-exports, not type-only or dynamic ones. */
function loadedAtImport(start: string): Set<string> {
  const seen = new Set<string>([start])
  const queue = [start]
  while (queue.length > 0) {
    const file = queue.pop()!
    const text = readFileSync(join(ROOT, file), 'utf8')
    for (const m of text.matchAll(/^(?:import|export)(?!\s+type\b)[^'\n]*?(?:\bfrom\s+)?'(\.{1,2}\/[^']+)'/gm)) {
      const target = relative(ROOT, resolve(ROOT, dirname(file), m[1])).replace(/\.js$/, '.ts')
      if (!seen.has(target) && target.endsWith('.ts')) {
        seen.add(target)
        queue.push(target)
      }
    }
  }
  return seen
}

t.test("the gateway's processes (svc up, svc gateway) load no clinical annotator or lexicon", async (t) => {
  // they are the backends' (svc up: a child process): built here, the lexicon alone added ~3 MB
  // to the heap every full collection of the gateway marks, and ~0.7 s to its start
  for (const command of ['src/commands/up-command.ts', 'src/commands/gateway-command.ts']) {
    const nlp = [...loadedAtImport(command)].filter((f) => f.startsWith('src/nlp/'))
    t.same(nlp, [], command)
  }
})
