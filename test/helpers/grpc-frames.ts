// gRPC's length-prefixed message framing written by hand (flag byte, 4-byte big-endian length,
// the bytes), so tests of our HTTP/2 client and server send frames that do not come from the
// code under test; and the protobuf bytes of simple messages, for peers that write raw frames.
export function grpcMessage(bytes: Uint8Array, compressed = false): Buffer {
  const out = Buffer.alloc(5 + bytes.length)
  out[0] = compressed ? 1 : 0
  out.writeUInt32BE(bytes.length, 1)
  out.set(bytes, 5)
  return out
}

/** A message of length-delimited fields (strings, bytes, nested messages), by field number. */
export function protoMessage(fields: [field: number, value: string | Uint8Array][]): Buffer {
  return Buffer.concat(
    fields.map(([field, value]) => {
      const bytes = typeof value === 'string' ? Buffer.from(value) : value
      return Buffer.concat([varint((field << 3) | 2), varint(bytes.length), bytes])
    }),
  )
}

function varint(n: number): Buffer {
  const out: number[] = []
  for (; n >= 128; n = Math.floor(n / 128)) out.push((n % 128) | 128)
  out.push(n)
  return Buffer.from(out)
}
