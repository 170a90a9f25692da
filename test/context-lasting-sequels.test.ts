// A time after "after" dates the cause of a lasting condition: the condition it left goes on.
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const historical = (text: string, phrases: readonly Phrase[]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.historical)

t.test('a mental disorder, a chronic condition or a lost gland function after a dated cause goes on', async (t) => {
  t.same(historical('PTSD after a house fire in 2019.', [['PTSD', 'problem']]), [false])
  t.same(
    historical('Chronic low back pain following a lifting injury in 2017.', [
      ['Chronic low back pain', 'problem'],
      ['lifting injury', 'problem'],
    ]),
    [false, true],
  )
  t.same(
    historical('Hypoparathyroidism after thyroidectomy for a goiter in 2016.', [
      ['Hypoparathyroidism', 'problem'],
      ['thyroidectomy', 'procedure'],
      ['goiter', 'problem'],
    ]),
    [false, true, true],
  )
})

t.test('the cause’s time reaches no item after a comma', async (t) => {
  t.same(
    historical('Panic disorder after a robbery in 2021, palpitations most days.', [
      ['Panic disorder', 'problem'],
      ['palpitations', 'problem'],
    ]),
    [false, false],
  )
})

t.test('a lasting effect of a drug is no reaction of the past', async (t) => {
  t.same(
    historical('Hypothyroidism after amiodarone.', [
      ['Hypothyroidism', 'problem'],
      ['amiodarone', 'medication'],
    ]),
    [false, false],
  )
})

t.test('where the rule stops: an acute event caused so is history with its cause', async (t) => {
  t.same(historical('Pulmonary embolism after a knee replacement in 2020.', [['Pulmonary embolism', 'problem']]), [
    true,
  ])
  t.same(historical('Wrist fracture after a fall in 2018.', [['Wrist fracture', 'problem']]), [true])
  // a comma between the condition and "after" parts them: the time is the item's own
  t.same(historical('Depression in 2015, after a divorce.', [['Depression', 'problem']]), [true])
})
