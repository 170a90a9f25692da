import { opensWithResultLine, studyLabelOpensResultLine } from './section-opening-results.js'
import { reportKindOfTitle, reportPartCategory } from './section-report-kinds.js'
import { categoryByKeywords, categoryOfHeader, isSubheading, normalizeHeaderTitle } from './section-synonyms.js'
import { isBlank, isSpaceCode, type TextLine } from './text-lines.js'
import type { SectionCategory } from './types.js'

/** A section header found at the start of a line. Shared by sections and sentences. */
export interface SectionHeader {
  /** index into the lines the header was found in */
  line: number
  start: number
  /** end of the title as written (before the colon) */
  titleEnd: number
  /** end of the header mark: after the colon when there is one */
  end: number
  category: SectionCategory
}

const MAX_TITLE_LENGTH = 60
const MAX_KNOWN_WORDS = 8
const MAX_UNKNOWN_WORDS = 5
const COLON = 58

/** Categories whose bodies are problem lists, where "PE:" means pulmonary embolism. */
const PROBLEM_LIST_CATEGORIES: ReadonlySet<SectionCategory> = new Set([
  'assessment_and_plan',
  'hospital_course',
  'diagnoses',
  'past_medical_history',
])
/** Header abbreviations that are also diagnoses or findings inside a problem list ("ALL:" the leukemia). */
const AMBIGUOUS_IN_PROBLEM_LISTS = new Set(['pe', 'ap', 'all'])

const MIN_LOWER_CASE_KEY = 3
/** "FINDINGS:" after an operation's headers (procedure, diagnoses) are operative findings, elsewhere an imaging report's. */
const FINDINGS_TITLES = new Set(['findings', 'finding'])
const OPERATIVE_CATEGORIES: ReadonlySet<SectionCategory> = new Set(['procedures', 'diagnoses'])

const SMALL_WORDS = new Set(['of', 'and', 'or', 'the', 'for', 'to', 'in', 'on', 'with', 'a', 'an', 'at', 'by', 'from'])

export interface Candidate {
  titleEnd: number
  end: number
  hasColon: boolean
  hasBody: boolean
}

function isTitleChar(c: number): boolean {
  return (
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    (c >= 48 && c <= 57) ||
    c === 32 ||
    c === 9 ||
    c === 38 /* & */ ||
    c === 47 /* / */ ||
    c === 39 /* ' */ ||
    c === 40 ||
    c === 41 ||
    c === 45 /* - */ ||
    c === 44
  ) /* , */
}

function isUpperAscii(c: number): boolean {
  return c >= 65 && c <= 90
}

const isDigitCode = (c: number): boolean => c >= 48 && c <= 57

/**
 * The colon of a time of day inside a title ("ADDENDUM 04/02/2026 09:40:"): a digit before it,
 * two digits after it and no third; the header's own colon comes after the time.
 */
function isClockColon(text: string, i: number): boolean {
  return (
    text.charCodeAt(i) === COLON &&
    isDigitCode(text.charCodeAt(i - 1)) &&
    isDigitCode(text.charCodeAt(i + 1)) &&
    isDigitCode(text.charCodeAt(i + 2)) &&
    !isDigitCode(text.charCodeAt(i + 3))
  )
}

export function readCandidate(text: string, line: TextLine): Candidate | undefined {
  const s = line.contentStart
  const first = text.charCodeAt(s)
  if (!isUpperAscii(first) && !(first >= 97 && first <= 122) && !(first >= 48 && first <= 57)) return undefined
  const limit = Math.min(line.contentEnd, s + MAX_TITLE_LENGTH + 1)
  let i = s
  while (i < limit && (isTitleChar(text.charCodeAt(i)) || isClockColon(text, i))) i++
  if (i === line.contentEnd) return { titleEnd: i, end: i, hasColon: false, hasBody: false }
  if (i >= limit || text.charCodeAt(i) !== COLON) return undefined
  // "http://", "10:30" and ratios are not headers; a header's colon is followed by space or EOL.
  const after = i + 1 < line.contentEnd ? text.charCodeAt(i + 1) : 32
  if (!isSpaceCode(after)) return undefined
  let titleEnd = i
  while (titleEnd > s && isSpaceCode(text.charCodeAt(titleEnd - 1))) titleEnd--
  return { titleEnd, end: i + 1, hasColon: true, hasBody: i + 1 < line.contentEnd }
}

export function countWords(title: string): number {
  return title.split(/\s+/).filter(Boolean).length
}

export function isAllCaps(title: string): boolean {
  return /[A-Z]/.test(title) && !/[a-z]/.test(title)
}

export function isTitleCase(title: string): boolean {
  for (const word of title.split(/[\s/-]+/)) {
    if (!word || !/^[A-Za-z]/.test(word)) continue
    if (!/^[A-Z]/.test(word) && !SMALL_WORDS.has(word)) return false
  }
  return true
}

/** What the lines before a candidate say about it. */
interface HeaderState {
  current: SectionCategory | undefined
  /** a blank line (or the start of the text) comes right before */
  afterBreak: boolean
  /** the line before was a header with its value on the same line ("ADMISSION DATE: ...") */
  afterFieldLine: boolean
  /** an operation's headers (procedure, diagnoses) came before */
  afterOperation: boolean
  /** no non-blank line came before: this line is the document's title when it is one */
  firstLine: boolean
  /** the next line holds text: a title alone on its line has a body under it */
  bodyBelow: boolean
  /** the next line opens a bulleted or numbered item */
  listBelow: boolean
  /** what the note's title line says it reports (section-report-kinds.ts), if anything */
  reportKind: SectionCategory | undefined
  /** the note's title line names a discharge: its summary or its instructions */
  dischargeNote: boolean
}

/** The first word of a radiology report's "EXAM:" line: the study, so the header is the imaging report's. */
const IMAGING_BODY =
  /^\s*(?:mri|mra|mrcp|ct|cta|xr|x-ray|xray|us|ultrasound|pet|nm|radiograph|radiographs|mammogram|fluoroscopy|dexa|chest|abdomen|bilateral|left|right|portable)\b/i
const EXAM_TITLES = new Set(['exam', 'examination'])

/**
 * Finds line-initial section headers. Known names (see section-synonyms.ts) are headers with a
 * colon, or alone on their line without one; so are titles of a few words in Title Case or
 * capitals whose head word names a section ("Medication Reconciliation", "POSTOPERATIVE PLAN").
 * Unknown titles need a colon, a blank line (or the start of the text, or a header line with text
 * after its colon) before them, and ALL CAPS — or Title Case when alone on the line — because
 * inside a section "Hypertension: stable" or "CBC: normal" are content, not headers.
 */
export function findHeaders(text: string, lines: readonly TextLine[]): SectionHeader[] {
  const headers: SectionHeader[] = []
  const state: HeaderState = {
    current: undefined,
    afterBreak: true,
    afterFieldLine: false,
    afterOperation: false,
    firstLine: true,
    bodyBelow: false,
    listBelow: false,
    reportKind: undefined,
    dischargeNote: false,
  }
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li]!
    if (isBlank(line)) {
      state.afterBreak = true
      state.afterFieldLine = false
      continue
    }
    const cand = readCandidate(text, line)
    const below = lines[li + 1]
    state.bodyBelow = below !== undefined && !isBlank(below)
    state.listBelow = state.bodyBelow && LIST_ITEM_START.test(text.slice(below!.contentStart, below!.contentEnd))
    if (state.firstLine) {
      const title = text.slice(line.contentStart, line.contentEnd)
      state.reportKind = reportKindOfTitle(title)
      state.dischargeNote = DISCHARGE_TITLE.test(title)
    }
    const found = cand === undefined ? undefined : lineCategory(text, line, cand, state)
    const category =
      cand === undefined || found === undefined
        ? undefined
        : atDischarge(found, text.slice(line.contentStart, cand.titleEnd), state)
    state.afterBreak = false
    state.afterFieldLine = false
    state.firstLine = false
    if (cand === undefined || category === undefined) continue
    headers.push({ line: li, start: line.contentStart, titleEnd: cand.titleEnd, end: cand.end, category })
    state.current = category
    if (OPERATIVE_CATEGORIES.has(category)) state.afterOperation = true
    state.afterFieldLine = cand.hasBody
  }
  return headers
}

/** A bulleted or numbered item's marker at a line's start: "- fever", "2. rash", "3) …". */
const LIST_ITEM_START = /^(?:[-*\u2022]|\d{1,2}[.)])\s/

/** A note's title line that names a discharge: "DISCHARGE SUMMARY", "Discharge Instructions". */
const DISCHARGE_TITLE = /\bdischarge\b/i
/** Titles of the drugs taken before the stay, which a discharge note lists beside those to go home on. */
const BEFORE_STAY =
  /\b(?:admission|admit|admitted|home|prior|previous|before|outpatient|pre-?admission|pre-?hospital)\b/i

/**
 * A note about a discharge lists the drugs the patient goes home with, however it titles them
 * ("Medicines - what changed", "NEW medicines - start taking", "STOP taking these"): those are
 * its discharge medications; a list titled by the time before the stay ("Home medications",
 * "Medications on admission") stays the medications taken before.
 */
function atDischarge(category: SectionCategory, title: string, state: HeaderState): SectionCategory {
  if (category !== 'medications' || !state.dischargeNote || BEFORE_STAY.test(title)) return category
  return 'discharge_medications'
}

/** The category of the header a line starts with, or undefined when it starts none. */
function lineCategory(text: string, line: TextLine, cand: Candidate, state: HeaderState): SectionCategory | undefined {
  const title = text.slice(line.contentStart, cand.titleEnd)
  const key = normalizeHeaderTitle(title)
  if (!key || isSubheading(key)) return undefined
  const firstCode = text.charCodeAt(line.contentStart)
  const listed = categoryOfHeader(key)
  // "24 Hour Events:" starts with a digit; only a known name may, with its colon or alone on its
  // line after a blank line over its body ("24 HR EVENTS")
  if (firstCode >= 48 && firstCode <= 57 && !(listed !== undefined && (cand.hasColon || setApartAlone(state))))
    return undefined
  // A note's first line without a colon is its title ("CARDIAC CATHETERIZATION LABORATORY
  // REPORT", "Patient Discharge Instructions"), not a part of it, unless it is a header's name.
  if (state.firstLine && !cand.hasColon && listed === undefined) return undefined
  if (cand.hasBody && holdsFurtherFields(text, line, cand)) return undefined
  if (readerAddressedTitle(title, cand, state)) return 'instructions'
  if (imagingStudyTitle(title, cand, state)) return 'imaging'
  if (sinceEventTitle(title, cand, state)) return 'history_of_present_illness'
  // Telegraphic notes write "meds:" and "plan:": a known name with its colon, or alone on its
  // line over its body ("past history", "exam"); never a one- or two-letter one inside a block
  // ("cc:" heads a copy list as often as a complaint).
  if (firstCode >= 97 && firstCode <= 122) {
    if (!cand.hasColon) return lowerCaseTitleAlone(key, listed, state)
    if (key.length < MIN_LOWER_CASE_KEY && !shortLabelOpensBlock(text, line, cand, state, key)) return undefined
    if (listed !== undefined) return knownCategory(text, line, cand, key, listed, state)
    if (!lowerCaseLabelAccepted(title, key, state) || headingFieldTitle(key)) return undefined
    return (datedPanelLabel(key, state) ? undefined : categoryByKeywords(key)) ?? 'other'
  }
  if (listed !== undefined) return knownCategory(text, line, cand, key, listed, state)
  const named = datedPanelLabel(key, state) ? undefined : categoryByKeywords(key)
  // "Foot exam: monofilament intact" opening a text is the exam's result line (section-opening-results.ts)
  if (named !== undefined && studyLabelOpensResultLine(key, named, openingLabel(text, line, cand, state)))
    return undefined
  if (named !== undefined && (isAllCaps(title) || isTitleCase(title) || labelPlacedAsHeader(cand, state)))
    return knownCategory(text, line, cand, key, named, state)
  if (headingFieldTitle(key)) return undefined
  // "EGD: LA grade B esophagitis" opening a text is a result line, not a title (section-opening-results.ts)
  if (opensWithResultLine(key, openingLabel(text, line, cand, state))) return undefined
  // a title no list holds may still name a part of the report the note is ("DESCRIPTION:")
  const reportPart = reportPartCategory(key, state.reportKind) ?? 'other'
  if (unknownTitleAccepted(title, cand, state)) return reportPart
  if (reportPartLabel(title, cand, state)) return state.reportKind
  if (runInReportPart(title, key, cand, state)) return reportPart
  if (capitalsTitleAlone(title, cand, state)) return reportPart
  return patientSheetLabel(title, cand, state) ? 'other' : undefined
}

/**
 * A report of a known kind (a pathology, laboratory or procedure report) titles the parts of
 * what it found by method or system, in sentence case, alone on their line after a blank line
 * over their body ("Light microscopy:", "Nerve conduction studies:", "Sleep staging:"). Such a
 * part is the report's own kind; in a clinic note the same label stays content.
 */
function reportPartLabel(title: string, cand: Candidate, state: HeaderState): boolean {
  if (state.reportKind === undefined || !cand.hasColon || cand.hasBody) return false
  return state.afterBreak && state.bodyBelow && countWords(title) <= MAX_UNKNOWN_WORDS
}

/**
 * A label that names a person by role ("Interpreting physician:", "Endoscopist:",
 * "Electromyographer:"), what a person did to the report ("Electronically signed:", "Interpreted
 * by:") or a time ("Exercise time:"): a field whose value is a name or a time, not a part.
 */
const PERSON_OR_TIME_LABEL =
  /(?:^|\s)(?:[a-z]+(?:ists?|ians?|graphers?)|surgeons?|doctors?|providers?|attendings?|residents?|fellows?|nurses?|readers?|interpreters?|authors?|scribes?|date|time|signed|interpreted|dictated|transcribed|performed|ordered|referred|read|verified)(?:\s+by)?$/

/**
 * A report of a known kind runs its parts into their first sentence ("Consent: risks were
 * explained …", "Specimens: fluid for culture.", "Complications: none."): a capitalised label
 * of a few words with its colon and its text, opening a block or following another part's line.
 * Clinic notes write "Pain: 4/10" inside their sections, so there the label stays content. No
 * head word names a section here (those are taken above), so the part is of no listed kind.
 */
function runInReportPart(title: string, key: string, cand: Candidate, state: HeaderState): boolean {
  if (state.firstLine || (state.reportKind === undefined && !state.dischargeNote) || !cand.hasColon || !cand.hasBody)
    return false
  if (!(state.afterBreak || state.afterFieldLine)) return false
  return countWords(title) <= MAX_UNKNOWN_WORDS && !PERSON_OR_TIME_LABEL.test(key)
}

/**
 * A title in capitals alone on its line, after a blank line and over its body ("LINES / TUBES",
 * "FUNCTION / COGNITION"), opens a block as a header does, whether or not its words name a
 * section; below the note's title line, which names the note.
 */
function capitalsTitleAlone(title: string, cand: Candidate, state: HeaderState): boolean {
  if (cand.hasColon || state.firstLine || !setApartAlone(state)) return false
  return isAllCaps(title) && countWords(title) <= MAX_UNKNOWN_WORDS
}

/** A title alone on its line after a blank line, over its body. */
function setApartAlone(state: HeaderState): boolean {
  return state.afterBreak && state.bodyBelow
}

/**
 * Labels of a note's heading fields: when it was written or done ("DATE OF SURGERY:", "Time:")
 * and who wrote, did or read it ("SURGEON:", "Attending physician:", "Dictated by:"). Their value
 * is a date or a name, never a section of the note.
 */
const HEADING_FIELD_TITLE =
  /^(?:(?:date|time|dates)(?: of [a-z]+)?|dos|dob|(?:surgeons?|proceduralists?|assistants?|attendings?|physicians?|providers?|authors?|radiologists?|residents?|fellows?|anesthesiologists?|anesthetists?|clinicians?|technologists?|interpreters?|scribes?|cosigners?)|(?:dictated|signed|cosigned|ordered|referred|performed|read|transcribed|electronically signed) by)$/

function headingFieldTitle(key: string): boolean {
  return HEADING_FIELD_TITLE.test(key)
}

/**
 * A form's heading line sets several "Label: value" fields side by side, apart by a run of
 * spaces ("Visit: 03/02   Clinician: A. Roy   Room: 4"): its first label names a field of the
 * note, not a section, even when it is a section's name ("Procedure: … Surgeon: …"). Dictated
 * text sets two spaces after each sentence ("hives.  Allergies: …"): a label after a sentence's
 * end is a run-in label of that section, not another field.
 */
const FURTHER_FIELD = /[^\s.!?][ \t]{2,}[A-Za-z][A-Za-z#/ ]{0,20}:(?=\s|$)/

function holdsFurtherFields(text: string, line: TextLine, cand: Candidate): boolean {
  return FURTHER_FIELD.test(text.slice(cand.end, line.contentEnd))
}

/**
 * A dated label inside a block dates a panel of its section ("Labs 03/10/2026:" under "Data:");
 * after a blank line it heads a block of its own ("labs 10/28:").
 */
function datedPanelLabel(key: string, state: HeaderState): boolean {
  return !state.afterBreak && /\d/.test(key)
}

/**
 * A lower-case title alone on its line over a body: a known name ("past history", "exam",
 * "a/p"), or after a blank line a title whose head word names a section ("weekly labs"). A
 * wrapped sentence leaves a lone word only at the end of its paragraph, with no body under it.
 */
function lowerCaseTitleAlone(
  key: string,
  listed: SectionCategory | undefined,
  state: HeaderState,
): SectionCategory | undefined {
  if (!state.bodyBelow || key.length < MIN_LOWER_CASE_KEY) return undefined
  if (listed !== undefined) return listed
  return state.afterBreak ? categoryByKeywords(key) : undefined
}

/** A copy list's "cc: Dr. Lee" or "cc: J. Ames" names its readers. */
const COPY_LIST_BODY = /^\s*(?:dr\b|doctor\b|[A-Z]\.\s)/i

/**
 * Two-letter lower-case names a telegraphic note heads a block with. Not "hx:": as a lead-in its
 * history cue would make the whole present illness under it historical.
 */
const SHORT_LOWER_CASE_NAMES = new Set(['cc', 'dx', 'fh', 'sh', 'vs'])

/**
 * A SOAP note's letter in lower case ("s:", "o:") heads its part when it stands alone on its line
 * with its colon, after a blank line and over its body: set apart so, it is no list item's
 * marker and no abbreviation inside a sentence.
 */
function soapLetterAlone(cand: Candidate, state: HeaderState, key: string): boolean {
  return (
    key.length === 1 && cand.hasColon && !cand.hasBody && setApartAlone(state) && categoryOfHeader(key) !== undefined
  )
}

/**
 * A two-letter lower-case known name ("cc:", "dx:") that opens a block: after a blank line or a
 * header line with its value, and not over a copy list's names.
 */
function shortLabelOpensBlock(text: string, line: TextLine, cand: Candidate, state: HeaderState, key: string): boolean {
  if (soapLetterAlone(cand, state, key)) return true
  if (!(state.afterBreak || state.afterFieldLine) || !SHORT_LOWER_CASE_NAMES.has(key)) return false
  return !COPY_LIST_BODY.test(text.slice(cand.end, line.contentEnd))
}

/**
 * A study named as a title alone on its line after a blank line heads its report: "DIAGNOSTIC
 * MAMMOGRAM, BILATERAL:", "CT abdomen and pelvis". With its result on the line ("XR R wrist: no
 * fracture") it opens a block of its own after a blank line outside an imaging section, as an
 * exam's or a lab panel's label does; inside a block, or among the results under "Imaging", it
 * is a result line, whose study is a concept.
 */
const IMAGING_STUDY_TITLE =
  /^(?:(?:diagnostic|screening|portable|bilateral)\s+)?(?:x-?rays?|xr|cxr|ct|cta|mri|mra|us|ultrasound|mammograms?|mammography|dexa|pet|pet\/ct),?\s+\S/i
const MAX_STUDY_TITLE_WORDS = 10

function imagingStudyTitle(title: string, cand: Candidate, state: HeaderState): boolean {
  // a text that starts with a study is a result line, not a report under its title
  if (state.firstLine || !state.afterBreak || !(cand.hasColon || state.bodyBelow)) return false
  if (cand.hasBody && state.current === 'imaging') return false
  return countWords(title) <= MAX_STUDY_TITLE_WORDS && IMAGING_STUDY_TITLE.test(title)
}

/**
 * Titles that address the patient or the carers ("Advice for you:", "For the family", "what
 * you should do:", "written for the patient:") head the instructions of a note, after a blank
 * line, with a colon or alone over their body.
 */
const READER_ADDRESSED =
  /^for\s|\byou\b|\b(?:written|summary)\s+(?:for|to)\s+(?:the\s+)?(?:patient|family|parents?|carers?|caregivers?)\b|^after[\s-]visit summary\b/i
const MAX_READER_TITLE_WORDS = 10

/**
 * Titles that report what the clinician told the patient's side: a verb of telling or handing
 * over and the people told ("Discussed with patient and son", "WHAT WE TOLD HIM", "Left with the
 * carers", "pt advised"). They head the advice given, which is the note's instructions.
 */
const TELLING_VERB = '(?:told|discussed|explained|advised|counsel+ed|reviewed|taught|left|given|handed)'
const TOLD_PERSON =
  '(?:patient|pt|client|her|him|them|family|mother|father|parents?|carers?|caregivers?|daughter|son|wife|husband|spouse|partner)'
const TOLD_TO_PATIENT_SIDE = new RegExp(
  String.raw`^(?:what\s+(?:we|i)\s+)?${TELLING_VERB}\b.*\b${TOLD_PERSON}\b|^(?:the\s+)?${TOLD_PERSON}\s+${TELLING_VERB}\b`,
  'i',
)

/**
 * A title whose closing parenthesis says it was handed to the patient's side or written for
 * them ("Exercises (leaflet given)", "Warning signs (given to mother)", "Seizure plan (for
 * school and carers)"): what follows is advice to them.
 */
const HANDED_OVER_NOTE = new RegExp(
  String.raw`\((?:[^)]*\b(?:handouts?|leaflets?|printouts?|info sheet)\b[^)]*|[^)]*\b(?:given|handed|sent|printed)\s+to\s+(?:the\s+)?${TOLD_PERSON}\b[^)]*|for\s+(?:the\s+)?(?:${TOLD_PERSON}|school|teachers?)\b[^)]*)\)$`,
  'i',
)

/**
 * A title that ends on a conjunction of condition ("RETURN TO THE CLINIC IF:", "Stop the
 * walk when:") leaves its sentence to the list under it: the warning signs of instructions.
 */
const CONDITION_LEFT_OPEN = /\b(?:if|when|whenever|unless)$/i

function readerAddressedTitle(title: string, cand: Candidate, state: HeaderState): boolean {
  if (!state.afterBreak || !(cand.hasColon || state.bodyBelow) || countWords(title) > MAX_READER_TITLE_WORDS)
    return false
  // without its colon, a condition left open heads the list of signs under it ("CALL US IF" /
  // "- fever"); over a line of prose it is that sentence's wrapped first line
  if (CONDITION_LEFT_OPEN.test(title) && (cand.hasColon || state.listBelow)) return true
  return READER_ADDRESSED.test(title) || TOLD_TO_PATIENT_SIDE.test(title) || HANDED_OVER_NOTE.test(title)
}

/**
 * A title that tells what happened since an earlier point of care ("Since the last visit:",
 * "since surgery", "Since cycle 2") heads the interval story, which is the present illness,
 * when it stands alone on its line after a blank line over its body. With the story run on
 * after its colon ("Since last cycle: tingling …") the words open the story's first sentence.
 */
const SINCE_EVENT_TITLE =
  /^since\s+(?:the\s+|her\s+|his\s+)?(?:last|previous|prior|discharge|admission|surgery|operation|procedure|delivery|transplant|start|starting|cycle|visit|review)\b/i
const MAX_SINCE_TITLE_WORDS = 5

function sinceEventTitle(title: string, cand: Candidate, state: HeaderState): boolean {
  if (!state.afterBreak || cand.hasBody || !state.bodyBelow || countWords(title) > MAX_SINCE_TITLE_WORDS) return false
  return SINCE_EVENT_TITLE.test(title)
}

/** How a sheet written to the patient titles its parts: "Why you were in the hospital:", "What we found:". */
const PATIENT_SHEET_LEAD = /^(?:why|what|when|how|where|your)\s/i
const MAX_PATIENT_SHEET_WORDS = 7

/** A question or "Your …" label with its colon that opens a block, as patient instruction sheets title their parts. */
function patientSheetLabel(title: string, cand: Candidate, state: HeaderState): boolean {
  return (
    cand.hasColon && state.afterBreak && countWords(title) <= MAX_PATIENT_SHEET_WORDS && PATIENT_SHEET_LEAD.test(title)
  )
}

/**
 * A label with its colon that the layout sets apart as a header: after a blank line, after a
 * "FIELD: value" header line, or alone on its line. Lets sentence-case titles whose head word
 * names a section ("Family anesthesia history:", "Tobacco/alcohol:", "Meds on admission:")
 * be headers, and so are such titles alone on their line after a blank line, over their body
 * ("Alcohol history"); inside a paragraph such a label is content.
 */
function labelPlacedAsHeader(cand: Candidate, state: HeaderState): boolean {
  if (!cand.hasColon) return state.afterBreak && state.bodyBelow
  return state.afterBreak || state.afterFieldLine || !cand.hasBody
}

const MAX_LOWER_CASE_UNKNOWN_WORDS = 3

/**
 * Telegraphic notes write every header in lower case ("situation:", "code: full.", "functional
 * status:"). An unlisted lower-case label of a few words is a header where the layout starts a
 * new block: after a blank line or right after another header line with its value, and not with
 * a small word (a wrapped line's "with …:"). Inside a block, "pain: 4/10" stays content.
 */
function lowerCaseLabelAccepted(title: string, key: string, state: HeaderState): boolean {
  // "with epilepsy protocol: ..." goes on with a hard-wrapped line; no header starts with "with"
  const firstWord = title.split(/\s+/, 1)[0]!.toLowerCase()
  if (SMALL_WORDS.has(firstWord)) return false
  // words of the key: a parenthetical ("diet hx (24 h recall)") does not lengthen the title
  return countWords(key) <= MAX_LOWER_CASE_UNKNOWN_WORDS && (state.afterBreak || state.afterFieldLine)
}

/** A known header's category in its place, or undefined where the same words are content there. */
function knownCategory(
  text: string,
  line: TextLine,
  cand: Candidate,
  key: string,
  known: SectionCategory,
  state: HeaderState,
): SectionCategory | undefined {
  const title = text.slice(line.contentStart, cand.titleEnd)
  if (countWords(title) > MAX_KNOWN_WORDS) return undefined
  if (key.length === 1 && !soapLetterPlaced(text, line, cand, key, state)) return undefined
  if (known === 'vital_signs' && state.current === 'physical_exam') return undefined
  if (AMBIGUOUS_IN_PROBLEM_LISTS.has(key) && state.current && PROBLEM_LIST_CATEGORIES.has(state.current))
    return undefined
  if (known === 'imaging' && FINDINGS_TITLES.has(key) && state.afterOperation) return 'procedures'
  const reportPart = reportPartCategory(key, state.reportKind)
  if (reportPart !== undefined) return reportPart
  if (EXAM_TITLES.has(key) && cand.hasBody && IMAGING_BODY.test(text.slice(cand.end, line.contentEnd))) return 'imaging'
  return known
}

/**
 * A SOAP note's letter ("S:", "O:", "A:") heads its part after a blank line, or right after
 * another header's line with its value ("CC: rash" then "S: …"), as the other short names of a
 * telegraphic note do; "P" never over a number ("P: 72" is a pulse).
 */
function soapLetterPlaced(text: string, line: TextLine, cand: Candidate, key: string, state: HeaderState): boolean {
  if (state.afterBreak) return true
  return state.afterFieldLine && !(key === 'p' && NUMBER_FIRST.test(text.slice(cand.end, line.contentEnd)))
}

const NUMBER_FIRST = /^\s*\d/

/** How a candidate opens its line, for the result-line rule (section-opening-results.ts). */
function openingLabel(text: string, line: TextLine, cand: Candidate, state: HeaderState) {
  return {
    firstLine: state.firstLine,
    hasColon: cand.hasColon,
    hasBody: cand.hasBody,
    valueFirst: NUMBER_FIRST.test(text.slice(cand.end, line.contentEnd)),
  }
}

function unknownTitleAccepted(title: string, cand: Candidate, state: HeaderState): boolean {
  if (!cand.hasColon || countWords(title) > MAX_UNKNOWN_WORDS) return false
  // A run of "FIELD: value" lines ("ADMISSION DATE: ...", "DISCHARGE DATE: ...") is a run
  // of headers once its first line, after a break, has been taken as one.
  if (cand.hasBody) return (state.afterBreak || state.afterFieldLine) && isAllCaps(title)
  return state.afterBreak && (isAllCaps(title) || isTitleCase(title))
}
