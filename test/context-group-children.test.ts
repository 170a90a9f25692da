// Children named with the group they share with the patient are peers, not relatives.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

t.test('children of a daycare or a class are others', async (t) => {
  const [pertussis] = contextOf('Goes to daycare, where many children had pertussis last week.', ['pertussis'])
  t.equal(pertussis!.experiencer, 'other')
  const [scarlet] = contextOf('Three kids in his school class were out with scarlet fever.', ['scarlet fever'])
  t.equal(scarlet!.experiencer, 'other')
})

t.test('where the rule stops', async (t) => {
  // owned children are relatives, even beside a kindergarten
  const [owned] = contextOf('Her children from kindergarten had pertussis.', ['pertussis'])
  t.equal(owned!.experiencer, 'family')
  // children without a group are left to the other cues
  const [plain] = contextOf('Several children in the family had pertussis.', ['pertussis'])
  t.equal(plain!.experiencer, 'family')
})

t.test('a condition told of the group is the peers', async (t) => {
  const [had] = contextOf('The whole class has had pinworms this term.', ['pinworms'])
  t.equal(had!.experiencer, 'other')
  const [held] = contextOf('Conjunctivitis in his class; eyes clear today.', ['Conjunctivitis'])
  t.equal(held!.experiencer, 'other')
  const [going] = contextOf('A cold has been going around her class.', ['cold'])
  t.equal(going!.experiencer, 'other')
  const [outbreak] = contextOf('Preschool reports an outbreak of croup.', ['croup'])
  t.equal(outbreak!.experiencer, 'other')
})

t.test('what the patient caught at the group stays the patient', async (t) => {
  const [sent] = contextOf('Sent home from school with a fever.', ['fever'])
  t.equal(sent!.experiencer, 'patient')
  // the group as a place, not a subject with the condition
  const [place] = contextOf('Had a seizure at school today.', ['seizure'])
  t.equal(place!.experiencer, 'patient')
})
