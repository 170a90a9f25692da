// A processor host and a pipeline service route each request by the id it names, with one rule:
// an empty id selects the only one hosted; with several it is required; an unknown one is
// NOT_FOUND naming what is hosted.
import t from 'tap'
import { Status } from '../src/api/status.js'
import { startPipelineServer } from '../src/pipeline/pipeline-service.js'
import { hostProcessors } from '../src/processing/index.js'
import { GrpcTransport } from '../src/transport/grpc-transport.js'
import { startEvents } from './helpers/servers.js'
import { LongWordsProcessor, WordsProcessor } from './helpers/test-processors.js'

t.test('processors: required with several hosted, NOT_FOUND naming the hosted ones', async (t) => {
  const events = await startEvents(t)
  const host = await hostProcessors([new WordsProcessor(), new LongWordsProcessor()], {
    port: 0,
    eventsAddress: events.address,
  })
  t.teardown(() => host.close(0))
  const processors = new GrpcTransport(host.address)
  t.teardown(() => processors.close())
  await t.rejects(processors.unary('Processor', 'GetInfo', { processor_id: '' }), {
    code: Status.INVALID_ARGUMENT,
    message: 'processor_id is required: this server hosts test-words, test-long-words',
  })
  await t.rejects(processors.unary('Processor', 'GetStats', { processor_id: 'nope' }), {
    code: Status.NOT_FOUND,
    message: "no processor 'nope' is hosted here (hosted: test-words, test-long-words)",
  })
  const info = await processors.unary<any>('Processor', 'GetInfo', { processor_id: 'test-long-words' })
  t.equal(info.metadata.name, 'test-long-words')
})

t.test('pipelines: the same rule and messages', async (t) => {
  const events = await startEvents(t)
  const host = await hostProcessors([new WordsProcessor()], { port: 0, eventsAddress: events.address })
  t.teardown(() => host.close(0))
  const component = { processor_id: 'test-words', address: host.address }
  const server = await startPipelineServer({
    definitions: ['a', 'b'].map((name) => ({ name, events_address: events.address, components: [component] })),
    port: 0,
  })
  t.teardown(() => server.close(0))
  const pipelines = new GrpcTransport(server.address)
  t.teardown(() => pipelines.close())
  const event = { event_id: 'e', documents: { plaintext: { text: 'a b' } } }
  await t.rejects(pipelines.unary('Pipeline', 'Process', { pipeline_id: '', event }), {
    code: Status.INVALID_ARGUMENT,
    message: 'pipeline_id is required: this server hosts a, b',
  })
  await t.rejects(pipelines.unary('Pipeline', 'Process', { pipeline_id: 'c', event }), {
    code: Status.NOT_FOUND,
    message: "no pipeline 'c' is hosted here (hosted: a, b)",
  })
  t.equal(events.store.size(), 0, 'nothing was created')
})
