// GET /v1/openapi.json documents exactly the routes the router serves (HEAD, which every GET
// answers, is said once for all; the reference page's own files are left out).
import t from 'tap'
import { openApiPath } from '../src/gateway/openapi.js'
import { GATEWAY_ERRORS } from '../src/gateway/errors.js'
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
  t.same(all.filter((r) => r.startsWith('HEAD ')).map((r) => r.slice(5)).sort(), all.filter((r) => r.startsWith('GET ')).map((r) => r.slice(4)).sort(), 'every GET route answers HEAD')
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
      t.same(media, path.startsWith('/ui') || path === '/docs' ? media : ['application/json'], `${m} ${path}: JSON unless a page or its files`)
      t.ok(op.responses['200'].content[media[0]!].schema, `${m} ${path} has a response schema`)
      const errors = Object.keys(op.responses).filter((s) => s !== '200')
      t.ok(errors.some((s) => s.startsWith('4')) && errors.some((s) => s.startsWith('5')), `${m} ${path} documents 4xx and 5xx answers (${errors.join(', ')})`)
      for (const s of errors) t.match(op.responses[s].$ref, /^#\/components\/responses\/\w+$/)
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((x) => x[1])
      t.same(op.parameters.filter((p: { in: string }) => p.in === 'path').map((p: { name: string }) => p.name), params, `${m} ${path} declares its path parameters`)
    }
  }
  const labels = doc.paths['/v1/events/{event_id}/documents/{document_name}/labels/{index_name}']
  const forms = labels.post.requestBody.content['application/json'].schema.oneOf
  t.same(forms.map((f: { required: string[] }) => f.required), [['json_labels'], ['generic_labels']], 'POST takes either label form')
  const schemas = doc.components.schemas
  t.same(forms[0].properties.json_labels, { $ref: '#/components/schemas/JsonLabels' })
  t.same(schemas.JsonLabels.properties.labels.items, { $ref: '#/components/schemas/Label' })
  t.ok(schemas.Label.properties.reference_ids, 'the flat form documents its reference_ids member')
  t.same(forms[1].properties.generic_labels, { $ref: '#/components/schemas/GenericLabels' })
  t.same(Object.keys(schemas.GenericLabel.properties), ['identifier', 'start_index', 'end_index', 'fields', 'reference_ids'])
  t.match(labels.get.parameters.find((p: { in: string }) => p.in === 'query'), { name: 'form', schema: { enum: ['json_labels', 'generic_labels'] } }, 'GET documents ?form=')
  t.same(labels.get.responses['200'].content['application/json'].schema.oneOf.map((f: { required: string[] }) => f.required), [['json_labels'], ['generic_labels']])
})

t.test('the pipeline answer, documents, label indices and labels are typed; the lease is a query parameter', async (t) => {
  const { req } = await startGateway(t, testConfig())
  const doc = (await req('GET', '/v1/openapi.json')).json
  const s = doc.components.schemas
  const pipeline = doc.paths['/v1/pipeline/{pipeline_id}/process'].post
  t.same(pipeline.responses['200'].content['application/json'].schema, { $ref: '#/components/schemas/PipelineAnswer' })
  t.same(pipeline.requestBody.content['application/json'].schema, { $ref: '#/components/schemas/PipelineRequest' })
  t.same(s.PipelineAnswer.properties.event, { $ref: '#/components/schemas/Event' })
  t.same(s.Event.properties.documents.additionalProperties, { $ref: '#/components/schemas/Document' })
  t.same(s.Document.properties.label_indices.additionalProperties, { $ref: '#/components/schemas/LabelIndex' })
  t.same(s.LabelIndex.properties.labels.items, { $ref: '#/components/schemas/Label' })
  t.same(s.Label.required, ['start_index', 'end_index'])
  t.equal(s.Label.properties.start_index.type, 'integer')
  const close = doc.paths['/v1/events/{event_id}'].delete
  t.match(close.parameters.find((p: { in: string }) => p.in === 'query'), { name: 'lease_id', schema: { type: 'integer', minimum: 0 } })
  t.same(doc.servers, [{ url: '/', description: 'this gateway' }])
  t.ok(doc.paths['/v1/events/{event_id}'].post.responses['409'], 'OpenEvent documents its 409')
  t.ok(doc.paths['/v1/events/{event_id}/documents/{document_name}'].post.responses['413'], 'a route with a body documents its 413')
})

t.test('every gateway error kind is documented', async (t) => {
  const { req } = await startGateway(t, testConfig())
  const text = (await req('GET', '/v1/openapi.json')).text
  for (const k of Object.keys(GATEWAY_ERRORS)) t.match(text, k)
})
