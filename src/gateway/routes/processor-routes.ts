// The processors' routes (PROTOCOL.md §3): the list the gateway answers itself, and process,
// info and stats answered by the processor named in the path.
import { durationMapToJson, durationToJson } from '../../api/duration.js'
import { setMember } from '../../api/json.js'
import type { GetInfoResponse, GetStatsResponse, ProcessResponse } from '../../api/messages.js'
import { PROCESSOR_BODIES } from '../../schema/api-schemas.js'
import { backendRoute, type BackendDef, type LocalSpec, type RouteSpec } from './route-spec.js'
import { listing, ref } from './schemas.js'

const LIST: LocalSpec = {
  method: 'GET',
  path: '/v1/processors',
  operation: 'ListProcessors',
  summary: 'The processors routed now',
  kind: 'gateway',
  body: 'none',
  responseSchema: listing('Processors'),
  handler: (_scope, { snapshot }) => ({
    Processors: [...snapshot.processors.keys()].map((Identifier) => ({ Identifier })),
  }),
}

const PROCESSORS: BackendDef[] = [
  {
    method: 'POST',
    path: '/v1/processors/:processor_id/process/:event_id',
    operation: 'ProcessorProcess',
    summary: 'Run a processor on a stored event (no body: event processor; params.document_name: document processor)',
    kind: 'processor',
    idParam: 'processor_id',
    grpcMethod: 'Process',
    idempotent: false,
    body: 'optional',
    eventsInstanceMember: 'event_service_instance_id',
    requestSchema: PROCESSOR_BODIES.ProcessorProcess,
    responseSchema: ref('ProcessorAnswer'),
    toRequest: ({ params, body }) => ({
      processor_id: params.processor_id,
      event_id: params.event_id,
      params: body?.params ?? {},
      event_service_instance_id: body?.event_service_instance_id ?? '',
    }),
    fromResponse: (r: ProcessResponse) => ({
      timing_info: durationMapToJson(r.timing_info),
      result: r.result ?? {},
      created_indices: (r.created_indices ?? []).map((c: { document_name: string; index_name: string }) => ({
        document_name: c.document_name,
        index_name: c.index_name,
      })),
    }),
  },
  {
    method: 'GET',
    path: '/v1/processors/:processor_id/info',
    operation: 'ProcessorInfo',
    summary: 'What a processor does, its parameters and indices',
    kind: 'processor',
    idParam: 'processor_id',
    grpcMethod: 'GetInfo',
    idempotent: true,
    body: 'none',
    responseSchema: ref('ProcessorInfo'),
    toRequest: ({ params }) => ({ processor_id: params.processor_id }),
    fromResponse: (r: GetInfoResponse) => ({ metadata: r.metadata ?? {} }),
  },
  {
    method: 'GET',
    path: '/v1/processors/:processor_id/stats',
    operation: 'ProcessorStats',
    summary: 'Counts and timing statistics of a processor',
    kind: 'processor',
    idParam: 'processor_id',
    grpcMethod: 'GetStats',
    idempotent: true,
    body: 'none',
    responseSchema: ref('ProcessorStats'),
    toRequest: ({ params }) => ({ processor_id: params.processor_id }),
    fromResponse: (r: GetStatsResponse) => {
      const stats: Record<string, Record<string, string>> = {}
      for (const [k, t] of Object.entries(r.timing_stats ?? {})) {
        setMember(stats, k, {
          mean: durationToJson(t.mean),
          std: durationToJson(t.std),
          max: durationToJson(t.max),
          min: durationToJson(t.min),
          sum: durationToJson(t.sum),
        })
      }
      return { processed: r.processed, failures: r.failures, timing_stats: stats }
    },
  },
]

export const PROCESSOR_ROUTES: readonly RouteSpec[] = [LIST, ...PROCESSORS.map(backendRoute)]
