// The real MTAP package (mtap==1.5.0 from PyPI, in a virtualenv under .cache/ that
// scripts/get-mtap.sh makes) for the interop tests: its Python programs in
// test/interop/fixtures/mtap_fixtures.py, run as child processes against our servers.
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Test } from 'tap'
import { run } from './processes.js'

const SCRIPT = fileURLToPath(new URL('../../scripts/get-mtap.sh', import.meta.url))
const FIXTURES = fileURLToPath(new URL('../interop/fixtures/mtap_fixtures.py', import.meta.url))
// get-mtap.sh's status when no Python 3 is installed: the one case the tests skip.
const NO_PYTHON = 3
// The first call may create the virtualenv and pip-install MTAP.
const OBTAIN_TIMEOUT_MS = 15 * 60_000
const RUN_TIMEOUT_MS = 120_000

let pythonPromise: Promise<string | null> | undefined

/** The venv's Python with mtap installed; null when this machine has no Python (skip). */
export function mtapPython(): Promise<string | null> {
  pythonPromise ??= new Promise((resolve, reject) => {
    execFile('sh', [SCRIPT], { timeout: OBTAIN_TIMEOUT_MS, maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
      if (err && (err as { code?: unknown }).code === NO_PYTHON) return resolve(null)
      const path = stdout.trim().split('\n').pop()
      if (err || !path) reject(new Error(`scripts/get-mtap.sh failed: ${err?.message ?? 'no path printed'}\n${stderr}`))
      else resolve(path)
    })
  })
  return pythonPromise
}

/** The Python, or null after planning the test to nothing with the reason (a skip). */
export async function mtapOrSkip(t: Test): Promise<string | null> {
  const python = await mtapPython()
  if (python === null) t.plan(0, 'MTAP interop skipped: no Python 3.9+ on this machine (scripts/get-mtap.sh exits 3), so mtap 1.5.0 cannot be installed')
  return python
}

// Python's gRPC must not pick up a proxy for loopback addresses.
const PYTHON_ENV = { ...process.env, PYTHONUNBUFFERED: '1', PYTHONIOENCODING: 'utf-8', no_proxy: '127.0.0.1,localhost', NO_PROXY: '127.0.0.1,localhost' }

/** Runs one fixture program to its end and parses the JSON line it prints last. */
export async function runFixture(t: Test, python: string, command: string, ...args: string[]): Promise<any> {
  const proc = run(t, python, [FIXTURES, command, ...args], { env: PYTHON_ENV })
  const code = await proc.waitForExit(RUN_TIMEOUT_MS)
  if (code !== 0) throw new Error(`mtap_fixtures.py ${command} ended with ${code}\n${proc.stderr.slice(-40).join('\n')}`)
  const last = proc.stdout.at(-1)
  if (last === undefined) throw new Error(`mtap_fixtures.py ${command} printed nothing`)
  return JSON.parse(last)
}

/** Starts a fixture server (stopped at teardown) and answers its address once it is READY. */
export async function startFixtureServer(t: Test, python: string, command: string, ...args: string[]): Promise<string> {
  const proc = run(t, python, [FIXTURES, command, ...args], { env: PYTHON_ENV })
  const [, port] = await proc.waitForLine(/^READY (\d+)$/, RUN_TIMEOUT_MS)
  return `127.0.0.1:${port}`
}
