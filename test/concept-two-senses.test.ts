// Round seven: problems named by words with two senses, kept by their guards (problems-two-senses.ts,
// concept-senses.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)}=${c.preferred_term}`)

t.test('cold as an illness or a cold limb, not a technique or a remedy', async (t) => {
  t.same(found('Her son has a head cold.'), ['head cold=upper respiratory infection'])
  t.same(found('Left hand cold to touch.'), ['cold=cold'])
  t.same(
    found('Polyp removed by cold snare; cold compresses at home.').filter((s) => s.startsWith('cold')),
    [],
  )
})

t.test('LAD as lymphadenopathy, not the artery', async (t) => {
  t.same(found('Neck supple without LAD.'), ['LAD=lymphadenopathy'])
  t.same(
    found('Stent placed in the mid LAD.').filter((s) => s.startsWith('LAD')),
    [],
  )
  t.same(found('Severe LAD stenosis.'), ['LAD stenosis=coronary artery disease'])
})

t.test('distended alone is abdominal distension', async (t) => {
  t.same(found('Abdomen firm and distended.'), ['distended=abdominal distension'])
})

t.test('SBP without a value falls back to peritonitis, unless a pressure is meant', async (t) => {
  t.same(found('History of SBP; on SBP prophylaxis.'), [
    'SBP=spontaneous bacterial peritonitis',
    'SBP=spontaneous bacterial peritonitis',
  ])
  t.same(found('SBP 118 today.'), ['SBP=blood pressure'])
  t.same(found('Keep SBP in the low 100s.'), [], 'a pressure without its value is neither')
})
