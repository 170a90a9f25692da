// A drug or procedure named right before "discussed" is an option talked over; a discussion the
// sentence settles, or a drug with other words before the verb, proposes nothing.
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: Phrase[]): boolean[] => contextOf(text, phrases).map((a) => a.hypothetical)

t.test('a drug discussed is an option, alternatives included', async (t) => {
  t.same(
    hypothetical('Severe cystic acne; spironolactone discussed, labs first.', [['spironolactone', 'medication']]),
    [true],
  )
  t.same(
    hypothetical('Migraine twice a week; propranolol or amitriptyline discussed.', [
      ['propranolol', 'medication'],
      ['amitriptyline', 'medication'],
    ]),
    [true, true],
  )
})

t.test('a discussion held with a person still proposes the option', async (t) => {
  t.same(
    hypothetical('Palliative chemotherapy discussed with his daughter.', [['Palliative chemotherapy', 'procedure']]),
    [true],
  )
  t.same(
    hypothetical('Buprenorphine discussed with her husband; she will decide.', [['Buprenorphine', 'medication']]),
    [true],
  )
})

t.test('where the rule stops: a settled discussion, other words before the verb, no treatment', async (t) => {
  t.same(hypothetical('Allopurinol was discussed but she prefers to wait.', [['Allopurinol', 'medication']]), [false])
  t.same(hypothetical('Sertraline discussed and started at 25 mg.', [['Sertraline', 'medication']]), [false])
  t.same(hypothetical('Risk of falls with clonazepam discussed.', [['clonazepam', 'medication']]), [false])
  t.same(hypothetical('Her metformin side effects discussed.', [['metformin', 'medication']]), [false])
  t.same(hypothetical('Insomnia discussed with his son.', [['Insomnia', 'problem']]), [false])
})
