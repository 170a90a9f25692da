/**
 * Concepts read from a word's parts when the lexicon does not know the word: "-ectomy", "-plasty"
 * and "-centesis" name an operation (a procedure), "-graphy" a recording or an image (a test),
 * "-itis", "-osis", "-emia", "-algia", "-opathy", "-megaly" and "-oma" a disease or a finding (a
 * problem). Notes of any specialty write such words ("vaginoplasty", "pericoronitis",
 * "splenomegaly"), and no list can hold them all. Only words the lexicon's matcher found nothing
 * at are asked, the stem before the part must be long enough to be a root ("coma", "aroma" and
 * "mania" are not read), and common English words with these endings are left out. The concept's
 * code is the project's own identifier: a word's parts say its kind, not which code classifies it.
 */
import { builtinCode, codeSystemOf } from './code-systems.js'
import type { ConceptType, LexiconEntry } from './lexicon.js'
import type { WordScan } from './word-scan.js'

interface WordPart {
  ending: string
  type: ConceptType
}

/** Endings by the kind of concept they make, longest first so "-ostomy" is read before "-tomy". */
const WORD_PARTS: readonly WordPart[] = [
  ...['ectomy', 'ectomies', 'otomy', 'otomies', 'ostomy', 'ostomies', 'plasty', 'plasties'].map(procedure),
  ...['centesis', 'desis', 'pexy', 'rrhaphy', 'scopy', 'scopies'].map(procedure),
  ...['graphy', 'graphies'].map((ending) => ({ ending, type: 'test' as const })),
  ...['itis', 'osis', 'oses', 'emia', 'emias', 'algia', 'algias', 'opathy', 'opathies', 'megaly', 'oma', 'omas'].map(
    problem,
  ),
].sort((a, b) => b.ending.length - a.ending.length)

function procedure(ending: string): WordPart {
  return { ending, type: 'procedure' }
}

function problem(ending: string): WordPart {
  return { ending, type: 'problem' }
}

/** Letters a stem needs before its ending to be a root: "gastr-", "nephr-", not "c-oma" or "ar-oma". */
const MIN_STEM = 4

/**
 * English words (and words of other trades) with a clinical ending that name no concept. A
 * diagnosis or a prognosis is what is said about a problem; the "-graphy" words are arts and
 * sciences; the "-oma" words are a smell, a certificate, a colour, places and names.
 */
const NOT_CONCEPTS: ReadonlySet<string> = new Set([
  'diagnosis',
  'diagnoses',
  'prognosis',
  'prognoses',
  'hypnosis',
  // a join a surgeon made, no disease
  'anastomosis',
  'anastomoses',
  'academia',
  'bohemia',
  'symbiosis',
  'osmosis',
  'metamorphosis',
  'apotheosis',
  'photography',
  'biography',
  'autobiography',
  'bibliography',
  'geography',
  'choreography',
  'calligraphy',
  'typography',
  'cartography',
  'demography',
  'pornography',
  'iconography',
  'filmography',
  'discography',
  'stenography',
  'lithography',
  'cinematography',
  'videography',
  'oceanography',
  'ethnography',
  'historiography',
  'nostalgia',
  'homeopathy',
  'naturopathy',
  'osteopathy',
  'diploma',
  'diplomas',
  'chroma',
  'oklahoma',
  'paloma',
  'sonoma',
  'tacoma',
  'microscopy',
  'telescopy',
  'kaleidoscopy',
])

/**
 * The concept the word at token i makes by its ending, or null: not for a name, nor for an opening
 * an operation went in by.
 */
export function wordPartEntryAt(text: string, scan: WordScan, i: number): LexiconEntry | null {
  if (isNameAt(text, scan.starts[i]!)) return null
  const entry = wordPartEntry(scan.keys[i]!)
  if (entry === null || (entry.type === 'procedure' && routeBefore(scan, i))) return null
  return entry
}

/** The concept a word's ending makes of it, or null when the word has no such ending or is one of the exceptions. */
export function wordPartEntry(key: string): LexiconEntry | null {
  if (key.length < MIN_STEM + 3 || NOT_CONCEPTS.has(key)) return null
  for (const part of WORD_PARTS) {
    if (!key.endsWith(part.ending) || key.length - part.ending.length < MIN_STEM) continue
    if (!isLetters(key)) return null
    const code = builtinCode(part.type, key, '')
    return { term: key, type: part.type, preferred_term: key, code, code_system: codeSystemOf(code) }
  }
  return null
}

/** Whether a key is letters alone (a code, a file name or a word with digits is not read by its parts). */
function isLetters(key: string): boolean {
  for (let k = 0; k < key.length; k++) {
    const c = key.charCodeAt(k)
    if (c < 97 || c > 122) return false
  }
  return true
}

/**
 * Whether the word at `start` reads as a name: capitalised ("Arvanitis") inside a sentence, after a
 * letter, a digit, a comma, an initial or a title ("T. Arvanitis"). A capitalised word that opens a sentence, a line or a list item
 * ("Pericoronitis of #32") is read by its parts as any other.
 */
function isNameAt(text: string, start: number): boolean {
  const first = text.charCodeAt(start)
  const second = text.charCodeAt(start + 1)
  if (!(first >= 65 && first <= 90 && second >= 97 && second <= 122)) return false
  let k = start - 1
  while (k >= 0 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--
  if (k < 0) return false
  const before = text.charCodeAt(k)
  const isLetterOrDigit =
    (before >= 48 && before <= 57) || (before >= 65 && before <= 90) || (before >= 97 && before <= 122)
  return (
    isLetterOrDigit || before === 44 || (before === 46 && NAME_PREFIXES.test(text.slice(Math.max(0, k - 4), k + 1)))
  )
}

/** An initial or a title before a period, so the word after it is a name ("T. Arvanitis", "Dr. Pappas"). */
const NAME_PREFIXES = /(?:^|[^A-Za-z])(?:[A-Z]|Dr|Mr|Mrs|Ms|Mx)\.$/

/** Words that make the opening after them the way an operation went in ("through a small ductotomy"). */
const ROUTE_WORDS: ReadonlySet<string> = new Set(['through', 'via'])

/**
 * Whether "through" or "via" is one of the four words before token i: an opening made on the way
 * ("via a left minithoracotomy") is a step of the operation the note reports, not another procedure.
 */
function routeBefore(scan: WordScan, i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) if (ROUTE_WORDS.has(scan.keys[k]!)) return true
  return false
}
