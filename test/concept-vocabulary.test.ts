// Problems the built-in lexicon names in plain words (lay terms, exam and imaging phrases),
// each matched with the code of the concept it is a name for.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)

/** Each problem found, as "matched text=preferred term (code)". */
function problems(text: string): string[] {
  return builtin
    .match(text)
    .filter((c) => c.concept_type === 'problem')
    .map((c) => `${text.slice(c.start_index, c.end_index)}=${c.preferred_term} (${c.code})`)
}

t.test('lay names of symptoms map to the clinical concept and its code', async (t) => {
  t.same(problems('He noticed dark urine and yellow eyes two days ago.'), [
    'dark urine=dark urine (ICD10CM:R82.998)',
    'yellow eyes=jaundice (ICD10CM:R17)',
  ])
  t.same(problems('Her grandson has a cold; she reports a fast heartbeat at night.'), [
    'a cold=upper respiratory infection (ICD10CM:J06.9)',
    'fast heartbeat=palpitations (ICD10CM:R00.2)',
  ])
  t.same(problems('The infant has blue spells and pauses in breathing during feeds.'), [
    'blue spells=cyanosis (ICD10CM:R23.0)',
    'pauses in breathing=apnea (ICD10CM:R06.81)',
  ])
  t.same(problems('Since Monday he hears voices and has had trouble paying attention.'), [
    'hears voices=hallucinations (ICD10CM:R44.3)',
    'trouble paying attention=poor concentration (ICD10CM:R41.840)',
  ])
})

t.test('imaging and exam phrases are problems with codes', async (t) => {
  t.same(problems('CT shows an appendicolith and hepatic congestion; persistent air leak from the chest tube.'), [
    'appendicolith=appendicolith (ICD10CM:K38.1)',
    'hepatic congestion=hepatic congestion (ICD10CM:K76.1)',
    'persistent air leak=air leak (ICD10CM:J93.82)',
  ])
  t.same(problems('Pulse irregularly irregular; lymphangitic streaking up the forearm.'), [
    'irregularly irregular=irregularly irregular rhythm (ICD10CM:I49.9)',
    'lymphangitic streaking=lymphangitis (ICD10CM:I89.1)',
  ])
})

t.test('a longer name still wins over a new shorter one', async (t) => {
  t.same(problems('Polycystic kidney disease and chronic kidney disease stage 3.'), [
    'Polycystic kidney disease=polycystic kidney disease (ICD10CM:Q61.3)',
    'chronic kidney disease stage 3=chronic kidney disease (ICD10CM:N18.9)',
  ])
  t.same(problems('A cold compress was applied.'), [])
  t.same(problems('She has a cold sore.'), ['a cold sore=herpes simplex (ICD10CM:B00.9)'])
})
