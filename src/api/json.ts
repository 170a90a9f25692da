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

/**
 * Sets `obj[key]` as an own data property whatever the key: an assignment with the key
 * "__proto__" would change the object's prototype instead, and the member would be lost. Use it
 * wherever a name chosen by a client (a document, an index, a field, a metadata key) becomes a
 * member of an object.
 */
export function setMember<T>(obj: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__')
    Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true })
  else obj[key] = value
}
