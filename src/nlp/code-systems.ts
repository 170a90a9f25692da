/**
 * The code every concept of the built-in lexicon carries, and the system it is from. A code is
 * written `SYSTEM:value`; the label names the system in words beside it (`code_system`):
 *
 * - `ICD10CM:` ICD-10-CM (public domain) for problems: the code that classifies the concept, often
 *   broader than it ("ST depression" is R94.31, an abnormal ECG);
 * - `LOINC:` LOINC for the laboratory tests whose codes are certain;
 * - `ATC:` the WHO Anatomical Therapeutic Chemical code of single-ingredient medications;
 * - `INGREDIENT:` the ingredient (or class) name for the other medications: RxNorm identifiers
 *   cannot be had offline, and the generic name is what they would resolve to;
 * - `SVC:` this project's own identifier (type and preferred term) where no public code names the
 *   concept: procedures and tests without a LOINC code, and a few generic findings ("mass",
 *   "recurrence") that ICD-10-CM has no code for.
 */
import type { ConceptType } from './types.js'

const SYSTEM_NAMES: Record<string, string> = {
  ICD10CM: 'ICD-10-CM',
  LOINC: 'LOINC',
  ATC: 'ATC',
  INGREDIENT: 'ingredient name',
  SVC: 'svc-lexicon',
}

/** The system a code is from, in words; a user's own prefix as written ("SITE:1": "SITE"); '' for none. */
export function codeSystemOf(code: string): string {
  const colon = code.indexOf(':')
  if (colon <= 0) return ''
  const prefix = code.slice(0, colon)
  return SYSTEM_NAMES[prefix] ?? prefix
}

/** A built-in concept's code: the one written in the data, else its ingredient name or the project's identifier. */
export function builtinCode(type: ConceptType, preferredTerm: string, written: string): string {
  if (written !== '') return written
  return type === 'medication' ? `INGREDIENT:${preferredTerm}` : `SVC:${type}/${preferredTerm}`
}
