// A drug held or stopped in this encounter is negated (docs/clinical-pipeline.md, Conventions):
// an order of stopping before it, a participle of stopping after it, an item under a header of
// stopping. A stop in the past, under a condition, before an event ahead or undone later keeps
// what the other rules give it. The sentences are invented.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf } from './helpers/context-targets.js'

const negated = (attrs: ContextAttributes[]): boolean[] => attrs.map((a) => a.negated)
const drug = (name: string): [string, string] => [name, 'medication']

t.test('an order of stopping before the drug negates it and its fellows', async (t) => {
  t.same(negated(contextOf('Hold sotalol tonight.', [drug('sotalol')])), [true])
  t.same(negated(contextOf('3. Stop taking the naproxen.', [drug('naproxen')])), [true])
  t.same(negated(contextOf('eGFR 28, holding glipizide and valsartan.', [drug('glipizide'), drug('valsartan')])), [
    true,
    true,
  ])
  t.same(negated(contextOf('Held digoxin for a slow rate.', [drug('digoxin')])), [true])
  // the verb orders the first drug only: the second has its own
  t.same(negated(contextOf('Stop prazosin; start tamsulosin 0.4 mg.', [drug('prazosin'), drug('tamsulosin')])), [
    true,
    false,
  ])
})

t.test('a participle of stopping after the drug negates it', async (t) => {
  t.same(negated(contextOf('Ramipril was discontinued for angioedema.', [drug('Ramipril')])), [true])
  t.same(negated(contextOf('valsartan 80 mg daily (held since admission)', [drug('valsartan')])), [true])
  t.same(negated(contextOf('Carboplatin held this cycle for thrombocytopenia.', [drug('Carboplatin')])), [true])
  // a treatment named as a procedure is held the same way
  t.same(negated(contextOf('Radiotherapy paused for a week.', [['Radiotherapy', 'procedure']])), [true])
})

t.test('a list under a header of stopping negates its drugs', async (t) => {
  const sheet = 'STOP taking these medicines:\nNaproxen 500 mg - it can raise your blood pressure.\n'
  t.same(negated(contextOf(sheet, [drug('Naproxen')])), [true])
})

t.test('a stop in the past, under a condition, before an event ahead or undone keeps its reading', async (t) => {
  t.same(negated(contextOf('She stopped pravastatin in 2022 because of cramps.', [drug('pravastatin')])), [false])
  t.same(negated(contextOf('If the creatinine rises, hold valsartan.', [drug('valsartan')])), [false])
  t.same(negated(contextOf('Hold dabigatran 48 hours before the biopsy.', [drug('dabigatran')])), [false])
  t.same(negated(contextOf('Digoxin was held on day 2 and restarted on day 4.', [drug('Digoxin')])), [false])
  // a stop denied: the drug goes on
  t.same(negated(contextOf('Do not stop the sotalol.', [drug('sotalol')])), [false])
})

t.test("a stop another event is counted from is not this encounter's act", async (t) => {
  t.same(
    negated(contextOf('Gout flares have not recurred since the allopurinol was stopped.', [drug('allopurinol')])),
    [false],
  )
  t.same(negated(contextOf('Ankle swelling persists despite stopping amlodipine.', [drug('amlodipine')])), [false])
  // where it stops: a stop told with no event counted from it is this encounter's
  t.same(negated(contextOf('The allopurinol was stopped today.', [drug('allopurinol')])), [true])
})

t.test('a condition or restart in a clause after a semicolon leaves the stop done', async (t) => {
  t.same(negated(contextOf('Losartan held for dizziness; restart next week if the BP allows.', [drug('Losartan')])), [
    true,
  ])
  t.same(
    negated(
      contextOf('Stop omeprazole; take calcium carbonate if reflux returns.', [
        drug('omeprazole'),
        drug('calcium carbonate'),
      ]),
    ),
    [true, false],
  )
  // a restart denied undoes nothing
  t.same(negated(contextOf('Celecoxib was stopped and not restarted.', [drug('Celecoxib')])), [true])
  t.same(negated(contextOf('Ibuprofen stopped, never to be restarted.', [drug('Ibuprofen')])), [true])
  // where it stops: the restart or condition in the stop's own clause still undoes or conditions it
  t.same(negated(contextOf('Losartan held today and restarted tonight; BP stable.', [drug('Losartan')])), [false])
  t.same(negated(contextOf('Hold losartan if the BP is low; recheck tomorrow.', [drug('losartan')])), [false])
})

t.test('a drug a relative clause says was stopped or held is negated', async (t) => {
  t.same(
    negated(contextOf('Gynecomastia, likely from spironolactone, which was stopped today.', [drug('spironolactone')])),
    [true],
  )
  // a relative clause telling something else leaves the drug as it was
  t.same(negated(contextOf('Gynecomastia from spironolactone, which he takes daily.', [drug('spironolactone')])), [
    false,
  ])
})
