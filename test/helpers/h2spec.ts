// h2spec, the HTTP/2 conformance tester (built by scripts/get-h2spec.sh), run against a server
// on loopback (h2c, plain TCP); its JUnit report read back into one result per case.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const SCRIPT = fileURLToPath(new URL('../../scripts/get-h2spec.sh', import.meta.url))
// The first call may build h2spec from its Go module, which takes a minute or two on 2 cores.
const OBTAIN_TIMEOUT_MS = 15 * 60_000
const RUN_TIMEOUT_MS = 10 * 60_000
/** Seconds h2spec waits for each expected frame (its default is 2): on a loaded machine a frame may come later, failing a case the server passes. */
const CASE_TIMEOUT_S = 6

export interface H2specCase {
  /** How h2spec names the case on its command line, e.g. http2/5.1/8. */
  id: string
  /** The section and the case, as h2spec prints them. */
  title: string
  result: 'passed' | 'failed' | 'skipped'
  /** What h2spec expected and saw, for a failed case. */
  detail: string
}

let binary: Promise<string> | undefined

export function h2specBinary(): Promise<string> {
  binary ??= new Promise((resolve, reject) => {
    execFile('sh', [SCRIPT], { timeout: OBTAIN_TIMEOUT_MS, maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
      const path = stdout.trim().split('\n').pop()
      if (err || !path)
        reject(new Error(`scripts/get-h2spec.sh failed: ${err?.message ?? 'no path printed'}\n${stderr}`))
      else resolve(path)
    })
  })
  return binary
}

/**
 * Runs every h2spec case against 127.0.0.1:`port`, or only those `ids` names (their results then
 * carry no usable id: h2spec's report numbers the cases it ran; match them by title).
 */
export async function runH2spec(port: number, ids: readonly string[] = []): Promise<H2specCase[]> {
  const report = join(mkdtempSync(join(tmpdir(), 'h2spec-')), 'report.xml')
  const bin = await h2specBinary()
  await new Promise<void>((resolve) =>
    // h2spec exits non-zero when a case fails; the report says which.
    execFile(
      bin,
      ['-h', '127.0.0.1', '-p', String(port), '-j', report, '-o', String(CASE_TIMEOUT_S), ...ids],
      { timeout: RUN_TIMEOUT_MS, maxBuffer: 64 << 20 },
      () => resolve(),
    ),
  )
  return parseReport(readFileSync(report, 'utf8'))
}

function parseReport(xml: string): H2specCase[] {
  const cases: H2specCase[] = []
  for (const suite of xml.matchAll(/<testsuite name="([^"]*)" package="([^"]*)"[^>]*>([\s\S]*?)<\/testsuite>/g)) {
    const [, section, pkg, body] = suite
    let n = 0
    for (const c of body.matchAll(/<testcase [^>]*classname="([^"]*)"[^>]*>([\s\S]*?)<\/testcase>/g)) {
      const [, name, inner] = c
      const result = /<skipped/.test(inner) ? 'skipped' : /<(error|failure)/.test(inner) ? 'failed' : 'passed'
      const detail = /<(?:error|failure)[^>]*>([\s\S]*?)<\/(?:error|failure)>/.exec(inner)?.[1] ?? ''
      const title = `${unescapeEntities(section)}: ${unescapeEntities(name)}`
      cases.push({ id: `${pkg}/${++n}`, title, result, detail: unescapeEntities(detail).trim() })
    }
  }
  return cases
}

function unescapeEntities(s: string): string {
  const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' }
  return s.replace(/&(?:#(\d+)|(\w+));/g, (all, code: string | undefined, name: string | undefined) =>
    code ? String.fromCharCode(Number(code)) : (named[name!] ?? all),
  )
}

/**
 * The cases with each failed one run once more, alone, and counted passed when it passes then.
 * On a loaded machine h2spec can read the server's answer to a request before the error the
 * server sent for the frame h2spec wrote after it (docs/http2.md); a case that fails twice is a
 * failure. `retried`: the cases that passed the second time.
 */
export async function withSecondRuns(
  port: number,
  cases: H2specCase[],
): Promise<{ cases: H2specCase[]; retried: H2specCase[] }> {
  const failed = cases.filter((c) => c.result === 'failed')
  if (failed.length === 0) return { cases, retried: [] }
  const again = new Map(
    (
      await runH2spec(
        port,
        failed.map((c) => c.id),
      )
    ).map((c) => [c.title, c.result]),
  )
  const passedAgain = (c: H2specCase) => c.result === 'failed' && again.get(c.title) === 'passed'
  return {
    cases: cases.map((c) => (passedAgain(c) ? { ...c, result: 'passed' as const } : c)),
    retried: cases.filter(passedAgain),
  }
}

export const count = (cases: H2specCase[], result: H2specCase['result']) =>
  cases.filter((c) => c.result === result).length
