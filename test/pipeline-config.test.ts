// Pipeline definition files: the example loads; every bad key is named in the error, an unknown
// one with the known key it most resembles (the wording of config files: `key: expected …`).
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
  t.same(def.components[0], {
    processor_id: 'svc-rtf',
    address: '127.0.0.1:10101',
    params: { document_name: 'plaintext' },
    timeout_seconds: 30,
  })
})

t.test('a minimal definition', async (t) => {
  t.same(
    parsePipelineDefinition({ name: 'p', events_address: 'h:1', components: [{ processor_id: 'a', address: 'h:2' }] }),
    {
      name: 'p',
      events_address: 'h:1',
      components: [{ processor_id: 'a', address: 'h:2' }],
    },
  )
})

t.test('errors name the file and the key', async (t) => {
  const ok = { name: 'p', events_address: 'h:1', components: [{ processor_id: 'a', address: 'h:2' }] }
  const cases: [string, unknown, RegExp][] = [
    ['root', 'text', /^f\.yaml: \(top level\): expected a mapping/],
    ['name', { ...ok, name: '' }, /^f\.yaml: name: expected a non-empty string/],
    ['events_address', { ...ok, events_address: 5 }, /^f\.yaml: events_address: expected a non-empty host:port string/],
    [
      'unknown key',
      { ...ok, compnents: [] },
      /^f\.yaml: unknown key "compnents" at the top level \(did you mean "components"\?\)/,
    ],
    ['components', { ...ok, components: [] }, /^f\.yaml: components: expected a non-empty list of components/],
    ['component', { ...ok, components: ['a'] }, /^f\.yaml: components\[0\]: expected a mapping/],
    [
      'processor_id',
      { ...ok, components: [{ address: 'h:2' }] },
      /^f\.yaml: components\[0\]\.processor_id: expected a non-empty string/,
    ],
    [
      'address',
      {
        ...ok,
        components: [
          { processor_id: 'a', address: 'h' },
          { processor_id: 'b', address: '' },
        ],
      },
      /^f\.yaml: components\[1\]\.address: expected a non-empty string/,
    ],
    [
      'params',
      { ...ok, components: [{ processor_id: 'a', address: 'h', params: [1] }] },
      /components\[0\]\.params: expected a mapping/,
    ],
    [
      'timeout',
      { ...ok, components: [{ processor_id: 'a', address: 'h', timeout_seconds: 0 }] },
      /components\[0\]\.timeout_seconds: expected a positive number/,
    ],
    [
      'component key',
      { ...ok, components: [{ processor_id: 'a', address: 'h', param: {} }] },
      /unknown key "param" in components\[0\] \(did you mean "params"\?\)/,
    ],
    [
      'duplicate',
      {
        ...ok,
        components: [
          { processor_id: 'a', address: 'h' },
          { processor_id: 'a', address: 'h' },
        ],
      },
      /components\[1\] repeats component 'a'/,
    ],
  ]
  for (const [name, doc, message] of cases) {
    t.throws(() => parsePipelineDefinition(doc, 'f.yaml'), { code: Status.INVALID_ARGUMENT, message }, name)
  }
  t.doesNotThrow(
    () =>
      parsePipelineDefinition({
        ...ok,
        components: [
          { processor_id: 'a', address: 'h' },
          { processor_id: 'a', address: 'h', component_id: 'a2' },
        ],
      }),
    'component_id makes a repeated processor distinct',
  )
})

t.test('YAML syntax errors and unknown keys name the file, the line and the column', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-pipeline-config-'))
  const file = join(dir, 'bad.yaml')
  writeFileSync(file, 'name: [unclosed\n')
  t.throws(() => loadPipelineFile(file), {
    code: Status.INVALID_ARGUMENT,
    message: /bad\.yaml:\d+:\d+: \(file\): expected valid YAML/,
  })
  writeFileSync(file, 'name: p\ncomponents:\n  - processor_id: a\n    adress: h:1\n')
  t.throws(() => loadPipelineFile(file), {
    code: Status.INVALID_ARGUMENT,
    message: `${file}:4:5: unknown key "adress" in components[0] (did you mean "address"?)`,
  })
})
