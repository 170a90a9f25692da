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

/** Runs every h2spec case against 127.0.0.1:`port`. */
export async function runH2spec(port: number): Promise<H2specCase[]> {
  const report = join(mkdtempSync(join(tmpdir(), 'h2spec-')), 'report.xml')
  const bin = await h2specBinary()
  await new Promise<void>((resolve) =>
    // h2spec exits non-zero when a case fails; the report says which.
    execFile(
      bin,
      ['-h', '127.0.0.1', '-p', String(port), '-j', report, '-o', String(CASE_TIMEOUT_S)],
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

export const count = (cases: H2specCase[], result: H2specCase['result']) =>
  cases.filter((c) => c.result === result).length
