// What a running `svc` command serves, written where `svc healthcheck` finds it
// ($SVC_STATUS_FILE; the container image sets it). One image runs every role, and a Docker
// HEALTHCHECK is fixed in the image: the running command says what to check, its own address
// included (a port chosen at start, a backend that serves no HTTP).
import { readFileSync, renameSync, writeFileSync } from 'node:fs'

export interface ServingStatus {
  /** The command that wrote it (up, gateway, events, processors, pipeline). */
  command: string
  /** Base URL of the gateway's HTTP server, whose GET /healthz says it serves. */
  http?: string
  /** gRPC servers whose grpc.health.v1 check (service "") says they serve. */
  grpc?: string[]
  pid: number
}

/** Writes `status` to $SVC_STATUS_FILE when it is set (whole: written aside, then renamed). */
export function writeServingStatus(status: Omit<ServingStatus, 'pid'>, env = process.env): void {
  const file = env.SVC_STATUS_FILE
  if (!file) return
  writeFileSync(`${file}.tmp`, JSON.stringify({ ...status, pid: process.pid }) + '\n')
  renameSync(`${file}.tmp`, file)
}

/** The status a running command wrote, or an Error saying why there is none. */
export function readServingStatus(file: string): ServingStatus {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (err) {
    throw new Error(
      `no status in ${file} (${(err as NodeJS.ErrnoException).code ?? err}): nothing has started serving yet`,
    )
  }
  const status = JSON.parse(text) as ServingStatus
  if (typeof status !== 'object' || status === null || (status.http === undefined && !Array.isArray(status.grpc)))
    throw new Error(`${file} says nothing to check`)
  return status
}
