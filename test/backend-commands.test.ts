// `svc processors` and `svc pipeline` as commands: argument checks, the listening line, and a
// call through the servers they start.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { Status } from '../src/api/status.js'
import { startEventsServer } from '../src/events/events-service.js'
import { runPipelineCommand } from '../src/commands/pipeline-command.js'
import { runProcessorsCommand } from '../src/commands/processors-command.js'
import { registerProcessor } from '../src/processing/registry.js'
import { callUnary, createClient } from './helpers/grpc-client.js'
import { freePort } from './helpers/processes.js'
import { LongWordsProcessor, WordsProcessor } from './helpers/test-processors.js'

registerProcessor('test-words', () => new WordsProcessor())
registerProcessor('test-long-words', () => new LongWordsProcessor())

t.test('svc processors and svc pipeline', async (t) => {
  // With --api-package every backend speaks that package to the others, as in a deployment
  // that sets grpc.api_package, so the events service serves it too.
  const eventsServer = await startEventsServer({ port: 0, apiPackages: ['mtap.api.v1'] })
  t.teardown(() => eventsServer.close(100))
  const lines: string[] = []
  const log = (line: string) => lines.push(line)

  const processors = await runProcessorsCommand(
    ['--events', eventsServer.address, '--port', '0', '--only', 'test-words', '--api-package', 'mtap.api.v1'],
    { handleSignals: false, log },
  )
  t.teardown(() => processors.close(100))
  t.same(processors.identifiers, ['test-words'], '--only selects')
  t.equal(lines[0], `Processors test-words listening on ${processors.address}`)

  const dir = mkdtempSync(join(tmpdir(), 'svc-pipeline-'))
  const file = join(dir, 'p.yaml')
  writeFileSync(
    file,
    `name: cmd-pipeline\nevents_address: ${eventsServer.address}\ncomponents:\n  - processor_id: test-words\n    address: ${processors.address}\n    params: {document_name: plaintext}\n`,
  )
  const pipeline = await runPipelineCommand(
    ['--config', file, '--host', '127.0.0.1', '--port', '0', '--api-package', 'mtap.api.v1'],
    { handleSignals: false, log },
  )
  t.teardown(() => pipeline.close(100))
  t.equal(lines[1], `Pipeline cmd-pipeline listening on ${pipeline.address}`)

  // Served under the extra package name as well as the default one.
  for (const pkg of ['svc.api.v1', 'mtap.api.v1']) {
    const client = createClient('Pipeline', pipeline.address, pkg)
    t.teardown(() => client.close())
    const res = await callUnary(client, 'Process', {
      pipeline_id: 'cmd-pipeline',
      event: { event_id: `cmd-${pkg}`, documents: { plaintext: { text: 'one two three' } } },
    })
    t.same(res.result.component_results[0].result_dict, { count: 3 }, pkg)
  }
  t.equal(eventsServer.store.size(), 0)
})

t.test(
  'svc processors without --events follows svc-events in the registry; none registered is UNAVAILABLE saying so (issue 14)',
  async (t) => {
    const registryPort = await freePort()
    const dir = mkdtempSync(join(tmpdir(), 'svc-config-'))
    writeFileSync(join(dir, 'svcConfig.yaml'), `registry: {host: 127.0.0.1, port: ${registryPort}}\n`)
    const before = process.env.SVC_CONFIG
    process.env.SVC_CONFIG = join(dir, 'svcConfig.yaml')
    t.teardown(() => {
      if (before === undefined) delete process.env.SVC_CONFIG
      else process.env.SVC_CONFIG = before
    })
    const processors = await runProcessorsCommand(['--port', '0', '--only', 'test-words'], {
      handleSignals: false,
      log: () => undefined,
    })
    t.teardown(() => processors.close(100))
    const client = createClient('Processor', processors.address)
    t.teardown(() => client.close())
    await t.rejects(
      callUnary(
        client,
        'Process',
        { processor_id: 'test-words', event_id: 'e', params: { document_name: 'plaintext' } },
        { timeoutMs: 10_000 },
      ),
      {
        code: Status.UNAVAILABLE,
        message: new RegExp(
          `no events service "svc-events" to call: none is registered in the registry at 127\\.0\\.0\\.1:${registryPort}`,
        ),
      },
    )
  },
)

t.test('command argument errors are INVALID_ARGUMENT naming the option', async (t) => {
  const opts = { handleSignals: false, log: () => undefined }
  await t.rejects(runProcessorsCommand(['--events', '127.0.0.1:1', '--only', 'nope'], opts), {
    code: Status.INVALID_ARGUMENT,
    message: /unknown processors nope; available: .*test-words/,
  })
  await t.rejects(runProcessorsCommand(['--events', '127.0.0.1:1', '--port', 'x'], opts), {
    code: Status.INVALID_ARGUMENT,
    message: /--port/,
  })
  await t.rejects(runProcessorsCommand(['--events', '127.0.0.1:1', '--bogus'], opts), {
    code: Status.INVALID_ARGUMENT,
    message: /bogus/,
  })
  await t.rejects(runPipelineCommand([], opts), { code: Status.INVALID_ARGUMENT, message: /--config/ })
  await t.rejects(runPipelineCommand(['--config', '/nonexistent/p.yaml'], opts), {
    code: Status.INVALID_ARGUMENT,
    message: /\/nonexistent\/p\.yaml: cannot read/,
  })
})
