// The in-memory model of the events service, with an injected clock: leases, expiry, caps,
// byte accounting and validation (PROTOCOL.md §1).
import t from 'tap'
import type { JsonLabels } from '../src/api/labels.js'
import { Status } from '../src/api/status.js'
import { MemoryEventStore, type EventStoreOptions } from '../src/events/event-store.js'
import { getLabelsResponse } from '../src/grpc/codecs.js'
import { methodDefinition } from '../src/grpc/proto.js'

const DOCUMENT_TEXT = methodDefinition('Events', 'GetDocumentText')!

type Tap = Parameters<Parameters<typeof t.test>[0]>[0]

function clockedStore(t: Tap, opts: EventStoreOptions = {}) {
  let time = 1_000_000
  const store = new MemoryEventStore({ now: () => time, ...opts })
  t.teardown(() => store.close())
  return { store, advance: (ms: number) => (time += ms) }
}

const err = (code: number, message: RegExp) => ({ name: 'SvcError', code, message })

interface LabelSpec {
  start_index: number
  end_index: number
  fields?: Record<string, unknown>
  refs?: Record<string, unknown>
}
// Labels in the flat form the wire codec hands the store: members other than the span and
// reference_ids are the label's fields.
const generic = (labels: LabelSpec[]): { generic_labels: JsonLabels } => ({
  generic_labels: {
    is_distinct: false,
    labels: labels.map(
      (l) =>
        ({
          start_index: l.start_index,
          end_index: l.end_index,
          ...(l.fields as object),
          ...(l.refs && { reference_ids: l.refs }),
        }) as JsonLabels['labels'][number],
    ),
  },
})

t.test('leases: each open adds one, the last close deletes the event', async (t) => {
  const { store } = clockedStore(t)
  const a = store.openEvent('e1')
  const b = store.openEvent('e1')
  const c = store.openEvent('e1')
  t.same([a.created, b.created, c.created], [true, false, false])
  t.equal(new Set([a.leaseId, b.leaseId, c.leaseId]).size, 3, 'lease ids are unique per event')
  for (const id of [a.leaseId, b.leaseId, c.leaseId])
    t.ok(Number.isInteger(id) && id > 0 && id <= 2 ** 31 - 1, 'int32 lease id')
  t.same(store.closeEvent('e1', b.leaseId), { deleted: false })
  t.same(store.closeEvent('e1', a.leaseId), { deleted: false })
  t.same(store.closeEvent('e1', c.leaseId), { deleted: true })
  t.equal(store.size(), 0)
  t.throws(() => store.getAllMetadata('e1'), err(Status.NOT_FOUND, /^event "e1" not found$/))
  t.throws(() => store.closeEvent('e1'), err(Status.NOT_FOUND, /event "e1" not found/), 'closing an absent event')
  t.equal(store.openEvent('e1').created, true, 'a deleted event can be created anew')
})

t.test('close with lease id 0 releases one lease; an unknown lease id releases none', async (t) => {
  const { store } = clockedStore(t)
  const a = store.openEvent('e')
  store.openEvent('e')
  t.same(store.closeEvent('e', 0), { deleted: false }, 'one of two released')
  t.same(store.closeEvent('e', 9999), { deleted: false }, 'unknown id: nothing released')
  t.same(store.closeEvent('e', a.leaseId), { deleted: true }, 'lease 0 released the newest, the first one remained')
  store.openEvent('x')
  t.same(store.closeEvent('x'), { deleted: true }, 'no lease id given')
})

t.test('closing the same lease twice leaves the other holders their event', async (t) => {
  const { store } = clockedStore(t)
  const a = store.openEvent('e')
  store.openEvent('e')
  store.closeEvent('e', a.leaseId)
  t.same(store.closeEvent('e', a.leaseId), { deleted: false })
  t.same(store.getAllDocumentNames('e'), [], 'the other lease still holds the event')
})

t.test('lease id 0 prefers a lease without a duration', async (t) => {
  const { store, advance } = clockedStore(t, { idleTimeoutMs: 0 })
  store.openEvent('e')
  store.openEvent('e', { leaseDurationMs: 5000 })
  store.closeEvent('e', 0)
  t.same(store.getAllMetadata('e'), {}, 'the timed lease holds it')
  advance(5000)
  t.throws(() => store.getAllMetadata('e'), err(Status.NOT_FOUND, /not found/), 'and ends with it')
})

t.test('OpenEvent validation and only_create_new', async (t) => {
  const { store } = clockedStore(t)
  t.throws(() => store.openEvent(''), err(Status.INVALID_ARGUMENT, /event_id must not be empty/))
  t.throws(
    () => store.openEvent('e', { leaseDurationMs: -1 }),
    err(Status.INVALID_ARGUMENT, /lease_duration must not be negative/),
  )
  t.equal(store.size(), 0, 'refused opens create nothing')
  t.equal(store.openEvent('e', { onlyCreateNew: true }).created, true, 'only_create_new creates')
  t.throws(
    () => store.openEvent('e', { onlyCreateNew: true }),
    err(Status.ALREADY_EXISTS, /^event "e" already exists$/),
  )
  t.same(store.closeEvent('e'), { deleted: true }, 'the refused open took no lease')
})

t.test('a lease duration ends the lease on the store clock', async (t) => {
  const { store, advance } = clockedStore(t, { idleTimeoutMs: 0 })
  store.openEvent('e', { leaseDurationMs: 1000 })
  advance(999)
  t.same(store.getAllMetadata('e'), {}, 'alive just before')
  advance(1)
  t.throws(() => store.getAllMetadata('e'), err(Status.NOT_FOUND, /event "e" not found/), 'gone at its end')
  t.equal(store.size(), 0, 'and freed')
  t.equal(store.bytes(), 0)
})

t.test('a timed lease that ends leaves the event to its other leases', async (t) => {
  const { store, advance } = clockedStore(t, { idleTimeoutMs: 0 })
  store.openEvent('e')
  const timed = store.openEvent('e', { leaseDurationMs: 1000 })
  advance(2000)
  t.same(store.closeEvent('e', timed.leaseId), { deleted: false }, 'closing the ended lease releases nothing')
  t.same(store.closeEvent('e'), { deleted: true }, 'the untimed lease was the only one left')
})

t.test('sweep frees events whose timed leases ended', async (t) => {
  const { store, advance } = clockedStore(t)
  store.openEvent('a', { leaseDurationMs: 1000 })
  store.openEvent('b', { leaseDurationMs: 5000 })
  store.addDocument('a', 'd', 'x'.repeat(100))
  const both = store.bytes()
  advance(1000)
  t.equal(store.size(), 2, 'nothing freed before a sweep or a lookup')
  t.equal(store.sweep(), 1)
  t.equal(store.size(), 1)
  t.ok(both - store.bytes() >= 200, 'the bytes of a went with it')
  t.same(store.getAllDocumentNames('b'), [])
})

t.test('the lease timer frees the event without any call', async (t) => {
  // The store clock runs ahead of real time, so the timer finds the lease over when it fires.
  let time = 0
  const store = new MemoryEventStore({ now: () => time })
  t.teardown(() => store.close())
  store.openEvent('e', { leaseDurationMs: 5 })
  time = 10
  while (store.size() > 0) await new Promise((r) => setTimeout(r, 5))
  t.equal(store.bytes(), 0, 'the event was dropped by its timer')
})

t.test('a lease timer that fires before the clock says so re-arms', async (t) => {
  let time = 0
  const store = new MemoryEventStore({ now: () => time })
  t.teardown(() => store.close())
  store.openEvent('e', { leaseDurationMs: 5 })
  await new Promise((r) => setTimeout(r, 30))
  t.equal(store.size(), 1, 'the clock has not moved: the lease holds')
  time = 5
  while (store.size() > 0) await new Promise((r) => setTimeout(r, 5))
  t.pass('freed once the clock reached the end')
})

t.test('idle expiry: an event no call touches for the idle time expires', async (t) => {
  const { store, advance } = clockedStore(t, { idleTimeoutMs: 1000 })
  store.openEvent('e')
  store.openEvent('other')
  advance(999)
  store.getAllMetadata('e')
  advance(999)
  t.same(store.getAllDocumentNames('e'), [], 'each call resets the idle time')
  t.throws(
    () => store.getAllMetadata('other'),
    err(Status.NOT_FOUND, /event "other" not found/),
    'the untouched one expired',
  )
  advance(1000)
  t.equal(store.openEvent('e', { onlyCreateNew: true }).created, true, 'an expired event is absent to OpenEvent')
})

t.test('idle expiry waits for running timed leases', async (t) => {
  const { store, advance } = clockedStore(t, { idleTimeoutMs: 1000 })
  store.openEvent('e', { leaseDurationMs: 10_000 })
  store.openEvent('e')
  advance(5000)
  t.equal(store.sweep(), 0, 'idle, but a timed lease is running')
  advance(5000)
  t.equal(store.sweep(), 1, 'the timed lease ended and the event had been idle')
})

t.test('sweep frees idle events; idleTimeoutMs 0 disables idle expiry', async (t) => {
  const a = clockedStore(t, { idleTimeoutMs: 1000 })
  a.store.openEvent('x')
  a.store.openEvent('y')
  a.advance(600)
  a.store.addMetadata('y', 'k', 'v')
  a.advance(600)
  t.equal(a.store.sweep(), 1)
  t.same(a.store.getAllMetadata('y'), { k: 'v' })

  const b = clockedStore(t, { idleTimeoutMs: 0 })
  b.store.openEvent('x')
  b.advance(365 * 24 * 3600 * 1000)
  t.equal(b.store.sweep(), 0)
  t.same(b.store.getAllMetadata('x'), {})
})

t.test('the default idle timeout is one hour', async (t) => {
  const { store, advance } = clockedStore(t)
  store.openEvent('e')
  advance(3600 * 1000 - 1)
  t.equal(store.sweep(), 0)
  advance(3600 * 1000)
  t.equal(store.sweep(), 1)
})

t.test('maxEvents: a new event beyond the cap is RESOURCE_EXHAUSTED', async (t) => {
  const { store, advance } = clockedStore(t, { maxEvents: 2, idleTimeoutMs: 10_000 })
  store.openEvent('a')
  store.openEvent('b')
  t.throws(() => store.openEvent('c'), err(Status.RESOURCE_EXHAUSTED, /events store is full: it holds 2 events/))
  t.equal(store.openEvent('a').created, false, 'another lease on an existing event is no new event')
  store.closeEvent('b')
  t.equal(store.openEvent('c').created, true, 'a closed event frees its place')
  advance(10_000)
  t.equal(store.openEvent('d').created, true, 'expired events are reclaimed before refusing')
  t.equal(store.size(), 1)
})

t.test('byte accounting follows what is stored and freed', async (t) => {
  const { store } = clockedStore(t)
  store.openEvent('e')
  const empty = store.bytes()
  t.ok(empty > 0, 'an event costs something')
  store.addDocument('e', 'd', 'x'.repeat(1000))
  const withText = store.bytes()
  t.ok(withText - empty >= 2000, 'text counts two bytes per UTF-16 code unit')
  store.addBinaryData('e', 'b', new Uint8Array(5000))
  t.ok(store.bytes() - withText >= 5000, 'binaries count their length')
  const beforeBig = store.bytes()
  store.addBinaryData('e', 'b', new Uint8Array(10))
  t.equal(store.bytes(), beforeBig - 4990, 'a replaced binary frees the old bytes')

  const beforeMeta = store.bytes()
  store.addMetadata('e', 'k', 'v'.repeat(100))
  const withMeta = store.bytes()
  t.ok(withMeta - beforeMeta >= 200)
  store.addMetadata('e', 'k', 'v')
  t.equal(store.bytes(), withMeta - 198, 'a replaced metadata value frees the old one')

  const beforeLabels = store.bytes()
  const many = Array.from({ length: 100 }, (_, i) => ({
    start_index: i,
    end_index: i + 1,
    fields: { cui: 'C0011849', score: 0.5 },
  }))
  store.addLabels('e', 'd', 'i', generic(many))
  const withLabels = store.bytes()
  t.ok(withLabels - beforeLabels >= 100 * 32, 'labels count an estimate of their size')
  store.addLabels('e', 'd', 'i', generic([{ start_index: 0, end_index: 1 }]))
  t.ok(store.bytes() < withLabels && store.bytes() > beforeLabels, 'a replaced index frees the old estimate')

  store.openEvent('other')
  store.addDocument('other', 'd', 'y'.repeat(10))
  const both = store.bytes()
  store.closeEvent('e')
  t.ok(store.bytes() < both)
  store.closeEvent('other')
  t.equal(store.bytes(), 0, 'closed events free all their bytes')
})

t.test('maxBytes: growth beyond the cap is RESOURCE_EXHAUSTED and stores nothing', async (t) => {
  const { store } = clockedStore(t, { maxBytes: 10_000 })
  store.openEvent('e')
  store.addDocument('e', 'a', 'x'.repeat(3000))
  const before = store.bytes()
  t.throws(
    () => store.addDocument('e', 'b', 'x'.repeat(3000)),
    err(
      Status.RESOURCE_EXHAUSTED,
      /events store is full: storing \d+ more bytes would exceed its limit of 10000 bytes/,
    ),
  )
  t.equal(store.bytes(), before, 'a refused add changes no count')
  t.same(store.getAllDocumentNames('e'), ['a'], 'nor the event')
  t.throws(() => store.addBinaryData('e', 'b', new Uint8Array(5000)), err(Status.RESOURCE_EXHAUSTED, /full/))
  t.throws(() => store.addMetadata('e', 'k', 'v'.repeat(3000)), err(Status.RESOURCE_EXHAUSTED, /full/))
  store.addMetadata('e', 'k', 'small')
  t.same(store.getAllMetadata('e'), { k: 'small' }, 'what fits still goes in')
  store.closeEvent('e')
  store.openEvent('f')
  store.addDocument('f', 'a', 'x'.repeat(4000))
  t.pass('closed events gave their bytes back')
})

t.test('metadata: values replace on re-add; an empty key is refused', async (t) => {
  const { store } = clockedStore(t)
  store.openEvent('e')
  store.addMetadata('e', 'a', '1')
  store.addMetadata('e', 'b', '')
  store.addMetadata('e', 'a', '2')
  store.addMetadata('e', '__proto__', 'x')
  t.same(store.getAllMetadata('e'), { a: '2', b: '', ['__proto__']: 'x' })
  t.equal(Object.keys(store.getAllMetadata('e')).length, 3, '__proto__ is an ordinary key')
  t.throws(() => store.addMetadata('e', '', 'v'), err(Status.INVALID_ARGUMENT, /^key must not be empty$/))
  t.throws(() => store.addMetadata('nope', 'k', 'v'), err(Status.NOT_FOUND, /^event "nope" not found$/))
  t.throws(() => store.getAllMetadata(''), err(Status.INVALID_ARGUMENT, /event_id must not be empty/))
})

t.test('binaries: stored as given, listed, unknown names NOT_FOUND', async (t) => {
  const { store } = clockedStore(t)
  store.openEvent('e')
  const data = new Uint8Array([0, 1, 2, 255])
  store.addBinaryData('e', 'rtf', data)
  store.addBinaryData('e', 'empty', new Uint8Array(0))
  t.same(store.getAllBinaryDataNames('e'), ['rtf', 'empty'])
  t.same([...store.getBinaryData('e', 'rtf')], [0, 1, 2, 255])
  t.throws(() => store.getBinaryData('e', 'pdf'), err(Status.NOT_FOUND, /^binary data "pdf" not found in event "e"$/))
  t.throws(() => store.addBinaryData('e', '', data), err(Status.INVALID_ARGUMENT, /binary_data_name must not be empty/))
  t.throws(() => store.getBinaryData('e', ''), err(Status.INVALID_ARGUMENT, /binary_data_name must not be empty/))
})

t.test('documents: added once, listed, text returned', async (t) => {
  const { store } = clockedStore(t)
  store.openEvent('e')
  store.addDocument('e', 'plaintext', 'Patient denies chest pain.')
  store.addDocument('e', 'other', '')
  t.same(store.getAllDocumentNames('e'), ['plaintext', 'other'])
  t.equal(store.getDocumentText('e', 'plaintext'), 'Patient denies chest pain.')
  t.equal(store.getDocumentText('e', 'other'), '')
  t.throws(
    () => store.addDocument('e', 'plaintext', 'again'),
    err(Status.ALREADY_EXISTS, /^document "plaintext" already exists in event "e"$/),
  )
  t.equal(store.getDocumentText('e', 'plaintext'), 'Patient denies chest pain.', 'the first text stays')
  t.throws(() => store.addDocument('e', '', 'x'), err(Status.INVALID_ARGUMENT, /document_name must not be empty/))
  t.throws(
    () => store.getDocumentText('e', 'missing'),
    err(Status.NOT_FOUND, /^document "missing" not found in event "e"$/),
  )
  t.throws(() => store.getLabelIndicesInfo('e', 'missing'), err(Status.NOT_FOUND, /document "missing" not found/))
  t.throws(() => store.getLabels('e', 'missing', 'i'), err(Status.NOT_FOUND, /document "missing" not found/))
})

t.test('labels: stored object returned as is; re-add replaces; info reports types', async (t) => {
  const { store } = clockedStore(t)
  store.openEvent('e')
  store.addDocument('e', 'd', 'hello world')
  const first = generic([{ start_index: 0, end_index: 5, fields: { word: 'hello' } }])
  store.addLabels('e', 'd', 'words', first)
  t.equal(store.getLabels('e', 'd', 'words'), first, 'the very object given')
  const second = generic([{ start_index: 6, end_index: 11 }])
  store.addLabels('e', 'd', 'words', second)
  t.equal(store.getLabels('e', 'd', 'words'), second, 'replaced')
  const custom = { custom_labels: { type_url: 'type.example.com/x.Y', value: new Uint8Array([9, 8]) } }
  store.addLabels('e', 'd', 'opaque', custom)
  t.equal(store.getLabels('e', 'd', 'opaque'), custom)
  t.same(store.getLabelIndicesInfo('e', 'd'), [
    { index_name: 'words', type: 'GENERIC' },
    { index_name: 'opaque', type: 'CUSTOM' },
  ])
  t.throws(
    () => store.getLabels('e', 'd', 'nope'),
    err(Status.NOT_FOUND, /^label index "nope" not found in document "d" of event "e"$/),
  )
  t.throws(() => store.addLabels('e', 'd', '', first), err(Status.INVALID_ARGUMENT, /index_name must not be empty/))
  t.throws(() => store.getLabels('e', 'd', ''), err(Status.INVALID_ARGUMENT, /index_name must not be empty/))
})

t.test('labels must lie within the text', async (t) => {
  const { store } = clockedStore(t)
  store.openEvent('e')
  store.addDocument('e', 'd', 'hello')
  store.addLabels(
    'e',
    'd',
    'ok',
    generic([
      { start_index: 0, end_index: 0 },
      { start_index: 5, end_index: 5 },
      { start_index: 0, end_index: 5 },
    ]),
  )
  t.throws(
    () => store.addLabels('e', 'd', 'i', generic([{ start_index: 0, end_index: 6 }])),
    err(
      Status.INVALID_ARGUMENT,
      /^label 0 of index "i": start_index 0 and end_index 6 must satisfy 0 <= start_index <= end_index <= 5 \(text length in code points\)$/,
    ),
  )
  t.throws(
    () =>
      store.addLabels(
        'e',
        'd',
        'i',
        generic([
          { start_index: 0, end_index: 1 },
          { start_index: 3, end_index: 2 },
        ]),
      ),
    err(Status.INVALID_ARGUMENT, /label 1 of index "i": start_index 3 and end_index 2/),
  )
  t.throws(
    () => store.addLabels('e', 'd', 'i', generic([{ start_index: -1, end_index: 2 }])),
    err(Status.INVALID_ARGUMENT, /start_index -1/),
  )
  t.same(store.getLabelIndicesInfo('e', 'd'), [{ index_name: 'ok', type: 'GENERIC' }], 'refused indices are not stored')
})

t.test(
  'non-ASCII text: offsets count code points, end_index may equal the code point length (issue 10: UTF-16 units before)',
  async (t) => {
    const { store } = clockedStore(t)
    const text = 'Café 😀 naïve — ünïcödé 🏥'
    const points = [...text]
    store.openEvent('e')
    store.addDocument('e', 'd', text)
    store.addLabels('e', 'd', 'all', generic([{ start_index: 0, end_index: points.length }]))
    const emoji = points.indexOf('😀')
    store.addLabels('e', 'd', 'emoji', generic([{ start_index: emoji, end_index: emoji + 1 }]))
    t.equal(points[emoji], '😀', 'an astral character is one code point')
    t.throws(
      () => store.addLabels('e', 'd', 'past', generic([{ start_index: 0, end_index: points.length + 1 }])),
      err(Status.INVALID_ARGUMENT, new RegExp(`<= ${points.length} \\(text length in code points\\)`)),
    )
    t.throws(
      () => store.addLabels('e', 'd', 'utf16', generic([{ start_index: 0, end_index: text.length }])),
      err(Status.INVALID_ARGUMENT, /must satisfy/),
      'the UTF-16 length is past the end',
    )
    store.addDocument('e', 'lone', 'a\uD800b')
    store.addLabels('e', 'lone', 'all', generic([{ start_index: 0, end_index: 3 }]))
    t.pass('a lone surrogate is one code point (it travels as U+FFFD)')
  },
)

t.test('reserved field keys need no_key_validation', async (t) => {
  const { store } = clockedStore(t)
  store.openEvent('e')
  store.addDocument('e', 'd', 'hello')
  for (const key of ['document', 'location', 'text', 'id', 'label_index_name']) {
    t.throws(
      () => store.addLabels('e', 'd', 'i', generic([{ start_index: 0, end_index: 1, fields: { ok: 1, [key]: 'x' } }])),
      err(
        Status.INVALID_ARGUMENT,
        new RegExp(`^label 0 of index "i": field key "${key}" is reserved \\(set no_key_validation to allow it\\)$`),
      ),
      `fields.${key}`,
    )
    t.throws(
      () => store.addLabels('e', 'd', 'i', generic([{ start_index: 0, end_index: 1, refs: { [key]: 3 } }])),
      err(Status.INVALID_ARGUMENT, /is reserved/),
      `reference_ids.${key}`,
    )
    store.addLabels('e', 'd', key, generic([{ start_index: 0, end_index: 1, fields: { [key]: 'x' } }]), true)
  }
  t.equal(store.getLabelIndicesInfo('e', 'd').length, 5, 'allowed with no_key_validation')
  store.addLabels(
    'e',
    'd',
    'nested',
    generic([{ start_index: 0, end_index: 1, fields: { info: { text: 'nested keys are values' } } }]),
  )
  t.pass('reserved names inside nested objects are not label keys')
})

t.test('long names are cut in error messages', async (t) => {
  const { store } = clockedStore(t)
  const long = 'e'.repeat(5000)
  try {
    store.getAllMetadata(long)
    t.fail('expected NOT_FOUND')
  } catch (e) {
    const message = (e as Error).message
    t.ok(message.length < 300, `bounded message (${message.length} chars)`)
    t.match(message, /^event "e{200}"… \(5000 characters\) not found$/)
  }
  store.openEvent(long)
  t.throws(
    () => store.getDocumentText(long, 'a' + '😀'.repeat(150)),
    err(
      Status.NOT_FOUND,
      /^document "a(?:😀){99}"… \(301 characters\) not found in event "e{200}"… \(5000 characters\)$/,
    ),
    'a surrogate pair is never split',
  )
})

t.test('close() drops everything and refuses new events', async (t) => {
  const store = new MemoryEventStore()
  store.openEvent('a', { leaseDurationMs: 60_000 })
  store.addDocument('a', 'd', 'text')
  store.close()
  t.equal(store.size(), 0)
  t.equal(store.bytes(), 0)
  t.throws(() => store.openEvent('b'), err(Status.UNAVAILABLE, /closed/))
})

t.test('invalid options are refused', async (t) => {
  t.throws(() => new MemoryEventStore({ maxEvents: -1 }), err(Status.INVALID_ARGUMENT, /maxEvents/))
  t.throws(() => new MemoryEventStore({ idleTimeoutMs: Number.NaN }), err(Status.INVALID_ARGUMENT, /idleTimeoutMs/))
})

t.test('each store has its own random instance id', async (t) => {
  const a = new MemoryEventStore()
  const b = new MemoryEventStore()
  t.teardown(() => {
    a.close()
    b.close()
  })
  t.match(a.getEventsInstanceId(), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  t.equal(a.getEventsInstanceId(), a.instanceId)
  t.not(a.instanceId, b.instanceId)
})

t.test(
  "reads are answered from encodings the store keeps: the codec's bytes, renewed when an index is replaced",
  async (t) => {
    const { store } = clockedStore(t)
    store.openEvent('e')
    store.addDocument('e', 'd', 'Pain: 8/10 🙂')
    const text = store.getDocumentTextEncoded('e', 'd')
    t.same(DOCUMENT_TEXT.responseDeserialize(Buffer.from(text)), { text: 'Pain: 8/10 🙂' })
    t.equal(store.getDocumentTextEncoded('e', 'd'), text, 'encoded once, kept')
    store.addLabels('e', 'd', 'i', generic([{ start_index: 0, end_index: 4, fields: { cui: 'C1' } }]))
    const first = store.getLabelsEncoded('e', 'd', 'i')
    t.same(Buffer.from(first), getLabelsResponse.serialize(store.getLabels('e', 'd', 'i')))
    t.equal(store.getLabelsEncoded('e', 'd', 'i'), first, 'kept while the index stays')
    store.addLabels('e', 'd', 'i', generic([{ start_index: 5, end_index: 9, fields: { cui: 'C2' } }]))
    const second = store.getLabelsEncoded('e', 'd', 'i')
    t.same(
      getLabelsResponse.deserialize(second).generic_labels?.labels,
      [{ start_index: 5, end_index: 9, cui: 'C2' }],
      'a replaced index answers its new labels',
    )
    t.throws(() => store.getLabelsEncoded('e', 'd', 'nope'), err(Status.NOT_FOUND, /label index "nope" not found/))
  },
)

t.test('kept encodings count against the byte cap, and are not kept where the cap has no room', async (t) => {
  const fill = (store: MemoryEventStore) => {
    store.openEvent('e')
    store.addDocument('e', 'd', 'x'.repeat(1_000))
    store.addLabels(
      'e',
      'd',
      'i',
      generic(
        Array.from({ length: 40 }, (_, k) => ({ start_index: k, end_index: k + 1, fields: { cui: 'C0000000' } })),
      ),
    )
  }
  const { store: roomy } = clockedStore(t)
  fill(roomy)
  const before = roomy.bytes()
  const text = roomy.getDocumentTextEncoded('e', 'd')
  const labels = roomy.getLabelsEncoded('e', 'd', 'i')
  t.equal(roomy.bytes(), before + text.length + labels.length, 'kept encodings are charged')
  const { store: tight } = clockedStore(t, { maxBytes: before + text.length + labels.length - 1 })
  fill(tight)
  t.same(Buffer.from(tight.getDocumentTextEncoded('e', 'd')), Buffer.from(text))
  const first = tight.getLabelsEncoded('e', 'd', 'i')
  t.equal(tight.bytes(), before + text.length, 'the index encoding that would pass the cap is not kept')
  t.same(Buffer.from(first), Buffer.from(labels), 'but each read answers it')
  t.not(tight.getLabelsEncoded('e', 'd', 'i'), first, 'encoded anew each time')
})
