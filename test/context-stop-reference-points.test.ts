// A drug whose stop another event is counted from is historical (src/nlp/context-stop-reference-points.ts).
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const read = (text: string, phrases: Phrase[]) => contextOf(text, phrases, { sections: false })

t.test('a stop counted from makes the drug history', async (t) => {
  const [sinceStopped] = read('No more headaches since the nifedipine was stopped.', [['nifedipine', 'medication']])
  t.equal(sinceStopped!.historical, true)
  t.equal(sinceStopped!.negated, false)
  const [despite] = read('Ankle swelling persists despite stopping amlodipine.', [['amlodipine', 'medication']])
  t.equal(despite!.historical, true)
  const [after] = read('The itching settled after stopping his hydroxyzine.', [['hydroxyzine', 'medication']])
  t.equal(after!.historical, true)
})

t.test('where the rule stops', async (t) => {
  // a stop ordered in this encounter is negated, not history
  const [ordered] = read('Stop amlodipine today.', [['amlodipine', 'medication']])
  t.equal(ordered!.historical, false)
  // a drug started since is current
  const [started] = read('Less pain since starting duloxetine.', [['duloxetine', 'medication']])
  t.equal(started!.historical, false)
  // a problem counted from a stop is not dated by it
  const [problem] = read('Ankle swelling persists despite stopping amlodipine.', [
    ['Ankle swelling', 'problem'],
    ['amlodipine', 'medication'],
  ])
  t.equal(problem!.historical, false)
})
