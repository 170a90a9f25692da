// What the clinical processors share: the document_name parameter and info, reading optional string
// parameters, and reading a label index another processor may or may not have written.
import { invalidArgument, SvcError } from '../../api/errors.js'
import type { FlatLabel } from '../../api/labels.js'
import { Status } from '../../api/status.js'
import type { DataInfo, Document, ParameterInfo, Params, ProcessorInfo } from '../../processing/index.js'

const DOCUMENT_NAME: ParameterInfo = {
  name: 'document_name',
  description: 'the document to process',
  data_type: 'str',
  required: true,
}

/** The info of a document processor: `document_name` first among its parameters. */
export function documentProcessorInfo(
  name: string,
  description: string,
  io: { inputs?: DataInfo[]; outputs: DataInfo[]; parameters?: ParameterInfo[] },
): ProcessorInfo {
  return {
    name,
    description,
    parameters: [DOCUMENT_NAME, ...(io.parameters ?? [])],
    inputs: io.inputs ?? [],
    outputs: io.outputs,
  }
}

/** `params[name]` as a non-empty string, `fallback` when absent. */
export function stringParam(params: Params, name: string, fallback: string): string {
  const v = params[name]
  if (v === undefined || v === null) return fallback
  if (typeof v !== 'string' || v.length === 0) throw invalidArgument(`params.${name} must be a non-empty string`)
  return v
}

/**
 * Labels of an index, or undefined when the document has no such index. Read only: the clinical
 * processors build their own labels and keep nothing of what they read (LabelReadOptions).
 */
export async function optionalLabels(doc: Document, index: string): Promise<FlatLabel[] | undefined> {
  try {
    return await doc.getLabels(index, { readOnly: true })
  } catch (err) {
    if (err instanceof SvcError && err.code === Status.NOT_FOUND) return undefined
    throw err
  }
}
