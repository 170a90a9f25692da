// Cues of what is still ahead (src/nlp/context-ahead-cues.ts): a passive of doing ahead after what
// is to be done, a drug given before any study of a kind, and a condition opened by "were".
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: Phrase[]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a: ContextAttributes) => a.hypothetical)

t.test('a passive of planning or possibility after a test, procedure or drug puts it ahead', async (t) => {
  t.same(hypothetical('Bone density scan to be arranged by her GP.', [['Bone density scan', 'test']]), [true])
  t.same(
    hypothetical('Pelvic floor therapy may be tried if leakage persists.', [['Pelvic floor therapy', 'procedure']]),
    [true],
  )
  t.same(
    hypothetical('Rosuvastatin with ezetimibe to be discussed when lipids return.', [
      ['Rosuvastatin', 'medication'],
      ['ezetimibe', 'medication'],
    ]),
    [true, true],
  )
})

t.test('a passive of ending, a report, or a problem before the passive stays as it is', async (t) => {
  t.same(hypothetical('Nephrostomy tube to be removed by urology.', [['Nephrostomy tube', 'procedure']]), [false])
  t.same(hypothetical('Ferritin was checked twice this month.', [['Ferritin', 'test']]), [false])
  t.same(hypothetical('Gout flare to be discussed with rheumatology.', [['Gout flare', 'problem']]), [false])
})

t.test('a drug before any study of a kind is given only when one comes; before a booked one it is real', async (t) => {
  t.same(
    hypothetical('Gadolinium reaction; give cetirizine and methylprednisolone before any future scan.', [
      ['cetirizine', 'medication'],
      ['methylprednisolone', 'medication'],
    ]),
    [true, true],
  )
  t.same(hypothetical('Give cetirizine before the scan this afternoon.', [['cetirizine', 'medication']]), [false])
  t.same(hypothetical('Folate before any breakfast.', [['Folate', 'medication']]), [false])
})

t.test('a condition opened by "were" reaches its main clause', async (t) => {
  t.same(
    hypothetical('Were she to need a transfusion, give acetaminophen first.', [
      ['transfusion', 'procedure'],
      ['acetaminophen', 'medication'],
    ]),
    [true, true],
  )
  t.same(hypothetical('Her labs were normal, and acetaminophen was given.', [['acetaminophen', 'medication']]), [false])
})

t.test('a weekday after a test times a draw ahead; a schedule, a day gone by or a result does not', async (t) => {
  t.same(hypothetical('Have your TSH drawn on Thursday.', [['TSH', 'test']]), [true])
  t.same(
    hypothetical('- Recheck lipase and CBC Friday.', [
      ['lipase', 'test'],
      ['CBC', 'test'],
    ]),
    [true, true],
  )
  t.same(hypothetical('Glucose checks Monday, Wednesday and Friday.', [['Glucose checks', 'test']]), [false])
  t.same(hypothetical('Potassium since Tuesday has been low.', [['Potassium', 'test']]), [false])
  t.same(hypothetical('Hemoglobin on Monday was 7.9.', [['Hemoglobin', 'test']]), [false])
})

t.test('permission to take a drug names it as real; what it is for is ahead', async (t) => {
  const attrs = contextOf('3. You may take naproxen or acetaminophen for cramps.', [
    ['naproxen', 'medication'],
    ['acetaminophen', 'medication'],
    ['cramps', 'problem'],
  ]).map((a) => a.hypothetical)
  t.same(attrs, [false, false, true])
  t.same(hypothetical('Reflux: may use famotidine at night.', [['famotidine', 'medication']]), [false])
  // after another subject the plan cue holds
  t.same(hypothetical('He may take tadalafil later this year.', [['tadalafil', 'medication']]), [true])
})

t.test('a procedure named as possible is an option ahead; a possible problem is only in doubt', async (t) => {
  t.same(
    hypothetical('Wound check Monday, and OR next week for possible debridement.', [['debridement', 'procedure']]),
    [true],
  )
  t.same(
    hypothetical('Possible need for a tendon transfer if the palsy persists.', [['tendon transfer', 'procedure']]),
    [true],
  )
  t.same(hypothetical('Possible gastroparesis given early satiety.', [['gastroparesis', 'problem']]), [false])
})

t.test('what the patient or team leans to is ahead; a problem it is about is not', async (t) => {
  t.same(hypothetical('He is open to a trial of CPAP.', [['CPAP', 'procedure']]), [true])
  t.same(hypothetical('Family leaning toward home hospice.', [['home hospice', 'procedure']]), [true])
  t.same(hypothetical('Interested in stopping smoking with nicotine patches.', [['nicotine patches', 'medication']]), [
    true,
  ])
  t.same(hypothetical('Regional block with light sedation preferred.', [['Regional block', 'procedure']]), [true])
  t.same(hypothetical('She is interested in her migraine triggers.', [['migraine', 'problem']]), [false])
})

t.test('a candidate for a procedure has not had it', async (t) => {
  t.same(hypothetical('Good candidate for a cochlear implant.', [['cochlear implant', 'procedure']]), [true])
  t.same(hypothetical('Liver transplant candidate: MELD 24.', [['Liver transplant', 'procedure']]), [true])
  t.same(hypothetical('Not a candidate for thrombolysis.', [['thrombolysis', 'procedure']]), [false])
})

t.test('what a patient is told to expect is ahead; a normal finding names no problem', async (t) => {
  t.same(hypothetical('- Spotting after the IUD insertion is common for a week.', [['Spotting', 'problem']]), [true])
  t.same(hypothetical('Tonight you may notice mild cramping.', [['cramping', 'problem']]), [true])
  t.same(hypothetical('Radial pulses are normal for age.', [['Radial pulses', 'test']]), [false])
  t.same(hypothetical('Cramping improved after the dose.', [['Cramping', 'problem']]), [false])
})

t.test('a verb of planning or offering puts its object ahead', async (t) => {
  t.same(hypothetical('Cardiology plans a loop recorder after discharge.', [['loop recorder', 'procedure']]), [true])
  t.same(hypothetical('Discussed options: offer an epidural when active.', [['epidural', 'procedure']]), [true])
  t.same(hypothetical('Torn meniscus; plan arthroscopy next month.', [['arthroscopy', 'procedure']]), [true])
  t.same(hypothetical('Offers no complaints; colonoscopy done last year.', [['colonoscopy', 'procedure']]), [false])
})

t.test('a passive of resuming, adjusting or reviewing a treatment ahead puts it ahead', async (t) => {
  t.same(hypothetical('Lisinopril to be restarted once the creatinine settles.', [['Lisinopril', 'medication']]), [
    true,
  ])
  t.same(hypothetical('Sertraline dose may be increased at the next visit.', [['Sertraline', 'medication']]), [true])
  // the same act reported stays this encounter's
  t.same(hypothetical('Lisinopril was restarted yesterday.', [['Lisinopril', 'medication']]), [false])
})

t.test('a verb of proposing in its base form puts its object ahead, not a finding it weighs', async (t) => {
  t.same(hypothetical('Suggest a repeat bladder scan once the catheter is out.', [['bladder scan', 'test']]), [true])
  t.same(hypothetical('We advise physical therapy for the shoulder.', [['physical therapy', 'procedure']]), [true])
  t.same(hypothetical('No calf swelling to suggest a clot.', [['clot', 'problem']]), [false])
  t.same(hypothetical('These findings suggest pneumonia.', [['pneumonia', 'problem']]), [false])
})

t.test('"any" after a preposition of occasion makes its problem one that may happen', async (t) => {
  t.same(hypothetical('Come back to clinic after any fainting spell.', [['fainting spell', 'problem']]), [true])
  t.same(hypothetical('Keep the inhaler with you for any wheezing.', [['wheezing', 'problem']]), [true])
  // a denial's "any" is no occasion
  t.same(hypothetical('She denies any fainting.', [['fainting', 'problem']]), [false])
})
