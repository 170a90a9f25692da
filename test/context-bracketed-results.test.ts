// Tests in brackets after a past study are its results and past too; after a current study, or a
// problem in the bracket, nothing is inherited.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

t.test('results in brackets after a past study are past', async (t) => {
  const hist = contextOf('Asthma confirmed by spirometry in 2019 (FEV1 68%, FVC 90%), now on budesonide.', [
    ['Asthma', 'problem'],
    ['spirometry', 'test'],
    ['FEV1', 'test'],
    ['FVC', 'test'],
  ]).map((a) => a.historical)
  t.same(hist.slice(1), [true, true, true])
})

t.test('a current study or a problem in the bracket inherits nothing', async (t) => {
  t.same(
    contextOf('Echo today (EF 40%) shows new hypokinesis.', [
      ['Echo', 'test'],
      ['EF', 'test'],
    ]).map((a) => a.historical),
    [false, false],
  )
  t.same(
    contextOf('Chest CT in 2020 (nodule 6 mm).', [
      ['Chest CT', 'test'],
      ['nodule', 'problem'],
    ]).map((a) => a.historical)[1],
    false,
  )
})
