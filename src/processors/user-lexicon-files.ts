// Which lexicon files svc-concepts reads besides its own: named here without reading them, so
// that the processes that only plan a stack (the gateway's, in `svc up`) never load the
// clinical lexicon. Reading them is user-lexicon.ts.
import { dirname, resolve } from 'node:path'
import { loadConfig, type LoadedConfig } from '../config/config.js'

/**
 * The lexicon files of a processor host: those given (relative to the working directory), then
 * `nlp.lexicons` of the config (relative to the config file; by default the environment's:
 * SVC_CONFIG or ./svcConfig.yaml).
 */
export function userLexiconFiles(given: readonly string[], loaded: LoadedConfig = loadConfig()): string[] {
  const base = loaded.path ? dirname(loaded.path) : process.cwd()
  return [...given.map((f) => resolve(f)), ...loaded.config.nlp.lexicons.map((f) => resolve(base, f))]
}
