// A plan's bare items: a test or procedure that heads an item of a plan, with no result, value,
// verb or standing frequency in its clause, is what is to be done.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (attrs: ContextAttributes[]): boolean[] => attrs.map((a) => a.hypothetical)
const plan = (body: string): string => `Assessment and Plan:\n${body}\n`
const ofPlan = (body: string, phrases: readonly Phrase[]): boolean[] => hypothetical(contextOf(plan(body), phrases))

t.test('a bare item naming tests and procedures is planned, each of its items', async (t) => {
  t.same(
    ofPlan('1. Knee effusion.\n2. Arthrocentesis and synovial fluid culture.', [
      ['Arthrocentesis', 'procedure'],
      ['synovial fluid culture', 'test'],
    ]),
    [true, true],
  )
  t.same(
    ofPlan('- Nutrition counseling + physical therapy for deconditioning', [
      ['Nutrition counseling', 'procedure'],
      ['physical therapy', 'procedure'],
    ]),
    [true, true],
  )
  t.same(ofPlan('- Holter monitor; continue metoprolol.', [['Holter monitor', 'test']]), [true])
  t.same(ofPlan('- Stress echocardiogram in 2 weeks.', [['Stress echocardiogram', 'test']]), [true])
})

t.test('an item that reports, times today or repeats on a schedule is not planned', async (t) => {
  t.same(ofPlan('- Urinalysis negative.', [['Urinalysis', 'test']]), [false])
  t.same(ofPlan('- Lumbar puncture done at the bedside.', [['Lumbar puncture', 'procedure']]), [false])
  t.same(ofPlan('- Chest tube removal today.', [['Chest tube removal', 'procedure']]), [false])
  t.same(ofPlan('- Fingerstick glucose every 6 hours.', [['Fingerstick glucose', 'test']]), [false])
  t.same(ofPlan('- Ferritin 12, low.', [['Ferritin', 'test']]), [false])
  t.same(ofPlan('- Chest radiograph with a small effusion.', [['Chest radiograph', 'test']]), [false])
  t.same(ofPlan('- Wound vac changed by nursing.', [['Wound vac', 'procedure']]), [false])
})

t.test('the rule holds only for a plan item that the test or procedure heads', async (t) => {
  // a medication with its dose is a current order, and a problem is no plan
  t.same(ofPlan('- Amlodipine 5 mg.', [['Amlodipine', 'medication']]), [false])
  t.same(ofPlan('- Reviewed the echocardiogram with her.', [['echocardiogram', 'test']]), [false])
  const history = 'Past Surgical History:\n- Appendectomy.\n'
  t.same(hypothetical(contextOf(history, [['Appendectomy', 'procedure']])), [false])
})

t.test('a procedure discussed is not yet done', async (t) => {
  t.same(hypothetical(contextOf('Tonsillectomy discussed with both parents.', [['Tonsillectomy', 'procedure']])), [
    true,
  ])
})

t.test('a procedure named before its evaluation is still to come', async (t) => {
  t.same(
    hypothetical(
      contextOf('Liver transplant evaluation at the regional center; occupational therapy eval for ADLs.', [
        ['Liver transplant', 'procedure'],
        ['occupational therapy', 'procedure'],
      ]),
    ),
    [true, true],
  )
  // a test before "evaluation" is no procedure ahead
  t.same(hypothetical(contextOf('Troponin evaluation unremarkable.', [['Troponin', 'test']])), [false])
})

t.test("a condition after a plan item is the condition's clause: its verbs do not report the item", async (t) => {
  t.same(ofPlan('- Excision of the nodule if it is still growing at 3 months', [['Excision', 'procedure']]), [true])
  t.same(ofPlan('- Colonoscopy once the anemia is corrected', [['Colonoscopy', 'procedure']]), [true])
  // a verb before the condition still reports the item
  t.same(ofPlan('- Excision was done; repeat if it recurs', [['Excision', 'procedure']]), [false])
})

t.test('in a verbless list of orders, a condition after a comma belongs to the last order', async (t) => {
  t.same(
    hypothetical(
      contextOf('Knee aspirated today, MRI knee if the effusion returns.', [
        ['Knee aspirated', 'procedure'],
        ['MRI knee', 'test'],
      ]),
    ),
    [false, true],
  )
  t.same(
    hypothetical(
      contextOf('Sling for comfort, shoulder x-ray if pain persists past a week.', [['shoulder x-ray', 'test']]),
    ),
    [true],
  )
  t.same(
    hypothetical(
      contextOf('Urine output hourly, foley catheter if under 30 mL per hour.', [['foley catheter', 'procedure']]),
    ),
    [true],
  )
})

t.test('an item after a problem and a spaced dash, or after an ordering verb, is planned', async (t) => {
  t.same(ofPlan('2) Right hip effusion - aspirate.', [['aspirate', 'procedure']]), [true])
  t.same(ofPlan('- Repeat the lumbar puncture before discharge.', [['lumbar puncture', 'procedure']]), [true])
  t.same(ofPlan('- Obtain left wrist MRI.', [['MRI', 'test']]), [true])
  t.same(ofPlan('3. Cystoscopy on 11/02 with her urologist.', [['Cystoscopy', 'procedure']]), [true])
})

t.test('an ordering verb does not plan what is reported or sent today', async (t) => {
  t.same(ofPlan('- Repeat echocardiogram showed a normal valve.', [['echocardiogram', 'test']]), [false])
  t.same(ofPlan('- Send urine culture.', [['urine culture', 'test']]), [false])
  t.same(ofPlan('- Hip effusion - aspirated at the bedside.', [['Hip effusion', 'problem']]), [false])
})

t.test('"scheduled" after a drug is its dosing; after a test it is arranged ahead', async (t) => {
  t.same(
    ofPlan('- Heat packs, naproxen scheduled, tramadol prn', [
      ['naproxen', 'medication'],
      ['tramadol', 'medication'],
    ]),
    [false, false],
  )
  t.same(ofPlan('- Colonoscopy scheduled.', [['Colonoscopy', 'procedure']]), [true])
})

t.test('a condition named as a risk is what may come', async (t) => {
  t.same(
    ofPlan('2. CKD with contrast nephropathy risk - hydrate before the CT', [['contrast nephropathy risk', 'problem']]),
    [true],
  )
  t.same(ofPlan('- Aspiration risk: thickened liquids', [['Aspiration risk', 'problem']]), [true])
})

t.test('a label that puts its list ahead plans the tests after its colon', async (t) => {
  t.same(
    ofPlan('- Upcoming labs 3/14: ferritin, lipase.', [
      ['ferritin', 'test'],
      ['lipase', 'test'],
    ]),
    [true, true],
  )
  t.same(ofPlan('- To arrange: sleep study.', [['sleep study', 'test']]), [true])
  // a label of no time keeps the item as it reads
  t.same(ofPlan('- Labs today: lipase elevated.', [['lipase', 'test']]), [false])
  t.same(ofPlan('- Next labs: ferritin was normal.', [['ferritin', 'test']]), [false])
})

t.test('words of manner, urgency or setting, or a hyphened compound, may come before the head', async (t) => {
  t.same(ofPlan('3. Urgent lumbar puncture after platelets.', [['lumbar puncture', 'procedure']]), [true])
  t.same(
    ofPlan('- Post-op physical therapy and occupational therapy.', [
      ['physical therapy', 'procedure'],
      ['occupational therapy', 'procedure'],
    ]),
    [true, true],
  )
  t.same(ofPlan('2. CT-guided drainage of the pelvic collection.', [['drainage', 'procedure']]), [true])
  // a verb before the head is no modifier: what it says of the item stands
  t.same(ofPlan('- Await urine cytology.', [['urine cytology', 'test']]), [false])
  t.same(ofPlan('- Keep Foley until the voiding trial.', [['Foley', 'procedure']]), [false])
  t.same(ofPlan('- Successful thoracentesis; no pneumothorax.', [['thoracentesis', 'procedure']]), [false])
})

t.test('an item the lexicon gives no type is an order when its last word names one', async (t) => {
  // plain phrases: their type comes from the lexicon, which names none of these
  const untyped = (body: string, phrase: string): boolean[] => ofPlan(body, [phrase])
  t.same(untyped('4. Occupational driving evaluation after discharge.', 'Occupational driving evaluation'), [true])
  t.same(untyped('- Salpingocontrastogram after her next period.', 'Salpingocontrastogram'), [true])
  t.same(untyped('- Grumbleitis, improving.', 'Grumbleitis'), [false])
})
