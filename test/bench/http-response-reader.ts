// Frames one HTTP/1.1 answer out of the bytes a socket delivers, for the benches' load generator:
// the status line, the headers that decide where the answer ends (content-length, chunked
// transfer-encoding, connection: close), and the body as the pieces it arrived in. Nothing is
// decoded or copied here; the load generator shares the CPUs with the stack it measures.

/** Where the reader is within the answer. */
type State = 'head' | 'length' | 'chunk-size' | 'chunk-data' | 'chunk-end' | 'trailers' | 'until-close' | 'done'

/** Larger heads or chunk-size lines than this are not an answer the benches' servers send. */
const MAX_HEAD_BYTES = 64 * 1024
const MAX_LINE_BYTES = 4096

const HEAD_END = Buffer.from('\r\n\r\n')
const STATUS_LINE = /^HTTP\/1\.[01] (\d{3})(?: |$)/
const DECIMAL = /^\d+$/
const HEX = /^[0-9a-fA-F]+$/
const CR = 0x0d
const LF = 0x0a

export class MalformedAnswer extends Error {}

export class ResponseReader {
  status = 0
  /** The body's bytes as they arrived: views of the socket's reads, not copies. */
  chunks: Buffer[] = []
  /** The server said it closes the connection after this answer. */
  closeAfter = false
  private state: State = 'head'
  private expectBody = true
  private partialHead: Buffer | undefined
  private remaining = 0
  private line = ''
  private chunkEndSeen = 0

  /** Readies the reader for the answer to a new request (HEAD answers have no body). */
  start(method: string): void {
    this.status = 0
    this.chunks = []
    this.closeAfter = false
    this.state = 'head'
    this.expectBody = method !== 'HEAD'
    this.partialHead = undefined
    this.remaining = 0
    this.line = ''
    this.chunkEndSeen = 0
  }

  /**
   * Reads what a socket delivered. Returns -1 while the answer is incomplete, else how many bytes
   * of `data` follow its end. Throws MalformedAnswer for bytes that are not an answer.
   */
  push(data: Buffer): number {
    let pos = 0
    while (pos < data.length || this.state === 'done') {
      switch (this.state) {
        case 'done':
          return data.length - pos
        case 'head': {
          if (this.partialHead) {
            data = Buffer.concat([this.partialHead, data.subarray(pos)])
            pos = 0
            this.partialHead = undefined
          }
          const end = data.indexOf(HEAD_END, pos)
          if (end < 0) {
            if (data.length - pos > MAX_HEAD_BYTES)
              throw new MalformedAnswer(`answer head longer than ${MAX_HEAD_BYTES} bytes`)
            this.partialHead = data.subarray(pos)
            return -1
          }
          this.readHead(data.toString('latin1', pos, end))
          pos = end + HEAD_END.length
          break
        }
        case 'length':
        case 'chunk-data': {
          const take = Math.min(this.remaining, data.length - pos)
          this.chunks.push(data.subarray(pos, pos + take))
          this.remaining -= take
          pos += take
          if (this.remaining === 0) this.state = this.state === 'length' ? 'done' : 'chunk-end'
          break
        }
        case 'chunk-end': {
          const expected = this.chunkEndSeen === 0 ? CR : LF
          if (data[pos] !== expected) throw new MalformedAnswer('chunk not followed by CRLF')
          pos++
          if (++this.chunkEndSeen === 2) {
            this.chunkEndSeen = 0
            this.state = 'chunk-size'
          }
          break
        }
        case 'chunk-size':
        case 'trailers': {
          const line = this.readLine(data, pos)
          if (line === undefined) return -1
          pos = line.next
          if (this.state === 'trailers') {
            if (line.text === '') this.state = 'done'
            break
          }
          const size = line.text.split(';', 1)[0].trim()
          if (!HEX.test(size) || size.length > 8)
            throw new MalformedAnswer(`bad chunk size ${JSON.stringify(size.slice(0, 20))}`)
          this.remaining = parseInt(size, 16)
          this.state = this.remaining === 0 ? 'trailers' : 'chunk-data'
          break
        }
        case 'until-close':
          this.chunks.push(data.subarray(pos))
          return -1
      }
    }
    return -1
  }

  /** The connection ended: true when that completes the answer (one framed by the close). */
  endOfStream(): boolean {
    if (this.state === 'until-close') this.state = 'done'
    return this.state === 'done'
  }

  /** True while no byte of an answer has been read. */
  get untouched(): boolean {
    return this.state === 'head' && this.partialHead === undefined
  }

  private readHead(head: string): void {
    const lines = head.split('\r\n')
    const m = STATUS_LINE.exec(lines[0])
    if (!m) throw new MalformedAnswer(`bad status line ${JSON.stringify(lines[0].slice(0, 40))}`)
    const status = Number(m[1])
    let length: number | undefined
    let chunked = false
    let closeAfter = false
    for (let i = 1; i < lines.length; i++) {
      const colon = lines[i].indexOf(':')
      if (colon <= 0) throw new MalformedAnswer(`bad header line ${JSON.stringify(lines[i].slice(0, 40))}`)
      const name = lines[i].slice(0, colon).trim().toLowerCase()
      const value = lines[i].slice(colon + 1).trim()
      if (name === 'content-length') {
        if (!DECIMAL.test(value) || (length !== undefined && length !== Number(value)))
          throw new MalformedAnswer(`bad content-length ${JSON.stringify(value.slice(0, 20))}`)
        length = Number(value)
      } else if (name === 'transfer-encoding') {
        // Chunked must be the last coding applied; any other framing runs to the close.
        chunked = /(?:^|,)\s*chunked\s*$/i.test(value)
        if (!chunked) length = undefined
      } else if (name === 'connection') {
        closeAfter = /(?:^|,)\s*close\s*(?:,|$)/i.test(value)
      }
    }
    if (status >= 100 && status < 200) return // an interim answer; the real one follows
    this.status = status
    this.closeAfter = closeAfter
    if (!this.expectBody || status === 204 || status === 304) this.state = 'done'
    else if (chunked) this.state = 'chunk-size'
    else if (length !== undefined) {
      this.remaining = length
      this.state = length === 0 ? 'done' : 'length'
    } else {
      this.state = 'until-close'
      this.closeAfter = true
    }
  }

  /** One CRLF-terminated line, which may span several reads. */
  private readLine(data: Buffer, pos: number): { text: string; next: number } | undefined {
    const lf = data.indexOf(LF, pos)
    if (lf < 0) {
      this.line += data.toString('latin1', pos)
      if (this.line.length > MAX_LINE_BYTES) throw new MalformedAnswer('chunk-size or trailer line too long')
      return undefined
    }
    const text = this.line + data.toString('latin1', pos, lf)
    this.line = ''
    if (!text.endsWith('\r')) throw new MalformedAnswer('line not ended by CRLF')
    return { text: text.slice(0, -1), next: lf + 1 }
  }
}
