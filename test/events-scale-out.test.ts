// Two events service instances on one Redis behind one gateway (issue 14): both register with
// the shared store's tag, the gateway balances over them, every event route answers the same
// whichever serves it. Under load one is SIGKILLed: no stored event is lost, and the only
// requests that fail are ones in flight when it died (503); with the retry plugin, no request
// the plugin may repeat fails. The instances are real `svc events --store redis://…` processes.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t, { type Test } from 'tap'
import { startDiscovery } from '../src/discovery/discovery.js'
import { consulAgentFor } from './helpers/consul.js'
import { callUnary, createClient } from './helpers/grpc-client.js'
import type { HttpResult } from './helpers/http.js'
import { pollUntil } from './helpers/poll.js'
import { run } from './helpers/processes.js'
import { redisFor } from './helpers/redis.js'
import { startGateway, testConfig } from './helpers/servers.js'

t.setTimeout(40 * 60_000)

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const BIN = join(ROOT, 'bin/svc.js')
const LISTENING = /listening on (\S+)$/
const TEXT = 'Patient denies chest pain. History of diabetes mellitus.'
const LABELS = {
  is_distinct: false,
  labels: [
    { start_index: 0, end_index: 7, kind: 'word' },
    { start_index: 37, end_index: 54, cui: 'C0011849', score: 0.9 },
  ],
}

interface Call {
  op: string
  idempotent: boolean
  started: number
  status: number
  code?: number
  message?: string
}

t.test('two events instances on one Redis behind one gateway', async (t) => {
  const redis = await redisFor(t)
  if (!redis) return
  const agent = await consulAgentFor(t)
  if (!agent) return
  const registry = { host: agent.host, port: agent.httpPort, scheme: 'http' as const }
  const dir = mkdtempSync(join(tmpdir(), 'svc-scale-out-'))
  const configFile = join(dir, 'svcConfig.yaml')
  writeFileSync(configFile, `registry: {host: 127.0.0.1, port: ${agent.httpPort}}\n`)
  const env: NodeJS.ProcessEnv = { ...process.env, SVC_CONFIG: configFile }
  const instance = async () => {
    const proc = run(
      t,
      process.execPath,
      [BIN, 'events', '--store', redis.url, '--host', '127.0.0.1', '--port', '0', '--register'],
      { cwd: ROOT, env },
    )
    const address = (await proc.waitForLine(LISTENING, 60_000))[1]!
    const exited = new Promise<void>((resolve) => proc.child.once('exit', () => resolve()))
    return { proc, address, exited }
  }

  const config = testConfig({
    discovery: 'registry',
    registry,
    gateway: { events: null, refresh_interval: 1, deadline: 10 },
  })
  const discovery = await startDiscovery(config, null, () => undefined, {
    registry: { blockingWaitMs: 2000, debounceMs: 20 },
  })
  t.teardown(() => discovery.stop())
  const plain = await startGateway(t, config, { table: discovery.table })
  const retrying = await startGateway(t, { ...config, plugins: [{ name: 'retry' }] }, { table: discovery.table })
  const routedInstances = async () => ((await plain.req('GET', '/v1/routes')).json.events?.instances ?? []) as string[]
  const waitForInstances = (addresses: string[]) =>
    pollUntil(
      `events routed to ${addresses.join(', ')}`,
      async () => {
        const routed = await routedInstances()
        return addresses.every((a) => routed.includes(a)) && routed.length === addresses.length
      },
      { withinMs: 30_000 },
    )

  const a = await instance()
  const b = await instance()
  await waitForInstances([a.address, b.address])
  t.pass('both instances routed: they declare one shared store')

  t.test('every event route answers the same whichever instance serves it', async (t) => {
    const id = 'same-everywhere'
    const writes: [string, string, unknown?][] = [
      ['POST', `/v1/events/${id}`, { only_create_new: true }],
      ['POST', `/v1/events/${id}/metadata/source`, { value: 'ed' }],
      ['POST', `/v1/events/${id}/binaries/rtf`, { binary_data: Buffer.from('{\\rtf1 x}').toString('base64') }],
      ['POST', `/v1/events/${id}/documents/plaintext`, { text: TEXT }],
      ['POST', `/v1/events/${id}/documents/plaintext/labels/words`, { json_labels: LABELS }],
    ]
    for (const [method, path, body] of writes)
      t.equal((await plain.req(method, path, body)).status, 200, `${method} ${path}`)
    const reads = [
      '/v1/events/instance_id',
      `/v1/events/${id}/metadata`,
      `/v1/events/${id}/binaries`,
      `/v1/events/${id}/binaries/rtf`,
      `/v1/events/${id}/documents`,
      `/v1/events/${id}/documents/plaintext`,
      `/v1/events/${id}/documents/plaintext/labels`,
      `/v1/events/${id}/documents/plaintext/labels/words`,
    ]
    for (const path of reads) {
      const answers = await Promise.all(Array.from({ length: 6 }, () => plain.req('GET', path)))
      t.same(
        new Set(answers.map((r) => `${r.status} ${r.text}`)).size,
        1,
        `GET ${path}: one answer over six balanced calls`,
      )
      t.equal(answers[0].status, 200, `GET ${path}: 200`)
    }
    // The same, asked of each instance directly.
    const direct = async (address: string) => {
      const client = createClient('Events', address)
      try {
        const text = await callUnary(
          client,
          'GetDocumentText',
          { event_id: id, document_name: 'plaintext' },
          { timeoutMs: 5000 },
        )
        const labels = await callUnary(
          client,
          'GetLabels',
          { event_id: id, document_name: 'plaintext', index_name: 'words' },
          { timeoutMs: 5000 },
        )
        const instanceId = await callUnary(client, 'GetEventsInstanceId', {}, { timeoutMs: 5000 })
        return JSON.stringify([text, labels, instanceId])
      } finally {
        client.close()
      }
    }
    t.equal(await direct(a.address), await direct(b.address), 'both instances answer alike')
    // A lease taken through one instance is released through the other.
    const lease = (await plain.req('POST', `/v1/events/${id}`)).json.lease_id
    t.same((await plain.req('DELETE', `/v1/events/${id}`, { lease_id: lease })).json, { deleted: false })
    t.same((await plain.req('DELETE', `/v1/events/${id}`, { lease_id: 1 })).json, { deleted: true })
  })

  /** Load through `gateway` until stop(): each loop makes events and works on them. */
  const load = (gateway: typeof plain, tag: string, loops = 8) => {
    const calls: Call[] = []
    const stored = new Set<string>()
    let going = true
    const call = async (
      op: string,
      idempotent: boolean,
      method: string,
      path: string,
      body?: unknown,
    ): Promise<HttpResult> => {
      const started = performance.now()
      const r = await gateway.req(method, path, body)
      calls.push({
        op,
        idempotent,
        started,
        status: r.status,
        code: r.json?.code,
        ...(r.status === 200 ? {} : { message: r.json?.message }),
      })
      return r
    }
    const loop = async (w: number) => {
      for (let k = 0; going; k++) {
        const id = `${tag}-${w}-${k}`
        const ev = `/v1/events/${id}`
        if ((await call('OpenEvent', false, 'POST', ev, { only_create_new: true })).status !== 200) continue
        if ((await call('AddDocument', false, 'POST', `${ev}/documents/plaintext`, { text: TEXT })).status !== 200)
          continue
        const labelled =
          (await call('AddLabels', true, 'POST', `${ev}/documents/plaintext/labels/words`, { json_labels: LABELS }))
            .status === 200
        const tagged =
          (await call('AddMetadata', true, 'POST', `${ev}/metadata/loop`, { value: String(w) })).status === 200
        if (labelled && tagged) stored.add(id)
        for (let r = 0; r < 3 && going; r++) {
          await call('GetDocumentText', true, 'GET', `${ev}/documents/plaintext`)
          await call('GetLabels', true, 'GET', `${ev}/documents/plaintext/labels/words`)
          await call('GetLabelIndicesInfo', true, 'GET', `${ev}/documents/plaintext/labels`)
          await call('GetAllMetadata', true, 'GET', `${ev}/metadata`)
        }
      }
    }
    const done = Promise.all(Array.from({ length: loops }, (_, w) => loop(w)))
    return {
      calls,
      stored,
      async stop() {
        going = false
        await done
      },
    }
  }

  /** Kills `victim` mid-load; answers the load's calls and when the gateway process saw the death. */
  const killUnderLoad = async (gateway: typeof plain, tag: string, victim: Awaited<ReturnType<typeof instance>>) => {
    const running = load(gateway, tag)
    await pollUntil('load running', () => running.calls.length >= 300, { withinMs: 60_000 })
    victim.proc.child.kill('SIGKILL')
    await victim.exited
    const died = performance.now()
    const atDeath = running.calls.length
    await pollUntil('load running on after the kill', () => running.calls.length >= atDeath + 600, { withinMs: 60_000 })
    await running.stop()
    return { ...running, died }
  }

  /** Every event the load stored (open, document, labels, metadata answered 200) reads back whole. */
  const allStored = async (t: Test, stored: Set<string>) => {
    const missing: string[] = []
    for (const id of stored) {
      const text = await plain.req('GET', `/v1/events/${id}/documents/plaintext`)
      const labels = await plain.req('GET', `/v1/events/${id}/documents/plaintext/labels/words`)
      const meta = await plain.req('GET', `/v1/events/${id}/metadata`)
      if (
        text.json?.text !== TEXT ||
        JSON.stringify(labels.json?.json_labels) !== JSON.stringify(LABELS) ||
        meta.json?.metadata?.loop === undefined
      )
        missing.push(id)
    }
    t.same(missing, [], `all ${stored.size} stored events read back whole after the kill`)
  }

  t.test('SIGKILL of one instance under load: no stored event lost; only requests in flight fail', async (t) => {
    const r = await killUnderLoad(plain, 'plain', a)
    const failed = r.calls.filter((c) => c.status !== 200)
    t.ok(r.calls.length > 900, `${r.calls.length} requests`)
    t.same(
      failed.filter((c) => c.status !== 503 || c.code !== 14),
      [],
      'every failure is 503 UNAVAILABLE',
    )
    t.same(
      failed.filter((c) => c.started > r.died),
      [],
      'every failed request had started before the instance died',
    )
    t.comment(
      `scale-out: ${r.calls.length} requests, SIGKILL of one of two instances: ${failed.length} failed (${failed.map((c) => c.op).join(', ') || 'none'}), all in flight at the kill; ${r.stored.size} events stored`,
    )
    await allStored(t, r.stored)
  })

  t.test('with the retry plugin: no request it may repeat fails', async (t) => {
    const again = await instance()
    await waitForInstances([b.address, again.address])
    const r = await killUnderLoad(retrying, 'retry', b)
    const failed = r.calls.filter((c) => c.status !== 200)
    t.same(
      failed.filter((c) => c.idempotent),
      [],
      'no idempotent request failed: each was retried on the other instance',
    )
    t.same(
      failed.filter((c) => c.status !== 503 || c.started > r.died),
      [],
      'a non-idempotent one (OpenEvent, AddDocument: not safe to repeat) fails only if in flight at the kill',
    )
    t.comment(
      `scale-out with retry: ${r.calls.length} requests, SIGKILL of one of two instances: ${failed.length} failed (${failed.map((c) => c.op).join(', ') || 'none'})`,
    )
    await allStored(t, r.stored)
  })
})
