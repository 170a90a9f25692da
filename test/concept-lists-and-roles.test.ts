// A guard's condition read once for a list, clinicians' roles and degrees, and lay findings
// (concept-senses.ts, concept-labels.ts, lexicon-data/). Invented sentences.
import t from 'tap'
import { ConceptMatcher, type Concept } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string, concepts: Concept[] = builtin.match(text)): string[] =>
  concepts.map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('a lab symbol without its value after a verb that orders or follows it', async (t) => {
  t.same(found('Hold the diuretic and trend Cr.'), ['diuretic (medication)', 'Cr (test)'])
  t.same(found('Worried about a rising Cr.'), ['Cr (test)'])
  t.same(found('Recheck K on Tuesday.'), ['K (test)'])
  t.same(found('Walks with a cane, K.'), [], 'a bare letter is still no test')
})

t.test("the second item of a list shares the first item's verb or value", async (t) => {
  t.same(found('Repeat CBC and Mg on Friday.'), ['CBC (test)', 'Mg (test)'])
  t.same(found('Return if the incision turns red and painful.'), ['red (problem)', 'painful (problem)'])
  t.same(found('Call us if the ankle becomes hot and red.'), ['hot (problem)', 'red (problem)'])
  t.same(found('Serve salt and red meat less often.'), [], 'a colour after a word that is no finding stays a colour')
})

t.test('a degree after a name is no disease', async (t) => {
  t.same(found('Seen with T. Okafor, MS, CGC.'), [])
  t.same(found('Therapist: B. Lund, PT, DPT'), [])
  t.same(found('PMH: asthma, MS, migraine.'), ['asthma (problem)', 'MS (problem)', 'migraine (problem)'])
})

t.test('a concept word naming a unit, a bay or a role is a label', async (t) => {
  t.same(found('Transferred to the burn ICU overnight.'), [])
  t.same(found('Stroke attending: Dr. Vance'), [])
  t.same(found('Seen by the wound nurse today.'), [])
  t.same(
    found('Procedure: appendectomy     Surgeon: Dr. Rao').map((f) => f.startsWith('appendectomy')),
    [true],
    'a field after a column gap is not part of the name before it',
  )
})

t.test('lay findings: sweaty, thirst, a sore, blood where it should not be', async (t) => {
  t.same(found('Woke up shaky and sweaty.'), ['shaky (problem)', 'sweaty (problem)'])
  t.same(found('More thirst since the new pill.'), ['thirst (problem)'])
  t.same(found('A small sore on the left heel; the arm may be sore.'), ['sore (problem)', 'sore (problem)'])
  t.same(found('Sore throat for two days.'), ['Sore throat (problem)'])
  t.same(found('Noticed blood on the tissue; no blood in the drain bag.'), ['blood (problem)', 'blood (problem)'])
  t.same(found('We drew blood in clinic today.'), [], 'blood drawn is no finding')
})

t.test('the dorsalis pedis pulse named by its letters, and a hybrid study as one test', async (t) => {
  t.same(found('Feet: DP 2+ on the right, DP nonpalpable on the left.'), ['DP (test)', 'DP (test)'])
  t.same(found('Seen with Dr. DP today.'), [], 'letters before no grade are no pulse')
  t.same(found('SPECT/CT of the pelvis for localization.'), ['SPECT/CT (test)'])
})

t.test('a misspelt disease name is read as the disease, an ordinary word is not', async (t) => {
  t.same(found('PMH: hypertention, hyperlipedemia.'), ['hypertention (problem)', 'hyperlipedemia (problem)'])
  t.same(
    builtin.match('Hypothyroidsm on levothyroxine.').map((c) => c.matched_variant),
    ['hypothyroidism', undefined],
    'the label names the term it was read as',
  )
  t.same(found('She is hypertensive today.').length, 1, 'a word the lexicon holds is not re-read')
  t.same(found('The patient was cooperative.'), [])
})

t.test('pulses found absent are the test; recall found wanting is the finding', async (t) => {
  t.same(found('Absent pulses in the right foot.'), ['pulses (test)'])
  t.same(found('Weak pulses distally.'), ['Weak pulses (problem)'])
  t.same(found('MoCA 24 with impaired recall.'), ['MoCA (test)', 'impaired recall (problem)'])
  t.same(found('Avoid dental work until the spleen heals; risk of splenic rupture.'), [
    'dental work (procedure)',
    'splenic rupture (problem)',
  ])
})

t.test('a labile value is no labile mood; an iodine contrast is one agent', async (t) => {
  t.same(found('Moved to a DOAC after a labile INR.'), ['DOAC (medication)', 'INR (test)'])
  t.same(
    found('Sugars remain labile on the pump.').filter((f) => f.startsWith('labile')),
    [],
  )
  t.same(found('Affect labile and tearful.'), ['labile (problem)', 'tearful (problem)'])
  t.same(found('Reaction to iodinated contrast in 2019.'), ['iodinated contrast (medication)'])
})

t.test('an organ and the state it is found in, in either order', async (t) => {
  t.same(found('Spleen enlarged on palpation.'), ['Spleen enlarged (problem)'])
  t.same(found('The aortic root is mildly dilated.'), ['aortic root is mildly dilated (problem)'])
  t.same(found('Her words were clear, but her speech was slurred.'), ['speech was slurred (problem)'])
  t.same(found('Film: no gas in the soft tissues.'), ['gas in the soft tissues (problem)'])
  t.same(found('The ducts are dilated.'), [], 'a state alone is no finding')
})

t.test('a weight per volume is a level; a dose in units written "u" is a dose', async (t) => {
  t.same(found('Albumin 2.9 g/dL today.'), ['Albumin (test)'])
  t.same(found('Vitamin D3 1000 u daily.'), ['Vitamin D3 (medication)'])
  t.same(found('Magnesium 2 g IV once.'), ['Magnesium (medication)'])
})

t.test("an injury named in a form's field label is no injury", async (t) => {
  t.same(found('Date of injury: 03/02/2026'), [])
  t.same(found('Visit type: sports injury/exposure follow-up'), [])
  t.same(found('Fell from a ladder without injury.'), ['injury (problem)'])
})

t.test('the measures of a normal function named by part and movement are tests', async (t) => {
  t.same(found('Thumb opposition and FDP intact; two-point discrimination 6 mm.'), [
    'Thumb opposition (test)',
    'FDP (test)',
    'two-point discrimination (test)',
  ])
  t.same(found('Pivot shift not tested. Palatal elevation symmetric.'), [
    'Pivot shift (test)',
    'Palatal elevation (test)',
  ])
  t.same(found('Bronchial breath sounds at the right base.'), ['Bronchial breath sounds (problem)'])
  t.same(found('Breath sounds equal bilaterally.'), ['Breath sounds (test)'])
})

t.test('the forms of a genetic work-up and a contrast enema are tests', async (t) => {
  t.same(found('Multigene panel testing sent; cascade testing offered to her sister.'), [
    'Multigene panel testing (test)',
    'cascade testing (test)',
  ])
  t.same(found('Hepatitis panel and a contrast enema before closure.'), [
    'Hepatitis panel (test)',
    'contrast enema (test)',
  ])
})
