// The whole event as the pipeline answers it (PROTOCOL.md §4): metadata, and every document
// with its text and its generic label indices in flat form. Binaries are not echoed: they were
// the client's input, are often large, and the response carries what was derived from them.
// Custom (Any) label indices are left out; they have no JSON form here. The label indices are
// asked for encoded and written into the answer's Struct as they came (src/grpc/serialized-event.ts):
// the largest part of a pipeline's answer is never decoded here.
import type { EventsClient } from '../events/events-client.js'
import { serializedEventStruct, type EncodedDocument } from '../grpc/serialized-event.js'

/** The event as the body of a google.protobuf.Struct (the Pipeline.Process response's `event`). */
export async function serializeEvent(events: EventsClient, eventId: string): Promise<Buffer> {
  const [metadata, names] = await Promise.all([events.getAllMetadata(eventId), events.documentNames(eventId)])
  const docs = await Promise.all(names.map((name) => serializeDocument(events, eventId, name)))
  return serializedEventStruct(eventId, metadata, new Map(names.map((name, i) => [name, docs[i]])))
}

async function serializeDocument(events: EventsClient, eventId: string, name: string): Promise<EncodedDocument> {
  const [text, infos] = await Promise.all([events.getText(eventId, name), events.labelIndicesInfo(eventId, name)])
  const generic = infos.filter((i) => i.type !== 'CUSTOM').map((i) => i.index_name)
  const indices = await Promise.all(generic.map((index) => events.getLabelsEncoded(eventId, name, index)))
  return { text, indices: new Map(generic.map((index, i) => [index, indices[i]])) }
}
