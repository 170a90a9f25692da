// Issue 10, failure 1: MTAP's clients check gRPC health before their first call (the events
// client asks for `mtap-events`, pipelines and deployments for the processor or pipeline name).
// Before the fix an events server serving mtap.api.v1 answered NOT_FOUND "unknown service
// mtap-events", so MTAP's Python client could not use `svc events` at all.
import t, { type Test } from 'tap'
import { MTAP_API_PACKAGE, MTAP_EVENTS_HEALTH_NAME } from '../src/api/names.js'
import { Status } from '../src/api/status.js'
import { startEventsServer } from '../src/events/events-service.js'
import { startPipelineServer } from '../src/pipeline/pipeline-service.js'
import { hostProcessors } from '../src/processing/index.js'
import { expectError } from './helpers/expect-error.js'
import { callUnary, createClient } from './helpers/grpc-client.js'
import { WordsProcessor } from './helpers/test-processors.js'

async function healthOf(t: Test, address: string): Promise<(service: string) => Promise<string>> {
  const health = createClient('Health', address)
  t.teardown(() => health.close())
  return async (service) => (await callUnary(health, 'Check', { service })).status
}

t.test(
  'an events server serving mtap.api.v1 answers health for mtap-events (regression: unknown service mtap-events)',
  async (t) => {
    const events = await startEventsServer({ port: 0, apiPackages: [MTAP_API_PACKAGE] })
    t.teardown(() => events.close(0))
    const check = await healthOf(t, events.address)
    t.equal(await check(MTAP_EVENTS_HEALTH_NAME), 'SERVING')
    t.equal(await check('mtap.api.v1.Events'), 'SERVING')
    t.equal(await check('svc.api.v1.Events'), 'SERVING')
    t.equal(await check(''), 'SERVING')
  },
)

t.test('an events server not serving MTAP names does not claim mtap-events', async (t) => {
  const events = await startEventsServer({ port: 0 })
  t.teardown(() => events.close(0))
  const check = await healthOf(t, events.address)
  await expectError(
    t,
    check(MTAP_EVENTS_HEALTH_NAME),
    Status.NOT_FOUND,
    /unknown service mtap-events/,
    'mtap-events without MTAP names',
  )
})

t.test(
  'processors and pipelines answer for their names and for their service under every package served',
  async (t) => {
    const events = await startEventsServer({ port: 0, apiPackages: [MTAP_API_PACKAGE] })
    const processors = await hostProcessors([new WordsProcessor()], {
      port: 0,
      eventsAddress: events.address,
      apiPackages: [MTAP_API_PACKAGE],
    })
    const pipeline = await startPipelineServer({
      definitions: [
        {
          name: 'mtap-named',
          events_address: events.address,
          components: [{ processor_id: 'test-words', address: processors.address }],
        },
      ],
      port: 0,
      apiPackages: [MTAP_API_PACKAGE],
    })
    t.teardown(async () => {
      await pipeline.close(0)
      await processors.close(0)
      await events.close(0)
    })
    const processorHealth = await healthOf(t, processors.address)
    t.equal(await processorHealth('test-words'), 'SERVING', 'the processor name, as MTAP processor servers answer')
    t.equal(await processorHealth('mtap.api.v1.Processor'), 'SERVING')
    t.equal(await processorHealth('svc.api.v1.Processor'), 'SERVING')
    const pipelineHealth = await healthOf(t, pipeline.address)
    t.equal(await pipelineHealth('mtap-named'), 'SERVING', 'the pipeline name, as MTAP pipeline servers answer')
    t.equal(await pipelineHealth('mtap.api.v1.Pipeline'), 'SERVING')
  },
)
