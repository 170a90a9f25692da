// Backends finding each other through a real Consul agent (issue 14): a pipeline whose
// components and events service have no address balances over the processor instances the
// registry routes, picks up one that joins and lets one leave without failing; a processor host
// without an events address follows svc-events when it moves. Convergence is polled with a
// bound; nothing here is timed.
import t from 'tap'
import { DEFAULT_API_PACKAGE, EVENTS_IDENTIFIER, serviceHealthName } from '../src/api/names.js'
import type { SvcConfig } from '../src/config/config.js'
import { registerServices } from '../src/discovery/registration.js'
import type { RegistryRoutesOptions } from '../src/discovery/registry-routes.js'
import { EventsClient } from '../src/events/events-client.js'
import { startPipelineServer } from '../src/pipeline/pipeline-service.js'
import { hostBuiltinProcessors } from '../src/processors/builtin-processors.js'
import { consulRegistryFor } from './helpers/consul.js'
import { callUnary, createClient } from './helpers/grpc-client.js'
import { pollUntil } from './helpers/poll.js'
import { hostRegistered, InstanceProcessor, type RegisteredHost } from './helpers/registry-backends.js'
import { startEvents } from './helpers/servers.js'

t.setTimeout(40 * 60_000)

const fast = (registry: SvcConfig['registry']): RegistryRoutesOptions => ({
  registry,
  log: () => undefined,
  pollIntervalMs: 1000,
  timings: { blockingWaitMs: 2000, debounceMs: 20 },
})

function registerEvents(registry: SvcConfig['registry'], port: number) {
  return registerServices(
    [
      {
        kind: 'events',
        name: EVENTS_IDENTIFIER,
        host: '127.0.0.1',
        port,
        healthService: serviceHealthName(DEFAULT_API_PACKAGE, 'Events'),
      },
    ],
    { registry, keepAliveMs: 0 },
  )
}

t.test(
  'a pipeline with no addresses: balanced over registered instances, a joining one gets calls, a leaving one fails nothing',
  async (t) => {
    const registry = await consulRegistryFor(t)
    if (!registry) return
    const events = await startEvents(t)
    const eventsReg = await registerEvents(registry, events.port)
    t.teardown(() => eventsReg.deregister())
    const hosts: RegisteredHost[] = []
    const host = async (name: string) => {
      const h = await hostRegistered([new InstanceProcessor(name, 'counted', 20)], {
        eventsAddress: events.address,
        registry,
      })
      hosts.push(h)
      return h
    }
    t.teardown(async () => {
      for (const h of hosts) await h.stop().catch(() => undefined)
    })
    await host('a')
    await host('b')

    const pipeline = await startPipelineServer({
      definitions: [{ name: 'by-name', components: [{ processor_id: 'counted' }] }],
      host: '127.0.0.1',
      port: 0,
      registry: fast(registry),
    })
    t.teardown(() => pipeline.close(100))
    const client = createClient('Pipeline', pipeline.address)
    t.teardown(() => client.close())
    let n = 0
    const run = async () => {
      const res = await callUnary(
        client,
        'Process',
        { pipeline_id: 'by-name', event: { event_id: `e${n++}` } },
        { timeoutMs: 20_000 },
      )
      return String(res.result.component_results[0].result_dict.instance)
    }
    const answered = async (count: number) => {
      const tally: Record<string, number> = {}
      for (const instance of await Promise.all(Array.from({ length: count }, run)))
        tally[instance] = (tally[instance] ?? 0) + 1
      return tally
    }

    const both = await pollUntil('both instances answering', async () => {
      const tally = await answered(12)
      return tally.a && tally.b ? tally : undefined
    })
    t.ok(both.value.a && both.value.b, `balanced over a and b: ${JSON.stringify(both.value)}`)
    t.equal(events.store.size(), 0, 'every run released its event in the registered events service')

    await host('c')
    const joined = await pollUntil('the joining instance answering', async () =>
      (await answered(12)).c ? true : undefined,
    )
    t.ok(joined.value, `c received calls ${joined.ms.toFixed(0)} ms after it registered, without a restart`)

    // a leaves gracefully (deregisters, then finishes what it has) while calls keep coming.
    const results: PromiseSettledResult<string>[] = []
    let stopped = false
    const load = (async () => {
      while (!stopped) results.push(...(await Promise.allSettled(Array.from({ length: 6 }, run))))
    })()
    await new Promise((r) => setTimeout(r, 200))
    await hosts[0].stop()
    const gone = await pollUntil('a no longer answering', async () => {
      const tally = await answered(12)
      return !tally.a && tally.b && tally.c ? tally : undefined
    })
    stopped = true
    await load
    const failed = results.filter((r) => r.status === 'rejected')
    t.same(
      failed.map((r) => (r as PromiseRejectedResult).reason.message),
      [],
      `${results.length} calls while a left: none failed`,
    )
    t.ok(gone.value, `after a left, b and c answer: ${JSON.stringify(gone.value)}`)
  },
)

t.test('a processor host without an events address follows svc-events in the registry when it moves', async (t) => {
  const registry = await consulRegistryFor(t)
  if (!registry) return
  const first = await startEvents(t)
  const firstReg = await registerEvents(registry, first.port)
  const processors = await hostBuiltinProcessors({
    host: '127.0.0.1',
    port: 0,
    only: ['svc-sentences'],
    eventsDiscovery: fast(registry),
  })
  t.teardown(() => processors.close(100))
  const client = createClient('Processor', processors.address)
  t.teardown(() => client.close())
  const processIn = async (server: Awaited<ReturnType<typeof startEvents>>, eventId: string) => {
    const events = new EventsClient(server.address)
    t.teardown(() => events.close())
    await events.openEvent(eventId)
    await events.addDocument(eventId, 'plaintext', 'Chest pain. No fever.')
    await callUnary(
      client,
      'Process',
      { processor_id: 'svc-sentences', event_id: eventId, params: { document_name: 'plaintext' } },
      { timeoutMs: 10_000 },
    )
    return (await events.getLabels(eventId, 'plaintext', 'sentences')).labels.length
  }
  t.equal(await processIn(first, 'e1'), 2, 'the registered events service was found')

  const second = await startEvents(t)
  await firstReg.deregister()
  const secondReg = await registerEvents(registry, second.port)
  t.teardown(() => secondReg.deregister())
  const moved = await pollUntil('the processor host using the new events service', async () => {
    try {
      return (await processIn(second, `e-${Date.now()}`)) === 2
    } catch {
      return false
    }
  })
  t.ok(moved.value, `followed svc-events to its new address in ${moved.ms.toFixed(0)} ms, without a restart`)
})
