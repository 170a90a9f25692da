/**
 * Surface variants of the built-in lexicon's terms, generated once when the lexicon is built so
 * that matching stays a plain walk of the trie: optional words written in brackets
 * ("[vitamin] b12 deficiency"), a hyphenated word also written solid ("x-ray", "xray"), and the
 * abbreviations notes use inside longer names ("abd pain", "hip fx", "copd exac", "breast ca") and an
 * eponym's possessive alone ("Barrett's" for Barrett's esophagus).
 * A slash between words needs no variant: the matcher reads it as a space inside a term.
 */

/** Whole-word abbreviations used inside longer terms; never turned into a one-word term. */
const ABBREVIATIONS: readonly (readonly [string, string])[] = [
  ['abdominal', 'abd'],
  ['abdomen', 'abd'],
  ['history', 'hx'],
  ['fracture', 'fx'],
  ['fractures', 'fx'],
  ['lower extremity', 'le'],
  ['lower extremities', 'le'],
  ['upper extremity', 'ue'],
  ['disease', 'dz'],
  ['exacerbation', 'exac'],
  ['exacerbation', 'exacerb'],
  ['cancer', 'ca'],
  ['pneumonia', 'pna'],
  ['pulmonary', 'pulm'],
  ['hypertension', 'htn'],
  ['diabetes mellitus', 'dm'],
  ['heart failure', 'hf'],
  ['congestive heart failure', 'chf'],
  ['insufficiency', 'insuff'],
  ['regurgitation', 'regurg'],
  ['gastrointestinal', 'gi'],
  ['infection', 'infxn'],
  ['symptoms', 'sx'],
  ['treatment', 'tx'],
  ['bilateral', 'b/l'],
  ['without', 'w/o'],
  ['with', 'w/'],
  ['and', '&'],
  ['deficiency', 'def'],
  ['x-ray', 'xr'],
  ['ultrasound', 'us'],
  ['ultrasound', 'u/s'],
  ['magnetic resonance imaging', 'mri'],
  ['computed tomography', 'ct'],
  ['deep vein thrombosis', 'dvt'],
  ['coronary artery disease', 'cad'],
  ['urinary tract infection', 'uti'],
  ['left ventricular', 'lv'],
  ['right ventricular', 'rv'],
  ['atrial fibrillation', 'afib'],
  ['chronic kidney disease', 'ckd'],
  ['myocardial infarction', 'mi'],
  ['gastroesophageal reflux disease', 'gerd'],
  ['hemorrhage', 'bleed'],
  ['evaluation', 'eval'],
  ['examination', 'exam'],
  ['injection', 'inj'],
  ['respiratory', 'resp'],
  ['laparoscopic', 'lap'],
  ['catheterization', 'cath'],
  ['intravenous', 'iv'],
  ['obstructive sleep apnea', 'osa'],
]

const MAX_VARIANTS = 24

/**
 * An eponym's possessive before the kind of disease it names, which notes drop ("Barrett's",
 * "Addison's", "Hodgkin's", "Meniere's"): the possessive alone is a variant of the whole name.
 * Only these kinds, where the possessive alone is never another word.
 */
const EPONYM_POSSESSIVE = /^([a-z][a-z-]+(?:'s|s'))\s+(?:disease|syndrome|esophagus|lymphoma|thyroiditis)$/i

/**
 * A finding named as a measure above its range ("elevated creatinine", "elevated filling
 * pressures"): notes write the same finding with any word for a raised level ("raised liver
 * enzymes", "high venous pressures", "increased creatinine"), so each is a variant of it. A
 * written term of another concept keeps its own reading ("high blood pressure" is hypertension).
 */
const LEVEL_WORD = /^elevated\s+(.+)$/i
const LEVEL_SYNONYMS: readonly string[] = ['raised', 'high', 'increased']

/**
 * A finding named as changes of a part or a tracing ("ECG changes", "visual changes", "skin
 * changes", "degenerative changes") is the same finding written as one change ("no ECG change",
 * "no vision change"): the matcher lets a plural in the text meet a singular term but not the
 * reverse, so the singular is a variant. Only "changes": other plurals name another thing in the
 * singular ("axillary nodes" are adenopathy, "an axillary node" is the structure), and a verb in
 * the third person is no plural ("heart races").
 */
const CHANGES = /^(.+\s)changes$/i

/** "[vitamin] b12 deficiency" → both spellings; brackets may hold several words. */
function expandOptional(term: string): string[] {
  const open = term.indexOf('[')
  if (open < 0) return [term]
  const close = term.indexOf(']', open)
  if (close < 0) return [term.replace('[', '')]
  const before = term.slice(0, open)
  const inside = term.slice(open + 1, close)
  const after = term.slice(close + 1)
  return [...expandOptional(`${before}${inside}${after}`), ...expandOptional(`${before}${after}`)]
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .filter((t) => t !== '')
}

/** The term with its brackets dropped and every optional word kept: the preferred spelling. */
export function fullForm(term: string): string {
  return term.replace(/[[\]]/g, '').replace(/\s+/g, ' ').trim()
}

interface Abbreviation {
  full: string
  abbr: string
  /** the full form as a whole word, compiled once */
  pattern: RegExp
}

const COMPILED: readonly Abbreviation[] = ABBREVIATIONS.map(([full, abbr]) => ({
  full,
  abbr,
  pattern: new RegExp(`(^|[\\s/(-])${full.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}(?=$|[\\s/),-])`, 'i'),
}))

function replaceWord(term: string, lower: string, { full, abbr, pattern }: Abbreviation): string | null {
  if (!lower.includes(full) || !pattern.test(term)) return null
  return term.replace(pattern, (_m, lead: string) => `${lead}${abbr}`)
}

export interface Spellings {
  /** the term and its optional-word forms, as the lexicon writes them */
  written: string[]
  /** solid forms of hyphenated words and abbreviated forms (for terms of two words or more) */
  generated: string[]
}

/**
 * A hyphen written solid ("x-ray", "xray"), except before a lone closing letter: the letter names
 * a form or a part ("Retin-A", "CAR-T", "anti-D", "ST-T"), and joined it makes another word
 * ("retina", "cart").
 */
const SOLID_HYPHEN = /(\w)-(?=\w)(?![A-Za-z](?![\w-]))/g

export function termSpellings(term: string): Spellings {
  const written = expandOptional(term)
  const all = new Set(written)
  for (const base of written) if (/\w-\w/.test(base)) all.add(base.replace(SOLID_HYPHEN, '$1'))
  for (const base of [...all]) {
    if (!/[\s/-]/.test(base)) continue
    const lower = base.toLowerCase()
    for (const abbreviation of COMPILED) {
      if (all.size >= MAX_VARIANTS) break
      const v = replaceWord(base, lower, abbreviation)
      if (v !== null && /[\s/-]/.test(v.trim())) all.add(v)
    }
  }
  for (const base of written) {
    const level = LEVEL_WORD.exec(base)
    if (level !== null) for (const word of LEVEL_SYNONYMS) all.add(`${word} ${level[1]}`)
  }
  for (const base of written) {
    const changes = CHANGES.exec(base)
    if (changes !== null) all.add(`${changes[1]}change`)
  }
  for (const base of written) {
    const eponym = EPONYM_POSSESSIVE.exec(base)
    if (eponym !== null) all.add(eponym[1]!)
  }
  for (const w of written) all.delete(w)
  return { written, generated: [...all] }
}
