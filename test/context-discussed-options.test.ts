// Procedures weighed as alternatives before "discussed" are all still to be chosen.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.hypothetical)

t.test('every alternative before "discussed" is ahead', async (t) => {
  t.same(
    hypothetical('Carpal tunnel release versus splinting discussed.', [
      ['Carpal tunnel release', 'procedure'],
      ['splinting', 'procedure'],
    ]),
    [true, true],
  )
  t.same(
    hypothetical('Lumpectomy vs mastectomy vs radiation were discussed with her.', [
      ['Lumpectomy', 'procedure'],
      ['mastectomy', 'procedure'],
      ['radiation', 'procedure'],
    ]),
    [true, true, true],
  )
})

t.test('an item with its own clause before the alternatives is not reached', async (t) => {
  t.same(
    hypothetical('Arthroscopy done in May, injection vs bracing discussed.', [
      ['Arthroscopy', 'procedure'],
      ['injection', 'procedure'],
      ['bracing', 'procedure'],
    ]),
    [false, true, true],
  )
})
