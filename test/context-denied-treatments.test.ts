// A manner of treating denied with its drug denies the drug; "with" after a finding still ends it.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const negated = (text: string, phrases: [string, string][]): boolean[] => contextOf(text, phrases).map((a) => a.negated)

t.test('the drug of a denied manner of treating is denied', async (t) => {
  t.same(negated('Warfarin paused for the biopsy; no bridging with dalteparin.', [['dalteparin', 'medication']]), [
    true,
  ])
  t.same(negated('No step-down with oral linezolid; finish IV daptomycin.', [['linezolid', 'medication']]), [true])
  t.same(negated('No prophylaxis with valacyclovir is needed.', [['valacyclovir', 'medication']]), [true])
})

t.test('a "with" after a finding still ends the negation', async (t) => {
  t.same(
    negated('No wheeze with albuterol use.', [
      ['wheeze', 'problem'],
      ['albuterol', 'medication'],
    ]),
    [true, false],
  )
  t.same(
    negated('No pain with walking.', [
      ['pain', 'problem'],
      ['walking', 'problem'],
    ]),
    [true, false],
  )
})
