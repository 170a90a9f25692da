// Label indices shaped to cost the most memory per byte, and realistic ones, for the tests that
// hold the events store's account and the gateway's budget to what the heap really holds.
import type { FlatLabel } from '../../src/api/labels.js'

const label = (extra: Record<string, unknown>, i = 0): FlatLabel =>
  ({ start_index: i, end_index: i + 1, ...extra }) as FlatLabel

function deepObject(levels: number): unknown {
  let v: unknown = {}
  for (let i = 0; i < levels; i++) v = { a: v }
  return v
}

function deepList(levels: number): unknown {
  let v: unknown = []
  for (let i = 0; i < levels; i++) v = [v]
  return v
}

/** Shapes by name: each makes about `n` JSON values. `salt` makes keys distinct between calls. */
export const LABEL_SHAPES: Readonly<Record<string, (n: number, salt?: string) => FlatLabel[]>> = {
  'empty objects': (n) => [label({ a: Array.from({ length: n }, () => ({})) })],
  'empty lists': (n) => [label({ a: Array.from({ length: n }, () => []) })],
  nulls: (n) => [label({ a: Array.from({ length: n }, () => null) })],
  numbers: (n) => [label({ a: Array.from({ length: n }, (_, i) => i + 0.5) })],
  'unique strings': (n) => [label({ a: Array.from({ length: n }, (_, i) => 'x' + i) })],
  'bare labels': (n) => Array.from({ length: n / 3 }, (_, i) => label({}, i)),
  'labels of an empty object': (n) => Array.from({ length: n / 4 }, (_, i) => label({ a: {} }, i)),
  'token labels': (n) =>
    Array.from({ length: n / 5 }, (_, i) => label({ pos: ['NN', 'VB', 'JJ'][i % 3], norm: 'word' + (i % 500) }, i)),
  'concept labels': (n) =>
    Array.from({ length: n / 8 }, (_, i) =>
      label(
        {
          cui: 'C00' + (i % 1000),
          preferred: 'preferred name ' + i,
          semantic_types: ['T047', 'T184'],
          negated: false,
          score: 0.93,
        },
        i,
      ),
    ),
  'unique keys': (n, salt = '') => [
    label({ a: Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${salt}${i}`, 0])) }),
  ],
  'objects of a unique key': (n, salt = '') => [
    label({ a: Array.from({ length: n / 2 }, (_, i) => ({ [`k${salt}${i}`]: 0 })) }),
  ],
  'labels of a unique key': (n, salt = '') =>
    Array.from({ length: n / 3 }, (_, i) => label({ [`u${salt}${i}`]: 0 }, i)),
  'deep objects': (n) => Array.from({ length: n / 21 }, (_, i) => label({ d: deepObject(20) }, i)),
  'deep lists': (n) => Array.from({ length: n / 41 }, (_, i) => label({ d: deepList(40) }, i)),
  'lists of one object': (n) => [label({ a: Array.from({ length: n / 3 }, () => ({ b: [{}] })) })],
  'reference ids': (n) =>
    Array.from({ length: n / 4 }, (_, i) => label({ reference_ids: { s: 'sentences:' + (i % 100) } }, i)),
}
