/**
 * An order to put something off names it as still ahead: "Delay zoledronic acid 2-3 weeks after the
 * extractions", "postpone the colonoscopy until after the holidays", "the scan must not delay the
 * operation". The delayed act, and what its timing waits for, have not happened; in "X must not
 * delay Y" the X is ahead too, as what could hold Y up. The imperative reads only in a plan or
 * instructions section (a plan item opening "Delay …"); the modal forms read anywhere. "Speech
 * delay" and "delayed" are no cue: the bare verb stands at its item's start or after its modal.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

/** Verbs of putting off, the class. */
const DELAY_VERBS = ['delay', 'postpone', 'defer']
/** Modals that make the verb an order about timing. */
const MODAL_NOTS = ['must not', 'should not', 'do not', 'does not need to', 'need not']

const MODAL_DELAYS = MODAL_NOTS.flatMap((modal) => DELAY_VERBS.map((verb) => `${modal} ${verb}`))

export const DELAY_TRIGGERS: readonly TriggerDef[] = [
  ...triggerGroup('hypothetical', 'forward', MODAL_DELAYS, { clause: true }),
  // "Scrotal ultrasound must not delay surgical exploration": what could hold it up is ahead too
  ...triggerGroup('hypothetical', 'backward', MODAL_DELAYS, { window: 1, clause: true }),
  ...triggerGroup('hypothetical', 'forward', DELAY_VERBS, { clause: true, inPlan: true }),
]
