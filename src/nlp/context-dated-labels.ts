/**
 * A dated label and what follows its colon: a line that opens with a study, drug or event dated to
 * an earlier year and then a colon ("EEG 2017: right temporal slowing", "Spirometry 05/2019: FEV1
 * 1.9 L", "Valproate 2010-2012: tremor and weight gain") reports what was found or happened then,
 * so the findings after the colon share the label's history. The label's date is read from the
 * cues already found in it: a dated-study cue of a bare year (which context-note-year.ts has
 * dropped when the year is the note's own) or a span of years.
 */
import { YEAR } from './context-note-year.js'

/** What the rule needs of a cue found in the sentence. */
interface LabelCue {
  ts: number
  te: number
  category: string
  def: { datedStudy?: boolean }
}

/** What the rule needs to know of a target (a slice of context.ts's TargetInput). */
export interface DatedLabelView {
  scan: { keys: readonly string[] }
  cues: readonly LabelCue[]
  /** the target's sentence starts at token ss; the target at xs */
  ss: number
  xs: number
}

/** A label is a line's opening words: a colon further in ends a clause, not a label. */
const MAX_LABEL_TOKENS = 16

/** Whether the target follows the colon of a label dated to an earlier year. */
export function afterDatedLabel(v: DatedLabelView): boolean {
  const colon = labelColon(v)
  return colon >= 0 && v.cues.some((c) => c.te <= colon && c.category === 'historical' && datesTheLabel(v.scan.keys, c))
}

/** The sentence's first colon, when it comes early and before the target; else -1. */
function labelColon(v: DatedLabelView): number {
  const { keys } = v.scan
  const end = Math.min(v.xs, v.ss + MAX_LABEL_TOKENS)
  for (let k = v.ss; k < end; k++) if (keys[k] === ':') return k
  return -1
}

/**
 * A dated-study cue of a bare year ("EEG 2017"), or a span of two years ("2012-2014"). A month and
 * year ("US liver 11/2026") is left out: it is often this season's study, and the note's year is
 * only guessed (a plan that names next year twice moves the guess).
 */
function datesTheLabel(keys: readonly string[], c: LabelCue): boolean {
  let years = 0
  for (let k = c.ts; k < c.te; k++) {
    if (keys[k] === '/') return false
    if (YEAR.test(keys[k]!)) years++
  }
  return years >= 2 || (years === 1 && c.def.datedStudy === true)
}
