// An action reported as not done right after what it would have acted on negates that thing
// ("troponin never checked", "stent was not placed"); only the target right before the cue.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const negated = (text: string, phrases: readonly [string, string][]): boolean[] =>
  contextOf(text, phrases).map((a) => a.negated)

t.test('a test or treatment not done is negated', async (t) => {
  t.same(negated('Urine culture not sent before the antibiotics.', [['Urine culture', 'test']]), [true])
  t.same(negated('Ferritin was never checked.', [['Ferritin', 'test']]), [true])
  t.same(negated('A drain was not placed because the cavity was small.', [['drain', 'procedure']]), [true])
  t.same(negated('Zoster vaccine never given.', [['Zoster vaccine', 'medication']]), [true])
})

t.test('only the target right before the cue', async (t) => {
  t.same(
    negated('BMP sent, lipids not checked.', [
      ['BMP', 'test'],
      ['lipids', 'test'],
    ]),
    [false, true],
  )
  t.same(
    negated('Straight leg raise not tested due to back spasm.', [
      ['Straight leg raise', 'test'],
      ['back spasm', 'problem'],
    ]),
    [true, false],
  )
})

t.test(
  'a drug not taken or a study never done is denied; a patient who has not taken a measurement denies it ahead',
  async (t) => {
    const neg = (text: string, phrases: [string, string][]): boolean[] => contextOf(text, phrases).map((a) => a.negated)
    t.same(neg('Malaria prophylaxis with doxycycline was not taken on the trip.', [['doxycycline', 'medication']]), [
      true,
    ])
    t.same(
      neg('Colonoscopy was never done; FIT normal.', [
        ['Colonoscopy', 'procedure'],
        ['FIT', 'test'],
      ]),
      [true, false],
    )
    t.same(neg('She has not taken her blood pressure at home.', [['blood pressure', 'test']]), [true])
  },
)
