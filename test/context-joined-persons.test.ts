// A person heading a new item after "and" owns what follows, not what came before.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const experiencer = (text: string, phrases: [string, string][]): string[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.experiencer)

t.test('a person after "and" does not reach back over the items before it', async (t) => {
  t.same(
    experiencer('Gout on allopurinol for 5 years, and a brother with kidney stones.', [
      ['Gout', 'problem'],
      ['allopurinol', 'medication'],
      ['kidney stones', 'problem'],
    ]),
    ['patient', 'patient', 'family'],
  )
  t.same(
    experiencer('Screening for celiac disease is advised for her and her two sons.', [['celiac disease', 'problem']]),
    ['patient'],
  )
})

t.test('a person after "in" or a dash keeps its backward reach', async (t) => {
  t.same(experiencer('Melanoma in her father.', [['Melanoma', 'problem']]), ['family'])
  t.same(experiencer('Glaucoma - mother and aunt.', [['Glaucoma', 'problem']]), ['family'])
})
