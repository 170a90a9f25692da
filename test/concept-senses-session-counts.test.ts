// A number that counts sessions after a care's abbreviation is no value (concept-senses.ts,
// sessionCountAt): "PT 3 times a week" is physical therapy, "PT 14.2" the prothrombin time.
// Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const firstOf = (text: string): string => {
  const c = builtin.match(text)[0]
  return c === undefined ? '' : `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`
}

t.test('a count of sessions after PT or HD names the care', async (t) => {
  t.equal(firstOf('PT 2 times a week for the hip.'), 'PT (procedure)')
  t.equal(firstOf('PT 1 to 2 times weekly after discharge.'), 'PT (procedure)')
  t.equal(firstOf('PT 2x/week at the clinic.'), 'PT (procedure)')
  t.equal(firstOf('HD 4 times a week while fluid overloaded.'), 'HD (procedure)')
})

t.test('a value after PT is still the prothrombin time, a day number after HD no care', async (t) => {
  t.equal(firstOf('PT 15.1 sec, INR 1.4.'), 'PT (test)')
  t.equal(firstOf('PT 12 today.'), 'PT (test)', 'a number with no session word stays a value')
  t.equal(firstOf('HD 5, tolerating diet.'), '', 'hospital day 5')
})
