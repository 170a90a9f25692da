/**
 * Partners counted in a sexual history: "sexually active with one male partner, uses condoms",
 * "one partner, no new partners, no concern for STI", "multiple partners in the past year". The
 * count tells the patient's own behaviour, and what follows it (protection, contraception, a risk
 * denied) is the patient's; the partner is not the subject of anything in the sentence. These
 * phrases hide the person word from the experiencer cues, as an informant's lead does ("lives
 * with her partner"). A partner named as a person with something of their own ("her partner has
 * HIV", "partner to be treated") is still someone else.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

/** How a sexual history counts partners; "a new partner" is left out, as it may open a story of that person. */
const COUNTS = ['one', 'a single', 'two', 'three', 'multiple', 'several', 'no new', 'no other', '1', '2', '3']
/** The partner's sex, when the history gives it. */
const KINDS = ['', 'male ', 'female ']
const PARTNER_WORDS = ['partner', 'partners', 'sexual partner', 'sexual partners']
/** Verbs of a sexual history that the count follows; "with a partner" is a count of one. */
const ACTIVITY_LEADS = ['sexually active with', 'sexual activity with', 'has sex with', 'sex with']

const COUNTED_PARTNERS = COUNTS.flatMap((count) =>
  KINDS.flatMap((kind) => PARTNER_WORDS.map((partner) => `${count} ${kind}${partner}`)),
)
const ACTIVE_WITH_PARTNERS = ACTIVITY_LEADS.flatMap((lead) =>
  [...COUNTED_PARTNERS, ...KINDS.flatMap((kind) => PARTNER_WORDS.map((partner) => `a ${kind}${partner}`))].map(
    (counted) => `${lead} ${counted}`,
  ),
)

export const SEXUAL_PARTNER_TRIGGERS: readonly TriggerDef[] = triggerGroup('other', 'pseudo', [
  ...COUNTED_PARTNERS,
  ...ACTIVE_WITH_PARTNERS,
])
