// Values JSON.parse accepts but the API cannot carry exactly: a number beyond a double's range
// (1e400 parses as Infinity, which JSON writes back as null) and a string or key with a lone
// surrogate (\ud800 is not Unicode text; protobuf strings must be UTF-8, so it would be stored as
// U+FFFD and every later offset of the text would shift). Such a body is refused naming the
// member; nothing is stored altered.

export interface Unrepresentable {
  /** Where in the body, e.g. `json_labels.labels[0].score`. */
  readonly path: string
  readonly what: 'a number out of range' | 'a lone surrogate'
  /** The member's key, not its value, is the problem. */
  readonly inKey: boolean
}

/** The first unrepresentable value of a parsed body in document order, or undefined. */
export function findUnrepresentable(value: unknown, numbers: boolean, strings: boolean): Unrepresentable | undefined {
  return walk(value, '', numbers, strings)
}

function walk(v: unknown, path: string, numbers: boolean, strings: boolean): Unrepresentable | undefined {
  if (typeof v === 'number')
    return numbers && !Number.isFinite(v) ? { path, what: 'a number out of range', inKey: false } : undefined
  if (typeof v === 'string')
    return strings && LONE_SURROGATE.test(v) ? { path, what: 'a lone surrogate', inKey: false } : undefined
  if (v === null || typeof v !== 'object') return undefined
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const found = walk(v[i], `${path}[${i}]`, numbers, strings)
      if (found) return found
    }
    return undefined
  }
  for (const key of Object.keys(v)) {
    const at = member(path, key)
    if (strings && LONE_SURROGATE.test(key)) return { path: at, what: 'a lone surrogate', inKey: true }
    const found = walk((v as Record<string, unknown>)[key], at, numbers, strings)
    if (found) return found
  }
  return undefined
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/

/** `a.b` for plain keys, `a["odd key"]` otherwise; long or ill-formed keys are cut and escaped. */
function member(path: string, key: string): string {
  if (IDENTIFIER.test(key) && key.length <= 64) return path ? `${path}.${key}` : key
  const shown = key.length > 64 ? key.slice(0, 64) + '…' : key
  // A lone surrogate in a key must not reach the error message either.
  return `${path}[${JSON.stringify(shown.replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD'))}]`
}
