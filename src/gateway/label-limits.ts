// Limits on the labels of a request body, checked after parsing (the body's value count already
// bounded what parsing cost): labels per index and JSON values per label. A processor reads a
// label index whole, and every label of it, so neither may be unbounded even within the body's
// limits. The route names where its body carries labels (Route.labelLists).
import { gatewayError } from './errors.js'

export interface LabelLimits {
  /** gateway.max_labels_per_index */
  readonly maxLabelsPerIndex: number
  /** gateway.max_values_per_label */
  readonly maxValuesPerLabel: number
}

/** Where a body carries label lists: `[path in the body, the list]` (unchecked values; shapes are checked later). */
export type LabelLists = Iterable<readonly [where: string, labels: unknown]>

export function checkLabelLimits(lists: LabelLists, limits: LabelLimits): void {
  for (const [where, labels] of lists) {
    if (!Array.isArray(labels)) continue
    if (labels.length > limits.maxLabelsPerIndex) {
      throw gatewayError(
        'BODY_TOO_COMPLEX',
        `${where} holds ${labels.length} labels, more than gateway.max_labels_per_index (${limits.maxLabelsPerIndex})`,
      )
    }
    for (let i = 0; i < labels.length; i++) {
      if (valuesWithin(labels[i], limits.maxValuesPerLabel) < 0) {
        throw gatewayError(
          'BODY_TOO_COMPLEX',
          `${where}[${i}] holds more than ${limits.maxValuesPerLabel} JSON values (gateway.max_values_per_label)`,
        )
      }
    }
  }
}

/** `budget` less the values in `v` (v itself included); stops counting once below zero. */
function valuesWithin(v: unknown, budget: number): number {
  budget--
  if (v === null || typeof v !== 'object' || budget < 0) return budget
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length && budget >= 0; i++) budget = valuesWithin(v[i], budget)
    return budget
  }
  for (const key of Object.keys(v)) {
    if (budget < 0) break
    budget = valuesWithin((v as Record<string, unknown>)[key], budget)
  }
  return budget
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
}

/** The members of `obj` when it is an object, else none (for walking bodies not yet checked). */
export function membersOf(obj: unknown): [string, unknown][] {
  return isObject(obj) ? Object.entries(obj) : []
}

/** `obj[key]` when obj is an object that has it as its own member, else undefined. */
export function memberOf(obj: unknown, key: string): unknown {
  return isObject(obj) && Object.hasOwn(obj, key) ? obj[key] : undefined
}
