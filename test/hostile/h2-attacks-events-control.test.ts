// Issue 26: attacks on the events service through the connection itself: SETTINGS and PING
// floods from a peer that never reads its socket (so every acknowledgement piles up), and
// 5,000 idle connections (half of them never even send the preface). Each on a fresh `svc
// events` process, while a well-behaved client calls Health/Check every 100 ms on its own
// connection, opened before the attack. The process's memory is read from /proc.
import t from 'tap'
import { EVENTS_ARGS, startSvc, survives } from '../helpers/h2-attack-checks.js'
import { controlFlood, idleConnections } from '../helpers/h2-attacks.js'

t.setTimeout(120_000)

t.test('the events service under a SETTINGS flood, the attacker never reads', (t) =>
  survives(t, () => startSvc(t, EVENTS_ARGS), controlFlood('SETTINGS'), { ended: true }),
)

t.test('the events service under a PING flood, the attacker never reads', (t) =>
  survives(t, () => startSvc(t, EVENTS_ARGS), controlFlood('PING'), { ended: true }),
)

// Opening them takes a few seconds on a shared machine; they are then held for the rest.
t.test('the events service holding 5,000 idle connections', (t) =>
  survives(t, () => startSvc(t, EVENTS_ARGS), idleConnections(5000), { durationMs: 10_000 }),
)
