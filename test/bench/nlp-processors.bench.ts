// CPU milliseconds per document of each clinical processor as svc-default-pipeline runs them, one
// after another on the same document, against a real events service in this process (loopback
// gRPC). A step's figure holds its annotator, its adapter (reading inputs, shaping labels) and the
// label traffic of its calls on both ends, client and service; the annotators alone are in
// nlp-segment.bench.ts and nlp-context.bench.ts.
// Run alone: node --import tsx test/bench/nlp-processors.bench.ts
import { pathToFileURL } from 'node:url'
import { EventsClient } from '../../src/events/events-client.js'
import { startEventsServer } from '../../src/events/events-service.js'
import { Event, type Document, type Params } from '../../src/processing/index.js'
import { ConceptsProcessor, ContextProcessor, SectionsProcessor, SentencesProcessor, TokensProcessor } from '../../src/processors/clinical/index.js'
import { corpusNote, fixtureNote } from '../helpers/notes.js'

interface Step {
  info: { name: string }
  process(doc: Document, params: Params): Promise<unknown>
}

export async function benchNlpProcessors(options: { docs?: number } = {}): Promise<Record<string, number>> {
  const docs = options.docs ?? 300
  const warmup = Math.max(20, docs >> 3)
  const corpus = corpusNote()
  const name = corpus === undefined ? 'discharge-summary.txt' : '97_204.txt (corpus)'
  const text = corpus ?? fixtureNote('discharge-summary.txt')
  const events = await startEventsServer({ host: '127.0.0.1', port: 0 })
  const client = new EventsClient(events.address)
  const steps: Step[] = [new SentencesProcessor(), new TokensProcessor(), new SectionsProcessor(), new ConceptsProcessor(), new ContextProcessor()]
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
    await events.close(100)
  }
  const perDoc: Record<string, number> = {}
  console.log(`clinical processors, ${name}, ${text.length} chars: CPU ms per document, with the events service's share`)
  for (const [step, total] of cpuMs) {
    perDoc[step] = total / docs
    console.log(`  ${step.padEnd(16)} ${(total / docs).toFixed(3)}`)
  }
  return perDoc
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchNlpProcessors()
}
