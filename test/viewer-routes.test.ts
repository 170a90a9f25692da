// The viewer's files as the gateway serves them (issue 13): the page at /ui/, its scripts and
// stylesheet beside it, with their content types, a content security policy on the page,
// revalidating caching with ETags, and the one error body for a name that is not a file of it.
import { readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import t from 'tap'
import { startGateway, testConfig } from './helpers/servers.js'

const VIEWER = new URL('../dist/viewer/', import.meta.url)

t.test('page, files, types and caching', async (t) => {
  const { req, logs } = await startGateway(t, testConfig())
  let r = await req('GET', '/ui')
  t.equal(r.status, 308, '/ui goes to /ui/ so relative URLs resolve under it')
  t.equal(r.headers.location, 'ui/')

  r = await req('GET', '/ui/')
  t.equal(r.status, 200)
  t.equal(r.headers['content-type'], 'text/html; charset=utf-8')
  t.equal(r.headers['cache-control'], 'no-cache')
  t.equal(r.headers['x-content-type-options'], 'nosniff')
  t.match(r.headers['content-security-policy'], /default-src 'self'/)
  t.match(r.headers['content-security-policy'], /frame-ancestors 'none'/)
  t.match(r.text, /<script type="module" src="main.js"><\/script>/)
  t.notMatch(r.text, /https?:\/\//, 'no file from elsewhere: the page works offline')
  const etag = r.headers.etag as string
  t.match(etag, /^"[\w-]+"$/)

  r = await req('GET', '/ui/', undefined, { 'if-none-match': etag })
  t.equal(r.status, 304)
  t.equal(r.text, '')

  for (const [file, type] of [
    ['main.js', 'text/javascript; charset=utf-8'],
    ['viewer.css', 'text/css; charset=utf-8'],
    ['offsets.js', 'text/javascript; charset=utf-8'],
  ]) {
    r = await req('GET', `/ui/${file}`)
    t.equal(r.status, 200, file)
    t.equal(r.headers['content-type'], type, file)
    t.equal(r.text, readFileSync(new URL(file!, VIEWER), 'utf8'), `${file} as built`)
    t.notOk(r.headers['content-security-policy'], 'the policy goes with the page')
  }
  const js = readdirSync(VIEWER).filter((f) => f.endsWith('.js'))
  for (const f of js) {
    for (const m of readFileSync(new URL(f, VIEWER), 'utf8').matchAll(/from '([^']+)'/g))
      t.ok(js.includes(m[1]!.replace('./', '')), `${f} imports ${m[1]}, which is served`)
  }

  for (const path of ['/ui/nope.js', '/ui/%2e%2e%2fpackage.json', '/ui/..%2F..%2Fpackage.json']) {
    r = await req('GET', path)
    t.equal(r.status, 404, path)
    t.equal(r.headers['content-type'], 'application/json')
    t.match(r.json.message, /no file ".*" in the viewer/)
  }
  r = await req('POST', '/ui/main.js', {})
  t.equal(r.status, 405)
  t.same(
    logs.filter((l) => /error/.test(JSON.parse(l).level)),
    [],
    'nothing logged as an error',
  )
})

t.test('the viewer stays under 100 KB compressed', async (t) => {
  let raw = 0
  let gz = 0
  for (const f of readdirSync(VIEWER)) {
    const body = readFileSync(new URL(f, VIEWER))
    raw += body.length
    gz += gzipSync(body, { level: 9 }).length
  }
  t.ok(gz < 100 * 1024, `${(raw / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzipped`)
})
