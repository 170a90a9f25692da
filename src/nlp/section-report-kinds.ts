import type { SectionCategory } from './types.js'

/**
 * What kind of report a note is, read from its title line: a procedure's ("INTERVENTIONAL
 * RADIOLOGY PROCEDURE NOTE", "ELECTROENCEPHALOGRAM REPORT"), an imaging study's ("BONE
 * DENSITOMETRY REPORT", "NUCLEAR MEDICINE") or a laboratory's ("PULMONARY FUNCTION LABORATORY
 * REPORT"). Checked in this order: a catheterization laboratory performs procedures and a
 * vascular laboratory images. Clinic and ward notes name none of these and have no kind.
 */
const REPORT_KINDS: readonly [RegExp, SectionCategory][] = [
  [
    /\b(?:procedures?|operative|operation|electroencephalogram|eeg|catheteri[sz]ation|endoscopy|colonoscopy|bronchoscopy|biopsy|ablation)\b/i,
    'procedures',
  ],
  [
    /\b(?:radiology|imaging|nuclear medicine|densitometry|dexa|dxa|ct|mri|ultrasound|sonogram|duplex|doppler|mammogra(?:m|phy)|x-?ray|radiograph|scan|scintigraphy|vascular laboratory|echocardiogram)\b/i,
    'imaging',
  ],
  [/\b(?:pulmonary function|laboratory|lab|pathology|polysomnography|sleep study)\b/i, 'labs'],
]

/**
 * Titles of a report's parts that belong to whatever the report is (how it was done, what it
 * showed, what it is compared with), and the kinds whose parts they are: "Exam:" names the study
 * in an imaging report, and the patient's examination before a procedure.
 */
const ANY_KIND: readonly SectionCategory[] = ['procedures', 'imaging', 'labs']
const REPORT_PART_TITLES = new Map<string, readonly SectionCategory[]>([
  ['technique', ANY_KIND],
  ['results', ANY_KIND],
  ['prior studies', ANY_KIND],
  // the narrative of what was done ("DESCRIPTION: After time-out, the needle was ...")
  ['description', ANY_KIND],
  ['exam', ['imaging']],
])

/**
 * Parts of a procedure report whose title says when, not what: the check before the procedure
 * ("PRE-PROCEDURE: INR 1.1, platelets 240") holds the results it was cleared on.
 */
const PROCEDURE_STAGE_PARTS = new Map<string, SectionCategory>([
  ['pre procedure', 'labs'],
  ['preprocedure', 'labs'],
])

/** The kind of report a note's title line names, or undefined for other notes. */
export function reportKindOfTitle(title: string): SectionCategory | undefined {
  for (const [pattern, kind] of REPORT_KINDS) if (pattern.test(title)) return kind
  return undefined
}

/**
 * A report part's category in a report of a known kind: the technique of a pulmonary function
 * test is the laboratory's, an EEG's technique a procedure's, a bone density scan's results its
 * imaging, a procedure's pre-procedure check its labs. Undefined for other titles or notes of
 * no kind.
 */
export function reportPartCategory(key: string, kind: SectionCategory | undefined): SectionCategory | undefined {
  if (kind === undefined) return undefined
  if (kind === 'procedures' && PROCEDURE_STAGE_PARTS.has(key)) return PROCEDURE_STAGE_PARTS.get(key)
  return REPORT_PART_TITLES.get(key)?.includes(kind) === true ? kind : undefined
}
