// Small schemas the config file, the pipeline definitions and the plugins' options share, each
// marked with the words an error says it expected.
import {
  Type,
  type ArrayOptions,
  type ObjectOptions,
  type TNull,
  type TObject,
  type TProperties,
  type TSchema,
  type TUnion,
} from '@sinclair/typebox'
import { EXPECTED, expecting } from './validator.js'

/** A section of a file: its members, and no other (a typo is named, never ignored). */
export function section<T extends TProperties>(properties: T, options: ObjectOptions = {}): TObject<T> {
  return expecting(Type.Object(properties, { additionalProperties: false, ...options }), 'a mapping')
}

/** A value that may also be written empty (`key:` or `key: null`), which keeps the default. */
export function orNull<T extends TSchema>(
  schema: T,
  options: { description?: string; default?: unknown } = {},
): TUnion<[T, TNull]> {
  const union = Type.Union([schema, Type.Null()], options)
  const words = (schema as { [EXPECTED]?: string })[EXPECTED]
  return words ? expecting(union, words) : union
}

export const nonEmptyString = (options: { description?: string; default?: string } = {}) =>
  expecting(Type.String({ minLength: 1, ...options }), 'a non-empty string')

export const flag = (options: { description?: string; default?: boolean } = {}) =>
  expecting(Type.Boolean(options), 'true or false')

export const integerFrom = (minimum: number, options: { description?: string; default?: number } = {}) =>
  expecting(Type.Integer({ minimum, ...options }), `an integer >= ${minimum}`)

export const numberFrom = (minimum: number, options: { description?: string; default?: number } = {}) =>
  expecting(Type.Number({ minimum, ...options }), `a number >= ${minimum}`)

/** One of a few strings, as a JSON Schema enum (so an error can name the closest one). */
export function oneOfWords<const T extends string>(
  values: readonly T[],
  options: { description?: string; default?: T } = {},
  words = `one of ${values.join(', ')}`,
) {
  return expecting(Type.Unsafe<T>({ type: 'string', enum: [...values], ...options }), words)
}

/** Digits of 0–65535 (1–65535 when zero is not a port here): a port written as a string. */
const PORT_DIGITS = '(6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3}'

/** A TCP port; `zero` lets 0 mean "a free port chosen at start". Written as a number or as digits. */
export function port(zero: boolean, options: { description?: string; default?: number } = {}) {
  const words = `a port number (${zero ? 0 : 1}-65535)`
  const asNumber = expecting(Type.Integer({ minimum: zero ? 0 : 1, maximum: 65535 }), words)
  const asDigits = expecting(Type.String({ pattern: `^${PORT_DIGITS}${zero ? '|0' : ''})$` }), words)
  return expecting(Type.Union([asNumber, asDigits], options), words)
}

/** host:port, [v6]:port, or a gRPC URI target (ipv4:…, ipv6:…, dns:…, unix:…). */
export const TARGET_PATTERN =
  '^((ipv4|ipv6|dns|unix|unix-abstract):\\S+|(\\[[0-9a-fA-F:.]+\\]|[A-Za-z0-9._-]+):[0-9]{1,5})$'

export const address = (options: { description?: string } = {}) =>
  expecting(
    Type.String({ pattern: TARGET_PATTERN, ...options }),
    'an address host:port (or a gRPC target such as ipv4:a:p,b:p)',
  )

/** Identifiers become URL path segments and registry service names. */
export const IDENTIFIER_PATTERN = '^[A-Za-z0-9._~-]{1,253}$'

export const identifier = (options: { description?: string } = {}) =>
  expecting(
    Type.String({ pattern: IDENTIFIER_PATTERN, ...options }),
    'letters, digits, ".", "_", "~" or "-" (at most 253)',
  )

/** A list of non-empty strings. */
export const stringList = (options: { description?: string; minItems?: number } = {}) =>
  expecting(
    Type.Array(nonEmptyString(), options),
    options.minItems ? 'a non-empty list of non-empty strings' : 'a list of non-empty strings',
  )

/** A list whose items, when wrong, are named by the list's words. */
export function listOf<T extends TSchema>(item: T, words: string, options: ArrayOptions = {}) {
  return expecting(Type.Array(expecting(item, words), options), words)
}
