/**
 * Context attributes of target spans (usually concepts) after NegEx and ConText: trigger phrases
 * found in the target's sentence open a scope forward, backward or both ways; the scope ends at
 * the sentence end, at a termination phrase, at a field label ("REFERRING DIAGNOSIS:"), after a
 * window of words (list items do not count), or (for the four status attributes) where a trigger
 * of another status follows a comma or conjunction, as in "No fever, history of asthma". Some
 * triggers stop at a comma (a result word in a lab list belongs to its own item; a condition ends
 * where its main clause starts). Pseudo-triggers are matched so that the trigger inside them is
 * not. A sentence ending in a colon ("Call if any of the following:", "PMH:") lends its cues to
 * the sentences after it in the same block, so a list under a lead-in is in its scope. The
 * experiencer is taken from the nearest person mentioned in scope; section categories supply
 * defaults (family history → family; past medical or surgical history → historical, unless the
 * text says the item is current; allergies → the allergen gets `allergy`, its reaction is
 * historical). Each attribute a trigger set names that trigger (the nearest whose scope reaches
 * the target), so a reader can be shown why.
 */
import { ConceptMatcher } from './concepts.js'
import { leadIns, SentenceFinder } from './context-sentences.js'
import { allergyOf, avoidedLaterForAllergy, type AllergyView } from './context-allergy.js'
import { dropInformantsAfterAsides } from './context-informants.js'
import { addressedInLeadIn, dropActingPersons } from './context-relative-roles.js'
import { dropPronounsInContactClauses } from './context-contact-clauses.js'
import { pronounsTakingUpPersons } from './context-person-pronouns.js'
import { dropAnchoringRelatives } from './context-relative-anchors.js'
import { dropUnownedChildren } from './context-unowned-children.js'
import { drugNamedAsCause } from './context-causing-drugs.js'
import { itemWithItsOwnFinding } from './context-list-results.js'
import { ownPositiveResult } from './context-positive-results.js'
import { betweenEpisodes } from './context-between-episodes.js'
import { dashedAllergyLabel } from './context-dash-labels.js'
import { anchorBetween } from './context-hedge-anchors.js'
import { awaitedResult } from './context-awaited-results.js'
import { drugUsedUntilPastPoint, namesADrugForm, unusedSincePastPoint } from './context-unused-since.js'
import { valueRightAfter } from './context-measured-tests.js'
import { dropThisYearsStudies, YEAR } from './context-note-year.js'
import { endedCourse } from './context-ended-courses.js'
import { endingBeforeItsTime } from './context-ended-participles.js'
import { instructedIndication } from './context-instructed-doses.js'
import { presentSubjectOfCondition } from './context-condition-subjects.js'
import { failingTreatmentOfCondition } from './context-failing-treatments.js'
import { datesDiagnosis } from './context-diagnosis-dates.js'
import { lastingSequelLink, namesLastingCondition } from './context-lasting-sequels.js'
import { joinedOrderStep } from './context-joined-orders.js'
import { orderDetailsBetween } from './context-order-details.js'
import { orderPurposeBetween } from './context-order-purposes.js'
import { repeatedTaking } from './context-repeated-takings.js'
import { PLAN_SECTIONS, plannedPlanItem } from './context-plan-items.js'
import { scheduledByTime } from './context-scheduled-times.js'
import { procedureOnPastDay } from './context-dated-procedures.js'
import { timedBySeriesPoint } from './context-series-points.js'
import { onlyTargetsBetween } from './context-target-lists.js'
import { treatedForDatedEvent } from './context-dated-treatments.js'
import { countedFrom } from './context-time-anchors.js'
import { purposeOfVisit } from './context-visit-purposes.js'
import { inMainClauseOfCondition } from './context-fronted-conditions.js'
import { afterDatedLabel } from './context-dated-labels.js'
import { currentDrugAt, onCurrentTreatment } from './context-current-treatments.js'
import { resumedDrug } from './context-resumed-drugs.js'
import { AHEAD_TRIGGERS } from './context-ahead-cues.js'
import { GIVEN_UP_TRIGGERS } from './context-given-up-drugs.js'
import { dropOffsBeforeSince, OFF_DRUG_TRIGGERS } from './context-off-drugs.js'
import { personsToldOfTheirOwn } from './context-told-persons.js'
import { NAMED_CONCERN_TRIGGERS } from './context-named-concerns.js'
import { UNPLANNED_CARE_TRIGGERS } from './context-unplanned-care.js'
import { SEXUAL_PARTNER_TRIGGERS } from './context-sexual-partners.js'
import { BRACKETED_YEAR_TRIGGERS } from './context-bracketed-years.js'
import { FAILED_TREATMENT_TRIGGERS } from './context-failed-treatments.js'
import { NEXT_EVENT_TRIGGERS } from './context-next-events.js'
import { keptReadyFor } from './context-readiness-nouns.js'
import { MISSED_TREATMENT_TRIGGERS } from './context-missed-treatments.js'
import { POSSIBLE_BENEFIT_TRIGGERS } from './context-possible-benefits.js'
import { CONSENT_RISK_TRIGGERS } from './context-consent-risks.js'
import { DELAY_TRIGGERS, putOffByPlanItem } from './context-delay-cues.js'
import { EXPECTED_EFFECT_TRIGGERS, keepImperativeExpects } from './context-expected-effects.js'
import { EXPLAINED_EFFECT_TRIGGERS } from './context-explained-effects.js'
import { LESSENED_OUTCOME_TRIGGERS } from './context-lessened-outcomes.js'
import { keepOpeningSigns, TAUGHT_SIGN_TRIGGERS } from './context-taught-signs.js'
import { bracketedCueOverreaches } from './context-bracketed-cues.js'
import { datedByAge } from './context-ages.js'
import { instructionVerbEnd } from './context-instruction-verbs.js'
import { beforeDatesReport } from './context-before-events.js'
import { subjectOfConditionMain } from './context-condition-mains.js'
import { toleratedBefore } from './context-tolerated-before.js'
import { allergyDeniedAfter } from './context-denied-allergies.js'
import { doubtedAllergens } from './context-doubted-allergies.js'
import { hedgedPairDoubts } from './context-hedged-sources.js'
import { treatedEpisode } from './context-treatments.js'
import { namesTransplant, otherPartyOfTransplant } from './context-transplant-parties.js'
import { treatedPerson } from './context-treated-persons.js'
import { bracketOwner } from './context-bracketed-results.js'
import { outgrownAllergy } from './context-outgrown-allergies.js'
import { queriedTarget } from './context-queried-targets.js'
import { isStopHeader, stopListItem, stoppedDrug } from './context-stopped-drugs.js'
import { stopCountedFrom } from './context-stop-reference-points.js'
import { addAftersOfEventsAhead } from './context-after-events.js'
import { keepNextsClosingClauses, NEXT_TIME_TRIGGERS } from './context-next-times.js'
import { calledRecent, pastProcedureAnchor } from './context-past-events.js'
import { awaitedEvent } from './context-awaited-events.js'
import { purposeOrder } from './context-purpose-orders.js'
import { endedByNoneSince } from './context-none-since.js'
import { setAtLifePoint } from './context-life-points.js'
import { datedStopBefore } from './context-dated-stops.js'
import { treatedToDatedEnd } from './context-treated-conditions.js'
import { calendarTime, drugOfDatedEpisode } from './context-dated-episodes.js'
import { HISTORY_LABEL_TRIGGERS } from './context-history-labels.js'
import { KIN_PLACE_TRIGGERS } from './context-kin-places.js'
import { CHILD_INFORMANT_TRIGGERS } from './context-child-informants.js'
import { NOBODY_ELSE_TRIGGERS } from './context-nobody-else.js'
import { belowTreatmentLine } from './context-treatment-lines.js'
import { negativeAfterQualifiers } from './context-qualified-results.js'
import {
  groundAfterHedgedSubject,
  hedgeAfterItsSubject,
  hedgeHasNearerSubject,
  hedgeWeighsCompanion,
  keepHedgedPredicateCauses,
  WORKED_UP_TRIGGERS,
} from './context-trailing-hedges.js'
import { passiveDenialOfSubject } from './context-passive-denials.js'
import { statusUnknown } from './context-unknown-statuses.js'
import { isMeansTest, isNegativeResultCue, negativeOnMeansTest } from './context-screened-analytes.js'
import { withDescribedCompanions } from './context-described-companions.js'
import { withDeniedReactionsEnded } from './context-denied-reactions.js'
import { withNegatedObjectsEnded } from './context-negated-objects.js'
import { withBelievedFindings } from './context-believed-findings.js'
import { withRefusedOffers } from './context-refused-offers.js'
import { withTurnedDownOffers } from './context-turned-down-offers.js'
import { withPurposeAvoidance } from './context-purpose-avoidance.js'
import { usingVerbAt } from './context-using-verbs.js'
import { personHeadsJoinedItem } from './context-joined-persons.js'
import { keepDeniedCombinations } from './context-denied-combinations.js'
import { keepDeniedTreatments } from './context-denied-treatments.js'
import { keepWeighedDiagnoses, WEIGHED_DIAGNOSIS_TRIGGERS } from './context-weighed-diagnoses.js'
import { ANIMAL_SUBJECT_TRIGGERS } from './context-animal-subjects.js'
import { EXHAUSTED_SUPPLY_TRIGGERS } from './context-exhausted-supplies.js'
import {
  AVOIDANCE_CUES,
  CONTEXT_TRIGGERS,
  COPULAS,
  MAIN_CLAUSE_WORDS,
  START_WORDS,
  STOP_WORDS,
  type CueCategory,
  type FoundCue,
  type TriggerDef,
  withCuesAdded,
} from './context-triggers.js'
import { BUILTIN_LEXICON } from './lexicon.js'
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from './months.js'
import { sectionAt, sortSections, type SectionLike } from './section-lookup.js'
import { documentScan, phraseKeys, type WordScan } from './word-scan.js'
import { startsAtOrBefore } from './spans.js'
import { lastingCondition } from './context-lasting-conditions.js'
import { forecastByModal, modalHedge } from './context-forecast-modals.js'
import { qualifiedItem } from './context-qualified-items.js'
import { measuredInItem } from './context-measured-items.js'
import { screeningTestAhead } from './context-screening-tests.js'
import { pastAsideWalls } from './context-past-asides.js'
import { LABELLED_INTOLERANCE_TRIGGERS, reactionLinksDrug } from './context-labelled-intolerances.js'
import { datedVaccine } from './context-dated-vaccines.js'
import { vaccineGivenBefore } from './context-vaccines-given.js'
import { datingScan } from './context-dating-scans.js'
import { frontedCare } from './context-fronted-care.js'
import { beforeNextExposure } from './context-next-exposures.js'
import { offeredAhead, settledOfferCue } from './context-offered-treatments.js'
import { inheritScreenedConditions } from './context-screened-conditions.js'
import { inheritNamedAllergens } from './context-named-allergens.js'
import { childrenOfAGroup, conditionOfAGroup } from './context-group-children.js'
import { weighsOtherThings } from './context-weighed-options.js'
import { lookedForBySentStudy } from './context-sent-studies.js'
import { denialReopened } from './context-reopened-denials.js'
import { ownsSomethingElse } from './context-possessed-things.js'
import { DONOR_SITE_TRIGGERS } from './context-donor-sites.js'
import { timedWithinStay } from './context-stay-times.js'
import { onlyAsideBetween } from './context-set-off-asides.js'
import { lastDoseOfDrug } from './context-last-doses.js'
import { reasonOfEarlierStay } from './context-earlier-stays.js'
import { avoidedObject } from './context-conditioned-avoidance.js'
import { discussedAlternative } from './context-discussed-options.js'
import { discussedTreatment } from './context-discussed-treatments.js'
import { studyDatedAfterOn } from './context-dated-studies.js'
import { SURVEILLANCE_INTERVAL_TRIGGERS } from './context-surveillance-intervals.js'
import { spanFromEndAhead, spanInAdvice } from './context-instructed-spans.js'
import { endedSymptom } from './context-ended-symptoms.js'

export interface Span {
  start_index: number
  end_index: number
}

/** A span to give attributes to; svc-concepts labels carry their `concept_type`. */
export interface ContextTarget extends Span {
  concept_type?: unknown
}

export interface ContextAttributes {
  negated: boolean
  uncertain: boolean
  historical: boolean
  hypothetical: boolean
  experiencer: 'patient' | 'family' | 'other'
  /** the target is a substance the patient is recorded as allergic or intolerant to */
  allergy: boolean
}

/** A trigger found in the text; spans only, never the words themselves (they may be PHI). */
export interface Cue {
  start_index: number
  end_index: number
  /** negated, uncertain, historical, hypothetical, allergy, family, other, patient or termination */
  category: string
  direction: 'forward' | 'backward' | 'bidirectional' | 'pseudo' | 'termination'
  text?: never
}

/**
 * Which cue set each attribute of a target: its position in the cues answered beside. An
 * attribute set by a section default, or left at its default, has none.
 */
export type AttributeCues = Partial<Record<keyof ContextAttributes, number>>

export interface ContextOptions {
  sentences?: readonly Span[]
  sections?: readonly SectionLike[]
}

type Status = 'negated' | 'uncertain' | 'historical' | 'hypothetical'
type Scoped = Exclude<CueCategory, 'termination'>
const STATUSES: readonly string[] = ['negated', 'uncertain', 'historical', 'hypothetical']
const isStatus = (c: CueCategory): c is Status => STATUSES.includes(c)
const isAllergyCue = (c: Found): boolean =>
  c.category === 'allergy' && c.direction !== 'termination' && c.direction !== 'pseudo'
const isPerson = (c: CueCategory): boolean => c === 'family' || c === 'other' || c === 'patient'

/** Words (not counting list glue or the targets of a list) a scope may reach across. */
const FORWARD_WINDOW: Record<Scoped, number> = {
  negated: 8,
  uncertain: 8,
  historical: 8,
  hypothetical: 10,
  allergy: 6,
  current: 3,
  family: 10,
  other: 10,
  patient: 10,
}
const BACKWARD_WINDOW: Record<Scoped, number> = {
  negated: 5,
  uncertain: 5,
  historical: 5,
  hypothetical: 5,
  allergy: 1,
  current: 3,
  family: 10,
  other: 10,
  patient: 10,
}
/** Targets a scope may run over in a list before it gives out. */
const MAX_LIST_TARGETS = 30

/** What may stand between the items of an allergy list besides brackets. */
const LIST_GLUE = new Set([',', 'and', 'or', '/', '&', ':', '-', 'nor', 'as', 'well', 'also'])
/** Words that join list items; "denies fever, chills, and any nausea" is one scope. */
const GLUE = new Set(['and', 'or', 'nor', 'any', 'the', 'a', 'an', '&', '/', '(', ')', 'x'])
const CLAUSE_JOINERS = new Set([',', 'and', 'or'])
const CLAUSE_END = new Set(['.', ';', '!', '?', ','])
/** A concept whose own name says it is past ("former smoker", "old myocardial infarction"). */
const HISTORICAL_NAME = /^(?:former|prior|previous|old|ex)[\s-]/
/** A concept named as a risk ("fall risk", "bleeding risks") is what may come, as "risk of falls" is. */
const RISK_NAME = /\srisks?$/
const SECTION_HISTORICAL = new Set(['past_medical_history', 'past_surgical_history'])
const SECTION_FAMILY = 'family_history'
const SECTION_ALLERGIES = 'allergies'
/** Words that may stand between a verb and its object: "start the IV antibiotics". */
const OBJECT_LEAD = new Set([
  'the',
  'a',
  'an',
  'some',
  'iv',
  'po',
  'oral',
  'empiric',
  'empirical',
  'on',
  'with',
  'her',
  'his',
  'him',
  'patient',
  'pt',
])
/** Words after a comma that start a new, measured item: "no edema, trace pulses", "no JVD, 2+ edema". */
const CIRCUMSTANCE_WORDS = new Set(['of', 'on', 'with', 'from', 'to', 'after', 'by'])
const EVIDENCE_WORDS = new Set(['evidence', 'findings', 'signs'])
const QUANTITY_WORDS = new Set([
  'trace',
  'mild',
  'mildly',
  'moderate',
  'severe',
  'minimal',
  'positive',
  '+',
  'small',
  'large',
  'slight',
])

interface TrieNode {
  next: Map<string, TrieNode> | null
  defs: TriggerDef[] | null
}

function buildTrie(defs: readonly TriggerDef[]): TrieNode {
  const root: TrieNode = { next: null, defs: null }
  for (const def of defs) {
    let node = root
    for (const key of triggerKeys(def.phrase)) {
      node.next ??= new Map()
      let child = node.next.get(key)
      if (child === undefined) {
        child = { next: null, defs: null }
        node.next.set(key, child)
      }
      node = child
    }
    node.defs ??= []
    node.defs.push(def)
  }
  return root
}

/** Tokens of a trigger phrase; placeholders such as <year> stay whole. */
function triggerKeys(phrase: string): string[] {
  return phrase.split(' ').flatMap((word) => (/^<\w+>$/.test(word) ? [word] : phraseKeys(word)))
}

const TRIGGERS = buildTrie([
  ...CONTEXT_TRIGGERS,
  ...AHEAD_TRIGGERS,
  ...GIVEN_UP_TRIGGERS,
  ...BRACKETED_YEAR_TRIGGERS,
  ...FAILED_TREATMENT_TRIGGERS,
  ...NEXT_EVENT_TRIGGERS,
  ...MISSED_TREATMENT_TRIGGERS,
  ...EXHAUSTED_SUPPLY_TRIGGERS,
  ...POSSIBLE_BENEFIT_TRIGGERS,
  ...HISTORY_LABEL_TRIGGERS,
  ...WORKED_UP_TRIGGERS,
  ...WEIGHED_DIAGNOSIS_TRIGGERS,
  ...ANIMAL_SUBJECT_TRIGGERS,
  ...KIN_PLACE_TRIGGERS,
  ...CHILD_INFORMANT_TRIGGERS,
  ...NOBODY_ELSE_TRIGGERS,
  ...OFF_DRUG_TRIGGERS,
  ...NAMED_CONCERN_TRIGGERS,
  ...UNPLANNED_CARE_TRIGGERS,
  ...SEXUAL_PARTNER_TRIGGERS,
  ...CONSENT_RISK_TRIGGERS,
  ...DELAY_TRIGGERS,
  ...EXPECTED_EFFECT_TRIGGERS,
  ...EXPLAINED_EFFECT_TRIGGERS,
  ...LESSENED_OUTCOME_TRIGGERS,
  ...TAUGHT_SIGN_TRIGGERS,
  ...LABELLED_INTOLERANCE_TRIGGERS,
  ...DONOR_SITE_TRIGGERS,
  ...SURVEILLANCE_INTERVAL_TRIGGERS,
  ...NEXT_TIME_TRIGGERS,
])

/** A trigger occurrence in token indices [ts, te). */
type Found = FoundCue

const NUMBER = /^\d+$/
const NUMBER_WORDS = new Set([
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'several',
  'few',
  'couple',
])
const DECADES = new Set([
  'teens',
  'twenties',
  'thirties',
  'forties',
  'fifties',
  'sixties',
  'seventies',
  'eighties',
  'nineties',
  '20s',
  '30s',
  '40s',
  '50s',
  '60s',
  '70s',
  '80s',
  '90s',
])
const MONTHS = new Set([...MONTH_NAMES, ...MONTH_ABBREVIATIONS])
const UNITS = new Set([
  'day',
  'days',
  'week',
  'weeks',
  'wk',
  'wks',
  'month',
  'months',
  'mo',
  'mos',
  'year',
  'years',
  'yr',
  'yrs',
  'hour',
  'hours',
  'hr',
  'hrs',
  'd',
  'w',
  'm',
  'y',
])

const NO_PLACEHOLDER: readonly string[] = []
const YEAR_FORMS = ['<year>', '<num>']
const NUM_FORMS = ['<num>']
const UNIT_FORMS = ['<unit>']
const MONTH_FORMS = ['<month>']
const DECADE_FORMS = ['<decade>']

/** The placeholders a token also stands for (besides itself). */
/** The placeholders of the words that have some, in one map: one lookup per token. */
const WORD_PLACEHOLDERS = new Map<string, readonly string[]>([
  ...[...NUMBER_WORDS].map((w) => [w, NUM_FORMS] as const),
  ...[...MONTHS].map((w) => [w, MONTH_FORMS] as const),
  ...[...UNITS].map((w) => [w, UNIT_FORMS] as const),
  ...[...DECADES].map((w) => [w, DECADE_FORMS] as const),
])

function placeholders(key: string): readonly string[] {
  const first = key.charCodeAt(0)
  if (first >= 48 && first <= 57 && NUMBER.test(key)) return YEAR.test(key) ? YEAR_FORMS : NUM_FORMS
  return WORD_PLACEHOLDERS.get(key) ?? NO_PLACEHOLDER
}

/** Set memberships of a word, as bits of WordFacts.flags. */
const IS_GLUE = 1
const IS_CLAUSE_JOINER = 2
const IS_STOP = 4

/**
 * What the per-token passes ask of a word, gathered so that each token costs one lookup instead
 * of one per set: the trigger trie's child for it at the root, its placeholders, and which of
 * the word sets hold it. A word none of them knows has no entry.
 */
interface WordFacts {
  rootChild: TrieNode | undefined
  forms: readonly string[]
  flags: number
}

function wordFactsTable(): Map<string, WordFacts> {
  const table = new Map<string, WordFacts>()
  const entry = (word: string): WordFacts => {
    let facts = table.get(word)
    if (facts === undefined) {
      facts = { rootChild: TRIGGERS.next?.get(word), forms: placeholders(word), flags: 0 }
      table.set(word, facts)
    }
    return facts
  }
  for (const word of TRIGGERS.next?.keys() ?? []) entry(word)
  for (const word of WORD_PLACEHOLDERS.keys()) entry(word)
  for (const word of GLUE) entry(word).flags |= IS_GLUE
  for (const word of CLAUSE_JOINERS) entry(word).flags |= IS_CLAUSE_JOINER
  for (const word of STOP_WORDS) entry(word).flags |= IS_STOP
  return table
}

const WORD_FACTS = wordFactsTable()

/** The facts of each token of a scan (undefined: a word no set or trigger starts with). */
function wordFactsOf(scan: WordScan): (WordFacts | undefined)[] {
  const keys = scan.keys
  const out = new Array<WordFacts | undefined>(keys.length)
  for (let k = 0; k < keys.length; k++) out[k] = WORD_FACTS.get(keys[k]!)
  return out
}

/** The placeholders token k also stands for: placeholders(scan.keys[k]) from its facts. */
function formsAt(scan: WordScan, facts: readonly (WordFacts | undefined)[], k: number): readonly string[] {
  const key = scan.keys[k]!
  const first = key.charCodeAt(0)
  if (first >= 48 && first <= 57) return placeholders(key)
  return facts[k]?.forms ?? NO_PLACEHOLDER
}

/** Leftmost-longest trigger matches; a target's tokens are never part of a trigger. */
function findTriggers(scan: WordScan, facts: readonly (WordFacts | undefined)[], targetOf: Int32Array): Found[] {
  const found: Found[] = []
  const n = scan.keys.length
  // the placeholders each token also stands for, worked out once rather than at every trie step
  const forms = new Array<readonly string[]>(n)
  for (let k = 0; k < n; k++) forms[k] = formsAt(scan, facts, k)
  const longest = (node: TrieNode, i: number): { end: number; defs: TriggerDef[] } | null => {
    let best = node.defs === null ? null : { end: i, defs: node.defs }
    if (node.next === null || i >= n || targetOf[i] !== 0) return best
    const exact = node === TRIGGERS ? facts[i]?.rootChild : node.next.get(scan.keys[i]!)
    if (exact !== undefined) {
      const deeper = longest(exact, i + 1)
      if (deeper !== null && (best === null || deeper.end > best.end)) best = deeper
    }
    for (const form of forms[i]!) {
      const child = node.next.get(form)
      if (child === undefined) continue
      const deeper = longest(child, i + 1)
      if (deeper !== null && (best === null || deeper.end > best.end)) best = deeper
    }
    return best
  }
  let i = 0
  while (i < n) {
    const hit = targetOf[i] === 0 ? longest(TRIGGERS, i) : null
    if (hit === null || !standsAlone(scan, i, hit.end)) {
      i++
      continue
    }
    for (const def of hit.defs)
      found.push({ ts: i, te: hit.end, def, category: def.category, direction: def.direction })
    i = hit.end
  }
  return found
}

/** Verbs of an instruction that may take an object before what it is for: "call the agency or his office for". */
const INSTRUCTION_OBJECT_VERBS = new Set(['call', 'contact', 'notify', 'phone', 'page', 'alert', 'tell', 'inform'])
/**
 * Verbs that instruct only as an imperative, opening their sentence or clause, with an object
 * that names no concept: "Use it for throat tightness, trouble breathing …"; "she likes to use it
 * for sleep" tells a habit.
 */
const IMPERATIVE_OBJECT_VERBS = new Set(['use', 'take', 'give'])
const IMPERATIVE_OPENERS = new Set(['.', ';', ':', '!', 'please', 'then'])
/** Tokens an instruction's object may run to: "call Dr. Osei's office or the home health agency". */
const INSTRUCTION_OBJECT_TOKENS = 12
/** A bracket does not end the object: "call Dr. Osei's office (555-0100) if" names a number. */
const INSTRUCTION_OBJECT_END = new Set(['.', ';', ':', '!', '?'])
const INSTRUCTION_OBJECT_TAILS = new Set(['for', 'if'])
/** Words after "call" that make it a noun or a past event: "call received from the lab for", "call light". */
const NOT_AN_OBJECT = new Set(['from', 'received', 'placed', 'made', 'was', 'to', 'light', 'bell', 'back', 'schedule'])
const TITLES = new Set(['dr', 'mr', 'mrs', 'ms'])
const CALL_FOR = CONTEXT_TRIGGERS.find((d) => d.phrase === 'call for' && d.instruction === true)!

/**
 * An instruction verb and its object, up to the "for" or "if" of what it is for ("instructed to
 * call the agency or Dr. Osei's office for a weight gain …"): one instruction cue over the whole
 * lead-in, unless a trigger already lies there or a target (what the verb is about) comes first.
 */
function withInstructionObjects(found: Found[], scan: WordScan, targetOf: Int32Array): Found[] {
  const keys = scan.keys
  const added: Found[] = []
  let next = 0
  for (let k = 0; k < keys.length; k++) {
    if (targetOf[k] !== 0) continue
    const calling = INSTRUCTION_OBJECT_VERBS.has(keys[k]!) || imperativeAt(keys, k)
    const verbEnd = calling ? k : instructionVerbEnd(keys, k)
    if (verbEnd < 0) continue
    while (next < found.length && found[next]!.te <= k) next++
    const tail = objectTail(keys, targetOf, verbEnd)
    if (tail < 0) continue
    // the tail word may be a trigger of its own ("for" after a stop, "if"); one inside the object
    // wins, but not inside a visit's place or time ("to be seen by cardiology next week for")
    if (calling && next < found.length && found[next]!.ts < tail) continue
    added.push({ ts: k, te: tail + 1, def: CALL_FOR, category: 'hypothetical', direction: 'forward' })
  }
  return withCuesAdded(found, added)
}

/** Whether token k is an imperative verb of IMPERATIVE_OBJECT_VERBS: first in the text or after an opener. */
function imperativeAt(keys: readonly string[], k: number): boolean {
  return IMPERATIVE_OBJECT_VERBS.has(keys[k]!) && (k === 0 || IMPERATIVE_OPENERS.has(keys[k - 1]!))
}

/** The "for"/"if" ending an instruction verb's object (at least one word after the verb), else -1. */
function objectTail(keys: readonly string[], targetOf: Int32Array, verb: number): number {
  if (NOT_AN_OBJECT.has(keys[verb + 1] ?? 'to')) return -1
  for (let j = verb + 2; j < keys.length && j <= verb + 1 + INSTRUCTION_OBJECT_TOKENS; j++) {
    const key = keys[j]!
    const titleDot = key === '.' && TITLES.has(keys[j - 1]!)
    if (targetOf[j] !== 0 || (INSTRUCTION_OBJECT_END.has(key) && !titleDot)) return -1
    if (INSTRUCTION_OBJECT_TAILS.has(key)) return j
  }
  return -1
}

/** A question mark hedges what follows it ("? cellulitis"), not the question it ends ("pain?"). */
function standsAlone(scan: WordScan, ts: number, te: number): boolean {
  if (te - ts !== 1 || scan.keys[ts] !== '?') return true
  return (ts === 0 || scan.starts[ts]! > scan.ends[ts - 1]!) && te < scan.keys.length && scan.isWord[te] === true
}

/** First token ending after offset (the token containing or following it). */
function tokenAtOrAfter(scan: WordScan, offset: number): number {
  let lo = 0
  let hi = scan.ends.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (scan.ends[mid]! <= offset) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** First token starting at or after offset. */
function tokenStartingFrom(scan: WordScan, offset: number): number {
  let lo = 0
  let hi = scan.starts.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (scan.starts[mid]! < offset) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Token facts shared by all targets of one call, as prefix counts over token positions. */
class Scope {
  /** units[k] = countable words among tokens [0, k): not glue, not part of a target */
  readonly units: Int32Array
  /** targets[k] = targets starting among tokens [0, k) */
  readonly targets: Int32Array
  readonly joiners: Int32Array
  readonly colons: Int32Array
  readonly commas: Int32Array
  /** dashBefore[k] = spaced hyphens before tokens [0, k), each counted at the token after it */
  readonly dashBefore: Int32Array
  /** commas that open a main clause ("If febrile, start cefepime") */
  readonly clauseCommas: Int32Array
  /** commas before a measurement ("no edema, 2+ pulses") */
  readonly numberCommas: Int32Array
  /** opening and closing brackets */
  readonly opens: Int32Array
  readonly closes: Int32Array
  constructor(text: string, scan: WordScan, facts: readonly (WordFacts | undefined)[], targetOf: Int32Array) {
    const n = scan.keys.length
    const prefix = (): Int32Array => new Int32Array(n + 1)
    this.units = prefix()
    this.targets = prefix()
    this.joiners = prefix()
    this.colons = prefix()
    this.commas = prefix()
    this.dashBefore = prefix()
    this.clauseCommas = prefix()
    this.numberCommas = prefix()
    this.opens = prefix()
    this.closes = prefix()
    for (let k = 0; k < n; k++) {
      const key = scan.keys[k]!
      const inTarget = targetOf[k] !== 0
      const comma = key === ',' || key === '-' || key === '('
      // a spaced dash separates like a comma ("AKI - likely ATN"); the tokenizer drops ASCII hyphens
      this.dashBefore[k + 1] =
        this.dashBefore[k]! + (k > 0 && spacedHyphen(text, scan.ends[k - 1]!, scan.starts[k]!) ? 1 : 0)
      const next = scan.keys[k + 1]
      const flags = facts[k]?.flags ?? 0
      this.units[k + 1] = this.units[k]! + (scan.isWord[k] && !inTarget && (flags & IS_GLUE) === 0 ? 1 : 0)
      this.targets[k + 1] = this.targets[k]! + (inTarget && (k === 0 || targetOf[k - 1] !== targetOf[k]) ? 1 : 0)
      this.joiners[k + 1] = this.joiners[k]! + ((flags & IS_CLAUSE_JOINER) !== 0 ? 1 : 0)
      this.colons[k + 1] = this.colons[k]! + (key === ':' ? 1 : 0)
      this.commas[k + 1] = this.commas[k]! + (comma ? 1 : 0)
      this.clauseCommas[k + 1] =
        this.clauseCommas[k]! +
        (comma && next !== undefined && MAIN_CLAUSE_WORDS.has(next) && targetOf[k + 1] === 0 ? 1 : 0)
      this.numberCommas[k + 1] =
        this.numberCommas[k]! + (comma && next !== undefined && (NUMBER.test(next) || QUANTITY_WORDS.has(next)) ? 1 : 0)
      this.opens[k + 1] = this.opens[k]! + (key === '(' || key === '[' ? 1 : 0)
      this.closes[k + 1] = this.closes[k]! + (key === ')' || key === ']' ? 1 : 0)
    }
  }
  static count(a: Int32Array, from: number, to: number): number {
    return to > from ? a[to]! - a[from]! : 0
  }
  /** Commas and spaced dashes between the end of one span (token `from`) and the start of the next (token `to`). */
  separators(from: number, to: number): number {
    return Scope.count(this.commas, from, to) + Scope.count(this.dashBefore, from, to + 1)
  }
}

/**
 * Whether something between a forward cue and the target ends the cue's scope: a colon (an
 * instruction's lead-in excepted), a new clause, a comma for a cue that keeps to its item, the main
 * clause after a condition, a drug named as a circumstance, the event an "after" clause counts
 * from, a measured item, the end of an allergy list.
 */
function forwardScopeEnded(x: TargetInput, c: Found, cat: Scoped): boolean {
  const { scope, xs } = x
  const def = c.def
  if (!((cat === 'hypothetical' && def.stopsAtColon !== true) || Scope.count(scope.colons, c.te + 1, xs) === 0))
    return true
  if (ENDS_AT_CLAUSE.has(cat) && newClauseBetween(x, c.te, cat)) return true
  if (closedBracketBetween(scope, c.te, xs)) return true
  if (
    (def.clause === true || (cat === 'negated' && midList(x, c))) &&
    scope.separators(c.te, xs) > 0 &&
    !(cat === 'hypothetical' && onlyTargetsBetween(x.scan.keys, x.targetOf, c.te, xs))
  )
    return true
  if (def.conditional === true && (Scope.count(scope.clauseCommas, c.te, xs) > 0 || drugOfCondition(x))) return true
  if (def.conditional === true && subjectOfConditionMain(x, c.te)) return true
  if (def.instruction === true && drugOfCondition(x)) return true
  if (cat === 'hypothetical' && countedFrom(x.scan.keys, x.ss, x.se, x.xs, x.xe)) return true
  if (cat === 'uncertain' && Scope.count(scope.numberCommas, c.te, xs) > 0) return true
  if (cat === 'allergy' && !allergyListReaches(x, c.te)) return true
  // "Conjunctivitis, likely viral, vision 20/20": a measured item after the comma is no hedged one
  if (cat === 'uncertain' && measuredItem(x)) return true
  return (
    cat === 'negated' &&
    (Scope.count(scope.numberCommas, c.te, xs) > 0 ||
      measuredItem(x) ||
      qualifiedItem(x.scan.keys, xs, x.xe, x.se) ||
      modalityOfEvidence(x) ||
      modifiesHead(x))
  )
}

/**
 * Whether the cue sits in a bracket that closes before the target: an aside's cue stays in it,
 * so in "Cr 1.2 (0.9 in May) ALT 40" the May is not the ALT's time.
 */
function closedBracketBetween(scope: Scope, from: number, to: number): boolean {
  return Scope.count(scope.closes, from, to) > Scope.count(scope.opens, from, to)
}

/**
 * A list item after a comma that carries its own measurement or says it is there: "no edema,
 * distal pulses 2+", "no wheezes, crackles present at the bases".
 */
function measuredItem(x: TargetInput): boolean {
  const next = x.scan.keys[x.xe]
  if (next === undefined || x.xe >= x.se || x.xs === 0 || x.scope.separators(x.xs - 1, x.xs) === 0) return false
  return NUMBER.test(next) || QUANTITY_WORDS.has(next) || next === 'present'
}

/** Statuses whose forward scope ends where a new clause starts ("No stents, aspirin was resumed"). */
const ENDS_AT_CLAUSE: ReadonlySet<string> = new Set(['negated', 'uncertain', 'historical'])
/** Finite verbs that open a clause of their own after a list: "…, and CT showed an incarcerated hernia". */
const CLAUSE_VERBS = new Set([
  'does',
  'did',
  'was',
  'were',
  'is',
  'are',
  'has',
  'have',
  'had',
  'showed',
  'shows',
  'show',
  'revealed',
  'reveals',
  'demonstrated',
  'demonstrates',
  'remains',
  'remained',
  'resumed',
  'developed',
  'develops',
  'noted',
  'found',
  'started',
  'continued',
  'improved',
  'improving',
  'worsened',
  'returned',
  'received',
  'underwent',
  'became',
  'appears',
  'appeared',
  'persists',
  'persisted',
  'required',
  'requires',
  'tolerated',
  'tolerating',
  'increased',
  'decreased',
  'resolved',
  'confirmed',
  'grew',
  'seen',
  'sent',
  'ordered',
  'obtained',
  'drawn',
  'pending',
  'given',
  'done',
  'performed',
  'placed',
])
/** Verbs of an order, which open a plan's clause after a finding: "…, starting ceftriaxone". */
const ORDER_VERBS: ReadonlySet<string> = new Set([
  ...START_WORDS,
  'starting',
  'beginning',
  'initiating',
  'adding',
  'giving',
])
/** Verbs of this encounter's arrival: a past condition before them is not what follows them. */
const ARRIVAL_VERBS = new Set(['admitted', 'presents', 'presented', 'presenting', 'arrived', 'arrives', 'here', 'seen'])
/** What a list of denied items ends in ("no fever, chills or pain was reported"): no new clause. */
const LIST_PASSIVES = new Set([
  'reported',
  'noted',
  'seen',
  'appreciated',
  'identified',
  'found',
  'present',
  'elicited',
  'endorsed',
  'observed',
])

/**
 * Whether a new clause starts between a forward cue ending at token `from` and the target: after
 * a comma, semicolon or spaced dash, a finite verb before the target ("No nausea, vomiting, or
 * obstipation, and CT showed an incarcerated hernia") or right after it ("No stents, aspirin was
 * resumed"); or a spaced dash alone, which starts a plan item ("Possible cellulitis - start
 * cephalexin").
 */
function newClauseBetween(x: TargetInput, from: number, cat: string): boolean {
  const { scope, scan } = x
  if (Scope.count(scope.dashBefore, from, x.xs + 1) > 0) return true
  // a verb right after the comma goes on with the same subject ("history of ADHD, was on Ritalin"):
  // a new clause for a negation, not for a time
  const needsSubject = cat === 'historical'
  let separatedAt = -1
  for (let k = from; k < x.xs; k++) {
    const key = scan.keys[k]!
    if (key === ',' || key === ';') separatedAt = k
    else if (x.targetOf[k] !== 0) continue
    else if (separatedAt >= 0 && CLAUSE_VERBS.has(key) && !(needsSubject && k === separatedAt + 1)) return true
    // "Denies tobacco, uses kratom": a verb of using after the comma (context-using-verbs.ts)
    else if (separatedAt >= 0 && cat === 'negated' && usingVerbAt(scan.keys, k)) return true
    // an order after the comma is the plan's, not the hedge's: "Presumed pneumonia, starting ceftriaxone"
    else if (separatedAt >= 0 && !needsSubject && ORDER_VERBS.has(key)) return true
    // a past condition named as what brought the patient in ends there: "prior TIA admitted after syncope"
    else if (needsSubject && k >= from && ARRIVAL_VERBS.has(key)) return true
  }
  const next = scan.keys[x.xe]
  return (
    separatedAt >= 0 &&
    x.xe < x.se &&
    next !== undefined &&
    CLAUSE_VERBS.has(next) &&
    !LIST_PASSIVES.has(scan.keys[x.xe + 1] ?? '')
  )
}

/**
 * Words allowed before the first item of an allergy cue's list: "allergic to iodinated contrast",
 * "to all sulfa drugs".
 */
const MAX_ALLERGEN_MODIFIERS = 2

/**
 * Whether an allergy cue ending at token `from` binds the target: only its own noun phrase and
 * the items of its list lie between (brackets hold reactions), so in "allergic to penicillin,
 * started cefazolin" the cefazolin is no allergen.
 */
function allergyListReaches(x: TargetInput, from: number): boolean {
  let depth = 0
  let seenItem = false
  let modifiers = 0
  for (let k = from; k < x.xs; k++) {
    const key = x.scan.keys[k]!
    if (key === '(') depth++
    else if (key === ')') depth = Math.max(0, depth - 1)
    else if (depth > 0 || LIST_GLUE.has(key)) continue
    // the cue's preposition said again for the next item: "allergic to latex (dermatitis) and to tape"
    else if (key === 'to' && seenItem && LIST_GLUE.has(x.scan.keys[k - 1]!)) continue
    // a reaction names the drug it came with: "intolerance: myalgias with simvastatin" (context-labelled-intolerances.ts)
    else if (seenItem && reactionLinksDrug(x.scan.keys, k, x.typeAt)) continue
    else if (x.targetOf[k] !== 0) seenItem = true
    else if (x.scan.isWord[k] && (seenItem || ++modifiers > MAX_ALLERGEN_MODIFIERS)) return false
  }
  return true
}

/** A test named as the means of looking: "no CT evidence of right heart strain" negates the strain. */
function modalityOfEvidence(x: TargetInput): boolean {
  return x.type === 'test' && x.xe < x.se && EVIDENCE_WORDS.has(x.scan.keys[x.xe]!)
}

/**
 * A negation that starts in the middle of a list is its own item's: in "call for pain, vomiting,
 * no bowel movement in 3 days, trouble breathing" the trouble breathing is not negated.
 */
function midList(x: TargetInput, c: Found): boolean {
  if (c.ts <= x.ss) return false
  const afterSeparator = x.scope.separators(c.ts - 1, c.ts) > 0
  if (!afterSeparator && !(LIST_OR.has(x.scan.keys[c.ts - 1]!) && afterInstruction(x, c.ts))) return false
  return Scope.count(x.scope.targets, x.ss, c.ts) > 0
}

const LIST_OR = new Set(['or', 'and'])

/** Whether an instruction cue ("call for", "return if") comes before token `at` in the target's sentence. */
function afterInstruction(x: TargetInput, at: number): boolean {
  return x.statusTriggers.some((o) => o.def.instruction === true && o.te <= at)
}

/**
 * Whether what a backward cue says belongs to something between it and the target: a time ahead
 * to the object of a later order ("Continue oral iron and recheck CBC in 8 weeks"), a date to what
 * a history cue between introduces ("CAD s/p CABG in 2019": the CABG's date).
 */
function ownedBetween(x: TargetInput, cat: CueCategory, from: number, to: number): boolean {
  if (cat === 'hypothetical') {
    // a backward window is a few words; the cap keeps a run of punctuation from costing more
    for (let k = from; k < to && k < from + 48; k++)
      if (x.targetOf[k] === 0 && START_WORDS.has(x.scan.keys[k]!)) return true
  } else if (cat === 'historical') {
    for (const c of x.cues)
      if (
        c.ts >= from &&
        c.te <= to &&
        c.category === 'historical' &&
        c.direction === 'forward' &&
        c.def.clause !== true &&
        // "Radiation finished in 2019": a word of ending with its time after it owns no time (context-ended-participles.ts)
        !endingBeforeItsTime(x.scan.keys, c.ts, c.te)
      )
        return true
  }
  return false
}

/**
 * Whether the target opens its clause with at most two words before it, no verb among them:
 * "Pituitary MRI if …", "…; colectomy if she fails to improve", "5. Bedside swallow screen".
 * A comma opens one too when what comes before it has no verb either, a list of orders: in
 * "thumb spica splint, CT wrist if the fracture line is unclear" the condition is the last item's.
 */
function headsClause(x: TargetInput, at: number): boolean {
  let words = 0
  for (let k = at - 1; k >= x.ss && k >= at - 16; k--) {
    const key = x.scan.keys[k]!
    if (key === ';' || key === ':') return true
    if (key === ',' && words === 0 && verblessBefore(x, k)) return true
    if (x.targetOf[k] !== 0 || key === ',' || MAIN_CLAUSE_WORDS.has(key) || START_WORDS.has(key)) return false
    if (x.scan.isWord[k] && !NUMBER.test(key) && ++words > 2) return false
  }
  return at - 16 <= x.ss
}

/** Whether the clause before token `at` (back to a semicolon, a colon or the sentence start) has no verb. */
function verblessBefore(x: TargetInput, at: number): boolean {
  for (let k = at - 1; k >= x.ss && k >= at - 16; k--) {
    const key = x.scan.keys[k]!
    if (key === ';' || key === ':') return true
    if (x.targetOf[k] === 0 && (MAIN_CLAUSE_WORDS.has(key) || START_WORDS.has(key))) return false
  }
  return at - 16 <= x.ss
}

/** A target that names what its head noun is for: "did not take malaria prophylaxis" negates the prophylaxis. */
function modifiesHead(x: TargetInput): boolean {
  return x.headAt[x.xe] === 1
}

/**
 * The found triggers without the reasons for stopping ("because of", "for") that follow no verb of
 * stopping in their sentence, or only the order of this visit "Lisinopril stopped due to cough".
 * One pass over the tokens, and only when some reason was found.
 */
function keepReasonsAfterStops(
  found: Found[],
  scan: WordScan,
  facts: readonly (WordFacts | undefined)[],
  targetOf: Int32Array,
  sentences: SentenceFinder,
): Found[] {
  if (!found.some((f) => f.def.afterStop === true)) return found
  // lastStop[k] = the last token before k that stops a drug, or -1
  const lastStop = new Int32Array(scan.keys.length + 1)
  let last = -1
  for (let k = 0; k < scan.keys.length; k++) {
    lastStop[k] = last
    if (((facts[k]?.flags ?? 0) & IS_STOP) !== 0 && (k === 0 || targetOf[k - 1] === 0)) last = k
  }
  return found.filter((f) => {
    if (f.def.afterStop !== true) return true
    const stop = lastStop[f.ts]!
    if (stop >= 0 && sentences.indexAt(scan.starts[stop]!) === sentences.indexAt(scan.starts[f.ts]!)) return true
    // "Pravastatin stopped in 2021 because of leg cramps": a stop dated past (context-dated-stops.ts)
    const dated = datedStopBefore(scan.keys, f.ts)
    return dated >= 0 && sentences.indexAt(scan.starts[dated]!) === sentences.indexAt(scan.starts[f.ts]!)
  })
}

/**
 * A drug named inside a condition as its circumstance is real: "if you miss a dose of apixaban",
 * "if he is not improving after 48 hours of antibiotics" (unlike "should she need antibiotics").
 */
function drugOfCondition(x: TargetInput): boolean {
  if (x.type !== 'medication') return false
  let k = x.xs - 1
  while (k > x.ss && DRUG_DETERMINERS.has(x.scan.keys[k]!)) k--
  if (k < x.ss) return false
  const key = x.scan.keys[k]!
  if (CIRCUMSTANCE_WORDS.has(key)) return true
  // "while you take apixaban", "while taking warfarin"
  return TAKE_WORDS.has(key) && (x.scan.keys[k - 1] === 'while' || x.scan.keys[k - 2] === 'while')
}

/**
 * Words between a circumstance word and its drug: "on the new antibiotic", "relieved by one
 * sublingual nitroglycerin".
 */
const DRUG_DETERMINERS = new Set([
  'the',
  'your',
  'his',
  'her',
  'their',
  'this',
  'one',
  'a',
  'new',
  'same',
  'current',
  'prescribed',
  'home',
  'oral',
  'iv',
  'sublingual',
])
const TAKE_WORDS = new Set(['take', 'takes', 'taking', 'use', 'uses', 'using'])

/** An order ahead names a test, procedure or drug ("BiPAP if pH falls"); a problem named so is a worry. */
function orderedAhead(type: string | undefined): boolean {
  return type === 'test' || type === 'procedure' || type === 'medication'
}

function skipsType(def: TriggerDef, type: string | undefined): boolean {
  if (def.only !== undefined && def.only !== type) return true
  if (def.skips === undefined || type === undefined) return false
  return typeof def.skips === 'string' ? def.skips === type : (def.skips as readonly string[]).includes(type)
}

function spacedHyphen(text: string, from: number, to: number): boolean {
  if (to - from < 3) return false
  // most gaps between tokens are spaces alone: no hyphen, no need to cut the gap out and ask the pattern
  let k = from
  while (k < to && text.charCodeAt(k) !== 45) k++
  if (k === to) return false
  const gap = text.slice(from, to)
  return /\s-+\s/.test(gap)
}

let builtinMatcher: ConceptMatcher | null = null

/** The concept type of a target: its own `concept_type`, else what the built-in lexicon says. */
function typeOfTarget(text: string, target: ContextTarget): string | undefined {
  if (typeof target.concept_type === 'string') return target.concept_type
  builtinMatcher ??= new ConceptMatcher(BUILTIN_LEXICON)
  const matches = builtinMatcher.match(text.slice(target.start_index, target.end_index))
  return matches.at(-1)?.concept_type
}

export function assignContext(
  text: string,
  targets: readonly ContextTarget[],
  opts: ContextOptions = {},
): { attributes: ContextAttributes[]; cues: Cue[]; setBy: AttributeCues[] } {
  const scan = documentScan(text)
  const { targetOf, ranges } = targetTokens(scan, targets)
  const sentences = new SentenceFinder(text, opts.sentences)
  const facts = wordFactsOf(scan)
  let found = keepReasonsAfterStops(
    pronounsTakingUpPersons(
      dropPronounsInContactClauses(
        dropActingPersons(
          dropAnchoringRelatives(
            dropUnownedChildren(
              dropInformantsAfterAsides(
                dropThisYearsStudies(
                  withInstructionObjects(findTriggers(scan, facts, targetOf), scan, targetOf),
                  scan.keys,
                ),
                scan,
                targetOf,
              ),
              scan,
            ),
            scan,
          ),
          scan,
        ),
        scan,
      ),
      scan,
      text,
    ),
    scan,
    facts,
    targetOf,
    sentences,
  )
  // "off sertraline since 2023": a drug dated as given up is no negation (context-off-drugs.ts)
  found = dropOffsBeforeSince(found, scan.keys)
  // "start allopurinol after the flare settles": an "after" of an event still to come (context-after-events.ts)
  found = addAftersOfEventsAhead(found, scan.keys)
  // "colposcopy next.": a bare "next" times an order only where it closes its clause (context-next-times.ts)
  found = keepNextsClosingClauses(found, scan.keys)
  // "Her sister was told she has migraine": the pronoun names the person told (context-told-persons.ts)
  found = personsToldOfTheirOwn(found, scan)
  // "lives with her partner, who had hepatitis C": the companion a relative clause describes (context-described-companions.ts)
  found = withDescribedCompanions(found, scan)
  // "likely prerenal from volume loss": the cause of a hedged predicate is in doubt too (context-trailing-hedges.ts)
  found = keepHedgedPredicateCauses(found, scan.keys, targetOf)
  // "no reaction to cefazolin": the reaction is denied, not the drug (context-denied-reactions.ts)
  found = withDeniedReactionsEnded(found, scan.keys)
  // "avoid ibuprofen for knee pain": the negation ends after its object (context-negated-objects.ts)
  found = withNegatedObjectsEnded(found, scan.keys, targetOf)
  // "she thinks the swelling is gout": a person's view is in doubt (context-believed-findings.ts)
  found = withBelievedFindings(found, scan.keys)
  // "Flu shot declined this year": a refusal with no object looks back to the offer (context-refused-offers.ts)
  found = withRefusedOffers(found, scan.keys, targetOf)
  // "Nicotine patch offered; he declined": a refusal in a clause of its own (context-turned-down-offers.ts)
  found = withTurnedDownOffers(found, scan.keys, targetOf)
  // "stay upright to avoid reflux": a purpose, as "to prevent" is (context-purpose-avoidance.ts)
  found = withPurposeAvoidance(found, scan.keys)
  // "never with nitrates": the company a negation denies (context-denied-combinations.ts)
  found = keepDeniedCombinations(found)
  // "no bridging with enoxaparin": the drug of a denied manner of treating (context-denied-treatments.ts)
  found = keepDeniedTreatments(found, scan.keys)
  // "Expect mild nausea": only the imperative forecasts (context-expected-effects.ts)
  found = keepImperativeExpects(found, scan.keys)
  // "Kawasaki disease considered": a diagnosis weighed, unless a complement judges it (context-weighed-diagnoses.ts)
  found = keepWeighedDiagnoses(found, scan.keys, scan.isWord, targetOf)
  // "Signs of low sugar include …": bare signs are taught only when they open a clause (context-taught-signs.ts)
  found = keepOpeningSigns(found, scan.keys)
  const scope = new Scope(text, scan, facts, targetOf)
  const headAt = headNounStarts(found, scan.keys.length)
  const sections = sortSections(opts.sections)
  const factsOf = new SentenceFactsCache(text, scan, found, sentences, sections)
  const types = targets.map((t) => typeOfTarget(text, t))
  const typeAt = (k: number): string | undefined => (targetOf[k] === 0 ? undefined : types[targetOf[k]! - 1])

  const reported = cuesOf(found, scan)
  const setBy: AttributeCues[] = []
  const sentenceStarts = new Int32Array(targets.length)
  const sentenceEnds = new Int32Array(targets.length)
  const hedges: (Found | undefined)[] = []
  const attributes = targets.map((target, idx) => {
    const { xs, xe } = ranges[idx]!
    const facts = factsOf.sentence(sentences.indexAt(target.start_index))
    sentenceStarts[idx] = facts.ss
    sentenceEnds[idx] = facts.se
    const section = sectionAt(sections, target.start_index, target.end_index)
    // written out: spreading `facts` here made V8 take a slow path, five times slower
    const input: TargetInput = {
      ss: facts.ss,
      se: facts.se,
      cues: facts.cues,
      leadCues: facts.leadCues,
      terminations: facts.terminations,
      statusTriggers: facts.statusTriggers,
      allergyCues: facts.allergyCues,
      text,
      scan,
      scope,
      xs,
      xe,
      targetOf,
      headAt,
      section: section?.category ?? '',
      underStopHeader: section !== undefined && types[idx] === 'medication' && isStopHeader(text, section.start_index),
      type: types[idx],
      typeAt,
      targetText: text.slice(target.start_index, target.end_index).toLowerCase(),
    }
    const { attributes, by } = attributesOf(input)
    setBy.push(reportedPositions(by, reported.positionOf))
    hedges.push(by.uncertain)
    return attributes
  })

  inheritEpisodeTimes(attributes, ranges, sentenceStarts, scan.keys, targetOf)
  inheritBracketedResults(attributes, ranges, sentenceStarts, scan.keys, targetOf, types)
  // "No ketorolac was given" in a note listing ketorolac as an allergen (context-named-allergens.ts)
  inheritNamedAllergens(attributes, {
    keys: scan.keys,
    targetOf,
    ranges,
    sentenceStarts,
    names: targets.map((t) => text.slice(t.start_index, t.end_index).toLowerCase()),
    types,
  })
  // "Genetic testing for HCM recommended": what a screening test ahead looks for (context-screened-conditions.ts)
  inheritScreenedConditions(attributes, { keys: scan.keys, targetOf, ranges, sentenceStarts, types })
  // One reading per target for the two rules below, written out rather than spread from
  // `ranges[idx]`: a spread into this literal takes V8's slow path.
  const readings = attributes.map((a, idx) => ({
    xs: ranges[idx]!.xs,
    xe: ranges[idx]!.xe,
    type: types[idx],
    allergy: a.allergy,
    negated: a.negated,
    uncertain: a.uncertain,
    hedge: hedges[idx],
  }))
  // "Concern for sepsis from a urinary source": a hedge outside the pair weighs both (context-hedged-sources.ts)
  for (const idx of hedgedPairDoubts(readings, sentenceStarts, scan.keys)) {
    attributes[idx]!.uncertain = true
    readings[idx]!.uncertain = true
  }
  // "Reported sulfa allergy is doubtful": an allergen its own entry doubts (context-doubted-allergies.ts)
  for (const idx of doubtedAllergens(readings, sentenceEnds, scan.keys, targetOf)) attributes[idx]!.uncertain = true
  return { attributes, cues: reported.cues, setBy }
}

/**
 * A treatment named after the past episode it treated is past too ("DVT in 2018, treated with
 * rivaroxaban"); see context-treatments.ts. In target order, so a list of treatments follows its
 * episode in one pass.
 */
function inheritEpisodeTimes(
  attributes: ContextAttributes[],
  ranges: readonly { xs: number; xe: number }[],
  sentenceStarts: Int32Array,
  keys: readonly string[],
  targetOf: Int32Array,
): void {
  for (let idx = 0; idx < attributes.length; idx++) {
    const a = attributes[idx]!
    if (a.historical || a.negated || a.hypothetical || a.uncertain || a.allergy || a.experiencer !== 'patient') continue
    const episode = treatedEpisode(keys, targetOf, sentenceStarts[idx]!, ranges[idx]!.xs)
    if (episode !== 0 && attributes[episode - 1]!.historical) a.historical = true
  }
}

/**
 * Tests in brackets after a past study are its results ("sleep study in 2023 (AHI 31)"); see
 * context-bracketed-results.ts. In target order, so the study is settled before its bracket.
 */
function inheritBracketedResults(
  attributes: ContextAttributes[],
  ranges: readonly { xs: number; xe: number }[],
  sentenceStarts: Int32Array,
  keys: readonly string[],
  targetOf: Int32Array,
  types: readonly (string | undefined)[],
): void {
  for (let idx = 0; idx < attributes.length; idx++) {
    const a = attributes[idx]!
    if (types[idx] !== 'test' || a.historical || a.negated || a.hypothetical || a.experiencer !== 'patient') continue
    const owner = bracketOwner(keys, targetOf, sentenceStarts[idx]!, ranges[idx]!.xs)
    if (owner !== 0 && owner - 1 !== idx && attributes[owner - 1]!.historical) a.historical = true
  }
}

/** Each target's tokens [xs, xe), and targetOf[k] = 1 + the index of the target covering token k, else 0. */
function targetTokens(
  scan: WordScan,
  targets: readonly ContextTarget[],
): { targetOf: Int32Array; ranges: { xs: number; xe: number }[] } {
  const targetOf = new Int32Array(scan.keys.length)
  const ranges = targets.map((t, idx) => {
    const xs = tokenAtOrAfter(scan, t.start_index)
    const xe = Math.max(xs, tokenStartingFrom(scan, t.end_index))
    for (let k = xs; k < xe; k++) targetOf[k] = idx + 1
    return { xs, xe }
  })
  return { targetOf, ranges }
}

/** Where a head noun ("prophylaxis") starts, so a target right before it can be told in one look. */
function headNounStarts(found: readonly Found[], tokens: number): Uint8Array {
  const headAt = new Uint8Array(tokens + 1)
  for (const f of found) if (f.def.head === true) headAt[f.ts] = 1
  return headAt
}

/** The cues that set a target's attributes, as positions in the reported cues (those not reported are left out). */
function reportedPositions(by: CuesSetting, positionOf: ReadonlyMap<Found, number>): AttributeCues {
  const cues: AttributeCues = {}
  for (const key of Object.keys(by) as (keyof ContextAttributes)[]) {
    const position = positionOf.get(by[key]!)
    if (position !== undefined) cues[key] = position
  }
  return cues
}

/** The facts of each sentence (its tokens, its cues and its lead-in's), worked out when a target in it first asks. */
class SentenceFactsCache {
  private readonly bySentence = new Map<number, SentenceFacts>()
  /** leadOf[si] = the sentence that leads in to sentence si, or -1 */
  private readonly leadOf: Int32Array

  constructor(
    private readonly text: string,
    private readonly scan: WordScan,
    private readonly found: readonly Found[],
    private readonly sentences: SentenceFinder,
    sections: readonly SectionLike[],
  ) {
    const sectionStart = (offset: number): number => {
      for (let k = startsAtOrBefore(sections, offset) - 1; k >= 0; k--) {
        if (sections[k]!.end_index >= offset) return sections[k]!.start_index
      }
      return -1
    }
    this.leadOf = leadIns(text, sentences.list, sectionStart)
  }

  /** The facts of sentence si (-1: the whole text, for a target in no sentence). */
  sentence(si: number): SentenceFacts {
    let facts = this.bySentence.get(si)
    if (facts === undefined) {
      facts = this.factsOf(si)
      this.bySentence.set(si, facts)
    }
    return facts
  }

  private factsOf(si: number): SentenceFacts {
    const { found, sentences, leadOf } = this
    const sentence = si >= 0 ? sentences.list[si]! : { start_index: 0, end_index: this.text.length }
    const [ss, se] = this.tokensOf(sentence)
    const lead = si >= 0 && leadOf[si]! >= 0 ? this.tokensOf(sentences.list[leadOf[si]!]!) : null
    const cues = cuesWithin(found, ss, se)
    const leadCues =
      lead === null
        ? []
        : leadInCues(cuesWithin(found, lead[0], lead[1]), lead[1]).filter(
            (c) => !(isPerson(c.category) && addressedInLeadIn(this.scan.keys, lead[0], lead[1], c)),
          )
    return {
      ss,
      se,
      cues,
      leadCues,
      terminations: cues.filter((c) => c.direction === 'termination'),
      // a reason for stopping holds only after a stop ("for", "after"), so it cuts no other scope
      statusTriggers: cues.filter(
        (c) =>
          isStatus(c.category) &&
          (c.direction === 'forward' || c.direction === 'bidirectional') &&
          c.def.afterStop !== true,
      ),
      allergyCues: [...cues, ...leadCues].filter(isAllergyCue),
    }
  }

  private tokensOf(s: Span): [number, number] {
    return [tokenAtOrAfter(this.scan, s.start_index), tokenStartingFrom(this.scan, s.end_index)]
  }
}

/**
 * The cues to report, one per phrase, category and direction; a phrase that ends several
 * categories' scopes ("reports") is reported once, as a termination. Words that only bound one
 * category's scope ("on", "with", "from") and the cues that an item is current ("on", "this
 * admission") shape the attributes without being reported: they are common words, and the
 * cue index travels with every document.
 */
function cuesOf(found: readonly Found[], scan: WordScan): { cues: Cue[]; positionOf: Map<Found, number> } {
  const cues: Cue[] = []
  // every found trigger of a reported phrase points at that phrase's cue
  const positionOf = new Map<Found, number>()
  let i = 0
  while (i < found.length) {
    const f = found[i]!
    let j = i + 1
    while (
      j < found.length &&
      found[j]!.ts === f.ts &&
      found[j]!.direction === f.direction &&
      (f.direction === 'termination' || found[j]!.category === f.category)
    )
      j++
    const shared = f.direction === 'termination' && j - i > 1
    if (f.category !== 'current' && (f.direction !== 'termination' || f.category === 'termination' || shared)) {
      for (let k = i; k < j; k++) positionOf.set(found[k]!, cues.length)
      cues.push({
        start_index: scan.starts[f.ts]!,
        end_index: scan.ends[f.te - 1]!,
        category: shared ? 'termination' : f.category,
        direction: f.direction,
      })
    }
    i = j
  }
  return { cues, positionOf }
}

/** Cues lying within tokens [ss, se); found is in token order and its matches do not overlap. */
function cuesWithin(found: readonly Found[], ss: number, se: number): Found[] {
  let lo = 0
  let hi = found.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (found[mid]!.ts < ss) lo = mid + 1
    else hi = mid
  }
  const out: Found[] = []
  for (let k = lo; k < found.length && found[k]!.te <= se; k++) out.push(found[k]!)
  return out
}

/**
 * The cues of a lead-in that still hold at its colon: forward ones no termination of their own
 * category (or a general one) has ended. A negation's "at" in "what to watch for at home:" ends a
 * negation only, as it does inside a sentence, so the watching still reaches the list under it.
 */
function leadInCues(cues: readonly Found[], end: number): Found[] {
  const out: Found[] = []
  for (const c of cues) {
    if (c.direction !== 'forward' && c.direction !== 'bidirectional') continue
    if (c.category === 'termination' || c.category === 'patient' || c.def.afterStop === true) continue
    // a cue that reaches only the word after it ("next infusion") has nothing to reach past the colon
    if (c.def.window === 0 && c.direction === 'forward') continue
    const ends = (t: Found): boolean =>
      t.direction === 'termination' && (t.category === 'termination' || t.category === c.category)
    if (cues.some((t) => ends(t) && t.ts >= c.te && t.te <= end)) continue
    out.push(c)
  }
  return out
}

interface SentenceFacts {
  ss: number
  se: number
  cues: readonly Found[]
  leadCues: readonly Found[]
  /** of cues: the terminations, the forward status triggers, and (with the lead-in's) the allergy cues */
  terminations: readonly Found[]
  statusTriggers: readonly Found[]
  allergyCues: readonly Found[]
}

interface TargetInput extends AllergyView, SentenceFacts {
  scope: Scope
  /** headAt[k] = 1 where a head-noun cue starts */
  headAt: Uint8Array
  section: string
  /** the target's section opens with a header of stopping ("STOP taking these medicines") */
  underStopHeader: boolean
}

/** For each attribute set by a cue, that cue: the nearest of its category whose scope reaches the target. */
type CuesSetting = Partial<Record<keyof ContextAttributes, Found>>

/** The attributes of one target, and the cue that set each. */
function attributesOf(x: TargetInput): { attributes: ContextAttributes; by: CuesSetting } {
  const reached = reachOfCues(x)
  const { experiencer, person } = experiencerOf(x, reached)
  // "WPW not seen but cannot be fully excluded": a denial taken back is doubt (context-reopened-denials.ts)
  const denial = closest(x, reached, 'negated')
  const reopened = denial !== undefined && denialReopened(x.scan.keys, x.xe, x.se)
  const negation = reopened ? undefined : denial
  // "Vancomycin should be avoided given his allergy": avoided, though the cue comes after the drug
  // "bilirubin 11.2, below the phototherapy line": the treatment the line stands for is not needed (context-treatment-lines.ts)
  const negated =
    negation !== undefined ||
    avoidedLaterForAllergy(x) ||
    belowTreatmentLine(x) ||
    // "antibody screen on 12/03 negative": a result after the test's own qualifiers (context-qualified-results.ts)
    (experiencer === 'patient' && negativeAfterQualifiers(x) && !isMeansTest(x)) ||
    // "Cocaine on urine drug screen: negative": what a test looked for (context-screened-analytes.ts)
    negativeOnMeansTest(x)
  const allergyCue = closest(x, reached, 'allergy')
  const { allergy, reactionHistory } = allergyOf(x, {
    // a substance kept away ("ACE inhibitors to be avoided") is not denied as an allergen
    negated: negated && !(negation !== undefined && AVOIDANCE_CUES.has(negation.def.phrase)),
    // "Allergies - cats (sneezing)": a dashed label line is an allergy entry (context-dash-labels.ts)
    inAllergySection: x.section === SECTION_ALLERGIES || dashedAllergyLabel(x.scan, x.text, x.ss, x.xs),
    allergyCueReaches: allergyCue !== undefined,
    allergyCues: x.allergyCues,
    leadIsAllergy: x.leadCues.some(isAllergyCue),
  })
  // "last apixaban dose on 11/03": the last dose dates a dose of a course, not the drug (context-last-doses.ts)
  // "must not drive for 6 months after this seizure": a span in advice dates nothing (context-instructed-spans.ts)
  const history = closest(
    x,
    reached,
    'historical',
    (c) =>
      !lastDoseOfDrug(x.scan.keys, c, x.type, x.xs, x.xe) &&
      !spanInAdvice(x.scan.keys, x.targetOf, x.ss, c) &&
      !spanFromEndAhead(x.scan.keys, x.xe, x.se, c),
  )
  const currentCue = closest(x, reached, 'current')
  // "took codeine in 2019; none since": a use the sentence ends (context-none-since.ts)
  const usedToNoneSince = endedByNoneSince(x)
  // "Varices on EGD in 2019": a date right after the study outweighs the "on" of a treatment (context-dated-studies.ts)
  // "Falls last year on zolpidem": the drug of a dated episode (context-dated-episodes.ts)
  // "Vaccines up to date": the record's "to date" dates the doses given, no present of them (context-vaccines-given.ts)
  const givenVaccine = vaccineGivenBefore(x)
  const current =
    currentCue !== undefined &&
    !givenVaccine &&
    !studyDatedAfterOn(x.type, x.xs, x.xe, currentCue, history) &&
    !(x.type === 'medication' && drugOfDatedEpisode(x, x.xs, x.xe, currentCue, history)) &&
    // "on methylphenidate until 16, none since": the "on" of a use the sentence ends
    !usedToNoneSince
  // "Cholecystectomy during this admission": the stay a plan item is put in is no present of it (context-stay-times.ts)
  const currentOfPlan = current && !timedWithinStay(x.scan.keys, currentCue)
  // "biopsy to evaluate for membranous nephropathy vs FSGS": the study is not weighed (context-weighed-options.ts)
  const uncertainty = closest(
    x,
    reached,
    'uncertain',
    (c) => !weighsOtherThings(x.targetOf, c.def.phrase, x.type, c.ts, c.te, x.xs, x.xe),
  )
  // "Resume your home losartan tomorrow": the time after a resumed drug times the order
  // "Sperm banking offered, declined": an offer the sentence settles is not ahead (context-offered-treatments.ts)
  const resumed = resumedDrug(x)
  const hypothesis = closest(x, reached, 'hypothetical', (c) => (!resumed || notBackward(c)) && !settledOfferCue(x, c))
  // a drug held or stopped in this encounter, unless a cue times or conditions the stop (docs: Conventions)
  const stopped =
    negation === undefined &&
    hypothesis === undefined &&
    history === undefined &&
    experiencer === 'patient' &&
    (stoppedDrug(x) || (x.underStopHeader && stopListItem(x))) &&
    !endedCourse(x)
  const negatedOrStopped = negated || stopped
  // "volume overload? - incr furosemide": a target queried by a glued question mark
  // "you may have a sore neck for a day or two": the modal forecasts, it does not doubt (context-forecast-modals.ts)
  const forecastModal = uncertainty !== undefined && modalHedge(uncertainty.def.phrase) && forecastByModal(x)
  const uncertain =
    (uncertainty !== undefined && !forecastModal) ||
    queriedTarget(x) ||
    reopened ||
    // "partner's HIV status unknown": a condition no one knows the status of (context-unknown-statuses.ts)
    (x.type === 'problem' && statusUnknown(x.scan.keys, x.targetOf, x.xe, x.se)) ||
    // "Stool culture sent for Campylobacter": what a sent study looks for (context-sent-studies.ts)
    (x.type === 'problem' && !negatedOrStopped && lookedForBySentStudy(x.scan.keys, x.targetOf, x.typeAt, x.ss, x.xs))
  // a plan's bare item ("- Sleep study.") is to be done, unless a cue says otherwise
  const hypothetical =
    hypothesis !== undefined ||
    (!negatedOrStopped && instructedIndication(x)) ||
    // "avoid lifting until the angiogram": the event an order lasts until is ahead
    (experiencer === 'patient' && !negatedOrStopped && awaitedEvent(x)) ||
    // "you may have some cramping for a day or two": a modal with a span ahead forecasts (context-forecast-modals.ts)
    (experiencer === 'patient' && !negatedOrStopped && forecastByModal(x)) ||
    // "Offered contraception; she will think about it": an offer not yet taken up (context-offered-treatments.ts)
    (experiencer === 'patient' && !negatedOrStopped && history === undefined && offeredAhead(x)) ||
    // "isotretinoin discussed", "hospice discussed with her son": an option talked over (context-discussed-treatments.ts)
    (experiencer === 'patient' && !negatedOrStopped && history === undefined && discussedTreatment(x)) ||
    // "diphenhydramine and prednisone before the next CT": a drug for an exposure not yet here (context-next-exposures.ts)
    (experiencer === 'patient' && !negatedOrStopped && beforeNextExposure(x)) ||
    // "bleeding needs a call the same day", "For wheezing, go to the ED" (context-fronted-care.ts)
    (experiencer === 'patient' && !negatedOrStopped && frontedCare(x)) ||
    (x.type === 'problem' && RISK_NAME.test(x.targetText)) ||
    // "Alcohol withdrawal watch": a condition a watch is kept for (context-readiness-nouns.ts)
    (experiencer === 'patient' && !negatedOrStopped && keptReadyFor(x.scan, x.type, x.xe, x.se)) ||
    // the problem a conditional order looks for stays uncertain only (docs: Conventions)
    (experiencer === 'patient' &&
      !negatedOrStopped &&
      !(uncertain && x.type === 'problem') &&
      history === undefined &&
      !current &&
      inMainClauseOfCondition(x)) ||
    (experiencer === 'patient' &&
      !negatedOrStopped &&
      !uncertain &&
      history === undefined &&
      !currentOfPlan &&
      (plannedPlanItem(x) || purposeOfVisit(x) || purposeOrder(x))) ||
    // "anti-D immunoglobulin at 28 weeks": an item set at a point of life ahead (context-life-points.ts)
    (experiencer === 'patient' && !negatedOrStopped && history === undefined && !current && setAtLifePoint(x)) ||
    // "Delay zoledronic acid after extractions": what a plan item puts off is ahead (context-delay-cues.ts)
    (experiencer === 'patient' && !negatedOrStopped && putOffByPlanItem(x)) ||
    // "Colorectal cancer screening due; FIT kit given": the test a screening is owed by (context-screening-tests.ts)
    (experiencer === 'patient' && !negatedOrStopped && history === undefined && screeningTestAhead(x)) ||
    // "Lille score on day 7": a point in a course ahead times a plan's test (context-series-points.ts)
    (experiencer === 'patient' && !negatedOrStopped && !uncertain && !current && timedBySeriesPoint(x)) ||
    // "- DXA in 2031.": a bare time after a plan item schedules it (context-scheduled-times.ts)
    (experiencer === 'patient' &&
      !negatedOrStopped &&
      !uncertain &&
      !current &&
      history !== undefined &&
      scheduledByTime(x, history))
  // a relative's illness is family history, an absent condition has no timeline, an allergen is
  // recorded as a standing fact, and a reaction in doubt or ahead is no history
  // "no inhalers since age 10": a drug used until a past point (context-unused-since.ts)
  const usedUntilPastPoint = isDrugTarget(x) && drugUsedUntilPastPoint(x.scan.keys, x.xs, x.xe, x.se)
  const historical =
    experiencer === 'patient' &&
    !negatedOrStopped &&
    !allergy &&
    !current &&
    !hypothetical &&
    // "asthma since age 9", "HTN for 20 years": what has lasted since then goes on (context-lasting-conditions.ts)
    (!lastingCondition(x) || usedUntilPastPoint) &&
    ((history !== undefined &&
      !((onCurrentTreatment(x) || measuredInItem(x)) && history.te <= itemStartOf(x)) &&
      !keptByCurrentDrug(x, history)) ||
      HISTORICAL_NAME.test(x.targetText) ||
      endedCourse(x) ||
      afterDatedLabel(x) ||
      // "given the recent fall", "no bleeding since the banding": an event the words before it put behind
      calledRecent(x) ||
      pastProcedureAnchor(x) ||
      // "She had an epidural injection on 09/20": a procedure the story dates to a past day (context-dated-procedures.ts)
      procedureOnPastDay(x) ||
      // "Cholecystectomy at 16": an age after the event
      datedByAge(x) ||
      // "check-up after admission for pneumonia": what an earlier stay was for (context-earlier-stays.ts)
      reasonOfEarlierStay(x) ||
      // "the snoring has stopped": a symptom told as over now (context-ended-symptoms.ts)
      endedSymptom(x) ||
      // "at 24w3d by first-trimester ultrasound": the scan that dated the pregnancy (context-dating-scans.ts)
      datingScan(x) ||
      // "Tdap 2021": a vaccine dose dated when it was given (context-dated-vaccines.ts)
      datedVaccine(x) ||
      givenVaccine ||
      usedUntilPastPoint ||
      usedToNoneSince ||
      // "none since the glipizide was stopped": a drug whose stop an event is counted from (context-stop-reference-points.ts)
      stopCountedFrom(x) ||
      // "Stroke 04/2019, treated with thrombectomy": the treatment of a dated event (context-dated-treatments.ts)
      treatedForDatedEvent(x) ||
      // "Follicular lymphoma treated with R-CHOP in 2009": a treated course the date after it ended (context-treated-conditions.ts)
      treatedToDatedEnd(x) ||
      // a history section's condition named with the drug it is on ("hypertension on amlodipine") goes on
      // and so does an item with today's value ("T2DM, A1c 7.2%": context-measured-items.ts)
      (SECTION_HISTORICAL.has(x.section) && !onCurrentTreatment(x) && !measuredInItem(x)) ||
      (reactionHistory &&
        !uncertain &&
        !hypothetical &&
        // "hypothyroidism after radioactive iodine": a drug's lasting effect goes on (context-lasting-sequels.ts)
        !(x.type === 'problem' && namesLastingCondition(x.scan.keys, x.xs, x.xe))) ||
      // a drug taken before without a reaction ("amoxicillin ok in 2021", "has since taken cephalexin without trouble")
      toleratedBefore(x, x.section === SECTION_ALLERGIES || x.allergyCues.length > 0) ||
      // "but he has taken amoxicillin many times": takings before now (context-repeated-takings.ts)
      repeatedTaking(x) ||
      // a reaction told as not an allergy is a side effect of the past ("the rash with X was not an allergy")
      allergyDeniedAfter(x))
  // an allergy outgrown stays recorded and is past: "Milk allergy as an infant, outgrown"
  const outgrown = allergy && experiencer === 'patient' && !negatedOrStopped && outgrownAllergy(x)
  const by: CuesSetting = {}
  if (negation) by.negated = negation
  if (uncertainty && !forecastModal) by.uncertain = uncertainty
  if (historical && history) by.historical = history
  if (hypothesis) by.hypothetical = hypothesis
  if (allergy && allergyCue) by.allergy = allergyCue
  if (person) by.experiencer = person
  return {
    attributes: {
      negated: negatedOrStopped,
      uncertain,
      historical: historical || outgrown,
      hypothetical,
      experiencer,
      allergy,
    },
    by,
  }
}

/** "OUD in remission on buprenorphine": a history cue between a condition and the drug it is on now. */
function keptByCurrentDrug(x: TargetInput, history: Found): boolean {
  // "Falls last year on zolpidem": a calendar time dates an episode on the drug (context-dated-episodes.ts)
  if (history.ts < x.xe || calendarTime(history)) return false
  const drug = currentDrugAt(x)
  return drug >= 0 && history.te <= drug
}

/**
 * Where the target's list item starts: after the last comma, semicolon or colon before it, else at
 * its sentence's start. A history cue before that ("PMH: …", a lead-in) labels the list, not the item.
 */
function itemStartOf(x: TargetInput): number {
  for (let k = x.xs - 1; k >= x.ss; k--) if (ITEM_BREAKS.has(x.scan.keys[k]!)) return k + 1
  return x.ss
}
const ITEM_BREAKS = new Set([',', ';', ':'])

/** How far the scope of each cue of the target's sentence reaches it. */
interface Reached {
  /** distance[k] = words from cues[k] to the target when its scope reaches the target, else -1 */
  distance: number[]
  /** positions in cues of those whose scope reaches the target, in order: few, and asked six times */
  reaching: number[]
}

function reachOfCues(x: TargetInput): Reached {
  const { cues } = x
  const distance = new Array<number>(cues.length)
  const reaching: number[] = []
  for (let k = 0; k < cues.length; k++) {
    const d = reach(x, cues[k]!)
    distance[k] = d
    if (d >= 0) reaching.push(k)
  }
  return { distance, reaching }
}

/** The nearest cue of the category whose scope reaches the target, else a lead-in's that applies. */
function closest(x: TargetInput, reached: Reached, cat: Scoped, keep?: (c: Found) => boolean): Found | undefined {
  let best: Found | undefined
  let bestDistance = Infinity
  for (const k of reached.reaching) {
    const d = reached.distance[k]!
    if (x.cues[k]!.category === cat && d < bestDistance && (keep === undefined || keep(x.cues[k]!))) {
      best = x.cues[k]
      bestDistance = d
    }
  }
  if (best !== undefined) return best
  for (const c of x.leadCues) if (c.category === cat && !skipsType(c.def, x.type)) return c
  return undefined
}

const notBackward = (c: Found): boolean => c.direction !== 'backward'

/** Whose the target is: the nearest person in scope, else a lead-in's, else the section's default. */
function experiencerOf(
  x: TargetInput,
  reached: Reached,
): { experiencer: ContextAttributes['experiencer']; person: Found | undefined } {
  let experiencer: ContextAttributes['experiencer'] = x.section === SECTION_FAMILY ? 'family' : 'patient'
  let person: Found | undefined
  let nearest = Infinity
  // "Kidney transplant from his sister": the donor or recipient named with a transplant is not its subject
  const transplant = x.type === 'procedure' && namesTransplant(x.scan.keys, x.xs, x.xe)
  for (const c of x.leadCues) {
    if (c.category === 'family' || c.category === 'other') {
      experiencer = c.category
      person = c
    }
  }
  for (let k = 0; k < x.cues.length; k++) {
    // most cues do not reach the target: their phrase need not be read
    const d = reached.distance[k]!
    if (d < 0) continue
    const c = x.cues[k]!
    const patientInPhrase = !isPerson(c.category) && namesThePatient(c.def.phrase)
    if (!isPerson(c.category) && !patientInPhrase) continue
    if (transplant && otherPartyOfTransplant(x.scan.keys, x.xe, x.xs, c.ts, c.te)) continue
    // ties go to the mention before the target, the usual place for a subject
    if (d < nearest || (d === nearest && c.te <= x.xs)) {
      nearest = d
      person = patientInPhrase ? undefined : c
      experiencer = patientInPhrase ? 'patient' : (c.category as ContextAttributes['experiencer'])
    }
  }
  // "Attends daycare, where several children had influenza": a group's children are peers (context-group-children.ts)
  if (
    experiencer === 'family' &&
    person !== undefined &&
    childrenOfAGroup(x.scan.keys, person.ts, person.te, x.ss, x.se)
  )
    experiencer = 'other'
  // "Whole class has had lice", "Head lice in her class": a condition of the group (context-group-children.ts)
  else if (
    experiencer === 'patient' &&
    person === undefined &&
    x.type !== 'medication' &&
    conditionOfAGroup(x.scan.keys, x.ss, x.xs, x.xe, x.se)
  )
    experiencer = 'other'
  // "partner to be treated as well with doxycycline": the person treated takes the treatment
  if (person === undefined && experiencer === 'patient' && (x.type === 'medication' || x.type === 'procedure')) {
    const treated = treatedPerson(x.scan.keys, x.targetOf, x.cues, x.ss, x.xs)
    if (treated === 'family' || treated === 'other') experiencer = treated
  }
  return { experiencer, person }
}

/**
 * Whether a trigger's phrase holds the patient as its subject ("if he develops", "should she"):
 * the pronoun is read with the trigger, so it names the patient as a person cue would.
 */
function namesThePatient(phrase: string): boolean {
  return (
    phrase.startsWith('he ') ||
    phrase.startsWith('she ') ||
    phrase.includes(' he ') ||
    phrase.includes(' she ') ||
    phrase.endsWith(' he') ||
    phrase.endsWith(' she')
  )
}

/** Distance in words if the cue's scope reaches the target, otherwise -1. */
function reach(x: TargetInput, c: Found): number {
  if (c.direction === 'pseudo' || c.direction === 'termination' || c.category === 'termination') return -1
  const def = c.def
  if (skipsType(def, x.type) || (def.inPlan === true && !PLAN_SECTIONS.has(x.section))) return -1
  // "Pregnancy test negative before the CT": a "before" that dates what its clause reports
  if (c.category === 'hypothetical' && beforeDatesReport(x, c.ts)) return -1
  if (def.aboutSubject === true && x.xe < x.se && COPULAS.has(x.scan.keys[x.xe]!)) return -1
  const cat = c.category as Scoped
  if (cat === 'hypothetical' && failsInItsCondition(x)) return -1
  // "avoid NSAIDs unless cardiology advises": the condition bounds the avoiding (context-conditioned-avoidance.ts)
  if (
    cat === 'hypothetical' &&
    def.conditional === true &&
    c.ts >= x.xe &&
    avoidedObject(x.scan.keys, x.targetOf, x.ss, x.xs)
  )
    return -1
  if (cat === 'negated' && negationWalledByCondition(x, c)) return -1
  // "no beta blocker drops (prior bradycardia)": a bracket of the past is walled off (context-past-asides.ts)
  if (
    (cat === 'negated' || cat === 'uncertain' || cat === 'hypothetical') &&
    pastAsideWalls(x.scan.keys, x.ss, x.xs, c.te)
  )
    return -1
  // "a tick bite at her daughter's farm": a possessive person reaches only what it owns
  if ((cat === 'family' || cat === 'other') && x.scan.keys[c.te] === "'" && ownedElsewhere(x, c)) return -1
  // "Suspected gout, uric acid 9.1": a test with its value was measured, whatever the hedge
  if (cat === 'uncertain' && x.type === 'test' && valueRightAfter(x.scan, x.xe, x.se)) return -1
  // "Constipation from opioids likely": a drug named as the cause is given, not in doubt (context-causing-drugs.ts)
  if (
    cat === 'uncertain' &&
    x.type === 'medication' &&
    drugNamedAsCause(x.scan.keys, x.targetOf, x.ss, x.xs, c.ts, c.te)
  )
    return -1
  // "no focal deficits, pupils equal and reactive": an item stating its own finding is not denied
  // "Epididymitis more likely, blood flow preserved": nor is it doubted by a hedge before the comma
  if (
    (cat === 'negated' || cat === 'uncertain') &&
    c.te <= x.xs &&
    itemWithItsOwnFinding(x.scan, c.te, x.xs, x.xe, x.se)
  )
    return -1
  // "no inhalers since age 12": a drug unused since a past point was used until then (context-unused-since.ts)
  if (cat === 'negated' && unusedDrugSince(x, c)) return -1
  // "start adalimumab after a negative TB test": a result the order waits for (context-awaited-results.ts)
  if (cat === 'negated' && c.te === x.xs && c.def.clause === true && awaitedResult(x.scan.keys, x.ss, c.ts)) return -1
  // "does not wake up between seizures": the episodes a state is judged between are real (context-between-episodes.ts)
  if (cat === 'negated' && c.te <= x.xs && betweenEpisodes(x.scan.keys, c.te, x.xs)) return -1
  // "CMV positive and the recipient negative": a target with its own positive result is not denied (context-positive-results.ts)
  if (cat === 'negated' && ownPositiveResult(x.scan, x.xe, c.ts >= x.xe ? c.ts : x.se)) return -1
  const forward = forwardReach(x, c, cat)
  if (forward >= 0) return forward
  const conditional = conditionReach(x, c)
  if (conditional >= 0) return conditional
  // "surgical repair vs physical therapy discussed": every alternative is still to be chosen (context-discussed-options.ts)
  if (
    cat === 'hypothetical' &&
    c.ts >= x.xe &&
    discussedAlternative(x.scan.keys, x.targetOf, x.typeAt, def.phrase, x.type, x.xe, c.ts)
  )
    return x.scope.units[c.ts]! - x.scope.units[x.xe]!
  return backwardReach(x, c, cat)
}

/** A drug, or a drug form the lexicon may not type ("inhalers"). */
function isDrugTarget(x: TargetInput): boolean {
  return x.type === 'medication' || (x.type === undefined && namesADrugForm(x.targetText))
}

/** "no inhalers since age 12": a bare "no" right before a drug unused since a past point. */
function unusedDrugSince(x: TargetInput, c: Found): boolean {
  if (!isDrugTarget(x)) return false
  return c.te === x.xs && c.def.phrase === 'no' && unusedSincePastPoint(x.scan.keys, x.xe, x.se)
}

function ownedElsewhere(x: TargetInput, c: Found): boolean {
  const { scan, targetOf, xs, ss, se } = x
  return ownsSomethingElse({ keys: scan.keys, targetOf, ts: c.ts, te: c.te, xs, ss, se })
}

/**
 * A negation and a condition keep to their own sides: a negation does not reach into a condition
 * after it ("Do not drive if drowsy", "no surgery unless biliary colic develops"), one inside a
 * condition ends at the comma that opens the main clause ("If creatinine is not back to baseline,
 * kidney biopsy"), and a result word inside a condition is hoped for, not found ("If the stool
 * studies are negative, begin ustekinumab").
 */
function negationWalledByCondition(x: TargetInput, c: Found): boolean {
  const { scope, xs, xe } = x
  for (const cond of x.cues) {
    if (cond.def.conditional !== true || cond === c) continue
    // a condition opens between the negation and the target
    if (cond.ts >= c.te && cond.te <= xs) return true
    if (cond.te > c.ts) continue
    const inCondition = Scope.count(scope.commas, cond.te, c.ts) === 0
    // a negation of the condition before the comma of its main clause
    if (inCondition && c.te <= xs && Scope.count(scope.commas, c.te, xs) > 0) return true
    // a result word said of the condition's own subject
    if (inCondition && cond.te <= xs && c.ts >= xe) return true
    // a negation inside the condition is what is hoped for or feared, not found: "if no air leak"
    if (inCondition && c.te <= xs && conditionWordOpens(x.scan.keys, cond)) return true
  }
  return false
}

/**
 * Whether the target is a drug or procedure whose failing is what the nearest condition before it
 * waits for ("adalimumab if methotrexate fails", "… if no response to steroids in 3 days"): the
 * treatment is today's, so no cue makes it hypothetical (context-failing-treatments.ts).
 */
function failsInItsCondition(x: TargetInput): boolean {
  if (x.type !== 'medication' && x.type !== 'procedure') return false
  let open: Found | undefined
  for (const cond of x.cues) if (cond.def.conditional === true && cond.te <= x.xs) open = cond
  return open !== undefined && failingTreatmentOfCondition(x.scan, x.type, open.te, x.xs, x.xe, x.se)
}

/** Conditions whose clause states a state to check, not an instruction: "if", "unless". */
const CONDITION_OPENERS: ReadonlySet<string> = new Set(['if', 'unless'])

function conditionWordOpens(keys: readonly string[], cond: Found): boolean {
  // "only if no bleeding" and "if there is no bleeding" check a state as plainly as "if no bleeding"
  if (CONDITION_OPENERS.has(keys[cond.te - 1]!)) return cond.te === cond.ts + 1 || keys[cond.ts] === 'only'
  return CONDITION_OPENERS.has(keys[cond.ts]!) && keys[cond.ts + 1] === 'there'
}

/** A forward or two-way cue before the target: its distance when its scope gets that far, else -1. */
function forwardReach(x: TargetInput, c: Found, cat: Scoped): number {
  if ((c.direction !== 'forward' && c.direction !== 'bidirectional') || c.te > x.xs || answersBack(x, c)) return -1
  if (resultOfWhatCameBefore(x, c)) return -1
  // "PTSD after a car crash in 2021, nightmares most nights": the cause's time dates nothing after it (context-lasting-sequels.ts)
  if (cat === 'historical' && lastingSequelLink(x, c.ts) >= 0) return -1
  // "Gout suspected given the tophi": a hedge trailing its own subject weighs that, not its ground
  if (c.category === 'uncertain' && groundAfterHedgedSubject(x.scan.keys, x.targetOf, c.ts, c.te)) return -1
  // "Possible cellulitis around the insect bite": the anchor a hedged condition is placed at is seen (context-hedge-anchors.ts)
  if (c.category === 'uncertain' && anchorBetween(x.scan.keys, c.te, x.xs)) return -1
  if (c.def.conditional === true && presentSubjectOfCondition(x.scan, x.xe, x.se)) return -1
  const { scope, xs } = x
  const d = scope.units[xs]! - scope.units[c.te]!
  const window = c.def.window ?? FORWARD_WINDOW[cat]
  if (
    d <= window &&
    Scope.count(scope.targets, c.te, xs) <= MAX_LIST_TARGETS &&
    !blocked(x, c.te, xs, cat) &&
    !cutByOther(x, c, cat) &&
    !forwardScopeEnded(x, c, cat)
  )
    return d
  return -1
}

/** Verbs that make a result word after them the predicate of what came before: "cultures stayed negative". */
const LINKING_VERBS = new Set([
  'was',
  'were',
  'is',
  'are',
  'stayed',
  'remained',
  'remains',
  'remain',
  'returned',
  'been',
])

/**
 * A result word ("negative") said of what came before it ("cultures stayed negative and the CT …")
 * reaches nothing after.
 */
function resultOfWhatCameBefore(x: TargetInput, c: Found): boolean {
  return c.category === 'negated' && c.def.clause === true && c.ts > x.ss && LINKING_VERBS.has(x.scan.keys[c.ts - 1]!)
}

/**
 * A condition after a target it applies to: the object of a verb that starts something ("Start
 * antibiotics if …"), or an order ahead that heads its clause ("BiPAP if pH falls"). Else -1.
 */
function conditionReach(x: TargetInput, c: Found): number {
  const { scope, xs, xe } = x
  if (c.def.conditional !== true || c.ts < xe) return -1
  const d = scope.units[c.ts]! - scope.units[xe]!
  const rightBefore =
    d === 0 ||
    orderDetailsBetween(x.scan.keys, x.targetOf, x.typeAt, orderedAhead, xe, c.ts) ||
    // "Topiramate for prevention if attacks exceed 4 a month" (context-order-purposes.ts)
    orderPurposeBetween(x.scan.keys, x.scan.isWord, xe, c.ts, c.def.phrase)
  if (
    !(
      startsSomething(x, xs) ||
      (orderedAhead(x.type) &&
        rightBefore &&
        // "then nicardipine if the systolic stays above 120": a plan's step after a joiner (context-joined-orders.ts)
        (headsClause(x, firstOfOrder(x, xs)) ||
          (IF_PHRASE.test(c.def.phrase) && joinedOrderStep(x.scan.keys, x.scan.isWord, x.targetOf, x.ss, xs))))
    )
  )
    return -1
  if (d > BACKWARD_WINDOW.hypothetical || blocked(x, xe, c.ts)) return -1
  // a bracket closed before the condition holds the order's alias or dose, no clause of its own
  const opens = Scope.count(scope.opens, xe, c.ts)
  const closedBrackets = opens === Scope.count(scope.closes, xe, c.ts) ? opens : 0
  return Scope.count(scope.commas, xe, c.ts) === closedBrackets ? d : -1
}

/**
 * A backward or two-way cue after the target, or a forward one answering back: its distance when
 * its scope gets that far, else -1.
 */
function backwardReach(x: TargetInput, c: Found, cat: Scoped): number {
  const backward = c.direction === 'backward' || c.direction === 'bidirectional' || answersBack(x, c)
  if (!backward || c.ts < x.xe || (cat === 'negated' && modifiesHead(x))) return -1
  // "Fentanyl on urine drug screen, benzodiazepines not detected": a result is not said of the means test (context-screened-analytes.ts)
  if (cat === 'negated' && isMeansTest(x) && isNegativeResultCue(x.scan.keys, c.ts, c.te)) return -1
  // "…, and a mother with a hip fracture": a person heading a new item reaches forward only (context-joined-persons.ts)
  if ((cat === 'family' || cat === 'other') && personHeadsJoinedItem(x.scan.keys, c.ts)) return -1
  const { scope, xe, se } = x
  const def = c.def
  const d = scope.units[c.ts]! - scope.units[xe]!
  const window = def.window ?? BACKWARD_WINDOW[cat]
  // a hedge after a comma is about what follows it ("Insomnia, likely situational"), and so is
  // one its clause goes on after ("The effusion is likely parapneumonic")
  const hedgeAhead =
    cat === 'uncertain' &&
    !answersBack(x, c) &&
    ((c.direction === 'bidirectional' && scope.separators(xe, c.ts) > 0) || hedgesWhatFollows(x, c))
  // a result word right before a finding is that finding's ("UA: negative nitrites")
  const resultAhead = cat === 'negated' && def.clause === true && c.te < se && x.targetOf[c.te] !== 0
  if (
    d <= window &&
    !blocked(x, xe, c.ts, cat) &&
    !hedgeAhead &&
    !resultAhead &&
    !ownedBetween(x, cat, xe, c.ts) &&
    !(cat === 'historical' && (datesAnotherEvent(x, xe, c.ts) || datesDiagnosis(x.scan.keys, xe, c.ts, c.te, se))) &&
    // "PTSD after a car crash in 2021": the time dates the cause of a lasting condition (context-lasting-sequels.ts)
    !(cat === 'historical' && lastingSequelLink(x, c.ts) >= xe) &&
    // "gout, eczema 2015 (resolved)": a bracket's history cue is its own item's (context-bracketed-cues.ts)
    !(cat === 'historical' && bracketedCueOverreaches(x.scan.keys, xe, c.ts)) &&
    Scope.count(scope.colons, xe, c.ts - 1) === 0 &&
    // "epigastric tenderness, guarding absent": a negation read back from its clause's end is its own item's
    !answerPassesOwnFinding(x, c, cat) &&
    // "Cellulitis of the leg, MRSA less likely": a hedge read back weighs its own clause's subject (context-trailing-hedges.ts)
    !(cat === 'uncertain' && c.direction === 'forward' && hedgeHasNearerSubject(x.scan.keys, x.targetOf, xe, c.ts)) &&
    // "Pneumonia with an effusion likely": a hedge read back weighs the companion after "with" (context-trailing-hedges.ts)
    !(cat === 'uncertain' && hedgeWeighsCompanion(x.scan.keys, x.targetOf, xe, c.ts)) &&
    // "Chest pain, ACS ruled out": a two-way negation reaches back over its own item only
    !(
      (def.clause === true || (cat === 'negated' && c.direction === 'bidirectional')) &&
      scope.separators(xe, c.ts) > 0 &&
      // "Zoster vaccine (recombinant) recommended": a plan word reaches over the item's aside (context-set-off-asides.ts)
      !(cat === 'hypothetical' && onlyAsideBetween(x.scan.keys, x.targetOf, xe, c.ts))
    )
  )
    return d
  return -1
}

/** Hedges of likelihood that, followed by a predicate, weigh the predicate rather than the subject. */
const LIKELIHOOD_HEDGES = new Set(['likely', 'most likely', 'more likely', 'is likely', 'are likely'])
/** After a hedge these give its reason, so the hedge still weighs what came before ("Pneumonia likely given …"). */
const REASON_OPENERS = new Set([
  'given',
  'based',
  'in',
  'per',
  'with',
  'on',
  'by',
  'as',
  'because',
  'since',
  'clinically',
])

/**
 * Whether a likelihood hedge has a predicate after it in its clause ("The effusion is likely
 * parapneumonic", "Alcohol likely worsening sleep"): then it weighs that predicate, and the
 * subject before it is taken as found.
 */
function hedgesWhatFollows(x: TargetInput, c: Found): boolean {
  if (!LIKELIHOOD_HEDGES.has(c.def.phrase) || c.te >= x.se) return false
  return x.scan.isWord[c.te] === true && !REASON_OPENERS.has(x.scan.keys[c.te]!)
}

/**
 * Whether a date after the target belongs to a procedure listed between them: in "peripheral
 * arterial disease and a toe amputation in 2023" the year is the amputation's. A procedure the
 * target is for keeps the date for both ("Ablation for atrial fibrillation in 2019").
 */
function datesAnotherEvent(x: TargetInput, xe: number, cueStart: number): boolean {
  let k = cueStart - 1
  while (k >= xe && x.targetOf[k] === 0) k--
  if (k < xe || x.typeAt(k) !== 'procedure') return false
  const id = x.targetOf[k]
  while (k > xe && x.targetOf[k - 1] === id) k--
  // back from the procedure's first word to the list glue that joins it to the target
  for (let j = k - 1; j >= xe && j >= k - 5; j--) {
    const key = x.scan.keys[j]!
    if (key === 'and' || key === ',' || key === ';') return true
    if (x.targetOf[j] !== 0 || key === 'for' || key === 'of' || key === 'with') return false
  }
  return false
}

/** Whether a termination for `cat` (or for every category) lies within tokens [from, to). */
function blocked(x: TargetInput, from: number, to: number, cat?: CueCategory): boolean {
  return x.terminations.some((t) => (t.category === 'termination' || t.category === cat) && t.ts >= from && t.te <= to)
}

/** "if", "if there is", "if she": a condition of its own; not "once", which also counts a dose. */
const IF_PHRASE = /^if\b/

/** Where the run of order items that ends at the target starts: "senna and miralax tonight if no BM". */
function firstOfOrder(x: TargetInput, xs: number): number {
  let first = xs
  for (let k = xs - 1; k >= x.ss && k >= xs - 16; k--) {
    if (x.targetOf[k] !== 0) {
      if (!orderedAhead(x.typeAt(k))) break
      first = k
    } else if (!ORDER_GLUE.has(x.scan.keys[k]!)) break
  }
  return first
}
/** What joins the items of one order: "senna and miralax", a bracketed alias "vestibular testing (VNG)". */
const ORDER_GLUE = new Set(['and', 'or', '+', '&', '/', '(', ')'])

/** Whether the target is the object of a verb that starts something ("Start antibiotics if …"). */
function startsSomething(x: TargetInput, at: number): boolean {
  for (let k = at - 1; k >= x.ss && k >= at - 4; k--) {
    const key = x.scan.keys[k]!
    if (START_WORDS.has(key)) return true
    if (!OBJECT_LEAD.has(key) || x.targetOf[k] !== 0) return false
  }
  return false
}

/** Whether a forward negation or hedge has nothing after it in its clause ("Pneumonia, possible."). */
function answersBack(x: TargetInput, c: Found): boolean {
  if (c.category !== 'negated' && c.category !== 'uncertain') return false
  if (c.direction !== 'forward' || c.ts <= x.ss) return false
  if (c.te >= x.se || CLAUSE_END.has(x.scan.keys[c.te]!) || x.scan.keys[c.te] === ':') return true
  // "Vomiting denied by both parents": a passive denial after its subject (context-passive-denials.ts)
  if (c.category === 'negated') return passiveDenialOfSubject(x.scan.keys, x.targetOf, c.ts, c.te)
  // "Gout suspected on exam": a hedge right after its subject, its ground after it (context-trailing-hedges.ts)
  return c.category === 'uncertain' && hedgeAfterItsSubject(x.scan.keys, x.targetOf, c.ts, c.te, x.xe)
}

/**
 * Whether a trigger of another status after a joiner takes over from forward cue `c` before the
 * target ("No fever, history of asthma").
 */
function cutByOther(x: TargetInput, c: Found, cat: Scoped): boolean {
  if (!isStatus(cat)) return false
  for (const o of x.statusTriggers) {
    // "call for vomiting or not keeping fluids down, new weakness": the negation is one item of the list
    if (c.def.instruction === true && o.category === 'negated') continue
    // a cue that never applies to this kind of target ("before the event" for a symptom) takes nothing over
    if (skipsType(o.def, x.type)) continue
    if (o.category !== cat && o.ts >= c.te && o.te <= x.xs && Scope.count(x.scope.joiners, c.te, o.ts) > 0) return true
  }
  return false
}

/**
 * Whether a forward negation read back from its clause's end ("guarding absent") would pass a
 * comma to an earlier item while a finding of its own stands before it: "epigastric tenderness,
 * guarding absent" denies the guarding only, while "offered X, declined" still reaches X.
 */
function answerPassesOwnFinding(x: TargetInput, c: Found, cat: Scoped): boolean {
  return (
    cat === 'negated' &&
    c.direction === 'forward' &&
    x.scope.separators(x.xe, c.ts) > 0 &&
    Scope.count(x.scope.targets, x.xe, c.ts) > 0
  )
}
