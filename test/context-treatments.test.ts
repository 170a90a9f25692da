// A treatment named after the episode it treated shares that episode's time.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const historical = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.historical)

t.test('a treatment of a past episode is past', async (t) => {
  t.same(
    historical('Pulmonary embolism in 2017 after a long car trip, treated with warfarin.', [
      ['Pulmonary embolism', 'problem'],
      ['warfarin', 'medication'],
    ]),
    [true, true],
  )
  // each treatment of a list
  t.same(
    historical('Septic arthritis of the knee at age 12, treated with cefazolin and a washout.', [
      ['Septic arthritis', 'problem'],
      ['cefazolin', 'medication'],
      ['washout', 'procedure'],
    ]),
    [true, true, true],
  )
})

t.test('a treatment of a current episode, or of the patient, is not made past', async (t) => {
  t.same(
    historical('Gout flare this week, treated with colchicine.', [
      ['Gout flare', 'problem'],
      ['colchicine', 'medication'],
    ]),
    [false, false],
  )
  // an auxiliary makes the patient the subject: the reaction before it is not what was treated
  t.same(
    historical('Because of her old reaction with hives, she was treated with doxycycline for the cellulitis.', [
      ['hives', 'problem'],
      ['doxycycline', 'medication'],
    ]).slice(1),
    [false],
  )
})
