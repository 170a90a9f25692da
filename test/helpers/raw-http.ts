// HTTP spoken by hand on one socket, for what a well-behaved client never does: pipelining,
// garbage after a request, headers or bodies sent slowly, answers never read.
import net from 'node:net'

export interface RawExchange {
  socket: net.Socket
  /** Everything received until the server closed the connection. */
  closed: Promise<string>
}

/** Connects to the gateway at `base`, writes `payload` (if any) in one write and collects what comes back. */
export function connectRaw(base: string, payload?: string | Buffer): Promise<RawExchange> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      if (payload !== undefined) socket.write(payload)
      resolve({ socket, closed })
    })
    const chunks: Buffer[] = []
    const closed = new Promise<string>((done) => {
      socket.on('data', (d) => chunks.push(d))
      socket.on('close', () => done(Buffer.concat(chunks).toString('latin1')))
    })
    socket.on('error', (err) => {
      if (!socket.connecting) return
      reject(err)
    })
  })
}

export interface RawResponse {
  status: number
  headers: Record<string, string>
  body: string
}

/** The HTTP/1.1 responses in a received stream, in order (content-length framed). */
export function parseResponses(stream: string): RawResponse[] {
  const out: RawResponse[] = []
  let rest = stream
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n')
    if (headEnd < 0) break
    const [statusLine, ...lines] = rest.slice(0, headEnd).split('\r\n')
    const headers: Record<string, string> = {}
    for (const l of lines) headers[l.slice(0, l.indexOf(':')).toLowerCase()] = l.slice(l.indexOf(':') + 1).trim()
    const length = Number(headers['content-length'] ?? 0)
    const body = rest.slice(headEnd + 4, headEnd + 4 + length)
    out.push({ status: Number(statusLine.split(' ')[1]), headers, body })
    rest = rest.slice(headEnd + 4 + length)
  }
  return out
}
