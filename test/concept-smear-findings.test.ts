// What a smear, a wet mount, a KOH prep or a Gram stain shows of an organism is a finding of the
// patient, and so is an organism a culture grows, named alone (problems-smear-findings.ts,
// problems-systemic.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)

/** Each concept found, as "matched text=type:preferred term". */
function found(text: string): string[] {
  return builtin
    .match(text)
    .map((c) => `${text.slice(c.start_index, c.end_index)}=${c.concept_type}:${c.preferred_term}`)
}

t.test('the form of an organism on a smear or a prep is a problem', async (t) => {
  t.same(found('Wet prep with many clue cells.'), ['Wet prep=test:wet mount', 'clue cells=problem:clue cells'])
  t.same(found('Toenail scrapings: septate hyphae seen.'), ['septate hyphae=problem:hyphae'])
  t.same(found('Many gram negative intracellular diplococci seen.'), [
    'gram negative intracellular diplococci=problem:gram-negative diplococci',
  ])
  t.same(found('Gram stain: lancet-shaped diplococci.'), [
    'Gram stain=test:gram stain',
    'lancet-shaped diplococci=problem:gram-positive diplococci',
  ])
  t.same(found('Live nits behind both ears.'), ['Live nits=problem:nits'])
})

t.test('the code is the infection the form points to, or the bacterial agent', async (t) => {
  const code = (text: string): string | undefined => builtin.match(text)[0]?.code
  t.equal(code('clue cells'), 'ICD10CM:N76.0', 'bacterial vaginosis')
  t.equal(code('pseudohyphae'), 'ICD10CM:B49', 'a fungal infection')
  t.equal(code('gram-negative diplococci'), 'ICD10CM:B96.89', 'a bacterial agent, no infection named')
})

t.test('an organism a culture grows is a problem named alone', async (t) => {
  t.same(found('Grew Burkholderia cepacia and Achromobacter.'), [
    'Burkholderia cepacia=problem:burkholderia infection',
    'Achromobacter=problem:achromobacter infection',
  ])
  t.same(found('Plasmodium vivax on the film.'), ['Plasmodium vivax=problem:malaria'])
  t.same(found('Chronic Pseudomonas aeruginosa colonization of the airways.'), [
    'Pseudomonas aeruginosa colonization=problem:colonization',
  ])
})

t.test('where the rule stops: a smear without an organism form, and cells of the blood', async (t) => {
  t.same(found('Wet mount negative.'), ['Wet mount=test:wet mount'])
  t.same(
    found('Smear with target cells.'),
    ['Smear=test:smear', 'target cells=problem:target cells'],
    'a red cell form keeps its own concept',
  )
  t.same(found('The cells were counted.'), [])
})
