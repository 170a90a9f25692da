/**
 * A treatment the patient "failed" was tried before and did not work: "knee osteoarthritis, failed
 * steroid injections and physical therapy", "failed gabapentin (sedation)", "failed methotrexate;
 * start adalimumab". The drug or therapy is past (the list after the word shares it). A test
 * "failed" is a result of this visit ("failed the swallow screen"), and a condition is not tried,
 * so the cue reaches drugs and procedures only, one word on at most ("failed oral methotrexate").
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

export const FAILED_TREATMENT_TRIGGERS: readonly TriggerDef[] = triggerGroup(
  'historical',
  'forward',
  ['failed', 'has failed', 'have failed', 'previously failed', 'failed trials of', 'failed trial of'],
  { window: 1, clause: true, skips: ['problem', 'test'] },
)
