// User lexicons for svc-concepts: the files given (relative to the working directory), then
// `nlp.lexicons` of the environment's config (SVC_CONFIG or ./svcConfig.yaml; relative to it).
import { dirname, resolve } from 'node:path'
import { invalidArgument } from '../api/errors.js'
import { loadConfig } from '../config/config.js'
import { loadLexiconFile, type LexiconEntry } from '../nlp/lexicon.js'

export async function loadUserLexicon(files: readonly string[]): Promise<LexiconEntry[]> {
  const loaded = loadConfig()
  const base = loaded.path ? dirname(loaded.path) : process.cwd()
  const paths = [...files.map((f) => resolve(f)), ...loaded.config.nlp.lexicons.map((f) => resolve(base, f))]
  const entries: LexiconEntry[] = []
  for (const path of paths) {
    try {
      entries.push(...(await loadLexiconFile(path)))
    } catch (err) {
      throw invalidArgument(`lexicon ${path}: ${(err as Error).message}`)
    }
  }
  return entries
}
