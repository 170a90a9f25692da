/**
 * A drug the patient has no supply of, or has left off, is not being taken: "ran out of her
 * inhaler last week", "has run out of the metoprolol", and a medication list's bracket after the
 * drug and its dose ("sertraline 50 mg daily (not taking, cost)"). The drug is negated, as a drug
 * held in this encounter is (docs/clinical-pipeline.md, Conventions). Running out reaches drugs
 * only, a word or two on ("ran out of his"), so "ran out of breath" or "out of work" stay; the
 * bracket reaches back over the dose and schedule of its own item, never past another bracket
 * or clause.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

/** A medication list's bracket that says the drug is not being taken. */
const NOT_TAKING_BRACKETS = ['( not taking', '( not currently taking', '( not been taking', '( stopped taking']

export const EXHAUSTED_SUPPLY_TRIGGERS: readonly TriggerDef[] = [
  ...triggerGroup('negated', 'backward', NOT_TAKING_BRACKETS, { window: 6, clause: true, only: 'medication' }),
]
