// svc up with `stack.events.store` naming a Redis: the hosted events service keeps its events
// there (read back with a Redis client of its own), and a second stack started on the same Redis
// after the first has stopped answers for the events the first stored.
import { Redis } from 'ioredis'
import t from 'tap'
import { parseConfig } from '../src/config/config.js'
import { startStack } from '../src/stack/stack.js'
import { request } from './helpers/http.js'
import { redisFor } from './helpers/redis.js'

t.test('svc up --config with stack.events.store: events live in Redis and outlive the stack', async (t) => {
  const redis = await redisFor(t)
  if (!redis) return
  const { config } = parseConfig(`
stack:
  events: {store: "${redis.url}"}
  processors: false
  pipelines: []
`)
  for (const singleProcess of [true, false]) {
    const first = await startStack({
      config,
      port: 0,
      host: '127.0.0.1',
      singleProcess,
      log: () => {},
      announce: () => {},
    })
    const id = `stack-redis-${singleProcess ? 'single' : 'child'}`
    const at = (url: string) => (m: string, p: string, b?: unknown) => request(url, m, p, b)
    let req = at(first.gateway.url)
    t.equal((await req('POST', `/v1/events/${id}`, {})).status, 200, 'event opened')
    t.equal((await req('POST', `/v1/events/${id}/metadata/source`, { value: 'ward 3' })).status, 200, 'metadata added')
    t.equal(
      (await req('POST', `/v1/events/${id}/documents/plaintext`, { text: 'No fever.' })).status,
      200,
      'document added',
    )
    await first.close()

    const client = new Redis({ host: redis.host, port: redis.port, lazyConnect: true })
    await client.connect()
    const keys = await client.keys(`*${id}*`)
    t.ok(keys.length > 0, `the event is in Redis (${keys.length} key)`)
    client.disconnect()

    const second = await startStack({
      config,
      port: 0,
      host: '127.0.0.1',
      singleProcess,
      log: () => {},
      announce: () => {},
    })
    t.teardown(() => second.close())
    req = at(second.gateway.url)
    const meta = await req('GET', `/v1/events/${id}/metadata`)
    t.equal(meta.status, 200, meta.json?.message ?? 'metadata read by a new stack')
    t.same(meta.json, { metadata: { source: 'ward 3' } })
    const doc = await req('GET', `/v1/events/${id}/documents/plaintext`)
    t.equal(doc.json?.text, 'No fever.', 'the document read by a new stack')
    await second.close()
  }
})

t.test('a stack.events.store that is not a store stops start-up naming the key', async (t) => {
  t.throws(
    () => parseConfig('stack: {events: {store: "mysql://db"}}'),
    /stack\.events\.store: expected one of memory, redis:\/\//,
  )
  t.throws(() => parseConfig('stack: {events: {store: 6379}}'), /stack\.events\.store: expected a non-empty string/)
})
