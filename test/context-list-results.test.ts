// A negation's list ends at an item that states its own finding: "no rash, lungs clear" denies the
// rash and leaves the lungs found.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const denied = (text: string, phrases: [string, string][]): boolean[] => contextOf(text, phrases).map((a) => a.negated)

t.test('a list item with a found state of its own is not denied', async (t) => {
  t.same(
    denied('No cyanosis, capillary refill normal, reflexes symmetric.', [
      ['cyanosis', 'problem'],
      ['capillary refill', 'test'],
      ['reflexes', 'test'],
    ]),
    [true, false, false],
  )
  t.same(
    denied('Sports physical: no scoliosis, normal hearing screen.', [
      ['scoliosis', 'problem'],
      ['hearing screen', 'test'],
    ]),
    [true, false],
  )
})

t.test('items without a finding of their own stay in the negation', async (t) => {
  t.same(
    denied('No fever, chills, or night sweats.', [
      ['fever', 'problem'],
      ['chills', 'problem'],
      ['night sweats', 'problem'],
    ]),
    [true, true, true],
  )
})

const doubted = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases).map((a) => a.uncertain)

t.test('a hedge before a comma does not doubt an item with its own finding or measurement', async (t) => {
  t.same(
    doubted('Probably a muscle strain, range of motion preserved.', [
      ['muscle strain', 'problem'],
      ['range of motion', 'test'],
    ]),
    [true, false],
  )
  t.same(
    doubted('Otitis externa, likely bacterial, hearing screen normal.', [
      ['Otitis externa', 'problem'],
      ['hearing screen', 'test'],
    ]),
    [false, false],
  )
  t.same(
    doubted('Bronchiolitis, likely from RSV, tachypnea 64 at rest.', [
      ['Bronchiolitis', 'problem'],
      ['tachypnea', 'problem'],
    ]),
    [false, false],
  )
  // where it stops: items with no finding of their own stay in the hedge's list
  t.same(
    doubted('Possible pneumonia, pleural effusion, atelectasis.', [
      ['pneumonia', 'problem'],
      ['pleural effusion', 'problem'],
      ['atelectasis', 'problem'],
    ]),
    [true, true, true],
  )
})
