/**
 * A bracket that opens with a year and goes on to another year or a note dates the event before
 * it: "Acute chest syndrome twice (2019 and 2022)", "Two vaginal deliveries (2019, 2022)", "GI
 * bleed (2018, per patient)". The general lists hold a bracket of one year ("Appendectomy (1998)")
 * and a span ("(2015 - 2018)"); a list of years, or a year with an aside, is as much a date of the
 * past. Backward over one word at most ("MI x2 (2015, 2019)", "twice (…)"), within its clause.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

export const BRACKETED_YEAR_TRIGGERS: readonly TriggerDef[] = triggerGroup(
  'historical',
  'backward',
  ['( <year> ,', '( <year> and', '( <year> &'],
  { window: 1, clause: true },
)
