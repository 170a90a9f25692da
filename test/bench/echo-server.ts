// A trivial node:http server that answers every request with its own body: the gateway bench
// drives it with the same client at 1 in flight, as this machine's floor for one loopback HTTP
// round trip plus a process wake-up, against which the gateway's p50 and p99 can be read.
// Prints "listening on host:port" once it is.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (c: Buffer) => chunks.push(c))
  req.on('end', () => {
    const body = Buffer.concat(chunks)
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length })
    res.end(body)
  })
})
server.listen(0, '127.0.0.1', () => {
  const { address, port } = server.address() as AddressInfo
  console.log(`listening on ${address}:${port}`)
})
process.once('SIGTERM', () => {
  server.closeAllConnections()
  server.close()
})
