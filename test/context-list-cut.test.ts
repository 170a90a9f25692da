// A scope over a list is taken over by another status's cue after a joiner ("No fever, history of
// asthma") only when that cue could apply to the target: one that never does for its type
// ("before the event" plans a test or drug, never a symptom) leaves the list to the first cue.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

/** Each phrase a problem, read with the text's sentences alone. */
const negated = (text: string, phrases: string[]): boolean[] =>
  contextOf(
    text,
    phrases.map((p): [string, string] => [p, 'problem']),
    { sections: false },
  ).map((a) => a.negated)

t.test('a cue that skips the target type does not cut a negated list', async (t) => {
  const text = 'Negative for chills, chest pain before the fall, dysuria and hematuria.'
  t.same(negated(text, ['chills', 'chest pain', 'dysuria', 'hematuria']), [true, true, true, true])
})

t.test('a cue of another status that applies still takes the list over', async (t) => {
  const text = 'No fever, history of asthma and eczema.'
  t.same(negated(text, ['fever', 'asthma', 'eczema']), [true, false, false])
})
