// "admitted <date> with …" opens this stay's story, so its date makes nothing past; a readmission
// or an ED visit with a date is an earlier episode.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

t.test('this admission’s date leaves its presenting problems current', async (t) => {
  t.same(
    contextOf('70 yo woman admitted 3/14 with right leg cellulitis and fever.', [
      ['cellulitis', 'problem'],
      ['fever', 'problem'],
    ]).map((a) => a.historical),
    [false, false],
  )
})

t.test('a readmission with a date is an earlier episode', async (t) => {
  t.same(
    contextOf('Readmitted 2/20 for hyponatremia, treated with fluid restriction.', [['hyponatremia', 'problem']]).map(
      (a) => a.historical,
    ),
    [true],
  )
})
