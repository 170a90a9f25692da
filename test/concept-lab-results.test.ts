// A lab's symbol with its result in words (concept-lab-results.ts, the `resultInWords` sense rule
// of concept-senses.ts): "CK normal" is the test read, as "CK 410" is. Invented sentences.
import t from 'tap'
import { afterJoinedSymbols } from '../src/nlp/concept-lab-results.js'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('a result word after the symbol stands for its value', async (t) => {
  t.same(found('Troponin flat and CK normal.'), ['Troponin (test)', 'CK (test)'])
  t.same(found('Complement C3 low, C4 normal.'), ['Complement C3 (test)', 'C4 (test)'])
  t.same(found('Hep B stable, ALT rising slowly.'), ['Hep B (problem)', 'ALT (test)'])
  t.same(found('Repeat in a month if the ALT remains above twice normal.'), ['ALT (test)'])
})

t.test('symbols joined by slashes share the result after the last one', async (t) => {
  t.same(found('AST/ALT normal today.'), ['AST (test)', 'ALT (test)'])
  t.same(found('AST/ALT 40/52.'), ['AST (test)', 'ALT (test)'])
})

t.test('"normal" before the symbol gives its result too', async (t) => {
  t.same(found('Reassured by a normal C3.'), ['C3 (test)'])
})

t.test('where it stops: no value and no result word, or a symbol of another rule', async (t) => {
  t.same(found('The AST team reviewed him.'), [], 'no result: a word of prose')
  t.same(found('Ask about CK at the next visit.'), [], 'named without a result')
  t.same(found('Low K replaced.'), [], 'potassium keeps its own rule: "low K" is read elsewhere')
  t.same(found('BS normal in all four quadrants.'), [], 'BS keeps needing a number: bowel sounds')
})

t.test('afterJoinedSymbols skips slash-joined symbols, not numbers', async (t) => {
  t.equal(afterJoinedSymbols(['ast', '/', 'alt', 'normal'], 1), 3)
  t.equal(afterJoinedSymbols(['ast', 'normal'], 1), 1)
  t.equal(afterJoinedSymbols(['ast', '/', '40'], 1), 1)
})
