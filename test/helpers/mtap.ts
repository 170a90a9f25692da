// The real MTAP package (mtap==1.5.0 from PyPI, in a virtualenv under .cache/ that
// scripts/get-mtap.sh makes) for the interop tests: its Python programs in
// test/interop/fixtures/mtap_fixtures.py, run as child processes against our servers.
import { fileURLToPath } from 'node:url'
import type { Test } from 'tap'
import { run } from './processes.js'
import { toolFromScript } from './tool-scripts.js'

const FIXTURES = fileURLToPath(new URL('../interop/fixtures/mtap_fixtures.py', import.meta.url))
const RUN_TIMEOUT_MS = 120_000

/** The venv's Python with mtap installed; null when this machine has no Python (skip). */
export function mtapPython(): Promise<string | null> {
  return toolFromScript('get-mtap.sh')
}

/** The Python, or null after planning the test to nothing with the reason (a skip). */
export async function mtapOrSkip(t: Test): Promise<string | null> {
  const python = await mtapPython()
  if (python === null)
    t.plan(
      0,
      'MTAP interop skipped: no Python 3.9+ on this machine (scripts/get-mtap.sh exits 3), so mtap 1.5.0 cannot be installed',
    )
  return python
}

// Python's gRPC must not pick up a proxy for loopback addresses.
export const PYTHON_ENV = {
  ...process.env,
  PYTHONUNBUFFERED: '1',
  PYTHONIOENCODING: 'utf-8',
  no_proxy: '127.0.0.1,localhost',
  NO_PROXY: '127.0.0.1,localhost',
}

/** Runs one fixture program to its end and parses the JSON line it prints last. */
export async function runFixture(t: Test, python: string, command: string, ...args: string[]): Promise<any> {
  const proc = run(t, python, [FIXTURES, command, ...args], { env: PYTHON_ENV })
  const code = await proc.waitForExit(RUN_TIMEOUT_MS)
  if (code !== 0)
    throw new Error(`mtap_fixtures.py ${command} ended with ${code}\n${proc.stderr.slice(-40).join('\n')}`)
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
