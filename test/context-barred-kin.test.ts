// The kin of a drug that caused an allergic reaction, barred after "so", is an allergen (and
// negated); a side effect bars no allergen, and a drug given after "so" is none.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const read = (text: string, phrases: [string, string][]): string[] =>
  contextOf(text, phrases, { sections: false }).map(
    (a) => `${a.negated ? 'negated' : 'given'} ${a.allergy ? 'allergen' : '-'}`,
  )

t.test('a drug barred after a reaction to its kin is a negated allergen', async (t) => {
  t.same(
    read('Cefaclor caused hives as a child, so no cefuroxime or other cephalosporins.', [
      ['Cefaclor', 'medication'],
      ['hives', 'problem'],
      ['cefuroxime', 'medication'],
      ['cephalosporins', 'medication'],
    ]),
    ['given allergen', 'given -', 'negated allergen', 'negated allergen'],
  )
  t.same(
    read('Phenytoin caused DRESS in 2019, so carbamazepine is avoided too.', [
      ['Phenytoin', 'medication'],
      ['DRESS', 'problem'],
      ['carbamazepine', 'medication'],
    ]),
    ['given allergen', 'given -', 'negated allergen'],
  )
})

t.test('where it stops', async (t) => {
  // no word marks the barred drug as kin: the culprit's class may be barred for any reason
  t.same(
    read('Naproxen caused hives, so no NSAIDs.', [
      ['Naproxen', 'medication'],
      ['hives', 'problem'],
      ['NSAIDs', 'medication'],
    ])[2],
    'negated -',
  )
  // a side effect is no hypersensitivity: the kin barred is negated only
  t.same(
    read('Enalapril caused a dry cough, so no ramipril either.', [
      ['Enalapril', 'medication'],
      ['dry cough', 'problem'],
      ['ramipril', 'medication'],
    ])[2],
    'negated -',
  )
  // a drug given after "so" is barred from nothing
  t.same(
    read('Penicillin caused hives, so loratadine was started.', [
      ['Penicillin', 'medication'],
      ['hives', 'problem'],
      ['loratadine', 'medication'],
    ])[2],
    'given -',
  )
})
