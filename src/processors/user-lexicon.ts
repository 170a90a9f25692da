// Reading the user lexicons of svc-concepts (which files: user-lexicon-files.ts).
import { invalidArgument } from '../api/errors.js'
import { loadLexicon, type UserLexicon } from '../nlp/lexicon.js'

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
