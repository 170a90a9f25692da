// The invented clinical notes under test/fixtures/notes/ and, when present, the shared corpus
// note (read in place: it must not be copied into the project).
import { existsSync, readdirSync, readFileSync } from 'node:fs'

const notesDir = new URL('../fixtures/notes/', import.meta.url)
const corpusNotePath = new URL('../../../shared/corpus/97_204.txt', import.meta.url)

export interface Note {
  name: string
  text: string
}

export function fixtureNotes(): Note[] {
  return readdirSync(notesDir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((name) => ({ name, text: readFileSync(new URL(name, notesDir), 'utf8') }))
}

export function fixtureNote(name: string): string {
  return readFileSync(new URL(name, notesDir), 'utf8')
}

/** The corpus consultation note 97_204.txt, or undefined when shared/corpus is absent. */
export function corpusNote(): string | undefined {
  return existsSync(corpusNotePath) ? readFileSync(corpusNotePath, 'utf8') : undefined
}

/** About `bytes` UTF-16 units of note text: the fixtures repeated, separated by blank lines. */
export function megaNote(bytes = 1_000_000): string {
  const all = fixtureNotes()
    .map((n) => n.text)
    .join('\n\n')
  return (all + '\n\n').repeat(Math.ceil(bytes / (all.length + 2))).slice(0, bytes)
}
