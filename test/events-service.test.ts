// svc.api.v1.Events over real gRPC on loopback: every RPC, every error code with its message,
// label round trips through Struct, a second package name, health, and `svc events`. The suite
// runs once per store: in memory, and on a real Redis (test/helpers/redis.ts).
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import type * as grpc from '@grpc/grpc-js'
import t from 'tap'
import { DEFAULT_MAX_DOCUMENT_BYTES } from '../src/config/config.js'
import { toDuration } from '../src/api/duration.js'
import { Status } from '../src/api/status.js'
import { DEFAULT_EVENTS_HOST, DEFAULT_EVENTS_PORT, parseEventsArgs } from '../src/commands/events-command.js'
import { Redis } from 'ioredis'
import { serveEventStore, startEventsServer, type EventsServerOptions } from '../src/events/events-service.js'
import { connectRedisStore } from '../src/events/redis-event-store.js'
import { parseStoreSpec } from '../src/config/store-spec.js'
import { callUnary, createClient } from './helpers/grpc-client.js'
import { redisFor, type RedisServer } from './helpers/redis.js'

type Tap = Parameters<Parameters<typeof t.test>[0]>[0]
type StoreKind = 'memory' | 'redis'

/** Serves an events service on a store of `kind`; every call of one test shares one Redis store. */
function servers(kind: StoreKind, redis: RedisServer | undefined) {
  return async function serve(t: Tap, opts: EventsServerOptions = {}) {
    const { host = '127.0.0.1', port = 0, apiPackages, ...storeOptions } = opts
    const server =
      kind === 'memory'
        ? await startEventsServer({ host, port, apiPackages, ...storeOptions })
        : await serveEventStore(connectRedisStore(redisSpec(redis!.url), storeOptions), { host, port, apiPackages })
    const clients: grpc.Client[] = []
    const client = (pkg?: string, service: 'Events' | 'Health' = 'Events') => {
      const c = createClient(service, server.address, pkg)
      clients.push(c)
      return c
    }
    t.teardown(async () => {
      for (const c of clients) c.close()
      await server.close(0)
    })
    const events = client()
    const call = <R = any>(method: string, req: unknown) => callUnary<R>(events, method, req, { timeoutMs: 10_000 })
    return { server, client, call }
  }
}

function redisSpec(url: string) {
  const spec = parseStoreSpec(url)
  if (spec.kind !== 'redis') throw new Error(`not a Redis url: ${url}`)
  return spec
}

const err = (code: number, message: RegExp) => ({ name: 'SvcError', code, message })

for (const kind of ['memory', 'redis'] as const) {
  t.test(`${kind} store`, async (t) => {
    const redis = kind === 'redis' ? await redisFor(t) : undefined
    if (kind === 'redis' && !redis) return
    if (redis) {
      // Each test starts on an empty store.
      const admin = new Redis(redis.port, redis.host)
      t.teardown(() => admin.quit())
      t.beforeEach(async () => {
        await admin.flushall()
      })
    }
    const serve = servers(kind, redis)
    /** A served store holding one open event, `e`. */
    const serveWithEvent = async (t: Tap) => {
      const served = await serve(t)
      await served.call('OpenEvent', { event_id: 'e' })
      return served
    }

    t.test('GetEventsInstanceId: one id per store; instances on one shared store answer the same one', async (t) => {
      const a = await serve(t)
      const b = await serve(t)
      const idA = await a.call('GetEventsInstanceId', {})
      t.match(idA.instance_id, /^[0-9a-f-]{36}$/)
      t.equal((await a.call('GetEventsInstanceId', {})).instance_id, idA.instance_id, 'stable')
      t.equal(idA.instance_id, a.server.instanceId)
      const idB = (await b.call('GetEventsInstanceId', {})).instance_id
      if (kind === 'memory') t.not(idB, idA.instance_id, 'another instance, another store, another id')
      else t.equal(idB, idA.instance_id, 'another instance on the same Redis: the same store, the same id')
    })

    t.test('OpenEvent and CloseEvent: leases', async (t) => {
      const { call, server } = await serve(t)
      const first = await call('OpenEvent', { event_id: 'e1' })
      t.equal(first.created, true)
      const second = await call('OpenEvent', { event_id: 'e1' })
      t.equal(second.created, false)
      t.not(second.lease_id, first.lease_id, 'each open has its own lease id')
      await t.rejects(
        call('OpenEvent', { event_id: 'e1', only_create_new: true }),
        err(Status.ALREADY_EXISTS, /^event "e1" already exists$/),
      )
      await t.rejects(call('OpenEvent', { event_id: '' }), err(Status.INVALID_ARGUMENT, /^event_id must not be empty$/))
      await t.rejects(
        call('OpenEvent', { event_id: 'x', lease_duration: { seconds: '-1', nanos: 0 } }),
        err(Status.INVALID_ARGUMENT, /lease_duration must not be negative/),
      )
      t.same(await call('CloseEvent', { event_id: 'e1', lease_id: first.lease_id }), { deleted: false })
      t.same(await call('CloseEvent', { event_id: 'e1', lease_id: second.lease_id }), { deleted: true })
      await t.rejects(call('CloseEvent', { event_id: 'e1' }), err(Status.NOT_FOUND, /^event "e1" not found$/))
      t.equal(await server.store.size(), 0)

      await call('OpenEvent', { event_id: 'e2' })
      await call('OpenEvent', { event_id: 'e2' })
      t.same(await call('CloseEvent', { event_id: 'e2' }), { deleted: false }, 'lease_id 0 releases one lease')
      t.same(
        await call('CloseEvent', { event_id: 'e2', lease_id: 12345 }),
        { deleted: false },
        'an unknown lease releases nothing',
      )
      t.same(await call('CloseEvent', { event_id: 'e2' }), { deleted: true })
    })

    t.test('OpenEvent lease_duration: the lease ends by itself', async (t) => {
      let time = 0
      const { call, server } = await serve(t, { now: () => time })
      const opened = await call('OpenEvent', { event_id: 'timed', lease_duration: toDuration(0.25) })
      t.equal(opened.created, true)
      time = 249
      t.same(await call('GetAllMetadata', { event_id: 'timed' }), { metadata: {} }, 'alive before its end')
      time = 250
      while ((await server.store.size()) > 0) await new Promise((r) => setTimeout(r, 10))
      await t.rejects(call('GetAllMetadata', { event_id: 'timed' }), err(Status.NOT_FOUND, /event "timed" not found/))
    })

    t.test('metadata', async (t) => {
      const { call } = await serveWithEvent(t)
      await call('AddMetadata', { event_id: 'e', key: 'source', value: 'rtf' })
      await call('AddMetadata', { event_id: 'e', key: 'lang', value: 'en' })
      await call('AddMetadata', { event_id: 'e', key: 'source', value: 'txt' })
      t.same(
        (await call('GetAllMetadata', { event_id: 'e' })).metadata,
        { source: 'txt', lang: 'en' },
        'values replace on re-add',
      )
      await t.rejects(
        call('AddMetadata', { event_id: 'e', key: '', value: 'v' }),
        err(Status.INVALID_ARGUMENT, /^key must not be empty$/),
      )
      await t.rejects(
        call('AddMetadata', { event_id: 'nope', key: 'k', value: 'v' }),
        err(Status.NOT_FOUND, /^event "nope" not found$/),
      )
      await t.rejects(call('GetAllMetadata', { event_id: 'nope' }), err(Status.NOT_FOUND, /^event "nope" not found$/))
      await t.rejects(
        call('GetAllMetadata', { event_id: '' }),
        err(Status.INVALID_ARGUMENT, /^event_id must not be empty$/),
      )
    })

    t.test('binaries', async (t) => {
      const { call } = await serveWithEvent(t)
      const rtf = Buffer.from('{\\rtf1\\ansi Hello \\u8212? world}', 'latin1')
      const raw = Buffer.from([0, 1, 2, 253, 254, 255])
      await call('AddBinaryData', { event_id: 'e', binary_data_name: 'rtf', binary_data: rtf })
      await call('AddBinaryData', { event_id: 'e', binary_data_name: 'raw', binary_data: raw })
      t.same((await call('GetAllBinaryDataNames', { event_id: 'e' })).binary_data_names, ['rtf', 'raw'])
      t.ok(
        Buffer.from((await call('GetBinaryData', { event_id: 'e', binary_data_name: 'rtf' })).binary_data).equals(rtf),
      )
      t.ok(
        Buffer.from((await call('GetBinaryData', { event_id: 'e', binary_data_name: 'raw' })).binary_data).equals(raw),
      )
      await t.rejects(
        call('GetBinaryData', { event_id: 'e', binary_data_name: 'pdf' }),
        err(Status.NOT_FOUND, /^binary data "pdf" not found in event "e"$/),
      )
      await t.rejects(
        call('AddBinaryData', { event_id: 'e', binary_data_name: '', binary_data: raw }),
        err(Status.INVALID_ARGUMENT, /^binary_data_name must not be empty$/),
      )
      await t.rejects(
        call('GetAllBinaryDataNames', { event_id: 'gone' }),
        err(Status.NOT_FOUND, /event "gone" not found/),
      )
    })

    t.test('documents', async (t) => {
      const { call } = await serveWithEvent(t)
      await call('AddDocument', { event_id: 'e', document_name: 'plaintext', text: 'No acute distress.' })
      await call('AddDocument', { event_id: 'e', document_name: 'other', text: '' })
      t.same((await call('GetAllDocumentNames', { event_id: 'e' })).document_names, ['plaintext', 'other'])
      t.equal((await call('GetDocumentText', { event_id: 'e', document_name: 'plaintext' })).text, 'No acute distress.')
      t.equal((await call('GetDocumentText', { event_id: 'e', document_name: 'other' })).text, '')
      await t.rejects(
        call('AddDocument', { event_id: 'e', document_name: 'plaintext', text: 'x' }),
        err(Status.ALREADY_EXISTS, /^document "plaintext" already exists in event "e"$/),
      )
      await t.rejects(
        call('AddDocument', { event_id: 'e', document_name: '', text: 'x' }),
        err(Status.INVALID_ARGUMENT, /^document_name must not be empty$/),
      )
      await t.rejects(
        call('GetDocumentText', { event_id: 'e', document_name: 'missing' }),
        err(Status.NOT_FOUND, /^document "missing" not found in event "e"$/),
      )
      await t.rejects(
        call('GetAllDocumentNames', { event_id: 'gone' }),
        err(Status.NOT_FOUND, /event "gone" not found/),
      )
    })

    const FIELDS = {
      cui: 'C0011849',
      score: 0.875,
      count: 3,
      negative: -12.5,
      negated: false,
      confirmed: true,
      nothing: null,
      tags: ['a', 2, true, null, ['nested', 1], { k: 'v' }],
      empty_list: [],
      empty_obj: {},
      concept: { name: 'Diabetes mellitus', semtypes: ['T047'], source: { vocab: 'SNOMEDCT_US', code: 73211009 } },
    }

    t.test('generic labels round-trip through Struct (flat in memory, GenericLabel on the wire)', async (t) => {
      const { call } = await serveWithEvent(t)
      const text = 'Patient has diabetes. Denies chest pain.'
      await call('AddDocument', { event_id: 'e', document_name: 'plaintext', text })
      const labels = {
        is_distinct: true,
        labels: [
          { start_index: 12, end_index: 20, ...FIELDS, sentence: 0, others: [1, 2] },
          { start_index: 29, end_index: 39, cui: 'C0008031', negated: true },
          { start_index: 0, end_index: 0 },
        ],
      }
      await call('AddLabels', {
        event_id: 'e',
        document_name: 'plaintext',
        index_name: 'concepts',
        generic_labels: labels,
      })
      const got = await call('GetLabels', { event_id: 'e', document_name: 'plaintext', index_name: 'concepts' })
      t.equal(got.labels, 'generic_labels')
      t.equal(got.generic_labels.is_distinct, true)
      t.equal(got.generic_labels.labels.length, 3)
      const [a, b, c] = got.generic_labels.labels
      t.strictSame(a, labels.labels[0], 'numbers, strings, booleans, null, arrays and nested objects survive')
      t.same(JSON.stringify(a), JSON.stringify(labels.labels[0]), 'in the same member order')
      t.strictSame(b, { start_index: 29, end_index: 39, cui: 'C0008031', negated: true })
      t.strictSame(c, { start_index: 0, end_index: 0 }, 'no fields')

      await call('AddLabels', {
        event_id: 'e',
        document_name: 'plaintext',
        index_name: 'concepts',
        generic_labels: { is_distinct: false, labels: [{ start_index: 0, end_index: 7 }] },
      })
      const replaced = await call('GetLabels', { event_id: 'e', document_name: 'plaintext', index_name: 'concepts' })
      t.equal(replaced.generic_labels.labels.length, 1, 'adding an index again replaces it')
      t.equal(replaced.generic_labels.is_distinct, false)

      await call('AddLabels', { event_id: 'e', document_name: 'plaintext', index_name: 'blank' })
      const blank = await call('GetLabels', { event_id: 'e', document_name: 'plaintext', index_name: 'blank' })
      t.same(blank.generic_labels.labels, [], 'a request without labels stores an empty generic index')
    })

    t.test('custom labels are stored and returned as given', async (t) => {
      const { call } = await serveWithEvent(t)
      await call('AddDocument', { event_id: 'e', document_name: 'd', text: 'abc' })
      const any = { type_url: 'type.googleapis.com/example.Opaque', value: Buffer.from([10, 3, 97, 98, 99]) }
      await call('AddLabels', { event_id: 'e', document_name: 'd', index_name: 'opaque', custom_labels: any })
      await call('AddLabels', {
        event_id: 'e',
        document_name: 'd',
        index_name: 'words',
        generic_labels: { labels: [] },
      })
      const got = await call('GetLabels', { event_id: 'e', document_name: 'd', index_name: 'opaque' })
      t.equal(got.labels, 'custom_labels')
      t.equal(got.custom_labels.type_url, any.type_url)
      t.ok(Buffer.from(got.custom_labels.value).equals(any.value))
      t.same((await call('GetLabelIndicesInfo', { event_id: 'e', document_name: 'd' })).label_index_infos, [
        { index_name: 'opaque', type: 'CUSTOM' },
        { index_name: 'words', type: 'GENERIC' },
      ])
    })

    t.test('label errors', async (t) => {
      const { call } = await serveWithEvent(t)
      await call('AddDocument', { event_id: 'e', document_name: 'd', text: 'hello' })
      const add = (index_name: string, labels: object[], extra: object = {}) =>
        call('AddLabels', { event_id: 'e', document_name: 'd', index_name, generic_labels: { labels }, ...extra })
      await t.rejects(
        add('i', [{ start_index: 0, end_index: 6 }]),
        err(
          Status.INVALID_ARGUMENT,
          /^label 0 of index "i": start_index 0 and end_index 6 must satisfy 0 <= start_index <= end_index <= 5 \(text length in code points\)$/,
        ),
      )
      await t.rejects(
        add('i', [{ start_index: 4, end_index: 2 }]),
        err(Status.INVALID_ARGUMENT, /start_index 4 and end_index 2/),
      )
      await t.rejects(
        add('', [{ start_index: 0, end_index: 1 }]),
        err(Status.INVALID_ARGUMENT, /^index_name must not be empty$/),
      )
      for (const key of ['document', 'location', 'text', 'id', 'label_index_name']) {
        await t.rejects(
          add('i', [{ start_index: 0, end_index: 1, [key]: 1 }]),
          err(Status.INVALID_ARGUMENT, new RegExp(`^label 0 of index "i": field key "${key}" is reserved`)),
          `reserved ${key}`,
        )
        await add(`ok-${key}`, [{ start_index: 0, end_index: 1, [key]: 1 }], { no_key_validation: true })
      }
      t.equal(
        (await call('GetLabelIndicesInfo', { event_id: 'e', document_name: 'd' })).label_index_infos.length,
        5,
        'only the no_key_validation ones were stored',
      )
      await t.rejects(
        call('GetLabels', { event_id: 'e', document_name: 'd', index_name: 'nope' }),
        err(Status.NOT_FOUND, /^label index "nope" not found in document "d" of event "e"$/),
      )
      await t.rejects(
        call('GetLabels', { event_id: 'e', document_name: 'x', index_name: 'i' }),
        err(Status.NOT_FOUND, /^document "x" not found in event "e"$/),
      )
      await t.rejects(
        call('GetLabelIndicesInfo', { event_id: 'e', document_name: 'x' }),
        err(Status.NOT_FOUND, /^document "x" not found in event "e"$/),
      )
      await t.rejects(
        call('AddLabels', { event_id: 'gone', document_name: 'd', index_name: 'i' }),
        err(Status.NOT_FOUND, /^event "gone" not found$/),
      )
    })

    t.test(
      'non-ASCII text: offsets count code points, end_index === code point length is accepted (issue 10: they counted UTF-16 units)',
      async (t) => {
        const { call } = await serve(t)
        const text = 'Señora Müller, 😀 prêt-à-porter; 肺炎 🫁'
        const points = [...text]
        t.equal(points.length, text.length - 2, 'two characters outside the BMP')
        await call('OpenEvent', { event_id: 'é😀' })
        await call('AddDocument', { event_id: 'é😀', document_name: 'plaintext', text })
        t.equal(
          (await call('GetDocumentText', { event_id: 'é😀', document_name: 'plaintext' })).text,
          text,
          'text unchanged by the wire',
        )
        const lung = points.indexOf('🫁')
        await call('AddLabels', {
          event_id: 'é😀',
          document_name: 'plaintext',
          index_name: 'spans',
          generic_labels: {
            labels: [
              { start_index: 0, end_index: points.length },
              { start_index: lung, end_index: points.length },
            ],
          },
        })
        const got = await call('GetLabels', { event_id: 'é😀', document_name: 'plaintext', index_name: 'spans' })
        const span = got.generic_labels.labels[1]
        t.equal(
          points.slice(span.start_index, span.end_index).join(''),
          '🫁',
          'offsets index the code points, as Python indexes a str',
        )
        await t.rejects(
          call('AddLabels', {
            event_id: 'é😀',
            document_name: 'plaintext',
            index_name: 'past',
            generic_labels: { labels: [{ start_index: 0, end_index: points.length + 1 }] },
          }),
          err(Status.INVALID_ARGUMENT, new RegExp(`<= ${points.length} \\(text length in code points\\)`)),
        )
      },
    )

    t.test('long names are cut in messages', async (t) => {
      const { call } = await serve(t)
      const id = 'x'.repeat(10_000)
      const e = await call('GetAllMetadata', { event_id: id }).then(
        () => undefined,
        (e: Error) => e,
      )
      t.ok(e && e.message.length < 300, 'bounded')
      t.match(e?.message, /^event "x{200}"… \(10000 characters\) not found$/)
    })

    t.test('caps answer RESOURCE_EXHAUSTED', async (t) => {
      const { call } = await serve(t, { maxEvents: 1, maxBytes: 4096 })
      await call('OpenEvent', { event_id: 'a' })
      await t.rejects(
        call('OpenEvent', { event_id: 'b' }),
        err(Status.RESOURCE_EXHAUSTED, /events store is full: it holds 1 events/),
      )
      await t.rejects(
        call('AddDocument', { event_id: 'a', document_name: 'd', text: 'x'.repeat(4096) }),
        err(Status.RESOURCE_EXHAUSTED, /would exceed its limit of 4096 bytes/),
      )
      await call('CloseEvent', { event_id: 'a' })
      t.equal((await call('OpenEvent', { event_id: 'b' })).created, true, 'room again after a close')
    })

    t.test('the same service under a second package name (mtap.api.v1)', async (t) => {
      const { client, call } = await serve(t, { apiPackages: ['mtap.api.v1'] })
      const mtap = client('mtap.api.v1')
      const opened = await callUnary(mtap, 'OpenEvent', { event_id: 'shared' })
      t.equal(opened.created, true)
      await callUnary(mtap, 'AddDocument', { event_id: 'shared', document_name: 'plaintext', text: 'abc' })
      t.equal(
        (await call('GetDocumentText', { event_id: 'shared', document_name: 'plaintext' })).text,
        'abc',
        'one store behind both names',
      )
      await t.rejects(
        callUnary(mtap, 'GetAllMetadata', { event_id: 'nope' }),
        err(Status.NOT_FOUND, /event "nope" not found/),
      )
      const other = await serve(t)
      await t.rejects(
        callUnary(other.client('mtap.api.v1'), 'GetEventsInstanceId', {}),
        { code: Status.UNIMPLEMENTED },
        'not served unless asked for',
      )
    })

    t.test('health: the whole server and the service names are SERVING', async (t) => {
      const { client, server } = await serve(t, { apiPackages: ['mtap.api.v1'] })
      const health = client(undefined, 'Health')
      for (const service of ['', 'svc.api.v1.Events', 'mtap.api.v1.Events']) {
        t.same(await callUnary(health, 'Check', { service }), { status: 'SERVING' }, JSON.stringify(service))
      }
      await t.rejects(callUnary(health, 'Check', { service: 'svc.api.v1.Nope' }), { code: Status.NOT_FOUND })
      t.equal(server.health.get('svc.api.v1.Events'), 'SERVING')
    })

    if (kind === 'memory') {
      t.test('closing the server closes its store', async (t) => {
        const server = await startEventsServer({ port: 0 })
        server.store.openEvent('e')
        await server.close(0)
        t.equal(server.store.size(), 0)
      })
    } else {
      t.test('closing the server keeps the events: an instance started later on the store serves them', async (t) => {
        const first = await serve(t)
        await first.call('OpenEvent', { event_id: 'kept' })
        await first.call('AddDocument', { event_id: 'kept', document_name: 'plaintext', text: 'No acute distress.' })
        await first.server.close(0)
        const second = await serve(t)
        t.equal(
          (await second.call('GetDocumentText', { event_id: 'kept', document_name: 'plaintext' })).text,
          'No acute distress.',
        )
        t.equal((await second.call('OpenEvent', { event_id: 'kept' })).created, false, 'the event is still there')
      })

      t.test('two instances on one store are interchangeable', async (t) => {
        const a = await serve(t)
        const b = await serve(t)
        t.equal((await a.call('OpenEvent', { event_id: 'e', only_create_new: true })).created, true)
        await t.rejects(
          b.call('OpenEvent', { event_id: 'e', only_create_new: true }),
          err(Status.ALREADY_EXISTS, /^event "e" already exists$/),
          'only_create_new holds across instances',
        )
        const leaseB = (await b.call('OpenEvent', { event_id: 'e' })).lease_id
        await b.call('AddDocument', { event_id: 'e', document_name: 'd', text: 'hello' })
        await a.call('AddLabels', {
          event_id: 'e',
          document_name: 'd',
          index_name: 'i',
          generic_labels: { labels: [{ start_index: 0, end_index: 5, n: 1 }] },
        })
        t.same(
          (await b.call('GetLabels', { event_id: 'e', document_name: 'd', index_name: 'i' })).generic_labels.labels,
          [{ start_index: 0, end_index: 5, n: 1 }],
        )
        t.same(
          await a.call('CloseEvent', { event_id: 'e', lease_id: leaseB }),
          { deleted: false },
          "b's lease, released through a",
        )
        t.same(
          await b.call('CloseEvent', { event_id: 'e', lease_id: 1 }),
          { deleted: true },
          'the last lease, released through b',
        )
        await t.rejects(
          a.call('GetAllDocumentNames', { event_id: 'e' }),
          err(Status.NOT_FOUND, /^event "e" not found$/),
        )
      })
    }
  })
}

t.test('svc events arguments', async (t) => {
  t.same(parseEventsArgs([]), {
    host: DEFAULT_EVENTS_HOST,
    port: DEFAULT_EVENTS_PORT,
    apiPackages: [],
    store: { kind: 'memory' },
    maxDocumentBytes: DEFAULT_MAX_DOCUMENT_BYTES,
  })
  t.same(
    parseEventsArgs([
      '--host',
      '0.0.0.0',
      '--port',
      '9090',
      '--idle-timeout',
      '1.5',
      '--max-events',
      '10',
      '--max-bytes',
      '1048576',
      '--api-package',
      'mtap.api.v1',
      '--api-package',
      'x.v1',
      '--store',
      'redis://cache:6380/2',
      '--max-document-bytes',
      '1000',
    ]),
    {
      host: '0.0.0.0',
      port: 9090,
      idleTimeoutMs: 1500,
      maxEvents: 10,
      maxBytes: 1048576,
      apiPackages: ['mtap.api.v1', 'x.v1'],
      maxDocumentBytes: 1000,
      store: {
        kind: 'redis',
        topology: 'server',
        nodes: [{ host: 'cache', port: 6380 }],
        db: 2,
        tls: false,
        durability: 'local',
        timeoutMs: 2000,
        shown: 'redis://cache:6380/2',
      },
    },
  )
  t.throws(
    () => parseEventsArgs(['--store', 'postgres://db']),
    err(Status.INVALID_ARGUMENT, /^--store: unknown scheme postgres:\/\//),
  )
  t.throws(() => parseEventsArgs(['--port', 'http']), err(Status.INVALID_ARGUMENT, /--port must be an integer/))
  t.throws(() => parseEventsArgs(['--port', '70000']), err(Status.INVALID_ARGUMENT, /--port/))
  t.throws(() => parseEventsArgs(['--max-events=-1']), err(Status.INVALID_ARGUMENT, /--max-events must be an integer/))
  t.throws(() => parseEventsArgs(['--max-bytes', '-1']), err(Status.INVALID_ARGUMENT, /--max-bytes/))
  t.throws(() => parseEventsArgs(['--idle-timeout', 'soon']), err(Status.INVALID_ARGUMENT, /--idle-timeout/))
  t.throws(() => parseEventsArgs(['--bogus']), err(Status.INVALID_ARGUMENT, /--bogus/))
  t.throws(() => parseEventsArgs(['extra']), err(Status.INVALID_ARGUMENT, /extra/))
})

t.test('svc events: listens, serves, and exits cleanly on SIGTERM', async (t) => {
  const command = new URL('../src/commands/events-command.ts', import.meta.url).href
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { runEventsCommand } from ${JSON.stringify(command)}; await runEventsCommand(process.argv.slice(1))`,
      '--',
      '--host',
      '127.0.0.1',
      '--port',
      '0',
      '--api-package',
      'mtap.api.v1',
      '--idle-timeout',
      '60',
    ],
    { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: ['ignore', 'pipe', 'inherit'] },
  )
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL')
  })
  let out = ''
  child.stdout.setEncoding('utf8')
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      out += chunk
      if (out.includes('\n')) resolve(out.split('\n')[0])
    })
    child.once('exit', (code) => reject(new Error(`exited early with ${code}: ${out}`)))
  })
  const m = /^Events service listening on (127\.0\.0\.1):(\d+)$/.exec(line)
  t.ok(m, line)
  const address = `${m![1]}:${m![2]}`
  const client = createClient('Events', address, 'mtap.api.v1')
  t.equal((await callUnary(client, 'OpenEvent', { event_id: 'e' }, { timeoutMs: 10_000 })).created, true)
  client.close()
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const [code, signal] = await exited
  t.equal(signal, null, 'not killed by the signal')
  t.equal(code, 0, 'exit code 0')
})
