// Issue 30: headers named by their head word, more header styles, and an allergy list that ends
// by layout, so an unrecognised header or the rest of a note never lends it the allergy.
import t from 'tap'
import { assignContext } from '../src/nlp/context.js'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'
import { findSections } from '../src/nlp/sections.js'
import { findSentences } from '../src/nlp/sentences.js'

const outline = (text: string) => findSections(text).map((s) => `${s.title}|${s.category}`)
const matcher = new ConceptMatcher(BUILTIN_LEXICON)

/** The concepts of a note with the allergy attribute, as the pipeline finds them. */
function allergens(text: string): string[] {
  const sections = findSections(text)
  const concepts = matcher.match(text, sections)
  const { attributes } = assignContext(text, concepts, { sentences: findSentences(text), sections })
  return concepts.filter((_, k) => attributes[k]!.allergy).map((c) => text.slice(c.start_index, c.end_index))
}

t.test('titles whose head word names a section are headers, without a blank line before', async (t) => {
  const text =
    'HPI: seen for follow-up.\nMedication Reconciliation:\n- metformin 500 mg\nFamily Psychiatric History:\nMother with bipolar disorder.\nPOSTOPERATIVE PLAN:\nDischarge home.\nRisk Assessment:\nLow risk.\n'
  t.same(outline(text), [
    'HPI|history_of_present_illness',
    'Medication Reconciliation|medications',
    'Family Psychiatric History|family_history',
    'POSTOPERATIVE PLAN|assessment_and_plan',
    'Risk Assessment|assessment_and_plan',
  ])
  t.same(outline('Primary diagnosis: Type 2 diabetes.\nLabs today\nA1c 9.1\n'), [
    'Primary diagnosis|diagnoses',
    'Labs today|labs',
  ])
  t.same(
    outline('HPI: chest pain.\nLabs 03/10/2026: normal.\n'),
    ['HPI|history_of_present_illness'],
    'a dated panel is no header',
  )
  t.same(
    outline('Assessment:\nDiabetes plan: continue metformin.\n'),
    ['Assessment|assessment_and_plan'],
    'a sentence-case label inside a section is content',
  )
})

t.test("a radiology report's headers", async (t) => {
  const text =
    'EXAM: MRI brain with and without contrast\n\nCOMPARISON: CT head 03/02/2026.\n\nTECHNIQUE: Axial images.\n\nFINDINGS:\nNo hemorrhage.\n\nIMPRESSION:\nNo acute findings.\n'
  t.same(outline(text), [
    'EXAM|imaging',
    'COMPARISON|imaging',
    'TECHNIQUE|imaging',
    'FINDINGS|imaging',
    'IMPRESSION|assessment_and_plan',
  ])
  t.same(outline('Exam: lungs clear.\n'), ['Exam|physical_exam'], 'an exam that names no study is the physical exam')
})

t.test('an allergy list ends by layout', async (t) => {
  const header = 'Allergies: NKDA.\nCollateral Information:\nSister reports he stopped sertraline.\n'
  t.same(allergens(header), [], 'a header-like line the lists do not hold ends it')
  t.same(outline(header).at(-1), '|other', 'the rest is an untitled section')
  const inline = 'pt called.\nallergies: sulfa (hives)\nstill taking glipizide, metformin.\n'
  t.same(allergens(inline), ['sulfa'], 'an inline list ends at its line')
  t.same(
    allergens('Allergies:\nPenicillin - hives\nCodeine - nausea\n\nShe takes lisinopril and aspirin daily.\n'),
    ['Penicillin', 'Codeine'],
    'a blank line ends it',
  )
  t.same(
    allergens(
      'Allergies:\nPenicillin - hives\nShe was started on ceftriaxone in the emergency department and tolerated it well overnight.\n',
    ),
    ['Penicillin'],
    'a line of prose ends it',
  )
  t.same(
    allergens('allergies: penicillin,\nsulfa, codeine\n'),
    ['penicillin', 'sulfa', 'codeine'],
    'a list that goes on over a comma',
  )
  t.same(
    allergens('Allergies:\n- penicillin (rash)\n- latex\nMeds: none\n'),
    ['penicillin', 'latex'],
    'list items, then a known header',
  )
})

t.test('a known label run in after a sentence ends the allergy list', async (t) => {
  t.same(allergens('Allergies: none known. Home meds: amlodipine 5 mg, aspirin 81 mg.\n'), [])
  t.same(
    allergens('Allergies: Codeine: nausea. Latex: hives.\n'),
    ['Codeine', 'Latex'],
    'an allergen with its reaction is no label',
  )
})
