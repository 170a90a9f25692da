// The deployment files, read as a cluster and a builder would: every manifest under deploy/k8s
// parses, probes and ports agree with what the processes listen on, Services select their
// Deployments, the ConfigMaps load with the project's own loaders, kustomizations name files
// that exist (and render, where kubectl is installed), and the Dockerfile has its essentials.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { parseAllDocuments } from 'yaml'
import { parseConfig, type SvcConfig } from '../src/config/config.js'
import { parseStoreSpec } from '../src/config/store-spec.js'
import { parsePipelineDefinition } from '../src/pipeline/pipeline-config.js'
import {
  CLINICAL_COMPONENTS,
  DEFAULT_PIPELINE,
  defaultPipelines,
  RTF_PIPELINE,
} from '../src/stack/default-pipelines.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const K8S = join(ROOT, 'deploy/k8s')

type Obj = Record<string, any>
interface Doc {
  file: string
  value: any
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) return yamlFiles(p)
    return /\.ya?ml$/.test(name) ? [p] : []
  })
}

function readDocs(file: string): Doc[] {
  const docs = parseAllDocuments(readFileSync(file, 'utf8'))
  return docs.map((d) => {
    if (d.errors.length) throw new Error(`${relative(ROOT, file)}: ${d.errors[0]!.message}`)
    return { file: relative(ROOT, file), value: d.toJS() }
  })
}

const files = yamlFiles(K8S)
const docs = files.flatMap(readDocs).filter((d) => d.value !== null && d.value !== undefined)
const isKustomization = (d: Doc) => d.file.endsWith('kustomization.yaml')
const kustomizations = docs.filter(isKustomization)

/** Files that kustomizations list as patches: not resources of their own. */
const patchFiles = new Set(
  kustomizations.flatMap((k) =>
    (k.value.patches ?? []).map((p: Obj) => relative(ROOT, join(ROOT, k.file, '..', p.path))),
  ),
)
/** The variants' own directories: not part of the base deployment. */
const VARIANTS = ['deploy/k8s/sidecar/', 'deploy/k8s/redis-sentinel/']
/** The objects of the base deployment (deploy/k8s/kustomization.yaml and what it includes). */
const objects: (Doc & { value: Obj })[] = docs.filter(
  (d) => !isKustomization(d) && !patchFiles.has(d.file) && !VARIANTS.some((v) => d.file.startsWith(v)),
)
const ofKind = (kind: string) => objects.filter((d) => d.value.kind === kind).map((d) => d.value)
const deployments = ofKind('Deployment')
const statefulSets = ofKind('StatefulSet')
/** What runs pods: the Deployments and the StatefulSet of the events store. */
const workloads = [...deployments, ...statefulSets]
const services = ofKind('Service')
const configMaps = ofKind('ConfigMap')
const deployment = (name: string) => deployments.find((d) => d.metadata.name === name)!
const svcContainer = (d: Obj) => d.spec.template.spec.containers.find((c: Obj) => c.name === 'svc')
const argValue = (args: string[], flag: string) => args[args.indexOf(flag) + 1]

t.test('every manifest parses; kinds and names are as expected', async (t) => {
  t.ok(files.length >= 10, `${files.length} YAML files`)
  t.same(deployments.map((d) => d.metadata.name).sort(), [
    'svc-default-pipeline',
    'svc-events',
    'svc-gateway',
    'svc-processors',
    'svc-rtf-to-text',
  ])
  t.same(
    statefulSets.map((d) => d.metadata.name),
    ['svc-redis'],
  )
  t.same(services.map((s) => s.metadata.name).sort(), [
    'svc-default-pipeline',
    'svc-events',
    'svc-gateway',
    'svc-processors',
    'svc-redis',
    'svc-rtf-to-text',
  ])
  t.same(
    ofKind('PodDisruptionBudget')
      .map((p) => p.metadata.name)
      .sort(),
    ['svc-default-pipeline', 'svc-events', 'svc-gateway', 'svc-processors', 'svc-rtf-to-text'],
  )
  t.same(
    ofKind('HorizontalPodAutoscaler').map((h) => h.metadata.name),
    ['svc-processors'],
  )
  t.same(configMaps.map((c) => c.metadata.name).sort(), ['svc-gateway-config', 'svc-pipelines'])
  for (const d of objects)
    t.ok(d.value.apiVersion && d.value.kind && d.value.metadata?.name, `${d.file}: apiVersion, kind, name`)
})

t.test('every kustomization names files that exist, and its patch targets exist', async (t) => {
  t.same(kustomizations.map((k) => k.file).sort(), [
    'deploy/k8s/backends/kustomization.yaml',
    'deploy/k8s/gateway/kustomization.yaml',
    'deploy/k8s/kustomization.yaml',
    'deploy/k8s/redis-sentinel/kustomization.yaml',
    'deploy/k8s/redis/kustomization.yaml',
    'deploy/k8s/sidecar/kustomization.yaml',
  ])
  for (const k of kustomizations) {
    const dir = join(ROOT, k.file, '..')
    t.equal(k.value.kind, 'Kustomization', `${k.file}: kind`)
    for (const r of k.value.resources ?? []) {
      const p = join(dir, r)
      t.ok(existsSync(p), `${k.file}: resource ${r} exists`)
      if (existsSync(p) && statSync(p).isDirectory())
        t.ok(existsSync(join(p, 'kustomization.yaml')), `${k.file}: ${r}/kustomization.yaml exists`)
    }
    for (const p of k.value.patches ?? []) {
      t.ok(existsSync(join(dir, p.path)), `${k.file}: patch ${p.path} exists`)
      const sel = p.target?.labelSelector as string | undefined
      if (!sel) continue
      const matched = deployments.filter((d) => matchesSelector(d.metadata.labels ?? {}, sel))
      t.ok(matched.length > 0, `${k.file}: patch ${p.path} targets ${matched.map((d) => d.metadata.name).join(', ')}`)
    }
  }
})

/** The two forms of label selector used here: `k=v` and `k in (a,b)`. */
function matchesSelector(labels: Obj, selector: string): boolean {
  return selector.split(/,(?![^(]*\))/).every((term) => {
    const inSet = /^\s*(\S+)\s+in\s+\(([^)]*)\)\s*$/.exec(term)
    if (inSet)
      return inSet[2]!
        .split(',')
        .map((s) => s.trim())
        .includes(labels[inSet[1]!])
    const [k, v] = term.split('=').map((s) => s.trim())
    return labels[k!] === v
  })
}

t.test(
  'gateway: probes on /readyz and /healthz at its port, scrape annotations, config from the ConfigMap',
  async (t) => {
    const d = deployment('svc-gateway')
    const c = svcContainer(d)
    const ports = c.ports.map((p: Obj) => p.containerPort)
    t.same(ports, [8080], 'container port 8080')
    t.same(c.readinessProbe.httpGet, { path: '/readyz', port: 8080 }, 'readiness: /readyz')
    t.same(c.livenessProbe.httpGet, { path: '/healthz', port: 8080 }, 'liveness: /healthz')
    t.same(d.spec.template.metadata.annotations, {
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': '8080',
      'prometheus.io/path': '/metrics',
    })
    t.notOk(c.args, 'no args: the entry script picks `svc gateway` from SVC_CONFIG')
    const env = Object.fromEntries(c.env.map((e: Obj) => [e.name, e.value]))
    t.equal(env.SVC_CONFIG, '/etc/svc/svcConfig.yaml')
    t.equal(env.PORT, '8080')
    const mount = c.volumeMounts.find((m: Obj) => m.mountPath === '/etc/svc')
    t.ok(mount, 'the config directory is mounted at /etc/svc')
    t.notOk(mount?.subPath, 'as a directory, so ConfigMap edits reach the pod')
    const volume = d.spec.template.spec.volumes.find((v: Obj) => v.name === mount?.name)
    const cm = configMaps.find((m) => m.metadata.name === volume?.configMap?.name)
    t.ok(cm?.data?.['svcConfig.yaml'], 'the mounted ConfigMap has svcConfig.yaml')
    t.ok(
      d.spec.template.spec.terminationGracePeriodSeconds * 1000 >
        loadSvcConfig(cm!.data['svcConfig.yaml']).gateway.shutdown_grace + 5000,
      'the pod waits longer than preStop + shutdown_grace',
    )
  },
)

t.test('backends: args, container port, gRPC probes and Service agree on each port', async (t) => {
  const expected: Record<string, number> = {
    'svc-events': 10100,
    'svc-processors': 10101,
    'svc-rtf-to-text': 10111,
    'svc-default-pipeline': 10112,
  }
  for (const [name, port] of Object.entries(expected)) {
    const c = svcContainer(deployment(name))
    t.equal(
      c.args[0],
      { 'svc-events': 'events', 'svc-processors': 'processors' }[name] ?? 'pipeline',
      `${name}: svc command`,
    )
    t.equal(argValue(c.args, '--port'), String(port), `${name}: --port`)
    t.equal(argValue(c.args, '--host'), '0.0.0.0', `${name}: listens on the pod address`)
    t.same(
      c.ports.map((p: Obj) => p.containerPort),
      [port, 9464],
      `${name}: containerPort, and the metrics' port`,
    )
    t.same(c.readinessProbe.grpc, { port }, `${name}: gRPC readiness probe`)
    // Issue 27: each backend serves its own metrics, where the pod's scrape annotations say.
    t.equal(argValue(c.args, '--metrics-port'), '9464', `${name}: --metrics-port`)
    t.same(
      deployment(name).spec.template.metadata.annotations,
      { 'prometheus.io/scrape': 'true', 'prometheus.io/port': '9464', 'prometheus.io/path': '/metrics' },
      `${name}: scraped`,
    )
    t.same(c.livenessProbe.grpc, { port }, `${name}: gRPC liveness probe`)
    const svc = services.find((s) => s.metadata.name === name)!
    t.same(
      svc.spec.ports.map((p: Obj) => p.port),
      [port],
      `${name}: Service port`,
    )
  }
  t.equal(
    argValue(svcContainer(deployment('svc-processors')).args, '--events'),
    'svc-events:10100',
    'processors reach events by its Service',
  )
})

t.test('events: replicas on one Redis, balanced by clients through a headless Service (issue 14)', async (t) => {
  const d = deployment('svc-events')
  t.ok(d.spec.replicas >= 2, `${d.spec.replicas} replicas`)
  t.not(d.spec.strategy?.type, 'Recreate', 'replicas may overlap: they share the store')
  const store = argValue(svcContainer(d).args, '--store')
  const m = /^redis:\/\/([^:/]+):(\d+)$/.exec(store)
  t.ok(m, `--store ${store} is a Redis`)
  t.ok(serviceAddresses().has(`${m?.[1]}:${m?.[2]}`), 'at the Redis Service')
  t.equal(
    services.find((s) => s.metadata.name === 'svc-events')!.spec.clusterIP,
    'None',
    'headless: clients see every replica',
  )

  const redis = statefulSets.find((s) => s.metadata.name === 'svc-redis')!
  t.equal(redis.spec.replicas, 1)
  t.equal(redis.spec.serviceName, 'svc-redis')
  const c = redis.spec.template.spec.containers[0]
  t.equal(argValue(c.args, '--appendonly'), 'yes', 'an append-only file: a restarted Redis keeps the events')
  t.equal(
    argValue(c.args, '--maxmemory-policy'),
    'noeviction',
    'a full Redis refuses writes instead of evicting events',
  )
  t.ok(argValue(c.args, '--maxmemory'), 'bounded memory')
  const dataMount = c.volumeMounts.find((v: Obj) => v.mountPath === argValue(c.args, '--dir'))
  t.ok(
    redis.spec.volumeClaimTemplates.some((v: Obj) => v.metadata.name === dataMount?.name),
    'its --dir is on a persistent volume',
  )
  t.same(
    c.ports.map((p: Obj) => p.containerPort),
    [6379],
  )
  t.ok(c.readinessProbe && c.livenessProbe, 'probed')
})

t.test('processors: a HorizontalPodAutoscaler owns the replica count', async (t) => {
  const hpa = ofKind('HorizontalPodAutoscaler').find((h) => h.metadata.name === 'svc-processors')!
  t.equal(hpa.apiVersion, 'autoscaling/v2')
  t.same(hpa.spec.scaleTargetRef, { apiVersion: 'apps/v1', kind: 'Deployment', name: 'svc-processors' })
  const d = deployment('svc-processors')
  t.ok(d, 'its target exists')
  t.ok(
    hpa.spec.minReplicas >= 2 && hpa.spec.maxReplicas > hpa.spec.minReplicas,
    `${hpa.spec.minReplicas} to ${hpa.spec.maxReplicas} replicas`,
  )
  const cpu = hpa.spec.metrics.find((m: Obj) => m.type === 'Resource' && m.resource.name === 'cpu')
  t.ok(
    cpu?.resource.target.averageUtilization > 0 && cpu.resource.target.averageUtilization <= 100,
    'scales on CPU utilization',
  )
  t.ok(svcContainer(d).resources.requests.cpu, 'utilization needs a CPU request')
  t.equal(
    d.spec.replicas,
    undefined,
    'the Deployment sets no replica count: re-applying it does not undo the autoscaler',
  )
  t.equal(
    services.find((s) => s.metadata.name === 'svc-processors')!.spec.clusterIP,
    'None',
    'headless: clients reach new replicas',
  )
})

t.test('every Deployment has a PodDisruptionBudget that keeps one pod serving through a drain', async (t) => {
  const budgets = ofKind('PodDisruptionBudget')
  const hpaMin = (name: string) =>
    ofKind('HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.name === name)?.spec.minReplicas
  for (const d of deployments) {
    const name = d.metadata.name
    const matching = budgets.filter((b) =>
      Object.entries(b.spec.selector.matchLabels).every(([k, v]) => d.spec.template.metadata.labels[k] === v),
    )
    t.equal(matching.length, 1, `${name}: one budget selects its pods`)
    const b = matching[0]
    if (!b) continue
    t.equal(b.apiVersion, 'policy/v1', `${name}: policy/v1`)
    const replicas = d.spec.replicas ?? hpaMin(name)
    t.ok(replicas >= 2, `${name}: at least two replicas (${replicas})`)
    if (b.spec.maxUnavailable !== undefined)
      t.ok(
        b.spec.maxUnavailable >= 1 && b.spec.maxUnavailable < replicas,
        `${name}: maxUnavailable ${b.spec.maxUnavailable} lets a drain proceed and leaves a pod`,
      )
    else
      t.ok(b.spec.minAvailable >= 1 && b.spec.minAvailable < replicas, `${name}: minAvailable ${b.spec.minAvailable}`)
  }
})

t.test('every container has resource requests and limits and runs as non-root', async (t) => {
  for (const d of workloads) {
    const spec = d.spec.template.spec
    t.equal(spec.securityContext?.runAsNonRoot, true, `${d.metadata.name}: runAsNonRoot`)
    t.not(spec.securityContext?.runAsUser, 0, `${d.metadata.name}: not uid 0`)
    for (const c of spec.containers) {
      for (const k of ['requests', 'limits'])
        t.ok(c.resources?.[k]?.cpu && c.resources?.[k]?.memory, `${d.metadata.name}/${c.name}: ${k}`)
      t.equal(
        c.securityContext?.allowPrivilegeEscalation,
        false,
        `${d.metadata.name}/${c.name}: no privilege escalation`,
      )
    }
  }
})

t.test("Services select their Deployment's pods and target a port the pods expose", async (t) => {
  for (const s of services) {
    const selected = workloads.filter((d) =>
      Object.entries(s.spec.selector).every(([k, v]) => d.spec.template.metadata.labels?.[k] === v),
    )
    t.equal(selected.length, 1, `${s.metadata.name}: selects exactly one Deployment's pods`)
    const d = selected[0]
    if (!d) continue
    t.same(
      d.spec.selector.matchLabels,
      s.spec.selector,
      `${s.metadata.name}: the same labels as the Deployment's selector`,
    )
    for (const [k, v] of Object.entries(d.spec.selector.matchLabels))
      t.equal(d.spec.template.metadata.labels[k], v, `${d.metadata.name}: template has its selector label ${k}`)
    const containerPorts = d.spec.template.spec.containers.flatMap((c: Obj) => c.ports ?? [])
    for (const p of s.spec.ports) {
      const target = containerPorts.find((cp: Obj) => cp.name === p.targetPort || cp.containerPort === p.targetPort)
      t.ok(target, `${s.metadata.name}: targetPort ${p.targetPort} is a container port`)
      // A headless Service hands out pod addresses: clients dial the port itself.
      if (s.spec.clusterIP === 'None')
        t.equal(target?.containerPort, p.port, `${s.metadata.name}: headless, so port = containerPort`)
    }
  }
})

function loadSvcConfig(text: string, source = 'svcConfig.yaml'): SvcConfig {
  const { config, warnings } = parseConfig(text, source)
  if (warnings.length) throw new Error(`${source}: ${warnings.join('; ')}`)
  return config
}

/** host:port of a Service in these manifests. */
function serviceAddresses(): Set<string> {
  return new Set(services.flatMap((s) => s.spec.ports.map((p: Obj) => `${s.metadata.name}:${p.port}`)))
}

t.test('the gateway ConfigMap loads with the config loader, metrics on, every route a Service', async (t) => {
  const cm = configMaps.find((m) => m.metadata.name === 'svc-gateway-config')!
  const text = cm.data['svcConfig.yaml']
  const { warnings } = parseConfig(text, 'svc-gateway-config')
  t.same(warnings, [], 'no warnings')
  const c = loadSvcConfig(text)
  t.equal(c.discovery, 'static')
  t.equal(c.gateway.port, 8080)
  t.same(
    c.plugins.filter((p) => p.name === 'metrics' && p.enabled !== false).map((p) => p.options?.path ?? '/metrics'),
    ['/metrics'],
    'metrics plugin on /metrics',
  )
  const known = serviceAddresses()
  t.ok(known.has(c.gateway.events!), `events ${c.gateway.events} is a Service`)
  t.same(
    c.processors.map((p) => p.Identifier),
    [...CLINICAL_COMPONENTS],
    'all six processors',
  )
  for (const e of [...c.processors, ...c.pipelines])
    t.ok(known.has(e.Endpoint), `${e.Identifier} at ${e.Endpoint} is a Service`)
  t.same(
    c.pipelines.map((p) => p.Identifier),
    [RTF_PIPELINE, DEFAULT_PIPELINE],
  )
})

t.test(
  'the pipeline definitions ConfigMap loads with parsePipelineDefinition and matches the embedded stack',
  async (t) => {
    const cm = configMaps.find((m) => m.metadata.name === 'svc-pipelines')!
    const expected = Object.fromEntries(
      defaultPipelines('svc-events:10100', 'svc-processors:10101').map((d) => [d.name, d]),
    )
    const known = serviceAddresses()
    for (const name of [RTF_PIPELINE, DEFAULT_PIPELINE]) {
      const key = `${name}.yaml`
      const doc = parseAllDocuments(cm.data[key])[0]!.toJS()
      const def = parsePipelineDefinition(doc, `svc-pipelines/${key}`)
      t.same(def, expected[name], `${key}: the same pipeline as svc up`)
      t.ok(def.events_address !== undefined && known.has(def.events_address), `${key}: events_address is a Service`)
      for (const c of def.components)
        t.ok(c.address !== undefined && known.has(c.address), `${key}: ${c.processor_id} address is a Service`)
      // The Deployment reads it from the mounted ConfigMap.
      const d = deployment(name)
      const c = svcContainer(d)
      const file = argValue(c.args, '--config')
      const mount = c.volumeMounts.find((m: Obj) => file.startsWith(m.mountPath + '/'))
      const volume = d.spec.template.spec.volumes.find((v: Obj) => v.name === mount?.name)
      t.equal(volume?.configMap?.name, 'svc-pipelines', `${name}: mounts the definitions`)
      t.equal(file.slice(mount.mountPath.length + 1), key, `${name}: --config names its key`)
    }
  },
)

t.test('sidecar variant: registry discovery through a Consul agent beside every pod', async (t) => {
  const sidecar = docs.filter((d) => d.file.startsWith('deploy/k8s/sidecar/'))
  const configPatch = sidecar.find(
    (d) => d.value?.kind === 'ConfigMap' && d.value.metadata.name === 'svc-gateway-config',
  )!
  const { warnings } = parseConfig(configPatch.value.data['svcConfig.yaml'], 'sidecar svc-gateway-config')
  t.same(warnings, [], 'no warnings')
  const c = loadSvcConfig(configPatch.value.data['svcConfig.yaml'])
  t.equal(c.discovery, 'registry')
  t.equal(c.registry.host, '127.0.0.1', 'the agent in the same pod')
  t.equal(c.gateway.events, null, 'events discovered as svc-events')
  t.same(c.processors, [])
  t.same(c.pipelines, [])
  t.ok(
    c.plugins.some((p) => p.name === 'metrics'),
    'metrics plugin',
  )

  const agentPatch = sidecar.find((d) => d.value?.kind === 'Deployment')!.value
  const agent = agentPatch.spec.template.spec.initContainers.find((x: Obj) => x.name === 'consul-agent')
  t.match(agent.image, /^hashicorp\/consul:/, 'official Consul image')
  t.equal(agent.restartPolicy, 'Always', 'a native sidecar: up before the svc container, down after it')
  t.ok(agent.args.includes('-retry-join=$(CONSUL_RETRY_JOIN)'), 'joins the servers named in the consul-agent ConfigMap')
  t.ok(agent.args.includes('-client=127.0.0.1'), 'API on loopback only')
  const cmRef = agent.env.find((e: Obj) => e.name === 'CONSUL_RETRY_JOIN').valueFrom.configMapKeyRef
  const agentConfig = sidecar.find((d) => d.value?.kind === 'ConfigMap' && d.value.metadata.name === cmRef.name)
  t.ok(agentConfig?.value.data[cmRef.key], 'the retry_join value exists')

  const register = sidecar.find((d) => Array.isArray(d.value))!.value as Obj[]
  t.same(
    register.filter((op) => op.path.endsWith('/args/-')).map((op) => op.value),
    ['--register', '--advertise=$(POD_IP)'],
    'backends register under the pod IP',
  )
})

t.test(
  'redis-sentinel variant: three Redis nodes with Sentinels, the events writing with durability=replicated',
  async (t) => {
    const own = docs.filter((d) => d.file.startsWith('deploy/k8s/redis-sentinel/') && !isKustomization(d))
    const of = (kind: string) => own.filter((d) => d.value?.kind === kind).map((d) => d.value as Obj)
    const redis = of('StatefulSet').find((s) => s.metadata.name === 'svc-redis')!
    t.equal(redis.spec.replicas, 3, 'a primary and two replicas')
    t.equal(redis.spec.serviceName, 'svc-redis')
    const pod = redis.spec.template.spec
    t.same(
      pod.containers.map((c: Obj) => c.name),
      ['redis', 'sentinel'],
      'a Sentinel beside each node',
    )
    t.same(
      pod.containers.map((c: Obj) => c.ports.map((p: Obj) => p.containerPort)),
      [[6379], [26379]],
    )
    t.equal(pod.securityContext?.runAsNonRoot, true, 'non-root')
    for (const c of [...pod.initContainers, ...pod.containers]) {
      for (const k of ['requests', 'limits']) t.ok(c.resources?.[k]?.cpu && c.resources?.[k]?.memory, `${c.name}: ${k}`)
      t.equal(c.securityContext?.allowPrivilegeEscalation, false, `${c.name}: no privilege escalation`)
    }
    const dataMount = pod.containers[0].volumeMounts.find((v: Obj) => v.mountPath === '/data')
    t.ok(
      redis.spec.volumeClaimTemplates.some((v: Obj) => v.metadata.name === dataMount?.name),
      "each node's data on a volume of its own",
    )

    const script: string = of('ConfigMap').find((c) => c.metadata.name === 'svc-redis-config')!.data['configure.sh']
    for (const line of [
      'appendonly yes',
      'appendfsync everysec',
      'maxmemory-policy noeviction',
      'sentinel announce-hostnames yes',
    ])
      t.match(script, line, `configured: ${line}`)
    const monitor = /sentinel monitor (\S+) \$primary 6379 (\d+)/.exec(script)
    t.equal(monitor?.[2], '2', 'quorum 2 of 3 Sentinels')

    const patch = own.find((d) => d.file.endsWith('events-store.yaml'))!.value as Obj[]
    const spec = parseStoreSpec(patch[0]!.value)
    t.equal(patch[0]!.path, '/spec/template/spec/containers/0/args/6', "replaces --store's value")
    t.equal(
      argValue(svcContainer(deployment('svc-events')).args, '--store'),
      svcContainer(deployment('svc-events')).args[6],
      'which is at that index in the base',
    )
    if (spec.kind !== 'redis') throw new Error('not redis')
    t.equal(spec.topology, 'sentinel')
    t.equal(spec.primaryName, monitor?.[1], "the primary's name the Sentinels monitor")
    t.same(
      spec.nodes,
      [0, 1, 2].map((i) => ({ host: `svc-redis-${i}.svc-redis`, port: 26379 })),
      'every Sentinel, by its stable name',
    )
    t.equal(spec.durability, 'replicated')
    const service = of('Service').find((s) => s.metadata.name === 'svc-redis')!
    t.equal(service.spec.clusterIP, 'None', 'headless: each node by its own name')
    t.same(
      service.spec.ports.map((p: Obj) => p.port),
      [6379, 26379],
    )
    t.equal(
      of('PodDisruptionBudget').find((b) => b.metadata.name === 'svc-redis')?.spec.maxUnavailable,
      1,
      'a drain takes one node at a time',
    )
  },
)

function kubectl(): boolean {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

t.test(
  'kustomize renders the base and its variants (kubectl kustomize)',
  { skip: kubectl() ? false : 'kubectl is not installed' },
  async (t) => {
    const render = (dir: string) =>
      parseAllDocuments(execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8' })).map((d) => d.toJS() as Obj)
    const base = render(K8S)
    t.equal(base.length, objects.length, 'the base renders every object of its files')
    t.ok(
      base.filter((o) => o.kind === 'Deployment').every((o) => svcContainer(o).image === 'svc-gateway:0.1.0'),
      'one image for every role',
    )

    const sidecar = render(join(K8S, 'sidecar'))
    const deps = sidecar.filter((o) => o.kind === 'Deployment')
    t.equal(deps.length, 5)
    for (const d of deps) {
      const spec = d.spec.template.spec
      t.ok(
        spec.initContainers?.some((c: Obj) => c.name === 'consul-agent' && c.restartPolicy === 'Always'),
        `${d.metadata.name}: Consul agent beside it`,
      )
      t.ok(
        spec.volumes.some((v: Obj) => v.name === 'consul-data'),
        `${d.metadata.name}: agent data volume`,
      )
      const args: string[] = svcContainer(d).args ?? []
      const backend = d.metadata.name !== 'svc-gateway'
      t.equal(
        args.includes('--register'),
        backend,
        `${d.metadata.name}: ${backend ? 'registers' : 'does not register'}`,
      )
      if (backend)
        t.ok(
          svcContainer(d).env.some((e: Obj) => e.name === 'POD_IP'),
          `${d.metadata.name}: POD_IP for --advertise`,
        )
    }
    const gw = deps.find((d) => d.metadata.name === 'svc-gateway')!
    t.ok(
      gw.spec.template.spec.volumes.some((v: Obj) => v.configMap?.name === 'svc-gateway-config'),
      'the gateway keeps its config volume',
    )
    const cm = sidecar.find((o) => o.kind === 'ConfigMap' && o.metadata.name === 'svc-gateway-config')!
    t.equal(loadSvcConfig(cm.data['svcConfig.yaml']).discovery, 'registry', 'the rendered gateway config discovers')
    t.ok(
      sidecar.some((o) => o.kind === 'StatefulSet' && o.metadata.name === 'svc-redis'),
      "with the events' Redis",
    )

    const replicated = render(join(K8S, 'redis-sentinel'))
    const redis = replicated.filter((o) => o.kind === 'StatefulSet')
    t.same(
      redis.map((o) => [o.metadata.name, o.spec.replicas]),
      [['svc-redis', 3]],
      'one Redis: the replicated one',
    )
    const events = replicated.find((o) => o.kind === 'Deployment' && o.metadata.name === 'svc-events')!
    t.match(
      argValue(svcContainer(events).args, '--store'),
      /^redis-sentinel:\/\/.*\?durability=replicated$/,
      'the events replicas on it, durability=replicated',
    )
  },
)

/** Dockerfile instructions with continuation lines joined, and the stage each belongs to. */
function dockerfile(): { stage: string; op: string; args: string }[] {
  const text = readFileSync(join(ROOT, 'deploy/Dockerfile'), 'utf8').replace(/\\\r?\n/g, ' ')
  const out: { stage: string; op: string; args: string }[] = []
  let stage = ''
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*([A-Za-z]+)\s+(.*)$/.exec(line)
    if (!m || line.trim().startsWith('#')) continue
    const op = m[1]!.toUpperCase()
    const args = m[2]!.trim()
    if (op === 'FROM') stage = / AS (\S+)/i.exec(args)?.[1] ?? args
    out.push({ stage, op, args })
  }
  return out
}

t.test(
  'Dockerfile: multi-stage on Node 24 pinned by tag and digest, tini, production deps, non-root, EXPOSE 8080, entry script, a HEALTHCHECK for every role, OCI labels',
  async (t) => {
    const ins = dockerfile()
    const base = ins.find((i) => i.stage === '' && i.op === 'ARG' && i.args.startsWith('NODE_IMAGE='))?.args ?? ''
    t.match(base, /^NODE_IMAGE=node:24-bookworm-slim@sha256:[0-9a-f]{64}$/, 'the base: Node 24 LTS, tag and digest')
    const froms = ins.filter((i) => i.op === 'FROM')
    t.ok(froms.length >= 2, 'multi-stage')
    for (const f of froms) t.match(f.args, /^\$\{NODE_IMAGE\} AS \w+$/, `FROM ${f.args}: the pinned base`)
    const final = froms[froms.length - 1]!.stage
    const build = froms[0]!.stage
    const inStage = (stage: string, op: string) => ins.filter((i) => i.stage === stage && i.op === op)
    t.ok(
      inStage(build, 'RUN').some((i) => /\bnpm ci\b/.test(i.args) && !/--omit=dev/.test(i.args)),
      'build: npm ci with dev dependencies',
    )
    t.ok(
      inStage(build, 'RUN').some((i) => /\bnpm run build\b/.test(i.args)),
      'build: npm run build',
    )
    t.ok(
      inStage(final, 'RUN').some((i) => /\bnpm ci\b.*--omit=dev/.test(i.args)),
      'runtime: npm ci --omit=dev',
    )
    t.ok(
      inStage(final, 'RUN').some((i) => /apt-get install .*\btini\b/.test(i.args)),
      'runtime: tini from Debian',
    )
    const copies = inStage(final, 'COPY').map((i) => i.args)
    t.ok(
      copies.some((a) => new RegExp(`--from=${build}\\b.*\\bdist\\b`).test(a)),
      'runtime: dist/ from the build stage',
    )
    for (const path of ['proto', 'bin', 'config', 'deploy/entrypoint.sh']) {
      t.ok(
        copies.some((a) =>
          a
            .split(/\s+/)
            .filter((w) => !w.startsWith('--'))
            .slice(0, -1)
            .includes(path),
        ),
        `runtime: COPY ${path}`,
      )
      t.ok(existsSync(join(ROOT, path)), `${path} exists in the repository`)
    }
    const user = inStage(final, 'USER').at(-1)?.args ?? ''
    t.ok(user !== '' && !/^(root|0)(:|$)/.test(user), `USER ${user} is not root`)
    t.same(
      inStage(final, 'EXPOSE').map((i) => i.args),
      ['8080'],
    )
    const entry = inStage(final, 'ENTRYPOINT').at(-1)?.args ?? ''
    t.same(
      JSON.parse(entry || 'null'),
      ['/usr/bin/tini', '--', '/app/deploy/entrypoint.sh'],
      'tini is PID 1, the entry script its child (exec form)',
    )
    t.ok(
      copies.some((a) => /--chmod=0?755\b/.test(a) && a.includes('deploy/entrypoint.sh')),
      'the entry script is executable in the image',
    )
    const health = inStage(final, 'HEALTHCHECK').at(-1)?.args ?? ''
    t.match(
      health,
      /CMD \["node", "\/app\/bin\/svc\.js", "healthcheck"\]/,
      'HEALTHCHECK: svc healthcheck (right for each role)',
    )
    t.match(
      inStage(final, 'ENV')
        .map((i) => i.args)
        .join(' '),
      /SVC_STATUS_FILE=\S+/,
      'where the running svc says what it serves',
    )
    const labels = inStage(final, 'LABEL')
      .map((i) => i.args)
      .join(' ')
    for (const key of ['title', 'description', 'version', 'revision', 'created', 'licenses', 'base.name'])
      t.match(labels, `org.opencontainers.image.${key}=`, `OCI label ${key}`)
  },
)

t.test('.dockerignore keeps the context small without dropping what the image copies', async (t) => {
  const patterns = readFileSync(join(ROOT, '.dockerignore'), 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
  for (const p of ['node_modules', 'dist', '.git']) t.ok(patterns.includes(p), `ignores ${p}`)
  for (const kept of [
    'src',
    'plugins',
    'proto',
    'bin',
    'config',
    'deploy/entrypoint.sh',
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'tsconfig.build.json',
  ]) {
    t.notOk(
      patterns.some((p) => p === kept || kept.startsWith(p.replace(/\/$/, '') + '/')),
      `keeps ${kept}`,
    )
  }
})
