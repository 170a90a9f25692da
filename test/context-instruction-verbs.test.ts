// Instructions whose verb names a place or a visit before what it is for
// (src/nlp/context-instruction-verbs.ts), and care of a kind to seek (context-ahead-cues.ts).
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const read = (text: string, phrases: Phrase[]) => contextOf(text, phrases, { sections: false })
const hypothetical = (text: string, phrases: Phrase[]): boolean[] => read(text, phrases).map((a) => a.hypothetical)

t.test('"told to come to <place> for" reaches the list after its "for"', async (t) => {
  const text = 'Mother was told to come to the pediatric ED for lethargy, poor feeding or a bulging fontanelle.'
  t.same(hypothetical(text, ['lethargy', 'poor feeding', 'bulging fontanelle']), [true, true, true])
  const report = 'He has come to the walk-in clinic for ankle swelling.'
  t.same(hypothetical(report, ['ankle swelling']), [false])
})

t.test('"to be seen by <service> for" makes what the visit is for ahead; a visit held does not', async (t) => {
  t.same(
    hypothetical('To be seen by gastroenterology after the holidays for a capsule endoscopy.', [
      ['capsule endoscopy', 'procedure'],
    ]),
    [true],
  )
  t.same(hypothetical('Was seen by gastroenterology for a capsule endoscopy.', [['capsule endoscopy', 'procedure']]), [
    false,
  ])
})

t.test('"seek same-day care for" is an instruction, and names no day-care worker', async (t) => {
  const attrs = read('She should seek same-day care for chest pain or new palpitations.', [
    'chest pain',
    'palpitations',
  ])
  t.same(
    attrs.map((a) => a.hypothetical),
    [true, true],
  )
  t.same(
    attrs.map((a) => a.experiencer),
    ['patient', 'patient'],
  )
})
