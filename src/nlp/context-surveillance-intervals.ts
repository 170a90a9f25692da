/**
 * A test or procedure given an interval of months or years is a surveillance schedule: "SPEP
 * yearly", "mammogram annually", "colonoscopy every 5 years", "EGD every 2-3 years". The interval
 * says when the next one falls, so the item is ahead, as the annotation guidelines read "in N
 * months" for tests and visits to come. The general cues read "every N months" after a test
 * already (context-triggers.ts); this family adds the words of a yearly interval, and procedures,
 * whose intervals of months or years are surveillance too ("every few hours" or "weekly" is the
 * care of this stay or an ongoing course, so shorter units are left out). A drug given on an
 * interval ("denosumab every 6 months") is taken now, and a problem named before one is not
 * scheduled, so neither is read.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

/** Intervals of a year, by their own words. */
const YEARLY = ['yearly', 'annually', 'once a year', 'every year']
/** Units of months and years, the spans of surveillance. */
const LONG_UNITS = ['month', 'months', 'mo', 'mos', 'year', 'years', 'yr', 'yrs']
const LONG_INTERVALS = LONG_UNITS.flatMap((unit) => [
  `every <num> ${unit}`,
  `every <num> to <num> ${unit}`,
  `every <num> <num> ${unit}`,
])

export const SURVEILLANCE_INTERVAL_TRIGGERS: readonly TriggerDef[] = [
  ...triggerGroup(
    'hypothetical',
    'backward',
    YEARLY.filter((p) => p !== 'every year'),
    { window: 0, clause: true, skips: ['problem', 'medication'] },
  ),
  // "every year" and the spans of months and years after a test are read already (context-triggers.ts)
  ...triggerGroup('hypothetical', 'backward', ['every year', ...LONG_INTERVALS], {
    window: 0,
    clause: true,
    only: 'procedure',
  }),
]
