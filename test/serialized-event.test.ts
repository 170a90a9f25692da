// The pipeline's serialized event written from the events service's encoded label indices
// (src/grpc/serialized-event.ts) against the way it was built before: decode every index, build
// the event as objects, encode it as a Struct. Same bytes, or the same error, on random labels
// and on encodings our codec never writes but other clients' may (a key twice, an empty Value,
// invalid UTF-8, two kinds in one Value, fields twice, custom labels, nesting past the limit).
import t from 'tap'
import { SvcError } from '../src/api/errors.js'
import type { Json } from '../src/api/json.js'
import { checkFlatLabels, type FlatLabel } from '../src/api/labels.js'
import { getLabelsResponse } from '../src/grpc/codecs.js'
import { serializedEventStruct, type EncodedDocument } from '../src/grpc/serialized-event.js'
import { Writer, writeStructBody } from '../src/grpc/wire.js'
import { prng } from './helpers/prng.js'

type Docs = Map<string, EncodedDocument>

function own(obj: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true })
}

/** The event as the serializer built it before: every index decoded, the whole event encoded. */
function reference(eventId: string, metadata: Record<string, string>, docs: Docs): Buffer {
  const documents: Record<string, unknown> = {}
  for (const [name, doc] of docs) {
    const indices: Record<string, unknown> = {}
    for (const [index, bytes] of doc.indices) {
      const res = getLabelsResponse.deserialize(bytes)
      if (res.labels === 'custom_labels')
        throw new SvcError(9, `label index '${index}' of document '${name}' holds custom labels, not generic ones`)
      const g = res.generic_labels ?? { is_distinct: false, labels: [] }
      own(indices, index, { labels: g.labels, distinct: g.is_distinct })
    }
    own(documents, name, { text: doc.text, label_indices: indices })
  }
  const w = Writer.take()
  writeStructBody(w, { event_id: eventId, metadata, documents } as { [k: string]: unknown }, 1)
  return w.release()
}

function outcome(f: () => Buffer): Buffer | string {
  try {
    return f()
  } catch (err) {
    return `${(err as SvcError).code} ${(err as Error).message}`
  }
}

function same(t: Tap, eventId: string, metadata: Record<string, string>, docs: Docs, name: string): void {
  const mine = outcome(() => serializedEventStruct(eventId, metadata, docs))
  const theirs = outcome(() => reference(eventId, metadata, docs))
  if (typeof mine === 'string' || typeof theirs === 'string') t.equal(mine, theirs, name)
  else t.ok(mine.equals(theirs), name)
}
type Tap = Parameters<Parameters<typeof t.test>[0]>[0]

const encoded = (labels: FlatLabel[], distinct = false) =>
  getLabelsResponse.serialize({ generic_labels: { is_distinct: distinct, labels: checkFlatLabels(labels) } })

// ---- random labels -----------------------------------------------------------------------------

type Rng = () => number
const int = (rng: Rng, n: number) => Math.floor(rng() * n)
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[int(rng, xs.length)]
const KEYS = ['pos', 'cui', 'négation', '日本', '😀', '0', '12', 'constructor', '__proto__', 'text_', '', 'a"b\\c\n']
const STRINGS = ['', 'NN', 'naïve', '𝄞', '\u0000\t"', 'x\uD800y', 'long '.repeat(40)]
const NUMBERS = [0, -0, 1, -2.5, 1e21, 5e-324, NaN, Infinity, 2 ** 53 + 2]

function randJson(rng: Rng, depth: number): Json {
  switch (int(rng, depth > 0 ? 7 : 4)) {
    case 0:
      return null
    case 1:
      return rng() < 0.5
    case 2:
      return pick(rng, NUMBERS)
    case 3:
      return pick(rng, STRINGS)
    case 4:
    case 5: {
      const o: { [k: string]: Json } = {}
      for (let i = int(rng, 4); i > 0; i--) own(o, pick(rng, KEYS), randJson(rng, depth - 1))
      return o
    }
    default:
      return Array.from({ length: int(rng, 4) }, () => randJson(rng, depth - 1))
  }
}

function randLabels(rng: Rng): FlatLabel[] {
  return Array.from({ length: int(rng, 6) }, () => {
    const start = int(rng, 50)
    const label: FlatLabel = { start_index: start, end_index: start + int(rng, 20) }
    for (let i = int(rng, 4); i > 0; i--) own(label, pick(rng, KEYS), randJson(rng, 2))
    if (rng() < 0.3)
      label.reference_ids = rng() < 0.3 ? {} : { head: `tokens:${int(rng, 9)}`, parts: [`tokens:${int(rng, 9)}`] }
    return label
  })
}

t.test('random label indices: the same bytes as decoding and encoding them', async (t) => {
  const rng = prng(0x5e71a1)
  let n = 0
  for (let round = 0; round < 300; round++) {
    const docs: Docs = new Map()
    for (const name of ['plaintext', '7', 'notes', '__proto__'].slice(0, 1 + int(rng, 4))) {
      const indices = new Map<string, Uint8Array>()
      for (const index of ['tokens', '3', 'sentences', 'concepts'].slice(0, int(rng, 5)))
        indices.set(index, encoded(randLabels(rng), rng() < 0.5))
      docs.set(name, { text: pick(rng, STRINGS), indices })
    }
    same(t, `e${round}`, rng() < 0.5 ? {} : { source: 'a', '2': 'b' }, docs, `round ${round}`)
    n++
  }
  t.equal(n, 300)
})

// ---- encodings our codec never writes ----------------------------------------------------------

/** A GetLabelsResponse with one label whose `fields` Struct body is given as bytes. */
function withFields(fieldsBody: number[], extra: number[] = []): Uint8Array {
  const label = [0x10, 1, 0x18, 2, 0x22, fieldsBody.length, ...fieldsBody, ...extra]
  const labels = [0x12, label.length, ...label]
  return Uint8Array.from([0x0a, labels.length, ...labels])
}
const str = (s: string) => [...Buffer.from(s, 'utf8')]
const key = (k: string) => [0x0a, ...Buffer.from([Buffer.byteLength(k)]), ...str(k)]
const entry = (k: string, value: number[]) => {
  const body = [...key(k), 0x12, value.length, ...value]
  return [0x0a, body.length, ...body]
}
const stringValue = (bytes: number[]) => [0x1a, bytes.length, ...bytes]

t.test('encodings other clients may send: the same answer, by decoding them', async (t) => {
  const cases: [string, Uint8Array][] = [
    [
      'a key twice',
      withFields([
        ...entry('a', stringValue(str('x'))),
        ...entry('b', stringValue(str('y'))),
        ...entry('a', stringValue(str('z'))),
      ]),
    ],
    ['an empty Value', withFields(entry('a', []))],
    ['invalid UTF-8', withFields(entry('a', stringValue([0x61, 0xff, 0x62])))],
    ['a Value of two kinds', withFields(entry('a', [...stringValue(str('x')), 0x20, 1]))],
    ['a null_value of 3', withFields(entry('a', [0x08, 3]))],
    ['a bool_value of 2', withFields(entry('a', [0x20, 2]))],
    ['an unknown field in an entry', withFields([0x0a, 8, ...key('a'), 0x12, 2, 0x20, 1, 0x18, 1].slice(0, 10))],
    ['a start_index field', withFields(entry('start_index', [0x11, 0, 0, 0, 0, 0, 0, 0xf0, 0x3f]))],
    ['fields twice', withFields(entry('a', stringValue(str('x'))), [0x22, 7, ...entry('b', [0x20, 1])])],
    ['custom labels', Uint8Array.from([0x12, 4, 0x0a, 2, 0x61, 0x62])],
    [
      'generic labels twice',
      Uint8Array.from([...withFields(entry('a', [0x20, 1])), ...withFields(entry('b', [0x20, 0]))]),
    ],
  ]
  for (const [name, bytes] of cases) {
    same(t, 'e', {}, new Map([['d', { text: 'text', indices: new Map([['i', bytes]]) }]]), name)
  }
})

t.test('nesting the answer cannot hold: the same error either way', async (t) => {
  let deep: Json = 'bottom'
  for (let i = 0; i < 45; i++) deep = { n: deep }
  const bytes = encoded([{ start_index: 0, end_index: 1, deep }])
  const docs: Docs = new Map([['d', { text: 'x', indices: new Map([['i', bytes]]) }]])
  const mine = outcome(() => serializedEventStruct('e', {}, docs))
  t.match(mine, /nested too deeply/, 'refused')
  t.equal(
    mine,
    outcome(() => reference('e', {}, docs)),
  )
  let fits: Json = 'bottom'
  for (let i = 0; i < 40; i++) fits = { n: fits }
  same(
    t,
    'e',
    {},
    new Map([['d', { text: 'x', indices: new Map([['i', encoded([{ start_index: 0, end_index: 1, fits }])]]) }]]),
    'just within the limit',
  )
})
