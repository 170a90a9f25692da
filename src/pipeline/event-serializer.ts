// The whole event as the pipeline answers it (PROTOCOL.md §4): metadata, and every document
// with its text and its generic label indices in flat form. Binaries are not echoed: they were
// the client's input, are often large, and the response carries what was derived from them.
// Custom (Any) label indices are left out; they have no JSON form here.
import { setMember } from '../api/json.js'
import type { GenericLabelIndex } from '../api/labels.js'
import type { EventsClient } from '../events/events-client.js'

export interface SerializedDocument {
  text: string
  label_indices: Record<string, GenericLabelIndex>
}

export interface SerializedEvent {
  event_id: string
  metadata: Record<string, string>
  documents: Record<string, SerializedDocument>
}

export async function serializeEvent(events: EventsClient, eventId: string): Promise<SerializedEvent> {
  const [metadata, names] = await Promise.all([events.getAllMetadata(eventId), events.documentNames(eventId)])
  const docs = await Promise.all(names.map((name) => serializeDocument(events, eventId, name)))
  const documents: Record<string, SerializedDocument> = {}
  names.forEach((name, i) => setMember(documents, name, docs[i]))
  return { event_id: eventId, metadata, documents }
}

async function serializeDocument(events: EventsClient, eventId: string, name: string): Promise<SerializedDocument> {
  const [text, infos] = await Promise.all([events.getText(eventId, name), events.labelIndicesInfo(eventId, name)])
  const generic = infos.filter((i) => i.type !== 'CUSTOM').map((i) => i.index_name)
  const indices = await Promise.all(generic.map((index) => events.getLabels(eventId, name, index)))
  const label_indices: Record<string, GenericLabelIndex> = {}
  generic.forEach((index, i) => setMember(label_indices, index, { labels: indices[i].labels, distinct: indices[i].distinct }))
  return { text, label_indices }
}
