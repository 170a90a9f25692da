/**
 * A list item after a comma that carries a qualifier of its own is a statement of its own, not one
 * more item of the denial before the comma: "no cigarettes, wine rarely", "no beer, vapes on
 * weekends", "no opioids, occasional ibuprofen", "no antiemetic, oral fluids only", "hold
 * glyburide, insulin sliding scale", "radial pulses absent, ulnar pulses faint". The qualifier
 * says how often, how much or how the item is (a frequency, a restriction to it alone, a regimen,
 * a finding word), which a denied item never needs. Read with the measured items of context.ts
 * ("no edema, distal pulses 2+"); this file holds the word classes besides numbers and amounts.
 */

/** Words right after the item: how often, only this, its regimen, or what is found of it. */
const QUALIFIERS_AFTER: ReadonlySet<string> = new Set([
  // how often
  'rarely',
  'occasionally',
  'sometimes',
  'socially',
  'daily',
  'nightly',
  'weekly',
  'monthly',
  'often',
  'regularly',
  'frequently',
  'intermittently',
  // only this one
  'only',
  'alone',
  // a regimen
  'prn',
  'sliding',
  // what is found of it
  'faint',
  'diminished',
  'decreased',
  'reduced',
  'intact',
])

/** Words right before the item (after the comma): how often or how much. */
const QUALIFIERS_BEFORE: ReadonlySet<string> = new Set([
  'occasional',
  'rare',
  'frequent',
  'regular',
  'daily',
  'nightly',
  'weekly',
  'social',
  'full',
])

/** Units of a week that "on" or "at" turns into a frequency: "cannabis on weekends". */
const WEEK_PARTS: ReadonlySet<string> = new Set(['weekends', 'weekdays', 'weekend'])

/**
 * Whether the item [xs, xe) follows a separator (a comma or semicolon, one qualifier word allowed
 * between) and carries a qualifier of its own before or after it, inside the sentence ending at se.
 */
export function qualifiedItem(keys: readonly string[], xs: number, xe: number, se: number): boolean {
  const before = keys[xs - 1] ?? ''
  const qualifiedBefore = QUALIFIERS_BEFORE.has(before) && isSeparator(keys[xs - 2] ?? '')
  if (!qualifiedBefore && !isSeparator(before)) return false
  if (qualifiedBefore) return true
  if (xe >= se) return false
  const next = keys[xe]!
  if (QUALIFIERS_AFTER.has(next)) return true
  return (next === 'on' || next === 'at') && xe + 1 < se && WEEK_PARTS.has(keys[xe + 1]!)
}

function isSeparator(key: string): boolean {
  return key === ',' || key === ';'
}
