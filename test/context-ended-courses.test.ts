// A drug whose item says its course ended before this visit is historical: finished, completed,
// no longer taken, or stopped at a time before the visit. Stopped with no time (this encounter),
// a course to be finished, and a list fellow's ending leave it alone.
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const historical = (text: string, phrases: readonly Phrase[]): boolean[] =>
  contextOf(text, phrases).map((a) => a.historical)

t.test('a course finished or stopped before this visit is past', async (t) => {
  t.same(
    historical('Medications:\n- risedronate monthly - stopped 2022 after 4 yrs\n', [['risedronate', 'medication']]),
    [true],
  )
  t.same(historical('Meds: sotalol (finished 2020)\n', [['sotalol', 'medication']]), [true])
  t.same(historical('Meds: gabapentin 300 mg - no longer taking\n', [['gabapentin', 'medication']]), [true])
  t.same(
    historical('She had four cycles of cisplatin and etoposide, stopped in March for ototoxicity.', [
      ['cisplatin', 'medication'],
      ['etoposide', 'medication'],
    ]),
    [true, true],
  )
})

t.test('a stop without a past time, a course ahead, or a fellow drug’s ending is not', async (t) => {
  t.same(historical('Meds: spironolactone 25 mg - stopped.\n', [['spironolactone', 'medication']]), [false])
  t.same(historical('Take doxycycline until the course is finished.', [['doxycycline', 'medication']]), [false])
  t.same(
    historical('Meds: losartan 50 mg daily, pravastatin (stopped in 2021, myalgia).\n', [
      ['losartan', 'medication'],
      ['pravastatin', 'medication'],
    ]),
    [false, true],
  )
})
