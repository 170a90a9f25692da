/**
 * A condition named as what is weighed, after it: "so sleep apnea is a concern", "lupus is now
 * the leading consideration", "sarcoid remains a possible consideration", "glaucoma is the worry
 * with the halos", "Intussusception concern: currant jelly stool". The sentence puts the
 * condition forward as a possibility, not a finding: uncertain, for the target right before the
 * phrase. A concern under a condition ("a leak is a concern if the output turns cloudy") is what
 * may come, read by the condition's rules, not a doubt: the phrase with "if" after it is a
 * pseudo-trigger.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

const VERBS = ['is', 'are', 'remains', 'remain', 'is now', 'is still', 'remains the']
const ARTICLES = ['a', 'an', 'the']
const RANKS = ['', 'main ', 'leading ', 'major ', 'possible ', 'real ', 'primary ', 'strong ']
const NOUNS = ['concern', 'consideration', 'worry']

/** "is a concern", "is now the leading consideration", … */
const NAMED_CONCERN = VERBS.flatMap((verb) =>
  ARTICLES.flatMap((article) =>
    RANKS.flatMap((rank) => NOUNS.map((noun) => `${verb} ${article} ${rank}${noun}`.replace('the the', 'the'))),
  ),
)

/**
 * The condition as the label of what the findings after the colon point to: "Intussusception
 * concern: crying with legs drawn up". Only a problem right before the label: "Chief concern:"
 * heads a section and names nothing.
 */
const CONCERN_LABELS = ['concern :', 'worry :']

export const NAMED_CONCERN_TRIGGERS: readonly TriggerDef[] = [
  ...triggerGroup('uncertain', 'backward', NAMED_CONCERN, { window: 1, clause: true, only: 'problem' }),
  ...triggerGroup('uncertain', 'backward', CONCERN_LABELS, { window: 0, clause: true, only: 'problem' }),
  ...triggerGroup(
    'uncertain',
    'pseudo',
    NAMED_CONCERN.map((phrase) => `${phrase} if`),
  ),
]
