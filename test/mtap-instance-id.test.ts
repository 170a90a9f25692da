// Issue 10, failure 3: MTAP processors look the event up by `event_service_instance_id` and
// answer `instance_id:  not found` without it. Our pipeline service sent '' on every component
// call; it now names the instance of the events service that holds the event, as MTAP's
// pipeline does.
import t from 'tap'
import type { ProcessRequest } from '../src/api/messages.js'
import { startGrpcServer } from '../src/grpc/server.js'
import { startPipelineServer } from '../src/pipeline/pipeline-service.js'
import { callUnary, createClient } from './helpers/grpc-client.js'
import { startEvents } from './helpers/servers.js'

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
  const pipeline = await startPipelineServer({
    definitions: [
      {
        name: 'p',
        events_address: events.address,
        components: [
          { processor_id: 'first', address: server.address },
          { processor_id: 'second', address: server.address },
        ],
      },
    ],
    port: 0,
  })
  const client = createClient('Pipeline', pipeline.address)
  t.teardown(async () => {
    client.close()
    await pipeline.close(0)
  })
  for (const id of ['a', 'b']) {
    await callUnary(client, 'Process', { pipeline_id: 'p', event: { event_id: id, documents: { d: { text: 'x' } } }, params: { document_name: 'd' } })
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
