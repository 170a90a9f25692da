// Issue 10, failure 6: a backend's error message and its rich details (google.rpc.Status in the
// `grpc-status-details-bin` trailer, as MTAP's processors send when they raise) pass through:
// into SvcError.details on our side, into the REST error body's `details` as grpc-gateway renders
// them, and on through our pipeline to its caller. Before the fix the gateway answered
// {"code":2,"message":"2 UNKNOWN: ","details":[]}. The trailer here is encoded byte by byte,
// independently of the .proto files the decoder uses.
import * as grpc from '@grpc/grpc-js'
import t, { type Test } from 'tap'
import { SvcError } from '../src/api/errors.js'
import { Status } from '../src/api/status.js'
import { serviceDefinition } from '../src/grpc/proto.js'
import { Writer } from '../src/grpc/wire.js'
import { startPipelineServer } from '../src/pipeline/pipeline-service.js'
import { GrpcTransport } from '../src/transport/grpc-transport.js'
import { InProcessTransport } from '../src/transport/in-process-transport.js'
import { startEvents, startGateway, testConfig } from './helpers/servers.js'

const STACK = [
  'Traceback (most recent call last):\n',
  '  File "processor.py", line 9, in process\n',
  'ValueError: bad input\n',
]

function stringField(w: Writer, field: number, s: string): void {
  w.tag(field, 2)
  w.string(s)
}

function any(w: Writer, typeName: string, body: (w: Writer) => void): void {
  w.tag(3, 2) // Status.details
  w.fork()
  stringField(w, 1, `type.googleapis.com/${typeName}`)
  w.tag(2, 2)
  w.fork()
  body(w)
  w.ldelim()
  w.ldelim()
}

/** The Status MTAP's ProcessingException.to_rpc_status builds: code UNKNOWN, no message. */
function mtapStyleStatus(): Buffer {
  const w = new Writer()
  w.tag(1, 0)
  w.uint32(Status.UNKNOWN)
  any(w, 'google.rpc.ErrorInfo', (w) => {
    stringField(w, 1, 'PROCESSING_FAILURE')
    stringField(w, 2, 'mtap.nlpie.umn.edu')
    for (const [k, v] of [
      ['lang', 'python'],
      ['errorType', 'ValueError'],
      ['errorRepr', "ValueError('bad input')"],
    ]) {
      w.tag(3, 2)
      w.fork()
      stringField(w, 1, k)
      stringField(w, 2, v)
      w.ldelim()
    }
  })
  any(w, 'google.rpc.DebugInfo', (w) => {
    for (const line of STACK) stringField(w, 1, line)
  })
  any(w, 'google.rpc.LocalizedMessage', (w) => {
    stringField(w, 1, 'en-US')
    stringField(w, 2, 'An internal error occurred while attempting to process an Event.')
  })
  any(w, 'google.rpc.RetryInfo', (w) => {
    w.tag(1, 2)
    w.fork()
    w.tag(1, 0)
    w.uint32(2)
    w.tag(2, 0)
    w.uint32(500_000_000)
    w.ldelim()
  })
  any(w, 'example.Unknown', (w) => stringField(w, 1, 'opaque'))
  return Buffer.from(w.finish())
}

const EXPECTED_DETAILS = [
  {
    '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
    reason: 'PROCESSING_FAILURE',
    domain: 'mtap.nlpie.umn.edu',
    metadata: { lang: 'python', errorType: 'ValueError', errorRepr: "ValueError('bad input')" },
  },
  { '@type': 'type.googleapis.com/google.rpc.DebugInfo', stack_entries: STACK, detail: '' },
  {
    '@type': 'type.googleapis.com/google.rpc.LocalizedMessage',
    locale: 'en-US',
    message: 'An internal error occurred while attempting to process an Event.',
  },
  { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retry_delay: '2.5s' },
  {
    '@type': 'type.googleapis.com/example.Unknown',
    value: Buffer.from([0x0a, 6, ...Buffer.from('opaque')]).toString('base64'),
  },
]

/** A Processor backend that fails every Process call the way an MTAP processor does. */
async function failingMtapProcessor(t: Test, message = ''): Promise<string> {
  const server = new grpc.Server()
  server.addService(serviceDefinition('Processor'), {
    Process: (_call: unknown, callback: grpc.sendUnaryData<unknown>) => {
      const metadata = new grpc.Metadata()
      metadata.set('grpc-status-details-bin', mtapStyleStatus())
      callback({ code: Status.UNKNOWN, details: message, metadata })
    },
  })
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) => (e ? reject(e) : resolve(p))),
  )
  t.teardown(() => server.forceShutdown())
  return `127.0.0.1:${port}`
}

async function failure(p: Promise<unknown>): Promise<SvcError> {
  try {
    await p
  } catch (err) {
    return err as SvcError
  }
  throw new Error('expected a failure')
}

t.test('the gRPC transport decodes the status details; an empty message takes the LocalizedMessage', async (t) => {
  const address = await failingMtapProcessor(t)
  const transport = new GrpcTransport(address)
  t.teardown(() => transport.close())
  const e = await failure(transport.unary('Processor', 'Process', { processor_id: 'p', event_id: 'e' }))
  t.ok(e instanceof SvcError)
  t.equal(e.code, Status.UNKNOWN)
  t.equal(e.message, 'An internal error occurred while attempting to process an Event.', 'not "2 UNKNOWN: "')
  t.same(e.details, EXPECTED_DETAILS)
})

t.test(
  'REST: the error body carries the message and details as grpc-gateway renders them (regression: "2 UNKNOWN: ", details [])',
  async (t) => {
    const events = await startEvents(t)
    const address = await failingMtapProcessor(t, 'processor raised ValueError')
    const { req } = await startGateway(
      t,
      testConfig({ gateway: { events: events.address }, processors: [{ Identifier: 'mtap-proc', Endpoint: address }] }),
    )
    const r = await req('POST', '/v1/processors/mtap-proc/process/e1', { params: { document_name: 'plaintext' } })
    t.equal(r.status, 500)
    t.same(r.json, { code: Status.UNKNOWN, message: 'processor raised ValueError', details: EXPECTED_DETAILS })
  },
)

t.test("our pipeline passes a component's details on to its caller", async (t) => {
  const events = await startEvents(t)
  const address = await failingMtapProcessor(t)
  const pipeline = await startPipelineServer({
    definitions: [{ name: 'p', events_address: events.address, components: [{ processor_id: 'mtap-proc', address }] }],
    port: 0,
  })
  t.teardown(() => pipeline.close(0))
  const transport = new GrpcTransport(pipeline.address)
  t.teardown(() => transport.close())
  const e = await failure(
    transport.unary('Pipeline', 'Process', {
      pipeline_id: 'p',
      event: { event_id: 'x', documents: { d: { text: 'a' } } },
      params: {},
    }),
  )
  t.equal(e.code, Status.UNKNOWN)
  t.match(e.message, /component 'mtap-proc' failed with UNKNOWN: An internal error occurred/)
  t.same(e.details, EXPECTED_DETAILS, 'every detail travels on, the unknown one as its bytes')
})

t.test('in process, errors carry the details the trailer would: packable ones, nothing else', async (t) => {
  const transport = new InProcessTransport({
    Processor: {
      Process: () => {
        throw new SvcError(Status.FAILED_PRECONDITION, 'no', [
          EXPECTED_DETAILS[0],
          { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retry_delay: '1s' },
          { checks: 'not a packed message' },
        ])
      },
    },
  })
  const e = await failure(transport.unary('Processor', 'Process', { processor_id: 'p', event_id: 'e' }))
  t.equal(e.code, Status.FAILED_PRECONDITION)
  t.equal(e.message, 'no')
  t.same(e.details, [EXPECTED_DETAILS[0], { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retry_delay: '1s' }])
})
