// GET /v1/openapi.json documents exactly the routes the router serves (HEAD, which every GET
// answers, is said once for all; the reference page's own files are left out).
import t from 'tap'
import { buildOpenApi, openApiPath } from '../src/gateway/openapi.js'
import { GATEWAY_ERRORS } from '../src/gateway/errors.js'
import { ROUTES } from '../src/gateway/routes/route-list.js'
import { API_INPUT_SCHEMAS, withComponents } from '../src/schema/api-schemas.js'
import { validatorOf } from '../src/schema/validator.js'
import { startGateway, testConfig } from './helpers/servers.js'

t.test('router and document list the same routes', async (t) => {
  const { gw, req } = await startGateway(t, testConfig())
  const r = await req('GET', '/v1/openapi.json')
  t.equal(r.status, 200)
  const doc = r.json
  t.equal(doc.openapi, '3.0.3')
  const documented = new Set<string>()
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
    for (const m of Object.keys(ops)) documented.add(`${m.toUpperCase()} ${path}`)
  }
  const all = gw.routerRoutes().map((r) => `${r.method} ${openApiPath(r.path)}`)
  const routed = new Set(all.filter((r) => !r.startsWith('HEAD ') && r !== 'GET /docs/{file}'))
  t.same([...routed].sort(), [...documented].sort())
  t.same(
    all
      .filter((r) => r.startsWith('HEAD '))
      .map((r) => r.slice(5))
      .sort(),
    all
      .filter((r) => r.startsWith('GET '))
      .map((r) => r.slice(4))
      .sort(),
    'every GET route answers HEAD',
  )
  t.match(doc.info.description, /Every GET also answers HEAD/)
  t.ok(routed.size >= 20, `${routed.size} routes`)
  t.ok(documented.has('POST /v1/pipeline/{pipeline_id}/process'))
  t.ok(documented.has('POST /v1/events/{event_id}/documents/{document_name}/labels/{index_name}'))
})

t.test('every operation has schemas and its error answers with the error body', async (t) => {
  const { req } = await startGateway(t, testConfig())
  const doc = (await req('GET', '/v1/openapi.json')).json
  t.same(doc.components.schemas.Error.required, ['code', 'message', 'details'])
  for (const response of Object.values(doc.components.responses as Record<string, any>)) {
    t.equal(response.content['application/json'].schema.$ref, '#/components/schemas/Error')
  }
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
    for (const [m, op] of Object.entries(ops)) {
      t.ok(op.operationId, `${m} ${path} has an operationId`)
      const media = Object.keys(op.responses['200'].content)
      t.same(
        media,
        path.startsWith('/ui') || path === '/docs' ? media : ['application/json'],
        `${m} ${path}: JSON unless a page or its files`,
      )
      t.ok(op.responses['200'].content[media[0]!].schema, `${m} ${path} has a response schema`)
      const errors = Object.keys(op.responses).filter((s) => s !== '200')
      t.ok(
        errors.some((s) => s.startsWith('4')) && errors.some((s) => s.startsWith('5')),
        `${m} ${path} documents 4xx and 5xx answers (${errors.join(', ')})`,
      )
      for (const s of errors) t.match(op.responses[s].$ref, /^#\/components\/responses\/\w+$/)
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((x) => x[1])
      t.same(
        op.parameters.filter((p: { in: string }) => p.in === 'path').map((p: { name: string }) => p.name),
        params,
        `${m} ${path} declares its path parameters`,
      )
    }
  }
  const labels = doc.paths['/v1/events/{event_id}/documents/{document_name}/labels/{index_name}']
  const add = labels.post.requestBody.content['application/json'].schema
  t.same(
    add.oneOf.map((f: { required: string[] }) => f.required),
    [['json_labels'], ['generic_labels']],
    'POST takes either label form, not both',
  )
  t.equal(add.additionalProperties, false, 'and no member it does not name')
  const schemas = doc.components.schemas
  t.same(add.properties.json_labels, { $ref: '#/components/schemas/JsonLabels' })
  t.same(schemas.JsonLabels.properties.labels.items, { $ref: '#/components/schemas/Label' })
  t.ok(schemas.Label.properties.reference_ids, 'the flat form documents its reference_ids member')
  t.same(add.properties.generic_labels, { $ref: '#/components/schemas/GenericLabels' })
  t.same(Object.keys(schemas.GenericLabel.properties), [
    'identifier',
    'start_index',
    'end_index',
    'fields',
    'reference_ids',
  ])
  t.match(
    labels.get.parameters.find((p: { in: string }) => p.in === 'query'),
    { name: 'form', schema: { enum: ['json_labels', 'generic_labels'] } },
    'GET documents ?form=',
  )
  t.same(
    labels.get.responses['200'].content['application/json'].schema.oneOf.map((f: { required: string[] }) => f.required),
    [['json_labels'], ['generic_labels']],
  )
})

t.test(
  'the pipeline answer, documents, label indices and labels are typed; the lease is a query parameter',
  async (t) => {
    const { req } = await startGateway(t, testConfig())
    const doc = (await req('GET', '/v1/openapi.json')).json
    const s = doc.components.schemas
    const pipeline = doc.paths['/v1/pipeline/{pipeline_id}/process'].post
    t.same(pipeline.responses['200'].content['application/json'].schema, {
      $ref: '#/components/schemas/PipelineAnswer',
    })
    t.same(pipeline.requestBody.content['application/json'].schema, { $ref: '#/components/schemas/PipelineRequest' })
    t.same(s.PipelineAnswer.properties.event, { $ref: '#/components/schemas/Event' })
    t.same(s.Event.properties.documents.additionalProperties, { $ref: '#/components/schemas/Document' })
    t.same(s.Document.properties.label_indices.additionalProperties, { $ref: '#/components/schemas/LabelIndex' })
    t.same(s.LabelIndex.properties.labels.items, { $ref: '#/components/schemas/Label' })
    t.same(s.Label.required, ['start_index', 'end_index'])
    t.equal(s.Label.properties.start_index.type, 'integer')
    const close = doc.paths['/v1/events/{event_id}'].delete
    t.match(
      close.parameters.find((p: { in: string }) => p.in === 'query'),
      { name: 'lease_id', schema: { type: 'integer', minimum: 0 } },
    )
    t.same(doc.servers, [{ url: '/', description: 'this gateway' }])
    t.ok(doc.paths['/v1/events/{event_id}'].post.responses['409'], 'OpenEvent documents its 409')
    t.ok(
      doc.paths['/v1/events/{event_id}/documents/{document_name}'].post.responses['413'],
      'a route with a body documents its 413',
    )
  },
)

t.test('every gateway error kind is documented', async (t) => {
  const { req } = await startGateway(t, testConfig())
  const text = (await req('GET', '/v1/openapi.json')).text
  for (const k of Object.keys(GATEWAY_ERRORS)) t.match(text, k)
})

t.test(
  "one schema source: the document's request schemas are the very objects bodies are validated with",
  async (t) => {
    const doc = buildOpenApi(ROUTES, { version: 'test' }) as {
      paths: Record<string, Record<string, any>>
      components: { schemas: Record<string, unknown> }
    }
    const withBody = ROUTES.filter((r) => r.body !== 'none' && r.documented !== false)
    t.ok(withBody.length >= 8, `${withBody.length} routes read a body`)
    for (const r of withBody) {
      const name = `${r.method} ${r.path}`
      t.ok(r.requestSchema, `${name} has a schema`)
      const published =
        doc.paths[openApiPath(r.path)][r.method.toLowerCase()].requestBody.content['application/json'].schema
      t.equal(published, r.requestSchema, `${name}: the document holds the route's schema object`)
      const compiled = validatorOf(withComponents(r.requestSchema!)).schema as {
        allOf: unknown[]
        components: { schemas: unknown }
      }
      t.equal(compiled.allOf[0], r.requestSchema, `${name}: the validator was compiled from that object`)
      t.equal(compiled.components.schemas, API_INPUT_SCHEMAS, `${name}: its named schemas resolve to API_INPUT_SCHEMAS`)
    }
    for (const [name, schema] of Object.entries(API_INPUT_SCHEMAS))
      t.equal(doc.components.schemas[name], schema, `components.schemas.${name} is the schema validated with`)
  },
)

t.test('the body a schema refuses is the body the gateway refuses, and the other way round', async (t) => {
  const { req } = await startGateway(t, testConfig())
  const open = await req('POST', '/v1/events/e1', { lease_duration: null, only_create_new: null })
  t.not(open.status, 400, 'null where the document allows it is not refused')
  for (const [body, message] of [
    [{ only_create_new: 'yes' }, 'only_create_new must be true or false (got string)'],
    [
      { lease_duration: '1e9s' },
      'lease_duration must be a duration such as "30s" or a number of seconds, from 0 to 99999999999 (got string)',
    ],
    [{ lease_id: 2 ** 31 }, 'lease_id is not a known member of the body (expected only_create_new, lease_duration)'],
  ] as const) {
    const r = await req('POST', '/v1/events/e2', body)
    t.equal(r.status, 400, JSON.stringify(body))
    t.equal(r.json.message, message)
  }
  const close = await req('DELETE', '/v1/events/e2', { lease_id: 2 ** 31 })
  t.equal(close.status, 400, 'a lease id beyond int32 is refused')
  t.equal(close.json.message, 'lease_id must be an integer from 0 to 2147483647 (got number)')
  const labels = await req('POST', '/v1/events/e1/documents/d/labels/i', {
    json_labels: { labels: [] },
    no_key_validation: 'true',
  })
  t.equal(labels.status, 400)
  t.equal(labels.json.message, 'no_key_validation must be true or false (got string)')
})

t.test(
  'every description renders as written: no <…> outside a code span, where Markdown would read a tag',
  async (t) => {
    const doc = buildOpenApi(ROUTES, {
      version: 'test',
      security: [
        {
          schemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', description: 'an API key: `authorization: Bearer <key>`' },
          },
          open: [],
        },
      ],
    })
    const texts: [string, string][] = []
    const visit = (node: unknown, at: string): void => {
      if (Array.isArray(node)) {
        node.forEach((n, i) => {
          visit(n, `${at}/${i}`)
        })
        return
      }
      if (typeof node !== 'object' || node === null) return
      for (const [k, v] of Object.entries(node)) {
        if ((k === 'description' || k === 'summary') && typeof v === 'string') texts.push([`${at}/${k}`, v])
        else visit(v, `${at}/${k}`)
      }
    }
    visit(doc, '')
    t.ok(texts.length > 50, `${texts.length} descriptions`)
    const tagged = texts.filter(([, text]) => /[<>]/.test(text.replace(/`[^`]*`/g, '')))
    t.same(tagged, [])
    t.match((doc.info as { description: string }).description, '`{"code": <gRPC code>, "message": "…", "details": []}`')
  },
)

t.test("Allow lists the methods the document gives a path; a fixed path is not also a parameter route's", async (t) => {
  const { req } = await startGateway(t, testConfig())
  const put = await req('PUT', '/v1/events/instance_id')
  t.equal(put.status, 405)
  t.equal(put.headers.allow, 'GET, HEAD', 'only GET is documented for /v1/events/instance_id')
  const post = await req('POST', '/v1/events/instance_id')
  t.equal(post.status, 405, 'an event cannot be named like the fixed path (open it over gRPC)')
  t.equal(post.headers.allow, 'GET, HEAD')
  const other = await req('PUT', '/v1/events/e1')
  t.equal(other.headers.allow, 'POST, DELETE')
  const file = await req('GET', '/ui/no-such-file.js')
  t.equal(file.status, 404, 'a missing viewer file is 404')
  const doc = (await req('GET', '/v1/openapi.json')).json
  t.ok(doc.paths['/ui/{file}'].get.responses['404'], 'and the document says so')
})
