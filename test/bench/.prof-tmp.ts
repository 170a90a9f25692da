// throwaway (not committed): CPU per doc of svc up under the 6.5 KB RTF pipeline load, optional node flags
import { spawnSync } from 'node:child_process'
import { benchNotes } from './notes.js'
import { jsonClient, load, startChild, cpuSeconds } from './lib.js'
const answer = process.argv[2] ?? 'everything'
const N = Number(process.argv[3] ?? 3000)
const flagSets = (process.argv[4] ?? '').split('|')
const notes = benchNotes()
const i = notes.findIndex((n) => n.name === 'synthetic-6.5k' && n.format === 'rtf')
const data = notes[i].data.toString('base64')
const ret = answer === 'concepts' ? { return: { label_indices: ['concepts'] } } : {}
const body = (k: number) => JSON.stringify({ event: { event_id: `p-${k}`, binaries: { rtf: data } }, params: { document_name: 'plaintext' }, ...ret })
function tree(pid: number): number[] {
  const out = spawnSync('ps', ['-o', 'pid=,ppid=', '-e'], { encoding: 'utf8' }).stdout
  const kids = new Map<number, number[]>()
  for (const l of out.trim().split('\n')) { const [p, pp] = l.trim().split(/\s+/).map(Number); kids.set(pp, [...(kids.get(pp) ?? []), p]) }
  const all = [pid]; for (let k = 0; k < all.length; k++) all.push(...(kids.get(all[k]) ?? []))
  return all
}
const stacks = []
for (const f of flagSets) {
  const flags = f.split(' ').filter(Boolean)
  const child = await startChild(['up', '--port', '0', '--host', '127.0.0.1'], { SVC_LOG_LEVEL: 'info' }, flags)
  const client = jsonClient(`http://${child.address}`, 16)
  await load(800, 16, (k) => client.request('POST', '/v1/pipeline/svc-default-pipeline/process', body(-1 - k)))
  stacks.push({ f, child, client })
}
for (let round = 0; round < Number(process.env.ROUNDS ?? 2); round++)
  for (const { f, child, client } of stacks) {
    const pids = tree(child.proc.pid!)
    const c0 = pids.map((p) => cpuSeconds(p) ?? 0)
    const s = await load(N, 16, (k) => client.request('POST', '/v1/pipeline/svc-default-pipeline/process', body(k)))
    const per = pids.map((p, k) => (((cpuSeconds(p) ?? 0) - c0[k]) * 1000) / N)
    console.log(`[${f}] ${answer} docs/s ${s.rps.toFixed(1)} cpu ms/doc ${per.reduce((a, b) => a + b, 0).toFixed(2)} (${per.map((x) => x.toFixed(2)).join('/')}) errors ${s.errors}`)
  }
for (const { client, child } of stacks) { client.close(); await child.stop() }
