// The main clause of a fronted condition ("If A, B") waits on A: the problems, tests and
// procedures it names are ahead; its drugs, its reasons and what its order looks for (uncertain
// only, by the project's convention) are not read so.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf } from './helpers/context-targets.js'

const hypothetical = (attrs: ContextAttributes[]): boolean[] => attrs.map((a) => a.hypothetical)

t.test('what the main clause of a fronted condition names is ahead', async (t) => {
  t.same(
    hypothetical(
      contextOf('If the cough lasts past a month, chest x-ray to look for pneumonia.', [
        ['chest x-ray', 'test'],
        ['pneumonia', 'problem'],
      ]),
    ),
    [true, false],
  )
  t.same(
    hypothetical(
      contextOf('If the wound reopens, home nursing for daily packing of the cavity.', [
        ['home nursing', 'procedure'],
        ['cavity', 'problem'],
      ]),
    ),
    [true, true],
  )
  t.same(
    hypothetical(
      contextOf('Oral iron started; if ferritin stays low, colonoscopy to exclude a bleeding polyp.', [
        ['Oral iron', 'medication'],
        ['colonoscopy', 'procedure'],
        ['bleeding polyp', 'problem'],
      ]),
    ),
    [false, true, false],
  )
})

t.test('a drug in the main clause, a reason, and a clause without a fronted condition are not', async (t) => {
  t.same(hypothetical(contextOf('If the sodium falls, stop the thiazide.', [['thiazide', 'medication']])), [false])
  t.same(
    hypothetical(contextOf('If labor stalls, no oxytocin given her uterine scar.', [['uterine scar', 'problem']])),
    [false],
  )
  t.same(hypothetical(contextOf('Afebrile today, chest x-ray clear.', [['chest x-ray', 'test']])), [false])
})
