/**
 * Findings written as an organ or a function and the state it is found in, in either order and
 * with a verb of being between them: "enlarged uterus", "uterus enlarged", "the uterus is
 * enlarged", "ascending aorta mildly dilated", "vision blurry", "speech was slurred", "mucous
 * membranes dry". Exams and reports write the organ first ("Uterus: enlarged" aside); instructions
 * and histories write the verb ("your speech was slurred"). Generated as a family so that every
 * organ takes every form, where the other modules name one form each. The adjective alone is no
 * concept ("enlarged", "dilated", "dry" describe much that is no finding), so only the pairing is
 * listed. Codes are the finding's ICD-10-CM code; read after the other problem modules, so a pairing
 * one of them names ("enlarged liver") keeps its concept.
 */

interface OrganState {
  preferred: string
  code: string
  /** the states as written ("enlarged") */
  states: readonly string[]
  /** the organs or functions as written ("uterus") */
  organs: readonly string[]
}

const ORGAN_STATES: readonly OrganState[] = [
  { preferred: 'uterine enlargement', code: 'N85.2', states: ['enlarged', 'bulky'], organs: ['uterus'] },
  { preferred: 'hepatomegaly', code: 'R16.0', states: ['enlarged'], organs: ['liver'] },
  { preferred: 'splenomegaly', code: 'R16.1', states: ['enlarged'], organs: ['spleen'] },
  { preferred: 'cardiomegaly', code: 'I51.7', states: ['enlarged'], organs: ['heart', 'cardiac silhouette'] },
  { preferred: 'goiter', code: 'E04.9', states: ['enlarged'], organs: ['thyroid', 'thyroid gland'] },
  {
    preferred: 'aortic dilation',
    code: 'I77.810',
    states: ['dilated', 'enlarged'],
    organs: ['aorta', 'ascending aorta', 'aortic root', 'thoracic aorta'],
  },
  {
    preferred: 'ventricular dilation',
    code: 'I51.7',
    states: ['dilated', 'enlarged'],
    organs: ['left ventricle', 'right ventricle', 'left atrium', 'right atrium'],
  },
  { preferred: 'dry mucous membranes', code: 'R68.2', states: ['dry'], organs: ['mucous membranes', 'oral mucosa'] },
  { preferred: 'blurred vision', code: 'H53.8', states: ['blurry', 'blurred'], organs: ['vision'] },
  { preferred: 'slurred speech', code: 'R47.81', states: ['slurred'], organs: ['speech'] },
]

/** Words between an organ and its state ("is enlarged", "mildly dilated"). */
const BETWEEN = ['', 'is ', 'was ', 'are ', 'were ', 'mildly ', 'moderately ', 'markedly ', 'slightly ', 'is mildly ']

const lines: string[] = []
for (const { preferred, code, states, organs } of ORGAN_STATES) {
  const terms: string[] = []
  for (const organ of organs) {
    for (const state of states) {
      terms.push(`${state} ${organ}`)
      for (const between of BETWEEN) terms.push(`${organ} ${between}${state}`)
    }
  }
  lines.push(`${preferred} | ICD10CM:${code} | ${terms.join('; ')}`)
}

/** Gas in the soft tissues on a film: the sign of a gas-forming infection, as reports write it. */
const GAS_LINE =
  'soft tissue gas | ICD10CM:R93.89 | gas in soft tissue; gas in the soft tissue; gas in soft tissues; gas in the soft tissues; soft-tissue gas; subcutaneous gas'

export const ORGAN_STATE_PROBLEM_LINES = `\n${lines.join('\n')}\n${GAS_LINE}\n`
