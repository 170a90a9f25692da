/**
 * Trigger phrases for the context finder, grouped by what they signal and which way their scope
 * runs (the categories of NegEx and ConText; the lists are this project's own). Phrases are
 * matched as whole tokens, case-insensitively, longest first, so a longer phrase ("no increase",
 * "not certain whether", "history of present illness") overrides the shorter trigger inside it.
 * Two placeholders stand for classes of tokens: <year> (1900-2099) and <num> (any number).
 */

export type CueCategory =
  | 'negated' | 'uncertain' | 'historical' | 'hypothetical'
  | 'family' | 'other' | 'patient' | 'termination'

export type Direction = 'forward' | 'backward' | 'bidirectional' | 'pseudo' | 'termination'

export interface TriggerDef {
  phrase: string
  category: CueCategory
  direction: Direction
}

const NEGATED_FORWARD = [
  'no', 'not', 'denies', 'denied', 'deny', 'denying', 'without', 'w/o', 'never', 'neither', 'nor',
  'negative for', 'was negative for', 'were negative for', 'is negative for', 'are negative for',
  'free of', 'free from', 'absence of', 'absent', 'lack of', 'no evidence of', 'no evidence for',
  'without evidence of', 'no signs of', 'no sign of', 'without signs of', 'no symptoms of',
  'no signs or symptoms of', 'no suggestion of', 'no indication of', 'no findings of',
  'no history of', 'no prior history of', 'no past history of', 'no known', 'no known history of',
  'no prior', 'no previous', 'no past', 'no new', 'no further', 'no recurrence of', 'no recurrent',
  'no acute', 'no obvious', 'no definite', 'no significant', 'no complaints of', 'never had',
  'ruled out for', 'rules out', 'fails to reveal', 'failed to reveal', 'did not reveal',
  'does not reveal', 'did not show', 'does not show', 'did not demonstrate', 'does not have',
  'did not have', 'has not had', 'have not had', 'unremarkable for',
]

const NEGATED_BACKWARD = [
  'is absent', 'are absent', 'was absent', 'were absent', 'is not present', 'are not present',
  'was not present', 'were not present', 'not present', 'not seen', 'not identified', 'not found',
  'not detected', 'not appreciated', 'not observed', 'was ruled out', 'were ruled out',
  'is ruled out', 'are ruled out', 'has been ruled out', 'have been ruled out', 'been ruled out',
  'was negative', 'were negative', 'is negative', 'are negative', 'negative', 'none', 'free',
]

const NEGATED_BIDIRECTIONAL = ['ruled out', 'unlikely', 'is unlikely', 'very unlikely']

const NEGATED_PSEUDO = [
  'no increase', 'no significant increase', 'no change', 'no significant change',
  'no interval change', 'no definite change', 'no improvement', 'not only', 'without difficulty',
  'gram negative', 'negative pressure', 'not cause', 'not drain', 'not extend', 'no doubt',
]

const UNCERTAIN_FORWARD = [
  'possible', 'possibly', 'probable', 'probably', 'questionable', 'question of', 'suspect',
  'suspected', 'suspicious for', 'suspicion for', 'suspicion of', 'concern for', 'concerning for',
  'concerned about', 'concerned for', 'worrisome for', 'worried about', 'rule out', 'r/o',
  'to rule out', 'rule out for', 'cannot exclude', 'can not exclude', 'cannot rule out',
  'can not rule out', 'could not rule out', 'could not exclude', 'unable to rule out',
  'unable to exclude', 'may be', 'may have', 'may represent', 'might', 'might be', 'might have',
  'could be', 'could represent', 'could have', 'differential',
  'differential diagnosis', 'differential includes', 'ddx', 'presumed', 'presumptive',
  'presumably', 'perhaps', 'maybe', 'suggestive of', 'suggests', 'suggesting', 'evaluate for',
  'evaluation for', 'evaluated for', 'to evaluate for', 'assess for', 'workup for', 'work up for',
  'not certain whether', 'not certain if', 'not sure whether', 'not sure if', 'not necessarily',
  'uncertain whether', 'unclear whether', 'uncertain if', 'unclear if', 'uncertain', 'unclear',
  'equivocal for',
]

const UNCERTAIN_BACKWARD = [
  'not excluded', 'is not excluded', 'cannot be excluded', 'can not be excluded',
  'cannot be ruled out', 'not ruled out', 'not been ruled out', 'is possible', 'is questionable',
  'is suspected', 'was suspected', 'equivocal',
]

const UNCERTAIN_BIDIRECTIONAL = ['likely', 'most likely', 'more likely', 'less likely', 'versus', 'vs']

const HISTORICAL_FORWARD = [
  'history of', 'h/o', 'hx of', 'hx', 'status post', 's/p', 'previous', 'previously', 'prior',
  'past', 'past medical history', 'past surgical history', 'medical history', 'surgical history',
  'pmh', 'psh', 'former', 'formerly', 'childhood', 'quit', 'stopped taking', 'used to',
]

const HISTORICAL_BACKWARD = [
  'ago', 'as a child', 'as a teenager', 'as an infant', 'in childhood', 'at age', 'at the age of',
  'in <year>', 'in the <year>s', 'during childhood', 'last year', 'last month', 'years earlier',
]

const HISTORICAL_BIDIRECTIONAL = ['in the past']

const HISTORICAL_PSEUDO = [
  'history of present illness', 'history and physical', 'social history', 'history taking',
  'past few', 'past several', 'past week', 'past month', 'past day', 'past <num>', 'past couple',
  'for the past', 'over the past', 'in the past few', 'in the past week', 'in the past month',
  'in the past day', 'in the past <num>', 'in the past couple', 'in the past several', 'prior to',
]

const HYPOTHETICAL_FORWARD = [
  'if', 'return', 'return if', 'call if', 'only if', 'in case', 'in case of', 'in the event of',
  'in the event that', 'should he', 'should she', 'should the', 'should there', 'should this',
  'should it', 'should any', 'should symptoms', 'should you', 'should her', 'should his',
  'as needed', 'as needed for', 'prn', 'p.r.n.', 'p.r.n', 'when necessary', 'when needed',
  'watch for', 'monitor for', 'at risk for', 'at risk of', 'risk of', 'risk for', 'screen for',
  'screening for', 'to prevent', 'prevention of', 'will need', 'would need', 'may need',
  'might need', 'unless',
]

const HYPOTHETICAL_PSEUDO = ['as if', 'if any', 'even if']

/** Blood relatives: a condition near one of these belongs to the family. */
const FAMILY_MEMBERS = [
  'mother', 'father', 'mom', 'dad', 'parent', 'parents', 'brother', 'brothers', 'sister',
  'sisters', 'sibling', 'siblings', 'son', 'sons', 'daughter', 'daughters', 'child', 'children',
  'aunt', 'aunts', 'uncle', 'uncles', 'cousin', 'cousins', 'grandmother', 'grandmothers',
  'grandfather', 'grandfathers', 'grandparent', 'grandparents', 'grandson', 'granddaughter',
  'niece', 'nephew', 'half brother', 'half sister', 'twin',
]

const FAMILY_OTHER_CUES = [
  'maternal', 'paternal', 'family history', 'family history of', 'family hx', 'fhx', 'fh',
  'family member', 'family members', 'relative', 'relatives',
]

/** People who are neither the patient nor related by blood. */
const OTHER_PEOPLE = [
  'husband', 'wife', 'spouse', 'partner', 'boyfriend', 'girlfriend', 'fiance', 'fiancee',
  'roommate', 'friend', 'friends', 'coworker', 'coworkers', 'co worker', 'co workers',
  'classmate', 'classmates', 'neighbor', 'caregiver', 'donor', 'sick contact', 'sick contacts',
]

const PATIENT_CUES = ['patient', 'pt', 'she', 'he']

/**
 * A relative who brings the patient, lives with them or tells the history is the informant, not
 * the one with the condition: these phrases hide the relative's name from the experiencer rule.
 */
function informantPhrases(people: readonly string[]): string[] {
  const out: string[] = []
  for (const p of people) {
    for (const verb of ['reports', 'report', 'reported', 'states', 'stated', 'says', 'said', 'notes', 'brought', 'brings']) {
      out.push(`${p} ${verb}`)
    }
    for (const lead of ['lives with', 'living with', 'accompanied by', 'brought in by', 'per', 'according to']) {
      out.push(`${lead} ${p}`, `${lead} her ${p}`, `${lead} his ${p}`, `${lead} the ${p}`, `${lead} their ${p}`)
    }
    out.push(`${p} at bedside`, `${p} is at bedside`, `${p} present`)
  }
  return out
}

const TERMINATION = [
  'but', 'however', 'although', 'though', 'yet', 'except', 'except for', 'aside from',
  'apart from', 'other than', 'which', 'who', 'whom', 'whose', 'given', 'since', 'presents with',
  'presenting with', 'presented with', 'complains of', 'complaining of', 'reports', 'reported',
  'endorses', 'endorsing', 'positive for', 'admits to', ';', ', she', ', he', ', and she',
  ', and he', ', the patient', 'and she', 'and he',
]

const group = (category: CueCategory, direction: Direction, phrases: readonly string[]): TriggerDef[] =>
  phrases.map((phrase) => ({ phrase, category, direction }))

export const CONTEXT_TRIGGERS: readonly TriggerDef[] = [
  ...group('negated', 'forward', NEGATED_FORWARD),
  ...group('negated', 'backward', NEGATED_BACKWARD),
  ...group('negated', 'bidirectional', NEGATED_BIDIRECTIONAL),
  ...group('negated', 'pseudo', NEGATED_PSEUDO),
  ...group('uncertain', 'forward', UNCERTAIN_FORWARD),
  ...group('uncertain', 'backward', UNCERTAIN_BACKWARD),
  ...group('uncertain', 'bidirectional', UNCERTAIN_BIDIRECTIONAL),
  ...group('historical', 'forward', HISTORICAL_FORWARD),
  ...group('historical', 'backward', HISTORICAL_BACKWARD),
  ...group('historical', 'bidirectional', HISTORICAL_BIDIRECTIONAL),
  ...group('historical', 'pseudo', HISTORICAL_PSEUDO),
  ...group('hypothetical', 'forward', HYPOTHETICAL_FORWARD),
  ...group('hypothetical', 'pseudo', HYPOTHETICAL_PSEUDO),
  ...group('family', 'bidirectional', [...FAMILY_MEMBERS, ...FAMILY_OTHER_CUES]),
  ...group('family', 'pseudo', informantPhrases(FAMILY_MEMBERS)),
  ...group('other', 'bidirectional', OTHER_PEOPLE),
  ...group('other', 'pseudo', informantPhrases(OTHER_PEOPLE)),
  ...group('patient', 'bidirectional', PATIENT_CUES),
  ...group('termination', 'termination', TERMINATION),
]
