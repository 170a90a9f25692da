// An order timed after an event told in the present tense waits for it (src/nlp/context-after-events.ts).
import t from 'tap'
import { addAftersOfEventsAhead } from '../src/nlp/context-after-events.js'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const read = (text: string, phrases: Phrase[]) => contextOf(text, phrases, { sections: false })

t.test('an order after an event still to come is ahead', async (t) => {
  const [drug, flare] = read('Start febuxostat 2 weeks after the flare settles.', [
    ['febuxostat', 'medication'],
    ['flare', 'problem'],
  ])
  t.equal(drug!.hypothetical, true)
  // the event's own subject is there now (context-condition-subjects.ts)
  t.equal(flare!.hypothetical, false)
  const [surgery] = read('Rotator cuff repair after the swelling subsides.', [['Rotator cuff repair', 'procedure']])
  t.equal(surgery!.hypothetical, true)
})

t.test('where the rule stops', async (t) => {
  // a past tense tells what happened
  const [past] = read('Started febuxostat after the flare settled.', [['febuxostat', 'medication']])
  t.equal(past!.hypothetical, false)
  // "after" an event named by a noun alone times nothing ahead
  const [rash] = read('Hives after the amoxicillin.', [['amoxicillin', 'medication']])
  t.equal(rash!.hypothetical, false)
  // a finding before the cue is not an order
  const [finding] = read('Knee effusion after the fall improves slowly.', [['Knee effusion', 'problem']])
  t.equal(finding!.hypothetical, false)
})

t.test('a cue is added only for a verb of ending in the present tense, in its clause', async (t) => {
  t.equal(addAftersOfEventsAhead([], ['x', 'after', 'the', 'rash', 'heals', '.']).length, 1)
  t.equal(addAftersOfEventsAhead([], ['x', 'after', 'the', 'rash', 'healed', '.']).length, 0)
  t.equal(addAftersOfEventsAhead([], ['x', 'after', 'the', 'rash', ',', 'heals']).length, 0)
  t.equal(addAftersOfEventsAhead([], ['x', 'after', 'it', 'settles']).length, 1)
})
