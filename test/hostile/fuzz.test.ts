// Issue 11, build item 6: a bounded, seeded fuzz run of every route of the gateway with random
// JSON shapes and malformed bodies, in front of a real events service, processor host and
// pipeline. No answer is a 5xx other than 503/504, the gateway serves on, and data stored
// before the run is intact after it. Each failure names its case number and seed.
import t from 'tap'
import { ROUTES } from '../../src/gateway/routes/route-list.js'
import { request } from '../helpers/http.js'
import { prng } from '../helpers/prng.js'
import { startEvents, startGateway, startPipeline, startProcessors, testConfig } from '../helpers/servers.js'
import { LongWordsProcessor, WordsProcessor } from '../helpers/test-processors.js'

const SEED = 11_2026
const CASES = 1500
const BATCH = 6

const MEMBER_NAMES = [
  'json_labels',
  'generic_labels',
  'labels',
  'start_index',
  'end_index',
  'is_distinct',
  'no_key_validation',
  'text',
  'value',
  'binary_data',
  'params',
  'document_name',
  'event',
  'event_id',
  'documents',
  'label_indices',
  'metadata',
  'binaries',
  'keep_after',
  'lease_duration',
  'lease_id',
  'only_create_new',
  'event_service_instance_id',
  'fields',
  'reference_ids',
  'identifier',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '',
  'a',
  'ü',
  '😀',
]
const STRINGS = [
  '',
  'x',
  'plaintext',
  'd',
  'fz',
  'The patient denies chest pain.',
  '30s',
  '-1s',
  '1e400',
  'a\u0000b',
  'ü😀',
  '\\',
  '"',
  'AAAA',
  '!!!',
  'null',
]
const NUMBERS = [0, 1, -1, 2, 3.5, 1e21, -0, 2 ** 31, 2 ** 32, 2 ** 53 + 1, 1e308, 5e-324, 0.1]
/** Raw texts no JSON encoder would write. */
const RAW = [
  '{',
  '}',
  '[]',
  'null',
  '"text"',
  '{"a":1e400}',
  '{"text":"\\ud800"}',
  '{"text":"\\udfff\\ud800"}',
  '{"a":-1e999}',
  '{"__proto__":{"x":1}}',
  '{"a":1,}',
  '\u00ef\u00bb\u00bf{}',
  '{"text":"a"}garbage',
]
/** Path segments, percent-encoded where needed; never `kept`. */
const SEGMENTS = [
  'fz',
  'd',
  'i',
  'words',
  'fzp',
  'fz2',
  'x%2Fy',
  '%E2%82%AC',
  '%ED%A0%80',
  '%FF',
  '%',
  '__proto__',
  'constructor',
  'prototype',
  'instance_id',
  'a'.repeat(300),
  '%00',
  '..',
  'keptX',
]

t.test(`fuzz: ${CASES} seeded cases (seed ${SEED}) against every route`, async (t) => {
  const events = await startEvents(t)
  const procs = await startProcessors(t, [new WordsProcessor(), new LongWordsProcessor()], events.address)
  const pipeline = await startPipeline(t, 'fzp', events.address, [
    { processor_id: 'test-words', address: procs.address, params: { document_name: 'd' } },
  ])
  const { url, req } = await startGateway(
    t,
    testConfig({
      gateway: { events: events.address },
      processors: [{ Identifier: 'words', Endpoint: procs.address }],
      pipelines: [{ Identifier: 'fzp', Endpoint: pipeline.address }],
    }),
  )

  // What must survive the run: an event no case names.
  await req('POST', '/v1/events/kept')
  await req('POST', '/v1/events/kept/documents/d', { text: 'kept text ü😀' })
  await req('POST', '/v1/events/kept/metadata/m', { value: 'v' })
  const keptLabels = {
    json_labels: {
      is_distinct: true,
      labels: [{ start_index: 0, end_index: 4, score: 0.5, tags: ['a', { b: null }] }],
    },
  }
  t.equal((await req('POST', '/v1/events/kept/documents/d/labels/i', keptLabels)).status, 200)
  // And things for the cases to find.
  await req('POST', '/v1/events/fz')
  await req('POST', '/v1/events/fz/documents/d', { text: 'one two three four five' })

  const random = prng(SEED)
  const int = (n: number) => Math.floor(random() * n)
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]

  function value(depth: number): unknown {
    switch (depth > 4 ? int(4) : int(7)) {
      case 0:
        return pick(STRINGS)
      case 1:
        return pick(NUMBERS)
      case 2:
        return pick([true, false, null])
      case 3:
        return int(2) ? pick(NUMBERS) : pick(STRINGS)
      case 4:
        return Array.from({ length: int(4) }, () => value(depth + 1))
      case 5:
        return label(depth + 1)
      default:
        return object(depth + 1)
    }
  }
  function object(depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {}
    for (let i = int(5); i > 0; i--)
      Object.defineProperty(out, pick(MEMBER_NAMES), {
        value: value(depth),
        enumerable: true,
        writable: true,
        configurable: true,
      })
    return out
  }
  function label(depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {
      start_index: int(3) ? int(30) : pick(NUMBERS),
      end_index: int(3) ? int(30) : pick(NUMBERS),
    }
    if (int(2)) out[pick(MEMBER_NAMES)] = value(depth + 1)
    return out
  }
  /** A body that is often nearly right for the route, and often not JSON at all. */
  function body(): string | Buffer | undefined {
    switch (int(9)) {
      case 0:
        return undefined
      case 1:
        return pick(RAW)
      case 2:
        return Buffer.from([
          ...Buffer.from('{"text":"'),
          ...Array.from({ length: 4 }, () => 0x80 + int(0x80)),
          ...Buffer.from('"}'),
        ])
      case 3: {
        const depth = 20 + int(80)
        return (
          '{"json_labels":{"labels":[{"start_index":0,"end_index":1,"f":' +
          '['.repeat(depth) +
          ']'.repeat(depth) +
          '}]}}'
        )
      }
      case 4:
        return JSON.stringify({
          json_labels: { is_distinct: !!int(2), labels: Array.from({ length: int(6) }, () => label(3)) },
          no_key_validation: !!int(2),
        })
      case 5:
        return JSON.stringify({
          event: {
            event_id: `fz-${int(1e9)}`,
            documents: { d: { text: pick(STRINGS), label_indices: { i: { labels: [label(5)] } } } },
            metadata: { k: pick(STRINGS) },
          },
          params: object(2),
          keep_after: !!int(2),
        })
      case 6: {
        const text = JSON.stringify(object(0))
        return text.slice(0, int(text.length + 1))
      }
      default:
        return JSON.stringify(object(0))
    }
  }
  function path(pattern: string): string {
    return pattern.replace(/:([a-z_]+)/g, (_, name: string) =>
      name === 'event_id' && int(3) === 0 ? 'fz' : name === 'document_name' && int(2) === 0 ? 'd' : pick(SEGMENTS),
    )
  }

  const bad: string[] = []
  const statuses: Record<number, number> = {}
  let sent = 0
  while (sent < CASES) {
    const batch = Array.from({ length: Math.min(BATCH, CASES - sent) }, () => {
      const route = pick(ROUTES)
      const method = int(20) === 0 ? pick(['GET', 'POST', 'DELETE', 'PUT']) : route.method
      return {
        n: sent++,
        method,
        path:
          path(route.path) +
          (int(10) === 0 ? `?lease_id=${encodeURIComponent(pick(STRINGS))}&form=${pick(['generic_labels', 'x'])}` : ''),
        body: body(),
      }
    })
    await Promise.all(
      batch.map(async (c) => {
        const r = await request(url, c.method, c.path, c.body).catch((err: Error) => ({
          status: -1,
          text: err.message,
        }))
        statuses[r.status] = (statuses[r.status] ?? 0) + 1
        if (r.status === -1 || (r.status >= 500 && r.status !== 503 && r.status !== 504)) {
          bad.push(`case ${c.n}: ${c.method} ${c.path.slice(0, 120)} → ${r.status} ${r.text.slice(0, 200)}`)
        }
      }),
    )
  }
  t.comment(`answers by status: ${JSON.stringify(statuses)}`)
  t.same(bad, [], `every answer a 2xx, 4xx, 503 or 504 (seed ${SEED})`)
  t.equal((await req('GET', '/healthz')).status, 200, 'the gateway serves on')
  t.equal((await req('GET', '/readyz')).status, 200, 'and its backends do')
  t.same((await req('GET', '/v1/events/kept/documents/d/labels/i')).json, keptLabels, 'stored labels intact')
  t.equal((await req('GET', '/v1/events/kept/documents/d')).json.text, 'kept text ü😀', 'stored text intact')
  t.same((await req('GET', '/v1/events/kept/metadata')).json, { metadata: { m: 'v' } }, 'stored metadata intact')
})
