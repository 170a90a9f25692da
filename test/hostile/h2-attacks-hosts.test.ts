// Issue 26: a representative subset of the HTTP/2 attacks (the events service's tests run them
// all) on the other two server kinds: a processor host and a pipeline service, each a fresh
// real `svc` process per attack, attacked for a few seconds on one raw connection while a
// well-behaved client calls Health/Check every 100 ms on its own. Their memory is read from
// /proc.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { EVENTS_ARGS, startSvc, survives, type SurviveOptions } from '../helpers/h2-attack-checks.js'
import { continuationFlood, controlFlood, lengthPrefix4GiB, rapidReset, type Attack } from '../helpers/h2-attacks.js'

t.setTimeout(180_000)

/** The subset, for a server whose unary method (taking a request body) is `method`. */
function attacksOn(method: string): [string, Attack, SurviveOptions][] {
  return [
    ['rapid reset (CVE-2023-44487)', rapidReset(), { ended: true }],
    ['a CONTINUATION flood of 16 KB frames', continuationFlood(16_384), { ended: true }],
    ['a SETTINGS flood, the attacker never reads', controlFlood('SETTINGS'), { ended: true }],
    ['a 4 GiB length prefix on four streams', lengthPrefix4GiB(method), {}],
  ]
}

t.test('a processor host and a pipeline service under attack', async (t) => {
  const events = await startSvc(t, EVENTS_ARGS)
  const processorArgs = [
    'processors',
    '--events',
    events.address,
    '--host',
    '127.0.0.1',
    '--port',
    '0',
    '--only',
    'svc-tokens',
  ]
  // The attacked pipeline's component, never attacked itself.
  const component = await startSvc(t, processorArgs)
  const dir = mkdtempSync(join(tmpdir(), 'svc-h2-attacks-'))
  const pipelineFile = join(dir, 'p.yaml')
  writeFileSync(
    pipelineFile,
    `name: attacked\nevents_address: ${events.address}\ncomponents:\n  - {processor_id: svc-tokens, address: ${component.address}}\n`,
  )
  const pipelineArgs = ['pipeline', '--config', pipelineFile, '--host', '127.0.0.1', '--port', '0']

  for (const [name, attack, opts] of attacksOn('/svc.api.v1.Processor/Process')) {
    await t.test(`the processor host under ${name}`, (t) => survives(t, () => startSvc(t, processorArgs), attack, opts))
  }
  for (const [name, attack, opts] of attacksOn('/svc.api.v1.Pipeline/Process')) {
    await t.test(`the pipeline service under ${name}`, (t) =>
      survives(t, () => startSvc(t, pipelineArgs), attack, opts),
    )
  }
})
