// The whole event as the pipeline answers it (PROTOCOL.md §4): metadata, and every document
// with its text and its generic label indices in flat form. Binaries are not echoed: they were
// the client's input, are often large, and the response carries what was derived from them.
// Custom (Any) label indices are left out; they have no JSON form here.
//
// Two forms of the same event. As a Struct (what MTAP clients get): the label indices are asked
// for encoded and written into the Struct as they came (src/grpc/serialized-event.ts), so the
// largest part of the answer is never decoded here. As JSON text (what svc's gateway asks for;
// docs/architecture.md, "Pipeline answers travel to our gateway as JSON text"): the label
// indices are read as objects (in svc up, the store's own, lent read-only: UnaryOptions.readOnly)
// and stringified, the text JSON.stringify gives of the Struct's decoding, so the gateway writes
// it into its answer as it is.
import { answersIndex, type AnswerSelection } from '../api/answer-selection.js'
import { setMember, type Json } from '../api/json.js'
import type { EventsClient } from '../events/events-client.js'
import { serializedEventStruct, type EncodedDocument } from '../grpc/serialized-event.js'

/** The event as the body of a google.protobuf.Struct (the Pipeline.Process response's `event`). */
export async function serializeEvent(
  events: EventsClient,
  eventId: string,
  selection?: AnswerSelection,
): Promise<Buffer> {
  const [metadata, names] = await Promise.all([events.getAllMetadata(eventId), events.documentNames(eventId)])
  const docs = await Promise.all(names.map((name) => serializeDocument(events, eventId, name, selection)))
  return serializedEventStruct(eventId, metadata, new Map(names.map((name, i) => [name, docs[i]])))
}

async function serializeDocument(
  events: EventsClient,
  eventId: string,
  name: string,
  selection: AnswerSelection | undefined,
): Promise<EncodedDocument> {
  const [text, generic] = await Promise.all([
    textOf(events, eventId, name, selection),
    genericIndexNames(events, eventId, name, selection),
  ])
  const indices = await Promise.all(generic.map((index) => events.getLabelsEncoded(eventId, name, index)))
  return { text, indices: new Map(generic.map((index, i) => [index, indices[i]])) }
}

/**
 * The event as JSON text: the same members, in the same order, as JSON.stringify gives of the
 * Struct serializeEvent writes once decoded (objects list array-index keys first whichever way
 * they were built, and "__proto__" is an own member in both).
 */
export async function serializeEventJson(
  events: EventsClient,
  eventId: string,
  selection?: AnswerSelection,
): Promise<string> {
  const [metadata, names] = await Promise.all([events.getAllMetadata(eventId), events.documentNames(eventId)])
  const docs = await Promise.all(names.map((name) => documentObject(events, eventId, name, selection)))
  const documents: Record<string, Json> = {}
  for (let i = 0; i < names.length; i++) setMember(documents, names[i], docs[i])
  return JSON.stringify({ event_id: eventId, metadata, documents })
}

async function documentObject(
  events: EventsClient,
  eventId: string,
  name: string,
  selection: AnswerSelection | undefined,
): Promise<Json> {
  const [text, generic] = await Promise.all([
    textOf(events, eventId, name, selection),
    genericIndexNames(events, eventId, name, selection),
  ])
  // Only stringified below: in svc up the store's own labels are read, not copies of them.
  const indices = await Promise.all(generic.map((index) => events.getLabels(eventId, name, index, { readOnly: true })))
  const label_indices: Record<string, Json> = {}
  for (let i = 0; i < generic.length; i++) {
    const { labels, distinct } = indices[i]
    setMember(label_indices, generic[i], { labels, distinct })
  }
  return text === undefined ? { label_indices } : { text, label_indices }
}

/** The document's text, unless the selection leaves it out. */
function textOf(
  events: EventsClient,
  eventId: string,
  name: string,
  selection: AnswerSelection | undefined,
): Promise<string | undefined> {
  return selection?.text === false ? Promise.resolve(undefined) : events.getText(eventId, name)
}

/** The generic label indices of a document the selection answers. */
async function genericIndexNames(
  events: EventsClient,
  eventId: string,
  name: string,
  selection: AnswerSelection | undefined,
): Promise<string[]> {
  const infos = await events.labelIndicesInfo(eventId, name)
  return infos.filter((i) => i.type !== 'CUSTOM' && answersIndex(selection, i.index_name)).map((i) => i.index_name)
}
