import { decodeText } from '../src/nlp/text-encoding.ts'
import iconv from 'iconv-lite'
import { readFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
const s = 'Le patient dénie fièvre 38°C, à l\'école. “Très” bien – 5 mg…'
for (const [name, b] of [['utf8', Buffer.from(s)], ['latin1', Buffer.from('Le patient dénie fièvre 38°C, à l\'école.', 'latin1')], ['cp1252', iconv.encode(s, 'windows-1252')], ['u16le', Buffer.concat([Buffer.from([0xff,0xfe]), iconv.encode(s,'utf-16le')])], ['u16be', Buffer.concat([Buffer.from([0xfe,0xff]), iconv.encode(s,'utf-16be')])], ['ls', readFileSync('/bin/ls')], ['rand', randomBytes(5000)]] as const) {
  try { const d = decodeText(b); console.log(name, d.encoding, d.guessed, d.text) } catch (e) { console.log(name, (e as Error).message) }
}
