// The later members of a list of allergens share the reaction named before the first; a comma
// that starts a new clause makes no list; a test's reactivity "to" a substance names an allergen.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const allergy = (text: string, phrases: readonly [string, string][]): boolean[] =>
  contextOf(text, phrases).map((a) => a.allergy)

t.test('every member of an allergen list after its reaction is an allergen', async (t) => {
  t.same(
    allergy('Allergic rhinitis to birch, alder and cat dander; loratadine daily.', [
      ['Allergic rhinitis', 'problem'],
      ['birch', 'medication'],
      ['alder', 'medication'],
      ['cat dander', 'medication'],
      ['loratadine', 'medication'],
    ]),
    [false, true, true, true, false],
  )
})

t.test('a comma that opens a new clause makes no list', async (t) => {
  t.same(
    allergy('After angioedema on enalapril, ACE inhibitors are avoided.', [
      ['enalapril', 'medication'],
      ['ACE inhibitors', 'medication'],
    ]),
    [true, false],
  )
})

t.test('a test positive to a substance names it an allergen', async (t) => {
  t.same(
    allergy('Prick testing positive to timothy grass and house dust.', [
      ['timothy grass', 'medication'],
      ['house dust', 'medication'],
    ]),
    [true, true],
  )
})
