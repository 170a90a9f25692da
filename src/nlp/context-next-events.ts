/**
 * A drug, procedure or test called the "next" one is the one still to come: "next infusion
 * 01/2027", "Next injection no sooner than March", "give it 2 weeks before the next rituximab",
 * "Next dressing change tomorrow". The word orders a series and points ahead of what has been
 * given, so it reaches only the target right after it (window 0): "next week", "for the next 3
 * days" are spans of time of their own, and a condition named next is left alone.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

export const NEXT_EVENT_TRIGGERS: readonly TriggerDef[] = triggerGroup(
  'hypothetical',
  'forward',
  ['next', 'the next'],
  {
    window: 0,
    clause: true,
    skips: 'problem',
  },
)
