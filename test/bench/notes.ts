// The benchmark note set: the project's fixture notes (2–7 KB) plus synthetic notes up to 10 KB,
// each as plain text and as word-processor-style RTF (font and color tables, bold headers,
// \'hh escapes), and the corpus note when ../shared/corpus is present.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { syntheticNote } from './lib.js'

export interface BenchNote {
  name: string
  format: 'rtf' | 'text'
  data: Buffer
  /** Characters of plain text. */
  textLength: number
}

const FIXTURES = fileURLToPath(new URL('../fixtures/notes/', import.meta.url))
const CORPUS = fileURLToPath(new URL('../../../shared/corpus/', import.meta.url))

/** Plain text as RTF the way a word processor writes it. */
export function toRtf(text: string): string {
  const esc = (s: string) =>
    s
      .replace(/[\\{}]/g, (c) => `\\${c}`)
      .replace(/[\u0080-\uffff]/g, (c) => {
        const code = c.charCodeAt(0)
        return code < 256 ? `\\'${code.toString(16).padStart(2, '0')}` : `\\u${code > 32767 ? code - 65536 : code}?`
      })
  const paras = text.split('\n').map((line) => {
    const m = /^([A-Z][A-Z /&]+:)(.*)$/.exec(line)
    return m ? `{\\b ${esc(m[1])}}${esc(m[2])}\\par` : `${esc(line)}\\par`
  })
  return `{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss\\fcharset0 Arial;}{\\f1\\fmodern Courier New;}}{\\colortbl;\\red0\\green0\\blue0;\\red31\\green73\\blue125;}{\\*\\generator Bench 1.0;}\\viewkind4\\uc1\\pard\\f0\\fs20\n${paras.join('\n')}\n}`
}

export function benchNotes(): BenchNote[] {
  const texts: [string, string][] = []
  if (existsSync(FIXTURES))
    for (const f of readdirSync(FIXTURES).sort())
      texts.push([f.replace(/\.txt$/, ''), readFileSync(FIXTURES + f, 'utf8')])
  texts.push(['synthetic-6.5k', syntheticNote(6500)], ['synthetic-10k', syntheticNote(10000)])
  const notes: BenchNote[] = []
  for (const [name, text] of texts) {
    notes.push({ name, format: 'text', data: Buffer.from(text), textLength: text.length })
    notes.push({ name, format: 'rtf', data: Buffer.from(toRtf(text), 'latin1'), textLength: text.length })
  }
  if (existsSync(CORPUS + '97_204.rtf')) {
    const txt = readFileSync(CORPUS + '97_204.txt', 'utf8')
    notes.push({ name: '97_204', format: 'rtf', data: readFileSync(CORPUS + '97_204.rtf'), textLength: txt.length })
    notes.push({ name: '97_204', format: 'text', data: Buffer.from(txt), textLength: txt.length })
  }
  return notes
}
