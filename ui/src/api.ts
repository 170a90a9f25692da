// The gateway's REST API as the viewer uses it. Paths are relative to the page (/ui/ → /v1/),
// so the viewer works behind a proxy that mounts the gateway under a prefix.
import type { AnswerRequest } from './answer-request.js'
import { keyHeaders } from './api-key.js'
import type { Json, Label, LabelIndex } from './labels.js'

const V1 = new URL('../v1/', location.href)
const seg = encodeURIComponent

/** An error answer of the gateway, with its message (never the request's text). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(new URL(path, V1), {
    ...init,
    headers: { ...keyHeaders(), ...(init.headers as Record<string, string> | undefined) },
  })
  const body = await res.json().catch(() => undefined)
  if (!res.ok)
    throw new ApiError(
      res.status,
      `${res.status}: ${typeof body?.message === 'string' ? body.message : res.statusText}`,
    )
  return body as T
}

export async function listPipelines(): Promise<string[]> {
  const r = await call<{ Pipelines: { Identifier: string }[] }>('pipelines')
  return r.Pipelines.map((p) => p.Identifier)
}

/** A serialized event (PROTOCOL.md §4): its documents with their text and label indices. */
export interface EventDocument {
  event_id: string
  documents: Record<string, { text: string; label_indices: Record<string, { labels: Label[]; distinct: boolean }> }>
}

/** What a pipeline answers (PROTOCOL.md §4); the viewer reads the event and keeps the rest for the download. */
export interface PipelineAnswer {
  event: EventDocument
  timing_info?: Json
  result?: Json
}

export interface RunOptions {
  /** Leave the event in the events service, where a link can open it. */
  keep?: boolean
  /** The label indices to answer; absent: everything. */
  returned?: AnswerRequest
}

/** Runs a pipeline on an event and answers what `returned` asks for. */
export function runPipeline(
  pipeline: string,
  event: Record<string, unknown>,
  { keep = false, returned }: RunOptions = {},
): Promise<PipelineAnswer> {
  return call(`pipeline/${seg(pipeline)}/process`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      event,
      ...(keep ? { keep_after: true } : {}),
      ...(returned ? { return: returned } : {}),
    }),
  })
}

export async function documentNames(eventId: string): Promise<string[]> {
  return (await call<{ document_names: string[] }>(`events/${seg(eventId)}/documents`)).document_names
}

/** A stored document with every label index it has. */
export async function loadDocument(eventId: string, name: string): Promise<{ text: string; indices: LabelIndex[] }> {
  const base = `events/${seg(eventId)}/documents/${seg(name)}`
  const [{ text }, { label_index_infos }] = await Promise.all([
    call<{ text: string }>(base),
    call<{ label_index_infos: { index_name: string }[] }>(`${base}/labels`),
  ])
  const indices = await Promise.all(
    label_index_infos.map(async ({ index_name }): Promise<LabelIndex | undefined> => {
      try {
        const { json_labels } = await call<{ json_labels: { is_distinct: boolean; labels: Label[] } }>(
          `${base}/labels/${seg(index_name)}`,
        )
        return { name: index_name, distinct: json_labels.is_distinct, labels: json_labels.labels }
      } catch {
        // A custom (Any) index has no flat form; the others are still worth showing.
        return undefined
      }
    }),
  )
  return { text, indices: indices.filter((i): i is LabelIndex => i !== undefined) }
}
