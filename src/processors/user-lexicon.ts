// User lexicons for svc-concepts: which files, and reading them.
import { dirname, resolve } from 'node:path'
import { invalidArgument } from '../api/errors.js'
import { loadConfig, type LoadedConfig } from '../config/config.js'
import { loadLexicon, type UserLexicon } from '../nlp/lexicon.js'

/**
 * The lexicon files of a processor host: those given (relative to the working directory), then
 * `nlp.lexicons` of the config (relative to the config file; by default the environment's:
 * SVC_CONFIG or ./svcConfig.yaml).
 */
export function userLexiconFiles(given: readonly string[], loaded: LoadedConfig = loadConfig()): string[] {
  const base = loaded.path ? dirname(loaded.path) : process.cwd()
  return [...given.map((f) => resolve(f)), ...loaded.config.nlp.lexicons.map((f) => resolve(base, f))]
}

/** Reads the lexicon files, in order (entries and sense rules); a bad one is INVALID_ARGUMENT naming it. */
export async function loadUserLexicon(paths: readonly string[]): Promise<UserLexicon> {
  const out: UserLexicon = { entries: [], senses: [] }
  for (const path of paths) {
    try {
      const file = await loadLexicon(path)
      out.entries.push(...file.entries)
      out.senses.push(...file.senses)
    } catch (err) {
      throw invalidArgument(`lexicon ${path}: ${(err as Error).message}`)
    }
  }
  return out
}
