// `svc healthcheck`: is this container's `svc` serving? For Docker's HEALTHCHECK (one image,
// every role): the running command wrote what it serves to $SVC_STATUS_FILE (status-file.ts);
// the gateway (svc up, svc gateway) is asked GET /healthz, a backend (svc events, processors,
// pipeline) its gRPC health check. Exit 0 healthy, 1 not (Docker reserves 2).
import { toSvcError } from '../api/errors.js'
import { codeName } from '../api/status.js'
import { createGrpcTransport } from '../transport/grpc-transport.js'
import { parseArgs } from './args.js'
import type { Command } from './command.js'
import { readServingStatus, type ServingStatus } from './status-file.js'

export const HEALTHCHECK_USAGE = `usage: svc healthcheck [--status-file FILE] [--url URL] [--grpc HOST:PORT]... [--timeout SECONDS]
  --status-file   what the running svc serves (default: $SVC_STATUS_FILE; the image sets it)
  --url           check this gateway instead: GET URL/healthz must answer 200
  --grpc          check this gRPC server instead: grpc.health.v1 Check must answer SERVING (repeatable)
  --timeout       seconds each check may take (default 3)
Exit code 0: serving; 1: not serving, or nothing to check.`

const OPTIONS = { 'status-file': 'path', url: 'string', grpc: 'strings', timeout: 'seconds' } as const

export async function runHealthcheckCommand(argv: string[]): Promise<void> {
  const args = parseArgs('healthcheck', argv, OPTIONS)
  const timeoutMs = (args.timeout ?? 3) * 1000
  let targets: Pick<ServingStatus, 'http' | 'grpc'>
  try {
    if (args.url !== undefined || args.grpc !== undefined) targets = { http: args.url, grpc: args.grpc }
    else {
      const file = args['status-file'] ?? process.env.SVC_STATUS_FILE
      if (!file) throw new Error('nothing to check: give --url, --grpc or --status-file (or set SVC_STATUS_FILE)')
      targets = readServingStatus(file)
    }
  } catch (err) {
    return unhealthy((err as Error).message)
  }
  const problems: string[] = []
  const fine: string[] = []
  if (targets.http)
    await checkHttp(targets.http, timeoutMs).then(
      (ok) => fine.push(ok),
      (err: Error) => problems.push(err.message),
    )
  for (const address of targets.grpc ?? [])
    await checkGrpc(address, timeoutMs).then(
      (ok) => fine.push(ok),
      (err: Error) => problems.push(err.message),
    )
  if (problems.length) return unhealthy(problems.join('; '))
  console.log(`healthy: ${fine.join('; ')}`)
}

function unhealthy(reason: string): never {
  console.error(`svc: healthcheck: not healthy: ${reason}`)
  process.exit(1)
}

async function checkHttp(base: string, timeoutMs: number): Promise<string> {
  const url = `${base.replace(/\/$/, '')}/healthz`
  let res: Response
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
  } catch (err) {
    throw new Error(`${url}: ${(err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message}`)
  }
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`)
  return `${url} 200`
}

async function checkGrpc(address: string, timeoutMs: number): Promise<string> {
  const transport = createGrpcTransport(address)
  try {
    const res = await transport.unary<{ status: string }>(
      'Health',
      'Check',
      { service: '' },
      { deadline: Date.now() + timeoutMs },
    )
    if (res.status !== 'SERVING') throw new Error(`${address}: ${res.status}`)
    return `${address} SERVING`
  } catch (err) {
    if (err instanceof Error && err.message.startsWith(address)) throw err
    throw new Error(`${address}: ${codeName(toSvcError(err).code)}`)
  } finally {
    transport.close()
  }
}

export const command: Command = { usage: HEALTHCHECK_USAGE, options: OPTIONS, run: runHealthcheckCommand }
