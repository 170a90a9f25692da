// proto-loader (protobufjs plus the flat⇄Struct conversions it needs) against the hand-written
// wire codecs of src/grpc/codecs.ts, on label-heavy messages. Prints ms per operation side by
// side; the ratio is proto-loader's time over ours. Run alone:
//   node --import tsx test/bench/codec.bench.ts
import { pathToFileURL } from 'node:url'
import type { Json } from '../../src/api/json.js'
import type { FlatLabel, JsonLabels } from '../../src/api/labels.js'
import { FAST_CODECS } from '../../src/grpc/codecs.js'
import { protoLoaderDefinition } from '../../src/grpc/proto.js'
import {
  flatLabelsToGeneric,
  genericToFlat,
  type PbGenericLabels,
  fromStruct,
  toStruct,
  type PbStruct,
} from '../helpers/proto-loader-shapes.js'
import { fmt, syntheticNote, table } from './lib.js'

const POS = ['NN', 'NNS', 'VBZ', 'DT', 'IN', 'JJ', 'PRP', 'CC', 'RB', 'VBD', '.', ',', 'CD', 'NNP']

/** `n` token-like labels: a span and a part-of-speech tag. */
export function tokenLabels(n: number): FlatLabel[] {
  const out: FlatLabel[] = []
  for (let i = 0; i < n; i++) out.push({ start_index: i * 5, end_index: i * 5 + 4, pos: POS[i % POS.length] })
  return out
}

/** Concept-like labels with 10 fields of every JSON kind. */
export function conceptLabels(n: number): FlatLabel[] {
  const out: FlatLabel[] = []
  for (let i = 0; i < n; i++) {
    out.push({
      start_index: i * 60,
      end_index: i * 60 + 17,
      cui: `C${String(11849 + i * 7).padStart(7, '0')}`,
      tui: ['T047', 'T191'],
      preferred_text: 'Diabetes Mellitus, Non-Insulin-Dependent',
      source: 'SNOMEDCT_US',
      score: 0.8125 + i / 1000,
      negated: i % 3 === 0,
      uncertain: false,
      historical: null,
      semantic_group: { code: 'DISO', name: 'Disorders' },
      rank: i,
    })
  }
  return out
}

function spans(n: number, step: number): FlatLabel[] {
  return Array.from({ length: n }, (_, i) => ({ start_index: i * step, end_index: i * step + step - 1 }))
}

/** A serialized event as the pipeline answers it. */
export function pipelineEvent(): { [k: string]: Json } {
  const text = syntheticNote(6500)
  const index = (labels: FlatLabel[], distinct: boolean) => ({ labels, distinct })
  return {
    event_id: 'bench-1.txt',
    metadata: { source: 'bench' },
    documents: {
      plaintext: {
        text,
        label_indices: {
          sentences: index(spans(60, 100), true),
          tokens: index(tokenLabels(1300), true),
          sections: index(
            spans(12, 500).map((l, i) => ({ ...l, title: `SECTION ${i}` })),
            true,
          ),
          concepts: index(conceptLabels(100), false),
        },
      },
    },
  }
}

/** Best ms per call of `fn` over timed batches (the least disturbed by other load on the machine). */
function measure(fn: () => unknown, budgetMs: number): number {
  const t0 = performance.now()
  let warm = 0
  while (performance.now() - t0 < budgetMs / 4) {
    fn()
    warm++
  }
  const perBatch = Math.max(1, Math.ceil(warm / 4))
  let best = Infinity
  for (let b = 0; b < 12; b++) {
    const s = performance.now()
    for (let i = 0; i < perBatch; i++) fn()
    best = Math.min(best, (performance.now() - s) / perBatch)
  }
  return best
}

export async function benchCodecs(opts: { budgetMs?: number } = {}): Promise<void> {
  const budget = opts.budgetMs ?? 400
  const events = protoLoaderDefinition('Events')
  const processor = protoLoaderDefinition('Processor')
  const pipeline = protoLoaderDefinition('Pipeline')
  const rows: Record<string, string>[] = []
  // `codec` is proto-loader's (de)serializer alone, `+conv` adds the flat⇄PbStruct conversion
  // every caller of it needs; the fast codec does both in one pass.
  const row = (name: string, codec: () => unknown, withConversion: () => unknown, fast: () => unknown) => {
    const a = measure(codec, budget)
    const b = measure(withConversion, budget)
    const c = measure(fast, budget)
    rows.push({
      case: name,
      'proto-loader codec': fmt(a, a < 0.01 ? 4 : 3),
      'proto-loader +conv': fmt(b, b < 0.01 ? 4 : 3),
      fast: fmt(c, c < 0.01 ? 4 : 3),
      'ratio +conv': `${fmt(b / c, 1)}x`,
      'ratio codec': `${fmt(a / c, 1)}x`,
    })
  }

  const labelCases: [string, JsonLabels][] = [
    ['1300 tokens', { is_distinct: true, labels: tokenLabels(1300) }],
    ['100 concepts x10', { is_distinct: false, labels: conceptLabels(100) }],
  ]
  for (const [name, json] of labelCases) {
    const req = {
      event_id: 'e1',
      document_name: 'plaintext',
      index_name: 'idx',
      generic_labels: json,
      no_key_validation: false,
    }
    const addLabels = events.AddLabels
    const fastAdd = FAST_CODECS['Events.AddLabels'].request!
    const pbReq = { ...req, generic_labels: flatLabelsToGeneric(json.labels, json.is_distinct) }
    const bytes = addLabels.requestSerialize(pbReq)
    const toFlat = (m: unknown) => genericToFlat((m as { generic_labels: PbGenericLabels }).generic_labels)
    row(
      `AddLabels req ${name}: serialize`,
      () => addLabels.requestSerialize(pbReq),
      () => addLabels.requestSerialize({ ...req, generic_labels: flatLabelsToGeneric(json.labels, json.is_distinct) }),
      () => fastAdd.serialize(req),
    )
    row(
      `AddLabels req ${name}: deserialize`,
      () => addLabels.requestDeserialize(bytes),
      () => toFlat(addLabels.requestDeserialize(bytes)),
      () => fastAdd.deserialize(bytes),
    )

    const getLabels = events.GetLabels
    const fastGet = FAST_CODECS['Events.GetLabels'].response!
    const res = { generic_labels: json }
    const resBytes = getLabels.responseSerialize({ generic_labels: pbReq.generic_labels })
    row(
      `GetLabels res ${name}: serialize`,
      () => getLabels.responseSerialize({ generic_labels: pbReq.generic_labels }),
      () => getLabels.responseSerialize({ generic_labels: flatLabelsToGeneric(json.labels, json.is_distinct) }),
      () => fastGet.serialize(res),
    )
    row(
      `GetLabels res ${name}: deserialize`,
      () => getLabels.responseDeserialize(resBytes),
      () => toFlat(getLabels.responseDeserialize(resBytes)),
      () => fastGet.deserialize(resBytes),
    )
  }

  const event = pipelineEvent()
  const duration = { seconds: '0', nanos: 3512000 }
  const pres = { event, timing_info: { total: duration }, result: { component_results: [], elapsed_time: duration } }
  const fastPipe = FAST_CODECS['Pipeline.Process'].response!
  const pbEvent = toStruct(event)
  const pipeBytes = pipeline.Process.responseSerialize({ ...pres, event: pbEvent })
  row(
    'Pipeline res event: serialize',
    () => pipeline.Process.responseSerialize({ ...pres, event: pbEvent }),
    () => pipeline.Process.responseSerialize({ ...pres, event: toStruct(event) }),
    () => fastPipe.serialize(pres),
  )
  row(
    'Pipeline res event: deserialize',
    () => pipeline.Process.responseDeserialize(pipeBytes),
    () => fromStruct((pipeline.Process.responseDeserialize(pipeBytes) as { event: PbStruct }).event),
    () => fastPipe.deserialize(pipeBytes),
  )

  const params = { document_name: 'plaintext', threshold: 0.5, filters: ['a', 'b'] }
  const pbParams = toStruct(params)
  const fastProc = FAST_CODECS['Processor.Process'].request!
  row(
    'Processor req params: serialize',
    () => processor.Process.requestSerialize({ processor_id: 'p', event_id: 'e', params: pbParams }),
    () => processor.Process.requestSerialize({ processor_id: 'p', event_id: 'e', params: toStruct(params) }),
    () => fastProc.serialize({ processor_id: 'p', event_id: 'e', params }),
  )

  console.log(`\nprotobuf codecs: ms per operation (best of 12 batches); ratio = proto-loader time / fast time`)
  table(rows)
  const size = (b: Buffer) => `${(b.length / 1024).toFixed(1)} KiB`
  console.log(
    `message sizes: AddLabels 1300 tokens ${size(FAST_CODECS['Events.AddLabels'].request!.serialize({ generic_labels: labelCases[0][1] }))}, pipeline event ${size(fastPipe.serialize(pres))}`,
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchCodecs()
}
