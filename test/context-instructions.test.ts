// Instructions whose verb takes an object before what it is for, and negations inside an
// instruction's list: every item of the list stays hypothetical.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf } from './helpers/context-targets.js'

const hypothetical = (attrs: ContextAttributes[]): boolean[] => attrs.map((a) => a.hypothetical)
const negated = (attrs: ContextAttributes[]): boolean[] => attrs.map((a) => a.negated)

t.test('an instruction verb with an object reaches the list after its "for" or "if"', async (t) => {
  const text =
    'Wife was told to phone the cardiology nurse line or Dr. Amari for palpitations, ' +
    'leg swelling, fainting on exertion, or bleeding gums.'
  t.same(hypothetical(contextOf(text, ['palpitations', 'leg swelling', 'fainting', 'bleeding gums'])), [
    true,
    true,
    true,
    true,
  ])
  const conditional = 'Contact the on-call surgeon tonight if the incision drains pus or fever returns.'
  t.same(hypothetical(contextOf(conditional, ['pus', 'fever'])), [true, true])
})

t.test('a call that is an event, not an instruction, makes nothing hypothetical', async (t) => {
  const text = 'Call received from the lab for a potassium of 6.2; the ECG showed peaked T waves.'
  t.same(hypothetical(contextOf(text, ['potassium', 'peaked T waves'])), [false, false])
  const ahead = 'Contact the lab regarding the potassium, and the patient for palpitations.'
  t.same(hypothetical(contextOf(ahead, ['potassium'])), [false])
})

t.test('"let us know about" opens an instruction list', async (t) => {
  const text = 'Please let us know about new chest pressure, worse orthopnea, or a cough with blood.'
  t.same(hypothetical(contextOf(text, ['chest pressure', 'orthopnea', 'cough'])), [true, true, true])
})

t.test('a negation inside an instruction list is its own item, and the list goes on after it', async (t) => {
  const text =
    'Return to the ED for a temperature over 102, diarrhea or not making urine, stiff neck or rash, or a seizure.'
  const attrs = contextOf(text, ['diarrhea', 'urine', 'stiff neck', 'rash', 'seizure'])
  t.same(hypothetical(attrs), [true, true, true, true, true])
  t.same(negated(attrs), [false, true, false, false, false])
})

t.test('outside an instruction, a negation after "or" still runs over the list', async (t) => {
  const attrs = contextOf('Denies chills or fever, cough, or dysuria.', ['chills', 'fever', 'cough', 'dysuria'])
  t.same(negated(attrs), [true, true, true, true])
})

t.test('a drug named as the circumstance of an instruction item is real', async (t) => {
  const typed = (text: string, phrases: [string, string][]): ContextAttributes[] =>
    contextOf(text, phrases, { sections: false })
  const onThe = 'Call for vomiting that lasts a day on the new antibiotic, or bleeding while you take rivaroxaban.'
  t.same(
    hypothetical(
      typed(onThe, [
        ['vomiting', 'problem'],
        ['antibiotic', 'medication'],
        ['bleeding', 'problem'],
        ['rivaroxaban', 'medication'],
      ]),
    ),
    [true, false, true, false],
  )
  const relieved = 'Go to the ED for angina not relieved by one sublingual nitroglycerin.'
  t.same(
    hypothetical(
      typed(relieved, [
        ['angina', 'problem'],
        ['nitroglycerin', 'medication'],
      ]),
    ),
    [true, false],
  )
  // a drug to be given under the instruction stays hypothetical
  const given = 'Call if the seizure lasts 5 minutes and give the rescue midazolam.'
  t.same(
    hypothetical(
      typed(given, [
        ['seizure', 'problem'],
        ['midazolam', 'medication'],
      ]),
    ),
    [true, true],
  )
})

t.test("an instruction's object may hold a bracketed number", async (t) => {
  const text =
    'Phone the wound clinic (555-0199) if you notice: pus that keeps draining,   spreading redness,   or fever.'
  t.same(hypothetical(contextOf(text, ['pus', 'spreading redness', 'fever'])), [true, true, true])
})

t.test('seeing a doctor and going to the nearest emergency room are instructions', async (t) => {
  const text = 'She should see a doctor the same day for any of these: a barking cough, drooling, or a stiff neck.'
  t.same(hypothetical(contextOf(text, ['barking cough', 'drooling', 'stiff neck'])), [true, true, true])
  const er = contextOf('Go to the nearest ER for vomiting blood or fainting.', ['vomiting blood', 'fainting'])
  t.same(hypothetical(er), [true, true])
})

t.test('tests planned ahead and what the patient wants are not yet done', async (t) => {
  const typed = (text: string, phrases: [string, string][]) =>
    hypothetical(contextOf(text, phrases, { sections: false }))
  t.same(
    typed('Recheck ferritin and TSH in 6 weeks.', [
      ['ferritin', 'test'],
      ['TSH', 'test'],
    ]),
    [true, true],
  )
  t.same(typed('Twice weekly CBC while on linezolid.', [['CBC', 'test']]), [true])
  t.same(typed('Wants a nicotine lozenge to help quit.', [['nicotine lozenge', 'medication']]), [true])
  t.same(typed('Fall risk reviewed before adding gabapentin.', [['gabapentin', 'medication']]), [true])
  // serial troponins are already drawn
  t.same(typed('MI excluded with serial troponins.', [['troponins', 'test']]), [false])
})

t.test('a study offered as the next step is not yet done; one ordered for a purpose is', async (t) => {
  const typed = (text: string, phrases: [string, string][]) =>
    hypothetical(contextOf(text, phrases, { sections: false }))
  t.same(typed('Appearance suggests sarcoidosis; a PET scan could clarify.', [['PET scan', 'test']]), [true])
  t.same(typed('CT angiogram to rule out dissection.', [['CT angiogram', 'test']]), [false])
})

t.test('an imperative "use", "take" or "give" with a bare object opens an instruction list', async (t) => {
  const text = 'Keep the inhaler in your bag. Use it for wheezing, chest tightness or a cough at night, then rest.'
  t.same(hypothetical(contextOf(text, ['wheezing', 'chest tightness', 'cough'])), [true, true, true])
  // told of a habit, not an instruction
  const habit = 'She likes to use it for insomnia and anxiety.'
  t.same(hypothetical(contextOf(habit, ['insomnia', 'anxiety'])), [false, false])
})

t.test('a checklist of signs under "has any of these:" is hypothetical', async (t) => {
  const text =
    'Warning signs. Your baby develops any of the following:\n- poor feeding\n- fever over 100.4\nGive the drops.'
  t.same(hypothetical(contextOf(text, ['poor feeding', 'fever'])), [true, true])
  const told = 'Her baby has jaundice and poor feeding.'
  t.same(hypothetical(contextOf(told, ['jaundice', 'poor feeding'])), [false, false])
})

t.test('a visit brought forward "sooner for" what may come is an instruction over its list', async (t) => {
  const text = 'Follow up in 3 months, or sooner for chest pain, fainting or new leg swelling.'
  t.same(hypothetical(contextOf(text, ['chest pain', 'fainting', 'leg swelling'])), [true, true, true])
})
