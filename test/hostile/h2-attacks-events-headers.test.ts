// Issue 26: attacks on the events service through HTTP/2 header blocks (rapid reset, header
// blocks that never end, an HPACK bomb), each for a few seconds on one raw connection to a
// fresh `svc events` process, while a well-behaved client calls Health/Check every 100 ms on
// its own. The process's memory is read from /proc.
import t from 'tap'
import { EVENTS_ARGS, startSvc, survives, type SurviveOptions } from '../helpers/h2-attack-checks.js'
import { continuationFlood, hpackBombFlood, rapidReset, type Attack } from '../helpers/h2-attacks.js'

t.setTimeout(120_000)

// A server may refuse each bomb on its own (its header list is over the limit) and keep the
// connection: only the floods must end it.
const attacks: [string, Attack, SurviveOptions][] = [
  ['rapid reset (CVE-2023-44487)', rapidReset(), { ended: true }],
  ['CONTINUATION flood, 16 KB frames', continuationFlood(16_384), { ended: true }],
  ['CONTINUATION flood, empty frames', continuationFlood(0), { ended: true }],
  ['HPACK bomb', hpackBombFlood(), {}],
]

for (const [name, attack, opts] of attacks) {
  t.test(`the events service under ${name}`, (t) => survives(t, () => startSvc(t, EVENTS_ARGS), attack, opts))
}
