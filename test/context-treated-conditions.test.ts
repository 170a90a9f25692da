// A condition "treated with" a list and a date after the list: a course that ended then, so the
// condition and its treatments are history.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const historical = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.historical)

t.test('the condition and each treatment of the list are history', async (t) => {
  t.same(
    historical('Follicular lymphoma treated with R-CHOP and involved-field radiation in 2009.', [
      ['Follicular lymphoma', 'problem'],
      ['R-CHOP', 'medication'],
      ['radiation', 'procedure'],
    ]),
    [true, true, true],
  )
  t.same(
    historical('Colon cancer, stage II, treated with hemicolectomy in 2017; surveillance since.', [
      ['Colon cancer', 'problem'],
      ['hemicolectomy', 'procedure'],
    ]),
    [true, true],
  )
})

t.test('a drug taken since is a later course and stays current', async (t) => {
  t.same(
    historical('Prostate cancer, treated with brachytherapy in 2016, on tamsulosin since.', [
      ['Prostate cancer', 'problem'],
      ['brachytherapy', 'procedure'],
      ['tamsulosin', 'medication'],
    ]),
    [true, true, false],
  )
})

t.test('where the rule stops: a present word after the date, or an event verb', async (t) => {
  t.same(
    historical('Crohn disease treated with steroids, then a long course of azathioprine in 2015.', [
      ['Crohn disease', 'problem'],
      ['steroids', 'medication'],
      ['azathioprine', 'medication'],
    ]),
    [true, true, true],
  )
  t.same(
    historical('Crohn disease treated with steroids, then a long course of azathioprine in 2015, still active.', [
      ['Crohn disease', 'problem'],
      ['steroids', 'medication'],
      ['azathioprine', 'medication'],
    ]),
    [false, false, true],
  )
  t.same(
    historical('CAD with stents placed in 2016.', [
      ['CAD', 'problem'],
      ['stents', 'procedure'],
    ]),
    [false, true],
  )
})
