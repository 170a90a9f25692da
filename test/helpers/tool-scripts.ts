// The scripts/get-*.sh that fetch or build what a test needs print its path as their last line,
// and exit 3 when the machine lacks the toolchain to make it: the one case the tests skip.
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const NO_TOOLCHAIN = 3
// npm test's pretest runs them first; a test run alone may build here (the first time, minutes).
const OBTAIN_TIMEOUT_MS = 15 * 60_000

const obtained = new Map<string, Promise<string | null>>()

/** The path `scripts/<script>` prints, or null when it exits 3; one run per script and process. */
export function toolFromScript(script: string): Promise<string | null> {
  let promise = obtained.get(script)
  if (!promise) {
    const path = fileURLToPath(new URL(`../../scripts/${script}`, import.meta.url))
    promise = new Promise((resolve, reject) => {
      execFile('sh', [path], { timeout: OBTAIN_TIMEOUT_MS, maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
        if (err && (err as { code?: unknown }).code === NO_TOOLCHAIN) return resolve(null)
        const printed = stdout.trim().split('\n').pop()
        if (err || !printed)
          reject(new Error(`scripts/${script} failed: ${err?.message ?? 'no path printed'}\n${stderr}`))
        else resolve(printed)
      })
    })
    obtained.set(script, promise)
  }
  return promise
}
