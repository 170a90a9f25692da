/**
 * A study dated by its year ("TTE 11/14/2024", "EEG 2019: …") is an earlier one, unless the year is
 * the note's own: a note dates itself, so "CT head 03/02/2026" in a note of 2026 is this visit's
 * study. The note's year is the latest year it names more than once; a text that names a year only
 * once (a single sentence) has none, and its dated study is taken as earlier.
 */

/** A token that is a year: 1900–2099. */
export const YEAR = /^(?:19|20)\d\d$/

interface DatedCue {
  ts: number
  te: number
  def: { datedStudy?: boolean }
}

/** Drops the dated-study cues whose year is the note's own; other cues pass untouched. */
export function dropThisYearsStudies<T extends DatedCue>(found: T[], keys: readonly string[]): T[] {
  if (!found.some((f) => f.def.datedStudy === true)) return found
  const noteYear = noteYearOf(keys)
  if (noteYear === undefined) return found
  return found.filter((f) => f.def.datedStudy !== true || yearIn(keys, f.ts, f.te) !== noteYear)
}

/** The latest year named at least twice, or undefined. One pass over the tokens. */
function noteYearOf(keys: readonly string[]): string | undefined {
  const counts = new Map<string, number>()
  for (const key of keys) {
    if (key.length === 4 && YEAR.test(key)) counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  let latest: string | undefined
  for (const [year, count] of counts) if (count > 1 && (latest === undefined || year > latest)) latest = year
  return latest
}

function yearIn(keys: readonly string[], ts: number, te: number): string | undefined {
  for (let k = ts; k < te; k++) if (YEAR.test(keys[k]!)) return keys[k]
  return undefined
}
