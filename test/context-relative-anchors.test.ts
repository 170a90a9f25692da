// A relative named only to time or compare what the patient has ("after her first child", "like
// his sister") lends no experiencer; what the relative owns ("her brother's stroke") stays theirs.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const who = (text: string, phrases: [string, string][]): string[] => contextOf(text, phrases).map((a) => a.experiencer)

t.test('a relative that only anchors a time or a likeness lends no experiencer', async (t) => {
  t.same(
    who('Anxiety got worse after her second son, treated with sertraline.', [
      ['Anxiety', 'problem'],
      ['sertraline', 'medication'],
    ]),
    ['patient', 'patient'],
  )
  t.same(who('Stopped drinking when his daughter was born.', [['drinking', 'problem']]), ['patient'])
  t.same(who('Has celiac disease, like his sister.', [['celiac disease', 'problem']]), ['patient'])
  // what the relative owns stays the relative's
  t.same(
    who("Insomnia since her brother's stroke in May.", [
      ['Insomnia', 'problem'],
      ['stroke', 'problem'],
    ]),
    ['patient', 'family'],
  )
})
