// The benches' lean HTTP load generator (test/bench/http-load-client.ts) against real servers on
// 127.0.0.1: node:http servers for the answers a gateway gives (content-length, chunked, a
// 150 KB body, a 4xx, keep-alive), and raw TCP servers for what node:http would never send on
// its own (an answer split at chosen bytes, one cut short, one that is not HTTP). The answer
// reader is also fed every answer split at every byte. The old node:http client is run through
// the same ordinary answers, so the two load generators are known to agree.
import http from 'node:http'
import net from 'node:net'
import t, { type Test } from 'tap'
import { leanClient } from './bench/http-load-client.js'
import { ResponseReader } from './bench/http-response-reader.js'
import { CLIENT_KINDS, jsonClient, load } from './bench/lib.js'

interface Seen {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: string
}

/** A node:http server on port 0 that records each request and the connections it accepted. */
async function httpServer(t: Test, answer: (req: Seen, res: http.ServerResponse) => void) {
  const seen: Seen[] = []
  let connections = 0
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      const s = { method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString() }
      seen.push(s)
      answer(s, res)
    })
  })
  server.on('connection', () => connections++)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  t.teardown(() => {
    server.closeAllConnections()
    server.close()
  })
  return {
    base: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    seen,
    connections: () => connections,
  }
}

/**
 * A raw TCP server on port 0: `serve` gets each connection's socket and the requests read from
 * it, one call per request (each request of these tests ends with its head: no bodies).
 */
async function tcpServer(t: Test, serve: (socket: net.Socket, request: string, n: number) => void) {
  let n = 0
  let connections = 0
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    connections++
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
    let pending = ''
    socket.on('data', (d) => {
      pending += d.toString('latin1')
      for (let end = pending.indexOf('\r\n\r\n'); end >= 0; end = pending.indexOf('\r\n\r\n')) {
        const request = pending.slice(0, end)
        pending = pending.slice(end + 4)
        serve(socket, request, n++)
      }
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  t.teardown(() => {
    for (const s of sockets) s.destroy()
    server.close()
  })
  return { base: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`, connections: () => connections }
}

/** Writes the pieces one after another, each in its own turn of the event loop after a pause. */
async function writeApart(socket: net.Socket, pieces: (string | Buffer)[]): Promise<void> {
  for (const p of pieces) {
    socket.write(p)
    await new Promise((r) => setTimeout(r, 5))
  }
}

const chunked = (parts: string[]) =>
  parts.map((p) => `${Buffer.byteLength(p).toString(16)}\r\n${p}\r\n`).join('') + '0\r\n\r\n'

for (const kind of CLIENT_KINDS) {
  t.test(`${kind}: content-length and chunked answers, a 150 KB body, a 4xx, the error count`, async (t) => {
    const big = JSON.stringify({ text: 'é'.repeat(1000) + 'x'.repeat(150_000), n: 1 })
    const srv = await httpServer(t, (req, res) => {
      if (req.url === '/length') {
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(req.body || '{}'),
        })
        res.end(req.body || '{}')
      } else if (req.url === '/chunked') {
        // Several writes without a length: node:http sends them as chunks.
        res.writeHead(200, { 'content-type': 'application/json' })
        res.write('{"parts":[')
        res.write('"a","b",')
        setImmediate(() => res.end('"ü"]}'))
      } else if (req.url === '/big') {
        res.writeHead(200, { 'content-length': Buffer.byteLength(big) })
        res.end(big)
      } else if (req.url === '/odd-fails') {
        res.writeHead(Number(req.body) % 2 ? 500 : 200, { 'content-length': 2 })
        res.end('{}')
      } else {
        res.writeHead(404, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: `no route ${req.url}` }))
      }
    })
    const client = jsonClient(srv.base, 4, { authorization: 'Bearer k' }, kind)
    t.teardown(() => client.close())

    const posted = JSON.stringify({ value: 'naïve ✓' })
    const a = await client.request('POST', '/length', posted)
    t.equal(a.status, 200)
    t.equal(a.body, posted, 'a content-length body, multi-byte characters included')
    t.match(srv.seen[0], {
      method: 'POST',
      url: '/length',
      body: posted,
      headers: {
        authorization: 'Bearer k',
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(posted)),
      },
    })

    const c = await client.request('GET', '/chunked')
    t.same(JSON.parse(c.body), { parts: ['a', 'b', 'ü'] }, 'a chunked body')
    t.equal(srv.seen[1].headers['content-length'], undefined, 'a GET carries no body')

    const b = await client.request('GET', '/big')
    t.equal(b.body.length, big.length)
    t.equal(b.body, big, 'a 150 KB body arrives whole')

    await t.rejects(
      client.request('GET', '/nowhere'),
      /^HTTP 404: \{"error":"no route \/nowhere"\}/,
      'a 4xx rejects with its status and body',
    )

    const s = await load(20, 4, (i) => client.request('POST', '/odd-fails', String(i)))
    t.equal(s.errors, 10, 'load() counts the 5xx answers as errors')
    t.equal(s.count, 20)
  })
}

t.test('lean: keep-alive reuse, at most maxConnections connections, one request in flight on each', async (t) => {
  let inFlight = 0
  let most = 0
  const srv = await httpServer(t, (_req, res) => {
    inFlight++
    most = Math.max(most, inFlight)
    setImmediate(() => {
      inFlight--
      res.writeHead(200, { 'content-length': 2 })
      res.end('ok')
    })
  })
  const one = leanClient(srv.base, 1)
  t.teardown(() => one.close())
  for (let i = 0; i < 5; i++) t.equal((await one.request('GET', `/x${i}`)).body, 'ok')
  t.equal(srv.connections(), 1, 'five requests one after another share one connection')

  const three = leanClient(srv.base, 3)
  t.teardown(() => three.close())
  const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => three.request('GET', `/y${i}`)))
  t.equal(answers.length, 30)
  t.equal(srv.connections(), 1 + 3, 'thirty requests at once over three connections')
  t.ok(most <= 3, `never more requests in flight than connections (saw ${most})`)
  t.same(
    srv.seen
      .map((s) => s.url)
      .slice(5)
      .sort(),
    Array.from({ length: 30 }, (_, i) => `/y${i}`).sort(),
    'every request reached the server once',
  )
})

t.test('lean: answers split across writes, at the head/body boundary and inside chunk framing', async (t) => {
  const body = '{"a":"' + 'z'.repeat(3000) + '"}'
  const head = 'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n'
  const framed = chunked([body.slice(0, 1000), body.slice(1000, 1001), body.slice(1001)])
  const srv = await tcpServer(t, (socket, request) => {
    const path = request.split(' ')[1]
    if (path === '/chunked-split') {
      // Head split mid-line and mid-CRLF; the body starts in the head's last write; the chunk
      // sizes, their CRLFs and the last chunk each cut in two.
      const bytes = head + framed
      const cuts = [
        10,
        head.length - 1,
        head.length + 2,
        head.length + 1005,
        head.length + 1009,
        head.length + 1012,
        bytes.length - 3,
      ]
      const pieces = [0, ...cuts].map((c, i, all) => bytes.slice(c, all[i + 1]))
      void writeApart(socket, pieces)
    } else if (path === '/length-split') {
      void writeApart(socket, [
        `HTTP/1.1 200 OK\r\ncontent-length: ${body.length}\r`,
        `\n\r\n${body.slice(0, 7)}`,
        body.slice(7, 2000),
        body.slice(2000),
      ])
    } else if (path === '/interim') {
      void writeApart(socket, ['HTTP/1.1 100 Continue\r\n\r\n', `HTTP/1.1 201 Created\r\ncontent-length: 2\r\n\r\nok`])
    } else if (path === '/trailers') {
      socket.write(
        `HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n${chunked(['ab', 'cd']).slice(0, -2)}x-sum: 4\r\n\r\n`,
      )
    }
  })
  const client = leanClient(srv.base, 1)
  t.teardown(() => client.close())
  t.equal(
    (await client.request('GET', '/chunked-split')).body,
    body,
    'a chunked answer cut at the head/body boundary and inside its framing',
  )
  t.equal(
    (await client.request('GET', '/length-split')).body,
    body,
    'a content-length answer cut inside the blank line',
  )
  const interim = await client.request('GET', '/interim')
  t.same([interim.status, interim.body], [201, 'ok'], 'an interim 100 answer is skipped')
  t.equal((await client.request('GET', '/trailers')).body, 'abcd', 'trailers after the last chunk end the answer')
  t.equal(srv.connections(), 1, 'all on one kept-alive connection')
})

t.test(
  'lean: a cut-short answer, a closed connection and a malformed answer are errors; the client reconnects',
  async (t) => {
    const srv = await tcpServer(t, (socket, request) => {
      const path = request.split(' ')[1]
      const ok = 'HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok'
      if (path === '/cut-length')
        void writeApart(socket, ['HTTP/1.1 200 OK\r\ncontent-length: 1000\r\n\r\n', 'x'.repeat(100)]).then(() =>
          socket.destroy(),
        )
      else if (path === '/cut-chunked')
        void writeApart(socket, ['HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n', '10\r\n0123']).then(() =>
          socket.end(),
        )
      else if (path === '/cut-head') void writeApart(socket, ['HTTP/1.1 200 OK\r\ncontent-le']).then(() => socket.end())
      else if (path === '/no-answer') socket.end()
      else if (path === '/not-http') socket.write('SMTP ready\r\n\r\n')
      else if (path === '/bad-length') socket.write('HTTP/1.1 200 OK\r\ncontent-length: 12abc\r\n\r\n')
      else if (path === '/bad-chunk') socket.write('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n')
      else if (path === '/too-much') socket.write(ok + 'HTTP/1.1 200 OK\r\n')
      else if (path === '/close-framed') socket.end('HTTP/1.1 200 OK\r\n\r\nuntil the close')
      else if (path === '/connection-close')
        socket.end('HTTP/1.1 200 OK\r\nconnection: close\r\ncontent-length: 2\r\n\r\nok')
      else socket.write(ok)
    })
    const client = leanClient(srv.base, 1)
    t.teardown(() => client.close())
    t.equal((await client.request('GET', '/ok')).body, 'ok')
    let expectedConnections = 1
    const failing: [string, RegExp][] = [
      ['/cut-length', /closed before the answer was complete/],
      ['/cut-chunked', /closed before the answer was complete/],
      ['/cut-head', /closed before the answer was complete/],
      ['/no-answer', /closed before the answer was complete/],
      ['/not-http', /bad status line/],
      ['/bad-length', /bad content-length/],
      ['/bad-chunk', /bad chunk size/],
      ['/too-much', /after the answer/],
    ]
    for (const [path, error] of failing) {
      await t.rejects(client.request('GET', path), error, `${path} is an error`)
      t.equal(
        (await client.request('GET', '/ok')).body,
        'ok',
        `after ${path} the next request gets an answer on a new connection`,
      )
      expectedConnections++
    }
    t.equal(srv.connections(), expectedConnections, 'one new connection after each failure')

    t.equal(
      (await client.request('GET', '/close-framed')).body,
      'until the close',
      'an answer with no length runs to the close',
    )
    t.equal((await client.request('GET', '/connection-close')).body, 'ok')
    t.equal((await client.request('GET', '/ok')).body, 'ok')
    t.equal(srv.connections(), expectedConnections + 2, 'a connection the server closes after its answer is not reused')

    const s = await load(6, 1, (i) => client.request('GET', i % 3 === 0 ? '/not-http' : '/ok'))
    t.equal(s.errors, 2, 'load() counts malformed answers as errors and carries on')
  },
)

t.test('the answer reader frames every answer the same whatever the reads it arrives in', async (t) => {
  const answers: [string, number, string][] = [
    ['HTTP/1.1 200 OK\r\ncontent-length: 11\r\n\r\nhello world', 200, 'hello world'],
    [`HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n${chunked(['hel', 'lo', ' world'])}`, 200, 'hello world'],
    [`HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n5;ext=1\r\nhello\r\n0\r\nx-t: 1\r\n\r\n`, 200, 'hello'],
    ['HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 404 Not Found\r\nContent-Length: 2\r\n\r\n{}', 404, '{}'],
    ['HTTP/1.1 204 No Content\r\n\r\n', 204, ''],
  ]
  for (const [bytes, status, body] of answers) {
    const whole = Buffer.from(bytes)
    for (let cut = 0; cut <= whole.length; cut++) {
      const reader = new ResponseReader()
      reader.start('GET')
      const first = reader.push(whole.subarray(0, cut))
      const left = first >= 0 ? first + (whole.length - cut) : reader.push(whole.subarray(cut))
      if (left !== 0 || reader.status !== status || Buffer.concat(reader.chunks).toString() !== body) {
        t.fail(`${JSON.stringify(bytes.slice(0, 30))} cut at ${cut}: left ${left}, status ${reader.status}`)
        return
      }
    }
    const byteByByte = new ResponseReader()
    byteByByte.start('GET')
    let left = -1
    for (let i = 0; i < whole.length; i++) left = byteByByte.push(whole.subarray(i, i + 1))
    t.same(
      [left, byteByByte.status, Buffer.concat(byteByByte.chunks).toString()],
      [0, status, body],
      `${JSON.stringify(bytes.slice(0, 30))}: cut anywhere, or one byte at a time`,
    )
  }
  const head = new ResponseReader()
  head.start('HEAD')
  t.equal(
    head.push(Buffer.from('HTTP/1.1 200 OK\r\ncontent-length: 99\r\n\r\n')),
    0,
    'the answer to a HEAD has no body whatever its length says',
  )
})
