/**
 * A body measure written in the line that names the patient ("Name: A. B.   Age: 63   Height: 175
 * cm   Weight: 104 kg", "Child: 7-year-old boy   Weight: 24 kg") belongs to the note's identity
 * heading, like the age and the sex beside it: the sets leave it unannotated, where a weight
 * taken in the vitals or the exam is a test. Only the line of the measure is read, from its start.
 */

/** Preferred terms of the body measures an identity line carries. */
const BODY_MEASURES: ReadonlySet<string> = new Set(['weight', 'height', 'body mass index'])

/** A line that opens with the field naming the patient. */
const IDENTITY_FIELD = /^\s*(?:name|patient|patient name|child|client|pt)\s*[:|]/i

/** Whether a concept named `preferredTerm` at offset `start` is a body measure on the patient's identity line. */
export function identityMeasureAt(text: string, start: number, preferredTerm: string): boolean {
  if (!BODY_MEASURES.has(preferredTerm)) return false
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  return IDENTITY_FIELD.test(text.slice(lineStart, start))
}
