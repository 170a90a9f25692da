// `svc run` (issue 13) as a user runs it: the command in a child process over a folder of
// generated notes (RTF and text, nested folders, one broken note), through a running gateway
// and through the stack it starts itself. The JSONL has a line per note and the CSV a row per
// concept; a broken note is recorded and the run goes on; the exit code says whether any note
// failed; a rerun skips what is done and tries the failures again; a stop leaves a run that a
// rerun completes; usage errors name what is wrong.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { progressOf } from '../src/batch/progress.js'
import { startStack } from '../src/stack/stack.js'
import { CONCEPT_CSV_COLUMNS } from '../ui/src/concept-csv.js'
import { offsetMap } from '../ui/src/offsets.js'
import { BROKEN_RTF, writeNoteFolder } from './helpers/note-folder.js'
import { pollUntil } from './helpers/poll.js'
import { freePort, run } from './helpers/processes.js'

const BIN = fileURLToPath(new URL('../bin/svc.js', import.meta.url))
const NOTES = 10

interface Result {
  code: number | string | null
  stdout: string[]
  stderr: string
}

async function svcRun(t: Tap.Test, cwd: string, args: string[]): Promise<Result> {
  const p = run(t, process.execPath, [BIN, 'run', ...args], { cwd, env: { ...process.env, SVC_LOG_LEVEL: 'warn' } })
  const code = await p.waitForExit(300_000)
  return { code, stdout: p.stdout, stderr: p.stderr.join('\n') }
}

const jsonLines = (path: string) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))

/** CSV rows (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else field += c
  }
  return rows
}

t.test('svc run through a running gateway', async (t) => {
  const stack = await startStack({ port: 0, host: '127.0.0.1', singleProcess: true, log: () => {}, announce: () => {} })
  t.teardown(() => stack.close())
  const gateway = stack.gateway.url
  const dir = mkdtempSync(join(tmpdir(), 'svc-run-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const written = writeNoteFolder(join(dir, 'notes'), NOTES)
  writeFileSync(join(dir, 'notes', 'batch-00', 'broken.rtf'), BROKEN_RTF)
  writeFileSync(join(dir, 'notes', 'batch-00', 'ignored.pdf'), 'not a note')
  const args = [
    'svc-default-pipeline',
    'notes',
    '--out',
    'out.jsonl',
    '--csv',
    'out.csv',
    '--concurrency',
    '3',
    '--gateway',
    gateway,
  ]

  await t.test('first run: every note has a line, the broken one its error; exit 1', async (t) => {
    const r = await svcRun(t, dir, args)
    t.equal(r.code, 1, r.stderr)
    const lines = jsonLines(join(dir, 'out.jsonl'))
    t.equal(lines.length, NOTES + 1)
    t.same(
      lines.map((l) => l.id).sort(),
      [...written.map((w) => join('notes', w)), join('notes', 'batch-00', 'broken.rtf')].sort(),
    )
    const broken = lines.find((l) => l.id.endsWith('broken.rtf'))
    t.equal(broken.path, join(dir, 'notes', 'batch-00', 'broken.rtf'))
    t.equal(broken.error.status, 400)
    t.equal(broken.error.code, 3)
    t.match(broken.error.message, /truncated RTF/)
    const ok = lines.filter((l) => !l.error)
    t.equal(ok.length, NOTES)
    for (const l of ok) {
      t.equal(l.document, 'plaintext')
      t.ok(l.text.length >= 1500, `${l.id}: ${l.text.length} characters`)
      t.same(Object.keys(l.label_indices).sort(), ['concepts', 'context_cues', 'sections', 'sentences', 'tokens'])
    }
    t.notMatch(r.stderr, /NOTE \d+/, 'no note text on stderr')

    const rows = csvRows(readFileSync(join(dir, 'out.csv'), 'utf8'))
    t.same(rows[0], [...CONCEPT_CSV_COLUMNS])
    const concepts = ok.flatMap((l) =>
      l.label_indices.concepts.labels.map((c: { start_index: number; end_index: number }) => ({ note: l, c })),
    )
    t.equal(rows.length - 1, concepts.length, 'one row per concept')
    const byNote = new Map(ok.map((l) => [l.id, l]))
    for (const row of rows.slice(1)) {
      const [note, start, end, text] = row
      const l = byNote.get(note!)
      t.ok(l, `row of ${note}`)
      t.equal(text, offsetMap(l.text).slice(l.text, Number(start), Number(end)))
    }
    t.match(
      r.stderr,
      new RegExp(
        `svc run: ${NOTES + 1} notes: ${NOTES + 1} processed, 0 skipped \\(already in the output\\), 1 failed`,
      ),
    )
    t.match(r.stderr, /\d+\.\d s, \d+\.\d docs\/s at concurrency 3/)
    for (const c of ['svc-rtf', 'svc-sentences', 'svc-tokens', 'svc-sections', 'svc-concepts', 'svc-context'])
      t.match(r.stderr, new RegExp(`\\n\\s+${c}\\s+\\d+\\.\\d ms\\s+\\d+%`), `time of ${c}`)
    t.match(r.stderr, /broken\.rtf: .*truncated RTF/)
    t.match(
      r.stderr,
      new RegExp(`svc run: ${NOTES + 1}/${NOTES + 1} notes, 1 failed, \\d+\\.\\d docs/s`),
      'a plain progress line where stderr is no terminal',
    )
    t.same(r.stdout, [], 'stdout stays empty with --out')
  })

  await t.test('rerun: the finished notes are skipped, the failed one is tried again', async (t) => {
    const csvBefore = readFileSync(join(dir, 'out.csv'), 'utf8')
    const r = await svcRun(t, dir, args)
    t.equal(r.code, 1)
    t.match(
      r.stderr,
      new RegExp(`${NOTES + 1} notes: 1 processed, ${NOTES} skipped \\(already in the output\\), 1 failed`),
    )
    const lines = jsonLines(join(dir, 'out.jsonl'))
    t.equal(lines.length, NOTES + 2, 'one more line: the broken note again')
    t.equal(readFileSync(join(dir, 'out.csv'), 'utf8'), csvBefore)
  })

  await t.test('the note mended: the rerun completes it; exit 0', async (t) => {
    writeFileSync(join(dir, 'notes', 'batch-00', 'broken.rtf'), '{\\rtf1\\ansi Patient denies chest pain.\\par}')
    let r = await svcRun(t, dir, args)
    t.equal(r.code, 0, r.stderr)
    t.match(r.stderr, new RegExp(`1 processed, ${NOTES} skipped \\(already in the output\\), 0 failed`))
    const mended = jsonLines(join(dir, 'out.jsonl')).at(-1)
    t.equal(mended.id, join('notes', 'batch-00', 'broken.rtf'))
    t.equal(mended.label_indices.concepts.labels[0].negated, true)
    // Everything done: no gateway is needed, so an unreachable one does not matter.
    r = await svcRun(t, dir, [...args.slice(0, -1), 'http://127.0.0.1:9'])
    t.equal(r.code, 0, r.stderr)
    t.match(r.stderr, new RegExp(`${NOTES + 1} notes: 0 processed, ${NOTES + 1} skipped`))
  })

  await t.test('a torn last line (a run killed mid-write) is run again, and the file stays line by line', async (t) => {
    const path = join(dir, 'out.jsonl')
    const before = jsonLines(path)
    const last = before.at(-1)
    writeFileSync(
      path,
      readFileSync(path, 'utf8').trimEnd().split('\n').slice(0, -1).join('\n') +
        '\n' +
        JSON.stringify(last).slice(0, 40),
    )
    const r = await svcRun(t, dir, args)
    t.equal(r.code, 0, r.stderr)
    t.match(r.stderr, /1 processed/)
    const lines = readFileSync(path, 'utf8').split('\n').filter(Boolean)
    t.equal(lines.length, before.length + 1, 'the torn line stays, ended; the note is written again after it')
    t.equal(JSON.parse(lines.at(-1)!).id, last.id)
  })

  await t.test('a stop: notes in flight finish, no new one starts; the rerun completes the run', async (t) => {
    const out = join(dir, 'stopped.jsonl')
    const p = run(
      t,
      process.execPath,
      [BIN, 'run', 'svc-default-pipeline', 'notes', '--out', out, '--concurrency', '1', '--gateway', gateway],
      { cwd: dir },
    )
    await pollUntil(
      'a first note written',
      () => {
        try {
          return jsonLines(out).length >= 1
        } catch {
          return false
        }
      },
      { withinMs: 120_000 },
    )
    p.child.kill('SIGINT')
    t.equal(await p.waitForExit(120_000), 130)
    const partial = jsonLines(out)
    t.ok(partial.length < NOTES + 1, `${partial.length} notes before the stop`)
    t.match(p.stderr.join('\n'), /SIGINT: finishing the notes in flight/)
    t.match(p.stderr.join('\n'), /not started \(stopped; a rerun continues\)/)
    const r = await svcRun(t, dir, ['svc-default-pipeline', 'notes', '--out', out, '--gateway', gateway])
    t.equal(r.code, 0)
    const all = jsonLines(out)
    t.equal(all.length, NOTES + 1)
    t.equal(new Set(all.map((l) => l.path)).size, NOTES + 1, 'each note once')
  })

  await t.test('usage errors name what is wrong; exit 2', async (t) => {
    const closed = await freePort()
    const cases: [string[], RegExp][] = [
      [['svc-default-pipeline'], /give a pipeline and one or more files or folders of notes/],
      [['svc-default-pipeline', 'nowhere', '--gateway', gateway], /cannot read "nowhere" \(ENOENT\)/],
      [
        ['no-such-pipeline', 'notes', '--gateway', gateway],
        /the gateway routes no pipeline "no-such-pipeline" \(it routes: svc-default-pipeline, svc-rtf-to-text\)/,
      ],
      [
        ['svc-default-pipeline', 'notes', '--concurrency', '0', '--gateway', gateway],
        /--concurrency must be from 1 to 256, got 0/,
      ],
      [
        ['svc-default-pipeline', 'notes', '--gateway', 'ftp://x'],
        /--gateway must be an http:\/\/ or https:\/\/ URL, got "ftp:\/\/x"/,
      ],
      [
        ['svc-default-pipeline', 'notes', '--gateway', `http://127.0.0.1:${closed}`],
        new RegExp(`cannot reach the gateway at http://127\\.0\\.0\\.1:${closed}: ECONNREFUSED`),
      ],
      [['svc-default-pipeline', 'notes', '--out', 'notes', '--gateway', gateway], /cannot read notes \(EISDIR\)/],
    ]
    for (const [argv, message] of cases) {
      const r = await svcRun(t, dir, argv)
      t.equal(r.code, 2, argv.join(' '))
      t.match(r.stderr, message)
    }
  })
})

t.test('svc run with no gateway starts the stack itself; JSONL on stdout', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-run-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  writeNoteFolder(dir, 2, 5)
  const r = await svcRun(t, dir, ['svc-rtf-to-text', '.', '--concurrency', '2'])
  t.equal(r.code, 0, r.stderr)
  t.match(r.stderr, /starting the stack/)
  t.equal(r.stdout.length, 2, 'stdout holds the two JSON lines and nothing else')
  for (const line of r.stdout) {
    const l = JSON.parse(line)
    t.match(l.id, /^batch-00\/note-000[12]\.(txt|rtf)$/)
    t.same(l.label_indices, {}, 'svc-rtf-to-text makes the text only')
    t.match(l.text, /^NOTE [12]\n/)
  }
})

t.test('svc run --indices: the answers carry, and the lines hold, those label indices alone', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-run-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  writeNoteFolder(dir, 2, 5)
  const r = await svcRun(t, dir, ['svc-default-pipeline', '.', '--indices', 'concepts,sentences'])
  t.equal(r.code, 0, r.stderr)
  t.equal(r.stdout.length, 2)
  for (const line of r.stdout) {
    const l = JSON.parse(line)
    t.same(Object.keys(l.label_indices).sort(), ['concepts', 'sentences'])
    t.type(l.text, 'string', 'with the text the CSV rows quote')
  }
})

t.test('progress on a terminal: a bar with docs/s and the time left', async (t) => {
  const stream = Object.assign(new PassThrough(), {
    isTTY: true,
    columns: 120,
    cursorTo: () => true,
    clearLine: () => true,
    moveCursor: () => true,
  }) as unknown as NodeJS.WriteStream
  let drawn = ''
  ;(stream as unknown as PassThrough).on('data', (d: Buffer) => (drawn += d.toString()))
  const p = progressOf(4, { stream })
  p.tick(false)
  p.tick(true)
  p.tick(false)
  p.tick(false)
  p.stop()
  t.match(drawn, /svc run .* 4\/4 notes \| \d+\.\d docs\/s \| ETA \S+ \| 1 failed/)
})

declare namespace Tap {
  type Test = import('tap').Test
}
