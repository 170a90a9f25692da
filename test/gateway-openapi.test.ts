// GET /v1/openapi.json documents exactly the routes the router serves.
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
  const routed = new Set(gw.routerRoutes().map((r) => `${r.method} ${openApiPath(r.path)}`))
  t.same([...routed].sort(), [...documented].sort())
  t.ok(routed.size >= 20, `${routed.size} routes`)
  t.ok(documented.has('POST /v1/pipeline/{pipeline_id}/process'))
  t.ok(documented.has('POST /v1/events/{event_id}/documents/{document_name}/labels/{index_name}'))
})

t.test('every operation has schemas and the error body', async (t) => {
  const { req } = await startGateway(t, testConfig())
  const doc = (await req('GET', '/v1/openapi.json')).json
  t.same(doc.components.schemas.Error.required, ['code', 'message', 'details'])
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
    for (const [m, op] of Object.entries(ops)) {
      t.ok(op.operationId, `${m} ${path} has an operationId`)
      const media = path.startsWith('/ui') ? Object.keys(op.responses['200'].content) : ['application/json']
      t.ok(op.responses['200'].content[media[0]!].schema, `${m} ${path} has a response schema`)
      t.equal(op.responses.default.content['application/json'].schema.$ref, '#/components/schemas/Error')
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((x) => x[1])
      t.same(op.parameters.filter((p: { in: string }) => p.in === 'path').map((p: { name: string }) => p.name), params, `${m} ${path} declares its path parameters`)
    }
  }
  const labels = doc.paths['/v1/events/{event_id}/documents/{document_name}/labels/{index_name}']
  const forms = labels.post.requestBody.content['application/json'].schema.oneOf
  t.same(forms.map((f: { required: string[] }) => f.required), [['json_labels'], ['generic_labels']], 'POST takes either label form')
  t.ok(forms[0].properties.json_labels.properties.labels.items.properties.reference_ids, 'the flat form documents its reference_ids member')
  t.same(Object.keys(forms[1].properties.generic_labels.properties.labels.items.properties), ['identifier', 'start_index', 'end_index', 'fields', 'reference_ids'])
  t.match(labels.get.parameters.find((p: { in: string }) => p.in === 'query'), { name: 'form', schema: { enum: ['json_labels', 'generic_labels'] } }, 'GET documents ?form=')
  t.same(labels.get.responses['200'].content['application/json'].schema.oneOf.map((f: { required: string[] }) => f.required), [['json_labels'], ['generic_labels']])
})

t.test('every gateway error kind is documented', async (t) => {
  const { req } = await startGateway(t, testConfig())
  const text = (await req('GET', '/v1/openapi.json')).text
  for (const k of Object.keys(GATEWAY_ERRORS)) t.match(text, k)
})
