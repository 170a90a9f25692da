import { apiBodyProblem } from '../src/schema/body-messages.ts'
import { EVENT_BODIES, API_INPUT_SCHEMAS, PIPELINE_BODIES } from '../src/schema/api-schemas.ts'
const FLAT = { labels: [{ start_index: 0, end_index: 1 }] }
const cases: [object, unknown, string?][] = [
  [EVENT_BODIES.AddLabels, {}], [EVENT_BODIES.AddLabels, { json_labels: FLAT, generic_labels: {labels: []} }],
  [EVENT_BODIES.AddLabels, { generic_labels: { labels: [{ start_index: 0, end_index: 1, reference_ids: 'tokens:0' }] } }],
  [EVENT_BODIES.AddLabels, { generic_labels: { labels: [{ start_index: -1, end_index: 1 }] } }],
  [EVENT_BODIES.AddLabels, { generic_labels: [] }],
  [EVENT_BODIES.AddLabels, { json_labels: [] }],
  [EVENT_BODIES.AddLabels, { json_labels: {labels: [], is_distinct: 'x'} }],
  [EVENT_BODIES.AddLabels, { json_labels: {labels: [{start_index: 0}]} }],
  [EVENT_BODIES.AddLabels, { json_labels: {labels: [], distinct: true} }],
  [EVENT_BODIES.AddLabels, { json_labels: {labels: [5]} }],
  [EVENT_BODIES.AddMetadata, { value: 5 }], [EVENT_BODIES.AddMetadata, {}], [EVENT_BODIES.AddMetadata, {valeu: 'x'}],
  [EVENT_BODIES.OpenEvent, { lease_duration: 'x' }], [EVENT_BODIES.OpenEvent, { lease_duration: null }],[EVENT_BODIES.OpenEvent, { no_key: 1 }],
  [EVENT_BODIES.AddBinaryData, { binary_data: 'not base64!' }],
  [PIPELINE_BODIES.PipelineProcess, { parms: {} , event: {event_id: 'x'}}],
  [PIPELINE_BODIES.PipelineProcess, { event: {event_id: 'x', documnets: {}} }],
  [PIPELINE_BODIES.PipelineProcess, { event: {event_id: 'x', documents: {a: {text: 'x', label_indices: {s: {labels: [{start_index: 'a', end_index: 1}]}}}}} }],
  [API_INPUT_SCHEMAS.EventInput, { documents: {} }, 'event'],
  [API_INPUT_SCHEMAS.EventInput, { event_id: 'x', metadata: ['a'] }, 'event'],
  [API_INPUT_SCHEMAS.EventInput, { event_id: 'x', binaries: { raw: 12 } }, 'event'],
  [API_INPUT_SCHEMAS.EventInput, { event_id: 'x', binaries: { raw: 'abcd=' } }, 'event'],
  [API_INPUT_SCHEMAS.EventInput, { event_id: 'x', documents: { d: 'text' } }, 'event'],
  [API_INPUT_SCHEMAS.EventInput, { event_id: 'x', documents: { d: {} } }, 'event'],
  [API_INPUT_SCHEMAS.EventInput, { event_id: 'x', documents: { d: { text: 'a', label_indices: { i: { labels: [], distinct: 'yes' } } } } }, 'event'],
]
for (const [s, v, root] of cases) console.log(JSON.stringify(v).slice(0, 70), '->', apiBodyProblem(s, v, root))
