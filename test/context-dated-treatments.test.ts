// The treatment of a dated event is as old as the event, unless the sentence says it goes on.
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const historical = (text: string, phrases: readonly Phrase[]): boolean[] =>
  contextOf(`History of present illness:\n${text}\n`, phrases).map((a) => a.historical)

t.test('what a dated event was treated with is history', async (t) => {
  t.same(historical('Ischemic stroke 04/2019, treated with thrombectomy.', [['thrombectomy', 'procedure']]), [true])
  t.same(
    historical('Gout flare on 10/12, treated in urgent care with colchicine and prednisone.', [
      ['colchicine', 'medication'],
      ['prednisone', 'medication'],
    ]),
    [true, true],
  )
  t.same(historical('Pneumonia in March, managed w/ oral cefuroxime.', [['cefuroxime', 'medication']]), [true])
})

t.test('a treatment that goes on, or one of an undated event, is left as it reads', async (t) => {
  t.same(historical('Ulcerative colitis since 2015, now treated with mesalamine.', [['mesalamine', 'medication']]), [
    false,
  ])
  t.same(historical('Migraine, treated with sumatriptan as needed.', [['sumatriptan', 'medication']]), [false])
  t.same(historical('He may be treated with apixaban if the scan is positive.', [['apixaban', 'medication']]), [false])
})
