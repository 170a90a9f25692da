// The flat ⇄ GenericLabel conversion of PROTOCOL.md §2, including a real protobuf encode/decode
// so that the round trip is what a gRPC call does to the labels.
import t, { type Test } from 'tap'
import { SvcError } from '../src/api/errors.js'
import type { FlatLabel } from '../src/api/labels.js'
import { Status } from '../src/api/status.js'
import { messageType } from '../src/grpc/proto.js'
import { flatLabelsToGeneric, flatToGenericLabels, genericToFlat, toStruct } from './helpers/proto-loader-shapes.js'

// What the wire does: encode and decode with the loaded message type (the loader's options).
function overTheWire(generic: unknown): any {
  const type = messageType('GenericLabels') as any
  const bytes = type.serialize(generic)
  return type.deserialize(bytes)
}

const labels: FlatLabel[] = [
  { start_index: 0, end_index: 5, negated: false, cui: 'C0011849', score: 0.875, count: 3, big: 1e21, neg: -2.5 },
  {
    start_index: 6,
    end_index: 6,
    nothing: null,
    list: [1, 'two', true, null, [3], { four: 4 }],
    empty_list: [],
    empty_obj: {},
  },
  { start_index: 7, end_index: 20, nested: { a: { b: { c: ['deep', { d: false }] } }, unicode: 'naïve — 日本 😀' } },
  { start_index: 21, end_index: 30 },
]

t.test('flat → generic puts start/end in their fields and the rest in fields, identifier = position', async (t) => {
  const generic = flatToGenericLabels({ is_distinct: true, labels })
  t.equal(generic.is_distinct, true)
  t.equal(generic.labels!.length, 4)
  t.same(
    generic.labels!.map((l) => [l.identifier, l.start_index, l.end_index]),
    [
      [0, 0, 5],
      [1, 6, 6],
      [2, 7, 20],
      [3, 21, 30],
    ],
  )
  t.same(Object.keys(generic.labels![0].fields!.fields!), ['negated', 'cui', 'score', 'count', 'big', 'neg'])
  t.same(
    generic.labels![0].fields,
    toStruct({ negated: false, cui: 'C0011849', score: 0.875, count: 3, big: 1e21, neg: -2.5 }),
  )
  t.same(generic.labels![3].fields, { fields: {} })
})

t.test('round trip through protobuf is exact for every JSON kind', async (t) => {
  const back = genericToFlat(overTheWire(flatToGenericLabels({ is_distinct: true, labels })))
  t.strictSame(back, { is_distinct: true, labels })
  // strictSame compares deep values; key order is what a client sees in JSON, so pin it too.
  t.same(JSON.stringify(back.labels), JSON.stringify(labels))
  const notDistinct = genericToFlat(overTheWire(flatToGenericLabels({ labels: labels.slice(0, 1) })))
  t.equal(notDistinct.is_distinct, false, 'is_distinct defaults to false')
})

t.test('empty and absent', async (t) => {
  t.strictSame(genericToFlat(overTheWire(flatToGenericLabels({ labels: [] }))), { is_distinct: false, labels: [] })
  t.strictSame(genericToFlat(undefined), { is_distinct: false, labels: [] })
  t.strictSame(genericToFlat(null), { is_distinct: false, labels: [] })
})

t.test(
  'reference_ids written by other backends come back as the reference_ids member (regression: merged into fields)',
  async (t) => {
    const decoded = overTheWire({
      is_distinct: false,
      labels: [
        {
          identifier: 0,
          start_index: 1,
          end_index: 2,
          fields: toStruct({ a: 1 }),
          reference_ids: toStruct({ head: 'tokens:3' }),
        },
      ],
    })
    t.strictSame(genericToFlat(decoded).labels, [
      { start_index: 1, end_index: 2, a: 1, reference_ids: { head: 'tokens:3' } },
    ])
  },
)

t.test('a flat label with references round-trips through protobuf exactly', async (t) => {
  const withRefs: FlatLabel[] = [
    {
      start_index: 0,
      end_index: 3,
      cui: 'C1',
      reference_ids: { sentence: 'sentences:0', tokens: ['tokens:0', 'tokens:1'] },
    },
    { start_index: 4, end_index: 5, reference_ids: {} },
  ]
  t.strictSame(genericToFlat(overTheWire(flatToGenericLabels({ labels: withRefs }))).labels, withRefs)
})

t.test('flatLabelsToGeneric drops undefined members (JSON cannot carry them)', async (t) => {
  const generic = flatLabelsToGeneric([{ start_index: 0, end_index: 1, gone: undefined as unknown as null }], false)
  t.same(generic.labels![0].fields, { fields: {} })
})

function invalid(t: Test, fn: () => unknown, pattern: RegExp, name: string) {
  try {
    fn()
    t.fail(`${name}: expected INVALID_ARGUMENT`)
  } catch (err) {
    t.ok(err instanceof SvcError, `${name}: an SvcError`)
    t.equal((err as SvcError).code, Status.INVALID_ARGUMENT, `${name}: INVALID_ARGUMENT`)
    t.match((err as SvcError).message, pattern, `${name}: message`)
  }
}

t.test('validation names the label index and the member', async (t) => {
  invalid(t, () => flatToGenericLabels(null), /^json_labels must be an object/, 'null')
  invalid(t, () => flatToGenericLabels([]), /^json_labels must be an object .*got array/, 'array')
  invalid(t, () => flatToGenericLabels({}), /^json_labels\.labels must be an array .*got undefined/, 'no labels')
  invalid(t, () => flatToGenericLabels({ labels: {} }), /^json_labels\.labels must be an array/, 'labels object')
  invalid(
    t,
    () => flatToGenericLabels({ labels: [{ start_index: 0, end_index: 1, reference_ids: 'sentences:0' }] }),
    /^json_labels\.labels\[0\]\.reference_ids must be an object of reference ids.*got string/,
    'reference_ids string',
  )
  invalid(
    t,
    () => flatToGenericLabels({ labels: [{ start_index: 0, end_index: 1, reference_ids: ['sentences:0'] }] }),
    /reference_ids must be an object.*got array/,
    'reference_ids array',
  )
  invalid(
    t,
    () => flatToGenericLabels({ labels: [], is_distinct: 'yes' }),
    /^json_labels\.is_distinct must be a boolean \(got string\)/,
    'is_distinct',
  )
  invalid(
    t,
    () => flatToGenericLabels({ labels: [], distinct: true }),
    /^json_labels\.distinct is not a known member/,
    'unknown member',
  )
  invalid(
    t,
    () => flatToGenericLabels({ labels: [{ start_index: 0, end_index: 1 }, 'x'] }),
    /^json_labels\.labels\[1\] must be an object \(got string\)/,
    'label not object',
  )
  invalid(
    t,
    () => flatToGenericLabels({ labels: [[1, 2]] }),
    /^json_labels\.labels\[0\] must be an object \(got array\)/,
    'label array',
  )
  invalid(
    t,
    () => flatToGenericLabels({ labels: [{ end_index: 1 }] }),
    /^json_labels\.labels\[0\]\.start_index must be an integer >= 0 \(got undefined\)/,
    'missing start',
  )
  invalid(
    t,
    () =>
      flatToGenericLabels({
        labels: [
          { start_index: 0, end_index: 1 },
          { start_index: 2, end_index: '3' },
        ],
      }),
    /^json_labels\.labels\[1\]\.end_index must be an integer >= 0 \(got string\)/,
    'string end',
  )
  invalid(
    t,
    () => flatToGenericLabels({ labels: [{ start_index: -1, end_index: 1 }] }),
    /labels\[0\]\.start_index must be an integer >= 0/,
    'negative',
  )
  invalid(
    t,
    () => flatToGenericLabels({ labels: [{ start_index: 1.5, end_index: 2 }] }),
    /labels\[0\]\.start_index must be an integer >= 0/,
    'fraction',
  )
  invalid(
    t,
    () => flatToGenericLabels({ labels: [{ start_index: 0, end_index: 2 ** 32 }] }),
    /labels\[0\]\.end_index must be an integer >= 0/,
    'beyond uint32',
  )
  invalid(
    t,
    () => flatLabelsToGeneric([{ start_index: 0, end_index: null }], true, 'event.documents.d.label_indices.i.labels'),
    /^event\.documents\.d\.label_indices\.i\.labels\[0\]\.end_index .*got null/,
    'custom prefix',
  )
})

t.test('validation messages never quote label contents', async (t) => {
  try {
    flatToGenericLabels({ labels: [{ start_index: 'patient has diabetes', end_index: 1 }] })
    t.fail('expected an error')
  } catch (err) {
    t.notMatch((err as Error).message, /diabetes/)
  }
})
