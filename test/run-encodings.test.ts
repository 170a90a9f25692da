// `svc run` in a child process over notes written in the encodings clinical systems write
// (UTF-8, Latin-1, Windows-1252, UTF-16LE/BE and UTF-32LE with a byte order mark) and two files
// that are no text (a program, random bytes named .rtf): each note's text comes out as it was
// written, with the encoding read in the JSONL and a warning where it was a guess; the binary
// files fail with a message saying so, are never processed, and make the exit code 1.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import iconv from 'iconv-lite'
import t from 'tap'
import { startStack } from '../src/stack/stack.js'
import { run } from './helpers/processes.js'

const BIN = fileURLToPath(new URL('../bin/svc.js', import.meta.url))

const FRENCH = "Patiente de 45 ans. Dénie fièvre 38°C. Douleur thoracique à l'effort, œdème des chevilles."
const QUOTED = 'Patient reports “no chest pain” – aspirin 81 mg… co-pay €10. Denies fever.'

const bom = (mark: number[], text: string, encoding: string) =>
  Buffer.concat([Buffer.from(mark), iconv.encode(text, encoding)])

/** File name → bytes, and the text and encoding each must come out with (null: refused). */
const NOTES: Record<string, { bytes: Buffer; text: string | null; encoding?: string; guessed?: boolean }> = {
  'utf8.txt': { bytes: Buffer.from(FRENCH), text: FRENCH, encoding: 'utf-8' },
  'latin1.txt': {
    bytes: Buffer.from(FRENCH.replace('œ', 'oe'), 'latin1'),
    text: FRENCH.replace('œ', 'oe'),
    encoding: 'windows-1252',
    guessed: true,
  },
  'windows-1252.txt': {
    bytes: iconv.encode(QUOTED, 'windows-1252'),
    text: QUOTED,
    encoding: 'windows-1252',
    guessed: true,
  },
  'utf16le.txt': { bytes: bom([0xff, 0xfe], FRENCH, 'utf-16le'), text: FRENCH, encoding: 'utf-16le' },
  'utf16be.txt': { bytes: bom([0xfe, 0xff], QUOTED, 'utf-16be'), text: QUOTED, encoding: 'utf-16be' },
  'utf32le.txt': { bytes: bom([0xff, 0xfe, 0, 0], FRENCH, 'utf-32le'), text: FRENCH, encoding: 'utf-32le' },
  'program.txt': { bytes: readFileSync(process.execPath).subarray(0, 64 * 1024), text: null },
  'random.rtf': { bytes: randomBytes(5000), text: null },
}

t.test('svc run over notes in every encoding, and binary files', async (t) => {
  const stack = await startStack({ port: 0, host: '127.0.0.1', singleProcess: true, log: () => {}, announce: () => {} })
  t.teardown(() => stack.close())
  const dir = t.testdir()
  mkdirSync(join(dir, 'notes'))
  for (const [name, note] of Object.entries(NOTES)) writeFileSync(join(dir, 'notes', name), note.bytes)

  const p = run(
    t,
    process.execPath,
    [BIN, 'run', 'svc-default-pipeline', 'notes', '--out', 'out.jsonl', '--gateway', stack.gateway.url],
    { cwd: dir, env: { ...process.env, SVC_LOG_LEVEL: 'warn' } },
  )
  const code = await p.waitForExit(300_000)
  const stderr = p.stderr.join('\n')
  t.equal(code, 1, 'a binary file failed: exit 1')
  const lines = readFileSync(join(dir, 'out.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
  t.equal(lines.length, Object.keys(NOTES).length)
  for (const [name, want] of Object.entries(NOTES)) {
    const line = lines.find((l) => l.id === join('notes', name))
    if (want.text === null) {
      t.equal(line.error?.status, 400, `${name}: refused`)
      t.match(
        line.error?.message,
        /binary rtf is not text: .*(NUL bytes|control characters)/,
        `${name}: the message says it is no text`,
      )
      t.notOk(line.label_indices, `${name}: never processed`)
      continue
    }
    t.notOk(line.error, `${name}: processed`)
    t.equal(line.text, want.text, `${name}: the text as written`)
    t.equal(line.source_encoding, want.encoding, `${name}: read as ${want.encoding}`)
    t.ok(line.label_indices.sentences.labels.length >= 2, `${name}: its sentences found`)
    const warned = stderr.includes(
      `warning: ${join('notes', name)}: not UTF-8 and no byte order mark: read as ${want.encoding} (a guess)`,
    )
    t.equal(warned, want.guessed === true, `${name}: ${want.guessed ? 'a warning line' : 'no warning'}`)
  }
  t.match(stderr, /8 notes: 8 processed, 0 skipped \(already in the output\), 2 failed/)
  t.match(stderr, /read as: .*windows-1252 2/)
  t.notMatch(stderr, /Douleur|chest pain/, 'no note text on stderr')
})
