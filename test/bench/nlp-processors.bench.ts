// CPU milliseconds per document of each clinical processor as svc-default-pipeline runs them, one
// after another on the same document, against a real events service in this process (loopback
// gRPC). A step's figure holds its annotator, its adapter (reading inputs, shaping labels) and the
// label traffic of its calls on both ends, client and service; the annotators alone are in
// nlp-segment.bench.ts and nlp-context.bench.ts. `inProcess`: the processors reach the events
// service through the in-process transport, as in `svc up` (label lists copied in JavaScript, no
// protobuf); otherwise over loopback gRPC, as `svc processors` does.
// Run alone: node --import tsx test/bench/nlp-processors.bench.ts [--in-process]
import { pathToFileURL } from 'node:url'
import { EventsClient } from '../../src/events/events-client.js'
import { startEventsServer } from '../../src/events/events-service.js'
import { Event, type Document, type Params } from '../../src/processing/index.js'
import {
  ConceptsProcessor,
  ContextProcessor,
  SectionsProcessor,
  SentencesProcessor,
  TokensProcessor,
} from '../../src/processors/clinical/index.js'
import { ClientCache } from '../../src/transport/client-cache.js'
import { InProcessBackends } from '../../src/transport/in-process-backends.js'
import { corpusNote, fixtureNote } from '../helpers/notes.js'

interface Step {
  info: { name: string }
  process(doc: Document, params: Params): Promise<unknown>
}

export async function benchNlpProcessors(
  options: { docs?: number; inProcess?: boolean } = {},
): Promise<Record<string, number>> {
  const docs = options.docs ?? 300
  const warmup = Math.max(20, docs >> 3)
  const corpus = corpusNote()
  const name = corpus === undefined ? 'discharge-summary.txt' : '97_204.txt (corpus)'
  const text = corpus ?? fixtureNote('discharge-summary.txt')
  const events = await startEventsServer({ host: '127.0.0.1', port: 0 })
  let clients: ClientCache | undefined
  if (options.inProcess) {
    const local = new InProcessBackends()
    local.offer({ address: events.address, services: events.services, local: events.local })
    clients = new ClientCache({ inProcess: local })
  }
  const client = new EventsClient(events.address, { clients })
  const steps: Step[] = [
    new SentencesProcessor(),
    new TokensProcessor(),
    new SectionsProcessor(),
    new ConceptsProcessor(),
    new ContextProcessor(),
  ]
  const cpuMs = new Map<string, number>()
  try {
    for (let i = 0; i < warmup + docs; i++) {
      const id = `bench-${i}`
      await client.openEvent(id)
      await client.addDocument(id, 'plaintext', text)
      const doc = await new Event(id, client).getDocument('plaintext')
      for (const step of steps) {
        const before = process.cpuUsage()
        await step.process(doc, { document_name: 'plaintext' })
        const used = process.cpuUsage(before)
        if (i >= warmup) cpuMs.set(step.info.name, (cpuMs.get(step.info.name) ?? 0) + (used.user + used.system) / 1000)
      }
      await client.closeEvent(id, 1)
    }
  } finally {
    client.close()
    clients?.close()
    await events.close(100)
  }
  const perDoc: Record<string, number> = {}
  const via = options.inProcess ? 'in process' : 'over gRPC'
  console.log(
    `clinical processors, ${name}, ${text.length} chars: CPU ms per document, with the events service's share (${via})`,
  )
  for (const [step, total] of cpuMs) {
    perDoc[step] = total / docs
    console.log(`  ${step.padEnd(16)} ${(total / docs).toFixed(3)}`)
  }
  return perDoc
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchNlpProcessors({ inProcess: process.argv.includes('--in-process') })
}
