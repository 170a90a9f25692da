// The attack bench's well-behaved client, as a process of its own (as the grpcio client
// was), so that the attacker's work in the bench process never delays it. One call every 100 ms
// on its own connection: Health/Check (`grpc HOST:PORT`) or GET /v1/events/instance_id from a
// gateway (`http URL`). Prints `ready` after its first answer; when its stdin closes it stops,
// waits for the calls in flight and prints its report (SteadyReport) as one JSON line.
import { callUnary, createClient } from '../helpers/grpc-client.js'
import { steadyCalls } from '../helpers/steady-calls.js'
import { nodeHttpClient } from './lib.js'

const [kind, target] = process.argv.slice(2)
const DEADLINE_MS = 10_000

function caller(): () => Promise<unknown> {
  if (kind === 'grpc') {
    const health = createClient('Health', target)
    return () => callUnary(health, 'Check', { service: '' }, { timeoutMs: DEADLINE_MS })
  }
  const http = nodeHttpClient(target, 4)
  return () =>
    Promise.race([
      http.request('GET', '/v1/events/instance_id'),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`no answer within ${DEADLINE_MS} ms`)), DEADLINE_MS).unref(),
      ),
    ])
}

const call = caller()
await call()
console.log('ready')
const calls = steadyCalls(call)
process.stdin.resume()
process.stdin.once('end', async () => {
  console.log(JSON.stringify(await calls.stop()))
  process.exit(0)
})
