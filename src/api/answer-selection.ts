// What of the event a pipeline's answer carries: the request's `"return"` member (REST) or the
// `returned` Struct (gRPC, svc's own field): `{"label_indices": [names], "text": false}`. Absent,
// the answer carries everything, as MTAP's pipelines answer; `label_indices` lists the indices
// each document's answer keeps (those a document lacks are simply not there), `text: false`
// leaves each document's text out. Most clients want the concepts, a twentieth of the answer.
import { invalidArgument } from './errors.js'
import { isPlainObject, kindOf, setMember, type Json, type JsonObject } from './json.js'

export interface AnswerSelection {
  /** The label indices to answer; absent: all of them. */
  label_indices?: string[]
  /** false: no document text in the answer; default true. */
  text?: boolean
}

const MEMBERS = ['label_indices', 'text']

/** The selection a request names, checked; undefined when it names none (everything is answered). */
export function answerSelection(raw: unknown, where = 'return'): AnswerSelection | undefined {
  if (raw === undefined || raw === null) return undefined
  if (!isPlainObject(raw)) throw invalidArgument(`${where} must be an object such as {"label_indices": ["concepts"], "text": false} (got ${kindOf(raw as Json)})`)
  for (const key of Object.keys(raw)) if (!MEMBERS.includes(key)) throw invalidArgument(`${where} has an unknown member ${JSON.stringify(key.slice(0, 100))} (expected ${MEMBERS.join(', ')})`)
  const out: AnswerSelection = {}
  const names = raw.label_indices
  if (names !== undefined && names !== null) {
    if (!Array.isArray(names) || !names.every((n) => typeof n === 'string' && n !== '')) throw invalidArgument(`${where}.label_indices must be a list of label index names`)
    out.label_indices = names as string[]
  }
  const text = raw.text
  if (text !== undefined && text !== null) {
    if (typeof text !== 'boolean') throw invalidArgument(`${where}.text must be true or false (got ${kindOf(text)})`)
    out.text = text
  }
  return out
}

/** Whether an answer with `selection` carries the label index `name`. */
export function answersIndex(selection: AnswerSelection | undefined, name: string): boolean {
  return selection?.label_indices === undefined || selection.label_indices.includes(name)
}

/** A serialized event (PROTOCOL.md §4) with only what `selection` asks for; the event itself when it asks for everything. */
export function selectedEvent(event: JsonObject, selection: AnswerSelection | undefined): JsonObject {
  if (!selection || (selection.label_indices === undefined && selection.text !== false) || !isPlainObject(event.documents)) return event
  const documents: JsonObject = {}
  for (const [name, doc] of Object.entries(event.documents)) {
    if (!isPlainObject(doc)) {
      setMember(documents, name, doc)
      continue
    }
    const { text, label_indices, ...rest } = doc
    const kept: JsonObject = { ...rest }
    if (selection.text !== false && text !== undefined) kept.text = text
    if (isPlainObject(label_indices)) kept.label_indices = Object.fromEntries(Object.entries(label_indices).filter(([index]) => answersIndex(selection, index)))
    setMember(documents, name, kept)
  }
  return { ...event, documents }
}
