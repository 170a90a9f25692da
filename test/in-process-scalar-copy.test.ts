// The in-process transport's copies of messages of plain fields give exactly what the codec
// decodes from the same message (member order and types included), share no object with the
// original, and leave to the codec every value it would convert rather than carry.
import t, { type Test } from 'tap'
import type { ApiServiceName } from '../src/api/names.js'
import { methodDefinition, serviceDefinition, type MethodDef } from '../src/grpc/proto.js'
import { NOT_COPIED } from '../src/transport/in-process-copy.js'
import { scalarCopiers } from '../src/transport/in-process-scalar-copy.js'

const SERVICES: ApiServiceName[] = ['Events', 'Processor', 'Pipeline']

/** Exactly equal: member order, and Buffers as Buffers. */
function sameDecoded(t: Test, actual: unknown, expected: unknown, what: string) {
  t.equal(JSON.stringify(actual), JSON.stringify(expected), what)
  t.same(actual, expected, what)
  for (const [k, v] of Object.entries(expected as object)) {
    if (Buffer.isBuffer(v)) t.ok(Buffer.isBuffer((actual as Record<string, unknown>)[k]), `${what}: ${k} a Buffer`)
  }
}

/** Messages with every field set to a value of its kind, read off what decoding an empty message gives. */
function samples(empty: Record<string, unknown>): Record<string, unknown>[] {
  const filled: Record<string, unknown> = {}
  const others: Record<string, unknown> = {}
  for (const [name, v] of Object.entries(empty)) {
    if (typeof v === 'string') [filled[name], others[name]] = ['fièvre 😷 日本', '']
    else if (typeof v === 'boolean') [filled[name], others[name]] = [true, false]
    else if (typeof v === 'number') [filled[name], others[name]] = [-2147483648, 2147483647]
    else if (Buffer.isBuffer(v)) [filled[name], others[name]] = [Buffer.from([0, 1, 255]), new Uint8Array([7])]
    else if (Array.isArray(v)) [filled[name], others[name]] = [['b', 'a', '', 'ü'], []]
    else if (v === null) [filled[name], others[name]] = [null, undefined]
    else [filled[name], others[name]] = [{ b: 'x', 2: 'two', a: '', clé: 'ü' }, {}]
  }
  // The members in the other order, unknown members, and nulls for every field.
  const reversed = Object.fromEntries(Object.entries(filled).reverse())
  return [
    filled,
    others,
    { ...reversed, unknown: 'dropped' },
    Object.fromEntries(Object.keys(empty).map((k) => [k, null])),
    {},
  ]
}

function copiedMessages(): {
  what: string
  copy: (m: object) => unknown
  roundTrip: (m: object) => unknown
  empty: Record<string, unknown>
}[] {
  const out = []
  for (const service of SERVICES) {
    for (const method of Object.keys(serviceDefinition(service))) {
      const def = methodDefinition(service, method) as MethodDef
      const { request, response } = scalarCopiers(def)
      if (request)
        out.push({
          what: `${service}.${method} request`,
          copy: request,
          roundTrip: (m: object) => def.requestDeserialize(def.requestSerialize(m)),
          empty: def.requestDeserialize(Buffer.alloc(0)) as Record<string, unknown>,
        })
      if (response)
        out.push({
          what: `${service}.${method} response`,
          copy: response,
          roundTrip: (m: object) => def.responseDeserialize(def.responseSerialize(m)),
          empty: def.responseDeserialize(Buffer.alloc(0)) as Record<string, unknown>,
        })
    }
  }
  return out
}

t.test("the events service's texts, binaries, names and metadata are copied", async (t) => {
  const copied = new Set(copiedMessages().map((m) => m.what))
  for (const what of [
    'Events.AddBinaryData request',
    'Events.GetBinaryData response',
    'Events.AddDocument request',
    'Events.GetDocumentText response',
    'Events.GetAllMetadata response',
    'Events.GetAllDocumentNames response',
    'Events.AddMetadata request',
    'Events.CloseEvent request',
    'Events.OpenEvent request',
    'Events.OpenEvent response',
    'Events.GetEventsInstanceId response',
    'Events.GetLabels request',
  ])
    t.ok(copied.has(what), what)
  for (const what of [
    'Events.GetLabelIndicesInfo response',
    'Events.AddLabels request',
    'Processor.Process request',
    'Pipeline.Process request',
  ]) {
    t.notOk(copied.has(what), `${what}: a field of another kind, left to the codec`)
  }
})

t.test('a copy is what the codec decodes, sharing no object', async (t) => {
  for (const { what, copy, roundTrip, empty } of copiedMessages()) {
    for (const m of samples(empty)) {
      const c = copy(m)
      t.not(c, NOT_COPIED, what)
      sameDecoded(t, c, roundTrip(m), what)
      for (const [k, v] of Object.entries(c as object)) {
        if (typeof v === 'object' && v !== null) t.not(v, m[k], `${what}: ${k} is a new object`)
      }
    }
  }
})

t.test('what the codec would convert is left to it', async (t) => {
  const def = (method: string) => methodDefinition('Events', method) as MethodDef
  const request = (method: string) => scalarCopiers(def(method)).request!
  const response = (method: string) => scalarCopiers(def(method)).response!
  const cases: [string, () => unknown][] = [
    ['a number for a string', () => request('AddDocument')({ event_id: 5, document_name: 'd', text: 't' })],
    ['a lone surrogate', () => request('AddDocument')({ event_id: 'e', document_name: 'd', text: 'a\ud800' })],
    [
      'a base64 string for bytes',
      () => request('AddBinaryData')({ event_id: 'e', binary_data_name: 'b', binary_data: 'AAEC' }),
    ],
    ['an array for bytes', () => response('GetBinaryData')({ binary_data: [1, 2] })],
    ['a fraction for an int32', () => request('CloseEvent')({ event_id: 'e', lease_id: 1.5 })],
    ['a string for an int32', () => request('CloseEvent')({ event_id: 'e', lease_id: '3' })],
    ['beyond int32', () => request('CloseEvent')({ event_id: 'e', lease_id: 2 ** 31 })],
    ['a string for a bool', () => response('OpenEvent')({ created: 'yes', lease_id: 1 })],
    ['a number in a list of strings', () => response('GetAllDocumentNames')({ document_names: ['a', 1] })],
    ['not a list', () => response('GetAllDocumentNames')({ document_names: 'a' })],
    ['a map key "__proto__"', () => response('GetAllMetadata')({ metadata: JSON.parse('{"__proto__": "x"}') })],
    ['a number as a map value', () => response('GetAllMetadata')({ metadata: { a: 1 } })],
    ['a lone surrogate in a map key', () => response('GetAllMetadata')({ metadata: { 'k\udc00': 'v' } })],
    [
      'a map of a class',
      () =>
        response('GetAllMetadata')({
          metadata: new (class {
            a = 'x'
          })(),
        }),
    ],
    [
      'a message field set',
      () => request('OpenEvent')({ event_id: 'e', only_create_new: true, lease_duration: { seconds: 5, nanos: 0 } }),
    ],
    ['a message field set empty', () => request('OpenEvent')({ event_id: 'e', lease_duration: {} })],
  ]
  for (const [what, copy] of cases) t.equal(copy(), NOT_COPIED, what)
  sameDecoded(
    t,
    request('CloseEvent')({ event_id: 'e', lease_id: -0 }),
    { event_id: 'e', lease_id: 0 },
    '-0 travels as 0',
  )
  t.ok(
    Object.is((request('CloseEvent')({ event_id: 'e', lease_id: -0 }) as { lease_id: number }).lease_id, 0),
    '-0 copied as 0',
  )
})
