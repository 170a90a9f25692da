/**
 * Words that make a concept's name a label rather than a concept (the guidelines' "services and
 * consults are not concepts"): the name of a clinic, a programme or a consult service ("Epilepsy
 * Center", "Asthma Visit", "falls clinic", "Palliative Care Consultation"), and the note's title
 * line ("TRANSTHORACIC ECHOCARDIOGRAM REPORT", "SURGICAL PATHOLOGY REPORT"), which names the kind
 * of note, not a finding or a test of this patient.
 */
import { hasNonSpace } from './text-lines.js'
import type { WordScan } from './word-scan.js'

/** Words after a concept's name that make the phrase a service, a place or a visit. */
const SERVICE_WORDS: ReadonlySet<string> = new Set([
  'clinic',
  'clinics',
  'center',
  'centre',
  'program',
  'programme',
  'service',
  'services',
  'consult',
  'consultation',
  'consults',
  'team',
  'visit',
  'pager',
  'institute',
  'department',
  // a protocol or a pathway is an order set, not the condition it treats ("epilepsy protocol")
  'protocol',
  'protocols',
  'pathway',
  // a unit or a bay named for what it treats is a place ("burn ICU", "the trauma bay")
  'icu',
  'bay',
  'ward',
  // a clinician named for a service is a role ("Trauma attending:", "stroke fellow", "wound nurse")
  'attending',
  'attendings',
  'fellow',
  'surgeon',
  'surgeons',
  'nurse',
  'nurses',
  'educator',
  'navigator',
  'coordinator',
  'specialist',
  'specialists',
  // "an addiction counselor", "her pain therapist": a counsellor named for what they treat
  'counselor',
  'counselors',
  'counsellor',
  'counsellors',
  'therapist',
  'therapists',
])

/** Service words that are ordinary words when written in lower case ("diabetes medicine", "a rehab unit"). */
const CAPITALISED_SERVICE_WORDS: ReadonlySet<string> = new Set(['medicine', 'unit'])

/** Whether the words right after a concept's name (token `end` on) make it the name of a service. */
export function serviceAfter(text: string, scan: WordScan, end: number): boolean {
  if (end >= scan.keys.length || !scan.isWord[end]) return false
  // a column gap starts the next field: "total knee arthroplasty     Surgeon: Dr. A"
  if (end > 0 && scan.starts[end]! - scan.ends[end - 1]! >= 2) return false
  const key = scan.keys[end]!
  if (SERVICE_WORDS.has(key)) return true
  if (!CAPITALISED_SERVICE_WORDS.has(key)) return false
  const first = text.charCodeAt(scan.starts[end]!)
  return first >= 65 && first <= 90
}

/** The consult words an operation can stand before. */
const CONSULT_WORDS: ReadonlySet<string> = new Set(['consult', 'consultation', 'consults'])
/** The endings of an operation's name: "-ectomy", "-otomy", "-plasty", "-pexy", "-scopy". */
const OPERATION_ENDING = /(?:ectomy|otomy|ostomy|plasty|pexy|scopy)$/

/**
 * Whether a procedure's name before a consult word is an operation: "vasectomy consult" is a visit
 * about the operation, which the guidelines annotate, where "wound care consult" and "physical
 * therapy consult" name a service.
 */
export function operationConsulted(term: string, scan: WordScan, end: number): boolean {
  const next = scan.keys[end]
  return next !== undefined && CONSULT_WORDS.has(next) && OPERATION_ENDING.test(term.toLowerCase())
}

const MAX_TITLE = 100

/** Words that name a kind of note; a first line with one is the note's title ("Rheumatology Clinic - Follow-up Visit"). */
const NOTE_KINDS =
  /\b(note|report|visit|consult|consultation|clinic|evaluation|summary|follow-?up|progress|instructions|intake|encounter|history and physical|h&p|medicine|service)\b/i

/**
 * The end offset of the note's title line, or -1 when it has none: the first line of a text of
 * several lines, short, with no colon (a "Reason: …" line carries content), and written in
 * capitals or naming a kind of note. "Chest pain x 2 days" on the first line is content, not a
 * title. A sentence scored alone has no title.
 */
export function titleLineEnd(text: string): number {
  const end = text.indexOf('\n')
  if (end <= 0 || end > MAX_TITLE || !hasNonSpace(text, end, text.length)) return -1
  const line = text.slice(0, end)
  if (line.includes(':') || line.trim() === '') return -1
  return line === line.toUpperCase() || NOTE_KINDS.test(line) ? end : -1
}

/** Whether a concept at [start, end) lies in the title, written with a capital as titles are. */
export function inTitle(text: string, titleEnd: number, start: number, end: number): boolean {
  if (end > titleEnd) return false
  const first = text.charCodeAt(start)
  return first >= 65 && first <= 90
}
