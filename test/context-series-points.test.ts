// A plan's test or procedure timed by a point in a course ahead (day, visit, cycle, week, a
// weekday) is to be done then; a point followed by a report, or a standing weekly schedule, is not.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const hypothetical = (text: string, targets: [string, string][]): boolean[] =>
  contextOf(text, targets).map((a) => a.hypothetical)

t.test('a point in a course ahead schedules the plan item', async (t) => {
  const text =
    'Plan:\n1. Induction chemotherapy; bone marrow biopsy on day 14.\n2. Echocardiogram after cycle 3.\n3. Recheck ferritin Thursday.\n'
  t.same(
    hypothetical(text, [
      ['bone marrow biopsy', 'procedure'],
      ['Echocardiogram', 'test'],
      ['ferritin', 'test'],
    ]),
    [true, true, true],
  )
})

t.test('a point followed by a report is not ahead', async (t) => {
  const text = 'Plan:\n1. Echocardiogram after cycle 3 showed a stable ejection fraction.\n'
  t.same(hypothetical(text, [['Echocardiogram', 'test']]), [false])
})
