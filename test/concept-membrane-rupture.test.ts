// "ROM" among words of pregnancy and labour is the rupture of membranes, elsewhere a joint's range
// of motion (concept-membrane-rupture.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const romOf = (text: string): string[] =>
  builtin
    .match(text)
    .filter((c) => text.slice(c.start_index, c.end_index).toLowerCase() === 'rom')
    .map((c) => `${c.concept_type} ${c.preferred_term}`)

t.test('ROM beside the words of labour is the rupture of membranes', async (t) => {
  t.same(romOf('ROM at 37 weeks, no contractions yet.'), ['problem premature rupture of membranes'])
  t.same(romOf('Leaking since noon; ROM confirmed by nitrazine.'), ['problem premature rupture of membranes'])
  t.same(romOf('ROM at 04:30 with clear fluid.'), ['problem premature rupture of membranes'])
  t.same(romOf('She felt a gush of fluid, not sure if ROM or urine.'), ['problem premature rupture of membranes'])
})

t.test("ROM stays a joint's range of motion elsewhere", async (t) => {
  t.same(romOf('Full ROM of both knees, no effusion.'), ['test range of motion'])
  t.same(
    romOf('Elbow ROM 10-130 degrees at 6 weeks after the fracture.'),
    ['test range of motion'],
    'six weeks is a follow-up time, no gestational age',
  )
  t.same(
    romOf('ROM reduced at the hip; joint fluid sent for crystals.'),
    ['test range of motion'],
    'joint fluid is no amniotic fluid',
  )
  t.same(
    romOf('Shoulder: full ROM.\nPregnant at 12 weeks.'),
    ['test range of motion'],
    'the words of the next line are not read',
  )
  t.same(
    romOf('Active ROM normal. Contractions every 5 minutes.'),
    ['test range of motion'],
    'nor those past the end of the sentence',
  )
})
