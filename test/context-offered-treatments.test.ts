// A treatment or test offered before its object is proposed, not given: hypothetical, over the
// object's list, unless the sentence says the offer was taken up or turned down.
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: readonly Phrase[]): boolean[] =>
  contextOf(`${text}\n`, phrases, { sections: false }).map((a) => a.hypothetical)

t.test('the items an offer proposes are hypothetical', async (t) => {
  t.same(hypothetical('Offered an IUD; she wants to talk it over with her partner.', [['IUD', 'procedure']]), [true])
  t.same(
    hypothetical('Discussed sleep hygiene and offered melatonin or a trial of trazodone.', [
      ['melatonin', 'medication'],
      ['trazodone', 'medication'],
    ]),
    [true, true],
  )
})

t.test('an offer taken up or turned down, or a problem after the verb, is left as it reads', async (t) => {
  t.same(hypothetical('Offered the flu vaccine and she accepted.', [['flu vaccine', 'medication']]), [false])
  t.same(hypothetical('Offered varenicline, which he declined.', [['varenicline', 'medication']]), [false])
  t.same(hypothetical('Offered reassurance about the palpitations.', [['palpitations', 'problem']]), [false])
  // an offer named after its object is settled the same way
  t.same(hypothetical('Physical therapy offered and declined.', [['Physical therapy', 'procedure']]), [false])
  t.same(hypothetical('Physical therapy offered.', [['Physical therapy', 'procedure']]), [true])
  // the offer ends with its clause: the drug after the semicolon is this visit's
  t.same(
    hypothetical('Offered physical therapy; ibuprofen for now.', [
      ['physical therapy', 'procedure'],
      ['ibuprofen', 'medication'],
    ]),
    [true, false],
  )
})
