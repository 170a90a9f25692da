// HTTP conventions through real HTTP: compressed answers (gzip, br) decompress to the same JSON
// and small ones are left alone; HEAD answers every GET with its headers and no body; the cors
// plugin answers preflights and labels answers for allowed origins (with auth on, preflights
// are not refused); GET / points to everything; /docs is served from swagger-ui-dist's files.
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import t from 'tap'
import { negotiate } from '../src/gateway/compression.js'
import { DOCS_PACKAGE_DIR } from '../src/gateway/docs-page.js'
import { startEventsGateway, startGateway, testConfig } from './helpers/servers.js'

interface Raw {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** A request whose answer is kept as bytes (no decoding), for compression and HEAD checks. */
function raw(url: string, method: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(url + path, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

t.test('Accept-Encoding negotiation', async (t) => {
  const rows: [string | undefined, string | null][] = [
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['deflate', null],
    ['GZIP', 'gzip'],
    ['gzip;q=0', null],
  ]
  for (const [header, coding] of rows) t.equal(negotiate(header), coding, `${JSON.stringify(header)} → ${coding}`)
})

t.test(
  'answers above the threshold are compressed as asked and decompress to the same JSON; small ones are not',
  async (t) => {
    const g = await startEventsGateway(t)
    await g.req('POST', '/v1/events/big')
    const text = 'The patient denies chest pain. '.repeat(400)
    t.equal((await g.req('POST', '/v1/events/big/documents/plaintext', { text })).status, 200)
    const plain = await raw(g.url, 'GET', '/v1/events/big/documents/plaintext')
    t.equal(plain.headers['content-encoding'], undefined, 'not asked: not compressed')
    t.equal(plain.headers.vary, 'Accept-Encoding', 'but the answer says it depends on Accept-Encoding')
    t.same(JSON.parse(plain.body.toString()), { text })

    const gz = await raw(g.url, 'GET', '/v1/events/big/documents/plaintext', { 'accept-encoding': 'gzip' })
    t.equal(gz.headers['content-encoding'], 'gzip')
    t.equal(Number(gz.headers['content-length']), gz.body.length, 'content-length is the compressed size')
    t.ok(gz.body.length < plain.body.length / 5, `smaller (${gz.body.length} of ${plain.body.length} bytes)`)
    t.same(JSON.parse(gunzipSync(gz.body).toString()), { text }, 'gzip decompresses to the same JSON')

    const br = await raw(g.url, 'GET', '/v1/events/big/documents/plaintext', { 'accept-encoding': 'gzip, deflate, br' })
    t.equal(br.headers['content-encoding'], 'br', 'brotli preferred when both are accepted')
    t.same(JSON.parse(brotliDecompressSync(br.body).toString()), { text }, 'brotli decompresses to the same JSON')
    t.equal(br.headers['content-type'], 'application/json')

    const small = await raw(g.url, 'GET', '/v1/events/big/documents', { 'accept-encoding': 'gzip, br' })
    t.equal(small.headers['content-encoding'], undefined, 'below the threshold: as it is')
    t.equal(small.headers.vary, undefined, 'and unchanged')
    t.same(JSON.parse(small.body.toString()), { document_names: ['plaintext'] })

    const err = await raw(g.url, 'GET', '/v1/events/missing/documents/plaintext', { 'accept-encoding': 'gzip' })
    t.equal(err.status, 404)
    t.match(JSON.parse(err.body.toString()), { code: 5 }, 'a small error body is sent as it is')
  },
)

t.test('the threshold is configurable and compression can be turned off', async (t) => {
  const off = await startEventsGateway(t, { gateway: { compression_threshold: null } })
  await off.req('POST', '/v1/events/e')
  await off.req('POST', '/v1/events/e/documents/d', { text: 'x'.repeat(5000) })
  t.equal(
    (await raw(off.url, 'GET', '/v1/events/e/documents/d', { 'accept-encoding': 'gzip' })).headers['content-encoding'],
    undefined,
  )
  const low = await startEventsGateway(t, { gateway: { compression_threshold: 0 } })
  const tiny = await raw(low.url, 'GET', '/healthz', { 'accept-encoding': 'gzip' })
  t.equal(tiny.headers['content-encoding'], 'gzip')
  t.same(JSON.parse(gunzipSync(tiny.body).toString()), { status: 'ok' })
})

t.test('compression_level trades CPU for bytes: small answers fewer bytes than fast, both the same JSON', async (t) => {
  // Lines that vary, as a note's do: repeated text would compress alike at every level.
  const text = Array.from(
    { length: 600 },
    (_, i) => `Day ${i % 31}: glucose ${(i * 37) % 400} mg/dL, potassium ${((i * 13) % 30) / 10 + 3} mmol/L.`,
  ).join(' ')
  const sizes: Record<string, Record<string, number>> = {}
  for (const level of ['fast', 'small'] as const) {
    const g = await startEventsGateway(t, { gateway: { compression_level: level } })
    await g.req('POST', '/v1/events/e')
    await g.req('POST', '/v1/events/e/documents/d', { text })
    sizes[level] = {}
    for (const coding of ['gzip', 'br']) {
      const answer = await raw(g.url, 'GET', '/v1/events/e/documents/d', { 'accept-encoding': coding })
      t.equal(answer.headers['content-encoding'], coding, `${level}: ${coding}`)
      const decoded = coding === 'gzip' ? gunzipSync(answer.body) : brotliDecompressSync(answer.body)
      t.same(JSON.parse(decoded.toString()), { text }, `${level}: ${coding} decompresses to the same JSON`)
      sizes[level][coding] = answer.body.length
    }
  }
  for (const coding of ['gzip', 'br'])
    t.ok(
      sizes.small[coding] < sizes.fast[coding],
      `${coding}: small ${sizes.small[coding]} < fast ${sizes.fast[coding]} bytes`,
    )
})

t.test("HEAD answers every GET route: the GET's status and headers, no body", async (t) => {
  const g = await startEventsGateway(t, { plugins: [{ name: 'metrics', options: { defaultMetrics: false } }] })
  await g.req('POST', '/v1/events/h')
  await g.req('POST', '/v1/events/h/documents/d', { text: 'Some text.' })
  const paths = [
    '/healthz',
    '/readyz',
    '/v1/routes',
    '/v1/openapi.json',
    '/v1/processors',
    '/v1/pipelines',
    '/v1/events/h/metadata',
    '/v1/events/h/documents/d',
    '/v1/events/nope/documents',
    '/',
    '/docs',
    '/metrics',
  ]
  for (const path of paths) {
    const get = await raw(g.url, 'GET', path)
    const head = await raw(g.url, 'HEAD', path)
    t.equal(head.status, get.status, `HEAD ${path}: ${head.status}`)
    t.equal(head.body.length, 0, `HEAD ${path}: no body`)
    t.equal(head.headers['content-type'], get.headers['content-type'], `HEAD ${path}: content-type`)
    if (path !== '/v1/routes' && path !== '/metrics')
      t.equal(head.headers['content-length'], get.headers['content-length'], `HEAD ${path}: content-length`)
  }
  const post = await raw(g.url, 'HEAD', '/v1/pipeline/p/process')
  t.equal(post.status, 405, 'HEAD where only POST is routed: 405')
  t.equal(post.headers.allow, 'POST')
})

t.test('GET / points to the API document, its reference page and health', async (t) => {
  const g = await startEventsGateway(t)
  const r = await g.req('GET', '/')
  t.equal(r.status, 200)
  t.match(r.json, {
    name: 'svc-gateway',
    version: /^\d+\.\d+\.\d+/,
    links: {
      openapi: '/v1/openapi.json',
      docs: '/docs',
      health: '/healthz',
      readiness: '/readyz',
      routes: '/v1/routes',
    },
  })
  for (const link of Object.values(r.json.links as Record<string, string>))
    t.equal((await g.req('GET', link)).status, 200, `${link} answers`)
})

t.test("/docs: the reference page, from the package's own files, nothing from elsewhere", async (t) => {
  const g = await startGateway(t, testConfig())
  const page = await raw(g.url, 'GET', '/docs')
  t.equal(page.status, 200)
  t.equal(page.headers['content-type'], 'text/html; charset=utf-8')
  t.match(page.headers['content-security-policy'], /default-src 'self'/, 'the browser may load nothing from elsewhere')
  const html = page.body.toString()
  t.notMatch(html, /https?:\/\//, 'no absolute URL: no CDN')
  const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1])
  t.same(refs.sort(), [
    '/docs/favicon-32x32.png',
    '/docs/start.js',
    '/docs/swagger-ui-bundle.js',
    '/docs/swagger-ui.css',
  ])
  for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png']) {
    const r = await raw(g.url, 'GET', `/docs/${file}`)
    t.equal(r.status, 200, file)
    t.ok(r.body.equals(readFileSync(join(DOCS_PACKAGE_DIR, file))), `${file}: the bytes of swagger-ui-dist's file`)
    const again = await raw(g.url, 'GET', `/docs/${file}`, { 'if-none-match': r.headers.etag! })
    t.equal(again.status, 304, `${file}: revalidated by its ETag`)
  }
  const start = (await raw(g.url, 'GET', '/docs/start.js')).body.toString()
  t.match(start, /url: '\/v1\/openapi\.json'/, "it shows this gateway's document")
  t.match(start, /validatorUrl: null/, 'and asks no online validator')
  for (const other of ['package.json', 'index.html', 'swagger-initializer.js']) {
    t.equal((await raw(g.url, 'GET', `/docs/${other}`)).status, 404, `only the page's files are served, not ${other}`)
  }
})

const ORIGIN = 'https://app.example.org'

t.test(
  "cors: a preflight is answered, an allowed origin's answers carry the headers; with auth, preflights pass",
  async (t) => {
    const g = await startEventsGateway(t, {
      plugins: [
        { name: 'auth', options: { keys: ['k'] } },
        { name: 'cors', options: { origins: [ORIGIN], maxAge: 300 } },
      ],
    })
    const preflight = await raw(g.url, 'OPTIONS', '/v1/events/e1/documents/plaintext', {
      origin: ORIGIN,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, authorization',
    })
    t.equal(preflight.status, 204, 'preflight answered without a key')
    t.equal(preflight.headers['access-control-allow-origin'], ORIGIN)
    t.equal(preflight.headers['access-control-allow-methods'], 'GET, HEAD, POST, DELETE')
    t.equal(preflight.headers['access-control-allow-headers'], 'content-type, authorization, x-api-key, x-request-id')
    t.equal(preflight.headers['access-control-max-age'], '300')
    t.equal(preflight.headers.vary, 'Origin')

    const refusedOrigin = await raw(g.url, 'OPTIONS', '/v1/pipelines', {
      origin: 'https://evil.example',
      'access-control-request-method': 'GET',
    })
    t.equal(refusedOrigin.status, 403)
    t.match(JSON.parse(refusedOrigin.body.toString()), {
      code: 7,
      message: 'CORS: origin "https://evil.example" is not allowed',
    })
    t.notOk(refusedOrigin.headers['access-control-allow-origin'])
    const refusedMethod = await raw(g.url, 'OPTIONS', '/v1/pipelines', {
      origin: ORIGIN,
      'access-control-request-method': 'PUT',
    })
    t.equal(refusedMethod.status, 403)
    const refusedHeader = await raw(g.url, 'OPTIONS', '/v1/pipelines', {
      origin: ORIGIN,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'x-secret',
    })
    t.match(JSON.parse(refusedHeader.body.toString()).message, /headers x-secret are not allowed/)

    const denied = await raw(g.url, 'GET', '/v1/pipelines', { origin: ORIGIN })
    t.equal(denied.status, 401, 'the actual request still needs its key')
    t.equal(denied.headers['access-control-allow-origin'], ORIGIN, 'and its 401 is readable by the page')
    t.match(denied.headers['access-control-expose-headers'], /www-authenticate/)
    const allowed = await raw(g.url, 'GET', '/v1/pipelines', { origin: ORIGIN, authorization: 'Bearer k' })
    t.equal(allowed.status, 200)
    t.equal(allowed.headers['access-control-allow-origin'], ORIGIN)
    t.match(allowed.headers['access-control-expose-headers'], /x-request-id/)
    const other = await raw(g.url, 'GET', '/v1/pipelines', {
      origin: 'https://evil.example',
      authorization: 'Bearer k',
    })
    t.equal(other.status, 200, "CORS is the browser's check: the request itself is answered")
    t.notOk(
      other.headers['access-control-allow-origin'],
      'without the header, a browser keeps the answer from the page',
    )
    t.equal(other.headers.vary, 'Origin')

    const plainOptions = await raw(g.url, 'OPTIONS', '/v1/pipelines')
    t.equal(plainOptions.status, 204, 'an OPTIONS that is no preflight says what is allowed')
    t.equal(plainOptions.headers.allow, 'GET, HEAD, POST, DELETE')
  },
)

t.test('cors: without the plugin an OPTIONS is 405; bad options disable it', async (t) => {
  const g = await startGateway(
    t,
    testConfig({
      plugins: [
        { name: 'cors', options: {} },
        { name: 'cors', options: { origins: ['*'], credentials: true } },
        { name: 'cors', options: { origins: ['app.example.org'] } },
      ],
    }),
  )
  t.same(
    g.gw.disabledPlugins.map((d) => d.reason),
    [
      'cors: option origins: expected the origins allowed, e.g. [https://app.example.org], or ["*"] for any',
      'cors: option credentials: expected false when origins is "*" (name the origins to allow credentials)',
      'cors: option origins: expected a non-empty list of origins such as https://app.example.org, or "*" (got "app.example.org")',
    ],
  )
  const r = await raw(g.url, 'OPTIONS', '/v1/pipelines', { origin: ORIGIN, 'access-control-request-method': 'GET' })
  t.equal(r.status, 405)
  const any = await startGateway(t, testConfig({ plugins: [{ name: 'cors', options: { origins: '*' } }] }))
  const star = await raw(any.url, 'GET', '/healthz', { origin: ORIGIN })
  t.equal(star.headers['access-control-allow-origin'], '*')
  t.equal(star.headers.vary, undefined, '* does not depend on the origin')
})
