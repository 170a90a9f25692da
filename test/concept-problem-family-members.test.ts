// Members of problem families the lexicon already holds, written the ways notes write them: the
// ear pulled at, the tunnels of hidradenitis, tears named by their shape, irregular cycles,
// dyskinesias, a child withholding stool, purging, colonization, currant jelly stool, a rust ring
// and the reactions to a transfusion. Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)

/** Each concept found, as "matched text=type:preferred term". */
function found(text: string): string[] {
  return builtin
    .match(text)
    .map((c) => `${text.slice(c.start_index, c.end_index)}=${c.concept_type}:${c.preferred_term}`)
}

t.test('a child pulling at an ear is ear pain, in any person and tense', async (t) => {
  t.same(found('Toddler pulls at his ear at night.'), ['pulls at his ear=problem:ear pain'])
  t.same(found('He keeps pulling at the ears.'), ['pulling at the ears=problem:ear pain'])
  t.same(found('Pulled her ear away from the otoscope.'), [], 'an ear pulled away is no sign')
})

t.test('tunnels and tracts of the skin, and tears named by their shape', async (t) => {
  t.same(found('Axillary draining tunnels.'), ['draining tunnels=problem:draining tunnel'])
  t.same(found('Sinus tract over the sacrum.'), ['Sinus tract=problem:sinus tract'])
  t.same(found('MRI: partial-thickness tear of the supraspinatus.'), [
    'MRI=test:magnetic resonance imaging',
    'partial-thickness tear=problem:partial-thickness tear',
  ])
  t.same(found('Radial tear of the medial meniscus.'), ['Radial tear=problem:meniscal tear'])
  t.same(found('Arthroscopy for a torn labrum.'), [
    'Arthroscopy=procedure:arthroscopy',
    'torn labrum=problem:labral tear',
  ])
  t.same(
    found('Full-thickness burn of the hand.'),
    ['Full-thickness burn=problem:burn'],
    'a burn keeps its own concept',
  )
})

t.test('cycles, movements, stools and eating behaviours', async (t) => {
  t.same(found('Irregular menstrual cycles since menarche.'), ['Irregular menstrual cycles=problem:oligomenorrhea'])
  t.same(found('Peak-dose dyskinesias on levodopa.'), [
    'Peak-dose dyskinesias=problem:dyskinesia',
    'levodopa=medication:carbidopa/levodopa',
  ])
  t.same(found('Withholding stools for a week.'), ['Withholding stools=problem:stool withholding'])
  t.same(found('Currant-jelly stools and vomiting.'), [
    'Currant-jelly stools=problem:currant jelly stool',
    'vomiting=problem:vomiting',
  ])
  t.same(found('Denies vomiting, purging or laxative use.'), [
    'vomiting=problem:vomiting',
    'purging=problem:purging',
    'laxative=medication:laxative',
  ])
  t.same(found('Purging the line before the draw.'), [], 'purging a line flushes a tube: no symptom list')
})

t.test('colonization, a rust ring and a reaction to a transfusion', async (t) => {
  t.same(found('Bacterial colonization of the wound.'), ['Bacterial colonization=problem:colonization'])
  t.same(found('Corneal rust ring removed with a burr.'), ['Corneal rust ring=problem:rust ring'])
  t.same(found('Ring on her finger.'), [])
  t.same(found('Transfusion reaction suspected.'), ['Transfusion reaction=problem:transfusion reaction'])
  t.same(found('Febrile transfusion reaction overnight.'), [
    'Febrile transfusion reaction=problem:febrile non-hemolytic transfusion reaction',
  ])
})
