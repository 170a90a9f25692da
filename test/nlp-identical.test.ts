// Every clinical annotator and processor answers exactly as it did when the digests in
// test/fixtures/nlp-output-digests.json were taken (from c398d19, before the annotators were made
// faster): the same sentences, tokens and tags, sections, concepts, context attributes and cues,
// and the same label indices written through a real events service. A change that is meant to
// alter output (a new rule, a lexicon entry) regenerates the file on purpose:
//   NLP_DIGESTS_WRITE=1 npx tap test/nlp-identical.test.ts
// and says so in its commit. The corpus note counts only where ../shared/corpus is present.
import { readFileSync, writeFileSync } from 'node:fs'
import t from 'tap'
import { EventsClient } from '../src/events/events-client.js'
import { Event, type AnyProcessor, type Params } from '../src/processing/index.js'
import {
  ConceptsProcessor,
  ContextProcessor,
  SectionsProcessor,
  SentencesProcessor,
  TokensProcessor,
} from '../src/processors/clinical/index.js'
import { ClientCache } from '../src/transport/client-cache.js'
import { InProcessBackends } from '../src/transport/in-process-backends.js'
import { annotate, digest, noteTexts, sentenceSets } from './helpers/nlp-outputs.js'
import { startEvents } from './helpers/servers.js'

type Digests = Record<string, Record<string, string>>

const FILE = new URL('./fixtures/nlp-output-digests.json', import.meta.url)
const writing = process.env.NLP_DIGESTS_WRITE === '1'
const expected: Digests = writing ? {} : (JSON.parse(readFileSync(FILE, 'utf8')) as Digests)
const actual: Digests = {}

function check(t: Tap.Test, key: string, got: Record<string, string>): void {
  actual[key] = got
  if (writing) return
  const want = expected[key]
  if (want === undefined) {
    t.fail(`${key}: no recorded digests`)
    return
  }
  const differing = Object.keys({ ...want, ...got }).filter((name) => want[name] !== got[name])
  t.same(differing, [], `${key}: every output as recorded`)
}
declare namespace Tap {
  type Test = import('tap').Test
}

t.test('annotators, note by note', async (t) => {
  for (const note of noteTexts()) {
    const outputs = annotate(note.text)
    check(
      t,
      `annotators ${note.name}`,
      Object.fromEntries(Object.entries(outputs).map(([name, value]) => [name, digest(value)])),
    )
  }
})

t.test('annotators, sentence by sentence', async (t) => {
  for (const set of sentenceSets()) {
    t.ok(set.sentences.length > 0, `${set.name} has sentences`)
    const bySentence = set.sentences.map(annotate)
    const names = Object.keys(bySentence[0]!)
    check(
      t,
      `sentences ${set.name}`,
      Object.fromEntries(names.map((name) => [name, digest(bySentence.map((o) => o[name]))])),
    )
  }
})

/** The clinical processors as svc-default-pipeline runs them, then with the context parameters varied. */
const STEPS: [string, AnyProcessor, Params][] = [
  ['sentences', new SentencesProcessor(), {}],
  ['tokens', new TokensProcessor(), {}],
  ['sections', new SectionsProcessor(), {}],
  ['concepts', new ConceptsProcessor(), {}],
  ['context-to-other-index', new ContextProcessor(), { output_index: 'concepts_in_context', cues: false }],
  ['context', new ContextProcessor(), {}],
]
const INDICES = ['sentences', 'tokens', 'sections', 'concepts', 'concepts_in_context', 'context_cues']

/**
 * Runs STEPS on every note through `client` and checks each note's results and stored indices
 * against the recorded digests; `record`: also what NLP_DIGESTS_WRITE writes (one path records).
 */
async function processEveryNote(t: Tap.Test, client: EventsClient, record: boolean): Promise<void> {
  let n = 0
  for (const note of noteTexts()) {
    const id = `note-${n++}`
    await client.openEvent(id)
    await client.addDocument(id, 'plaintext', note.text)
    const event = new Event(id, client)
    const doc = await event.getDocument('plaintext')
    const got: Record<string, string> = {}
    for (const [name, processor, params] of STEPS) {
      const result = await (processor as { process(d: typeof doc, p: Params): Promise<unknown> }).process(doc, {
        document_name: 'plaintext',
        ...params,
      })
      got[`result ${name}`] = digest(result)
    }
    for (const index of INDICES) {
      // the whole index as stored: its labels and whether it is distinct
      got[`index ${index}`] = digest(await client.getLabels(id, 'plaintext', index))
    }
    if (record) check(t, `processors ${note.name}`, got)
    else if (!writing)
      t.same(
        Object.keys(got).filter((name) => expected[`processors ${note.name}`]?.[name] !== got[name]),
        [],
        `processors ${note.name}: every output as recorded`,
      )
  }
}

t.test('processors through an events service', async (t) => {
  const events = await startEvents(t)
  const client = new EventsClient(events.address)
  t.teardown(() => client.close())
  await processEveryNote(t, client, true)
})

t.test(
  'processors through an events service in this process, as in svc up (labels lent and handed over)',
  async (t) => {
    const events = await startEvents(t)
    const local = new InProcessBackends()
    local.offer({ address: events.address, services: events.services, local: events.local })
    const clients = new ClientCache({ inProcess: local })
    const client = new EventsClient(events.address, { clients })
    t.teardown(() => {
      client.close()
      clients.close()
    })
    t.ok(client.inProcess, 'the client reaches the events service in process')
    await processEveryNote(t, client, false)
  },
)

t.teardown(() => {
  if (writing) writeFileSync(FILE, `${JSON.stringify(actual, null, 1)}\n`)
})

t.test('context keeps every member of a target, one named __proto__ too, and its references', async (t) => {
  const events = await startEvents(t)
  const client = new EventsClient(events.address)
  t.teardown(() => client.close())
  const text = 'No fever. Cough today.'
  await client.openEvent('e')
  await client.addDocument('e', 'plaintext', text)
  const target: Record<string, unknown> = {
    start_index: 3,
    end_index: 8,
    concept_type: 'problem',
    reference_ids: { seen_in: 'sentences:0' },
  }
  Object.defineProperty(target, '__proto__', { value: { x: 1 }, enumerable: true, writable: true, configurable: true })
  await client.addLabels(
    'e',
    'plaintext',
    'targets',
    [target as never, { start_index: 10, end_index: 15, note: 'plain' }],
    { distinct: false },
  )
  const doc = await new Event('e', client).getDocument('plaintext')
  await new ContextProcessor().process(doc, { document_name: 'plaintext', targets_index: 'targets' })
  const [first, second] = (await client.getLabels('e', 'plaintext', 'targets')).labels
  t.strictSame(
    Object.getOwnPropertyDescriptor(first, '__proto__')?.value,
    { x: 1 },
    'the __proto__ member stays a member',
  )
  t.equal(Object.getPrototypeOf(first), Object.prototype)
  t.equal(first!.negated, true)
  t.strictSame(first!.reference_ids, { seen_in: 'sentences:0', negated: 'context_cues:0' })
  t.equal(second!.note, 'plain')
  t.equal(second!.negated, false)
  t.equal(second!.reference_ids, undefined, 'no cue, no references')
})
