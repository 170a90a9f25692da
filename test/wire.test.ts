// The hand-written wire codecs against proto-loader, differentially: what ours writes,
// proto-loader reads back as the same JSON, and what proto-loader writes, ours reads back as
// the same JSON (key order included). Then malformed input: truncation and corruption must
// throw an SvcError, never hang, crash or read past a message's end.
import t from 'tap'
import { SvcError } from '../src/api/errors.js'
import type { Json } from '../src/api/json.js'
import type { FlatLabel, JsonLabels } from '../src/api/labels.js'
import type { ApiServiceName as ServiceName } from '../src/api/names.js'
import { Status } from '../src/api/status.js'
import { FAST_CODECS, type Codec } from '../src/grpc/codecs.js'
import { protoLoaderDefinition } from '../src/grpc/proto.js'
import {
  MAX_DEPTH,
  Reader,
  Writer,
  readListValue,
  readStruct,
  readValue,
  writeListValue,
  writeStruct,
  writeValue,
} from '../src/grpc/wire.js'
import { prng } from './helpers/prng.js'
import {
  flatToGenericLabels,
  genericToFlat,
  type PbGenericLabels,
  fromStruct,
  toStruct,
  type PbStruct,
} from './helpers/proto-loader-shapes.js'

// ---- seeded randomness -------------------------------------------------------------------------

type Rng = () => number
const int = (rng: Rng, n: number) => Math.floor(rng() * n)
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[int(rng, xs.length)]

const NUMBERS = [
  0,
  -0,
  1,
  -1,
  127,
  128,
  0.1,
  -2.5,
  1e308,
  -1e308,
  5e-324,
  2 ** 53 + 2,
  -(2 ** 63),
  2 ** 64,
  1e21,
  NaN,
  Infinity,
  -Infinity,
  Number.MAX_SAFE_INTEGER,
]
const PIECES = [
  'a',
  'pos',
  'NN',
  ' ',
  'é',
  'naïve',
  '日本',
  '—',
  '😀',
  '𝄞',
  '\u0000',
  '\n',
  '"',
  '\\',
  '\uD800',
  '\uDC00',
  '\uFFFD',
  'x\uD83Dy',
]
const KEYS = [
  '',
  'a',
  'pos',
  'cui',
  'start',
  'négation',
  '日本',
  '😀',
  'constructor',
  'toString',
  'hasOwnProperty',
  'identifier',
  'fields',
  'k'.repeat(30),
]

function randString(rng: Rng): string {
  switch (int(rng, 6)) {
    case 0:
      return ''
    case 1:
      return 'x'.repeat(100 + int(rng, 300)) + pick(rng, PIECES)
    case 2:
      return 'long text. '.repeat(1500 + int(rng, 200))
    default: {
      let s = ''
      const n = int(rng, 8)
      for (let i = 0; i < n; i++) s += pick(rng, PIECES)
      return s
    }
  }
}

function randKey(rng: Rng): string {
  return rng() < 0.6 ? pick(rng, KEYS) : randString(rng).slice(0, 20)
}

function randNumber(rng: Rng): number {
  return rng() < 0.5 ? pick(rng, NUMBERS) : (rng() - 0.5) * 10 ** int(rng, 12)
}

function randJson(rng: Rng, depth: number): Json {
  const r = int(rng, depth > 0 ? 8 : 5)
  switch (r) {
    case 0:
      return null
    case 1:
      return rng() < 0.5
    case 2:
      return randNumber(rng)
    case 3:
    case 4:
      return randString(rng)
    case 5:
    case 6:
      return randObject(rng, depth - 1)
    default: {
      const out: Json[] = []
      const n = int(rng, 5)
      for (let i = 0; i < n; i++) out.push(randJson(rng, depth - 1))
      return out
    }
  }
}

function randObject(rng: Rng, depth: number): { [k: string]: Json } {
  const out: { [k: string]: Json } = {}
  const n = int(rng, 6)
  for (let i = 0; i < n; i++) out[randKey(rng)] = randJson(rng, depth)
  return out
}

function randLabels(rng: Rng): JsonLabels {
  const labels: FlatLabel[] = []
  const n = int(rng, 25)
  for (let i = 0; i < n; i++) {
    const bound = pick(rng, [10, 200, 70000, 4294967296])
    const a = int(rng, bound)
    const label: FlatLabel = { start_index: a, end_index: a + int(rng, Math.min(bound, 4294967296 - a)) }
    const m = int(rng, 5)
    for (let k = 0; k < m; k++) {
      const key = randKey(rng)
      if (key !== 'start_index' && key !== 'end_index') label[key] = randJson(rng, 2)
    }
    if (rng() < 0.3) label.reference_ids = rng() < 0.3 ? {} : randObject(rng, 2)
    labels.push(label)
  }
  return { is_distinct: rng() < 0.5, labels }
}

function randDuration(rng: Rng): { seconds: string; nanos: number } {
  const seconds = pick(rng, [
    '0',
    '1',
    '-1',
    '315576000000',
    '-315576000000',
    '9007199254740993',
    '-9223372036854775808',
    '9223372036854775807',
    String(int(rng, 100000)),
  ])
  return { seconds, nanos: pick(rng, [0, 1, -1, 999999999, -999999999, int(rng, 1e9)]) }
}

function randTimings(rng: Rng): Record<string, { seconds: string; nanos: number }> {
  const out: Record<string, { seconds: string; nanos: number }> = {}
  const n = int(rng, 4)
  for (let i = 0; i < n; i++) out[randKey(rng)] = randDuration(rng)
  return out
}

// ---- comparison --------------------------------------------------------------------------------

/** Protobuf strings are UTF-8: a lone surrogate cannot travel and arrives as U+FFFD. */
function wellFormed<T>(v: T): T {
  if (typeof v === 'string')
    return v.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD') as T
  if (Array.isArray(v)) return v.map(wellFormed) as T
  if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
    const out: Record<string, unknown> = {}
    for (const k of Object.keys(v)) out[wellFormed(k)] = wellFormed((v as Record<string, unknown>)[k])
    return out as T
  }
  return v
}

/**
 * The first difference between two values, -0/NaN and key order included (except among a
 * message's own top-level fields, whose order no reader sees); null when equal.
 */
function diff(a: unknown, b: unknown, path = '$'): string | null {
  if (typeof a === 'number' || typeof b === 'number')
    return Object.is(a, b) ? null : `${path}: ${String(a)} vs ${String(b)}`
  if (Buffer.isBuffer(a) || Buffer.isBuffer(b))
    return Buffer.isBuffer(a) && Buffer.isBuffer(b) && a.equals(b) ? null : `${path}: bytes differ`
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object')
    return a === b ? null : `${path}: ${JSON.stringify(a)?.slice(0, 80)} vs ${JSON.stringify(b)?.slice(0, 80)}`
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: array vs object`
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  if (path === '$') {
    ka.sort()
    kb.sort()
  }
  if (ka.join('\u0001') !== kb.join('\u0001'))
    return `${path}: keys [${ka.join(',').slice(0, 200)}] vs [${kb.join(',').slice(0, 200)}]`
  for (const k of ka) {
    const d = diff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`)
    if (d) return d
  }
  return null
}

function pl(service: ServiceName, method: string) {
  return protoLoaderDefinition(service)[method]
}
const codec = (name: string, side: 'request' | 'response'): Codec<any> => FAST_CODECS[name][side]!

// proto-loader's decoded shapes, normalized to the fast codecs' (the documented differences).
const ZERO = { seconds: '0', nanos: 0 }
const struct = (s: unknown) => fromStruct(s as PbStruct | null)
const flat = (g: unknown) => genericToFlat(g as PbGenericLabels | null)

function normLabelsOneof(m: Record<string, any>, out: Record<string, unknown>): Record<string, unknown> {
  if (m.labels === 'custom_labels') return { ...out, labels: 'custom_labels', custom_labels: m.custom_labels }
  if (m.labels === 'generic_labels') return { ...out, labels: 'generic_labels', generic_labels: flat(m.generic_labels) }
  return { ...out, generic_labels: { is_distinct: false, labels: [] } }
}
const normalize: Record<string, (m: any) => unknown> = {
  AddLabelsRequest: (m) =>
    normLabelsOneof(m, {
      event_id: m.event_id,
      document_name: m.document_name,
      index_name: m.index_name,
      no_key_validation: m.no_key_validation,
    }),
  GetLabelsResponse: (m) => normLabelsOneof(m, {}),
  ProcessRequest: (m) => ({
    processor_id: m.processor_id,
    event_id: m.event_id,
    params: struct(m.params),
    event_service_instance_id: m.event_service_instance_id,
  }),
  ProcessResponse: (m) => ({
    timing_info: m.timing_info,
    result: struct(m.result),
    created_indices: m.created_indices,
  }),
  GetInfoResponse: (m) => ({ metadata: struct(m.metadata) }),
  PipelineRequest: (m) => ({
    pipeline_id: m.pipeline_id,
    event: struct(m.event),
    params: struct(m.params),
    keep_after: m.keep_after,
  }),
  PipelineResponse: (m) => ({
    event: struct(m.event),
    timing_info: m.timing_info,
    result: {
      component_results: (m.result?.component_results ?? []).map((c: any) => ({
        identifier: c.identifier,
        result_dict: struct(c.result_dict),
        timing_info: c.timing_info,
      })),
      elapsed_time: m.result?.elapsed_time ?? ZERO,
    },
  }),
}

// One random value of each message, in the fast shape and in proto-loader's input shape.
interface Case {
  name: keyof typeof normalize
  fast: Codec
  slow: { serialize(v: unknown): Buffer; deserialize(b: Buffer): unknown }
  value(rng: Rng): { fast: Record<string, unknown>; pb: Record<string, unknown>; expected: Record<string, unknown> }
}

function side(service: ServiceName, method: string, s: 'request' | 'response') {
  const md = pl(service, method)
  return s === 'request'
    ? { serialize: (v: unknown) => md.requestSerialize(v), deserialize: (b: Buffer) => md.requestDeserialize(b) }
    : { serialize: (v: unknown) => md.responseSerialize(v), deserialize: (b: Buffer) => md.responseDeserialize(b) }
}

function randLabelsOneof(rng: Rng) {
  const r = int(rng, 4)
  if (r === 0) return { fast: {}, pb: {}, expected: { generic_labels: { is_distinct: false, labels: [] } } }
  if (r === 1) {
    const custom = { type_url: 'type.googleapis.com/x.Y', value: Buffer.from(randString(rng)) }
    return {
      fast: { labels: 'custom_labels', custom_labels: custom },
      pb: { custom_labels: custom },
      expected: { labels: 'custom_labels', custom_labels: custom },
    }
  }
  const json = randLabels(rng)
  return {
    fast: { generic_labels: json },
    pb: { generic_labels: flatToGenericLabels(json) },
    expected: { labels: 'generic_labels', generic_labels: json },
  }
}

const CASES: Case[] = [
  {
    name: 'AddLabelsRequest',
    fast: codec('Events.AddLabels', 'request'),
    slow: side('Events', 'AddLabels', 'request'),
    value(rng) {
      const base = {
        event_id: randString(rng),
        document_name: randKey(rng),
        index_name: randKey(rng),
        no_key_validation: rng() < 0.5,
      }
      const o = randLabelsOneof(rng)
      return { fast: { ...base, ...o.fast }, pb: { ...base, ...o.pb }, expected: { ...base, ...o.expected } }
    },
  },
  {
    name: 'GetLabelsResponse',
    fast: codec('Events.GetLabels', 'response'),
    slow: side('Events', 'GetLabels', 'response'),
    value(rng) {
      const o = randLabelsOneof(rng)
      return { fast: o.fast, pb: o.pb, expected: o.expected }
    },
  },
  {
    name: 'ProcessRequest',
    fast: codec('Processor.Process', 'request'),
    slow: side('Processor', 'Process', 'request'),
    value(rng) {
      const base = { processor_id: randKey(rng), event_id: randString(rng), event_service_instance_id: randKey(rng) }
      const params = rng() < 0.2 ? undefined : randObject(rng, 3)
      return {
        fast: { ...base, params },
        pb: { ...base, params: params && toStruct(params) },
        expected: { ...base, params: params ?? {} },
      }
    },
  },
  {
    name: 'ProcessResponse',
    fast: codec('Processor.Process', 'response'),
    slow: side('Processor', 'Process', 'response'),
    value(rng) {
      const timing_info = randTimings(rng)
      const result = randObject(rng, 3)
      const created_indices = Array.from({ length: int(rng, 3) }, () => ({
        document_name: randKey(rng),
        index_name: randKey(rng),
      }))
      return {
        fast: { timing_info, result, created_indices },
        pb: { timing_info, result: toStruct(result), created_indices },
        expected: { timing_info, result, created_indices },
      }
    },
  },
  {
    name: 'GetInfoResponse',
    fast: codec('Processor.GetInfo', 'response'),
    slow: side('Processor', 'GetInfo', 'response'),
    value(rng) {
      const metadata = randObject(rng, 4)
      return { fast: { metadata }, pb: { metadata: toStruct(metadata) }, expected: { metadata } }
    },
  },
  {
    name: 'PipelineRequest',
    fast: codec('Pipeline.Process', 'request'),
    slow: side('Pipeline', 'Process', 'request'),
    value(rng) {
      const event = randObject(rng, 4)
      const params = randObject(rng, 2)
      const base = { pipeline_id: randKey(rng), keep_after: rng() < 0.5 }
      return {
        fast: { ...base, event, params },
        pb: { ...base, event: toStruct(event), params: toStruct(params) },
        expected: { ...base, event, params },
      }
    },
  },
  {
    name: 'PipelineResponse',
    fast: codec('Pipeline.Process', 'response'),
    slow: side('Pipeline', 'Process', 'response'),
    value(rng) {
      const event = randObject(rng, 4)
      const timing_info = randTimings(rng)
      const hasResult = rng() < 0.8
      const component_results = Array.from({ length: int(rng, 3) }, () => ({
        identifier: randKey(rng),
        result_dict: randObject(rng, 2),
        timing_info: randTimings(rng),
      }))
      const elapsed_time = randDuration(rng)
      const result = hasResult ? { component_results, elapsed_time } : undefined
      const pbResult = result && {
        elapsed_time,
        component_results: component_results.map((c) => ({ ...c, result_dict: toStruct(c.result_dict) })),
      }
      return {
        fast: { event, timing_info, result },
        pb: { event: toStruct(event), timing_info, result: pbResult },
        expected: { event, timing_info, result: result ?? { component_results: [], elapsed_time: ZERO } },
      }
    },
  },
]

const ROUNDS = 150

for (const c of CASES) {
  t.test(`${c.name}: ours → proto-loader and proto-loader → ours, random values`, async (t) => {
    const rng = prng(0x5eed ^ (c.name.length * 7919))
    let failures = 0
    for (let i = 0; i < ROUNDS && failures < 5; i++) {
      const v = c.value(rng)
      const expected = wellFormed(v.expected)
      // (a) our bytes, proto-loader's decoder
      const ours = c.fast.serialize(v.fast)
      const a = diff(normalize[c.name](c.slow.deserialize(ours)), expected)
      // (b) proto-loader's bytes, our decoder: equal to proto-loader's own reading, and to the
      // input unless that has lone surrogates (protobufjs writes those as invalid UTF-8 in short
      // strings, which every reader turns into three U+FFFD).
      const theirs = c.slow.serialize(v.pb)
      const decoded = c.fast.deserialize(theirs)
      const b =
        diff(decoded, normalize[c.name](c.slow.deserialize(theirs))) ??
        (diff(expected, v.expected) === null ? diff(decoded, expected) : null)
      // and our own round trip
      const own = diff(c.fast.deserialize(ours), expected)
      for (const [dir, d] of [
        ['ours→proto-loader', a],
        ['proto-loader→ours', b],
        ['ours→ours', own],
      ] as const) {
        if (d) {
          failures++
          t.fail(`${dir} round ${i}: ${d}`)
        }
      }
    }
    t.equal(failures, 0, `${ROUNDS} random ${c.name} values agree in both directions`)
  })
}

t.test('Struct, Value and ListValue fields directly', async (t) => {
  const rng = prng(42)
  for (let i = 0; i < 100; i++) {
    const obj = randObject(rng, 5)
    const value = randJson(rng, 4)
    const list = [randJson(rng, 3), randJson(rng, 3)]
    const w = new Writer(16)
    writeStruct(w, 1, obj)
    writeValue(w, 2, value)
    writeListValue(w, 3, list)
    const r = new Reader(w.finish())
    const got: Json[] = []
    for (const [tag, read] of [
      [0x0a, readStruct],
      [0x12, readValue],
      [0x1a, readListValue],
    ] as const) {
      t.equal(r.uint32(), tag)
      got.push(read(r, r.delimited()))
    }
    t.equal(r.pos, r.end, 'read to the end')
    const d = diff(got, wellFormed([obj, value, list]))
    if (d) t.fail(d)
  }
})

t.test('JSON edge values keep their meaning', async (t) => {
  const fast = codec('Processor.GetInfo', 'response')
  const metadata = {
    neg0: -0,
    max: 1e308,
    tiny: 5e-324,
    beyond53: 2 ** 53 + 2,
    nan: NaN,
    inf: -Infinity,
    empty_obj: {},
    empty_list: [],
    empty_str: '',
    nul: null,
    astral: '𝄞😀',
    lone: 'a\uD800b',
    '': 'empty key',
  }
  const back = fast.deserialize(fast.serialize({ metadata })).metadata
  t.equal(
    diff(back, { ...metadata, lone: 'a\uFFFDb' }),
    null,
    'everything but the lone surrogate exact; that one is U+FFFD',
  )
  t.equal(Object.is(back.neg0, -0), true, '-0 stays -0')
  // JSON.stringify's rules for undefined: skipped in objects, null in arrays.
  const withUndefined = fast.deserialize(fast.serialize({ metadata: { a: undefined, b: [undefined, 1] } })).metadata
  t.equal(diff(withUndefined, { b: [null, 1] }), null)
  t.equal(
    diff(fast.deserialize(fast.serialize({ metadata: { n: 10n as unknown as Json } })).metadata, { n: 10 }),
    null,
    'a bigint is a number',
  )
})

t.test('a "__proto__" key becomes an own member, never the prototype', async (t) => {
  const fast = codec('Processor.GetInfo', 'response')
  const metadata = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}')
  const back = fast.deserialize(fast.serialize({ metadata })).metadata
  t.equal(Object.getPrototypeOf(back), Object.prototype)
  t.same(Object.keys(back), ['__proto__', 'a'])
  t.equal((back as any).polluted, undefined)
  t.same(JSON.stringify(back), '{"__proto__":{"polluted":true},"a":1}')
  const labels = codec('Events.GetLabels', 'response')
  const lb = labels.deserialize(
    labels.serialize({
      generic_labels: { is_distinct: false, labels: [{ start_index: 0, end_index: 1, ...metadata }] },
    }),
  )
  t.equal(
    JSON.stringify(lb.generic_labels.labels[0]),
    '{"start_index":0,"end_index":1,"__proto__":{"polluted":true},"a":1}',
  )
})

// ---- labels specifics --------------------------------------------------------------------------

t.test('GenericLabels: identifier is the position, start/end in their fields, the rest in fields', async (t) => {
  const json: JsonLabels = {
    is_distinct: true,
    labels: [
      { start_index: 0, end_index: 0 },
      { start_index: 3, end_index: 300000, cui: 'C1', n: [1] },
    ],
  }
  const m: any = pl('Events', 'AddLabels').requestDeserialize(
    codec('Events.AddLabels', 'request').serialize({ event_id: 'e', generic_labels: json }),
  )
  t.same(
    m.generic_labels.labels.map((l: any) => [l.identifier, l.start_index, l.end_index]),
    [
      [0, 0, 0],
      [1, 3, 300000],
    ],
  )
  t.same(struct(m.generic_labels.labels[1].fields), { cui: 'C1', n: [1] })
  t.same(struct(m.generic_labels.labels[0].fields), {}, 'fields present even when empty')
  t.equal(m.generic_labels.is_distinct, true)
})

t.test(
  'GenericLabels: reference_ids travel as one member, exactly (regression: they were folded into fields as strings)',
  async (t) => {
    const pb = {
      is_distinct: false,
      labels: [
        {
          identifier: 0,
          start_index: 1,
          end_index: 2,
          fields: toStruct({ a: 1, shared: 'field' }),
          reference_ids: toStruct({ head: 'tokens:3', shared: 'tokens:0', many: ['tokens:1', null] }),
        },
        { identifier: 1, start_index: 4, end_index: 5, reference_ids: toStruct({}) },
        {
          identifier: 2,
          start_index: 6,
          end_index: 7,
          fields: toStruct({ end_index: 1000, x: true, reference_ids: 'not a reference' }),
        },
      ],
    }
    const bytes = pl('Events', 'GetLabels').responseSerialize({ generic_labels: pb })
    const ours = codec('Events.GetLabels', 'response').deserialize(bytes).generic_labels
    const reference = genericToFlat((pl('Events', 'GetLabels').responseDeserialize(bytes) as any).generic_labels)
    t.equal(diff(ours, reference), null)
    t.equal(
      JSON.stringify(ours.labels[0]),
      '{"start_index":1,"end_index":2,"a":1,"shared":"field","reference_ids":{"head":"tokens:3","shared":"tokens:0","many":["tokens:1",null]}}',
    )
    t.equal(
      JSON.stringify(ours.labels[1]),
      '{"start_index":4,"end_index":5,"reference_ids":{}}',
      'an empty map stays an empty map',
    )
    t.equal(
      JSON.stringify(ours.labels[2]),
      '{"start_index":6,"end_index":7,"x":true}',
      'fields named like the flat members do not override them',
    )

    // And back: the member becomes reference_ids again (present when empty, absent when absent).
    const again: any = pl('Events', 'GetLabels').responseDeserialize(
      codec('Events.GetLabels', 'response').serialize({ generic_labels: ours }),
    )
    t.same(struct(again.generic_labels.labels[0].reference_ids), {
      head: 'tokens:3',
      shared: 'tokens:0',
      many: ['tokens:1', null],
    })
    t.same(struct(again.generic_labels.labels[0].fields), { a: 1, shared: 'field' }, 'references are not fields')
    t.same(again.generic_labels.labels[1].reference_ids, { fields: {} }, 'empty reference_ids is sent')
    t.equal(again.generic_labels.labels[2].reference_ids, null, 'no reference_ids member, no reference_ids field')
  },
)

t.test('GenericLabels: a reference_ids member that is not an object cannot be encoded', async (t) => {
  t.throws(
    () =>
      codec('Events.AddLabels', 'request').serialize({
        event_id: 'e',
        generic_labels: { is_distinct: false, labels: [{ start_index: 0, end_index: 1, reference_ids: 'x' }] },
      }),
    {
      code: Status.INVALID_ARGUMENT,
      message: /reference_ids must be an object/,
    },
  )
})

t.test('GenericLabels: fields before start/end on the wire still give start/end first', async (t) => {
  const w = new Writer()
  w.tag(1, 2) // GetLabelsResponse.generic_labels
  w.fork()
  w.tag(2, 2) // GenericLabels.labels
  w.fork()
  writeStruct(w, 4, { b: 'x', a: 2 })
  w.tag(3, 0)
  w.uint32(9)
  w.tag(2, 0)
  w.uint32(4)
  w.tag(1, 0)
  w.uint32(0)
  w.ldelim()
  w.tag(1, 0) // is_distinct after the labels
  w.bool(true)
  w.ldelim()
  const got = codec('Events.GetLabels', 'response').deserialize(w.finish())
  t.equal(
    JSON.stringify(got.generic_labels),
    '{"is_distinct":true,"labels":[{"start_index":4,"end_index":9,"b":"x","a":2}]}',
  )
})

t.test('oneof: the discriminator picks the member to send; on the wire the last member wins', async (t) => {
  const add = codec('Events.AddLabels', 'request')
  const custom = { type_url: 't', value: Buffer.from([1, 2, 3]) }
  const both = { labels: 'custom_labels', custom_labels: custom, generic_labels: { is_distinct: true, labels: [] } }
  const got = add.deserialize(add.serialize(both))
  t.equal(
    diff(got, {
      event_id: '',
      document_name: '',
      index_name: '',
      no_key_validation: false,
      labels: 'custom_labels',
      custom_labels: custom,
    }),
    null,
  )
  const noDiscriminator = add.deserialize(
    add.serialize({ generic_labels: { is_distinct: true, labels: [] }, custom_labels: custom }),
  )
  t.equal(noDiscriminator.labels, 'generic_labels', 'generic_labels when both are set without a discriminator')
  // generic then custom on the wire
  const w = new Writer()
  w.tag(1, 2)
  w.fork()
  w.tag(1, 0)
  w.bool(true)
  w.ldelim()
  w.tag(2, 2)
  w.fork()
  w.tag(1, 2)
  w.string('u')
  w.ldelim()
  const last = codec('Events.GetLabels', 'response').deserialize(w.finish())
  t.equal(diff(last, { labels: 'custom_labels', custom_labels: { type_url: 'u', value: Buffer.alloc(0) } }), null)
  t.equal(
    diff(codec('Events.GetLabels', 'response').deserialize(Buffer.alloc(0)), {
      generic_labels: { is_distinct: false, labels: [] },
    }),
    null,
    'empty message: empty generic labels, no discriminator',
  )
  const b64 = add.deserialize(
    add.serialize({ custom_labels: { type_url: 't', value: Buffer.from('hi').toString('base64') as any } }),
  )
  t.equal(b64.custom_labels.value.toString(), 'hi', 'Any.value may be given as base64')
})

// ---- defaults, int64, varint boundaries ---------------------------------------------------------

t.test('absent fields decode to defaults; empty values are not sent', async (t) => {
  const empty = Buffer.alloc(0)
  t.same(codec('Processor.Process', 'request').deserialize(empty), {
    processor_id: '',
    event_id: '',
    params: {},
    event_service_instance_id: '',
  })
  t.same(codec('Processor.Process', 'response').deserialize(empty), {
    timing_info: {},
    result: {},
    created_indices: [],
  })
  t.same(codec('Processor.GetInfo', 'response').deserialize(empty), { metadata: {} })
  t.same(codec('Pipeline.Process', 'request').deserialize(empty), {
    pipeline_id: '',
    event: {},
    params: {},
    keep_after: false,
  })
  t.same(codec('Pipeline.Process', 'response').deserialize(empty), {
    event: {},
    timing_info: {},
    result: { component_results: [], elapsed_time: ZERO },
  })
  t.equal(
    codec('Processor.Process', 'request').serialize({
      processor_id: '',
      event_id: '',
      params: null as any,
      event_service_instance_id: '',
    }).length,
    0,
  )
  t.equal(codec('Pipeline.Process', 'request').serialize({ keep_after: false }).length, 0)
})

t.test('int64 seconds and int32 nanos: numbers, decimal strings, negatives, extremes', async (t) => {
  const res = codec('Processor.Process', 'response')
  const values: [string | number, number][] = [
    [0, 0],
    [1, 1],
    [-1, -1],
    [127, 128],
    [2 ** 31, -(2 ** 31)],
    [2 ** 32, 2 ** 31 - 1],
    [-(2 ** 32) - 1, -5],
    [Number.MAX_SAFE_INTEGER, 0],
    [-Number.MAX_SAFE_INTEGER, 0],
    ['9007199254740993', 0],
    ['-9007199254740993', 0],
    ['9223372036854775807', 0],
    ['-9223372036854775808', 0],
    ['-42', -42],
    [1.9, 0],
  ]
  for (const [seconds, nanos] of values) {
    const timing_info = { d: { seconds: seconds as string, nanos } }
    const ours = res.serialize({ timing_info })
    const theirs = pl('Processor', 'Process').responseSerialize({ timing_info })
    const want = { seconds: typeof seconds === 'number' ? String(Math.trunc(seconds)) : seconds, nanos }
    t.same(
      (pl('Processor', 'Process').responseDeserialize(ours) as any).timing_info.d,
      want,
      `${seconds}/${nanos}: proto-loader reads ours`,
    )
    t.same(res.deserialize(theirs).timing_info.d, want, `${seconds}/${nanos}: we read proto-loader's`)
  }
  const varint = (write: (w: Writer) => void) => {
    const w = new Writer(1)
    write(w)
    return w.finish().toString('hex')
  }
  t.equal(
    varint((w) => w.int64(-1)),
    'ffffffffffffffffff01',
    "negative int64: ten bytes of two's complement",
  )
  t.equal(
    varint((w) => w.int64('-1')),
    'ffffffffffffffffff01',
  )
  t.equal(
    varint((w) => w.int32(-2)),
    'feffffffffffffffff01',
    'negative int32 is sign-extended',
  )
  t.equal(
    varint((w) => w.int64(2 ** 53)),
    '80'.repeat(7) + '10',
    '2^53',
  )
  t.equal(
    varint((w) => w.uint32(0xffffffff)),
    'ffffffff0f',
  )
  t.equal(
    varint((w) => w.int64(300)),
    'ac02',
  )
  t.throws(() => res.serialize({ timing_info: { d: { seconds: '12x', nanos: 0 } } }), SvcError)
  t.throws(() => res.serialize({ timing_info: { d: { seconds: Infinity as any, nanos: 0 } } }), SvcError)
})

t.test('lengths at varint boundaries (fork/ldelim shifting) and long strings', async (t) => {
  const fast = codec('Processor.GetInfo', 'response')
  for (const n of [0, 1, 100, 115, 116, 117, 127, 128, 200, 16370, 16384, 16400, (1 << 21) + 5]) {
    for (const s of ['a'.repeat(n), 'é'.repeat(n >> 1), '😀'.repeat(n >> 2)]) {
      const metadata = { s, nested: { s, list: [s] } }
      const bytes = fast.serialize({ metadata })
      const back = fast.deserialize(bytes).metadata
      if (diff(back, metadata)) t.fail(`length ${n}: ${diff(back, metadata)}`)
      if (diff(struct((pl('Processor', 'GetInfo').responseDeserialize(bytes) as any).metadata), metadata))
        t.fail(`length ${n}: proto-loader disagrees`)
    }
  }
  t.pass('strings of every boundary length agree')
  // Long strings are encoded past room for their length, reckoned from the string's length: the
  // bytes are the same as when the UTF-8 length is counted first, where it needs another byte too.
  const varint = (v: number) => {
    const out: number[] = []
    for (; v > 0x7f; v >>>= 7) out.push((v & 0x7f) | 0x80)
    out.push(v)
    return Buffer.from(out)
  }
  for (const s of [
    'a'.repeat(128),
    'é'.repeat(64),
    'é'.repeat(8191),
    'é'.repeat(8192),
    '日'.repeat(5462),
    'a'.repeat(16383) + '\ud800',
    '😀'.repeat(4096),
    'é'.repeat(1 << 18),
    'a'.repeat((1 << 18) + 1),
  ]) {
    const w = new Writer()
    w.string(s)
    const utf8 = Buffer.from(s, 'utf8')
    if (!w.finish().equals(Buffer.concat([varint(utf8.length), utf8])))
      t.fail(`${s.length} units: not its UTF-8 after its length`)
  }
  t.pass('long strings: their UTF-8 after its length, lone surrogates as U+FFFD')
})

// ---- malformed input ---------------------------------------------------------------------------

function expectMalformed(fn: () => unknown): string | null {
  try {
    fn()
    return 'no error'
  } catch (err) {
    if (!(err instanceof SvcError)) return `not an SvcError: ${String(err)}`
    if (err.code !== Status.INTERNAL || !err.message.startsWith('malformed protobuf message'))
      return `unexpected: ${err.code} ${err.message}`
    return null
  }
}

t.test('every truncation of a one-field message throws', async (t) => {
  const rng = prng(7)
  const messages: [Codec, Buffer][] = [
    [
      codec('Events.GetLabels', 'response'),
      codec('Events.GetLabels', 'response').serialize({ generic_labels: randLabels(rng) }),
    ],
    [
      codec('Processor.GetInfo', 'response'),
      codec('Processor.GetInfo', 'response').serialize({ metadata: randObject(rng, 4) }),
    ],
    [
      codec('Pipeline.Process', 'response'),
      codec('Pipeline.Process', 'response').serialize({ event: { a: 'x'.repeat(300), b: [1, 2, { c: null }] } }),
    ],
  ]
  let cuts = 0
  for (const [c, bytes] of messages) {
    for (let n = 1; n < bytes.length; n++) {
      const problem = expectMalformed(() => c.deserialize(bytes.subarray(0, n)))
      if (problem) t.fail(`cut at ${n}/${bytes.length}: ${problem}`)
      cuts++
    }
  }
  t.ok(cuts > 100, `${cuts} truncations all rejected`)
})

t.test('corrupted and random bytes: an SvcError or a value, never another exception or a hang', async (t) => {
  const rng = prng(99)
  const samples: [Codec, Buffer][] = []
  for (const c of CASES) for (let i = 0; i < 4; i++) samples.push([c.fast, c.fast.serialize(c.value(rng).fast)])
  let rejected = 0
  let accepted = 0
  const ITER = 4000
  for (let i = 0; i < ITER; i++) {
    const [c, original] = pick(rng, samples)
    let bytes: Buffer
    const mode = int(rng, 4)
    if (mode === 3 || original.length === 0) {
      bytes = Buffer.from(Array.from({ length: int(rng, 64) }, () => int(rng, 256)))
    } else {
      bytes = Buffer.from(original)
      const flips = 1 + int(rng, 4)
      for (let f = 0; f < flips; f++) {
        const at = int(rng, bytes.length)
        if (mode === 0) bytes[at] = int(rng, 256)
        else if (mode === 1) bytes[at] ^= 1 << int(rng, 8)
        else bytes = Buffer.concat([bytes.subarray(0, at), Buffer.from([int(rng, 256)]), bytes.subarray(at)])
      }
    }
    try {
      c.deserialize(bytes)
      accepted++
    } catch (err) {
      if (!(err instanceof SvcError) || !err.message.startsWith('malformed protobuf message')) {
        t.fail(`iteration ${i}: ${String(err)}`)
        break
      }
      rejected++
    }
  }
  t.equal(rejected + accepted, ITER, `${ITER} corrupted messages: ${rejected} rejected, ${accepted} still well-formed`)
  t.ok(rejected > ITER / 4, 'most corruptions are caught')
})

t.test('specific malformations', async (t) => {
  const c = codec('Processor.GetInfo', 'response')
  const cases: [string, number[]][] = [
    ['varint of 11 bytes', [0x08, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]],
    ['truncated varint', [0x08, 0xff]],
    ['length past the end', [0x12, 0x05, 0x0a]],
    ['huge length', [0x12, 0xff, 0xff, 0xff, 0xff, 0x0f]],
    ['wire type 6', [0x0e]],
    ['wire type 7', [0x0f]],
    ['field number 0', [0x00, 0x01]],
    ['unexpected end group', [0x0c]],
    ['unterminated group', [0x0b, 0x08, 0x01]],
    ['truncated fixed64', [0x09, 1, 2, 3]],
    ['truncated fixed32', [0x0d, 1, 2]],
    // metadata (2 bytes) holds an entry whose declared length runs into the next top-level field
    ['nested length beyond its parent', [0x12, 0x02, 0x0a, 0x05, 0x0a, 0x01, 0x61, 0x12, 0x00]],
    ['string beyond its entry', [0x12, 0x04, 0x0a, 0x02, 0x0a, 0x03, 0x61, 0x62, 0x63]],
    [
      'double beyond its Value',
      [0x12, 0x09, 0x0a, 0x07, 0x0a, 0x01, 0x61, 0x12, 0x02, 0x11, 0x00, 0, 0, 0, 0, 0, 0, 0],
    ],
  ]
  for (const [name, bytes] of cases)
    t.equal(
      expectMalformed(() => c.deserialize(Buffer.from(bytes))),
      null,
      name,
    )
})

function nested(levels: number): Json {
  let v: Json = 'leaf'
  for (let i = 0; i < levels; i++) v = i % 3 === 0 ? [v] : { d: v }
  return v
}

/** Whether fn runs without throwing. */
function passes(fn: () => unknown): boolean {
  try {
    fn()
    return true
  } catch {
    return false
  }
}

t.test(`nesting: exactly what proto-loader accepts (messages ${MAX_DEPTH} deep), both ways`, async (t) => {
  // Each side at three depths of the Struct: a top-level field, a label's fields, a component's result_dict.
  const sides: [string, Codec, ReturnType<typeof side>, (j: Json) => { fast: object; pb: object }][] = [
    [
      'GetInfo metadata',
      codec('Processor.GetInfo', 'response'),
      side('Processor', 'GetInfo', 'response'),
      (j) => ({ fast: { metadata: { j } }, pb: { metadata: toStruct({ j }) } }),
    ],
    [
      'AddLabels label fields',
      codec('Events.AddLabels', 'request'),
      side('Events', 'AddLabels', 'request'),
      (j) => ({
        fast: { generic_labels: { is_distinct: false, labels: [{ start_index: 0, end_index: 1, j }] } },
        pb: { generic_labels: flatToGenericLabels({ labels: [{ start_index: 0, end_index: 1, j }] }) },
      }),
    ],
    [
      'Pipeline result_dict',
      codec('Pipeline.Process', 'response'),
      side('Pipeline', 'Process', 'response'),
      (j) => ({
        fast: { result: { component_results: [{ identifier: 'c', result_dict: { j } }] } },
        pb: { result: { component_results: [{ identifier: 'c', result_dict: toStruct({ j }) }] } },
      }),
    ],
  ]
  for (const [name, fast, slow, make] of sides) {
    let boundary = -1
    for (let levels = 40; levels <= 52; levels++) {
      const m = make(nested(levels))
      const theirsEncodes = passes(() => slow.serialize(m.pb))
      const oursEncodes = passes(() => fast.serialize(m.fast))
      t.equal(
        oursEncodes,
        theirsEncodes,
        `${name}, ${levels} levels: encode ${theirsEncodes ? 'accepted' : 'refused'} by both`,
      )
      if (!theirsEncodes) {
        t.throws(() => fast.serialize(m.fast), SvcError)
        continue
      }
      boundary = levels
      const bytes = slow.serialize(m.pb)
      t.equal(
        passes(() => fast.deserialize(bytes)),
        true,
        `${name}, ${levels} levels: decoded`,
      )
    }
    // One level more than proto-loader would send, written by us without the limit in the way.
    t.ok(boundary > 40 && boundary < 52, `${name}: proto-loader's limit is inside the range tried (${boundary})`)
  }
  // Decoding, by hand: `n` Structs nested in metadata put the innermost Value at depth 2n.
  const deep = (n: number) => {
    const w = new Writer()
    const struct = (left: number) => {
      w.tag(1, 2)
      w.fork()
      w.tag(1, 2)
      w.string('d')
      w.tag(2, 2)
      w.fork()
      if (left > 1) {
        w.tag(5, 2)
        w.fork()
        struct(left - 1)
        w.ldelim()
      } else {
        w.tag(2, 1)
        w.double(1)
      }
      w.ldelim()
      w.ldelim()
    }
    w.tag(2, 2)
    w.fork()
    struct(n)
    w.ldelim()
    return w.finish()
  }
  const getInfo = codec('Processor.GetInfo', 'response')
  t.equal(
    passes(() => getInfo.deserialize(deep(MAX_DEPTH / 2))),
    true,
    'the deepest message allowed is read',
  )
  t.equal(
    passes(() => pl('Processor', 'GetInfo').responseDeserialize(deep(MAX_DEPTH / 2))),
    true,
    'as by proto-loader',
  )
  t.equal(
    expectMalformed(() => getInfo.deserialize(deep(MAX_DEPTH / 2 + 1))),
    null,
    'one level more is refused',
  )
  t.throws(
    () => pl('Processor', 'GetInfo').responseDeserialize(deep(MAX_DEPTH / 2 + 1)),
    /nesting depth/,
    'as by proto-loader',
  )

  const cyclic: Record<string, unknown> = {}
  cyclic.self = cyclic
  t.throws(
    () => codec('Processor.GetInfo', 'response').serialize({ metadata: cyclic as never }),
    SvcError,
    'a cycle is refused, not a stack overflow',
  )
})

// ---- unknown fields and field order -------------------------------------------------------------

/** One unknown field of every wire type, with field numbers none of these messages use. */
function unknowns(w: Writer): void {
  w.tag(90, 0)
  w.varint64(0xffffffff, 0xffffffff)
  w.tag(91, 1)
  w.double(1.5)
  w.tag(92, 2)
  w.string('skip me')
  w.tag(93, 5)
  w.ensure(4)
  w.pos += 4
  w.tag(94, 3) // group with a nested group and a field inside
  w.tag(1, 0)
  w.uint32(5)
  w.tag(2, 3)
  w.tag(3, 2)
  w.string('x')
  w.tag(2, 4)
  w.tag(94, 4)
}

t.test('unknown fields of every wire type are skipped at every level', async (t) => {
  const w = new Writer()
  unknowns(w)
  w.tag(1, 2) // GetLabelsResponse.generic_labels
  w.fork()
  unknowns(w)
  w.tag(2, 2)
  w.fork()
  unknowns(w)
  w.tag(2, 0)
  w.uint32(3)
  w.tag(4, 2) // fields Struct
  w.fork()
  unknowns(w)
  w.tag(1, 2) // entry
  w.fork()
  unknowns(w)
  w.tag(1, 2)
  w.string('k')
  unknowns(w)
  w.tag(2, 2) // Value
  w.fork()
  unknowns(w)
  w.tag(6, 2) // list_value
  w.fork()
  unknowns(w)
  w.tag(1, 2)
  w.fork()
  w.tag(3, 2)
  w.string('v')
  unknowns(w)
  w.ldelim()
  w.ldelim()
  w.ldelim()
  w.ldelim()
  w.ldelim()
  w.tag(3, 0)
  w.uint32(4)
  w.ldelim()
  w.ldelim()
  unknowns(w)
  const bytes = w.finish()
  const got = codec('Events.GetLabels', 'response').deserialize(bytes)
  t.equal(
    JSON.stringify(got),
    '{"labels":"generic_labels","generic_labels":{"is_distinct":false,"labels":[{"start_index":3,"end_index":4,"k":["v"]}]}}',
  )
  t.equal(
    diff(got.generic_labels, flat((pl('Events', 'GetLabels').responseDeserialize(bytes) as any).generic_labels)),
    null,
    'proto-loader agrees',
  )
})

t.test('field order: top-level fields in any order, map entries value-before-key', async (t) => {
  const w = new Writer()
  w.tag(4, 0)
  w.bool(true) // keep_after first
  w.tag(3, 2) // params
  w.fork()
  w.tag(1, 2) // entry with value before key
  w.fork()
  w.tag(2, 2)
  w.fork()
  w.tag(2, 1)
  w.double(2.5)
  w.ldelim()
  w.tag(1, 2)
  w.string('n')
  w.ldelim()
  w.ldelim()
  w.tag(1, 2)
  w.string('pipe')
  w.tag(2, 2) // event with a duplicate key: the last wins, in the first position
  w.fork()
  for (const [k, v] of [
    ['a', 1],
    ['b', 2],
    ['a', 3],
  ] as const) {
    w.tag(1, 2)
    w.fork()
    w.tag(1, 2)
    w.string(k)
    w.tag(2, 2)
    w.fork()
    w.tag(2, 1)
    w.double(v)
    w.ldelim()
    w.ldelim()
  }
  w.ldelim()
  const bytes = w.finish()
  const got = codec('Pipeline.Process', 'request').deserialize(bytes)
  t.equal(JSON.stringify(got), '{"pipeline_id":"pipe","event":{"a":3,"b":2},"params":{"n":2.5},"keep_after":true}')
  t.equal(
    diff(got, normalize.PipelineRequest(pl('Pipeline', 'Process').requestDeserialize(bytes))),
    null,
    'proto-loader agrees',
  )
})

t.test('a Value with no kind, or only unknown fields, is null; the last kind set wins', async (t) => {
  const w = new Writer()
  w.tag(2, 2)
  w.fork()
  for (const [key, build] of [
    ['empty', () => {}],
    ['unknown', () => unknowns(w)],
    [
      'last',
      () => {
        w.tag(3, 2)
        w.string('first')
        w.tag(2, 1)
        w.double(7)
      },
    ],
  ] as const) {
    w.tag(1, 2)
    w.fork()
    w.tag(1, 2)
    w.string(key)
    w.tag(2, 2)
    w.fork()
    build()
    w.ldelim()
    w.ldelim()
  }
  w.tag(1, 2) // an entry without a value: null under the key
  w.fork()
  w.tag(1, 2)
  w.string('novalue')
  w.ldelim()
  w.ldelim()
  t.equal(
    JSON.stringify(codec('Processor.GetInfo', 'response').deserialize(w.finish()).metadata),
    '{"empty":null,"unknown":null,"last":7,"novalue":null}',
  )
})

t.test('FAST_CODECS covers exactly the label- and Struct-carrying sides', async (t) => {
  t.same(Object.fromEntries(Object.entries(FAST_CODECS).map(([k, v]) => [k, Object.keys(v).sort()])), {
    'Events.AddLabels': ['request'],
    'Events.GetLabels': ['response'],
    'Processor.Process': ['request', 'response'],
    'Processor.GetInfo': ['response'],
    'Pipeline.Process': ['request', 'response'],
  })
})

t.test("svc's own Pipeline.Process fields: event_as_json, returned, and event_json as text or bytes", async (t) => {
  const { request, response }: { request?: Codec<any>; response?: Codec<any> } = FAST_CODECS['Pipeline.Process']
  const req = {
    pipeline_id: 'p',
    event: { event_id: 'e' },
    params: {},
    keep_after: false,
    event_as_json: true,
    returned: { label_indices: ['concepts'], text: false },
  }
  t.same(request!.deserialize(request!.serialize(req)), req)
  t.same(
    request!.deserialize(request!.serialize({ ...req, event_as_json: false, returned: undefined })),
    { pipeline_id: 'p', event: { event_id: 'e' }, params: {}, keep_after: false },
    'false and absent are not sent',
  )
  const text = '{"event_id":"e","metadata":{},"documents":{"plaintext":{"text":"fièvre 😷","label_indices":{}}}}'
  const base = {
    event: {},
    timing_info: {},
    result: { component_results: [], elapsed_time: { seconds: '1', nanos: 5 } },
  }
  for (const eventJson of [text, Buffer.from(text), new Uint8Array(Buffer.from(text))]) {
    const decoded = response!.deserialize(response!.serialize({ ...base, event_json: eventJson }))
    t.ok(Buffer.isBuffer(decoded.event_json), 'decoded as bytes')
    t.equal(Buffer.from(decoded.event_json).toString(), text, 'the same UTF-8 text, sent as a string or as bytes')
  }
  t.equal(
    response!.deserialize(response!.serialize({ ...base, event_json: new Uint8Array() })).event_json,
    undefined,
    'empty bytes are not sent',
  )
})
