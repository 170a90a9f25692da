// The HTTP/2 frame reader hands over every frame whole and in order however the connection's
// bytes are cut into reads: frames inside one read, frames and headers split across reads, a
// frame far larger than one read; a frame above the size limit ends the connection even when its
// header comes in pieces.
import t from 'tap'
import { ConnectionError, ErrorCode, frame, FrameReader, FrameType } from '../src/grpc/h2-frames.js'
import { prng } from './helpers/prng.js'

const random = prng(15)

function payload(n: number): Buffer {
  const b = Buffer.allocUnsafe(n)
  for (let i = 0; i < n; i++) b[i] = Math.floor(random() * 256)
  return b
}

const frames = [
  { type: FrameType.SETTINGS, flags: 0, id: 0, payload: payload(12) },
  { type: FrameType.HEADERS, flags: 4, id: 1, payload: payload(40) },
  { type: FrameType.DATA, flags: 0, id: 1, payload: payload(150_000) },
  { type: FrameType.DATA, flags: 1, id: 1, payload: Buffer.alloc(0) },
  { type: FrameType.PING, flags: 0, id: 0, payload: payload(8) },
  { type: FrameType.DATA, flags: 1, id: 3, payload: payload(70_000) },
  { type: FrameType.HEADERS, flags: 5, id: 3, payload: payload(3) },
]
const bytes = Buffer.concat(frames.map((f) => frame(f.type, f.flags, f.id, f.payload)))

/** The frames read from `bytes` pushed in chunks of the given sizes (the rest in one). */
function read(cuts: number[]) {
  const got: { type: number; flags: number; id: number; payload: Buffer }[] = []
  const reader = new FrameReader((type, flags, id, p) => got.push({ type, flags, id, payload: Buffer.from(p) }))
  reader.maxFrameSize = 256 * 1024
  let pos = 0
  for (const n of cuts) {
    reader.push(bytes.subarray(pos, pos + n))
    pos += n
  }
  if (pos < bytes.length) reader.push(bytes.subarray(pos))
  return got
}

t.test('frames come whole and in order however the bytes are cut', async (t) => {
  const ways: [string, number[]][] = [
    ['one read', []],
    ['reads of 64 KB', Array.from({ length: Math.ceil(bytes.length / 65536) }, () => 65536)],
    ['every header split', [5, 17, 30, 40, 1000, 100_000, 60_000]],
    ['one byte at a time, then the rest', Array.from({ length: 200 }, () => 1)],
  ]
  for (let k = 0; k < 20; k++) {
    const cuts: number[] = []
    for (let left = bytes.length; left > 0; ) {
      const n = 1 + Math.floor(random() * (random() < 0.5 ? 20 : 90_000))
      cuts.push(n)
      left -= n
    }
    ways.push([`random reads ${k}`, cuts])
  }
  for (const [what, cuts] of ways) {
    const got = read(cuts)
    t.equal(got.length, frames.length, `${what}: every frame`)
    t.ok(got.every((g, i) => g.type === frames[i].type && g.flags === frames[i].flags && g.id === frames[i].id && g.payload.equals(frames[i].payload)), `${what}: each as sent`)
  }
})

t.test('a frame above the limit ends the connection, its header whole or in pieces', async (t) => {
  const big = frame(FrameType.DATA, 0, 1, Buffer.alloc(20_000))
  for (const split of [0, 1, 2, 4, 9, 100]) {
    const reader = new FrameReader(() => {})
    let thrown: unknown
    try {
      if (split > 0) reader.push(Buffer.concat([frame(FrameType.PING, 0, 0, Buffer.alloc(8)), big.subarray(0, split)]))
      reader.push(big.subarray(split))
    } catch (err) {
      thrown = err
    }
    t.ok(thrown instanceof ConnectionError && thrown.code === ErrorCode.FRAME_SIZE_ERROR, `header cut after ${split} bytes`)
  }
})
