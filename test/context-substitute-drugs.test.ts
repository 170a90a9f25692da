// A drug put in an allergen's place ("switched to", "used instead") is taken safely: no allergen,
// whatever allergy section or cue shares its line. The allergen itself stays one.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const allergy = (text: string, phrases: [string, string][]): boolean[] => contextOf(text, phrases).map((a) => a.allergy)

t.test('a substitute on an allergy line is no allergen', async (t) => {
  t.same(
    allergy('Allergies:\nAtorvastatin - muscle aches, switched to rosuvastatin.\n', [
      ['Atorvastatin', 'medication'],
      ['rosuvastatin', 'medication'],
    ]),
    [true, false],
  )
  t.same(
    allergy('Allergies:\nlatex (hives) - vinyl gloves used instead; codeine (vomiting).\n', [
      ['codeine', 'medication'],
    ]),
    [true],
  )
  t.same(
    allergy('Allergic to sulfa drugs (rash); doxycycline given instead.', [
      ['sulfa drugs', 'medication'],
      ['doxycycline', 'medication'],
    ]),
    [true, false],
  )
})
