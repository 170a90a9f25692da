// Hostile request bodies sent through a gateway concurrently: the shapes that cost the most
// memory per byte, the 99 MiB body of empty objects, too-deep nesting, and realistic
// labels. Used by the memory test on real processes; answers every status it got.
import type { FlatLabel } from '../../src/api/labels.js'
import { request } from './http.js'
import { LABEL_SHAPES } from './hostile-labels.js'

export const LOAD_EVENT = 'load'
export const LOAD_DOCUMENT_LENGTH = 200_000

function labelsBody(labels: FlatLabel[]): Buffer {
  return Buffer.from(JSON.stringify({ json_labels: { labels } }))
}

/** ~`mib` MiB of `{"json_labels":{"labels":[{"start_index":0,"end_index":1,"a":[{},{},…]}]}}`, as in the issue. */
export function emptyObjectsBody(mib: number): Buffer {
  const head = '{"json_labels":{"labels":[{"start_index":0,"end_index":1,"a":['
  const count = Math.floor((mib * 1024 * 1024 - head.length - 10) / 3)
  return Buffer.from(head + '{},'.repeat(count - 1) + '{}]}]}}')
}

function nested(levels: number): unknown {
  let v: unknown = 1
  for (let i = 0; i < levels; i++) v = { a: v }
  return v
}

/** The bodies, by name; each is posted as a label index of event LOAD_EVENT, document d. */
export function hostileBodies(): [string, Buffer][] {
  return [
    ['empty objects', labelsBody(LABEL_SHAPES['empty objects'](300_000))],
    ['labels of a unique key', labelsBody(LABEL_SHAPES['labels of a unique key'](150_000, 'load'))],
    ['deep objects', labelsBody(LABEL_SHAPES['deep objects'](200_000))],
    ['labels of an empty object', labelsBody(LABEL_SHAPES['labels of an empty object'](400_000))],
    ['bare labels', labelsBody(LABEL_SHAPES['bare labels'](600_000))],
    ['token labels', labelsBody(LABEL_SHAPES['token labels'](300_000))],
    ['99 MiB of empty objects', emptyObjectsBody(99)],
    ['30 MiB of empty objects', emptyObjectsBody(30)],
    ['60 levels deep', labelsBody([{ start_index: 0, end_index: 1, f: nested(60) } as unknown as FlatLabel])],
  ]
}

export interface LoadResult {
  /** Count of each status, by body name. */
  statuses: Record<string, Record<number, number>>
  /** Requests that got no answer (connection errors), by body name. */
  failures: string[]
}

/** Prepares LOAD_EVENT, then sends `rounds` rounds of `concurrency` bodies at once, round-robin. */
export async function hostileLoad(url: string, rounds: number, concurrency: number): Promise<LoadResult> {
  await request(url, 'POST', `/v1/events/${LOAD_EVENT}`)
  await request(url, 'POST', `/v1/events/${LOAD_EVENT}/documents/d`, { text: 'x'.repeat(LOAD_DOCUMENT_LENGTH) })
  const bodies = hostileBodies()
  const result: LoadResult = { statuses: {}, failures: [] }
  let next = 0
  for (let round = 0; round < rounds; round++) {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        const i = next++
        const [name, body] = bodies[i % bodies.length]
        try {
          const r = await request(url, 'POST', `/v1/events/${LOAD_EVENT}/documents/d/labels/load${i}`, body)
          result.statuses[name] ??= {}
          const byStatus = result.statuses[name]
          byStatus[r.status] = (byStatus[r.status] ?? 0) + 1
        } catch (err) {
          result.failures.push(`${name}: ${(err as Error).message}`)
        }
      }),
    )
  }
  return result
}
