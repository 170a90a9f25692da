// Findings named by reports of each modality and inherited syndromes of any specialty
// (problems-report-findings-by-modality.ts, problems-genetic-syndromes.ts), lymph nodes by station
// (problems-nodes-by-site.ts) and signs named by one term (problems-named-signs.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${c.concept_type} ${text.slice(c.start_index, c.end_index)}`)

t.test('findings each modality writes in its own words', async (t) => {
  t.same(found('Needle study of the deltoid shows myotonic discharges; no fibrillation potentials.'), [
    'problem myotonic discharges',
    'problem fibrillation potentials',
  ])
  t.same(found('Two of nine glomeruli with cellular crescents and subepithelial deposits.'), [
    'problem cellular crescents',
    'problem subepithelial deposits',
  ])
  t.same(found('Bone scan: focal uptake in the left femur.'), ['test Bone scan', 'problem focal uptake'])
  t.same(found('Brushings read with atypia, no malignant cells.'), ['problem atypia', 'problem malignant cells'])
  t.same(found('MRI brain with partially empty sella.'), ['test MRI brain', 'problem partially empty sella'])
})

t.test('inherited syndromes by their eponyms', async (t) => {
  t.same(found('Brother has Loeys-Dietz syndrome; mother with Gilbert syndrome.'), [
    'problem Loeys-Dietz syndrome',
    'problem Gilbert syndrome',
  ])
  t.same(found('Known fragile X syndrome.'), ['problem fragile X syndrome'])
})

t.test('lymph nodes named by their station or by what was seen in them', async (t) => {
  t.same(found('PET shows a hypermetabolic paratracheal lymph node; no suspicious lymph nodes elsewhere.'), [
    'test PET',
    'problem paratracheal lymph node',
    'problem suspicious lymph nodes',
  ])
  t.same(found('Neck: small posterior cervical nodes, left side.'), ['problem posterior cervical nodes'])
  // a station before a biopsy names the procedure; a counted node on a slide and a bare node are no finding
  t.same(found('Planned hilar lymph node biopsy next week.'), ['procedure hilar lymph node biopsy'])
  t.same(found('Fourteen lymph nodes were examined; needle placed in the axillary node.'), [])
})

t.test('signs each specialty names by one medical term', async (t) => {
  t.same(found('Fine lanugo over the back; no galactorrhea when expressed.'), [
    'problem lanugo',
    'problem galactorrhea',
  ])
  t.same(found('Deep sighing Kussmaul breathing on arrival.'), ['problem Kussmaul breathing'])
  t.same(found('Levodopa doses are wearing-off after three hours, with freezing of gait.'), [
    'medication Levodopa',
    'problem wearing-off',
    'problem freezing of gait',
  ])
  t.same(found('Arthroscopy found a loose body and a bucket-handle tear.'), [
    'procedure Arthroscopy',
    'problem loose body',
    'problem bucket-handle tear',
  ])
})
