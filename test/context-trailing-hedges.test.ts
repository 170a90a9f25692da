// A hedge after its subject with its ground after it, and a condition being worked up, are doubt.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const uncertain = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.uncertain)

t.test('a hedge right after its subject reaches back over the ground that follows it', async (t) => {
  t.same(uncertain('Sarcoidosis suspected on the chest film, hilar nodes noted.', [['Sarcoidosis', 'problem']]), [true])
  t.same(uncertain('Celiac disease possible given the low ferritin.', [['Celiac disease', 'problem']]), [true])
  t.same(uncertain('Lupus is suspected by her rheumatologist.', [['Lupus', 'problem']]), [true])
})

t.test('the findings a trailing hedge rests on, after "with", are seen, not in doubt', async (t) => {
  t.same(
    uncertain('Cushing syndrome suspected with striae and proximal weakness.', [
      ['Cushing syndrome', 'problem'],
      ['striae', 'problem'],
      ['proximal weakness', 'problem'],
    ]),
    [true, false, false],
  )
})

t.test('an "of" phrase placing the subject may stand between it and its hedge', async (t) => {
  t.same(uncertain('Tear of the medial meniscus suspected on exam.', [['Tear', 'problem']]), [true])
  // a target inside the phrase is a subject of its own, and the hedge weighs it alone
  t.same(
    uncertain('Infection of the knee effusion suspected on exam.', [
      ['Infection', 'problem'],
      ['knee effusion', 'problem'],
    ]),
    [false, true],
  )
})

t.test('a hedge with words between it and the target, or one that leads, is left to the general rules', async (t) => {
  // the hedge weighs the cause that follows, not the finding before the comma
  t.same(uncertain('Rash on both arms, suspected on contact grounds.', [['Rash', 'problem']]), [false])
  t.same(uncertain('Possible gout on exam; colchicine started.', [['colchicine', 'medication']]), [false])
})

t.test('a condition being evaluated or under investigation is in doubt; a procedure is not', async (t) => {
  t.same(uncertain('Celiac disease is being evaluated; serology sent.', [['Celiac disease', 'problem']]), [true])
  t.same(uncertain('Sarcoidosis under investigation.', [['Sarcoidosis', 'problem']]), [true])
  t.same(uncertain('Hip replacement is being evaluated.', [['Hip replacement', 'procedure']]), [false])
})

t.test('"suspects" after the person who suspects reaches forward as "suspect" does', async (t) => {
  t.same(uncertain('Her coach suspects asthma with exercise.', [['asthma', 'problem']]), [true])
})

t.test(
  'a hedge on a bare predicate reaches the cause after "from"; a target or a participle between keeps the end',
  async (t) => {
    t.same(uncertain('Hyponatremia, likely hypovolemic from vomiting.', [['vomiting', 'problem']]), [true])
    t.same(uncertain('Possible cellulitis from a scratch.', [['scratch', 'problem']]), [false])
    t.same(uncertain('Hepatitis B, probably acquired from a transfusion abroad.', [['transfusion', 'procedure']]), [
      false,
    ])
  },
)

t.test('a ground against the hedge, or a problem being considered, still leaves it in doubt', async (t) => {
  t.same(uncertain('Sarcoidosis suspected despite a clear chest film.', [['Sarcoidosis', 'problem']]), [true])
  t.same(uncertain('Celiac disease possible, although the ferritin is normal.', [['Celiac disease', 'problem']]), [
    true,
  ])
  t.same(uncertain('Vasculitis is being considered: purpura and a raised ESR.', [['Vasculitis', 'problem']]), [true])
})

t.test('a hedge after its subject with the time or place it was reached at answers back', async (t) => {
  t.same(uncertain('Preeclampsia suspected at 34 weeks; labs sent.', [['Preeclampsia', 'problem']]), [true])
  t.same(uncertain('Lyme disease suspected after a hike in the woods.', [['Lyme disease', 'problem']]), [true])
})

t.test('the ground after a hedge that trails its subject is not in doubt', async (t) => {
  t.same(
    uncertain('Measles suspected in a toddler with high fever, conjunctivitis and a rash.', [
      ['Measles', 'problem'],
      ['high fever', 'problem'],
      ['rash', 'problem'],
    ]),
    [true, false, false],
  )
  t.same(
    uncertain('Reactive arthritis suspected because of urethritis last month.', [
      ['Reactive arthritis', 'problem'],
      ['urethritis', 'problem'],
    ]),
    [true, false],
  )
  // a hedge before its subject still reaches forward
  t.same(uncertain('Suspected reactive arthritis.', [['reactive arthritis', 'problem']]), [true])
  // with no subject before it, "suspected because of" still hedges the cause
  t.same(
    uncertain('Knee pain, suspected because of gout.', [
      ['Knee pain', 'problem'],
      ['gout', 'problem'],
    ]),
    [false, true],
  )
})

t.test('a hedge read back from its clause weighs the subject of its own clause', async (t) => {
  t.same(
    uncertain('Otitis externa of the right ear, fungal infection less likely; drops for 7 days.', [
      ['Otitis externa', 'problem'],
      ['fungal infection', 'problem'],
    ]),
    [false, true],
  )
  // a list the clause ends is weighed whole, and a clause with no subject of its own reaches back
  t.same(
    uncertain('Chronic cough; allergic rhinitis, asthma and reflux all possible.', [
      ['allergic rhinitis', 'problem'],
      ['asthma', 'problem'],
      ['reflux', 'problem'],
    ]),
    [true, true, true],
  )
  t.same(uncertain('Viral pharyngitis, probable.', [['Viral pharyngitis', 'problem']]), [true])
})

t.test('the ground after a weighed likelihood is not in doubt', async (t) => {
  t.same(
    uncertain('Pulmonary embolism less likely with a normal D-dimer.', [
      ['Pulmonary embolism', 'problem'],
      ['D-dimer', 'test'],
    ]),
    [true, false],
  )
})

t.test('a hedge closing its clause after a "with" companion weighs the companion only', async (t) => {
  t.same(
    uncertain('Pneumonia with a parapneumonic effusion likely.', [
      ['Pneumonia', 'problem'],
      ['parapneumonic effusion', 'problem'],
    ]),
    [false, true],
  )
  t.same(
    uncertain('Gout with early tophi suspected on exam.', [
      ['Gout', 'problem'],
      ['tophi', 'problem'],
    ]),
    [false, true],
  )
  // where it stops: a hedge before "with" weighs its subject, and the findings after it are seen
  t.same(
    uncertain('Pneumonia likely with a small effusion.', [
      ['Pneumonia', 'problem'],
      ['effusion', 'problem'],
    ]),
    [true, false],
  )
})
