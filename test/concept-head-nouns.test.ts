// A bare head noun of something done or measured takes the word before it as its name
// (concept-head-nouns.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${c.concept_type} ${text.slice(c.start_index, c.end_index)}`)

t.test('a modifier and a bare head make a procedure or a test', async (t) => {
  t.same(found('Referred for shoulder therapy twice weekly.'), ['procedure shoulder therapy'])
  t.same(found('Schedule vision testing next month.'), ['test vision testing'])
})

t.test('a word of quantity, time or ownership names no kind', async (t) => {
  t.same(found('No further testing planned.'), [])
  t.same(found('She stopped her therapy in May.'), [])
  t.same(found('Prior therapy was well tolerated.'), [])
})

t.test('acts done to a part and things counted or measured are heads too', async (t) => {
  t.same(found('Gum repair and tattoo removal were discussed.'), ['procedure Gum repair', 'procedure tattoo removal'])
  t.same(found('Onset latency and motor velocity were normal.'), ['test Onset latency', 'test motor velocity'])
  t.same(
    found('Sputum culture sent.').map((s) => s.startsWith('test')),
    [true],
  )
})

t.test('a number, a result or an accessory before the head names no kind', async (t) => {
  t.same(found('Three injections so far; the next injection is due.'), [])
  t.same(found('Guidewire removal was routine.'), [])
  t.same(found('Low titer only.'), [])
})

t.test(
  'a screen, a download or pressures after a modifier are tests; a conjunction or a modal names no kind',
  async (t) => {
    t.same(found('Arsenic screen and pump download reviewed.'), ['test Arsenic screen', 'test pump download'])
    t.same(found('Call if pressures rise; we will screen again.'), [])
  },
)

t.test('a taught programme, exercise or training takes one or two words of its kind', async (t) => {
  t.same(found('Begin a swimming program and calf stretching exercises.'), [
    'procedure swimming program',
    'procedure calf stretching exercises',
  ])
  t.same(found('Continue pelvic floor training.'), ['procedure pelvic floor training'])
  t.same(found('Followed by the Diabetes Program; attends a day program.'), [], 'services and places are no procedure')
  t.same(found('Walker training with the therapist.'), [], 'a lesson in an aid is no therapy')
  t.same(found('Completed strengthening exercises.'), ['procedure strengthening exercises'])
})
