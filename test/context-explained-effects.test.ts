// A problem "explained" to the patient is one warned of; "explained by" gives a finding's cause.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.hypothetical)

t.test('problems before "explained" are the ones the patient is told of', async (t) => {
  t.same(hypothetical('Tumor lysis syndrome explained.', [['Tumor lysis syndrome', 'problem']]), [true])
  t.same(
    hypothetical('Sertraline begun; insomnia and headache were explained to her.', [
      ['Sertraline', 'medication'],
      ['insomnia', 'problem'],
      ['headache', 'problem'],
    ]),
    [false, true, true],
  )
})

t.test('"explained by" names a cause, and the finding is there', async (t) => {
  t.same(
    hypothetical('Her anemia is explained by the GI bleed.', [
      ['anemia', 'problem'],
      ['GI bleed', 'problem'],
    ]),
    [false, false],
  )
  t.same(hypothetical('Fatigue not explained by the labs.', [['Fatigue', 'problem']]), [false])
})
