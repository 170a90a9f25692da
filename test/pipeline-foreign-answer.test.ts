// A pipeline the gateway fronts but did not write (any gRPC server of Pipeline.Process) may answer
// event_json, svc's own field, with bytes that are not UTF-8. The gateway passes a valid answer
// on byte for byte; invalid bytes go out as decoding them to text makes them (U+FFFD), so the
// client always gets well-formed UTF-8 JSON. The answer goes out in pieces around the event's
// bytes; compressed, it is those pieces joined.
import { isUtf8 } from 'node:buffer'
import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import * as grpc from '@grpc/grpc-js'
import t, { type Test } from 'tap'
import { serviceDefinition } from '../src/grpc/proto.js'
import { startGateway, testConfig } from './helpers/servers.js'

async function foreignPipeline(t: Test, eventJson: Uint8Array): Promise<string> {
  const server = new grpc.Server()
  server.addService(serviceDefinition('Pipeline'), {
    Process: (_call: unknown, callback: grpc.sendUnaryData<unknown>) =>
      callback(null, { event_json: eventJson, timing_info: {} }),
  })
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) => (e ? reject(e) : resolve(p))),
  )
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

t.test(
  'a foreign pipeline answering event_json that is not UTF-8: the bytes are replaced, the JSON stays well-formed',
  async (t) => {
    // 0xff never occurs in UTF-8; 0xc3 opens a two-byte sequence that '"' does not continue
    const eventJson = Buffer.concat([
      Buffer.from('{"event_id":"e1","metadata":{"a":"x'),
      Buffer.from([0xff]),
      Buffer.from('y","b":"'),
      Buffer.from([0xc3]),
      Buffer.from('"}}'),
    ])
    const address = await foreignPipeline(t, eventJson)
    const { url } = await startGateway(t, testConfig({ pipelines: [{ Identifier: 'foreign', Endpoint: address }] }))
    const res = await postRaw(url, '/v1/pipeline/foreign/process', body)
    t.equal(res.status, 200)
    t.ok(isUtf8(res.bytes), 'the answer is valid UTF-8')
    t.same(JSON.parse(res.bytes.toString()).event, { event_id: 'e1', metadata: { a: 'x\ufffdy', b: '\ufffd' } })
  },
)

/** The answer's bytes and headers as they came off the socket, not decompressed. */
function postUndecoded(
  base: string,
  path: string,
  body: string,
  agent: http.Agent,
  acceptEncoding?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    }
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding
    const req = http.request({ host: url.hostname, port: url.port, method: 'POST', path, agent, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

t.test(
  'a large answer written in pieces: the same bytes plain, gzip and brotli, on one kept-alive connection',
  async (t) => {
    const labels = Array.from(
      { length: 3000 },
      (_, i) => `{"start_index":${i},"end_index":${i + 4},"text":"fièvre ${i} 😷"}`,
    ).join(',')
    const eventJson = Buffer.from(
      `{"event_id":"e1","documents":{"plaintext":{"text":"x","label_indices":{"l":{"labels":[${labels}]}}}}}`,
    )
    const address = await foreignPipeline(t, eventJson)
    const { url } = await startGateway(t, testConfig({ pipelines: [{ Identifier: 'foreign', Endpoint: address }] }))
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    t.teardown(() => agent.destroy())

    const plain = await postUndecoded(url, '/v1/pipeline/foreign/process', body, agent)
    t.equal(plain.status, 200)
    t.equal(plain.headers['content-encoding'], undefined)
    t.equal(Number(plain.headers['content-length']), plain.bytes.length, 'content-length counts every piece')
    t.ok(
      plain.bytes.subarray(0, 9 + eventJson.length).equals(Buffer.concat([Buffer.from('{"event":'), eventJson])),
      'the event bytes follow the opening, as they came',
    )
    const answer = JSON.parse(plain.bytes.toString())
    t.same(Object.keys(answer), ['event', 'timing_info', 'result'])
    t.equal(answer.event.documents.plaintext.label_indices.l.labels.length, 3000)

    for (const [coding, decode] of [
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const) {
      const packed = await postUndecoded(url, '/v1/pipeline/foreign/process', body, agent, coding)
      t.equal(packed.status, 200)
      t.equal(packed.headers['content-encoding'], coding)
      t.equal(Number(packed.headers['content-length']), packed.bytes.length)
      t.ok(packed.bytes.length < plain.bytes.length / 2, `${coding}: compressed`)
      t.ok(decode(packed.bytes).equals(plain.bytes), `${coding}: decompressed, byte for byte the plain answer`)
    }
    // The connection carried every answer whole: one more plain one on it reads the same.
    const again = await postUndecoded(url, '/v1/pipeline/foreign/process', body, agent)
    t.ok(again.bytes.equals(plain.bytes), 'the next answer on the same connection is the same bytes')
  },
)
