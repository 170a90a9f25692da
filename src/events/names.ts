// Names in error messages. Event ids and document names are chosen by clients and may be
// arbitrarily long; an error message must stay readable and bounded, so names are cut.
import { invalidArgument } from '../errors.js'

/** Names longer than this many UTF-16 code units are cut in messages. */
export const MAX_NAME_IN_MESSAGE = 200

/** A name for an error message: quoted, escaped, cut to MAX_NAME_IN_MESSAGE code units. */
export function quoteName(name: string): string {
  if (name.length <= MAX_NAME_IN_MESSAGE) return JSON.stringify(name)
  let end = MAX_NAME_IN_MESSAGE
  // Cutting between the halves of a surrogate pair would leave a lone surrogate in the message.
  const last = name.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end -= 1
  return `${JSON.stringify(name.slice(0, end))}… (${name.length} characters)`
}

/** Throws INVALID_ARGUMENT naming the field when a required name is empty. */
export function requireName(value: string, field: string): void {
  if (typeof value !== 'string' || value.length === 0) throw invalidArgument(`${field} must not be empty`)
}
