// A text that opens with "LABEL: words" on one line, where no section list knows the label, is a
// result line: the label is its subject (a study, a score, a drug), not a section's title.
import t from 'tap'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { findSections } from '../src/nlp/sections.js'
import { opensWithResultLine } from '../src/nlp/section-opening-results.js'

const titles = (text: string) =>
  findSections(text)
    .filter((s) => s.title)
    .map((s) => s.title)
const matcher = new ConceptMatcher(BUILTIN_LEXICON)
/** concepts as svc-concepts reports them: matches inside a section title are dropped */
const reported = (text: string) => {
  const sections = findSections(text)
  return matcher
    .match(text, sections)
    .filter(
      (c) =>
        !sections.some(
          (s) => s.title && c.start_index >= s.start_index && c.end_index <= s.start_index + s.title.length,
        ),
    )
    .map((c) => `${c.concept_type}:${text.slice(c.start_index, c.end_index)}`)
}

t.test('a study or score opening a one-line result is no title, and stays a concept', async (t) => {
  t.same(titles('EGD: small hiatal hernia, no ulcer.'), [])
  t.ok(reported('EGD: small hiatal hernia, no ulcer.').includes('procedure:EGD'))
  t.same(titles('DEXA: osteopenia at the hip.'), [])
  t.same(titles('PHQ-9 12: moderate depressive symptoms.'), [])
})

t.test('an exam the header keywords would title opens a one-line result the same way', async (t) => {
  t.same(titles('Foot exam: monofilament sensation intact.'), [])
  t.ok(reported('Foot exam: monofilament sensation intact.').includes('test:Foot exam'))
})

t.test('known headers and other keyword titles opening a text stay headers', async (t) => {
  t.same(titles('HPI: three days of cough.'), ['HPI'])
  t.same(titles('Medications: lisinopril 10 mg daily.'), ['Medications'])
  // a plan or an allergy list says how the items under it read
  t.same(titles('Heart failure plan: furosemide 40 mg daily.'), ['Heart failure plan'])
  t.same(titles('Contrast allergy: hives in 2019.'), ['Contrast allergy'])
})

t.test('where the rule stops: a label alone, a dated label, two letters, a later line', async (t) => {
  // over its body on the next line the label heads it
  t.same(titles('DEXA:\nT-score -2.7 at the spine.'), ['DEXA'])
  // a label dated by its year heads what was found then
  t.same(titles('EGD 2021: short-segment Barrett esophagus.'), ['EGD 2021'])
  // "MS:" abbreviates the mental status exam as often as a disease
  t.same(titles('MS: awake, oriented to place and year.'), ['MS'])
  // after a blank line inside a note the header rules decide as before
  t.same(titles('Clinic visit\n\nEGD: small hiatal hernia, no ulcer.'), ['EGD'])
})

t.test('the predicate needs the first line, a colon and words after it', async (t) => {
  const label = { firstLine: true, hasColon: true, hasBody: true, valueFirst: false }
  t.ok(opensWithResultLine('egd', label))
  t.notOk(opensWithResultLine('egd', { ...label, firstLine: false }))
  t.notOk(opensWithResultLine('egd', { ...label, hasBody: false }))
  t.notOk(opensWithResultLine('ms', label))
  // a heading field's value after the colon keeps the field lines headers
  t.notOk(opensWithResultLine('admission date', { ...label, valueFirst: true }))
})
