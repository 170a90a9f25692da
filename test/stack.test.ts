// The whole service as `npm start` runs it (svc up): the event store, both pipelines, all six
// clinical processors, through real HTTP. Uses ../shared/corpus/97_204.rtf when present, else
// the project's own RTF clinical note (test/fixtures/rtf/clinic-note.rtf, written for it).
import { existsSync, readFileSync } from 'node:fs'
import t from 'tap'
import { startStack } from '../src/stack/stack.js'
import { request } from './helpers/http.js'

const corpus = new URL('../../shared/corpus/', import.meta.url)
const fixture = new URL('./fixtures/rtf/', import.meta.url)
const norm = (s: string) => s.replace(/\s+/g, ' ').trim()

for (const singleProcess of [true, false]) {
  t.test(`svc up (${singleProcess ? 'single process' : 'backends as child processes'})`, async (t) => {
    const announced: string[] = []
    const stack = await startStack({
      port: 0,
      host: '127.0.0.1',
      singleProcess,
      log: () => {},
      announce: (l) => announced.push(l),
    })
    t.teardown(() => stack.close())
    const url = stack.gateway.url
    const req = (m: string, p: string, b?: unknown) => request(url, m, p, b)

    t.same(announced.sort(), [
      `Backend metrics listening on ${stack.metrics} (GET /metrics)`,
      `Started new pipeline gateway for svc-default-pipeline at ${stack.pipelines['svc-default-pipeline']}`,
      `Started new pipeline gateway for svc-rtf-to-text at ${stack.pipelines['svc-rtf-to-text']}`,
    ])
    const list = await req('GET', '/v1/processors/')
    t.same(
      list.json.Processors.map((p: { Identifier: string }) => p.Identifier),
      ['svc-concepts', 'svc-context', 'svc-rtf', 'svc-sections', 'svc-sentences', 'svc-tokens'],
    )

    const useCorpus = existsSync(new URL('97_204.rtf', corpus))
    const rtf = readFileSync(new URL(useCorpus ? '97_204.rtf' : 'clinic-note.rtf', useCorpus ? corpus : fixture))
    const expected = readFileSync(
      new URL(useCorpus ? '97_204.txt' : 'clinic-note.txt', useCorpus ? corpus : fixture),
      'utf8',
    )
    const body = (id: string) => ({
      event: { event_id: id, binaries: { rtf: rtf.toString('base64') } },
      params: { document_name: 'plaintext' },
    })

    let r = await req('POST', '/v1/pipeline/svc-rtf-to-text/process', body('a.rtf'))
    t.equal(r.status, 200, r.json?.message ?? 'pipeline answered')
    const text: string = r.json.event.documents.plaintext.text
    t.equal(
      norm(text),
      norm(expected),
      `svc-rtf-to-text gives the expected text (${useCorpus ? 'corpus 97_204' : 'fixture'})`,
    )
    t.same(Object.keys(r.json.event.documents.plaintext.label_indices), [], 'conversion only')

    r = await req('POST', '/v1/pipeline/svc-default-pipeline/process', body('b.rtf'))
    t.equal(r.status, 200, r.json?.message ?? 'pipeline answered')
    const doc = r.json.event.documents.plaintext
    const idx = doc.label_indices
    for (const name of ['sentences', 'tokens', 'sections', 'concepts'])
      t.ok(idx[name]?.labels.length > 0, `${name} present`)
    t.equal(idx.sentences.distinct, true)
    t.ok(
      idx.tokens.labels.every((l: { pos: string }) => /^[A-Z]+$/.test(l.pos)),
      'tokens have pos',
    )
    t.ok(
      idx.sections.labels.every(
        (l: { title: string; category: string }) => typeof l.title === 'string' && typeof l.category === 'string',
      ),
      'sections have title and category',
    )
    for (const c of idx.concepts.labels) {
      t.ok(['problem', 'medication', 'procedure', 'test'].includes(c.concept_type), 'concept_type')
      for (const f of ['preferred_term', 'code', 'section', 'experiencer']) t.type(c[f], 'string')
      for (const f of ['negated', 'uncertain', 'historical', 'hypothetical', 'allergy']) t.type(c[f], 'boolean')
    }
    const cues = idx.context_cues.labels
    let referenced = 0
    for (const c of idx.concepts.labels) {
      for (const [attribute, ref] of Object.entries<string>(c.reference_ids ?? {})) {
        const m = /^context_cues:(\d+)$/.exec(ref)
        t.ok(m, `${attribute} points into context_cues`)
        const cue = cues[Number(m![1])]
        if (attribute === 'experiencer') t.ok(['patient', 'family', 'other'].includes(cue.category), 'a person cue')
        else t.equal(cue.category, attribute, 'the cue is of the attribute it set')
        if (attribute !== 'experiencer') t.equal(c[attribute], true, 'only attributes that are set')
        referenced++
      }
    }
    t.ok(
      idx.concepts.labels
        .filter((c: { negated: boolean }) => c.negated)
        .every((c: { reference_ids?: { negated?: string } }) => c.reference_ids?.negated),
      'every negated concept names its cue',
    )
    t.ok(referenced > 0)
    // Both notes say it (the corpus note, and the project's own written after it).
    const start = doc.text.toLowerCase().indexOf('denies any dysuria, urgency, or hematuria')
    t.ok(start > 0)
    const inIt = idx.concepts.labels.filter(
      (c: { start_index: number }) => c.start_index > start && c.start_index < start + 45,
    )
    t.same(
      inIt.map((c: { start_index: number; end_index: number }) => doc.text.slice(c.start_index, c.end_index)).sort(),
      ['dysuria', 'hematuria', 'urgency'],
    )
    t.ok(
      inIt.every((c: { negated: boolean }) => c.negated),
      'all three negated',
    )
    t.same(
      r.json.result.component_results.map((c: { identifier: string }) => c.identifier),
      ['svc-rtf', 'svc-sentences', 'svc-tokens', 'svc-sections', 'svc-concepts', 'svc-context'],
    )

    // Both processor call forms on a stored event.
    await req('POST', '/v1/events/e1')
    const plain = 'No fever or chills. History of asthma. Allergic to penicillin.'
    await req('POST', '/v1/events/e1/binaries/rtf', { binary_data: Buffer.from(plain).toString('base64') })
    r = await req('POST', '/v1/processors/svc-rtf/process/e1')
    t.equal(r.status, 200, 'event processor with no body')
    t.same(r.json.created_indices, [])
    r = await req('GET', '/v1/events/e1/documents/plaintext')
    t.equal(r.json.text, plain)
    for (const p of ['svc-sentences', 'svc-concepts', 'svc-context']) {
      r = await req('POST', `/v1/processors/${p}/process/e1`, { params: { document_name: 'plaintext' } })
      t.equal(r.status, 200, `${p} as a document processor: ${r.json?.message ?? 'ok'}`)
    }
    r = await req('GET', '/v1/events/e1/documents/plaintext/labels/concepts')
    const concepts = r.json.json_labels.labels
    const named = (s: string) =>
      concepts.find((c: { start_index: number; end_index: number }) => plain.slice(c.start_index, c.end_index) === s)
    t.equal(named('fever')?.negated, true)
    t.equal(named('chills')?.negated, true)
    t.equal(named('asthma')?.historical, true)
    t.equal(named('penicillin')?.allergy, true, 'svc-context writes the allergy attribute')
    t.equal(named('asthma')?.allergy, false)
    r = await req('POST', '/v1/processors/svc-context/process/e1', {
      params: { document_name: 'plaintext', targets_index: 'nothing' },
    })
    t.equal(r.status, 404, 'a missing targets index is NOT_FOUND')
  })
}
