// "no <drug> since <a past point>" dates the drug's use, it does not deny it; a problem said so,
// or a drug unused since an event, is still denied.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const denied = (text: string, phrases: [string, string][]): boolean[] => contextOf(text, phrases).map((a) => a.negated)

t.test('a drug unused since a past point is not denied', async (t) => {
  t.same(denied('Eczema as a toddler, no hydrocortisone since 2015.', [['hydrocortisone', 'medication']]), [false])
  t.same(denied('Wheezy as a teenager; no puffers since age 16.', [['puffers', 'medication']]), [false])
  t.same(denied('Migraines went away; no sumatriptan since.', [['sumatriptan', 'medication']]), [false])
})

t.test('a problem, or a drug unused since an event, is still denied', async (t) => {
  t.same(denied('No nosebleeds since 2020.', [['nosebleeds', 'problem']]), [true])
  t.same(denied('She has not needed morphine since the nerve block.', [['morphine', 'medication']]), [true])
})

const past = (text: string, phrases: [string, string][]): boolean[] => contextOf(text, phrases).map((a) => a.historical)

t.test('a drug unused since a past point is a past use: historical', async (t) => {
  t.same(past('Eczema as a toddler, no hydrocortisone since 2015.', [['hydrocortisone', 'medication']]), [true])
  t.same(past('Wheezy as a teenager; no puffers since age 16.', [['puffers', 'medication']]), [true])
  t.same(past('Migraines went away; no sumatriptan since.', [['sumatriptan', 'medication']]), [true])
})

t.test(
  'a problem unused since, a drug unused since an event, or a drug still taken since is not made history',
  async (t) => {
    t.same(past('No nosebleeds since 2020.', [['nosebleeds', 'problem']]), [false])
    t.same(past('She has not needed morphine since the nerve block.', [['morphine', 'medication']]), [false])
    t.same(past('On sertraline since 2021, mood stable.', [['sertraline', 'medication']]), [false])
  },
)
