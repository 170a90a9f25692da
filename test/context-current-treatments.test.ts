// A condition named with the drug it is now on goes on: neither a history section nor a lead-in
// label makes it history; a history cue in its own item still does.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const historical = (attrs: ContextAttributes[]): boolean[] => attrs.map((a) => a.historical)
const ofHistory = (body: string, phrases: readonly Phrase[]): boolean[] =>
  historical(contextOf(`Past Medical History:\n${body}\n`, phrases))

t.test('a condition on a drug in a history section is current', async (t) => {
  t.same(
    ofHistory('Hypertension on amlodipine; gout, mild, on allopurinol; appendectomy 2009.', [
      ['Hypertension', 'problem'],
      ['amlodipine', 'medication'],
      ['gout', 'problem'],
      ['allopurinol', 'medication'],
    ]),
    [false, false, false, false],
  )
  t.same(
    ofHistory('- Psoriasis x 10 yrs (on methotrexate)', [
      ['Psoriasis', 'problem'],
      ['methotrexate', 'medication'],
    ]),
    [false, false],
  )
})

t.test(
  'a drug of the past, another condition before "on", or a history cue in the item keeps it history',
  async (t) => {
    t.same(
      ofHistory('Anxiety, previously on sertraline.', [
        ['Anxiety', 'problem'],
        ['sertraline', 'medication'],
      ]),
      [true, true],
    )
    t.same(
      ofHistory('Asthma, migraine on topiramate.', [
        ['Asthma', 'problem'],
        ['migraine', 'problem'],
        ['topiramate', 'medication'],
      ]),
      [true, false, false],
    )
    t.same(historical(contextOf('h/o pulmonary embolism on apixaban.', [['pulmonary embolism', 'problem']])), [true])
  },
)

t.test('a word of its present state in its own item keeps a listed condition current', async (t) => {
  t.same(
    ofHistory('Depression, stable, seen by her counselor; CKD 3b, current creatinine 1.6; gout 2015.', [
      ['Depression', 'problem'],
      ['CKD 3b', 'problem'],
      ['gout', 'problem'],
    ]),
    [false, false, true],
  )
  // the state word of the next condition's item is not this one's
  t.same(
    ofHistory('Eczema / psoriasis, stable.', [
      ['Eczema', 'problem'],
      ['psoriasis', 'problem'],
    ]),
    [true, false],
  )
})

t.test('a habit of treating it now, or a treatment named by its kind, keeps a history item current', async (t) => {
  t.same(
    ofHistory('- Allergic rhinitis, still uses fluticasone in spring\n- Sleep apnea, uses CPAP most nights', [
      ['Allergic rhinitis', 'problem'],
      ['Sleep apnea', 'problem'],
    ]),
    [false, false],
  )
  t.same(
    ofHistory('- Ocular hypertension, on drops\n- Cholecystitis 2015', [
      ['Ocular hypertension', 'problem'],
      ['Cholecystitis', 'problem'],
    ]),
    [false, true],
  )
})

t.test('what a condition makes the patient wear or need now, or what it limits, keeps it current', async (t) => {
  t.same(
    ofHistory(
      '- Tinnitus, wears a sound generator at night\n- Hip osteoarthritis that limits stairs\n- Appendicitis 2011',
      [
        ['Tinnitus', 'problem'],
        ['Hip osteoarthritis', 'problem'],
        ['Appendicitis', 'problem'],
      ],
    ),
    [false, false, true],
  )
})

t.test('a participle of need tells an episode, and keeps its history', async (t) => {
  t.same(ofHistory('- Croup at 2 requiring a night in hospital', [['Croup', 'problem']]), [true])
})

t.test('a history cue between a condition and the drug it is on now is the state the drug keeps', async (t) => {
  t.same(
    historical(
      contextOf('Psoriasis in remission on ustekinumab; skin clear today.', [
        ['Psoriasis', 'problem'],
        ['ustekinumab', 'medication'],
      ]),
    ),
    [false, false],
  )
  // after the drug, the cue dates an episode on it
  t.same(
    historical(
      contextOf('Hives on cefaclor in 2017; no reaction to cephalexin since.', [
        ['Hives', 'problem'],
        ['cefaclor', 'medication'],
      ]),
    ).slice(0, 1),
    [true],
  )
})
