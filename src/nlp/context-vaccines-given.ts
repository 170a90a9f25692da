/**
 * Vaccines a note records as given before this visit, without a date: a vaccine list said to be
 * "up to date" ("Vaccines up to date", "Influenza vaccine and pneumococcal vaccine up to date"),
 * and the vaccination an immunity is owed to ("surface antibody positive from vaccination",
 * "anti-HBs positive after hepatitis B vaccine", "immune by vaccination"). Up to date means every
 * dose due so far was given, and an immunity from a vaccine comes from doses already had, so the
 * vaccines are history, as a dated dose is (context-dated-vaccines.ts). A vaccine named after
 * "except" is the one not up to date and is left to its own cues ("up to date except influenza
 * vaccine, due today"); an animal's vaccination told so ("a dog whose rabies vaccination is up to
 * date") has a verb between and is left alone.
 */
import type { TargetView } from './context-target-view.js'
import { VACCINE_NAME } from './context-dated-vaccines.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type GivenVaccineView = Pick<TargetView, 'scan' | 'targetOf' | 'ss' | 'se' | 'xs' | 'xe' | 'type'> & {
  targetText: string
}

/** What joins the vaccines of one list before "up to date". */
const LIST_GLUE = new Set([',', 'and', '&', '/'])
/** Words of an immunity before the vaccine it comes from. */
const IMMUNITY_WORDS = new Set(['positive', 'immune', 'immunity', 'reactive', 'protective'])
/** Words that tie an immunity to its source. */
const SOURCE_WORDS = new Set(['from', 'after', 'by', 'following'])
/** Tokens that may stand between the source word and the vaccine: "from the vaccine series". */
const VACCINE_LEADS = new Set(['the', 'his', 'her', 'prior', 'previous'])

/** Whether the target is a vaccine the note records as given before, without a date. */
export function vaccineGivenBefore(v: GivenVaccineView): boolean {
  // a bare "vaccines" or "vaccination" is no concept of the lexicon, so a target named so may carry no type
  if ((v.type !== 'medication' && v.type !== undefined) || !VACCINE_NAME.test(v.targetText)) return false
  return listedUpToDate(v) || sourceOfImmunity(v)
}

/** "Influenza vaccine and pneumococcal vaccine up to date": the list, then "up to date" (or "up-to-date"). */
function listedUpToDate(v: GivenVaccineView): boolean {
  const keys = v.scan.keys
  let k = v.xe
  while (k < v.se && (v.targetOf[k] !== 0 || LIST_GLUE.has(keys[k]!))) k++
  const words: string[] = []
  for (; k < v.se && words.length < 3; k++) if (keys[k] !== '-') words.push(keys[k]!)
  return words[0] === 'up' && words[1] === 'to' && words[2] === 'date'
}

/** "surface antibody positive from vaccination": an immunity word, a source word, the vaccine. */
function sourceOfImmunity(v: GivenVaccineView): boolean {
  const keys = v.scan.keys
  let k = v.xs - 1
  while (k > v.ss && VACCINE_LEADS.has(keys[k]!)) k--
  if (k <= v.ss || !SOURCE_WORDS.has(keys[k]!)) return false
  return IMMUNITY_WORDS.has(keys[k - 1]!)
}
