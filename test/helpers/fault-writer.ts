// A writer that keeps writing through gateways while a fault is injected, and the check that
// reads every write back afterwards (Jepsen-style, simplified): what was acknowledged and lost,
// what failed but was applied, 409s on documents only this writer added, second leases on
// events only it opened, requests the client gave up on, and when the first 503 came. Shared by
// the fault tests (which assert on it) and the fault bench (which prints it).
//
// Each unit of work is a fresh event: open it, add a document, add a metadata value, in order,
// stopping at the first failure. Loops run closed (the next request when the previous answers),
// pausing a little after an error as a client backing off would.

export type StepKind = 'open' | 'document' | 'metadata'

export interface Step {
  kind: StepKind
  eventId: string
  startedAt: number
  endedAt: number
  /** HTTP status; 0 when the client gave up (its timeout) or the connection failed. */
  status: number
  message: string
  /** The open's answer. */
  created?: boolean
  leaseId?: number
}

export interface WriterOptions {
  /** Gateways (http://host:port), used in turn. */
  urls: string[]
  /** Event ids start with this (unique per writer). */
  prefix: string
  /** Loops writing at once. */
  concurrency?: number
  /** The client's own timeout per request (a hang guard). */
  timeoutMs?: number
  /** Pause after an error before the next unit. */
  pauseAfterErrorMs?: number
}

const TEXT = 'Patient reports chest pain radiating to the left arm. No fever. Troponin pending. Plan: ECG, aspirin.'

export function documentText(eventId: string): string {
  return `${TEXT} (${eventId})`
}

export class FaultWriter {
  readonly steps: Step[] = []
  private stopped = false
  private loops: Promise<void>[] = []
  private next = 0
  private turn = 0

  constructor(private readonly opts: WriterOptions) {}

  start(): this {
    this.loops = Array.from({ length: this.opts.concurrency ?? 4 }, () => this.loop())
    return this
  }

  async stop(): Promise<Step[]> {
    this.stopped = true
    await Promise.all(this.loops)
    return this.steps
  }

  /** Acknowledged steps so far, those started at or after `since` (ms, Date.now()). */
  acknowledged(since = 0): number {
    return this.steps.filter((s) => s.status === 200 && s.startedAt >= since).length
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      const eventId = `${this.opts.prefix}-${this.next++}`
      const url = this.opts.urls[this.turn++ % this.opts.urls.length]
      const ok =
        (await this.step(url, 'open', eventId, 'POST', `/v1/events/${eventId}`, {})) &&
        (await this.step(url, 'document', eventId, 'POST', `/v1/events/${eventId}/documents/note`, {
          text: documentText(eventId),
        })) &&
        (await this.step(url, 'metadata', eventId, 'POST', `/v1/events/${eventId}/metadata/source`, { value: eventId }))
      if (!ok) await new Promise((r) => setTimeout(r, this.opts.pauseAfterErrorMs ?? 20))
    }
  }

  private async step(
    url: string,
    kind: StepKind,
    eventId: string,
    method: string,
    path: string,
    body: unknown,
  ): Promise<boolean> {
    const startedAt = Date.now()
    const step: Step = { kind, eventId, startedAt, endedAt: 0, status: 0, message: '' }
    try {
      const res = await fetch(url + path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 30_000),
      })
      const json = (await res.json().catch(() => ({}))) as { message?: string; created?: boolean; lease_id?: number }
      step.status = res.status
      step.message = json.message ?? ''
      if (kind === 'open' && res.status === 200) {
        step.created = json.created
        step.leaseId = json.lease_id
      }
    } catch (err) {
      step.message = (err as Error).message
    }
    step.endedAt = Date.now()
    this.steps.push(step)
    return step.status === 200
  }
}

export interface FaultReport {
  /** Steps answered 200. */
  acknowledged: number
  /** Acknowledged steps whose effect is not there at the end. */
  lost: Step[]
  /** Steps answered with an error (status >= 400), by status. */
  errors: Record<number, number>
  /** Errors saying the store could not be reached (nothing applied), whose effect is there anyway. */
  appliedAfterUnreached: Step[]
  /** Other errors whose effect is there (they may say so: "may have been applied", "not acknowledged"). */
  appliedAfterOtherError: Step[]
  /** 409s for a document only this writer added, once. */
  ownWrite409s: Step[]
  /** Opens of a fresh event answered as not creating it, or with a lease other than the first. */
  secondLeases: Step[]
  /** Requests the client gave up on (its timeout) or that failed without an answer. */
  unanswered: Step[]
  /** Of those, the ones whose effect is there. */
  appliedUnanswered: Step[]
  /** Seconds from `faultAt` to the first 503 answered after it (undefined: none). */
  firstUnavailableS?: number
  /** The longest any request waited for its answer (s). */
  longestS: number
}

/** Reads back every step's effect through the gateway at `url` and sums up what was seen. */
export async function checkWrites(url: string, steps: Step[], faultAt = 0): Promise<FaultReport> {
  const events = [...new Set(steps.map((s) => s.eventId))]
  const seen = new Map<string, { exists: boolean; text?: string; source?: string }>()
  await inTurns(events, 16, async (eventId) => {
    const meta = await read(`${url}/v1/events/${eventId}/metadata`)
    if (!meta) return void seen.set(eventId, { exists: false })
    const doc = await read(`${url}/v1/events/${eventId}/documents/note`)
    seen.set(eventId, {
      exists: true,
      text: doc?.text as string | undefined,
      source: (meta.metadata as Record<string, string>).source,
    })
  })
  const applied = (s: Step) => {
    const e = seen.get(s.eventId)!
    if (s.kind === 'open') return e.exists
    if (s.kind === 'document') return e.text === documentText(s.eventId)
    return e.source === s.eventId
  }
  const errorSteps = steps.filter((s) => s.status >= 400)
  const unreached = (s: Step) => s.status === 503 && /cannot be reached/.test(s.message)
  const errors: Record<number, number> = {}
  for (const s of errorSteps) errors[s.status] = (errors[s.status] ?? 0) + 1
  const first503 = steps
    .filter((s) => s.status === 503 && s.endedAt >= faultAt)
    .reduce((m, s) => Math.min(m, s.endedAt), Infinity)
  return {
    acknowledged: steps.filter((s) => s.status === 200).length,
    lost: steps.filter((s) => s.status === 200 && !applied(s)),
    errors,
    appliedAfterUnreached: errorSteps.filter((s) => unreached(s) && applied(s)),
    appliedAfterOtherError: errorSteps.filter((s) => !unreached(s) && s.status !== 409 && applied(s)),
    ownWrite409s: steps.filter((s) => s.kind === 'document' && s.status === 409),
    secondLeases: steps.filter((s) => s.kind === 'open' && s.status === 200 && (s.created !== true || s.leaseId !== 1)),
    unanswered: steps.filter((s) => s.status === 0),
    appliedUnanswered: steps.filter((s) => s.status === 0 && applied(s)),
    firstUnavailableS: first503 === Infinity ? undefined : (first503 - faultAt) / 1000,
    longestS: steps.reduce((m, s) => Math.max(m, s.endedAt - s.startedAt), 0) / 1000,
  }
}

/** The JSON answer, or undefined for a 404; any other failure stops the check (it must not pass for lost). */
async function read(url: string): Promise<Record<string, unknown> | undefined> {
  const res = await fetch(url)
  const json = (await res.json()) as Record<string, unknown>
  if (res.status === 404) return undefined
  if (res.status !== 200) throw new Error(`reading back ${url}: ${res.status} ${String(json.message)}`)
  return json
}

async function inTurns<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let i = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (i < items.length) await work(items[i++])
    }),
  )
}
