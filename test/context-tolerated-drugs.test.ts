// A drug written beside an allergy as taken without a reaction is no allergen; told with a time
// before this visit (a year, "since", a past verb of taking before it) it is historical too, and
// with no time, or now, it is neither.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const read = (text: string, drug: string): { allergy: boolean; historical: boolean } => {
  const [a] = contextOf(text, [[drug, 'medication']])
  return { allergy: a!.allergy, historical: a!.historical }
}

t.test('a drug tolerated before this visit is past, not an allergen', async (t) => {
  t.same(read('Allergies: sulfa (hives); cefuroxime ok in 2021.', 'cefuroxime'), { allergy: false, historical: true })
  t.same(
    read('Codeine makes her vomit, listed as an allergy, but she has tolerated tramadol after a fracture.', 'tramadol'),
    {
      allergy: false,
      historical: true,
    },
  )
})

t.test('a drug tolerated now, or with no time, is neither', async (t) => {
  t.same(read('Allergies: latex (rash); takes naproxen at home without problems.', 'naproxen'), {
    allergy: false,
    historical: false,
  })
  t.same(read('Allergy: penicillin (hives), has since tolerated cefepime this admission.', 'cefepime'), {
    allergy: false,
    historical: false,
  })
  t.same(read('Intolerant of simvastatin (cramps); rosuvastatin tolerated.', 'rosuvastatin'), {
    allergy: false,
    historical: false,
  })
})

t.test('a drug not tolerated stays an allergen', async (t) => {
  t.same(read('Allergies: she did not tolerate doxycycline (vomiting).', 'doxycycline').allergy, true)
})

t.test('the allergy a tolerated drug is weighed against keeps its allergen', async (t) => {
  t.same(read('Tolerated ceftriaxone last year despite a known amoxicillin allergy.', 'amoxicillin'), {
    allergy: true,
    historical: false,
  })
})

t.test('outside an allergy story, a drug that is the object of a past taking without trouble is past', async (t) => {
  const past = (text: string, drug: string): boolean[] =>
    contextOf(text, [[drug, 'medication']], { sections: false }).map((a) => a.historical)
  t.same(past('She has since taken clindamycin twice without trouble.', 'clindamycin'), [true])
  t.same(past('He tolerated IV ketorolac after his hernia repair in 2022.', 'ketorolac'), [true])
  // a cycle or a trial was tolerated, not the drug as such; and a taking in this stay is no history
  t.same(past('He tolerated cycle 2 of gemcitabine with mild fatigue.', 'gemcitabine'), [false])
  t.same(past('Tolerated oral amoxicillin in hospital last week without a reaction.', 'amoxicillin'), [false])
})
