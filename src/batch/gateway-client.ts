// The batch's one call: POST /v1/pipeline/{id}/process on a gateway, the note as the binary
// `rtf` (the pipeline's first step reads RTF or text in any encoding). A gateway that is briefly
// unavailable (503, a refused or reset connection) is tried again a few times; any other
// failure is the note's, with the gateway's status, code and message.
import pRetry, { AbortError } from 'p-retry'
import { Status } from '../api/status.js'

/** What a pipeline answers (PROTOCOL.md §4), the members the batch reads. */
export interface PipelineAnswer {
  event: {
    metadata?: Record<string, string>
    documents: Record<string, { text: string; label_indices: Record<string, { distinct: boolean; labels: [] }> }>
  }
  result: {
    component_results: {
      identifier: string
      timing_info: Record<string, string>
      result_dict?: Record<string, unknown>
    }[]
  }
}

export class NoteFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** Tries after the first (0.5 s, 1 s, 2 s apart). */
const RETRIES = 3
/** A note that takes longer than this has failed (the slowest notes take seconds). */
const NOTE_TIMEOUT_MS = 300_000

export class GatewayClient {
  constructor(readonly base: string) {}

  /** The pipelines the gateway routes now. */
  async pipelines(): Promise<string[]> {
    const r = await fetch(new URL('/v1/pipelines', this.base))
    if (!r.ok) throw new NoteFailure(r.status, Status.UNKNOWN, `GET /v1/pipelines answered ${r.status}`)
    const body = (await r.json()) as { Pipelines: { Identifier: string }[] }
    return body.Pipelines.map((p) => p.Identifier)
  }

  /** `indices`: the label indices the answer carries (the request's "return"); all when absent. */
  process(pipeline: string, eventId: string, note: Buffer, indices?: readonly string[]): Promise<PipelineAnswer> {
    const url = new URL(`/v1/pipeline/${encodeURIComponent(pipeline)}/process`, this.base)
    const returned = indices ? { return: { label_indices: indices } } : {}
    const body = JSON.stringify({
      event: { event_id: eventId, binaries: { rtf: note.toString('base64') } },
      ...returned,
    })
    return pRetry(
      async () => {
        let r: Response
        try {
          r = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
            signal: AbortSignal.timeout(NOTE_TIMEOUT_MS),
          })
        } catch (err) {
          const cause =
            (err as { cause?: { code?: string; message?: string } }).cause?.code ??
            (err as { cause?: { message?: string } }).cause?.message ??
            (err as Error).name
          if (cause === 'TimeoutError')
            throw new AbortError(
              new NoteFailure(504, Status.DEADLINE_EXCEEDED, `no answer within ${NOTE_TIMEOUT_MS / 1000} s`),
            )
          throw new NoteFailure(503, Status.UNAVAILABLE, `cannot reach the gateway (${cause})`)
        }
        const answer = (await r.json().catch(() => undefined)) as
          | (PipelineAnswer & { code?: number; message?: string })
          | undefined
        if (r.ok && answer) return answer
        const failure = new NoteFailure(r.status, answer?.code ?? Status.UNKNOWN, answer?.message ?? `HTTP ${r.status}`)
        if (r.status === 503) throw failure
        throw new AbortError(failure)
      },
      { retries: RETRIES, minTimeout: 500, factor: 2 },
    )
  }
}
