// Issue 10, failure 3: MTAP processors look the event up by `event_service_instance_id` and
// answer `instance_id:  not found` without it. Our pipeline service sent '' on every component
// call, and the gateway passed the spec's body on without it; now both name the instance of the
// events service that holds the event, as MTAP's pipeline does.
import t from 'tap'
import { SvcError } from '../src/api/errors.js'
import type { ProcessRequest } from '../src/api/messages.js'
import { Status } from '../src/api/status.js'
import { startGrpcServer } from '../src/grpc/server.js'
import { callUnary, createClient } from './helpers/grpc-client.js'
import { startEvents, startGateway, startPipeline, testConfig } from './helpers/servers.js'

/** A Processor backend that records the requests it gets and answers an empty result. */
async function recordingProcessor(t: Tap.Test) {
  const seen: ProcessRequest[] = []
  const server = await startGrpcServer([
    {
      service: 'Processor',
      handlers: {
        Process: (req: ProcessRequest) => {
          seen.push(req)
          return { timing_info: {}, result: {}, created_indices: [] }
        },
      },
    },
  ])
  t.teardown(() => server.close(0))
  return { server, seen }
}
declare namespace Tap {
  type Test = import('tap').Test
}

t.test('the pipeline sends event_service_instance_id on every component call (regression: sent empty)', async (t) => {
  const events = await startEvents(t)
  const { server, seen } = await recordingProcessor(t)
  const pipeline = await startPipeline(t, 'p', events.address, [
    { processor_id: 'first', address: server.address },
    { processor_id: 'second', address: server.address },
  ])
  const client = createClient('Pipeline', pipeline.address)
  t.teardown(() => client.close())
  for (const id of ['a', 'b']) {
    await callUnary(client, 'Process', {
      pipeline_id: 'p',
      event: { event_id: id, documents: { d: { text: 'x' } } },
      params: { document_name: 'd' },
    })
  }
  t.same(
    seen.map((r) => [r.processor_id, r.event_id, r.event_service_instance_id]),
    [
      ['first', 'a', events.instanceId],
      ['second', 'a', events.instanceId],
      ['first', 'b', events.instanceId],
      ['second', 'b', events.instanceId],
    ],
  )
})

t.test(
  'the gateway names the events instance on processor calls that lack it, asking once per route (regression: MTAP processors answered "instance_id:  not found")',
  async (t) => {
    let generation = 1
    let asked = 0
    const events = await startGrpcServer([
      {
        service: 'Events',
        handlers: {
          GetEventsInstanceId: () => {
            asked++
            return { instance_id: `instance-${generation}` }
          },
        },
      },
    ])
    t.teardown(() => events.close(0))
    const seen: string[] = []
    let failNext = false
    const processor = await startGrpcServer([
      {
        service: 'Processor',
        handlers: {
          Process: (req: ProcessRequest) => {
            seen.push(req.event_service_instance_id)
            if (failNext) {
              failNext = false
              throw new SvcError(Status.NOT_FOUND, `instance_id: ${req.event_service_instance_id} not found`)
            }
            return { timing_info: {}, result: {}, created_indices: [] }
          },
        },
      },
    ])
    t.teardown(() => processor.close(0))
    const { req } = await startGateway(
      t,
      testConfig({
        gateway: { events: events.address },
        processors: [{ Identifier: 'rec', Endpoint: processor.address }],
      }),
    )
    const spec = { params: { document_name: 'plaintext' } }

    t.equal((await req('POST', '/v1/processors/rec/process/e1', spec)).status, 200)
    t.equal((await req('POST', '/v1/processors/rec/process/e2')).status, 200, 'the event-processor form too')
    t.equal(
      (await req('POST', '/v1/processors/rec/process/e3', { ...spec, event_service_instance_id: 'chosen' })).status,
      200,
    )
    t.same(seen, ['instance-1', 'instance-1', 'chosen'], 'filled when absent, kept when given')
    t.equal(asked, 1, 'GetEventsInstanceId asked once for the route')

    // The events service restarts under a new id: the next failure makes the gateway ask again.
    generation = 2
    failNext = true
    t.equal((await req('POST', '/v1/processors/rec/process/e4', spec)).status, 404)
    t.equal((await req('POST', '/v1/processors/rec/process/e5', spec)).status, 200)
    t.same(seen.slice(3), ['instance-1', 'instance-2'])
    t.equal(asked, 2)
  },
)
