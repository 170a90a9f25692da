// A person who acts in the sentence (chooses, asks, is to take the patient somewhere, or is the
// agent of a passive) is no experiencer; a relative who has or is to have something still is.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const experiencers = (text: string, targets: string[]): string[] => contextOf(text, targets).map((a) => a.experiencer)

t.test('a person choosing or asking leaves the findings to the patient', async (t) => {
  t.same(experiencers('Grandson asking whether the rash is shingles.', ['rash', 'shingles']), ['patient', 'patient'])
  t.same(experiencers('She and her partner decided against dialysis.', ['dialysis']), ['patient'])
})

t.test('a person to take the patient somewhere leaves the findings to the patient', async (t) => {
  t.same(experiencers('Aunt to bring him in for vomiting or a stiff neck.', ['vomiting', 'stiff neck']), [
    'patient',
    'patient',
  ])
})

t.test('the agent of a passive is no experiencer', async (t) => {
  t.same(experiencers('Flu shot refused by her husband.', ['Flu shot']), ['patient'])
})

t.test('a relative who is to have something keeps it', async (t) => {
  t.same(experiencers('Her sisters should have a mammogram at 40.', ['mammogram']), ['family'])
  t.same(experiencers('Mother had a stroke at 60.', ['stroke']), ['family'])
})

t.test('a person named as the object of a preposition leaves the findings to the patient', async (t) => {
  t.same(experiencers('Lives w/ her niece, no alcohol, former smoker.', ['alcohol', 'former smoker']), [
    'patient',
    'patient',
  ])
  t.same(experiencers('Tearful when talking about his brother; insomnia most nights.', ['Tearful', 'insomnia']), [
    'patient',
    'patient',
  ])
})

t.test('an object the sentence goes on to describe keeps what it has', async (t) => {
  t.same(experiencers('Shares a flat with a cousin, who has tuberculosis.', ['tuberculosis']), ['family'])
  t.same(experiencers('Prostate cancer in his father.', ['Prostate cancer']), ['family'])
})

t.test('a quantifier before the person keeps it the object of its preposition', async (t) => {
  t.same(experiencers('Wheezing denied by both parents.', ['Wheezing']), ['patient'])
  t.same(experiencers('Risks of infection and scarring reviewed with all her children.', ['infection', 'scarring']), [
    'patient',
    'patient',
  ])
})

t.test('a relative clause of will tells what the person decides, not what it has', async (t) => {
  t.same(experiencers('Risks of bleeding explained to both parents, who consented.', ['bleeding']), ['patient'])
  t.same(experiencers('Repair of the hernia discussed with both sons, who were hoping to wait.', ['hernia']), [
    'patient',
  ])
  // a relative clause that says what the person has still lends it
  t.same(experiencers('Lives with both parents, who have asthma.', ['asthma']), ['family'])
})

t.test('a heading addressed to a relative lends no experiencer to the lines under it', async (t) => {
  const sheet = 'Discharge teaching (granddaughter, Lena):\nCall the clinic for fever or new confusion.\n'
  t.same(experiencers(sheet, ['fever', 'confusion']), ['patient', 'patient'])
  const forDad = 'for dad:\n- call if the baby has fewer wet diapers or a fever.\n'
  t.same(experiencers(forDad, ['fever']), ['patient'])
})

t.test('a heading that names a relative still lends it', async (t) => {
  t.same(experiencers('Maternal aunt:\n- ovarian cancer at 52\n', ['ovarian cancer']), ['family'])
})

t.test('a trigger that holds the patient as its subject names the patient', async (t) => {
  t.same(
    experiencers('4. Roommate with flu: if she develops a cough or fever, start oseltamivir.', ['cough', 'fever']),
    ['patient', 'patient'],
  )
})

t.test('the receiver of an offer has what is offered', async (t) => {
  t.same(experiencers('Hepatitis B vaccination offered to his wife.', ['Hepatitis B vaccination']), ['other'])
  t.same(experiencers('Genetic testing recommended to her sister.', ['Genetic testing']), ['family'])
})
