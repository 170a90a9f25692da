/**
 * A finding named by a bare head noun takes the body site written right before it into its span:
 * "testicular pain", "wrist swelling", "scalp laceration", "lower back stiffness". The guidelines
 * keep a site that is part of a finding's name ("knee pain") and leave laterality and severity out,
 * and the lexicon cannot list every site with every head, so the matcher reads one site word (or a
 * two-word site such as "lower back") before the head it found. The head keeps its concept and code;
 * only the span grows. Only the words right before the match are looked at: a few lookups per
 * concept.
 */
import type { WordScan } from './word-scan.js'

/** Head nouns of findings that notes write after a site (as the scan keys them). */
const FINDING_HEADS: ReadonlySet<string> = new Set([
  'pain',
  'pains',
  'swelling',
  'tenderness',
  'mass',
  'masses',
  'lesion',
  'lesions',
  'numbness',
  'weakness',
  'bruising',
  'laceration',
  'lacerations',
  'rash',
  'ulcer',
  'ulcers',
  'deformity',
  'redness',
  'tingling',
  'stiffness',
  'erythema',
  'edema',
  'abrasion',
  'abrasions',
  'spasm',
  'spasms',
  'lump',
  'nodule',
  'nodules',
  'hematoma',
  'fracture',
  'fractures',
  'discomfort',
  'paresthesias',
  'itching',
])

/** Body sites as written before a finding: nouns and their adjectives. */
const SITES: ReadonlySet<string> = new Set([
  // head and neck
  'head',
  'scalp',
  'face',
  'facial',
  'forehead',
  'temple',
  'eye',
  'ocular',
  'orbital',
  'periorbital',
  'eyelid',
  'ear',
  'nasal',
  'nose',
  'sinus',
  'jaw',
  'dental',
  'tooth',
  'gum',
  'gingival',
  'oral',
  'mouth',
  'lip',
  'tongue',
  'throat',
  'neck',
  'cervical',
  'thyroid',
  // trunk
  'chest',
  'sternal',
  'rib',
  'intercostal',
  'breast',
  'nipple',
  'axillary',
  'back',
  'thoracic',
  'lumbar',
  'sacral',
  'coccyx',
  'tailbone',
  'flank',
  'abdomen',
  'abdominal',
  'belly',
  'stomach',
  'epigastric',
  'periumbilical',
  'umbilical',
  'pelvic',
  'pelvis',
  'groin',
  'inguinal',
  'suprapubic',
  'gluteal',
  'buttock',
  // organs
  'liver',
  'hepatic',
  'renal',
  'kidney',
  'adrenal',
  'pancreatic',
  'splenic',
  'bladder',
  'ovarian',
  'adnexal',
  'uterine',
  'lung',
  'pulmonary',
  'brain',
  'spinal',
  'spine',
  'vertebral',
  'osseous',
  'bony',
  'skin',
  // genital and perineal
  'testicular',
  'scrotal',
  'penile',
  'vaginal',
  'vulvar',
  'labial',
  'perineal',
  'rectal',
  'anal',
  'perianal',
  // limbs
  'shoulder',
  'arm',
  'elbow',
  'forearm',
  'wrist',
  'hand',
  'finger',
  'thumb',
  'palm',
  'hip',
  'thigh',
  'knee',
  'leg',
  'calf',
  'shin',
  'ankle',
  'foot',
  'heel',
  'toe',
  'plantar',
  'limb',
  'extremity',
  'joint',
  'muscle',
  'bone',
  'nerve',
  'incision',
  'incisional',
])

/** The first words of two-word sites, by their second word: "lower back", "chest wall", "soft tissue". */
const SITE_FIRST_WORDS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['back', new Set(['lower', 'low', 'upper', 'mid'])],
  ['wall', new Set(['chest', 'abdominal'])],
  ['tissue', new Set(['soft'])],
  ['extremity', new Set(['lower', 'upper'])],
  ['quadrant', new Set(['upper', 'lower'])],
])

/** Whether only spaces (or a hyphen) on one line separate token `a` from token `a + 1`. */
function spaceBetween(text: string, scan: WordScan, a: number): boolean {
  for (let c = scan.ends[a]!; c < scan.starts[a + 1]!; c++) {
    const code = text.charCodeAt(c)
    if (code !== 32 && code !== 45 && code !== 9) return false
  }
  return true
}

/**
 * The token a problem matched at tokens [i, end) starts from once a site before it is taken in: i
 * itself unless the match starts with a head noun ("tenderness to palpation") and a site word is
 * right before it, at or after token `floor` (the end of whatever the matcher found last, so no
 * word is read twice).
 */
export function siteStart(text: string, scan: WordScan, i: number, end: number, floor: number): number {
  if (end <= i || !FINDING_HEADS.has(scan.keys[i]!)) return i
  const site = i - 1
  if (site < floor || !scan.isWord[site] || !spaceBetween(text, scan, site)) return i
  const key = scan.keys[site]!
  const firsts = SITE_FIRST_WORDS.get(key)
  const before = site - 1
  if (
    firsts !== undefined &&
    before >= floor &&
    scan.isWord[before] &&
    firsts.has(scan.keys[before]!) &&
    spaceBetween(text, scan, before)
  )
    return before
  return SITES.has(key) ? site : i
}
