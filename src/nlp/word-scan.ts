/**
 * One pass over a text that yields its words and punctuation marks with their offsets, shared by
 * the concept matcher and the context finder so both see the same boundaries. Whitespace separates
 * tokens and is never a token, which is what makes phrase matching whitespace-insensitive; an
 * ASCII hyphen counts as whitespace so "x-ray" and "x ray", "non-distended" and "non distended"
 * meet. Every other non-alphanumeric character is a token of its own, so "pain" is never found
 * inside "painful" and "h/o" is the three tokens h, /, o.
 */

/** Never changed once made: a scan may be shared by several readers (documentScan). */
export interface WordScan {
  /** start offsets (UTF-16 indices) of the tokens */
  readonly starts: readonly number[]
  /** end offsets (exclusive) */
  readonly ends: readonly number[]
  /** lower-cased token text; curly quotes and dash variants folded to ASCII */
  readonly keys: readonly string[]
  /** true for alphanumeric runs, false for single punctuation marks */
  readonly isWord: readonly boolean[]
}

const enum Kind {
  Space,
  Word,
  Mark,
}

/** The kind of each ASCII code, looked up rather than worked out: the scan asks for every character. */
const ASCII_KIND = new Uint8Array(128)
for (let c = 0; c < 128; c++) {
  ASCII_KIND[c] =
    c <= 32 || c === 45
      ? Kind.Space
      : (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
        ? Kind.Word
        : Kind.Mark
}

function kindOf(c: number): Kind {
  if (c < 128) return ASCII_KIND[c] as Kind
  if (c === 0xa0 || c === 0x2010 || c === 0x2011 || c === 0x1680 || c === 0x3000 || c === 0xfeff) return Kind.Space
  if (c >= 0x2000 && c <= 0x200b) return Kind.Space
  if (c === 0x2028 || c === 0x2029) return Kind.Space
  if (c < 0xc0 || (c >= 0x2000 && c <= 0x2bff) || c === 0xd7 || c === 0xf7) return Kind.Mark
  return Kind.Word
}

const FOLDED: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
}

export function scanWords(text: string): WordScan {
  const starts: number[] = []
  const ends: number[] = []
  const keys: string[] = []
  const isWord: boolean[] = []
  // Lower-casing once is far cheaper than per token; it is only safe to slice when no character
  // changed length (a few, like U+0130, lower-case to two UTF-16 units).
  const lowered = text.toLowerCase()
  const lower = lowered.length === text.length ? lowered : null
  const n = text.length
  let i = 0
  while (i < n) {
    const k = kindOf(text.charCodeAt(i))
    if (k === Kind.Space) {
      i++
      continue
    }
    if (k === Kind.Mark) {
      const ch = text[i]!
      starts.push(i)
      ends.push(i + 1)
      keys.push(FOLDED[ch] ?? ch)
      isWord.push(false)
      i++
      continue
    }
    const s = i
    i++
    while (i < n && kindOf(text.charCodeAt(i)) === Kind.Word) i++
    starts.push(s)
    ends.push(i)
    isWord.push(true)
    keys.push(lower === null ? text.slice(s, i).toLowerCase() : lower.slice(s, i))
  }
  return { starts, ends, keys, isWord }
}

/** The lower-cased tokens of a phrase, as scanWords would produce them inside a text. */
export function phraseKeys(phrase: string): string[] {
  return scanWords(phrase).keys as string[]
}

/** Texts shorter than this are scanned each time: phrases and single targets, not documents. */
const MIN_SHARED_CHARS = 1024
/** The scans kept for a second reader hold at most this many characters of text in all. */
const SHARED_CHARS_BUDGET = 192 * 1024

/** Scans made by documentScan and not yet asked for again, oldest first. */
const waiting = new Map<string, WordScan>()
let waitingChars = 0

/**
 * scanWords(text) for a whole document, made once for two readers: svc-concepts and svc-context
 * scan the same note one after the other in a process that runs both (svc up, svc processors).
 * The first call scans and keeps the scan; the next call with an equal text takes it back instead
 * of scanning again. What a reader gets is scanWords(text) either way (a scan is never changed);
 * the scans kept are few and small (SHARED_CHARS_BUDGET), the oldest let go first.
 */
export function documentScan(text: string): WordScan {
  if (text.length < MIN_SHARED_CHARS || text.length > SHARED_CHARS_BUDGET) return scanWords(text)
  const kept = waiting.get(text)
  if (kept !== undefined) {
    waiting.delete(text)
    waitingChars -= text.length
    return kept
  }
  const scan = scanWords(text)
  for (const [oldText] of waiting) {
    if (waitingChars + text.length <= SHARED_CHARS_BUDGET) break
    waiting.delete(oldText)
    waitingChars -= oldText.length
  }
  waiting.set(text, scan)
  waitingChars += text.length
  return scan
}

/** Words ending in s that are not plurals and would otherwise meet short abbreviations. */
const NOT_PLURAL = new Set([
  'does',
  'goes',
  'always',
  'perhaps',
  'unless',
  'whereas',
  'besides',
  'sometimes',
  'towards',
])

/**
 * Singular forms a plural word may stand for. Several are offered because English plural
 * spelling is ambiguous ("headaches" → headache, "rashes" → rash, "allergies" → allergy); the
 * caller keeps whichever a lexicon actually contains. Short words are left alone so "has",
 * "was" and "its" never turn into something else.
 */
export function singularForms(word: string): string[] {
  const n = word.length
  if (n < 4 || word.charCodeAt(n - 1) !== 115 /* s */ || NOT_PLURAL.has(word)) return []
  const prev = word[n - 2]
  if (prev === 's' || prev === 'u' || prev === 'i') return []
  if (word.endsWith('ies')) return [word.slice(0, -3) + 'y', word.slice(0, -1)]
  if (prev === 'e') return [word.slice(0, -1), word.slice(0, -2)]
  return [word.slice(0, -1)]
}
