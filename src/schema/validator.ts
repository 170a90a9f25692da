// The one validator of every schema in this folder: Ajv compiles a schema once (cached by the
// schema object), and a failure becomes one SchemaIssue, the most specific thing wrong: an
// unknown member (with the closest known name), or a value and what was expected there. Callers
// turn the issue into their own message style (a config file's `key: expected …`, a body's
// `member must be …`); no message quotes a value, which may be clinical text.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import { closest, distance } from 'fastest-levenshtein'
import { isBase64 } from './base64.js'

/** Marks a schema node with what a value there must be, in words (`a port number (0-65535)`). */
export const EXPECTED: unique symbol = Symbol('expected')

/** The schema, marked with the words that name what it takes; answers the schema itself. */
export function expecting<T extends object>(schema: T, words: string): T {
  ;(schema as { [EXPECTED]?: string })[EXPECTED] = words
  return schema
}

export type SchemaPath = readonly (string | number)[]

/** What is wrong with a value, at its first fault. */
export type SchemaIssue =
  | { kind: 'unknown'; path: SchemaPath; member: string; known: string[]; suggestion?: string }
  | { kind: 'invalid'; path: SchemaPath; expected: string; got: unknown; suggestion?: string }

// One Ajv for every schema: the OpenAPI 3.0 keywords the API document's schemas carry
// (`nullable` is Ajv's own) and `components`, where a route's schema finds the named ones.
const ajv = new Ajv({
  allErrors: false,
  verbose: true,
  strict: true,
  strictTypes: false,
  strictRequired: false,
  formats: { byte: isBase64 },
})
ajv.addKeyword('example')
ajv.addKeyword('components')

const compiled = new WeakMap<object, ValidateFunction>()

/** The compiled validator of a schema: compiled at its first use, then reused. */
export function validatorOf(schema: object): ValidateFunction {
  let validate = compiled.get(schema)
  if (!validate) {
    validate = ajv.compile(schema)
    compiled.set(schema, validate)
  }
  return validate
}

/** The issue with `value`, or undefined when it matches the schema. */
export function issueOf(schema: object, value: unknown): SchemaIssue | undefined {
  const validate = validatorOf(schema)
  if (validate(value)) return undefined
  return issueOfErrors(validate.errors ?? [])
}

/** Ajv's instancePath (a JSON Pointer) as member names and indices. */
export function pathOf(pointer: string): (string | number)[] {
  if (pointer === '') return []
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^(0|[1-9][0-9]*)$/.test(s) ? Number(s) : s))
}

/**
 * The one issue to report of Ajv's errors. The deepest: a union's branches each fail at their
 * own depth, and the one that got furthest is what the writer meant. At that depth, in order: an
 * unknown member; a constraint of the branch of the value's own type (a string not one of an
 * enum, an object missing the member that makes it one of a union's forms); a union's words;
 * the first error.
 */
function issueOfErrors(errors: readonly ErrorObject[]): SchemaIssue {
  const depth = (e: ErrorObject) => pathOf(e.instancePath).length + (e.keyword === 'additionalProperties' ? 1 : 0)
  const deepest = Math.max(...errors.map(depth))
  const candidates = errors.filter((e) => depth(e) === deepest)
  const unknown = candidates.find((e) => e.keyword === 'additionalProperties')
  if (unknown) return unknownIssue(unknown)
  const chosen =
    candidates.find((e) => e.keyword !== 'type' && e.keyword !== 'const' && typeMatches(e.parentSchema, e.data)) ??
    candidates.find((e) => UNIONS.has(e.keyword) && wordsOf(e.parentSchema)) ??
    candidates.find((e) => wordsOf(e.parentSchema)) ??
    candidates[0]
  if (chosen.keyword === 'required') return missingIssue(chosen)
  const issue: SchemaIssue = {
    kind: 'invalid',
    path: pathOf(chosen.instancePath),
    expected: expectedOf(chosen),
    got: chosen.data,
  }
  if (chosen.keyword === 'enum' && typeof chosen.data === 'string') {
    const close = suggestion(chosen.data, (chosen.parentSchema as { enum: unknown[] }).enum.map(String))
    if (close !== undefined) issue.suggestion = close
  }
  return issue
}

const UNIONS = new Set(['anyOf', 'oneOf', 'if'])

/** Whether the schema names a type and the value is of it (an integer is a number too). */
function typeMatches(schema: unknown, value: unknown): boolean {
  const type = (schema as { type?: unknown } | undefined)?.type
  switch (type) {
    case 'integer':
      return Number.isInteger(value)
    case 'number':
      return typeof value === 'number'
    case 'string':
    case 'boolean':
      return typeof value === type
    case 'array':
      return Array.isArray(value)
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
    default:
      return false
  }
}

/**
 * A member the schema requires, named at its own path with what it must be; or, when the object
 * has an unknown member that is its misspelling (`valeu` for `value`), that member.
 */
function missingIssue(e: ErrorObject): SchemaIssue {
  const member = (e.params as { missingProperty: string }).missingProperty
  const properties = ((e.parentSchema as { properties?: Record<string, object> } | undefined)?.properties ??
    {}) as Record<string, Record<string, unknown>>
  const known = Object.keys(properties)
  if (
    typeof e.data === 'object' &&
    e.data !== null &&
    (e.parentSchema as { additionalProperties?: unknown }).additionalProperties === false
  ) {
    const misspelt = Object.keys(e.data).find((k) => !Object.hasOwn(properties, k) && suggestion(k, known) === member)
    if (misspelt !== undefined)
      return { kind: 'unknown', path: pathOf(e.instancePath), member: misspelt, known, suggestion: member }
  }
  const schema = Object.hasOwn(properties, member) ? properties[member] : undefined
  const expected = schema ? (wordsOf(schema) ?? typeWords(schema)) : 'present'
  return { kind: 'invalid', path: [...pathOf(e.instancePath), member], expected, got: undefined }
}

function unknownIssue(e: ErrorObject): SchemaIssue {
  const member = (e.params as { additionalProperty: string }).additionalProperty
  const known = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {})
  return { kind: 'unknown', path: pathOf(e.instancePath), member, known, suggestion: suggestion(member, known) }
}

/** The known name a mistyped one most likely meant: within a third of its length in edits. */
export function suggestion(name: string, known: readonly string[]): string | undefined {
  if (known.length === 0) return undefined
  const best = closest(name, [...known])
  const lowered = known.find((k) => k.toLowerCase() === name.toLowerCase())
  if (lowered) return lowered
  // `distinct` for `is_distinct`: a known name that holds the given one whole.
  const holding = name.length >= 4 ? known.find((k) => k.includes(name)) : undefined
  if (holding) return holding
  return distance(name, best) <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined
}

function wordsOf(schema: unknown): string | undefined {
  return schema && typeof schema === 'object' ? (schema as { [EXPECTED]?: string })[EXPECTED] : undefined
}

/** What the schema at the failing keyword takes, in words. */
function expectedOf(e: ErrorObject): string {
  const words = wordsOf(e.parentSchema)
  if (words) return words
  const s = (e.parentSchema ?? {}) as Record<string, unknown>
  switch (e.keyword) {
    case 'required':
      return `an object with ${(e.params as { missingProperty: string }).missingProperty}`
    case 'enum':
      return `one of ${(s.enum as unknown[]).join(', ')}`
    case 'const':
      return String(s.const)
    case 'format':
      return s.format === 'byte' ? 'standard base64' : `a ${String(s.format)}`
    default:
      return typeWords(s)
  }
}

/** A schema's type and bounds in words: `an integer from 0 to 4294967295`, `a non-empty string`. */
export function typeWords(s: Record<string, unknown>): string {
  const type = s.type
  // null means "left out" wherever it is allowed: what to send is the rest.
  const nullable = ''
  if (type === 'integer' || type === 'number') {
    const noun = type === 'integer' ? 'an integer' : 'a number'
    const min = (s.minimum ?? s.exclusiveMinimum) as number | undefined
    const max = s.maximum as number | undefined
    if (min !== undefined && max !== undefined) return `${noun} from ${min} to ${max}${nullable}`
    if (s.exclusiveMinimum !== undefined) return `${noun} > ${min}${nullable}`
    if (min !== undefined) return `${noun} >= ${min}${nullable}`
    return noun + nullable
  }
  if (type === 'string') return (s.minLength === 1 ? 'a non-empty string' : 'a string') + nullable
  if (type === 'boolean') return 'true or false' + nullable
  if (type === 'array') return (s.minItems === 1 ? 'a non-empty list' : 'a list') + nullable
  if (type === 'object') return 'an object' + nullable
  if (type === 'null') return 'null'
  return 'another value'
}
