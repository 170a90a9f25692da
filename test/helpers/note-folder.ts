// Folders of generated notes for `svc run`: clinical-looking notes of 2–10 KB drawn from the
// fixture notes (sections shuffled and repeated by a seeded PRNG, so a folder is the same on
// every machine), half as plain text and half as word-processor RTF, in nested folders.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { toRtf } from '../bench/notes.js'
import { fixtureNotes } from './notes.js'
import { prng } from './prng.js'

/** RTF cut off before any text: the pipeline's first step refuses it (400, "truncated RTF"). */
export const BROKEN_RTF = '{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Arial;}'

/** Writes `count` notes under `dir` and returns their paths relative to it. */
export function writeNoteFolder(dir: string, count: number, seed = 13): string[] {
  const random = prng(seed)
  const paragraphs = fixtureNotes().flatMap((n) => n.text.split(/\n\s*\n/).filter((p) => p.trim().length > 40))
  const written: string[] = []
  for (let i = 0; i < count; i++) {
    const target = 2048 + Math.floor(random() * 8 * 1024)
    let text = `NOTE ${i + 1}\n\n`
    while (text.length < target) text += paragraphs[Math.floor(random() * paragraphs.length)] + '\n\n'
    text = text.slice(0, target)
    const rtf = i % 2 === 1
    const rel = join(
      `batch-${String(Math.floor(i / 100)).padStart(2, '0')}`,
      `note-${String(i + 1).padStart(4, '0')}.${rtf ? 'rtf' : 'txt'}`,
    )
    mkdirSync(join(dir, rel, '..'), { recursive: true })
    writeFileSync(join(dir, rel), rtf ? Buffer.from(toRtf(text), 'latin1') : text)
    written.push(rel)
  }
  return written
}
