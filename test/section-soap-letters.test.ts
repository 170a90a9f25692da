// A SOAP note's capital letter heads its part right after another header's line with its value,
// as after a blank line; "P" over a number is a pulse, not the plan.
import t from 'tap'
import { findSections } from '../src/nlp/sections.js'

const outline = (text: string) => findSections(text).map((s) => `${s.title}|${s.category}`)

t.test('a capital SOAP letter after a header line with its value heads its part', async (t) => {
  t.same(
    outline(
      'Walk-in clinic\n\nCC: sore knee for a week.\nS: pain on stairs, no swelling at home.\nHx: gout in 2019.\nO: warm knee, small effusion.\nA: likely gout flare.\nP:\n1. Naproxen 500 mg twice daily.',
    ),
    [
      '|other',
      'CC|chief_complaint',
      'S|history_of_present_illness',
      'Hx|history_of_present_illness',
      'O|physical_exam',
      'A|assessment_and_plan',
      'P|assessment_and_plan',
    ],
  )
})

t.test('the family history ends at the next SOAP letter, so the exam is the patient’s', async (t) => {
  const sections = outline('Clinic\n\nFHx: Father with gout.\nO: tophus on the left ear.')
  t.same(sections, ['|other', 'FHx|family_history', 'O|physical_exam'])
})

t.test('"P" over a number after a header line is a pulse, not the plan', async (t) => {
  t.same(outline('Clinic\n\nVitals: T 37.1\nP: 72, regular.'), ['|other', 'Vitals|vital_signs'])
})

t.test('a letter inside a block, with no header line before it, heads nothing', async (t) => {
  t.same(outline('Clinic\n\nKnee pain for a week after a fall.\nA: left unexplained.'), ['|other'])
})
