// `svc run PIPELINE PATH…`: a pipeline over files and folders of notes, through a running
// gateway (--gateway) or an embedded stack started for the run, with progress, resumable
// outputs and a summary (src/batch/).
import { BatchOutput, finishedNotes } from '../batch/batch-output.js'
import { type BatchSummary, describeSummary, runBatch } from '../batch/batch-runner.js'
import { GatewayClient } from '../batch/gateway-client.js'
import { findNotes } from '../batch/note-files.js'
import { progressOf } from '../batch/progress.js'
import { DEFAULT_CONFIG } from '../config/config.js'
import { createLogger } from '../log.js'
import { startStack, type Stack } from '../stack/stack.js'
import { ArgumentError, parseArgsAndPositionals } from './args.js'
import type { Command } from './command.js'
import { onStopSignal } from './signals.js'

export const RUN_USAGE = `usage: svc run PIPELINE PATH… [--out FILE.jsonl] [--csv FILE.csv] [--indices NAME,NAME] [--concurrency N]
                                [--gateway URL]
  PIPELINE          the pipeline to run, e.g. svc-default-pipeline
  PATH…             notes (.rtf or .txt, RTF or plain text in any encoding) and folders of them,
                    searched recursively
  --out FILE        one JSON line per note: {id, path, document, text, label_indices}, or
                    {id, path, error} when it failed (default: stdout). A rerun with the same file
                    skips the notes it has a result for and tries the failed ones again
  --csv FILE        one row per concept: note,start,end,text,type,preferred_term,code,section,attributes
  --indices NAMES   write only these label indices (the pipeline is asked for them alone, and skips
                    what only the others need: svc-default-pipeline tags no tokens without tokens);
                    default: every index
  --concurrency N   notes in flight (default 4)
  --gateway URL     a running gateway, e.g. http://localhost:8080; without it the whole stack is
                    started for the run on loopback and stopped after it
Progress goes to stderr (a bar on a terminal, a line every 10 s otherwise); the summary too.
Exit code: 0 when every note succeeded, 1 when any failed, 2 on a usage error, 130 when stopped.`

const OPTIONS = { out: 'path', csv: 'path', indices: 'names', concurrency: 'integer', gateway: 'url' } as const
const DEFAULT_CONCURRENCY = 4
const MAX_CONCURRENCY = 256

export async function runRunCommand(argv: string[]): Promise<void> {
  const { options, positionals } = parseArgsAndPositionals('run', argv, OPTIONS)
  const [pipeline, ...paths] = positionals
  if (!pipeline || !paths.length)
    throw new ArgumentError('run', 'give a pipeline and one or more files or folders of notes')
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY
  if (concurrency < 1 || concurrency > MAX_CONCURRENCY)
    throw new ArgumentError('run', `--concurrency must be from 1 to ${MAX_CONCURRENCY}, got ${concurrency}`)
  const notes = await findNotes(paths)
  if (!notes.length)
    throw new ArgumentError('run', `no .rtf or .txt notes in ${paths.map((p) => JSON.stringify(p)).join(', ')}`)
  const out = options.out
  const finished =
    out === undefined
      ? new Set<string>()
      : await finishedNotes(out).catch((err: NodeJS.ErrnoException) => {
          throw new ArgumentError('run', `cannot read ${out} (${err.code ?? err.message})`)
        })
  const say = (line: string) => process.stderr.write(line + '\n')

  const stop = new AbortController()
  let stack: Stack | undefined
  const removeHandlers = onStopSignal(
    (signal) => {
      say(`svc run: ${signal}: finishing the notes in flight, starting no new one`)
      stop.abort()
    },
    { repeated: 'ignore' },
  )
  try {
    let client: GatewayClient
    if (notes.every((n) => finished.has(n.path))) {
      client = new GatewayClient(options.gateway ?? 'http://127.0.0.1')
    } else if (options.gateway !== undefined) {
      client = new GatewayClient(options.gateway)
      await checkPipeline(client, pipeline)
    } else {
      // The stack's own lines (its backends' too: they inherit the level) would bury the progress.
      process.env.SVC_LOG_LEVEL ??= 'warn'
      say('svc run: starting the stack (events, processors, pipelines, gateway on loopback)')
      // Its gateway answers only this run: no access log (a line a note) and no /metrics.
      const config = structuredClone(DEFAULT_CONFIG)
      config.plugins = [
        { name: 'logging', enabled: false },
        { name: 'metrics', enabled: false },
      ]
      stack = await startStack({ config, port: 0, host: '127.0.0.1', log: createLogger('svc run'), announce: () => {} })
      client = new GatewayClient(stack.gateway.url)
      await checkPipeline(client, pipeline)
    }
    const output = await BatchOutput.open(options.out, options.csv).catch((err: NodeJS.ErrnoException) => {
      throw new ArgumentError('run', `cannot write ${err.path ?? 'the output'} (${err.code ?? err.message})`)
    })
    let summary: BatchSummary
    try {
      summary = await runBatch({
        pipeline,
        indices: options.indices,
        notes,
        finished,
        concurrency,
        client,
        output,
        progress: (total) => progressOf(total),
        stop: stop.signal,
      })
    } finally {
      await output.close()
    }
    for (const line of describeSummary(summary, concurrency)) say(line)
    process.exitCode = summary.interrupted ? 130 : summary.failed > 0 ? 1 : 0
  } finally {
    removeHandlers()
    await stack?.close()
  }
}

async function checkPipeline(client: GatewayClient, pipeline: string): Promise<void> {
  const routed = await client.pipelines().catch((err: Error) => {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause
    throw new ArgumentError(
      'run',
      `cannot reach the gateway at ${client.base}: ${cause?.code ?? cause?.message ?? err.message}`,
    )
  })
  if (!routed.includes(pipeline))
    throw new ArgumentError(
      'run',
      `the gateway routes no pipeline ${JSON.stringify(pipeline)} (it routes: ${routed.join(', ') || 'none'})`,
    )
}

export const command: Command = { usage: RUN_USAGE, options: OPTIONS, run: runRunCommand }
