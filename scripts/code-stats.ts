// Figures a reviewer asks for about src/ and plugins/ (lexicon data aside): the longest functions,
// lines over 120 characters, and casts through `unknown`. Run: node --import tsx scripts/code-stats.ts
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

const ROOTS = ['src', 'plugins']
const SKIP = /lexicon-data/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (SKIP.test(path)) return []
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.ts$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

interface FunctionLength {
  where: string
  name: string
  lines: number
}

function functionName(node: ts.Node, file: ts.SourceFile): string {
  const named = node as { name?: ts.Node }
  if (named.name) return named.name.getText(file)
  const parent = node.parent
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(file)
  return '(anonymous)'
}

function functionLengths(path: string): FunctionLength[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: FunctionLength[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && (node as { body?: ts.Node }).body) {
      const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line
      const end = file.getLineAndCharacterOfPosition(node.getEnd()).line
      found.push({
        where: `${relative('.', path)}:${start + 1}`,
        name: functionName(node, file),
        lines: end - start + 1,
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

const files = ROOTS.flatMap(sourceFiles)
const lines = files.flatMap((path) => readFileSync(path, 'utf8').split('\n'))
const longest = files
  .flatMap(functionLengths)
  .sort((a, b) => b.lines - a.lines)
  .slice(0, 10)

console.log(`files ${files.length}, lines ${lines.length}`)
console.log(`lines over 120 characters: ${lines.filter((line) => line.length > 120).length}`)
console.log(`'as unknown as' casts: ${lines.filter((line) => line.includes('as unknown as')).length}`)
console.log('longest functions (lines):')
for (const f of longest) console.log(`  ${String(f.lines).padStart(4)}  ${f.name}  ${f.where}`)
