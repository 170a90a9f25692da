// An animal that has something is someone else; an animal named as a source lends nothing.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const experiencers = (text: string, phrases: [string, string][]): string[] =>
  contextOf(text, phrases).map((a) => a.experiencer)

t.test("an animal's own illness or shots are not the patient's", async (t) => {
  t.same(experiencers('The cat had vomiting for two days before she got sick.', [['vomiting', 'problem']]), ['other'])
  t.same(
    experiencers("A friend's dog whose rabies vaccine is current bit her hand.", [['rabies vaccine', 'medication']]),
    ['other'],
  )
})

t.test('an animal named as a source leaves the patient the experiencer', async (t) => {
  t.same(
    experiencers('Dog bite to the left forearm; cellulitis around the wound.', [
      ['Dog bite', 'problem'],
      ['cellulitis', 'problem'],
    ]),
    ['patient', 'patient'],
  )
  // the clause after the animal's ends its reach
  t.same(experiencers('The dog is healthy; she has diarrhea.', [['diarrhea', 'problem']]), ['patient'])
})
