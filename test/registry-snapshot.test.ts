// The registry provider's pure half, by fixture tables: what Consul answers → the snapshot
// the gateway routes by, and which items were skipped and why.
import t from 'tap'
import {
  buildRegistrySnapshot,
  instancesFromHealth,
  isRelevantService,
  type RegistryInstance,
} from '../src/discovery/consul-snapshot.js'

const P = 'v1-svc-processor'
const L = 'v1-svc-pipeline'

function inst(service: string, port: number, over: Partial<RegistryInstance> = {}): RegistryInstance {
  return {
    service,
    id: `${service}-${port}`,
    address: '10.0.0.1',
    nodeAddress: '10.9.9.9',
    port,
    tags: [P],
    checks: ['passing', 'passing'],
    ...over,
  }
}

interface Row {
  name: string
  items: RegistryInstance[]
  naming?: 'ipv4' | 'dns'
  /** identifier → target, per kind. */
  processors?: Record<string, string>
  pipelines?: Record<string, string>
  events?: string | null
  /** Substrings of the skip reasons, in order. */
  skipped?: string[]
}

const table: Row[] = [
  { name: 'nothing registered', items: [], processors: {}, pipelines: {}, events: null },
  {
    name: 'processor tag → processor route named by the service',
    items: [inst('ner', 9001)],
    processors: { ner: '10.0.0.1:9001' },
    pipelines: {},
  },
  {
    name: 'pipeline tag → pipeline route',
    items: [inst('clinical', 9100, { tags: [L] })],
    processors: {},
    pipelines: { clinical: '10.0.0.1:9100' },
  },
  {
    name: 'both tags → both routes',
    items: [inst('both', 9100, { tags: [P, L] })],
    processors: { both: '10.0.0.1:9100' },
    pipelines: { both: '10.0.0.1:9100' },
  },
  {
    name: 'services without our tags are ignored, not skipped',
    items: [
      inst('consul', 8300, { tags: [] }),
      inst('web', 80, { tags: ['v1', 'http'] }),
      inst('ner', 9001, { tags: ['v2-svc-processor'] }),
    ],
    processors: {},
    pipelines: {},
    events: null,
    skipped: [],
  },
  {
    name: 'svc-events with tag v1 → events route',
    items: [inst('svc-events', 10100, { tags: ['v1'] })],
    events: '10.0.0.1:10100',
    processors: {},
  },
  {
    name: 'svc-events without tag v1 is not the events service',
    items: [inst('svc-events', 10100, { tags: ['v2'] })],
    events: null,
  },
  {
    name: 'another service tagged v1 is not the events service',
    items: [inst('events', 10100, { tags: ['v1'] })],
    events: null,
  },
  {
    name: 'several events instances: one is routed (events live in one store), the rest recorded',
    items: [inst('svc-events', 10101, { tags: ['v1'] }), inst('svc-events', 10100, { tags: ['v1'] })],
    events: '10.0.0.1:10100',
    skipped: ['events service at 10.0.0.1:10101 not routed: 10.0.0.1:10100 holds its events itself'],
  },
  {
    name: 'events instances declaring one shared store are routed together, balanced (issue 14)',
    items: [
      inst('svc-events', 10102, { tags: ['v1', 'svc-shared-store:s1'] }),
      inst('svc-events', 10100, { tags: ['v1', 'svc-shared-store:s1'] }),
      inst('svc-events', 10101, { tags: ['v1', 'svc-shared-store:s1'] }),
    ],
    events: 'ipv4:10.0.0.1:10100,10.0.0.1:10101,10.0.0.1:10102',
    skipped: [],
  },
  {
    name: "events instances of another store, or of none, are not routed with the first one's",
    items: [
      inst('svc-events', 10100, { tags: ['v1', 'svc-shared-store:s1'] }),
      inst('svc-events', 10101, { tags: ['v1', 'svc-shared-store:s2'] }),
      inst('svc-events', 10102, { tags: ['v1'] }),
      inst('svc-events', 10103, { tags: ['v1', 'svc-shared-store:s1'] }),
    ],
    events: 'ipv4:10.0.0.1:10100,10.0.0.1:10103',
    skipped: [
      '10.0.0.1:10101 not routed: it does not share the store of 10.0.0.1:10100',
      '10.0.0.1:10102 not routed: it does not share the store',
    ],
  },
  {
    name: 'an events instance holding its own store comes first: it alone is routed',
    items: [
      inst('svc-events', 10100, { tags: ['v1'] }),
      inst('svc-events', 10101, { tags: ['v1', 'svc-shared-store:s1'] }),
    ],
    events: '10.0.0.1:10100',
    skipped: ['10.0.0.1:10101 not routed: 10.0.0.1:10100 holds its events itself'],
  },
  {
    name: 'several instances → one route, sorted, ipv4 multi-address target',
    items: [inst('ner', 9002, { address: '10.0.0.2' }), inst('ner', 9001)],
    processors: { ner: 'ipv4:10.0.0.1:9001,10.0.0.2:9002' },
  },
  {
    name: 'dns naming dials the first instance only',
    naming: 'dns',
    items: [inst('ner', 9002, { address: '10.0.0.2' }), inst('ner', 9001)],
    processors: { ner: '10.0.0.1:9001' },
  },
  {
    name: 'critical instance is not routed; its healthy sibling is',
    items: [inst('ner', 9001, { checks: ['passing', 'critical'] }), inst('ner', 9002)],
    processors: { ner: '10.0.0.1:9002' },
    skipped: [],
  },
  {
    name: 'warning and maintenance are not passing',
    items: [inst('ner', 9001, { checks: ['warning'] }), inst('sent', 9003, { checks: ['passing', 'maintenance'] })],
    processors: {},
  },
  {
    name: 'only unhealthy instances → no route at all',
    items: [inst('ner', 9001, { checks: ['critical'] }), inst('ner', 9002, { checks: ['critical'] })],
    processors: {},
  },
  {
    name: 'an instance without checks passes (Consul treats it so)',
    items: [inst('ner', 9001, { checks: [] })],
    processors: { ner: '10.0.0.1:9001' },
  },
  {
    name: 'empty service address falls back to the node address',
    items: [inst('ner', 9001, { address: '' })],
    processors: { ner: '10.9.9.9:9001' },
  },
  {
    name: 'IPv6 addresses are bracketed and give an ipv6: target',
    items: [inst('ner', 9001, { address: 'fd00::1' }), inst('ner', 9002, { address: 'fd00::2' })],
    processors: { ner: 'ipv6:[fd00::1]:9001,[fd00::2]:9002' },
  },
  {
    name: 'duplicate instance (same address and port under two IDs) is routed once and recorded',
    items: [inst('ner', 9001, { id: 'ner-a' }), inst('ner', 9001, { id: 'ner-b' })],
    processors: { ner: '10.0.0.1:9001' },
    skipped: ['duplicate of instance ner-a at 10.0.0.1:9001'],
  },
  {
    name: 'a bad name disables only itself',
    items: [inst('bad name!', 9001), inst('ok.name_2~x', 9002), inst('x'.repeat(254), 9003)],
    processors: { 'ok.name_2~x': '10.0.0.1:9002' },
    skipped: ['not a valid identifier', 'not a valid identifier'],
  },
  {
    name: 'a bad port disables only that instance',
    items: [inst('ner', 0), inst('ner', 70000), inst('ner', Number.NaN), inst('ner', 9001)],
    processors: { ner: '10.0.0.1:9001' },
    skipped: ['port 0', 'port 70000', 'port NaN'],
  },
  {
    name: 'wildcard or missing address disables only that instance',
    items: [
      inst('ner', 9001, { address: '0.0.0.0' }),
      inst('ner', 9002, { address: '', nodeAddress: '' }),
      inst('ner', 9003, { address: '::' }),
      inst('sent', 9004),
    ],
    processors: { sent: '10.0.0.1:9004' },
    skipped: ['wildcard', 'no address', 'wildcard'],
  },
  {
    name: 'an address that would corrupt a multi-address target is rejected',
    items: [inst('ner', 9001, { address: '10.0.0.1,10.0.0.2' }), inst('ner', 9002, { address: 'a b' })],
    processors: {},
    skipped: ['contains whitespace', 'contains whitespace'],
  },
  {
    name: 'an unhealthy bad item is simply not routed (nothing to record)',
    items: [inst('bad name!', 9001, { checks: ['critical'] })],
    processors: {},
    skipped: [],
  },
]

for (const row of table) {
  t.test(row.name, async (t) => {
    const { snapshot, skipped } = buildRegistrySnapshot(row.items, row.naming ?? 'ipv4')
    t.equal(snapshot.source, 'registry')
    for (const r of [...snapshot.processors, ...snapshot.pipelines, ...(snapshot.events ? [snapshot.events] : [])])
      t.equal(r.source, 'registry', `${r.identifier} is a registry route`)
    if (row.processors)
      t.same(Object.fromEntries(snapshot.processors.map((r) => [r.identifier, r.target])), row.processors, 'processors')
    if (row.pipelines)
      t.same(Object.fromEntries(snapshot.pipelines.map((r) => [r.identifier, r.target])), row.pipelines, 'pipelines')
    if (row.events !== undefined) t.equal(snapshot.events?.target ?? null, row.events, 'events')
    if (row.skipped) {
      t.equal(skipped.length, row.skipped.length, `skipped: ${JSON.stringify(skipped)}`)
      row.skipped.forEach((s, i) => {
        t.match(skipped[i]?.reason, s)
      })
    }
  })
}

t.test('instances are sorted and the output does not depend on input order', async (t) => {
  const items = [
    inst('b', 2),
    inst('a', 3, { address: '10.0.0.3' }),
    inst('a', 1),
    inst('c', 5, { tags: [L] }),
    inst('a', 2, { address: '10.0.0.2' }),
  ]
  const one = buildRegistrySnapshot(items)
  const two = buildRegistrySnapshot([...items].reverse())
  t.same(one, two)
  t.same(
    one.snapshot.processors.map((r) => r.identifier),
    ['a', 'b'],
  )
  t.same(one.snapshot.processors[0].instances, ['10.0.0.1:1', '10.0.0.2:2', '10.0.0.3:3'])
})

t.test('which catalog services are worth a health query', async (t) => {
  const rows: [string, string[], boolean][] = [
    ['ner', [P], true],
    ['clinical', ['x', L], true],
    ['svc-events', ['v1'], true],
    ['svc-events', [], false],
    ['other', ['v1'], false],
    ['consul', [], false],
  ]
  for (const [name, tags, want] of rows) t.equal(isRelevantService(name, tags), want, `${name} ${JSON.stringify(tags)}`)
})

t.test('raw Consul health answers become instances; malformed entries are skipped, never thrown', async (t) => {
  const answer = [
    {
      Node: { Node: 'n1', Address: '10.1.1.1' },
      Service: { ID: 'ner-10.0.0.5-9001', Service: 'ner', Tags: [P], Address: '10.0.0.5', Port: 9001 },
      Checks: [
        { CheckID: 'serfHealth', Status: 'passing' },
        { CheckID: 'service:ner', Status: 'critical' },
      ],
    },
    {
      Node: { Address: '10.1.1.2' },
      Service: { ID: 'ner-2', Service: 'ner', Tags: null, Address: '', Port: 9002 },
      Checks: null,
    },
    { Node: {}, Service: null },
    'junk',
  ]
  const { instances, skipped } = instancesFromHealth('ner', answer)
  t.same(instances, [
    {
      service: 'ner',
      id: 'ner-10.0.0.5-9001',
      address: '10.0.0.5',
      nodeAddress: '10.1.1.1',
      port: 9001,
      tags: [P],
      checks: ['passing', 'critical'],
    },
    { service: 'ner', id: 'ner-2', address: '', nodeAddress: '10.1.1.2', port: 9002, tags: [], checks: [] },
  ])
  t.equal(skipped.length, 2)
  t.same(
    instancesFromHealth('ner', { not: 'a list' }).skipped.map((s) => s.reason),
    ['health answer is not a list'],
  )
  // The first instance is critical, the second has lost its tags in this answer: nothing routes.
  t.same(buildRegistrySnapshot(instances).snapshot.processors, [])
})
