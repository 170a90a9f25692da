// RTF to plain text for clinical notes: one pass over the input (charCodeAt for control words,
// native indexOf to find where a text run ends), an explicit group stack (no recursion), output
// collected as chunks and joined once.
//
// Output conventions (shared/corpus/README.md): \par, \line, \row, \sect and \page end a line
// ("\n"); \cell ends a cell with "\t"; \tab is "\t"; \{ \} \\ are kept; \'hh is decoded with the
// current font's code page, else the document's (\ansicpg, cp1252 by default; see codepages.ts);
// \uN gives that character and skips \ucN fallback characters; ignorable destinations, font,
// color, style and list tables, \info, headers and footers, footnotes, annotations, pictures,
// objects, shapes, \bin data, field instructions, hidden (\v) and deleted text do not appear.
// Choices where the conventions are silent:
// - \~ (non-breaking space) becomes a plain space: downstream tokenizers split on ASCII spaces.
// - A list marker ({\listtext ...} or {\pntext ...}) comes out trimmed and, when a tab or space
//   separated it from the item, followed by two spaces ("1.  Item"): the tab there is layout, and
//   transcribed notes write their numbered lists that way.
// - One empty paragraph at the very end of the document is dropped: editors keep a final empty
//   paragraph to carry formatting, it is not a line of the note.
// - Bytes above 0x7f outside escapes are decoded with the code page when the input is bytes; a
//   string input is taken as already decoded, and \binN then skips N characters.
// Warnings and RtfError messages name the problem only, never document text (it is PHI).
import { CP1252_TABLE, charsetCodePage, codePageTable, type ByteTable } from './codepages.js'
import { decodeText } from './text-encoding.js'

export interface RtfResult {
  text: string
  /** What was wrong with the input, e.g. 'truncated: 2 groups unclosed'. Never document text. */
  warnings: string[]
}

export interface RtfOptions {
  /** Only the first maxBytes bytes (characters, for a string) are read; the result says so. */
  maxBytes?: number
}

/** The input is not RTF, or nothing sensible could be recovered from it. */
export class RtfError extends Error {
  /** gRPC INVALID_ARGUMENT: the project's error mapping then answers a bad document with 400. */
  readonly code = 3
  constructor(message: string) {
    super(message)
    this.name = 'RtfError'
  }
}

/** Nesting deeper than this is flattened: real documents stay far below, hostile ones do not. */
export const MAX_GROUP_DEPTH = 1024

const BOM_CHAR = 0xfeff
const UTF8_BOM_LATIN1 = '\u00ef\u00bb\u00bf'

/** True when the data starts with `{\rtf`, after an optional byte order mark and whitespace. */
export function isRtf(data: Uint8Array | string): boolean {
  const head = typeof data === 'string' ? data.slice(0, 4096) : latin1(data, Math.min(data.byteLength, 4096))
  return rtfStart(head) >= 0
}

/** Plain text of an RTF document. Throws RtfError only when nothing sensible can be recovered. */
export function rtfToText(data: Uint8Array | string, opts: RtfOptions = {}): RtfResult {
  const warnings: string[] = []
  const total = typeof data === 'string' ? data.length : data.byteLength
  let len = total
  const max = opts.maxBytes
  if (max !== undefined && total > max) {
    len = Number.isFinite(max) && max > 0 ? Math.floor(max) : 0
    warnings.push(`truncated: input exceeds maxBytes (${total} > ${len})`)
  }
  const bytes = typeof data !== 'string'
  const src = typeof data === 'string' ? (len < total ? data.slice(0, len) : data) : latin1(data, len)
  const begin = rtfStart(src)
  if (begin < 0) throw new RtfError(len === 0 ? 'empty input' : 'not RTF: input does not start with {\\rtf')
  const { text, complete } = convert(src, begin, bytes, warnings)
  if (!complete && text.length === 0) throw new RtfError('truncated RTF: no text could be recovered')
  return { text, warnings }
}

/**
 * RTF becomes its text; anything else is plain text in whatever encoding it was written in
 * (text-encoding.ts). An RTF document that cannot be read at all throws RtfError, as rtfToText
 * does; a binary file throws NotText.
 */
export function binaryToText(data: Uint8Array): string {
  return isRtf(data) ? rtfToText(data).text : decodeText(data).text
}

function latin1(data: Uint8Array, len: number): string {
  if (typeof Buffer !== 'undefined') return Buffer.from(data.buffer, data.byteOffset, len).toString('latin1')
  let s = ''
  for (let k = 0; k < len; k += 8192) {
    s += String.fromCharCode.apply(null, Array.from(data.subarray(k, Math.min(len, k + 8192))))
  }
  return s
}

function rtfStart(s: string): number {
  let i = 0
  if (s.charCodeAt(0) === BOM_CHAR) i = 1
  else if (s.startsWith(UTF8_BOM_LATIN1)) i = 3
  while (i < s.length && isBlank(s.charCodeAt(i))) i++
  return s.startsWith('{\\rtf', i) ? i : -1
}

function isBlank(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d
}

// Control word actions. A string value is emitted as text (unless the group is muted).
const U = 1
const UC = 2
const BIN = 3
const ANSICPG = 4
const ANSI = 5
const MAC = 6
const PC = 7
const PCA = 8
const F = 9
const DEFF = 10
const FCHARSET = 11
const CPG = 12
const HIDDEN = 13
const DELETED = 14
const PLAIN = 15
const SKIP = 16
const FONTTBL = 17
const LISTTEXT = 18

// Destinations whose content is not text of the note, besides every {\* ...} group (so starred
// ones such as \*\generator need no entry). Groups inside a skipped one are skipped with it.
const SKIPPED = [
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'listtable',
  'listoverridetable',
  'revtbl',
  'rsidtbl',
  'filetbl',
  'header',
  'headerl',
  'headerr',
  'headerf',
  'footer',
  'footerl',
  'footerr',
  'footerf',
  'footnote',
  'annotation',
  'atnid',
  'atnauthor',
  'atndate',
  'atnref',
  'object',
  'objdata',
  'result',
  'shp',
  'shpgrp',
  'shppict',
  'nonshppict',
  'shprslt',
  'fldinst',
  'xe',
  'tc',
  'tcn',
  'txe',
  'rxe',
  'bkmkstart',
  'bkmkend',
  'pn',
  'pntxta',
  'pntxtb',
  'nonesttables',
  'template',
  'ftnsep',
  'ftnsepc',
  'ftncn',
  'aftnsep',
  'aftnsepc',
  'aftncn',
  'themedata',
  'colorschememapping',
  'datastore',
  'latentstyles',
  'xmlnstbl',
  'generator',
  'userprops',
  'docvar',
  'protusertbl',
  'mmathPr',
  'listpicture',
  'pgdsctbl',
]

const WORD_LIST: Array<[string, number | string]> = [
  ['par', '\n'],
  ['line', '\n'],
  ['row', '\n'],
  ['nestrow', '\n'],
  ['sect', '\n'],
  ['page', '\n'],
  ['cell', '\t'],
  ['nestcell', '\t'],
  ['tab', '\t'],
  ['emdash', '\u2014'],
  ['endash', '\u2013'],
  ['lquote', '\u2018'],
  ['rquote', '\u2019'],
  ['ldblquote', '\u201c'],
  ['rdblquote', '\u201d'],
  ['bullet', '\u2022'],
  ['emspace', ' '],
  ['enspace', ' '],
  ['qmspace', ' '],
  ['zwj', '\u200d'],
  ['zwnj', '\u200c'],
  ['u', U],
  ['uc', UC],
  ['bin', BIN],
  ['ansicpg', ANSICPG],
  ['ansi', ANSI],
  ['mac', MAC],
  ['pc', PC],
  ['pca', PCA],
  ['f', F],
  ['deff', DEFF],
  ['fcharset', FCHARSET],
  ['cpg', CPG],
  ['v', HIDDEN],
  ['deleted', DELETED],
  ['plain', PLAIN],
  ['fonttbl', FONTTBL],
  ['listtext', LISTTEXT],
  ['pntext', LISTTEXT],
  ...SKIPPED.map((w): [string, number] => [w, SKIP]),
]

// Control words are looked up by a hash computed while scanning their letters, so that the many
// words we ignore cost no string allocation; a hit is confirmed against the input.
function wordHash(h: number, c: number): number {
  return (Math.imul(h, 31) + c) | 0
}

// Open addressing over a small power-of-two table: a miss (most words) is usually one probe.
const SLOT_MASK = 2047
const slotHash = new Int32Array(SLOT_MASK + 1)
const slotEntry = new Int16Array(SLOT_MASK + 1).fill(-1)
WORD_LIST.forEach(([name], index) => {
  let h = 0
  for (let k = 0; k < name.length; k++) h = wordHash(h, name.charCodeAt(k))
  let slot = h & SLOT_MASK
  while (slotEntry[slot] !== -1) slot = (slot + 1) & SLOT_MASK
  slotHash[slot] = h
  slotEntry[slot] = index
})

function lookupWord(s: string, start: number, end: number, h: number): number | string | undefined {
  for (let slot = h & SLOT_MASK; ; slot = (slot + 1) & SLOT_MASK) {
    const index = slotEntry[slot]
    if (index === -1) return undefined
    if (slotHash[slot] !== h) continue
    const [name, act] = WORD_LIST[index]
    if (name.length === end - start && s.startsWith(name, start)) return act
  }
}

/** NULs, and bytes above 0x7f in byte input, need a look at every character of a text run. */
function needsCharScan(s: string, bytes: boolean): boolean {
  if (s.indexOf('\0') >= 0) return true
  if (!bytes) return false
  // Only characters below 0x80 take one UTF-8 byte; byteLength is native and much faster than a regex.
  return typeof Buffer !== 'undefined' ? Buffer.byteLength(s, 'utf8') !== s.length : /[\x80-\xff]/.test(s)
}

/** Index of the next `ch` at or after `from`, or `n` when there is none. */
function nextIndex(s: string, ch: string, from: number, n: number): number {
  const k = s.indexOf(ch, from)
  return k < 0 ? n : k
}

const HIDE_V = 1
const HIDE_DELETED = 2

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30
  const l = c | 0x20
  if (l >= 0x61 && l <= 0x66) return l - 0x57
  return -1
}

function isLetter(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)
}

/** Only blanks, NULs and ^Z after index i: what may follow the document's final brace. */
function restIsBlank(s: string, i: number): boolean {
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (!(isBlank(c) || c === 0 || c === 0x1a)) return false
  }
  return true
}

/** Replaces the chunks from `mark` on with the list marker they spell (see the header comment). */
function finishListText(out: string[], mark: number): void {
  const raw = out.splice(mark).join('')
  const marker = raw.trim()
  if (marker.length === 0) return
  out.push(raw.trimEnd().length < raw.length ? marker + '  ' : marker)
}

class CodePages {
  docCp = 1252
  docTable: ByteTable = CP1252_TABLE
  readonly fontCp = new Map<number, number>()
  readonly unsupported = new Set<number>()

  setDocument(cp: number): void {
    this.docCp = cp
    this.docTable = this.table(cp)
  }

  forFont(font: number): ByteTable {
    const cp = this.fontCp.get(font)
    return cp === undefined || cp === this.docCp ? this.docTable : this.table(cp)
  }

  private table(cp: number): ByteTable {
    const t = codePageTable(cp)
    if (t) return t
    this.unsupported.add(cp)
    return CP1252_TABLE
  }
}

function convert(s: string, start: number, bytes: boolean, warnings: string[]): { text: string; complete: boolean } {
  const converter = new Converter(s, start, bytes)
  converter.run()
  return converter.finish(warnings)
}

/**
 * One pass over a document: run() dispatches on the character at its position to one method per
 * kind of input (control word, control symbol, group open and close, text run), which answers
 * where reading goes on; the state they share is fields, so the loop allocates nothing but the
 * text chunks.
 */
class Converter {
  private readonly n: number
  private readonly out: string[] = []
  private readonly pages = new CodePages()
  private readonly oddChars: boolean

  // Group state; saved on '{' into the parallel stacks below and restored on '}'.
  private skip = 0
  private hide = 0
  private uc = 1
  private font = -1
  private inFontTbl = 0
  private listMark = -1
  private table: ByteTable
  private mute = false
  private readonly sSkip: number[] = []
  private readonly sHide: number[] = []
  private readonly sUc: number[] = []
  private readonly sFont: number[] = []
  private readonly sInFontTbl: number[] = []
  private readonly sListMark: number[] = []
  private readonly sTable: ByteTable[] = []

  private depth = 0
  private overflow = 0
  private flattened = false
  private strayCloses = 0
  private malformed = 0
  private binPastEnd = false
  private complete = false
  private fallback = 0 // \uN fallback characters still to skip
  private highIdx = -1 // out index of a high surrogate waiting for its low half
  private deff = -1
  private fontDef = -1 // the font being described inside \fonttbl

  // The numeric parameter of the control word being acted on.
  private param = 0
  private hasParam = false

  // Cached positions of the next delimiters (see textRun); -1 means not searched yet.
  private nextBs = -1
  private nextOpen = -1
  private nextClose = -1
  private nextLf = -1
  private nextCr = -1

  constructor(
    private readonly s: string,
    private readonly start: number,
    private readonly bytes: boolean,
  ) {
    this.n = s.length
    this.table = this.pages.docTable
    this.oddChars = needsCharScan(s, bytes)
  }

  /** Reads up to the document's final brace, or to the end of the input when it has none. */
  run(): void {
    const s = this.s
    const n = this.n
    let i = this.start
    while (i < n) {
      const c = s.charCodeAt(i)
      if (c === 0x5c) {
        i = this.escape(i + 1)
        if (i < 0) break
      } else if (c === 0x7b) {
        this.openGroup()
        i++
      } else if (c === 0x7d) {
        i++
        if (this.closeGroup(i)) break
      } else if (c === 0x0a || c === 0x0d || c === 0) i++
      else if (this.fallback > 0) {
        this.fallback--
        i++
      } else if (this.mute) i = this.skipMuted(i)
      else if (c >= 0x80 && this.bytes) {
        this.out.push(this.table[c])
        i++
      } else if (this.oddChars) i = this.scannedRun(i)
      else i = this.textRun(i)
    }
  }

  /** The text and the warnings about what was wrong with the input. */
  finish(warnings: string[]): { text: string; complete: boolean } {
    const out = this.out
    if (!this.complete) this.closeUnfinished(warnings)
    if (this.highIdx >= 0) out[this.highIdx] = '\ufffd'
    if (this.binPastEnd) warnings.push('truncated: \\bin data runs past the end of the input')
    if (this.flattened) warnings.push(`groups nested deeper than ${MAX_GROUP_DEPTH} were flattened`)
    const stray = this.strayCloses
    if (stray > 0) warnings.push(`unbalanced: ${stray} closing brace${stray === 1 ? '' : 's'} before the end ignored`)
    const bad = this.malformed
    if (bad > 0) warnings.push(`malformed: ${bad} \\' escape${bad === 1 ? '' : 's'} without two hex digits ignored`)
    for (const cp of this.pages.unsupported) warnings.push(`unsupported code page ${cp}: decoded as cp1252`)

    let text = out.join('')
    if (text.endsWith('\n\n')) text = text.slice(0, -1)
    return { text, complete: this.complete }
  }

  /** The input ended inside groups: says how many, and ends what they left half done. */
  private closeUnfinished(warnings: string[]): void {
    const out = this.out
    const open = this.depth + this.overflow
    warnings.push(`truncated: ${open} group${open === 1 ? '' : 's'} unclosed`)
    if (this.highIdx >= 0) {
      out[this.highIdx] = '\ufffd'
      this.highIdx = -1
    }
    // An unfinished list marker still reads as one; inner marks come first.
    if (this.listMark >= 0) finishListText(out, this.listMark)
    const marks = this.sListMark
    for (let k = marks.length - 1; k >= 0; k--) if (marks[k] >= 0) finishListText(out, marks[k])
  }

  /** The escape after a backslash, at i: answers where reading goes on, or -1 when the input ends in it. */
  private escape(i: number): number {
    if (i >= this.n) return -1
    const d = this.s.charCodeAt(i)
    if (isLetter(d)) return this.controlWord(i)
    return this.controlSymbol(d, i + 1)
  }

  /**
   * The control word at i, with its parameter (into param and hasParam) and the space that ends
   * it: answers where reading goes on, or -1 when the input ends in it.
   */
  private controlWord(from: number): number {
    const s = this.s
    const n = this.n
    let i = from
    let h = s.charCodeAt(i)
    i++
    while (i < n) {
      const e = s.charCodeAt(i)
      if (!isLetter(e)) break
      h = wordHash(h, e)
      i++
    }
    const we = i
    let neg = false
    if (i < n && s.charCodeAt(i) === 0x2d) {
      if (i + 1 >= n) return -1
      const e = s.charCodeAt(i + 1)
      if (e >= 0x30 && e <= 0x39) {
        neg = true
        i++
      }
    }
    let param = 0
    let digits = 0
    while (i < n) {
      const e = s.charCodeAt(i)
      if (e < 0x30 || e > 0x39) break
      if (digits < 10) param = param * 10 + (e - 0x30)
      digits++
      i++
    }
    // A word the input ends in may be cut short (\pa of \pard): acting on it could invent text.
    if (i >= n) return -1
    if (s.charCodeAt(i) === 0x20) i++
    const act = lookupWord(s, from, we, h)
    if (act === undefined) {
      if (this.fallback > 0) this.fallback--
      return i
    }
    if (param > 0x7fffffff) param = 0x7fffffff
    this.param = neg ? -param : param
    this.hasParam = digits > 0
    if (act === BIN) return this.skipBinary(i)
    if (this.fallback > 0) this.fallback--
    else if (typeof act === 'string') {
      if (!this.mute) this.out.push(act)
    } else this.act(act)
    return i
  }

  /** \binN, data from i: skipped even as a fallback character or in a skipped group. */
  private skipBinary(i: number): number {
    const param = this.param
    if (this.fallback > 0) this.fallback--
    if (param <= 0) return i
    if (param <= this.n - i) return i + param
    this.binPastEnd = true
    return this.n
  }

  /** A control word with an action other than text. */
  private act(act: number): void {
    switch (act) {
      case U:
        this.unicode()
        break
      case UC:
        this.uc = this.hasParam ? Math.max(0, Math.min(this.param, 0xffff)) : 1
        break
      case ANSICPG:
        if (this.hasParam && this.param > 0) this.setDocumentCodePage(this.param)
        break
      case ANSI:
      case MAC:
      case PC:
      case PCA:
        this.setDocumentCodePage(act === ANSI ? 1252 : act === MAC ? 10000 : act === PC ? 437 : 850)
        break
      case F:
      case DEFF:
      case FCHARSET:
      case CPG:
        this.fontWord(act)
        break
      case HIDDEN:
      case DELETED:
      case PLAIN:
        this.visibilityWord(act)
        break
      case FONTTBL:
      case SKIP:
      case LISTTEXT:
        this.destination(act)
        break
    }
  }

  /** \uN: the character, a surrogate half paired up with its other half, and \ucN fallback to skip. */
  private unicode(): void {
    if (!this.hasParam) return
    const param = this.param
    let cp = param < 0 ? param + 0x10000 : param
    this.fallback = this.uc
    if (this.mute || cp === 0) return
    const out = this.out
    if (cp < 0 || cp > 0x10ffff) cp = 0xfffd
    if (cp >= 0xd800 && cp <= 0xdbff) {
      if (this.highIdx >= 0) out[this.highIdx] = '\ufffd'
      out.push(String.fromCharCode(cp))
      this.highIdx = out.length - 1
    } else if (cp >= 0xdc00 && cp <= 0xdfff) {
      if (this.highIdx >= 0 && this.highIdx === out.length - 1) out.push(String.fromCharCode(cp))
      else {
        if (this.highIdx >= 0) out[this.highIdx] = '\ufffd'
        out.push('\ufffd')
      }
      this.highIdx = -1
    } else out.push(String.fromCodePoint(cp))
  }

  private setDocumentCodePage(cp: number): void {
    this.pages.setDocument(cp)
    this.table = this.pages.forFont(this.font)
  }

  /** \f selects a font (or names the one \fonttbl describes), \deff the default; \fcharset, \cpg its code page. */
  private fontWord(act: number): void {
    const { hasParam, param } = this
    if (act === F) {
      if (!hasParam) return
      if (this.inFontTbl) this.fontDef = param
      else {
        this.font = param
        this.table = this.pages.forFont(param)
      }
    } else if (act === DEFF) {
      if (hasParam) {
        this.deff = param
        if (this.font < 0) this.font = param
      }
    } else if (act === FCHARSET) {
      if (this.inFontTbl && this.fontDef >= 0 && hasParam) {
        const cp = charsetCodePage(param)
        if (cp !== undefined) this.pages.fontCp.set(this.fontDef, cp)
      }
    } else if (this.inFontTbl && this.fontDef >= 0 && hasParam && param > 0) this.pages.fontCp.set(this.fontDef, param)
  }

  /** \v and \deleted hide text (\v0, \deleted0 show it again); \plain shows it in the default font. */
  private visibilityWord(act: number): void {
    if (act === PLAIN) {
      this.hide = 0
      this.mute = this.skip !== 0
      this.font = this.deff
      this.table = this.pages.forFont(this.font)
      return
    }
    const bit = act === HIDDEN ? HIDE_V : HIDE_DELETED
    this.hide = this.hasParam && this.param === 0 ? this.hide & ~bit : this.hide | bit
    this.mute = this.skip !== 0 || this.hide !== 0
  }

  /** A destination word: the font table and skipped ones mute their group, a list marker is marked. */
  private destination(act: number): void {
    if (act === LISTTEXT) {
      if (!this.mute && this.listMark < 0) this.listMark = this.out.length
      return
    }
    if (act === FONTTBL) this.inFontTbl = 1
    this.skip = 1
    this.mute = true
  }

  /** The control symbol `d`, i past it: \'hh, \*, and the escaped and special characters. */
  private controlSymbol(d: number, i: number): number {
    if (d === 0x27) return this.hexEscape(i)
    if (this.fallback > 0) {
      this.fallback--
      return i
    }
    if (d === 0x2a) {
      this.skip = 1
      this.mute = true
    } else if (!this.mute) {
      const out = this.out
      if (d === 0x5c || d === 0x7b || d === 0x7d) out.push(String.fromCharCode(d))
      else if (d === 0x0a || d === 0x0d) out.push('\n')
      else if (d === 0x7e) out.push(' ')
      else if (d === 0x5f) out.push('-')
      else if (d === 0x09) out.push('\t')
    }
    return i
  }

  /** \'hh, the digits at i: a byte in the current code page. */
  private hexEscape(i: number): number {
    const s = this.s
    const h1 = hexValue(s.charCodeAt(i))
    const h2 = h1 < 0 ? -1 : hexValue(s.charCodeAt(i + 1))
    if (h2 < 0) {
      // A lone hex digit belonged to the escape; anything else is read as what it is.
      this.malformed++
      return h1 >= 0 ? i + 1 : i
    }
    if (this.fallback > 0) this.fallback--
    else if (!this.mute) this.out.push(this.table[h1 * 16 + h2])
    return i + 2
  }

  private openGroup(): void {
    this.fallback = 0
    if (this.depth >= MAX_GROUP_DEPTH) {
      this.overflow++
      this.flattened = true
      return
    }
    this.sSkip.push(this.skip)
    this.sHide.push(this.hide)
    this.sUc.push(this.uc)
    this.sFont.push(this.font)
    this.sInFontTbl.push(this.inFontTbl)
    this.sListMark.push(this.listMark)
    this.sTable.push(this.table)
    this.depth++
    this.listMark = -1
  }

  /** A '}', i past it: true when it closed the document. */
  private closeGroup(i: number): boolean {
    this.fallback = 0
    if (this.overflow > 0) {
      this.overflow--
      return false
    }
    if (this.listMark >= 0) this.endListText()
    if (this.depth <= 1) {
      if (restIsBlank(this.s, i)) {
        this.complete = true
        return true
      }
      // A stray '}' closed the document early: keep reading rather than lose the rest.
      this.strayCloses++
      return false
    }
    this.restoreGroup()
    return false
  }

  private endListText(): void {
    if (this.highIdx >= this.listMark) {
      this.out[this.highIdx] = '\ufffd'
      this.highIdx = -1
    }
    finishListText(this.out, this.listMark)
    this.listMark = -1
  }

  private restoreGroup(): void {
    this.depth--
    const leftFontTbl = this.inFontTbl !== 0
    this.skip = this.sSkip.pop()!
    this.hide = this.sHide.pop()!
    this.uc = this.sUc.pop()!
    this.font = this.sFont.pop()!
    this.inFontTbl = this.sInFontTbl.pop()!
    this.listMark = this.sListMark.pop()!
    this.table = this.sTable.pop()!
    this.mute = this.skip !== 0 || this.hide !== 0
    // Text before any \f is in the default font, whose charset is only known now.
    if (leftFontTbl && !this.inFontTbl) this.table = this.pages.forFont(this.font)
  }

  /** Skipped content (picture hex, tables) ends at the next '\\', '{' or '}'. */
  private skipMuted(i: number): number {
    const { s, n } = this
    if (this.nextBs < i) this.nextBs = nextIndex(s, '\\', i, n)
    if (this.nextOpen < i) this.nextOpen = nextIndex(s, '{', i, n)
    if (this.nextClose < i) this.nextClose = nextIndex(s, '}', i, n)
    return Math.min(this.nextBs, this.nextOpen, this.nextClose)
  }

  /** A text run read a character at a time: the input has NULs or, as bytes, characters above 0x7f. */
  private scannedRun(runStart: number): number {
    const { s, n, bytes } = this
    let i = runStart + 1
    while (i < n) {
      const e = s.charCodeAt(i)
      if (e === 0x5c || e === 0x7b || e === 0x7d || e === 0x0a || e === 0x0d || e === 0 || (e >= 0x80 && bytes)) break
      i++
    }
    this.out.push(s.slice(runStart, i))
    return i
  }

  /**
   * A text run ends at the nearest '\\', '{', '}', CR or LF; native indexOf finds each far faster
   * than a charCodeAt loop, and each position is searched for again only once passed.
   */
  private textRun(i: number): number {
    const { s, n } = this
    if (this.nextBs < i) this.nextBs = nextIndex(s, '\\', i, n)
    if (this.nextOpen < i) this.nextOpen = nextIndex(s, '{', i, n)
    if (this.nextClose < i) this.nextClose = nextIndex(s, '}', i, n)
    if (this.nextLf < i) this.nextLf = nextIndex(s, '\n', i, n)
    if (this.nextCr < i) this.nextCr = nextIndex(s, '\r', i, n)
    let end = this.nextBs
    if (this.nextOpen < end) end = this.nextOpen
    if (this.nextClose < end) end = this.nextClose
    if (this.nextLf < end) end = this.nextLf
    if (this.nextCr < end) end = this.nextCr
    this.out.push(s.slice(i, end))
    return end
  }
}
