// Partners counted in a sexual history are the patient's behaviour: what the sentence goes on to
// say (protection, a risk denied) is the patient's. A partner with something of their own is
// still someone else.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const experiencers = (text: string, phrases: string[]): string[] => contextOf(text, phrases).map((a) => a.experiencer)

t.test('a counted partner names nobody else', async (t) => {
  t.same(experiencers('Sexually active with one female partner, uses condoms and an IUD.', ['condoms', 'IUD']), [
    'patient',
    'patient',
  ])
  t.same(experiencers('Two partners this year, no new partners since May, no concern for chlamydia.', ['chlamydia']), [
    'patient',
  ])
  t.same(experiencers('Lives w partner, drinks wine nightly, no tobacco.', ['tobacco']), ['patient'])
})

t.test('where it stops: a partner with something of their own', async (t) => {
  t.same(experiencers('Sexually active with one male partner, who has hepatitis B.', ['hepatitis B']), ['other'])
  t.same(experiencers('Two partners this year; her partner has gonorrhea.', ['gonorrhea']), ['other'])
})
