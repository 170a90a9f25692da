// The processor API: what a processor author implements. A processor is given an event (or one
// document of it), reads what it needs through the Event/Document objects, writes its label
// indices back, and returns a free-form JSON result. Hosting (gRPC, timings, stats, errors) is
// hostProcessors' business, not the processor's.
import type { Json } from '../api/json.js'
import type { Document, Event } from './event.js'

export interface ParameterInfo {
  name: string
  description: string
  /** Free text such as "str", "bool", "int", "float". */
  data_type: string
  required: boolean
}

export interface DataInfo {
  /** For document processors usually a label index name. */
  name: string
  description: string
}

/** Answered by GetInfo as the `metadata` Struct; `name` is the processor identifier. */
export interface ProcessorInfo {
  name: string
  description: string
  parameters: ParameterInfo[]
  inputs: DataInfo[]
  outputs: DataInfo[]
}

/** The JSON object a processor may answer; it becomes ProcessResponse.result. */
export type ProcessResult = Record<string, Json>

export type Params = Record<string, Json>

/**
 * Processes one document of an event, named by `params.document_name`. The host fetches the
 * document's text before calling `process`, so `doc.text` is a plain string.
 * Throw an SvcError to answer its code (e.g. invalidArgument for a bad parameter); anything
 * else thrown answers INTERNAL. Messages must not contain document text.
 */
export abstract class DocumentProcessor {
  abstract readonly info: ProcessorInfo
  // biome-ignore lint/suspicious/noConfusingVoidType: process() may end without a return; undefined would forbid that
  abstract process(doc: Document, params: Params): Promise<ProcessResult | void> | ProcessResult | void
}

/** Processes a whole event (metadata, binaries, documents). Same error rules as DocumentProcessor. */
export abstract class EventProcessor {
  abstract readonly info: ProcessorInfo
  // biome-ignore lint/suspicious/noConfusingVoidType: process() may end without a return; undefined would forbid that
  abstract process(event: Event, params: Params): Promise<ProcessResult | void> | ProcessResult | void
}

export type AnyProcessor = DocumentProcessor | EventProcessor
