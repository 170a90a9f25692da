// Pipeline definition files: the example loads; every bad key is named in the error.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { Status } from '../src/api/status.js'
import { loadPipelineFile, parsePipelineDefinition } from '../src/pipeline/pipeline-config.js'

t.test('the example definition loads', async (t) => {
  const def = loadPipelineFile(fileURLToPath(new URL('../config/pipelines/example.yaml', import.meta.url)))
  t.equal(def.name, 'example-pipeline')
  t.equal(def.components.length, 2)
  t.same(def.components[0], { processor_id: 'svc-rtf', address: '127.0.0.1:10101', params: { document_name: 'plaintext' }, timeout_seconds: 30 })
})

t.test('a minimal definition', async (t) => {
  t.same(parsePipelineDefinition({ name: 'p', events_address: 'h:1', components: [{ processor_id: 'a', address: 'h:2' }] }), {
    name: 'p',
    events_address: 'h:1',
    components: [{ processor_id: 'a', address: 'h:2' }],
  })
})

t.test('errors name the file and the key', async (t) => {
  const ok = { name: 'p', events_address: 'h:1', components: [{ processor_id: 'a', address: 'h:2' }] }
  const cases: [string, unknown, RegExp][] = [
    ['root', 'text', /^f\.yaml: \(root\) must be a mapping/],
    ['name', { ...ok, name: '' }, /^f\.yaml: name must be a non-empty string/],
    ['events_address', { ...ok, events_address: 5 }, /^f\.yaml: events_address must be/],
    ['unknown key', { ...ok, compnents: [] }, /^f\.yaml: compnents is not a known key/],
    ['components', { ...ok, components: [] }, /^f\.yaml: components must be a non-empty list/],
    ['component', { ...ok, components: ['a'] }, /^f\.yaml: components\[0\] must be a mapping/],
    ['processor_id', { ...ok, components: [{ address: 'h:2' }] }, /^f\.yaml: components\[0\]\.processor_id must be/],
    ['address', { ...ok, components: [{ processor_id: 'a', address: 'h' }, { processor_id: 'b', address: '' }] }, /^f\.yaml: components\[1\]\.address must be/],
    ['params', { ...ok, components: [{ processor_id: 'a', address: 'h', params: [1] }] }, /components\[0\]\.params must be a mapping/],
    ['timeout', { ...ok, components: [{ processor_id: 'a', address: 'h', timeout_seconds: 0 }] }, /components\[0\]\.timeout_seconds must be a positive number/],
    ['component key', { ...ok, components: [{ processor_id: 'a', address: 'h', param: {} }] }, /components\[0\]\.param is not a known key/],
    ['duplicate', { ...ok, components: [{ processor_id: 'a', address: 'h' }, { processor_id: 'a', address: 'h' }] }, /components\[1\] repeats component 'a'/],
  ]
  for (const [name, doc, message] of cases) {
    t.throws(() => parsePipelineDefinition(doc, 'f.yaml'), { code: Status.INVALID_ARGUMENT, message }, name)
  }
  t.doesNotThrow(() =>
    parsePipelineDefinition({ ...ok, components: [{ processor_id: 'a', address: 'h' }, { processor_id: 'a', address: 'h', component_id: 'a2' }] }),
  'component_id makes a repeated processor distinct')
})

t.test('YAML syntax errors name the file', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-pipeline-config-'))
  const file = join(dir, 'bad.yaml')
  writeFileSync(file, 'name: [unclosed\n')
  t.throws(() => loadPipelineFile(file), { code: Status.INVALID_ARGUMENT, message: /bad\.yaml: not valid YAML/ })
})
