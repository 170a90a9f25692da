// The strings the concept lexicon reports in labels are held one byte per character where they
// can be (src/nlp/one-byte-string.ts), so that the event's JSON answer is a one-byte string too.
// V8's serializer tells the two representations apart: it writes a one-byte string with the
// tag '"' and a two-byte one with 'c'.
import { serialize } from 'node:v8'
import t from 'tap'
import { BUILTIN_LEXICON, parseLexiconTsv } from '../src/nlp/lexicon.js'
import { oneByteString } from '../src/nlp/one-byte-string.js'

const isTwoByte = (s: string) => serialize(s)[2] === 'c'.charCodeAt(0)
/** `s` with the same characters, held two bytes per character (cut from a two-byte string). */
const twoByte = (s: string) => ('\u2082' + s).slice(1)

t.test('oneByteString keeps the characters and holds Latin-1 text one byte per character', async (t) => {
  t.ok(isTwoByte(twoByte('oxygen saturation')), 'the probe tells a two-byte string')
  for (const s of ['oxygen saturation', 'fièvre à 39°', '', 'LOINC:2708-6']) {
    const out = oneByteString(twoByte(s))
    t.equal(out, s)
    t.notOk(isTwoByte(out), JSON.stringify(s))
  }
  const beyond = twoByte('spo₂ 😷')
  t.equal(oneByteString(beyond), beyond, 'a string with characters beyond U+00FF is kept as it is')
})

t.test('lexicon entries report their preferred terms and codes as one-byte strings', async (t) => {
  const twoByteReported = BUILTIN_LEXICON.filter((e) => isTwoByte(e.preferred_term) || isTwoByte(e.code))
  t.same(
    twoByteReported.map((e) => e.preferred_term),
    [],
    'built-in: none two-byte (its data modules are not all Latin-1)',
  )
  t.ok(
    BUILTIN_LEXICON.some((e) => e.term === 'spo₂'),
    'the built-in lexicon has a term beyond Latin-1',
  )
  const [user] = parseLexiconTsv(twoByte('heart attack\tproblem\tmyocardial infarction\tICD10CM:I21.9\n'), 'user.tsv')
  t.equal(user.preferred_term, 'myocardial infarction')
  t.notOk(isTwoByte(user.preferred_term) || isTwoByte(user.code), 'user lexicon: one-byte')
})
