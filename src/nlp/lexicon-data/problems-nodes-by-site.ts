/**
 * Lymph nodes named by their station or by what was seen in them: "enlarged mesenteric lymph
 * nodes", "an indeterminate axillary lymph node", "tender posterior cervical nodes", "no
 * suspicious lymph nodes". Exams and imaging reports write a node this way as the finding itself
 * (the sets annotate the station or the qualifier with its head, README, findings), and the
 * lexicon cannot list every station with every spelling of the head, so the names are built here
 * from the family of nodal stations (head and neck, chest, abdomen and pelvis, limbs) and the
 * adjectives that make a node a finding, each with each head. A bare "lymph nodes" stays out
 * (pathology counts them: "22 lymph nodes identified"), and so does a node named for a
 * procedure ("sentinel"), whose biopsy and dissection the procedure lists keep. Code: localized
 * enlarged lymph nodes (ICD-10-CM R59.0).
 */

/** Nodal stations as written before the head: one-word adjectives or nouns of the site. */
const NODAL_STATIONS: readonly string[] = [
  // head and neck
  'cervical', 'anterior cervical', 'posterior cervical', 'submandibular', 'submental', 'supraclavicular', 'infraclavicular', 'occipital',
  'preauricular', 'postauricular', 'parotid', 'jugulodigastric', 'tonsillar', 'retropharyngeal',
  // chest
  'axillary', 'mediastinal', 'hilar', 'subcarinal', 'paratracheal', 'prevascular', 'aortopulmonary',
  'paraesophageal', 'internal mammary', 'intramammary', 'pericardial', 'cardiophrenic',
  // abdomen and pelvis
  'mesenteric', 'retroperitoneal', 'para-aortic', 'paraaortic', 'periaortic', 'aortocaval',
  'portacaval', 'periportal', 'porta hepatis', 'peripancreatic', 'celiac', 'perigastric',
  'pelvic', 'iliac', 'inguinal', 'femoral', 'obturator', 'perirectal', 'mesorectal',
  // limbs
  'epitrochlear', 'popliteal',
]

/**
 * Adjectives that make a node a finding rather than a station counted on a slide ("enlarged",
 * "swollen" and "reactive" nodes are already named in problems-systemic.ts and problems-findings.ts).
 */
const NODE_FINDINGS: readonly string[] = [
  'suspicious', 'abnormal', 'tender', 'palpable', 'shotty', 'pathologic',
  'pathological', 'necrotic', 'matted', 'prominent', 'indeterminate', 'bulky',
]

/**
 * The heads a station takes. A bare singular "node" is left out: reports name one node as the
 * target of a needle or a stain ("FNA of the axillary node", "subcarinal node positive for
 * carcinoma"), the anatomy sampled rather than a finding.
 */
const NODE_HEADS: readonly string[] = ['lymph node', 'lymph nodes', 'nodes']

/** What is done to a node by its station: "mediastinal lymph node biopsy" is the procedure, not a finding. */
const NODE_PROCEDURES: readonly (readonly [string, string])[] = [
  ['lymph node biopsy', 'biopsy'],
  ['lymph node biopsy', 'sampling'],
  ['lymph node biopsy', 'aspiration'],
  ['lymph node resection', 'dissection'],
  ['lymph node excision', 'excision'],
]

const nodeNames = (words: readonly string[]): string =>
  words.flatMap((w) => NODE_HEADS.map((h) => `${w} ${h}`)).join('; ')

/** One procedure line per (name, act): each station with "lymph node" and "node" before the act. */
const nodeProcedureLines = (): string =>
  NODE_PROCEDURES.map(
    ([name, act]) =>
      `${name} |  | ${NODAL_STATIONS.flatMap((w) => [`${w} lymph node ${act}`, `${w} node ${act}`]).join('; ')}`,
  ).join('\n')

export const NODE_PROBLEM_LINES = `
localized lymphadenopathy | ICD10CM:R59.0 | ${nodeNames(NODAL_STATIONS)}; ${nodeNames(NODE_FINDINGS)}
`

/** Procedures on a node named by its station, so the longer procedure name wins over the finding. */
export const NODE_PROCEDURE_LINES = `
${nodeProcedureLines()}
`
