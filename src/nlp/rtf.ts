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
  'colortbl', 'stylesheet', 'info', 'pict', 'listtable', 'listoverridetable', 'revtbl', 'rsidtbl',
  'filetbl', 'header', 'headerl', 'headerr', 'headerf', 'footer', 'footerl', 'footerr', 'footerf',
  'footnote', 'annotation', 'atnid', 'atnauthor', 'atndate', 'atnref', 'object', 'objdata',
  'result', 'shp', 'shpgrp', 'shppict', 'nonshppict', 'shprslt', 'fldinst', 'xe', 'tc', 'tcn',
  'txe', 'rxe', 'bkmkstart', 'bkmkend', 'pn', 'pntxta', 'pntxtb', 'nonesttables', 'template',
  'ftnsep', 'ftnsepc', 'ftncn', 'aftnsep', 'aftnsepc', 'aftncn', 'themedata', 'colorschememapping',
  'datastore', 'latentstyles', 'xmlnstbl', 'generator', 'userprops', 'docvar', 'protusertbl',
  'mmathPr', 'listpicture', 'pgdsctbl',
]

const WORD_LIST: Array<[string, number | string]> = [
  ['par', '\n'], ['line', '\n'], ['row', '\n'], ['nestrow', '\n'], ['sect', '\n'], ['page', '\n'],
  ['cell', '\t'], ['nestcell', '\t'], ['tab', '\t'],
  ['emdash', '\u2014'], ['endash', '\u2013'], ['lquote', '\u2018'], ['rquote', '\u2019'],
  ['ldblquote', '\u201c'], ['rdblquote', '\u201d'], ['bullet', '\u2022'],
  ['emspace', ' '], ['enspace', ' '], ['qmspace', ' '], ['zwj', '\u200d'], ['zwnj', '\u200c'],
  ['u', U], ['uc', UC], ['bin', BIN], ['ansicpg', ANSICPG], ['ansi', ANSI], ['mac', MAC],
  ['pc', PC], ['pca', PCA], ['f', F], ['deff', DEFF], ['fcharset', FCHARSET], ['cpg', CPG],
  ['v', HIDDEN], ['deleted', DELETED], ['plain', PLAIN], ['fonttbl', FONTTBL],
  ['listtext', LISTTEXT], ['pntext', LISTTEXT],
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
  const n = s.length
  const out: string[] = []
  const pages = new CodePages()

  // Group state; saved on '{' into the parallel stacks below and restored on '}'.
  let skip = 0
  let hide = 0
  let uc = 1
  let font = -1
  let inFontTbl = 0
  let listMark = -1
  let table = pages.docTable
  let mute = false
  const sSkip: number[] = []
  const sHide: number[] = []
  const sUc: number[] = []
  const sFont: number[] = []
  const sInFontTbl: number[] = []
  const sListMark: number[] = []
  const sTable: ByteTable[] = []

  let depth = 0
  let overflow = 0
  let flattened = false
  let strayCloses = 0
  let malformed = 0
  let binPastEnd = false
  let complete = false
  let fallback = 0 // \uN fallback characters still to skip
  let highIdx = -1 // out index of a high surrogate waiting for its low half
  let deff = -1
  let fontDef = -1 // the font being described inside \fonttbl

  // Cached positions of the next delimiters (see the text-run branch); -1 means not searched yet.
  let nextBs = -1
  let nextOpen = -1
  let nextClose = -1
  let nextLf = -1
  let nextCr = -1
  const oddChars = needsCharScan(s, bytes)

  let i = start
  while (i < n) {
    const c = s.charCodeAt(i)
    if (c === 0x5c) {
      i++
      if (i >= n) break
      const d = s.charCodeAt(i)
      if (isLetter(d)) {
        const ws = i
        let h = d
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
          if (i + 1 >= n) break
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
        const hasParam = digits > 0
        if (param > 0x7fffffff) param = 0x7fffffff
        if (neg) param = -param
        // A word the input ends in may be cut short (\pa of \pard): acting on it could invent text.
        if (i >= n) break
        if (s.charCodeAt(i) === 0x20) i++

        const act = lookupWord(s, ws, we, h)
        if (act === BIN) {
          // The data is skipped even as a fallback character or in a skipped group.
          if (param > 0) {
            if (param > n - i) {
              binPastEnd = true
              i = n
            } else i += param
          }
          if (fallback > 0) fallback--
          continue
        }
        if (fallback > 0) {
          fallback--
          continue
        }
        if (act === undefined) continue
        if (typeof act === 'string') {
          if (!mute) out.push(act)
          continue
        }
        switch (act) {
          case U: {
            if (!hasParam) break
            let cp = param < 0 ? param + 0x10000 : param
            fallback = uc
            if (mute || cp === 0) break
            if (cp < 0 || cp > 0x10ffff) cp = 0xfffd
            if (cp >= 0xd800 && cp <= 0xdbff) {
              if (highIdx >= 0) out[highIdx] = '\ufffd'
              out.push(String.fromCharCode(cp))
              highIdx = out.length - 1
            } else if (cp >= 0xdc00 && cp <= 0xdfff) {
              if (highIdx >= 0 && highIdx === out.length - 1) out.push(String.fromCharCode(cp))
              else {
                if (highIdx >= 0) out[highIdx] = '\ufffd'
                out.push('\ufffd')
              }
              highIdx = -1
            } else out.push(String.fromCodePoint(cp))
            break
          }
          case UC:
            uc = hasParam ? Math.max(0, Math.min(param, 0xffff)) : 1
            break
          case ANSICPG:
            if (hasParam && param > 0) {
              pages.setDocument(param)
              table = pages.forFont(font)
            }
            break
          case ANSI:
          case MAC:
          case PC:
          case PCA:
            pages.setDocument(act === ANSI ? 1252 : act === MAC ? 10000 : act === PC ? 437 : 850)
            table = pages.forFont(font)
            break
          case F:
            if (!hasParam) break
            if (inFontTbl) fontDef = param
            else {
              font = param
              table = pages.forFont(font)
            }
            break
          case DEFF:
            if (hasParam) {
              deff = param
              if (font < 0) font = param
            }
            break
          case FCHARSET:
            if (inFontTbl && fontDef >= 0 && hasParam) {
              const cp = charsetCodePage(param)
              if (cp !== undefined) pages.fontCp.set(fontDef, cp)
            }
            break
          case CPG:
            if (inFontTbl && fontDef >= 0 && hasParam && param > 0) pages.fontCp.set(fontDef, param)
            break
          case HIDDEN:
          case DELETED: {
            const bit = act === HIDDEN ? HIDE_V : HIDE_DELETED
            hide = hasParam && param === 0 ? hide & ~bit : hide | bit
            mute = skip !== 0 || hide !== 0
            break
          }
          case PLAIN:
            hide = 0
            mute = skip !== 0
            font = deff
            table = pages.forFont(font)
            break
          case FONTTBL:
            inFontTbl = 1
            skip = 1
            mute = true
            break
          case SKIP:
            skip = 1
            mute = true
            break
          case LISTTEXT:
            if (!mute && listMark < 0) listMark = out.length
            break
        }
        continue
      }

      // A control symbol.
      i++
      if (d === 0x27) {
        const h1 = hexValue(s.charCodeAt(i))
        const h2 = h1 < 0 ? -1 : hexValue(s.charCodeAt(i + 1))
        if (h2 < 0) {
          // A lone hex digit belonged to the escape; anything else is read as what it is.
          if (h1 >= 0) i++
          malformed++
          continue
        }
        i += 2
        if (fallback > 0) fallback--
        else if (!mute) out.push(table[h1 * 16 + h2])
        continue
      }
      if (fallback > 0) {
        fallback--
        continue
      }
      if (d === 0x2a) {
        skip = 1
        mute = true
      } else if (!mute) {
        if (d === 0x5c || d === 0x7b || d === 0x7d) out.push(String.fromCharCode(d))
        else if (d === 0x0a || d === 0x0d) out.push('\n')
        else if (d === 0x7e) out.push(' ')
        else if (d === 0x5f) out.push('-')
        else if (d === 0x09) out.push('\t')
      }
    } else if (c === 0x7b) {
      i++
      fallback = 0
      if (depth >= MAX_GROUP_DEPTH) {
        overflow++
        flattened = true
        continue
      }
      sSkip.push(skip)
      sHide.push(hide)
      sUc.push(uc)
      sFont.push(font)
      sInFontTbl.push(inFontTbl)
      sListMark.push(listMark)
      sTable.push(table)
      depth++
      listMark = -1
    } else if (c === 0x7d) {
      i++
      fallback = 0
      if (overflow > 0) {
        overflow--
        continue
      }
      if (listMark >= 0) {
        if (highIdx >= listMark) {
          out[highIdx] = '\ufffd'
          highIdx = -1
        }
        finishListText(out, listMark)
        listMark = -1
      }
      if (depth <= 1) {
        if (restIsBlank(s, i)) {
          complete = true
          break
        }
        // A stray '}' closed the document early: keep reading rather than lose the rest.
        strayCloses++
        continue
      }
      depth--
      const leftFontTbl = inFontTbl !== 0
      skip = sSkip.pop()!
      hide = sHide.pop()!
      uc = sUc.pop()!
      font = sFont.pop()!
      inFontTbl = sInFontTbl.pop()!
      listMark = sListMark.pop()!
      table = sTable.pop()!
      mute = skip !== 0 || hide !== 0
      // Text before any \f is in the default font, whose charset is only known now.
      if (leftFontTbl && !inFontTbl) table = pages.forFont(font)
    } else if (c === 0x0a || c === 0x0d || c === 0) {
      i++
    } else if (fallback > 0) {
      fallback--
      i++
    } else if (mute) {
      // Skipped content (picture hex, tables) ends at the next '\\', '{' or '}'.
      if (nextBs < i) nextBs = nextIndex(s, '\\', i, n)
      if (nextOpen < i) nextOpen = nextIndex(s, '{', i, n)
      if (nextClose < i) nextClose = nextIndex(s, '}', i, n)
      i = nextBs < nextOpen ? (nextBs < nextClose ? nextBs : nextClose) : nextOpen < nextClose ? nextOpen : nextClose
    } else if (c >= 0x80 && bytes) {
      out.push(table[c])
      i++
    } else if (oddChars) {
      const runStart = i
      i++
      while (i < n) {
        const e = s.charCodeAt(i)
        if (e === 0x5c || e === 0x7b || e === 0x7d || e === 0x0a || e === 0x0d || e === 0 || (e >= 0x80 && bytes)) break
        i++
      }
      out.push(s.slice(runStart, i))
    } else {
      // A text run ends at the nearest '\\', '{', '}', CR or LF; native indexOf finds each far
      // faster than a charCodeAt loop, and each position is searched for again only once passed.
      if (nextBs < i) nextBs = nextIndex(s, '\\', i, n)
      if (nextOpen < i) nextOpen = nextIndex(s, '{', i, n)
      if (nextClose < i) nextClose = nextIndex(s, '}', i, n)
      if (nextLf < i) nextLf = nextIndex(s, '\n', i, n)
      if (nextCr < i) nextCr = nextIndex(s, '\r', i, n)
      let end = nextBs
      if (nextOpen < end) end = nextOpen
      if (nextClose < end) end = nextClose
      if (nextLf < end) end = nextLf
      if (nextCr < end) end = nextCr
      out.push(s.slice(i, end))
      i = end
    }
  }

  if (!complete) {
    const open = depth + overflow
    warnings.push(`truncated: ${open} group${open === 1 ? '' : 's'} unclosed`)
    if (highIdx >= 0) {
      out[highIdx] = '\ufffd'
      highIdx = -1
    }
    // An unfinished list marker still reads as one; inner marks come first.
    if (listMark >= 0) finishListText(out, listMark)
    for (let k = sListMark.length - 1; k >= 0; k--) if (sListMark[k] >= 0) finishListText(out, sListMark[k])
  }
  if (highIdx >= 0) out[highIdx] = '\ufffd'
  if (binPastEnd) warnings.push('truncated: \\bin data runs past the end of the input')
  if (flattened) warnings.push(`groups nested deeper than ${MAX_GROUP_DEPTH} were flattened`)
  if (strayCloses > 0) warnings.push(`unbalanced: ${strayCloses} closing brace${strayCloses === 1 ? '' : 's'} before the end ignored`)
  if (malformed > 0) warnings.push(`malformed: ${malformed} \\' escape${malformed === 1 ? '' : 's'} without two hex digits ignored`)
  for (const cp of pages.unsupported) warnings.push(`unsupported code page ${cp}: decoded as cp1252`)

  let text = out.join('')
  if (text.endsWith('\n\n')) text = text.slice(0, -1)
  return { text, complete }
}
