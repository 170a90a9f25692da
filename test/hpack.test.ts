// HPACK decoding against RFC 7541's own examples (Appendix C: requests with and without Huffman
// coding, a shared dynamic table, responses that evict), and our plain encoder read back.
import t from 'tap'
import { HpackDecoder, encodeFields } from '../src/grpc/hpack.js'

const hex = (s: string) => Buffer.from(s.replace(/\s+/g, ''), 'hex')

t.test('C.3: requests without Huffman coding, one dynamic table across them', async (t) => {
  const d = new HpackDecoder()
  t.same({ ...d.decode(hex('828684410f7777772e6578616d706c652e636f6d')) }, { ':method': 'GET', ':scheme': 'http', ':path': '/', ':authority': 'www.example.com' })
  t.same({ ...d.decode(hex('828684be58086e6f2d6361636865')) }, { ':method': 'GET', ':scheme': 'http', ':path': '/', ':authority': 'www.example.com', 'cache-control': 'no-cache' })
  t.same({ ...d.decode(hex('828785bf400a637573746f6d2d6b65790c637573746f6d2d76616c7565')) }, {
    ':method': 'GET',
    ':scheme': 'https',
    ':path': '/index.html',
    ':authority': 'www.example.com',
    'custom-key': 'custom-value',
  })
})

t.test('C.4: the same requests Huffman-coded', async (t) => {
  const d = new HpackDecoder()
  t.same({ ...d.decode(hex('828684418cf1e3c2e5f23a6ba0ab90f4ff')) }, { ':method': 'GET', ':scheme': 'http', ':path': '/', ':authority': 'www.example.com' })
  t.same({ ...d.decode(hex('828684be5886a8eb10649cbf')) }, { ':method': 'GET', ':scheme': 'http', ':path': '/', ':authority': 'www.example.com', 'cache-control': 'no-cache' })
  t.same({ ...d.decode(hex('828785bf408825a849e95ba97d7f8925a849e95bb8e8b4bf')) }, {
    ':method': 'GET',
    ':scheme': 'https',
    ':path': '/index.html',
    ':authority': 'www.example.com',
    'custom-key': 'custom-value',
  })
})

t.test('C.6: Huffman-coded responses in a 256-octet table, evicting as they go', async (t) => {
  const d = new HpackDecoder(256)
  const first = { ':status': '302', 'cache-control': 'private', date: 'Mon, 21 Oct 2013 20:13:21 GMT', location: 'https://www.example.com' }
  // The table size update first (the example's table is 256 octets).
  t.same({ ...d.decode(hex('3fe101' + '488264025885aec3771a4b6196d07abe941054d444a8200595040b8166e082a62d1bff6e919d29ad171863c78f0b97c8e9ae82ae43d3')) }, first)
  t.same({ ...d.decode(hex('4883640effc1c0bf')) }, { ...first, ':status': '307' })
  t.same({ ...d.decode(hex('88c16196d07abe941054d444a8200595040b8166e084a62d1bffc05a839bd9ab77ad94e7821dd7f2e6c7b335dfdfcd5b3960d5af27087f3672c1ab270fb5291f9587316065c003ed4ee5b1063d5007')) }, {
    ':status': '200',
    'cache-control': 'private',
    date: 'Mon, 21 Oct 2013 20:13:22 GMT',
    location: 'https://www.example.com',
    'content-encoding': 'gzip',
    'set-cookie': 'foo=ASDJKHQKBZXOQWEOPIUAXQWEOIU; max-age=3600; version=1',
  })
})

t.test('malformed blocks are errors, never a crash or a wrong field', async (t) => {
  t.throws(() => new HpackDecoder().decode(hex('be')), /beyond the table/, 'an index past the tables')
  t.throws(() => new HpackDecoder().decode(hex('4085')), /longer than the block/, 'a string past the end')
  t.throws(() => new HpackDecoder().decode(hex('4003616263')), /truncated string/, 'a literal name with no value after it')
  t.throws(() => new HpackDecoder().decode(hex('82' + '3f e1 1f')), /size update after a field/)
  t.throws(() => new HpackDecoder(100).decode(hex('3f e1 01')), /above the 100 allowed/)
  t.throws(() => new HpackDecoder().decode(hex('0081ff0100')), /Huffman/, 'a Huffman string that is all padding')
  t.throws(() => new HpackDecoder(4096, 40).decode(hex('400a637573746f6d2d6b65790c637573746f6d2d76616c7565')), /header list larger/)
})

t.test('our encoder, read back', async (t) => {
  const fields: [string, string][] = [
    [':method', 'POST'],
    [':scheme', 'http'],
    [':path', '/svc.api.v1.Events/AddMetadata'],
    [':authority', '127.0.0.1:10100'],
    ['content-type', 'application/grpc'],
    ['te', 'trailers'],
    ['grpc-timeout', '29999m'],
    ['x-long', 'v'.repeat(300)],
  ]
  t.same({ ...new HpackDecoder().decode(encodeFields(fields)) }, Object.fromEntries(fields))
})
