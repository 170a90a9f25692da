// A real headless Chromium for tests: Debian's chromium, obtained by scripts/get-chromium.sh
// (installed, or unpacked into .cache/ without root), driven by playwright-core. When none can
// be had here the test is planned empty with the reason, so it shows as skipped, not passed.
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser } from 'playwright-core'
import type { Test } from 'tap'

const SCRIPT = fileURLToPath(new URL('../../scripts/get-chromium.sh', import.meta.url))
// The first call may download and unpack about 120 MB of packages.
const OBTAIN_TIMEOUT_MS = 15 * 60_000

/**
 * Headless, no sandbox (tests run as root in containers), and nothing that reaches out to the
 * network on its own: without these Chromium tries to reach Google's services and stalls.
 * Playwright gives every launch a fresh temporary --user-data-dir.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

let obtained: Promise<{ path?: string; reason?: string }> | undefined

export function chromiumPath(): Promise<{ path?: string; reason?: string }> {
  obtained ??= new Promise((resolve) => {
    execFile('sh', [SCRIPT], { timeout: OBTAIN_TIMEOUT_MS, maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
      const path = stdout.trim().split('\n').pop()
      if (err || !path)
        resolve({
          reason: `no chromium could be had here (scripts/get-chromium.sh: ${stderr.trim().split('\n').pop() ?? err?.message})`,
        })
      else resolve({ path })
    })
  })
  return obtained
}

/** A browser for `t`, closed at its teardown; undefined (and `t` planned empty) when none can be had. */
export async function browserFor(t: Test): Promise<Browser | undefined> {
  const { path, reason } = await chromiumPath()
  if (!path) {
    t.plan(0, reason)
    return undefined
  }
  const browser = await chromium.launch({
    executablePath: path,
    headless: true,
    args: CHROMIUM_FLAGS,
    timeout: 120_000,
  })
  t.teardown(() => browser.close())
  return browser
}
