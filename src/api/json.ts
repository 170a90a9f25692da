// JSON values as the API carries them: Struct fields and label fields are plain JSON in memory
// (the wire codec converts them), so one JSON type serves every part.

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json }

export type JsonObject = { [k: string]: Json }

/** An object that is not an array (nor null): what a JSON object decodes to. */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/**
 * What kind of value `v` is, for error messages that must never quote a value (it may be
 * clinical text): 'null', 'array', or its typeof ('undefined' for a missing member).
 */
export function kindOf(v: unknown): string {
  if (v === null) return 'null'
  if (Array.isArray(v)) return 'array'
  return typeof v
}
