// Sense guards that move a word to its other type or drop it by its neighbours
// (concept-senses.ts): a dialysis access's thrill and bruit, a drug level's "trough" as timing,
// and sedation as a drug's side effect. Invented sentences.
import t from 'tap'
import { ConceptMatcher, type Concept } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string, concepts: Concept[] = builtin.match(text)): string[] =>
  concepts.map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('a dialysis access is examined for its thrill and bruit', async (t) => {
  t.same(found('Right upper arm AVF: thrill and bruit intact.'), ['AVF (procedure)', 'thrill (test)', 'bruit (test)'])
  t.same(found('Access with a strong thrill.'), ['thrill (test)'])
  t.same(found('Soft left carotid bruit on auscultation.'), ['carotid bruit (problem)'], 'an artery keeps the finding')
  t.same(found('A bruit was heard over the abdomen.'), ['bruit (problem)'])
})

t.test('a trough is a level ordered, not its timing', async (t) => {
  t.same(
    found('Valproate level 48 (trough) last week.').map((f) => f.endsWith('(test)')),
    [true],
  )
  t.same(found('Toxicity is unlikely with such a low trough.'), ['Toxicity (problem)'])
  t.same(found('Will recheck trough before the fourth dose.'), ['trough (test)'])
})

t.test('sedation a drug caused is a problem; sedation given is a procedure', async (t) => {
  t.same(found('Quetiapine was stopped for sedation.'), ['Quetiapine (medication)', 'sedation (problem)'])
  t.same(found('Tried pregabalin (sedation).'), ['pregabalin (medication)', 'sedation (problem)'])
  t.same(found('Procedural sedation with propofol.'), ['Procedural sedation (procedure)', 'propofol (medication)'])
  // a symptom the patient denies or that comes back
  t.same(found('Denies sedation on the new dose.'), ['sedation (problem)'])
  t.same(found('Monitored for recurrent sedation after the naloxone.'), ['sedation (problem)', 'naloxone (medication)'])
  // where the guard stops: sedation given under a drug stays the procedure
  t.same(found('Reduced under ketamine sedation.'), ['ketamine (medication)', 'sedation (procedure)'])
})

t.test('a specimen and a recording state are no symptoms', async (t) => {
  t.same(
    found('Gram-positive cocci grew in the sputum.').map((f) => f.startsWith('sputum')),
    [false],
  )
  t.same(found('Cough with yellow sputum.'), ['Cough (problem)', 'yellow sputum (problem)'])
  t.same(found('EEG recorded awake and drowsy; in drowsiness the background slows.'), ['EEG (test)'])
  t.same(found('He is drowsy but arousable.'), ['drowsy (problem)'])
})

t.test('the clipped phosphorus is the salt after a verb of repletion', async (t) => {
  t.same(found('Replete Mg and phos today.'), ['Mg (medication)', 'phos (medication)'])
  t.same(found('Start a phos binder with meals.'), ['phos binder (medication)'])
})

t.test('hospice and rehab as an agency or a place are no care given', async (t) => {
  t.same(found('Call hospice before calling 911; the hospice nurse visits Fridays.'), [])
  t.same(found('She would like hospice at home.'), ['hospice (procedure)'])
  t.same(found('Inpatient rehab: transfers with moderate assist; fair rehab potential.'), [])
  t.same(
    found('Rehab after the knee replacement.').map((f) => f.startsWith('Rehab')),
    [true, false],
  )
})

t.test('measures, teams and labels that hold a concept word', async (t) => {
  t.same(found('Former smoker, 30 pack-year history.'), ['Former smoker (problem)'])
  t.same(found('Estimated blood loss minimal.'), [])
  t.same(found('Mucosa inspected on withdrawal; withdrawal time 9 minutes.'), [])
  t.same(found('Alcohol withdrawal on day 2.'), ['Alcohol withdrawal (problem)'])
  t.same(found('Sedated with propofol given by anesthesia; no relatives with anesthesia problems.'), [
    'propofol (medication)',
  ])
  t.same(found('Cranial nerves: left facial droop.'), ['facial droop (problem)'])
})

t.test('a finding written as an adjective after a verb of being or becoming', async (t) => {
  t.same(found('Call if the incision turns red or painful.'), ['red (problem)', 'painful (problem)'])
  t.same(found('Her right eye is blurry today.'), ['blurry (problem)'])
  t.same(found('Return if his lips turn blue or the baby looks more yellow.'), ['blue (problem)', 'yellow (problem)'])
  t.same(found('Skin over the sacrum reddened.'), ['reddened (problem)'])
  t.same(found('Limit salt and red meat; urine is yellow; took the blue pill.'), [], 'colours that are no findings')
})

t.test('"ICA" is the ionized calcium only with its value or after an order', async (t) => {
  t.same(found('iCa 1.08 this morning, repeat iCa at noon.'), ['iCa (test)', 'iCa (test)'])
  t.same(found('Plaque in the distal ICA, no flow-limiting lesion.'), [
    'Plaque (problem)',
    'flow-limiting lesion (problem)',
  ])
})

t.test('a flushed line, an ordinal after a vital sign, a dental clearance', async (t) => {
  t.same(found('Both lumens flushed without resistance.'), [])
  t.same(found('Cheeks flushed after the niacin dose.'), ['flushed (problem)', 'niacin (medication)'])
  t.same(found('Tenderness over the R 2nd MTP joint.'), ['Tenderness (problem)'], 'a toe joint, no respiratory rate')
  t.same(found('Needs dental clearance before the valve surgery.').includes('dental clearance (procedure)'), false)
})

t.test('a PICC named before its dressing, site or arm is the line in place', async (t) => {
  t.same(found('Clean PICC dressing, no redness at the PICC site.'), ['redness (problem)'])
  t.same(found('PICC placed in the left basilic vein.'), ['PICC (procedure)'])
})

t.test('"retention" alone is the bladder\'s; "falling" is a fall only after the words of a habit', async (t) => {
  t.same(found('Cord compression with retention and saddle numbness.').includes('retention (problem)'), true)
  t.same(found('Salt retention on the new drug.').includes('retention (problem)'), false)
  t.same(found('She keeps falling in the bathroom.'), ['falling (problem)'])
  t.same(found('He keeps falling asleep at work.'), [])
  t.same(found('Her hemoglobin keeps falling.').includes('falling (problem)'), false)
})

t.test('a count of cigarettes after the smoking habit is its amount, not a second habit', async (t) => {
  t.same(found('Smoker, 15 cigarettes a day.'), ['Smoker (problem)'])
  t.same(found('Tobacco: 20 cigarettes daily since age 18.'), ['Tobacco (problem)'])
  // where the guard stops: with only the verb before, the cigarettes name the habit
  t.same(found('He smokes 15 cigarettes a day.'), ['cigarettes (problem)'])
  // and without a count they are the habit itself
  t.same(found('Quit cigarettes in 2019.'), ['cigarettes (problem)'])
})
