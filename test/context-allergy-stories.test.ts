// Allergy binding in stories told around a drug: a drug avoided after it is named because of the
// allergy, a brand with its bracketed generic as the cause of a reaction, a drug right before an
// allergic reaction, and drugs given to treat or prevent the reaction inside an allergy entry.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf } from './helpers/context-targets.js'

const pick = (attrs: ContextAttributes[]): string[] =>
  attrs.map((a) => [a.negated ? 'negated' : '', a.allergy ? 'allergy' : ''].filter((s) => s !== '').join(' '))

t.test('a drug avoided after it is named, because of the allergy, is a negated allergen', async (t) => {
  t.same(pick(contextOf('Ceftriaxone must be avoided due to her allergy.', [['Ceftriaxone', 'medication']])), [
    'negated allergy',
  ])
  t.same(
    pick(
      contextOf('Started doxycycline instead of azithromycin, which she should avoid because of a known allergy.', [
        ['doxycycline', 'medication'],
        ['azithromycin', 'medication'],
      ]),
    ),
    ['', 'negated allergy'],
  )
  // avoided for another reason: no allergy, but kept away all the same, as "avoid ibuprofen" is (round eight)
  t.same(pick(contextOf('Ibuprofen should be avoided given his kidney function.', [['Ibuprofen', 'medication']])), [
    'negated',
  ])
})

t.test('a brand with its bracketed generic that caused a reaction: both are allergens', async (t) => {
  const text = 'Augmentin [amoxicillin-clavulanate] caused hives in 2019.'
  t.same(
    pick(
      contextOf(text, [
        ['Augmentin', 'medication'],
        ['amoxicillin-clavulanate', 'medication'],
        ['hives', 'problem'],
      ]),
    ),
    ['allergy', 'allergy', ''],
  )
})

t.test('a drug right before an allergic reaction is its allergen; a side effect is not', async (t) => {
  t.same(
    pick(
      contextOf('Cefaclor hives at age 6.', [
        ['Cefaclor', 'medication'],
        ['hives', 'problem'],
      ]),
    ),
    ['allergy', ''],
  )
  t.same(pick(contextOf('Metformin diarrhea improved on the XR form.', [['Metformin', 'medication']])), [''])
})

t.test('in an allergy entry, a drug carried or given against the reaction is not an allergen', async (t) => {
  const text =
    'ALLERGIES:\nBee stings (throat swelling, carries an epinephrine autoinjector), sulfa (rash).\n' +
    'Gadolinium (hives) - premedicated with methylprednisolone and cetirizine.\n'
  const attrs = contextOf(text, [
    ['Bee stings', 'medication'],
    ['epinephrine autoinjector', 'medication'],
    ['sulfa', 'medication'],
    ['Gadolinium', 'medication'],
    ['methylprednisolone', 'medication'],
    ['cetirizine', 'medication'],
  ])
  t.same(pick(attrs), ['allergy', '', 'allergy', 'allergy', '', ''])
  // a drug tolerated despite the allergy: the allergen is still the allergen
  t.same(
    pick(
      contextOf('Took cephalexin without trouble despite the penicillin allergy.', [
        ['cephalexin', 'medication'],
        ['penicillin', 'medication'],
      ]),
    ),
    ['', 'allergy'],
  )
})

t.test('a reaction after a drug given by a route names the drug as its allergen', async (t) => {
  const story = (text: string, reaction: string, drug: string): string[] =>
    pick(
      contextOf(text, [
        [reaction, 'problem'],
        [drug, 'medication'],
      ]),
    )
  t.same(story('Developed hives after IV cefazolin in 2019.', 'hives', 'cefazolin'), ['', 'allergy'])
  t.same(story('Rash after oral amoxicillin as a child.', 'Rash', 'amoxicillin'), ['', 'allergy'])
})

t.test('a drug that makes or causes a reaction told after it is the allergen; its reactions are history', async (t) => {
  const text = 'Tramadol makes her dizzy, and shellfish and walnuts, which cause hives, are avoided.'
  const [tramadol, dizzy, shellfish, walnuts, hives] = contextOf(text, [
    ['Tramadol', 'medication'],
    ['dizzy', 'problem'],
    ['shellfish', 'medication'],
    ['walnuts', 'medication'],
    ['hives', 'problem'],
  ])
  t.equal(tramadol!.allergy, true)
  t.equal(dizzy!.historical, true)
  t.equal(shellfish!.allergy, true)
  t.equal(walnuts!.allergy, true)
  t.equal(hives!.historical, true)
  // a trigger of a disease is no reaction
  const [pollen, flares] = contextOf('Birch pollen makes his eczema flares worse.', [
    ['Birch pollen', 'medication'],
    ['eczema flares', 'problem'],
  ])
  t.equal(pollen!.allergy, false)
  t.equal(flares!.historical, false)
})

t.test(
  'a reaction named as a concept still binds the drug after "to"; a sensitization names its allergens',
  async (t) => {
    const [reaction, vecuronium] = contextOf('Past anaphylactic reaction to vecuronium in 2016.', [
      ['anaphylactic reaction', 'problem'],
      ['vecuronium', 'medication'],
    ])
    t.equal(reaction!.allergy, false)
    t.equal(vecuronium!.allergy, true)
    const [mold, feathers] = contextOf('Chronic rhinitis with mold and feathers sensitization on testing.', [
      ['mold', 'medication'],
      ['feathers', 'medication'],
    ])
    t.equal(mold!.allergy, true)
    t.equal(feathers!.allergy, true)
    const [insulin] = contextOf('Her insulin sensitivity has improved with weight loss.', [['insulin', 'medication']])
    t.equal(insulin!.allergy, false)
  },
)

t.test('a drug avoided for an allergic reaction, given after it or in brackets, is a negated allergen', async (t) => {
  const [phenytoin] = contextOf('Avoid phenytoin given his past toxic epidermal necrolysis.', [
    ['phenytoin', 'medication'],
    ['toxic epidermal necrolysis', 'problem'],
  ])
  t.same([phenytoin!.negated, phenytoin!.allergy], [true, true])
  const [sulfa] = contextOf('Avoid sulfa drugs (hives); cephalexin is fine.', [
    ['sulfa drugs', 'medication'],
    ['hives', 'problem'],
  ])
  t.same([sulfa!.negated, sulfa!.allergy], [true, true])
  // a side effect is no allergy
  const [metformin] = contextOf('Avoid metformin given her diarrhea.', [
    ['metformin', 'medication'],
    ['diarrhea', 'problem'],
  ])
  t.equal(metformin!.allergy, false)
})

t.test('a substance with a positive skin test wheal is an allergen; a small wheal or a control is not', async (t) => {
  const text = 'Prick testing: shrimp 8 mm wheal, ragweed 1 mm wheal, histamine control 6 mm.'
  const [shrimp, ragweed, histamine] = contextOf(text, [
    ['shrimp', 'medication'],
    ['ragweed', 'medication'],
    ['histamine', 'medication'],
  ])
  t.equal(shrimp!.allergy, true)
  t.equal(ragweed!.allergy, false)
  t.equal(histamine!.allergy, false)
})

t.test('hay fever or sneezing from a pollen names the allergen; the hay fever goes on', async (t) => {
  const [hayFever, birch] = contextOf('No drug allergies; hay fever from birch pollen every April.', [
    ['hay fever', 'problem'],
    ['birch pollen', 'medication'],
  ])
  t.equal(birch!.allergy, true)
  t.equal(hayFever!.historical, false)
  const [mold] = contextOf('Sneezing from mold in the basement.', [['mold', 'medication']])
  t.equal(mold!.allergy, true)
})

t.test('an allergy cue reaches an item that says its preposition again', async (t) => {
  const [sulfa, codeine, metoprolol] = contextOf('Allergic to sulfa (hives) and to codeine; takes metoprolol.', [
    ['sulfa', 'medication'],
    ['codeine', 'medication'],
    ['metoprolol', 'medication'],
  ])
  t.same([sulfa!.allergy, codeine!.allergy, metoprolol!.allergy], [true, true, false])
})

t.test('an intolerance or a reaction to what is not a drug is an allergy', async (t) => {
  const allergy = (text: string, phrase: string): boolean => contextOf(text, [[phrase, 'medication']])[0]!.allergy
  t.equal(allergy('No drug allergies; she reacts to latex gloves.', 'latex'), true)
  t.equal(allergy('He has been gluten intolerant since his twenties.', 'gluten'), true)
  t.equal(allergy('Food intolerance: fructose (cramps).', 'fructose'), true)
})

t.test('an allergy label removed from the chart: negated and an allergen', async (t) => {
  const [a] = contextOf('Sulfa allergy removed after a normal oral challenge.', [['Sulfa', 'medication']])
  t.same({ negated: a!.negated, allergy: a!.allergy }, { negated: true, allergy: true })
  // the bare label is the allergy's record as well
  const [b] = contextOf('Her cephalexin label was removed after the skin test.', [['cephalexin', 'medication']])
  t.same({ negated: b!.negated, allergy: b!.allergy }, { negated: true, allergy: true })
  // where it stops: a label that stands denies nothing
  const [c] = contextOf('Despite the cephalexin label, cefazolin was given.', [['cephalexin', 'medication']])
  t.same({ negated: c!.negated, allergy: c!.allergy }, { negated: false, allergy: true })
})

t.test('an adverse drug reaction list is an allergy list', async (t) => {
  const [drug, reaction] = contextOf('ADRs: metoclopramide - dystonia.', [
    ['metoclopramide', 'medication'],
    ['dystonia', 'problem'],
  ])
  t.same([drug!.allergy, reaction!.historical], [true, true])
})

t.test('an allergy outgrown stays an allergen and is past', async (t) => {
  const [a] = contextOf('Milk allergy as an infant, outgrown by age 3.', [['Milk', 'medication']])
  t.same({ allergy: a!.allergy, historical: a!.historical }, { allergy: true, historical: true })
  const [b] = contextOf('Milk allergy since infancy.', [['Milk', 'medication']])
  t.same({ allergy: b!.allergy, historical: b!.historical }, { allergy: true, historical: false })
})

t.test('a reaction named by the noun "reaction" binds its drug as an allergic reaction does', async (t) => {
  t.same(
    pick(
      contextOf('Severe infusion reaction after the second dose of rituximab (chills).', [
        ['infusion reaction', 'problem'],
        ['rituximab', 'medication'],
        ['chills', 'problem'],
      ]),
    ),
    ['', 'allergy', ''],
  )
  t.same(
    pick(
      contextOf('Her brother had a bad reaction to succinylcholine.', [
        ['reaction', 'problem'],
        ['succinylcholine', 'medication'],
      ]),
    ),
    ['', 'allergy'],
  )
  // the noun with no concept of its own, right after the drug or one word on
  t.same(
    pick(
      contextOf('Iron dextran infusion reaction in 2021 (wheezing).', [
        ['Iron dextran', 'medication'],
        ['wheezing', 'problem'],
      ]),
    ),
    ['allergy', ''],
  )
  // a reaction that did not happen makes no allergen
  t.same(pick(contextOf('Cefuroxime test dose given without reaction.', [['Cefuroxime', 'medication']])), [''])
})

t.test(
  'a side effect told with what was done about it makes no allergen; in the past its drug is history',
  async (t) => {
    const hist = (attrs: ContextAttributes[]): string[] =>
      attrs.map((a) => [a.allergy ? 'allergy' : '', a.historical ? 'historical' : ''].filter((s) => s !== '').join(' '))
    t.same(
      hist(
        contextOf('Pregabalin made him dizzy, so it was tapered off.', [
          ['Pregabalin', 'medication'],
          ['dizzy', 'problem'],
        ]),
      ),
      ['historical', 'historical'],
    )
    t.same(
      hist(
        contextOf('Start denosumab, since oral alendronate caused heartburn.', [
          ['denosumab', 'medication'],
          ['alendronate', 'medication'],
          ['heartburn', 'problem'],
        ]),
      ),
      ['', 'historical', 'historical'],
    )
    // told now, with its consequence: neither an allergen nor history
    t.same(
      hist(contextOf('Oxybutynin makes her constipation worse, so she skips it.', [['Oxybutynin', 'medication']])),
      [''],
    )
    // an allergic reaction stays an allergy whatever follows, and a side effect told alone stays one
    t.same(
      hist(
        contextOf('Cephalexin caused hives in 2020, so cefuroxime was avoided.', [
          ['Cephalexin', 'medication'],
          ['hives', 'problem'],
        ]),
      ),
      ['allergy', 'historical'],
    )
    t.same(
      hist(
        contextOf('Codeine caused vomiting as a child.', [
          ['Codeine', 'medication'],
          ['vomiting', 'problem'],
        ]),
      ),
      ['allergy', 'historical'],
    )
  },
)

t.test('a whole drug class avoided ("avoid all X") is a negated allergen; one drug avoided is not', async (t) => {
  t.same(
    pick(
      contextOf('Avoid all sulfonamides; nitrofurantoin is fine.', [
        ['sulfonamides', 'medication'],
        ['nitrofurantoin', 'medication'],
      ]),
    ),
    ['negated allergy', ''],
  )
  t.same(pick(contextOf('Since that episode he has avoided all cephalosporins.', [['cephalosporins', 'medication']])), [
    'negated allergy',
  ])
  t.same(pick(contextOf('Avoid naproxen for now.', [['naproxen', 'medication']])), ['negated'])
})

t.test('a reaction warned of before a drug makes no allergen; one that happened does', async (t) => {
  t.same(
    pick(
      contextOf('Watch for facial swelling after the first dose of enalapril.', [
        ['facial swelling', 'problem'],
        ['enalapril', 'medication'],
      ]),
    ),
    ['', ''],
  )
  t.same(
    pick(
      contextOf('If you get a rash after starting allopurinol, stop it and call us.', [
        ['rash', 'problem'],
        ['allopurinol', 'medication'],
      ]),
    ),
    ['', ''],
  )
  t.same(
    pick(
      contextOf('She got a rash after starting allopurinol.', [
        ['rash', 'problem'],
        ['allopurinol', 'medication'],
      ]),
    ),
    ['', 'allergy'],
  )
})
