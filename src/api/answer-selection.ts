// What of the event a pipeline's answer carries: the request's `"return"` member (REST) or the
// `returned` Struct (gRPC, svc's own field): `{"label_indices": [names], "text": false}`. Absent,
// the answer carries everything, as MTAP's pipelines answer; `label_indices` lists the indices
// each document's answer keeps (those a document lacks are simply not there), `text: false`
// leaves each document's text out. Most clients want the concepts, a twentieth of the answer.
import { isPlainObject, setMember, type JsonObject } from './json.js'

export interface AnswerSelection {
  /** The label indices to answer; absent: all of them. */
  label_indices?: string[]
  /** false: no document text in the answer; default true. */
  text?: boolean
}

/** `return` as a client may write it, its shape checked by the API's schema (src/schema/api-schemas.ts): null means left out. */
export interface AnswerSelectionIn {
  label_indices?: string[] | null
  text?: boolean | null
}

/** The selection a checked request names; undefined when it names none (everything is answered). */
export function answerSelection(raw: AnswerSelectionIn | null | undefined): AnswerSelection | undefined {
  if (raw == null) return undefined
  const out: AnswerSelection = {}
  if (raw.label_indices != null) out.label_indices = raw.label_indices
  if (raw.text != null) out.text = raw.text
  return out
}

/** Whether an answer with `selection` carries the label index `name`. */
export function answersIndex(selection: AnswerSelection | undefined, name: string): boolean {
  return selection?.label_indices === undefined || selection.label_indices.includes(name)
}

/** A serialized event (PROTOCOL.md §4) with only what `selection` asks for; the event itself when it asks for everything. */
export function selectedEvent(event: JsonObject, selection: AnswerSelection | undefined): JsonObject {
  if (
    !selection ||
    (selection.label_indices === undefined && selection.text !== false) ||
    !isPlainObject(event.documents)
  )
    return event
  const documents: JsonObject = {}
  for (const [name, doc] of Object.entries(event.documents)) {
    if (!isPlainObject(doc)) {
      setMember(documents, name, doc)
      continue
    }
    const { text, label_indices, ...rest } = doc
    const kept: JsonObject = { ...rest }
    if (selection.text !== false && text !== undefined) kept.text = text
    if (isPlainObject(label_indices))
      kept.label_indices = Object.fromEntries(
        Object.entries(label_indices).filter(([index]) => answersIndex(selection, index)),
      )
    setMember(documents, name, kept)
  }
  return { ...event, documents }
}
