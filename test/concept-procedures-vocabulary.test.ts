// Round seven: specialty procedures (procedures-specialty.ts), newborn feeds and surfactant
// (medications-neonatal.ts), vaccines as a class left out, and the guards of GA and METs.
// Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('specialty procedures, including therapies with a device', async (t) => {
  t.same(found('Planned GA; oral food challenge next month.'), ['GA (procedure)', 'oral food challenge (test)'])
  t.same(found('Fitted for a mandibular advancement device.'), ['mandibular advancement device (procedure)'])
  t.same(found('Needs a dental eval before the transplant evaluation.'), [
    'dental eval (procedure)',
    'transplant evaluation (procedure)',
  ])
})

t.test('newborn feeds and surfactant are medications', async (t) => {
  t.same(found('Surfactant by LISA; feeds of donor milk with HMF.'), [
    'Surfactant (medication)',
    'LISA (procedure)',
    'donor milk (medication)',
    'HMF (medication)',
  ])
})

t.test('guarded abbreviations and the class word for vaccines', async (t) => {
  t.same(found('Born at GA 29 weeks.'), [], 'a gestational age')
  t.same(found('Climbs two flights, more than 4 METs.'), [], 'exercise capacity')
  t.same(found('Vaccines are up to date.'), [])
  t.same(found('Flu shot given.'), ['Flu shot (medication)'], 'a vaccine by name is still one')
})

t.test('PT and OT are two therapies; PT with a number or INR is the prothrombin time', async (t) => {
  t.same(found('Continue PT/OT daily.'), ['PT (procedure)', 'OT (procedure)'])
  t.same(found('PT and INR drawn.'), ['PT and INR (test)'])
  t.same(found('PT 12.9 seconds.'), ['PT (test)'], 'with a value, the prothrombin time (a fallback sense)')
  t.same(found('Seen by J. Ruiz, PT, DPT.'), [], 'a credential')
})

t.test('nursing and home care and named treatment programmes are procedures', async (t) => {
  const types = (text: string): string[] =>
    new ConceptMatcher(BUILTIN_LEXICON)
      .match(text)
      .map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)
  t.same(types('Trach care and pin care each shift.'), ['Trach care (procedure)', 'pin care (procedure)'])
  t.same(types('Strict bed rest; total contact cast on the left.'), [
    'Strict bed rest (procedure)',
    'total contact cast (procedure)',
  ])
  t.same(types('Referred for LSVT LOUD.'), ['LSVT LOUD (procedure)'])
})

t.test('operations named by an implant, a route or a short name', async (t) => {
  const names = (text: string): string[] =>
    new ConceptMatcher(BUILTIN_LEXICON)
      .match(text)
      .map((c) => `${c.concept_type} ${text.slice(c.start_index, c.end_index)}`)
  t.same(
    names('Aneurysm repaired with an endograft; EBUS-TBNA of a hilar node next week.').filter(
      (s) => !s.startsWith('problem'),
    ),
    ['procedure endograft', 'procedure EBUS-TBNA'],
  )
  t.same(
    names('Basilic vein transposition in May; egg freezing before that.').filter((s) => s.startsWith('procedure')),
    ['procedure Basilic vein transposition', 'procedure egg freezing'],
  )
})

t.test(
  'care named by what is done: contraception, suctioning, packing, refeeding, a weight loss program',
  async (t) => {
    t.same(found('She asked about contraception at the visit.'), ['contraception (procedure)'])
    t.same(found('Nasal suctioning before feeds; packing removed on day 2.'), [
      'Nasal suctioning (procedure)',
      'packing (procedure)',
    ])
    t.same(found('Refeeding started slowly.'), ['Refeeding (procedure)'])
    t.same(found('Enrolled in a weight loss program.'), ['weight loss program (procedure)'])
  },
)

t.test("a problem-list item's heading 'Contraception' names the topic, not the care", async (t) => {
  t.same(found('2. Contraception: ring continues.'), [])
  t.same(found('3. contraception - keep the ring.'), [])
})

t.test(
  'a valve replacement named with the valve put in is the operation; the valve alone is what the patient has',
  async (t) => {
    t.same(found('Mechanical aortic valve replacement in 2012.'), ['Mechanical aortic valve replacement (procedure)'])
    t.same(found('INR goal 3 for the mechanical mitral valve.').slice(-1), ['mechanical mitral valve (problem)'])
  },
)

t.test('a compression garment named in the singular, and a chronic disease taught, are care', async (t) => {
  t.same(found('A compression sleeve on the left arm.'), ['compression sleeve (procedure)'])
  t.same(found('Sequential compression devices on both legs.'), ['Sequential compression devices (procedure)'])
  t.same(found('Asthma education with a spacer.').slice(0, 1), ['Asthma education (procedure)'])
  t.same(found('Diabetes self-management education class next month.'), [
    'Diabetes self-management education (procedure)',
  ])
  t.same(found('Met with the diabetes educator.'), [], 'the educator is a person, no concept')
})

t.test('a wound closed with staples and a body warmed back are procedures', async (t) => {
  t.same(found('The cut was closed with skin staples.'), ['skin staples (procedure)'])
  t.same(found('Passive rewarming in a warm room.'), ['Passive rewarming (procedure)'])
  t.same(found('Staple removal in 10 days.'), ['Staple removal (procedure)'], 'the longer name of the removal stays')
})

t.test('nerve blocks, drains, free flaps and explorations named by their site', async (t) => {
  t.same(found('Laceration repaired under a digital block.'), ['Laceration (problem)', 'digital block (procedure)'])
  t.same(found('Knee arthroplasty with an adductor canal block.'), [
    'Knee arthroplasty (procedure)',
    'adductor canal block (procedure)',
  ])
  t.same(found('Pleural drain left on suction.'), ['Pleural drain (procedure)'])
  t.same(found('Breast rebuilt with a DIEP flap.'), ['DIEP flap (procedure)'])
  t.same(found('Taken for wound exploration tonight.'), ['wound exploration (procedure)'])
  t.same(found('Numb until the block wears off; walks two blocks.'), ['Numb (problem)'], 'a bare block is no procedure')
  t.same(found('Closed with a rhomboid flap.'), [], 'a local flap is left out')
  t.same(found('ECG: second-degree heart block.'), ['ECG (test)', 'second-degree heart block (problem)'])
})

t.test('counseling named by the dietitian who gives it', async (t) => {
  t.same(found('Nutrition counseling for carbohydrate counting.'), ['Nutrition counseling (procedure)'])
  t.same(found('Counseling provided for 20 minutes.'), [], 'counseling alone is no concept')
})

t.test('a biopsy named by the EBUS that takes it is one procedure', async (t) => {
  t.same(found('Node sampled by EBUS biopsy.'), ['EBUS biopsy (procedure)'])
  t.same(found('EBUS next week.'), ['EBUS (procedure)'])
  t.same(found('Skin biopsy of the rash.'), ['Skin biopsy (procedure)', 'rash (problem)'])
})
