/**
 * The harms named when a consent is taken may come; they have not happened: "Risks reviewed:
 * bleeding, infection, …", "Complications explained: …", "Consent obtained after discussion of
 * bleeding and infection". The general list holds "risks discussed included"; here the label form
 * (a noun of risk and a verb of telling, then a colon) and a consent's "after discussion of", built
 * from the classes, not from one phrasing. A bare "Fall risk:" labels what is done about a risk
 * now ("bed alarm"), and "after discussion of" with no consent may name a finding ("declined after
 * discussion of the EF"): neither is a cue.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

const RISK_NOUNS = [
  'risks',
  'complications',
  'possible complications',
  'side effects',
  'possible risks',
  'potential risks',
]
const TELLING = ['discussed', 'reviewed', 'explained', 'described', 'covered', 'outlined', 'gone over']
const CONSENT = ['consent', 'informed consent', 'consents']
/** A consent named by its form, which says it was given: "written consent after discussion of". */
const CONSENT_FORMS = ['written consent', 'verbal consent', 'signed consent', 'informed consent']
const CONSENT_TAKEN = ['signed', 'obtained', 'given', 'taken']
const DISCUSSION = ['after discussion of', 'after a discussion of', 'after discussing', 'after reviewing']

/**
 * "Risks reviewed:" and its kin, with the colon that opens the list, or with "including" after a
 * comma ("Risks explained, including bleeding and scarring"): either way the list is the harms told.
 */
const RISK_LABELS = RISK_NOUNS.flatMap((noun) =>
  TELLING.flatMap((verb) => [`${noun} ${verb} :`, `${noun} ${verb} , including`, `${noun} ${verb} including`]),
)

/** "consent signed after discussion of", "consented after discussing". */
const CONSENT_DISCUSSIONS = [
  ...CONSENT.flatMap((c) => CONSENT_TAKEN.flatMap((taken) => DISCUSSION.map((d) => `${c} ${taken} ${d}`))),
  ...DISCUSSION.map((d) => `consented ${d}`),
  ...CONSENT_FORMS.flatMap((c) => DISCUSSION.map((d) => `${c} ${d}`)),
]

export const CONSENT_RISK_TRIGGERS: readonly TriggerDef[] = triggerGroup(
  'hypothetical',
  'forward',
  [...RISK_LABELS, ...CONSENT_DISCUSSIONS],
  { skips: 'medication', stopsAtColon: true },
)
