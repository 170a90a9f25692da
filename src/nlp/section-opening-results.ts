/**
 * A text that opens with a label of its own, its colon and its words on the same line ("EGD: LA
 * grade B esophagitis", "PHQ-9 17: moderate depression", "tPA not given: outside the window") is a
 * result or a finding told in one line, not a section under a title: a note opens with its own
 * title line or with a header the section lists know. Such a label is the line's subject, so the
 * study, score or drug it names stays a concept. Two-letter labels ("MS:", "PE:", "CV:") name an
 * exam part as often as a finding and are left to the header rules, as are labels in lower case
 * (telegraphic notes head their parts so), labels dated by a year or a day ("EGD 2022:", "Labs
 * 03/10:" head what was found then, and the context rules read that date from the title) and every
 * label after the first line.
 */

import type { SectionCategory } from './types.js'

/** Shortest label read as an opening result line; two letters abbreviate an exam part as often. */
const MIN_RESULT_LABEL_LENGTH = 3

/** A year or a day and month in a label: the label dates what follows it. */
const LABEL_DATE = /\b(?:19|20)\d{2}\b|\b\d{1,2}[/-]\d{1,2}\b/

export interface OpeningLabel {
  /** the label is the text's first non-blank line */
  firstLine: boolean
  hasColon: boolean
  /** words follow the colon on the same line */
  hasBody: boolean
  /** the words after the colon start with a number: a field's value ("ADMISSION DATE: 03/02/2021") */
  valueFirst: boolean
}

/**
 * Whether an unlisted label (no known header name, no header keyword) opens the text as its
 * result line rather than as a section's title. `key` is the label normalised for the lists.
 */
export function opensWithResultLine(key: string, label: OpeningLabel): boolean {
  // a heading field with its value ("ADMISSION DATE: 03/02/2021") opens a run of field headers
  if (!label.firstLine || !label.hasColon || !label.hasBody || label.valueFirst) return false
  return key.length >= MIN_RESULT_LABEL_LENGTH && !LABEL_DATE.test(key)
}

/**
 * An exam or a study the header keywords would title ("Foot exam:", "Dilated exam:") opens a
 * one-line text as its result line in the same way: what was examined is the line's subject. Other
 * keyword titles keep heading their text ("Heart failure plan:", "Contrast allergy:"), since their
 * section says how the items under them read.
 */
export function studyLabelOpensResultLine(key: string, category: SectionCategory, label: OpeningLabel): boolean {
  return (category === 'physical_exam' || category === 'imaging') && opensWithResultLine(key, label)
}
