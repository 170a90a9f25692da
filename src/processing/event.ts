// Event and Document: a processor's view of one event held by the events service. They live
// for one Process call; they cache what they fetched (document text) and record what they
// created (label indices) and how long named steps took, for the response.
//
// Offsets: a processor works with JavaScript string indices (UTF-16 code units) of doc.text;
// the protocol counts code points. Document converts at this boundary, both ways, and only for
// a text with a character outside the BMP (elsewhere both count alike and nothing is copied).
import { checkFlatLabels, type FlatLabel, type GenericLabelIndex } from '../api/labels.js'
import type { CreatedIndex } from '../api/messages.js'
import { CodePointOffsets } from '../api/text-offsets.js'
import type { AddLabelsOptions, EventsClient } from '../events/events-client.js'

export interface LabelReadOptions {
  /** The processor only reads the labels, and keeps none of them (EventsClient.getLabels). */
  readOnly?: boolean
}

export class Event {
  readonly eventId: string
  /** Label indices written through this event's documents, in the order written. */
  readonly createdIndices: CreatedIndex[] = []
  /** Seconds spent in steps named with `time()`, by step name. */
  readonly timings = new Map<string, number>()
  private readonly client: EventsClient
  private readonly documents = new Map<string, Promise<Document>>()

  constructor(eventId: string, client: EventsClient) {
    this.eventId = eventId
    this.client = client
  }

  getMetadata(): Promise<Record<string, string>> {
    return this.client.getAllMetadata(this.eventId)
  }

  addMetadata(key: string, value: string): Promise<void> {
    return this.client.addMetadata(this.eventId, key, value)
  }

  binaryNames(): Promise<string[]> {
    return this.client.binaryNames(this.eventId)
  }

  getBinary(name: string): Promise<Uint8Array> {
    return this.client.getBinary(this.eventId, name)
  }

  addBinary(name: string, data: Uint8Array): Promise<void> {
    return this.client.addBinary(this.eventId, name, data)
  }

  documentNames(): Promise<string[]> {
    return this.client.documentNames(this.eventId)
  }

  /** An existing document with its text (fetched once per Process call). NOT_FOUND if absent. */
  getDocument(name: string): Promise<Document> {
    let doc = this.documents.get(name)
    if (!doc) {
      doc = this.client.getText(this.eventId, name).then((text) => new Document(this, name, text, this.client))
      // A failed fetch must not stick: a later call may find the document.
      doc.catch(() => this.documents.delete(name))
      this.documents.set(name, doc)
    }
    return doc
  }

  /** Creates a document (ALREADY_EXISTS if the name is taken) and returns it. */
  async addDocument(name: string, text: string): Promise<Document> {
    await this.client.addDocument(this.eventId, name, text)
    const doc = new Document(this, name, text, this.client)
    this.documents.set(name, Promise.resolve(doc))
    return doc
  }

  /** Runs `fn` and adds its duration to the timing `key` of the response (`<processor>:<key>`). */
  async time<T>(key: string, fn: () => Promise<T> | T): Promise<T> {
    const started = performance.now()
    try {
      return await fn()
    } finally {
      this.timings.set(key, (this.timings.get(key) ?? 0) + (performance.now() - started) / 1000)
    }
  }
}

export class Document {
  readonly event: Event
  readonly documentName: string
  readonly text: string
  private readonly client: EventsClient
  /** null: the text has no surrogate pair (offsets agree); undefined: not looked at yet. */
  private offsets: CodePointOffsets | null | undefined

  constructor(event: Event, documentName: string, text: string, client: EventsClient) {
    this.event = event
    this.documentName = documentName
    this.text = text
    this.client = client
  }

  get eventId(): string {
    return this.event.eventId
  }

  async labelIndexNames(): Promise<string[]> {
    const infos = await this.client.labelIndicesInfo(this.eventId, this.documentName)
    return infos.map((i) => i.index_name)
  }

  /**
   * The labels of an index in stored order (NOT_FOUND if the index does not exist). `readOnly`:
   * the processor neither changes the labels nor keeps any of them (or their members) past its
   * call, so an events service in this process may lend its own instead of copies.
   */
  async getLabels(indexName: string, opts: LabelReadOptions = {}): Promise<FlatLabel[]> {
    return (await this.getLabelIndex(indexName, opts)).labels
  }

  /** A label index, its offsets as UTF-16 indices of `text`. `readOnly` as for getLabels. */
  async getLabelIndex(indexName: string, opts: LabelReadOptions = {}): Promise<GenericLabelIndex> {
    const index = await this.client.getLabels(this.eventId, this.documentName, indexName, {
      readOnly: opts.readOnly === true,
    })
    const offsets = this.codePointOffsets()
    if (offsets === null) return index
    return {
      distinct: index.distinct,
      labels: index.labels.map((label) => ({
        ...label,
        start_index: offsets.toUnit(label.start_index),
        end_index: offsets.toUnit(label.end_index),
      })),
    }
  }

  /**
   * Stores (or replaces) a label index and records it as created by this processor. Offsets are
   * UTF-16 indices of `text`; one inside a surrogate pair is INVALID_ARGUMENT. `handOver`: this
   * processor neither changes nor reads `labels` after the call (AddLabelsOptions.handOver).
   */
  async addLabels(indexName: string, labels: FlatLabel[], opts: Partial<AddLabelsOptions> = {}): Promise<void> {
    const offsets = this.codePointOffsets()
    if (offsets !== null) {
      labels = checkFlatLabels(labels).map((label, i) => ({
        ...label,
        start_index: offsets.toCodePoint(label.start_index, `labels[${i}].start_index`),
        end_index: offsets.toCodePoint(label.end_index, `labels[${i}].end_index`),
      }))
    }
    await this.client.addLabels(this.eventId, this.documentName, indexName, labels, {
      distinct: Boolean(opts.distinct),
      noKeyValidation: opts.noKeyValidation,
      handOver: opts.handOver,
    })
    const already = this.event.createdIndices.some(
      (c) => c.document_name === this.documentName && c.index_name === indexName,
    )
    if (!already) this.event.createdIndices.push({ document_name: this.documentName, index_name: indexName })
  }

  private codePointOffsets(): CodePointOffsets | null {
    if (this.offsets === undefined) this.offsets = CodePointOffsets.of(this.text)
    return this.offsets
  }
}
