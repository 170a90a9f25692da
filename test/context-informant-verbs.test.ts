// A person told to act for the patient, or treated alongside, acts and has nothing: what the
// sentence names stays the patient's. A person with something of their own is still someone else.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const experiencers = (text: string, phrases: string[]): string[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.experiencer)

t.test('a person who is to act for the patient is no experiencer', async (t) => {
  t.same(experiencers('If the seizure lasts over 5 minutes, her husband should call 911.', ['seizure']), ['patient'])
  t.same(
    experiencers('Epinephrine autoinjector given; his wife knows how to use it for anaphylaxis.', ['anaphylaxis']),
    ['patient'],
  )
  t.same(experiencers('Trichomonas on the wet mount, partner to be treated.', ['Trichomonas']), ['patient'])
})

t.test('where it stops: a person with something of their own', async (t) => {
  t.same(experiencers('Her husband has gonorrhea and is to be treated.', ['gonorrhea']), ['other'])
})

t.test('a parent or carer giving hands-on care, or learning to, is no experiencer', async (t) => {
  t.same(experiencers('Dad changed a diaper with bloody mucus in it.', ['bloody mucus']), ['patient'])
  t.same(experiencers('Grandmother has been putting zinc oxide cream on the rash.', ['zinc oxide cream', 'rash']), [
    'patient',
    'patient',
  ])
  t.same(experiencers('Parents to learn blood glucose checks at home.', ['blood glucose checks']), ['patient'])
})

t.test('where it stops: a change that is no care leaves the relative with what is theirs', async (t) => {
  t.same(experiencers('Mother changed jobs after her breast cancer.', ['breast cancer']), ['family'])
})
