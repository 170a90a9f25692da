// `svc healthcheck`, the container's HEALTHCHECK, against real `svc` processes: each role writes
// what it serves to $SVC_STATUS_FILE, and the check asks the gateway's /healthz or a backend's
// gRPC health; exit 0 while it serves, 1 once it is gone or when nothing has started.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t, { type Test } from 'tap'
import { freePort, run } from './helpers/processes.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const BIN = join(ROOT, 'bin/svc.js')

function env(statusFile: string): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = { ...process.env, SVC_STATUS_FILE: statusFile }
  delete e.SVC_CONFIG
  return e
}

async function healthcheck(t: Test, statusFile: string, ...args: string[]) {
  const proc = run(t, process.execPath, [BIN, 'healthcheck', ...args], { cwd: ROOT, env: env(statusFile) })
  const code = await proc.waitForExit(30_000)
  return { code, out: [...proc.stdout, ...proc.stderr].join('\n') }
}

t.test('a backend role: its gRPC health, through the status file it wrote', async (t) => {
  const status = join(mkdtempSync(join(tmpdir(), 'svc-health-')), 'status.json')
  const events = run(t, process.execPath, [BIN, 'events', '--port', '0'], { cwd: ROOT, env: env(status) })
  const [, address] = (await events.waitForLine(/^Events service listening on (\S+)$/))!
  t.match(JSON.parse(readFileSync(status, 'utf8')), { command: 'events', grpc: [address] })
  const ok = await healthcheck(t, status)
  t.equal(ok.code, 0, ok.out)
  t.match(ok.out, `healthy: ${address} SERVING`)
  process.kill(events.child.pid!, 'SIGTERM')
  t.equal(await events.waitForExit(20_000), 0)
  const gone = await healthcheck(t, status)
  t.equal(gone.code, 1, 'the events service is gone: unhealthy')
  t.match(gone.out, `svc: healthcheck: not healthy: ${address}: UNAVAILABLE`)
})

t.test('the gateway role: GET /healthz', async (t) => {
  const status = join(mkdtempSync(join(tmpdir(), 'svc-health-')), 'status.json')
  const port = await freePort()
  const gateway = run(t, process.execPath, [BIN, 'gateway', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: ROOT,
    env: env(status),
  })
  const { pollUntil } = await import('./helpers/poll.js')
  await pollUntil('status written', () => {
    try {
      return JSON.parse(readFileSync(status, 'utf8')).command === 'gateway'
    } catch {
      return false
    }
  })
  const ok = await healthcheck(t, status)
  t.equal(ok.code, 0, ok.out)
  t.match(ok.out, `healthy: http://127.0.0.1:${port}/healthz 200`)
  process.kill(gateway.child.pid!, 'SIGKILL')
  await gateway.waitForExit(10_000)
  t.equal((await healthcheck(t, status)).code, 1, 'gone: unhealthy')
})

t.test('nothing started yet, or explicit targets', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-health-'))
  const none = await healthcheck(t, join(dir, 'absent.json'))
  t.equal(none.code, 1)
  t.match(none.out, /not healthy: no status in .*absent\.json \(ENOENT\): nothing has started serving yet/)
  const port = await freePort()
  const direct = await healthcheck(t, join(dir, 'absent.json'), '--grpc', `127.0.0.1:${port}`, '--timeout', '1')
  t.equal(direct.code, 1, '--grpc at a port nobody listens on')
  t.match(direct.out, `127.0.0.1:${port}: UNAVAILABLE`)
})
