// gRPC's length-prefixed message framing written by hand (flag byte, 4-byte big-endian length,
// the bytes), so tests of our HTTP/2 client and server send frames that do not come from the
// code under test.
export function grpcMessage(bytes: Uint8Array, compressed = false): Buffer {
  const out = Buffer.alloc(5 + bytes.length)
  out[0] = compressed ? 1 : 0
  out.writeUInt32BE(bytes.length, 1)
  out.set(bytes, 5)
  return out
}
