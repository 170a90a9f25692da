// Readings of rounds five and six: a radiologist's "correlate clinically for" and "favors" hedge; "if not
// already planned" is a proviso, not a denial; "since <year>" says a condition goes on (only
// "sober since" and the like end it); a date before "admitted" does not reach the admission's
// complaint; the relative a caller calls about is the patient; an agent, helper or source is not the experiencer.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf as contextWithSections } from './helpers/context-targets.js'

/** Read with the text's sentences alone, as these cases were written. */
const contextOf = (text: string, phrases: string[]): ContextAttributes[] =>
  contextWithSections(text, phrases, { sections: false })

t.test('an impression handed to the clinician is uncertain', async (t) => {
  const attrs = contextOf('Findings could reflect vasculitis; correlate clinically for lupus.', ['lupus'])
  t.equal(attrs[0]!.uncertain, true)
  const favors = contextOf('Peripheral enhancement, which favors an abscess over a tumor.', ['abscess'])
  t.equal(favors[0]!.uncertain, true)
})

t.test('"if not already" is a proviso: what follows is not negated', async (t) => {
  const [echo] = contextOf('If not already done, an echocardiogram may help.', ['echocardiogram'])
  t.equal(echo!.negated, false)
  t.equal(echo!.hypothetical, true)
})

t.test('"since <year>" says a condition goes on; "sober since" says it ended', async (t) => {
  const [afib] = contextOf('She has atrial fibrillation since 2017, rate controlled.', ['atrial fibrillation'])
  t.equal(afib!.historical, false)
  const [drinking] = contextOf('Heavy drinking, sober since 2016.', ['Heavy drinking'])
  t.equal(drinking!.historical, true)
})

t.test('a date before the admission dates its own clause, not the complaint after "admitted"', async (t) => {
  const text = 'Known COPD, a hip fracture in 2019, admitted today after a fall with hip pain.'
  const [fracture, pain] = contextOf(text, ['hip fracture', 'hip pain'])
  t.equal(fracture!.historical, true)
  t.equal(pain!.historical, false)
})

t.test('the relative a caller calls about is the patient', async (t) => {
  const [cough] = contextOf('son calling about his father, 88 y/o m, new cough x3 days.', ['cough'])
  t.equal(cough!.experiencer, 'patient')
  const [flu] = contextOf('son has the flu himself.', ['flu'])
  t.equal(flu!.experiencer, 'family')
})

t.test('"family history of" points ahead: what comes before it stays the patient\'s', async (t) => {
  const text = 'Risk is raised by her prior overdose, the family history of bipolar disorder.'
  const [overdose, bipolar] = contextOf(text, ['overdose', 'bipolar disorder'])
  t.equal(overdose!.experiencer, 'patient')
  t.equal(bipolar!.experiencer, 'family')
})

t.test('a result word said of what came before reaches nothing after it', async (t) => {
  const text = 'Urine culture remained negative and the wound culture grew MRSA.'
  const [urine, wound] = contextOf(text, ['Urine culture', 'wound culture'])
  t.equal(urine!.negated, true)
  t.equal(wound!.negated, false)
  // before its item, the result word is that item's: "negative blood cultures"
  const [blood] = contextOf('Repeat labs show negative blood cultures.', ['blood cultures'])
  t.equal(blood!.negated, true)
})

t.test('a clause with its own "does"/"did" ends a negation of the clause before', async (t) => {
  const text = 'She denies dysuria, and the flank pain does not radiate.'
  const [dysuria, flank] = contextOf(text, ['dysuria', 'flank pain'])
  t.equal(dysuria!.negated, true)
  t.equal(flank!.negated, false)
})

t.test('"not yet given" negates what is before it', async (t) => {
  const [vaccine] = contextOf('Shingles vaccine not yet given.', ['Shingles vaccine'])
  t.equal(vaccine!.negated, true)
})

t.test('what may happen again or may be considered is hypothetical', async (t) => {
  const [cramps] = contextOf('He was told the cramps may recur for a week.', ['cramps'])
  t.equal(cramps!.hypothetical, true)
  const [biopsy] = contextOf('A liver biopsy may be considered later.', ['liver biopsy'])
  t.equal(biopsy!.hypothetical, true)
})

t.test('what something may mean or cause is hypothetical; a plain reading is not (round eight)', async (t) => {
  const [stroke] = contextOf('Sudden weakness of one arm could mean a stroke.', ['stroke'])
  t.equal(stroke!.hypothetical, true)
  const [sepsis] = contextOf('Shaking chills can be signs of sepsis, so come in.', ['sepsis'])
  t.equal(sepsis!.hypothetical, true)
  const [nausea] = contextOf('Take it with food, as it may cause nausea.', ['nausea'])
  t.equal(nausea!.hypothetical, true)
  const [ckd] = contextOf('An eGFR of 25 means stage 4 CKD.', ['stage 4 CKD'])
  t.equal(ckd!.hypothetical, false)
})

t.test(
  "a study arranged, requested, booked or to follow is ahead; one ordered is this visit's (round eight)",
  async (t) => {
    const [holter, tilt] = contextOf('Palpitations with presyncope; Holter and tilt table test to follow.', [
      'Holter',
      'tilt table test',
    ])
    t.same([holter!.hypothetical, tilt!.hypothetical], [true, true])
    const [mri] = contextOf('Knee locking; MRI knee arranged.', ['MRI knee'])
    t.equal(mri!.hypothetical, true)
    const [xray] = contextOf('Wrist swelling; x-ray ordered.', ['x-ray'])
    t.equal(xray!.hypothetical, false)
  },
)

t.test(
  'a likelihood hedge with a predicate after it weighs the predicate, not the subject (round eight)',
  async (t) => {
    const [nodule] = contextOf('The lung nodule is likely benign.', ['lung nodule'])
    t.equal(nodule!.uncertain, false)
    const [coffee] = contextOf('Evening coffee likely feeding the insomnia.', ['coffee'])
    t.equal(coffee!.uncertain, false)
    // a hedge that ends its clause, or gives its reason next, still weighs what came before
    const [gout] = contextOf('Gout likely.', ['Gout'])
    t.equal(gout!.uncertain, true)
    const [cellulitis] = contextOf('Cellulitis likely given the warmth and streaking.', ['Cellulitis'])
    t.equal(cellulitis!.uncertain, true)
  },
)

t.test('"is likely" puts in doubt the predicate right after it, not its reason (round eight)', async (t) => {
  const [nodule, granuloma] = contextOf('The nodule is likely a granuloma.', ['nodule', 'granuloma'])
  t.same([nodule!.uncertain, granuloma!.uncertain], [false, true])
  const [pneumonia, infiltrate] = contextOf('Pneumonia is likely given the infiltrate.', ['Pneumonia', 'infiltrate'])
  t.same([pneumonia!.uncertain, infiltrate!.uncertain], [true, false])
})

t.test('a study dated by its year before it is historical', async (t) => {
  const [nodule, ct] = contextOf('The nodule is stable compared with the 2022 CT.', ['nodule', 'CT'])
  t.equal(ct!.historical, true)
  t.equal(nodule!.historical, false)
})

t.test('a person who acts for the patient or is its source is not the experiencer', async (t) => {
  const [seizure] = contextOf('A seizure at the gym, stopped with midazolam given by his friend.', ['seizure'])
  t.equal(seizure!.experiencer, 'patient')
  const [kidney] = contextOf('Received a kidney from her brother in 2015.', ['kidney'])
  t.equal(kidney!.experiencer, 'patient')
  const [insulin] = contextOf('Husband manages her insulin at home.', ['insulin'])
  t.equal(insulin!.experiencer, 'patient')
  const [diet] = contextOf('Low-salt diet reviewed with her and her partner.', ['Low-salt diet'])
  t.equal(diet!.experiencer, 'patient')
  const [scabies] = contextOf('Itchy rash, likely scabies given housemate exposure.', ['scabies'])
  t.equal(scabies!.experiencer, 'patient')
})

t.test('who is family and who is not', async (t) => {
  const [hepatitis] = contextOf("The baby's father has hepatitis B; she is immune.", ['hepatitis B'])
  t.equal(hepatitis!.experiencer, 'other')
  const [malaria] = contextOf('Back from Ghana; his travel companion has malaria.', ['malaria'])
  t.equal(malaria!.experiencer, 'other')
  const [lice] = contextOf('The kids had head lice last month.', ['head lice'])
  t.equal(lice!.experiencer, 'family')
  const [refused] = contextOf('Father declined the hepatitis A vaccine.', ['hepatitis A vaccine'])
  t.equal(refused!.negated, true)
})

t.test('a sheet written to a parent: "your child" is the patient, a relative named beside stays family', async (t) => {
  const text =
    'Head injury sheet. Go to the emergency room if your child has:\n' +
    '- repeated vomiting\n' +
    '- a seizure\n' +
    'His cousin had a concussion last spring.'
  const [vomiting, seizure, concussion] = contextOf(text, ['vomiting', 'seizure', 'concussion'])
  t.equal(vomiting!.experiencer, 'patient')
  t.equal(vomiting!.hypothetical, true)
  t.equal(seizure!.experiencer, 'patient')
  t.equal(concussion!.experiencer, 'family')
  const [croup] = contextOf('Keep your baby upright if the croup cough starts at night.', ['croup'])
  t.equal(croup!.experiencer, 'patient')
})

t.test("what a relative recalls or admits is the patient's", async (t) => {
  const [fever, inhaler] = contextOf(
    'His grandmother recalls a high fever before the seizure. Her father admits the inhaler ran out in May.',
    ['fever', 'inhaler'],
  )
  t.equal(fever!.experiencer, 'patient')
  t.equal(inhaler!.experiencer, 'patient')
  const [gout] = contextOf('His father has gout.', ['gout'])
  t.equal(gout!.experiencer, 'family')
})

t.test('a person who tells or notices after an aside is an informant', async (t) => {
  const [aura, twitching] = contextOf(
    'His girlfriend, who was with him at the time, describes a visual aura and then arm twitching.',
    ['visual aura', 'twitching'],
  )
  t.equal(aura!.experiencer, 'patient')
  t.equal(twitching!.experiencer, 'patient')
  const [rash] = contextOf('Her husband, a pharmacist, noticed the rash on her back.', ['rash'])
  t.equal(rash!.experiencer, 'patient')
  // an aside before what the person has leaves the person the subject
  const [lymphoma] = contextOf('Her sister, age 52, has lymphoma.', ['lymphoma'])
  t.equal(lymphoma!.experiencer, 'family')
})

t.test('a relative who checks or drives for the patient is a helper', async (t) => {
  const [glucose, dialysis] = contextOf('Daughter checked his glucose at 6 am. Son drives him to dialysis.', [
    'glucose',
    'dialysis',
  ])
  t.equal(glucose!.experiencer, 'patient')
  t.equal(dialysis!.experiencer, 'patient')
})
