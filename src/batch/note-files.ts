// The notes of a batch: the files named, and the .rtf and .txt files under the folders named
// (recursively, hidden entries skipped), each once, in path order so that runs are repeatable.
import { readdir, stat } from 'node:fs/promises'
import { extname, join, relative, resolve } from 'node:path'
import { invalidArgument } from '../api/errors.js'

export interface NoteFile {
  /** The note's id in the outputs: its path relative to the working directory. */
  readonly id: string
  /** Its absolute path: what a rerun recognises it by. */
  readonly path: string
}

const NOTE_EXTENSIONS = new Set(['.rtf', '.txt'])

export async function findNotes(paths: readonly string[], cwd = process.cwd()): Promise<NoteFile[]> {
  const found = new Map<string, NoteFile>()
  const add = (path: string) => {
    if (!found.has(path)) found.set(path, { id: relative(cwd, path) || path, path })
  }
  for (const given of paths) {
    const path = resolve(cwd, given)
    const info = await stat(path).catch((err: NodeJS.ErrnoException) => {
      throw invalidArgument(`cannot read ${JSON.stringify(given)} (${err.code ?? 'error'})`)
    })
    if (info.isDirectory()) for (const file of await notesUnder(path)) add(file)
    // A file named on the command line is taken whatever its extension.
    else add(path)
  }
  return [...found.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}

async function notesUnder(dir: string): Promise<string[]> {
  const out: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    let isDir = entry.isDirectory()
    let isFile = entry.isFile()
    if (entry.isSymbolicLink()) {
      const target = await stat(path).catch(() => undefined)
      isDir = target?.isDirectory() ?? false
      isFile = target?.isFile() ?? false
    }
    if (isDir) out.push(...(await notesUnder(path)))
    else if (isFile && NOTE_EXTENSIONS.has(extname(entry.name).toLowerCase())) out.push(path)
  }
  return out
}
