// Context behaviours of issue 16: scopes over lists and lead-ins, lab lists, field labels, hedged
// causes, temporality and hypotheticals, and the allergy attribute.
import t from 'tap'
import { assignContext, type ContextAttributes } from '../src/nlp/context.js'
import { findSentences } from '../src/nlp/sentences.js'
import { contextOf } from './helpers/context-targets.js'

type Flags = Partial<ContextAttributes>

const plain: ContextAttributes = {
  negated: false,
  uncertain: false,
  historical: false,
  hypothetical: false,
  experiencer: 'patient',
  allergy: false,
}
const with_ = (over: Flags): ContextAttributes => ({ ...plain, ...over })
const neg = with_({ negated: true })
const unc = with_({ uncertain: true })
const hist = with_({ historical: true })
const hyp = with_({ hypothetical: true })

t.test('a result word in a lab list negates its own item only', async (t) => {
  t.same(contextOf('Sodium 134, BNP 1450, troponin negative.', ['Sodium', 'BNP', 'troponin']), [plain, plain, neg])
  t.same(
    contextOf('Blood cultures no growth. HIV antibody nonreactive. covid -ve, flu -ve.', [
      'Blood cultures',
      'HIV antibody',
      'covid',
      'flu',
    ]),
    [neg, neg, neg, neg],
  )
  t.same(contextOf('Troponin was negative.', ['Troponin']), [neg], 'a result with its verb still works')
  t.same(
    contextOf('Both urine cultures show no growth.', [['urine cultures', 'test']]),
    [neg],
    'a plural subject takes "show", as "shows" for one',
  )
  t.same(contextOf('Throat culture -ve for group A strep.', ['Throat culture', 'group A strep']), [plain, neg])
})

t.test('absent before or after, declined, refused, avoid', async (t) => {
  t.same(contextOf('Ankle reflexes absent. Absent bowel sounds.', ['Ankle reflexes', 'bowel sounds']), [neg, neg])
  t.same(contextOf('She declined the flu shot. Avoid NSAIDs.', ['flu shot', 'NSAIDs']), [neg, neg])
  t.same(contextOf('Lisinopril was not started because of hyperkalemia.', ['Lisinopril', 'hyperkalemia']), [neg, plain])
})

t.test('a scope ends at a field label and before a measurement in a list', async (t) => {
  t.same(contextOf('HISTORY SOURCE: Not Obtainable *** REFERRING DIAGNOSIS: chest pain', ['chest pain']), [plain])
  t.same(contextOf('Ext: no edema, 2+ distal pulses', ['edema', 'pulses']), [neg, plain])
  t.same(
    contextOf('Denies: fever, chills', ['fever', 'chills']),
    [neg, neg],
    'a colon right after the trigger is its own',
  )
  t.same(contextOf('VS: BP 168/94, HR 102', ['BP', 'HR']), [plain, plain], '"VS:" is a label, not "versus"')
})

t.test('pseudo-negations', async (t) => {
  t.same(contextOf('No further workup for his anemia.', ['anemia']), [plain])
  t.same(contextOf('Diuresed with furosemide, 2 L net negative.', ['furosemide']), [plain])
  t.same(contextOf('Fevers for 3 days, no sick contacts.', ['Fevers']), [plain], '"no sick contacts" names nobody else')
})

t.test('a hedged cause is uncertain, the finding it explains is not', async (t) => {
  t.same(
    contextOf('Heart failure exacerbation, likely due to medication nonadherence.', [
      'Heart failure exacerbation',
      'medication nonadherence',
    ]),
    [plain, unc],
  )
  t.same(contextOf('AKI, likely from dehydration.', ['AKI', 'dehydration']), [plain, unc])
  t.same(
    contextOf('Insomnia, likely situational.', ['Insomnia']),
    [plain],
    'a hedge after a comma is about what follows it',
  )
  t.same(
    contextOf('Aspiration pneumonia, possible, after vomiting.', ['Aspiration pneumonia', 'vomiting']),
    [unc, plain],
    'a hedge with nothing after it answers back',
  )
  t.same(contextOf('Hypertension, likely worsened by prednisone.', ['Hypertension', 'prednisone']), [plain, plain])
  t.same(
    contextOf('AKI likely due to lisinopril.', [['lisinopril', 'medication']]),
    [plain],
    'a drug that is given is not in doubt',
  )
  t.same(contextOf('Pulmonary embolism is unlikely. ? cellulitis.', ['Pulmonary embolism', 'cellulitis']), [unc, unc])
})

t.test('dated and past events, resolved conditions', async (t) => {
  t.same(contextOf('He was hospitalized in 2021 for pneumonia.', ['pneumonia']), [hist])
  t.same(contextOf('Her rash has resolved. Resolved C. difficile infection.', ['rash', 'C. difficile infection']), [
    hist,
    hist,
  ])
  t.same(contextOf('She stopped naproxen after it upset her stomach.', ['naproxen']), [hist])
  t.same(contextOf('Remote history of alcohol abuse.', ['alcohol abuse']), [hist])
  t.same(
    contextOf('Prior stroke with residual weakness.', ['stroke', 'weakness']),
    [hist, plain],
    'what remains is current',
  )
  t.same(
    contextOf('s/p closed reduction this admission.', ['closed reduction']),
    [plain],
    'this admission is not the past',
  )
})

t.test('a past-history section reaches every item unless the item is current', async (t) => {
  const text =
    'PAST MEDICAL HISTORY:\n1. Hypertension.\n2. Type 2 diabetes mellitus on insulin.\n3. Gout.\n4. Asthma.\n5. GERD.\n' +
    '6. Hyperlipidemia.\n7. Osteoarthritis.\n8. Anemia.\n9. Migraine.\n10. Depression.\n11. Obesity.'
  const items = [
    'Hypertension',
    'Type 2 diabetes mellitus',
    'insulin',
    'Gout',
    'Asthma',
    'GERD',
    'Hyperlipidemia',
    'Osteoarthritis',
    'Anemia',
    'Migraine',
    'Depression',
    'Obesity',
  ]
  const got = contextOf(text, items)
  // A condition named with the drug it is on goes on (docs/clinical-pipeline.md, Conventions).
  t.same(
    got.map((a) => a.historical),
    items.map((i) => i !== 'insulin' && i !== 'Type 2 diabetes mellitus'),
  )
  const oncology =
    'Oncologic History:\n05/2024 - 10/2024: FOLFOX, stopped for neuropathy.\n02/2025 - present: FOLFIRI plus bevacizumab.'
  t.same(contextOf(oncology, ['FOLFOX', 'neuropathy', 'FOLFIRI', 'bevacizumab']), [hist, hist, plain, plain])
})

t.test('without sections, a header sentence ending in a colon lends its cue to the list under it', async (t) => {
  const text = 'PMH:\n- HTN\n- CAD\n- CKD\n\nPlan: rest'
  const targets = ['HTN', 'CAD', 'CKD', 'rest'].map((p) => ({
    start_index: text.indexOf(p),
    end_index: text.indexOf(p) + p.length,
  }))
  const got = assignContext(text, targets, { sentences: findSentences(text) }).attributes
  t.same(
    got.map((a) => a.historical),
    [true, true, true, false],
  )
})

t.test('instructions scope over their lists', async (t) => {
  const text =
    'plan:\nbmp in 1 week\ncall if any of the following:\n- weight gain\n- chest pain\n- fainting\n\nfurosemide daily'
  t.same(contextOf(text, ['bmp', 'weight gain', 'chest pain', 'fainting', 'furosemide']), [hyp, hyp, hyp, hyp, plain])
  t.same(
    contextOf('Call if any of the following: fever, increasing redness, or drainage.', [
      'fever',
      'redness',
      'drainage',
    ]),
    [hyp, hyp, hyp],
  )
  t.same(
    contextOf('Return to the ED if you have chest pain, shortness of breath at rest, or weight gain.', [
      'chest pain',
      'shortness of breath',
      'weight gain',
    ]),
    [hyp, hyp, hyp],
  )
})

t.test('a prophylaxis lead-in makes what is prevented hypothetical, not the drug', async (t) => {
  t.same(
    contextOf('Prophylaxis:\n- DVT: heparin SQ\n- GI: pantoprazole', [
      ['DVT', 'problem'],
      ['heparin', 'medication'],
      ['pantoprazole', 'medication'],
    ]),
    [hyp, plain, plain],
  )
})

t.test('post-posed hypothetical cues and plans', async (t) => {
  t.same(
    contextOf(
      'Enoxaparin for DVT prophylaxis. Aspirin for stroke prevention. Lung cancer screening CT ordered. Fall precautions.',
      ['Enoxaparin', 'DVT', 'Aspirin', 'stroke', 'Lung cancer', 'CT', 'Fall'],
    ),
    [plain, hyp, plain, hyp, hyp, plain, hyp],
  )
  t.same(
    contextOf(
      'Will obtain MRI. Repeat echocardiogram in 6 months. Colonoscopy due next year. Referral to cardiology for stress test.',
      ['MRI', 'echocardiogram', 'Colonoscopy', 'stress test'],
    ),
    [hyp, hyp, hyp, hyp],
  )
  t.same(
    contextOf('Consider naltrexone for alcohol use disorder.', [
      ['naltrexone', 'medication'],
      ['alcohol use disorder', 'problem'],
    ]),
    [hyp, plain],
    'a plan makes the treatment hypothetical, not its indication',
  )
  t.same(
    contextOf('High risk of falls. Acetaminophen as needed for pain, ondansetron as needed for nausea.', [
      'falls',
      'Acetaminophen',
      'pain',
      'ondansetron',
      'nausea',
    ]),
    [hyp, plain, hyp, plain, hyp],
  )
})

t.test('conditions: a new start is hypothetical, an action on a real drug is not', async (t) => {
  t.same(contextOf('Hold bevacizumab if BP is above 160/100.', ['bevacizumab', 'BP']), [plain, hyp])
  t.same(contextOf('If the INR is above 3, hold warfarin.', ['INR', 'warfarin']), [hyp, plain])
  t.same(contextOf('Should she develop fevers, start antibiotics.', ['fevers', 'antibiotics']), [hyp, hyp])
  t.same(contextOf('Start antibiotics if cultures are positive.', ['antibiotics', 'cultures']), [hyp, hyp])
})

t.test('allergy: allergens in allergy context, reactions are history', async (t) => {
  t.same(contextOf('Allergic to penicillin.', ['penicillin']), [with_({ allergy: true })])
  t.same(
    contextOf('Penicillin allergy. Intolerance to statins due to myalgias.', ['Penicillin', 'statins', 'myalgias']),
    [with_({ allergy: true }), with_({ allergy: true }), hist],
  )
  t.same(
    contextOf('ACE inhibitor caused angioedema. Hives after ciprofloxacin.', [
      'ACE inhibitor',
      'angioedema',
      'Hives',
      'ciprofloxacin',
    ]),
    [with_({ allergy: true }), hist, hist, with_({ allergy: true })],
  )
  const list = 'Allergies:\nSulfa drugs - hives\nCodeine - nausea\nLamotrigine (rash)\n\nMedications:\nLisinopril'
  t.same(contextOf(list, ['Sulfa drugs', 'hives', 'Codeine', 'nausea', 'Lamotrigine', 'rash', 'Lisinopril']), [
    with_({ allergy: true }),
    hist,
    with_({ allergy: true }),
    hist,
    with_({ allergy: true }),
    hist,
    plain,
  ])
  t.same(
    contextOf('allergies: pcn (hives)', [
      ['pcn', 'medication'],
      ['hives', 'problem'],
    ]),
    [with_({ allergy: true }), hist],
  )
  t.same(
    contextOf('She stopped naproxen after it upset her stomach.', [['naproxen', 'medication']]),
    [hist],
    'a side effect is not an allergy',
  )
})

t.test("the experiencer of a relative's illness and of others", async (t) => {
  t.same(contextOf('Her roommate has strep throat. The donor was CMV positive.', ['strep throat', 'CMV']), [
    with_({ experiencer: 'other' }),
    with_({ experiencer: 'other' }),
  ])
  t.same(contextOf('Per his wife, he has been more confused.', ['confused']), [plain])
  t.same(contextOf('Father had an MI at 50; brother with DVT.', ['MI', 'DVT']), [
    with_({ experiencer: 'family' }),
    with_({ experiencer: 'family' }),
  ])
})

t.test('a spaced dash separates like a comma; a hedge does not reach the cause after "from"', async (t) => {
  t.same(contextOf('# AKI - likely ATN from shock, improving.', ['AKI', 'ATN', 'shock']), [plain, unc, plain])
  t.same(contextOf('# Thrombocytopenia - likely sepsis-related; HIT less likely.', ['Thrombocytopenia', 'HIT']), [
    plain,
    unc,
  ])
})

t.test('a negation does not reach the means of looking', async (t) => {
  t.same(contextOf('No evidence of DVT on bilateral lower extremity dopplers.', ['DVT', 'dopplers']), [neg, plain])
  t.same(contextOf('Not on anticoagulation. No JVD, trace pedal edema.', ['anticoagulation', 'JVD', 'pedal edema']), [
    neg,
    neg,
    plain,
  ])
})

t.test('the reaction story of an allergy, and a cause that is not a drug', async (t) => {
  t.same(
    contextOf('She developed a rash after taking amoxicillin.', [
      ['rash', 'problem'],
      ['amoxicillin', 'medication'],
    ]),
    [hist, with_({ allergy: true })],
  )
  t.same(contextOf('Intolerant of statins due to muscle aches.', ['statins', 'muscle aches']), [
    with_({ allergy: true }),
    hist,
  ])
  t.same(
    contextOf('Ankle swelling and ecchymosis after inversion injury.', [
      ['ecchymosis', 'problem'],
      ['inversion injury', 'problem'],
    ]),
    [plain, plain],
  )
})

t.test('dated events date the item next to them; "last" and decades are past; a switch is current', async (t) => {
  t.same(contextOf('Known CAD with stents placed in 2016.', ['CAD', 'stents']), [plain, hist])
  t.same(contextOf('She was diagnosed with hypothyroidism in her twenties.', ['hypothyroidism']), [hist])
  t.same(contextOf('Gestational diabetes with her last pregnancy.', ['Gestational diabetes', 'pregnancy']), [
    hist,
    hist,
  ])
  t.same(contextOf('Was previously on lisinopril, switched to losartan.', ['lisinopril', 'losartan']), [hist, plain])
  t.same(contextOf('Hospitalized last year for a COPD exacerbation.', ['COPD exacerbation']), [hist])
})

t.test('conditions both ways, education about warning signs, advice after the item', async (t) => {
  t.same(
    contextOf('If symptoms persist, obtain MRI. Repeat CT if needed.', [
      ['MRI', 'test'],
      ['CT', 'test'],
    ]),
    [hyp, hyp],
  )
  t.same(
    contextOf('Warning signs of stroke were discussed. Educated on signs of infection.', ['stroke', 'infection']),
    [hyp, hyp],
  )
  t.same(
    contextOf('Colonoscopy recommended at age 45. Nicotine patch offered.', [
      ['Colonoscopy', 'procedure'],
      ['Nicotine patch', 'medication'],
    ]),
    [hyp, hyp],
    'a hypothetical item is not also historical',
  )
  t.same(contextOf('Follow up with neurology for EEG.', [['EEG', 'test']]), [hyp])
})

t.test('negation: a result word before a sign; "with" ends the scope', async (t) => {
  t.same(contextOf('Negative Murphy sign. No pain with range of motion.', ['Murphy sign', 'pain', 'range of motion']), [
    neg,
    neg,
    plain,
  ])
})

t.test("what the patient reports ends a status scope, not a person's", async (t) => {
  t.same(contextOf('His girlfriend tested positive for chlamydia.', ['chlamydia']), [with_({ experiencer: 'other' })])
  t.same(contextOf('Denies nausea, reports vomiting.', ['nausea', 'vomiting']), [neg, plain])
})

t.test('a drug listed with its reaction, and an allergic reaction with a drug', async (t) => {
  t.same(
    contextOf('Lisinopril - angioedema.', [
      ['Lisinopril', 'medication'],
      ['angioedema', 'problem'],
    ]),
    [with_({ allergy: true }), hist],
  )
  t.same(
    contextOf('Reports itching with morphine.', [
      ['itching', 'problem'],
      ['morphine', 'medication'],
    ]),
    [hist, with_({ allergy: true })],
  )
  t.same(
    contextOf('Headache with nitroglycerin.', [
      ['Headache', 'problem'],
      ['nitroglycerin', 'medication'],
    ]),
    [plain, plain],
    'a side effect is not an allergy',
  )
})

t.test('telegraphic notes: sentences end at a lower-case full stop, so cues stay in them', async (t) => {
  const text = 'no chest pain. h/o asthma. c/o sob x 2 days. no fever.'
  t.same(contextOf(text, ['chest pain', 'asthma', 'sob', 'fever']), [neg, hist, plain, neg])
  const targets = ['chest pain', 'asthma'].map((p) => ({
    start_index: text.indexOf(p),
    end_index: text.indexOf(p) + p.length,
  }))
  t.same(assignContext(text, targets).attributes, [neg, hist], 'the fallback splitter too')
})

t.test('a cue inside a bracket stays in it', async (t) => {
  const text = 'Hgb 9.8 (11.2 in March) WBC 7.1 Plt 240'
  const [wbc, plt] = contextOf(text, [
    ['WBC', 'test'],
    ['Plt', 'test'],
  ])
  t.equal(wbc!.historical, false)
  t.equal(plt!.historical, false)
  const [stiffness] = contextOf('Knee pain (no swelling) with morning stiffness.', [['stiffness', 'problem']])
  t.equal(stiffness!.negated, false)
  // a cue before the bracket still reaches past it
  const [edema] = contextOf('No cyanosis (checked twice) or edema.', [['edema', 'problem']])
  t.equal(edema!.negated, true)
})
