// The in-process transport's copies of AddLabels requests and GetLabels answers give exactly
// what the wire codec decodes from the same message (member order included), share no object
// with the original, and leave to the codec what would not come out the same.
import t, { type Test } from 'tap'
import { addLabelsRequest, getLabelsResponse } from '../src/grpc/codecs.js'
import {
  adoptAddLabelsRequest,
  copyAddLabelsRequest,
  copyGetLabelsResponse,
  lendGetLabelsResponse,
  NOT_COPIED,
} from '../src/transport/in-process-copy.js'

const shapes: Record<string, unknown>[] = [
  { start_index: 0, end_index: 0 },
  { end_index: 9, start_index: 3, pos: 'NN', norm: 'fever' },
  {
    start_index: 1,
    end_index: 2,
    2: 'digit',
    b: 1,
    a: null,
    skipped: undefined,
    big: 1e21,
    neg: -0,
    nan: NaN,
    inf: -Infinity,
  },
  {
    start_index: 1,
    end_index: 2,
    nested: { z: [1, 'x', true, null, { deep: [[], {}] }], '1': 'one', gone: undefined },
  },
  { start_index: 1, end_index: 2, references: { head: 'tokens:0', '3': 'x' }, after: 'refs are last' },
  { start_index: 1, end_index: 2, unicode: 'fièvre 😷 日本', 'clé ünïcode': 1 },
]
const protoKey = JSON.parse('{"start_index": 1, "end_index": 2, "__proto__": "own"}')

function request(labels: unknown[], distinct = false) {
  return {
    event_id: 'e',
    document_name: 'plaintext',
    index_name: 'i',
    labels: 'generic_labels' as const,
    generic_labels: { is_distinct: distinct, labels: labels as never[] },
    no_key_validation: false,
  }
}

/** Exactly equal, member order included (t.same ignores order). */
function sameJson(t: Test, actual: unknown, expected: unknown, what: string) {
  t.equal(JSON.stringify(actual), JSON.stringify(expected), what)
  t.same(actual, expected, what)
}

t.test('a copy is what the codec decodes, sharing no object', async (t) => {
  const labels = [...shapes, protoKey]
  for (const distinct of [false, true]) {
    const req = request(labels, distinct)
    const copy = copyAddLabelsRequest(req)
    t.not(copy, NOT_COPIED)
    const decoded = addLabelsRequest.deserialize(addLabelsRequest.serialize(req))
    sameJson(t, copy, decoded, `AddLabels, distinct ${distinct}`)
    const copied = copy as ReturnType<typeof addLabelsRequest.deserialize>
    t.equal(
      Object.getOwnPropertyDescriptor(copied.generic_labels!.labels[labels.length - 1], '__proto__')?.value,
      'own',
      '"__proto__" an own member',
    )
    t.not(copied.generic_labels!.labels[3], labels[3])
    t.not((copied.generic_labels!.labels[3] as any).nested.z, (labels[3] as any).nested.z)

    const stored = { generic_labels: { is_distinct: distinct, labels: decoded.generic_labels!.labels } }
    const read = copyGetLabelsResponse(stored)
    sameJson(
      t,
      read,
      getLabelsResponse.deserialize(getLabelsResponse.serialize(stored)),
      `GetLabels, distinct ${distinct}`,
    )
    t.not((read as any).generic_labels.labels[0], stored.generic_labels.labels[0])
  }
})

t.test('what would not come out the same is left to the codec', async (t) => {
  const odd: [string, unknown][] = [
    ['a lone surrogate', { start_index: 0, end_index: 0, s: 'a\ud800' }],
    ['a lone surrogate in a key', { start_index: 0, end_index: 0, 'k\udc00': 1 }],
    ['a Date', { start_index: 0, end_index: 0, when: new Date(0) }],
    ['a BigInt', { start_index: 0, end_index: 0, n: 10n }],
    ['a function', { start_index: 0, end_index: 0, f: () => 1 }],
    ['undefined in a list', { start_index: 0, end_index: 0, l: [1, undefined] }],
    ['deep nesting', { start_index: 0, end_index: 0, d: JSON.parse('['.repeat(40) + ']'.repeat(40)) }],
    [
      'a label of a class',
      new (class {
        start_index = 0
        end_index = 0
      })(),
    ],
  ]
  for (const [what, label] of odd) t.equal(copyAddLabelsRequest(request([label])), NOT_COPIED, what)
  t.equal(
    copyAddLabelsRequest({
      ...request([]),
      labels: 'custom_labels',
      generic_labels: undefined,
      custom_labels: { type_url: 'x', value: new Uint8Array() },
    }),
    NOT_COPIED,
    'custom labels',
  )
  t.equal(
    copyGetLabelsResponse({ custom_labels: { type_url: 'x', value: new Uint8Array() } }),
    NOT_COPIED,
    'custom labels read',
  )
  t.equal(copyAddLabelsRequest({ ...request([]), event_id: 'e\ud800' }), NOT_COPIED, 'a lone surrogate in a name')
})

t.test('an adopted request or a lent answer reads as the copy does', async (t) => {
  const labels = [...shapes, protoKey]
  const req = request(labels, true)
  sameJson(
    t,
    adoptAddLabelsRequest(req),
    copyAddLabelsRequest(req),
    'AddLabels adopted, shapes that need a copy among them',
  )
  const decodedForm = [
    { start_index: 0, end_index: 1, pos: 'NOUN' },
    { start_index: 2, end_index: 3, pos: 'VERB', n: 1.5, f: false, z: null },
  ]
  const adopted = adoptAddLabelsRequest(request(decodedForm)) as ReturnType<typeof addLabelsRequest.deserialize>
  sameJson(
    t,
    adopted,
    addLabelsRequest.deserialize(addLabelsRequest.serialize(request(decodedForm))),
    'what the codec decodes',
  )
  t.equal(adopted.generic_labels!.labels, decodedForm, 'labels already in decoded form are kept')
  for (const [what, label] of [
    ['span not first', { end_index: 1, start_index: 0 }],
    ['a span that is not an unsigned integer', { start_index: 1.5, end_index: 2 }],
    ['a nested value', { start_index: 0, end_index: 1, n: [1] }],
    ['an undefined member', { start_index: 0, end_index: 1, u: undefined }],
    ['references', { start_index: 0, end_index: 1, reference_ids: {} }],
  ] as const) {
    const got = adoptAddLabelsRequest(request([label])) as ReturnType<typeof addLabelsRequest.deserialize>
    t.not(got.generic_labels!.labels[0], label, `${what}: copied`)
    sameJson(t, got, copyAddLabelsRequest(request([label])), `${what}: as the copy`)
  }
  t.equal(
    adoptAddLabelsRequest(request([{ start_index: 0, end_index: 0, s: 'a\ud800' }])),
    NOT_COPIED,
    'a lone surrogate is left to the codec',
  )
  const later = [
    { start_index: 0, end_index: 1, pos: 'NOUN' },
    { start_index: 1, end_index: 2, pos: 'VERB', extra: 'x' },
    { start_index: 2, end_index: 3, pos: [] },
  ]
  const partly = adoptAddLabelsRequest(request(later)) as ReturnType<typeof addLabelsRequest.deserialize>
  t.not(partly.generic_labels!.labels, later, 'a label not in decoded form after others that are: all copied')
  sameJson(t, partly, copyAddLabelsRequest(request(later)), 'as the copy')
  const refs = { experiencer: 'context_cues:1', '2': 'digit', n: 1 }
  const withRefs = [
    { start_index: 0, end_index: 1, pos: 'NOUN' },
    { start_index: 2, end_index: 3, concept_type: 'problem', negated: false, reference_ids: refs },
    { start_index: 4, end_index: 5, reference_ids: { a: 'x' }, after: 'refs not last' },
    { start_index: 6, end_index: 7, reference_ids: { deep: { a: 'x' } } },
  ]
  for (const labels of [withRefs.slice(0, 2), withRefs.slice(0, 3), [withRefs[0], withRefs[3]]]) {
    const got = adoptAddLabelsRequest(request(labels)) as ReturnType<typeof addLabelsRequest.deserialize>
    sameJson(t, got, copyAddLabelsRequest(request(labels)), `${labels.length} labels with references: as the copy`)
    sameJson(t, got, addLabelsRequest.deserialize(addLabelsRequest.serialize(request(labels))), 'as the codec decodes')
    t.not(got.generic_labels!.labels[1], labels[1], 'a label with references is copied')
    t.not((got.generic_labels!.labels[1] as any).reference_ids, labels[1].reference_ids, 'its references too')
  }
  const mixed = adoptAddLabelsRequest(request(withRefs.slice(0, 2))) as ReturnType<typeof addLabelsRequest.deserialize>
  t.equal(mixed.generic_labels!.labels[0], withRefs[0], 'beside it, a label in decoded form is kept')
  t.not(mixed.generic_labels!.labels, withRefs, 'in an array of its own')
  // A member Object.prototype lists (for…in would walk it with the label's own) leaves the labels to the copy.
  Object.defineProperty(Object.prototype, 'inherited', { value: 'x', enumerable: true, configurable: true })
  try {
    const got = adoptAddLabelsRequest(request(decodedForm)) as ReturnType<typeof addLabelsRequest.deserialize>
    t.not(got.generic_labels!.labels, decodedForm, 'an enumerable Object.prototype member: copied')
    t.same(
      Object.keys(got.generic_labels!.labels[1]),
      ['start_index', 'end_index', 'pos', 'n', 'f', 'z'],
      'own members only',
    )
  } finally {
    delete (Object.prototype as Record<string, unknown>).inherited
  }
  const stored = {
    generic_labels: {
      is_distinct: true,
      labels: addLabelsRequest.deserialize(addLabelsRequest.serialize(req)).generic_labels!.labels,
    },
  }
  sameJson(t, lendGetLabelsResponse(stored), copyGetLabelsResponse(stored), 'GetLabels lent')
})
