// A pipeline the gateway fronts but did not write (any gRPC server of Pipeline.Process) may answer
// event_json, svc's own field, with bytes that are not UTF-8. The gateway passes a valid answer
// on byte for byte; invalid bytes go out as decoding them to text makes them (U+FFFD), so the
// client always gets well-formed UTF-8 JSON.
import { isUtf8 } from 'node:buffer'
import * as grpc from '@grpc/grpc-js'
import t, { type Test } from 'tap'
import { serviceDefinition } from '../src/grpc/proto.js'
import { startGateway, testConfig } from './helpers/servers.js'

async function foreignPipeline(t: Test, eventJson: Uint8Array): Promise<string> {
  const server = new grpc.Server()
  server.addService(serviceDefinition('Pipeline'), {
    Process: (_call: unknown, callback: grpc.sendUnaryData<unknown>) => callback(null, { event_json: eventJson, timing_info: {} }),
  })
  const port = await new Promise<number>((resolve, reject) => server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) => (e ? reject(e) : resolve(p))))
  t.teardown(() => server.forceShutdown())
  return `127.0.0.1:${port}`
}

/** The answer's bytes as they came off the socket (a text decoder would hide invalid UTF-8). */
async function postRaw(base: string, path: string, body: string): Promise<{ status: number; bytes: Buffer }> {
  const res = await fetch(base + path, { method: 'POST', body, headers: { 'content-type': 'application/json' } })
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) }
}

const body = JSON.stringify({ event: { event_id: 'e1', binaries: { rtf: Buffer.from('fever').toString('base64') } } })

t.test('a foreign pipeline answering valid UTF-8 event_json: passed on as it came', async (t) => {
  const eventJson = Buffer.from('{"event_id":"e1","metadata":{"note":"fièvre 😷"}}')
  const address = await foreignPipeline(t, eventJson)
  const { url } = await startGateway(t, testConfig({ pipelines: [{ Identifier: 'foreign', Endpoint: address }] }))
  const res = await postRaw(url, '/v1/pipeline/foreign/process', body)
  t.equal(res.status, 200)
  t.ok(res.bytes.includes(eventJson), 'the event bytes as the pipeline sent them')
  t.same(JSON.parse(res.bytes.toString()).event, { event_id: 'e1', metadata: { note: 'fièvre 😷' } })
})

t.test('a foreign pipeline answering event_json that is not UTF-8: the bytes are replaced, the JSON stays well-formed', async (t) => {
  // 0xff never occurs in UTF-8; 0xc3 opens a two-byte sequence that '"' does not continue
  const eventJson = Buffer.concat([Buffer.from('{"event_id":"e1","metadata":{"a":"x'), Buffer.from([0xff]), Buffer.from('y","b":"'), Buffer.from([0xc3]), Buffer.from('"}}')])
  const address = await foreignPipeline(t, eventJson)
  const { url } = await startGateway(t, testConfig({ pipelines: [{ Identifier: 'foreign', Endpoint: address }] }))
  const res = await postRaw(url, '/v1/pipeline/foreign/process', body)
  t.equal(res.status, 200)
  t.ok(isUtf8(res.bytes), 'the answer is valid UTF-8')
  t.same(JSON.parse(res.bytes.toString()).event, { event_id: 'e1', metadata: { a: 'x\ufffdy', b: '\ufffd' } })
})
