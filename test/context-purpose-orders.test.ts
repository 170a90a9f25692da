// A verbless order with its purpose after a finding (src/nlp/context-purpose-orders.ts): the test
// or procedure heading the clause after a finding's, followed by "to" and a verb of looking, is
// still to be done; a report of the study done, or a study opening its sentence, is left alone.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: Phrase[]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a: ContextAttributes) => a.hypothetical)

t.test('a study after a finding, with what it is to look for, is still to be done', async (t) => {
  t.same(
    hypothetical('Swollen warm knee; joint aspiration to look for crystals.', [['joint aspiration', 'procedure']]),
    [true],
  )
  t.same(
    hypothetical('Hoarse for two months, laryngoscopy and neck CT to evaluate the cords.', [
      ['laryngoscopy', 'procedure'],
      ['neck CT', 'test'],
    ]),
    [true, true],
  )
})

t.test('a study reported done, or opening its sentence, is left to the general cues', async (t) => {
  t.same(
    hypothetical('Swollen warm knee; joint aspiration performed to look for crystals.', [
      ['joint aspiration', 'procedure'],
    ]),
    [false],
  )
  t.same(
    hypothetical('Swollen warm knee; joint aspiration to look for crystals showed urate.', [
      ['joint aspiration', 'procedure'],
    ]),
    [false],
  )
})
