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

t.test('families added in round six: allergens, echo and airway measures, coded findings', async (t) => {
  const all = (text: string): string[] =>
    builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)}=${c.concept_type} (${c.code})`)
  t.same(all('Allergic to grass pollen, dog dander and house dust mites; adhesive bandages cause blisters.'), [
    'grass pollen=medication (INGREDIENT:pollen)',
    'dog dander=medication (INGREDIENT:animal dander)',
    'house dust mites=medication (INGREDIENT:dust mites)',
    'adhesive bandages=medication (INGREDIENT:adhesive tape)',
    'blisters=problem (ICD10CM:T14.8XXA)',
  ])
  t.same(all('Mallampati II, thyromental distance 6 cm; AVA 0.9 cm2; QTc 452.'), [
    'Mallampati=test (SVC:test/mallampati score)',
    'thyromental distance=test (SVC:test/thyromental distance)',
    'AVA=test (SVC:test/aortic valve area)',
    'QTc=test (SVC:test/qt interval)',
  ])
  t.same(problems('Hippocampal sclerosis on MRI; serum sickness after the antivenom; sores in the mouth.'), [
    'Hippocampal sclerosis=mesial temporal sclerosis (ICD10CM:G93.81)',
    'serum sickness=serum sickness (ICD10CM:T80.69XA)',
    'sores in the mouth=mucositis (ICD10CM:K12.30)',
  ])
})

t.test('vaccines by their lay "shot" names; strep alone is strep throat', async (t) => {
  const drugs = (text: string): string[] =>
    builtin
      .match(text)
      .filter((c) => c.concept_type === 'medication')
      .map((c) => `${text.slice(c.start_index, c.end_index)}=${c.preferred_term}`)
  t.same(drugs('Wants the shingles shot; had the hep B shots as a teen.'), [
    'shingles shot=zoster vaccine',
    'hep B shots=hepatitis b vaccine',
  ])
  t.same(problems('Her son had strep last week.'), ['strep=strep pharyngitis (ICD10CM:J02.0)'])
})

t.test('families added in round seven: infant signs, ear and throat complaints, ECG and valve findings', async (t) => {
  t.same(problems('The toddler has a sunken soft spot and a high-pitched cry.'), [
    'sunken soft spot=sunken fontanelle (SVC:problem/sunken fontanelle)',
    'high-pitched cry=high-pitched cry (SVC:problem/high-pitched cry)',
  ])
  t.same(problems('Ear fullness and muffled hearing since the flight; likely eustachian tube dysfunction.'), [
    'Ear fullness=ear fullness (ICD10CM:H93.8X9)',
    'muffled hearing=muffled hearing (SVC:problem/muffled hearing)',
    'eustachian tube dysfunction=eustachian tube dysfunction (ICD10CM:H69.90)',
  ])
  t.same(problems('Mechanical aortic valve; QTc prolongation on the last tracing.'), [
    'Mechanical aortic valve=mechanical heart valve (ICD10CM:Z95.2)',
    'QTc prolongation=prolonged qt interval (ICD10CM:R94.31)',
  ])
})
