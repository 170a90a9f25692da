/**
 * A finding's describing adjective written right before another finding joins its span: "itchy
 * rash", "tender red bumps", "infected foot ulcer", "scaly plaques". The lexicon lists many of these
 * adjectives as findings of their own ("tender", "itchy", "pale"), so without this the matcher
 * reports two problems where the note names one, and the adjective is a false concept beside the
 * finding it describes. Only an adjective standing alone (one word, a finding by itself) and
 * written right before the next finding (whitespace only between) is joined: a comma or "and"
 * between two adjectives lists two findings ("pale, diaphoretic"), and those stay apart.
 */
import type { WordScan } from './word-scan.js'

/** Adjectives that describe how a lesion, a part or a swelling looks or feels (as the scan keys them). */
const DESCRIBERS: ReadonlySet<string> = new Set([
  // itch, colour and surface
  'itchy',
  'pruritic',
  'scaly',
  'erythematous',
  'red',
  'pale',
  'violaceous',
  'hyperpigmented',
  'hypopigmented',
  'crusted',
  'crusting',
  'weeping',
  'blistering',
  'ulcerated',
  // touch and temperature
  'tender',
  'painful',
  'sore',
  'cold',
  'warm',
  'hot',
  'swollen',
  'edematous',
  'indurated',
  'fluctuant',
  'inflamed',
  // infection and drainage
  'infected',
  'purulent',
  'bloody',
  // what caused it
  'diabetic',
])

/**
 * Whether the one-word finding over tokens [prevStart, prevEnd) describes the finding that starts
 * at token `start`: it is a describing adjective and nothing but whitespace lies between.
 */
export function describesNext(scan: WordScan, prevStart: number, prevEnd: number, start: number): boolean {
  return prevEnd === start && prevEnd - prevStart === 1 && DESCRIBERS.has(scan.keys[prevStart]!)
}
