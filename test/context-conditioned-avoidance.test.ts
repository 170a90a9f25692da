// A drug avoided under a condition is negated, not hypothetical; a condition on a start still conditions the drug.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const read = (text: string, phrases: [string, string][]): string[] =>
  contextOf(text, phrases, { sections: false }).map((a) => `${a.negated ? 'neg' : ''}${a.hypothetical ? 'hyp' : ''}`)

t.test('the objects of "avoid" before a condition are kept away now', async (t) => {
  t.same(
    read('Avoid naproxen and celecoxib unless the nephrologist agrees.', [
      ['naproxen', 'medication'],
      ['celecoxib', 'medication'],
    ]),
    ['neg', 'neg'],
  )
  t.same(read('Please avoid any benzodiazepines until the sleep study.', [['benzodiazepines', 'medication']]), ['neg'])
})

t.test('a drug started under a condition stays conditional', async (t) => {
  t.same(read('Start warfarin if the echo shows a thrombus.', [['warfarin', 'medication']]), ['hyp'])
})
