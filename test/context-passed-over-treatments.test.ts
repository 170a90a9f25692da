// A treatment passed over for another ("instead of", "in place of", "rather than") is not given:
// it is negated, and an allergen stays one; a diagnosis weighed against another is left to the
// hedges, and a finding is not denied by the comparison. The sentences are invented.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const read = (text: string, phrases: [string, string][]): string[] =>
  contextOf(text, phrases, { sections: false }).map(
    (a) => `${a.negated ? 'negated' : 'given'}${a.uncertain ? ' uncertain' : ''}${a.allergy ? ' allergen' : ''}`,
  )

t.test('the treatment passed over is negated', async (t) => {
  t.same(
    read('Sleep restriction therapy instead of temazepam.', [
      ['Sleep restriction therapy', 'procedure'],
      ['temazepam', 'medication'],
    ]),
    ['given', 'negated'],
  )
  t.same(
    read('Celecoxib 200 mg daily in place of meloxicam.', [
      ['Celecoxib', 'medication'],
      ['meloxicam', 'medication'],
    ]),
    ['given', 'negated'],
  )
  t.same(
    read('Physical therapy first, rather than a knee arthroscopy.', [
      ['Physical therapy', 'procedure'],
      ['knee arthroscopy', 'procedure'],
    ]),
    ['given', 'negated'],
  )
})

t.test('an allergen passed over stays an allergen', async (t) => {
  t.same(read('The diarrhea was an intolerance rather than a cefdinir allergy.', [['cefdinir', 'medication']]), [
    'negated allergen',
  ])
})

t.test('where it stops: a diagnosis or finding compared is not denied', async (t) => {
  t.same(
    read('Likely a migraine rather than a stroke.', [
      ['migraine', 'problem'],
      ['stroke', 'problem'],
    ]),
    ['given uncertain', 'given uncertain'],
  )
  t.same(
    read('He stops walking for calf pain rather than dyspnea.', [
      ['calf pain', 'problem'],
      ['dyspnea', 'problem'],
    ]),
    ['given', 'given'],
  )
})
