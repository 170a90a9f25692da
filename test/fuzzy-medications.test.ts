// Misspelt drug names: matched to one medication term by edit distance, guarded so that English
// words, names, lexicon terms and short words stay what they are; the label records the term.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { boundedDistance } from '../src/nlp/fuzzy-medications.js'
import { isEnglishWord } from '../src/nlp/english-words.js'
import { BUILTIN_LEXICON, mergeLexicons, parseLexiconTsv } from '../src/nlp/lexicon.js'

const matcher = new ConceptMatcher(BUILTIN_LEXICON)
const variants = (text: string): string[] =>
  matcher
    .match(text)
    .filter((c) => c.matched_variant !== undefined)
    .map((c) => `${text.slice(c.start_index, c.end_index)}=${c.matched_variant}`)

t.test('misspelt drug names are found, with the term they were matched to', async (t) => {
  const text =
    'Home meds: glipzide 5 mg, amlodipene 10 mg, levothyroxin 75 mcg, Ibuprofin prn, atorvastatn, lisinipril.'
  t.same(variants(text), [
    'glipzide=glipizide',
    'amlodipene=amlodipine',
    'levothyroxin=levothyroxine',
    'Ibuprofin=ibuprofen',
    'atorvastatn=atorvastatin',
    'lisinipril=lisinopril',
  ])
  const [concept] = matcher.match('Took Ibuprofin.')
  t.match(concept, { concept_type: 'medication', preferred_term: 'ibuprofen', matched_variant: 'ibuprofen' })
  t.equal(matcher.match('Took ibuprofen.')[0]!.matched_variant, undefined, 'an exact match carries no variant')
})

t.test('the guards: English words, names, short words, lexicon terms', async (t) => {
  t.same(
    variants('She is aspiring to run; the ambient light; morphing images.'),
    [],
    'English words near aspirin, Ambien, morphine',
  )
  t.same(variants('Seen with her sister Marisol today.'), [], 'a capitalised name differing in a consonant (Marinol)')
  t.same(variants('Lasik done; took lasex.'), [], 'words under six letters')
  t.same(variants('Metformin and metformin held.'), [], 'exact terms in any case')
  t.same(variants('glipizzide'), ['glipizzide=glipizide'], 'an inserted letter')
  t.same(variants('gllpizzide'), ['gllpizzide=glipizide'], 'two edits in a long name')
  t.same(variants('glizide'), [], 'two edits in a name under nine letters')
  t.same(variants('xlipizide'), [], 'the first two letters must agree')
})

t.test('a word as near to two drugs is left alone', async (t) => {
  const lexicon = mergeLexicons(
    BUILTIN_LEXICON,
    parseLexiconTsv('zorbamine\tmedication\tzorbamine\nzorbimine\tmedication\tzorbimine\n', 'x.tsv'),
  )
  const m = new ConceptMatcher(lexicon)
  t.same(m.match('zorbumine').length, 0, 'tied between zorbamine and zorbimine')
  t.equal(m.match('zorbaminne')[0]?.matched_variant, 'zorbamine')
})

t.test('the distance counts a transposition as one edit and stops past its limit', async (t) => {
  t.equal(boundedDistance('metformin', 'metfromin', 2), 1)
  t.equal(boundedDistance('metformin', 'mtefromin', 2), 2)
  t.equal(boundedDistance('glipzide', 'glipizide', 1), 1)
  t.equal(boundedDistance('abcdefgh', 'zyxwvuts', 2), 3)
  t.ok(isEnglishWord('aspiring') && isEnglishWord('ambient') && !isEnglishWord('amlodipene'), 'the English word list')
})

t.test('a capitalised misspelling that sounds like the drug, or drops one letter of a long name', async (t) => {
  t.same(variants('Takes Zyrtek and Prozak; Sertaline at night.'), [
    'Zyrtek=zyrtec',
    'Prozak=prozac',
    'Sertaline=sertraline',
  ])
  t.same(variants('Her friend Marisol called.'), [], 'a name that sounds otherwise stays a name')
})

t.test('a capitalised misspelling followed by a dose is a drug, whatever letter differs', async (t) => {
  t.same(variants('Gabapentim 300 mg nightly.'), ['Gabapentim=gabapentin'])
  t.same(variants('Gabapentim nightly.'), [], 'without a dose, a consonant apart is a name')
  t.same(variants('Amlodipime 2.5 mg daily.'), ['Amlodipime=amlodipine'])
  // a name followed by a number that is no dose stays a name
  t.same(variants('Marisol 20 years ago.'), [])
})
