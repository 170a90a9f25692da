/**
 * Shared shapes of the clinical text annotators. Offsets are JavaScript string indices
 * (UTF-16 code units) into the exact text that was annotated:
 * 0 <= start_index <= end_index <= text.length, end exclusive.
 */
export interface Span {
  start_index: number
  end_index: number
}

/** A token with its Universal POS tag (https://universaldependencies.org/u/pos/). */
export interface Token extends Span {
  pos: UposTag
}

export type UposTag =
  | 'NOUN'
  | 'VERB'
  | 'ADJ'
  | 'ADV'
  | 'PRON'
  | 'DET'
  | 'ADP'
  | 'AUX'
  | 'CCONJ'
  | 'SCONJ'
  | 'NUM'
  | 'PART'
  | 'PUNCT'
  | 'SYM'
  | 'PROPN'
  | 'INTJ'
  | 'X'

/**
 * Every category a section can get. The first fourteen are the required core set; the rest
 * separate sections that downstream consumers treat differently (a discharge medication list
 * is not the admission list; vitals outside an exam are their own block).
 */
export const SECTION_CATEGORIES = [
  'chief_complaint',
  'history_of_present_illness',
  'past_medical_history',
  'past_surgical_history',
  'medications',
  'allergies',
  'family_history',
  'social_history',
  'review_of_systems',
  'physical_exam',
  'labs',
  'imaging',
  'assessment_and_plan',
  'other',
  'vital_signs',
  'procedures',
  'hospital_course',
  'discharge_medications',
  'diagnoses',
  'instructions',
] as const

export type SectionCategory = (typeof SECTION_CATEGORIES)[number]

/**
 * A section: its header plus the body up to the next header, trimmed of trailing whitespace.
 * `title` is the header as written, without the trailing colon, and always equals
 * text.slice(start_index, start_index + title.length). The untitled preamble before the first
 * header (when not blank) is reported with title '' and category 'other'.
 */
export interface Section extends Span {
  title: string
  category: SectionCategory
}

/** The kinds of concept the lexicon holds (the data modules are grouped by them). */
export type ConceptType = 'problem' | 'medication' | 'procedure' | 'test'
