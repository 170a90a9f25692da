/**
 * The allergy attribute and the allergy story around it. An allergen is a substance the note
 * records the patient as allergic or intolerant to: in an allergy section ("Codeine - nausea",
 * "Lamotrigine (rash)"), after a cue ("allergic to", "intolerance to", "X allergy"), or as the
 * cause of a reaction ("ACE inhibitor caused angioedema", "rash after taking amoxicillin"). The
 * reactions are problems that happened: historical, never allergens.
 */
import { airwayReactionAfter } from './context-airway-reactions.js'
import { dashedAllergyLabel } from './context-dash-labels.js'
import { reactionBeforeHedgedLink } from './context-hedged-allergens.js'
import type { WordScan } from './word-scan.js'
import { toleranceOf } from './context-tolerated-drugs.js'
import { allergyDeniedAfter } from './context-denied-allergies.js'
import { kinBarredAfterReaction } from './context-barred-kin.js'
import { namesAnAllergy, namesAReaction, reactionNounAfter } from './context-reaction-nouns.js'
import { namedByAllergyLabel } from './context-allergy-labels.js'
import { sideEffectWithItsConsequence } from './context-side-effect-stories.js'
import { avoidedAsAClass } from './context-class-avoidance.js'
import { reactionWarnedOf } from './context-warned-reactions.js'
import { beforeAllergenList } from './context-allergen-lists.js'
import { substituteDrug } from './context-substitute-drugs.js'
import { beforeOnsetSpan, courseDayLink } from './context-timed-reactions.js'
import { namedAsPremedication, reasonAfterFor } from './context-premedications.js'
import { reactionInBracketsAfterItem } from './context-bracketed-reactions.js'
import { recordedAsAllergy } from './context-recorded-allergies.js'

/**
 * Reactions named in allergy lists and stories ("Codeine - nausea", "hives after cipro"): problems
 * that happened, recorded as history, never the allergen. Compared with a target's whole text.
 */
export const REACTION_WORDS = new Set([
  'rash',
  'rashes',
  'hives',
  'urticaria',
  'itching',
  'itch',
  'pruritus',
  'anaphylaxis',
  'anaphylactic shock',
  'anaphylactic reaction',
  'angioedema',
  'swelling',
  'throat swelling',
  'facial swelling',
  'lip swelling',
  'tongue swelling',
  'throat tightness',
  'wheezing',
  'shortness of breath',
  'sob',
  'dyspnea',
  'difficulty breathing',
  'bronchospasm',
  'nausea',
  'vomiting',
  'nausea and vomiting',
  'n/v',
  'diarrhea',
  'gi upset',
  'upset stomach',
  'stomach upset',
  'abdominal pain',
  'cramping',
  'cough',
  'myalgia',
  'myalgias',
  'muscle pain',
  'muscle aches',
  'headache',
  'dizziness',
  'confusion',
  'hallucinations',
  'hypotension',
  'bradycardia',
  'tachycardia',
  'palpitations',
  'flushing',
  // the skin's allergy to what touches it: "contact dermatitis from nickel"
  'contact dermatitis',
  'allergic contact dermatitis',
  'stevens johnson syndrome',
  'stevens-johnson syndrome',
  'sjs',
  'toxic epidermal necrolysis',
  'ten',
  'renal failure',
  'acute kidney injury',
  'aki',
  'hepatotoxicity',
  'thrombocytopenia',
  'hit',
  'hyperkalemia',
  'hyponatremia',
  'syncope',
  'seizure',
  'seizures',
  'blisters',
  'blistering',
  // as the state a drug leaves: "Hydrocodone makes him nauseated"
  'nauseated',
  'nauseous',
  'itchy',
  'dizzy',
  'edema',
  'red man syndrome',
  'serum sickness',
  'dystonia',
  'tremor',
  'drowsiness',
  'sedation',
  'somnolence',
  'fatigue',
  'constipation',
  'bleeding',
  'lightheadedness',
  'tendonitis',
  'tendon rupture',
  'qt prolongation',
  'photosensitivity',
  'mouth ulcers',
  'jaundice',
  'pancreatitis',
  'agranulocytosis',
  'neutropenia',
  'eosinophilia',
  'dress',
  'fever',
  'chills',
  'insomnia',
  'anxiety',
  'agitation',
  'delirium',
  'rhabdomyolysis',
  'hair loss',
  'erythema',
  'redness',
  'welts',
  'respiratory distress',
  'airway swelling',
  'hoarseness',
  'stomach pain',
  'heartburn',
  'reflux',
  'indigestion',
  'dyspepsia',
  'bloating',
  'gas',
])

/** What the allergy rules need to know of a target and its sentence. */
export interface AllergyView {
  text: string
  scan: WordScan
  /** the target's tokens [xs, xe) and its sentence's [ss, se) */
  xs: number
  xe: number
  ss: number
  se: number
  /** the target's concept type when known */
  type: string | undefined
  /** the target's text, lower case */
  targetText: string
  /** concept type of the target covering token k, if any */
  typeAt: (k: number) => string | undefined
  /** targetOf[k] = 1 + index of the target covering token k, or 0 */
  targetOf: Int32Array
}

/** Allergy cues in the target's sentence or lead-in, in token positions. */
export interface AllergyCue {
  ts: number
  te: number
}

export interface AllergyFacts {
  negated: boolean
  inAllergySection: boolean
  /** an allergy cue's scope reaches the target */
  allergyCueReaches: boolean
  allergyCues: readonly AllergyCue[]
  /** the sentence's lead-in ("Allergies:") is an allergy cue */
  leadIsAllergy: boolean
}

/** In an allergy list these separate the allergen from its reaction: "Codeine - nausea", "(rash)". */
const REACTION_MARKS = new Set(['(', ':', '-', '>', '='])
/** Tokens within which an allergy cue makes a reaction part of an allergy story. */
const ALLERGY_NEAR = 8
/** Words between a reaction and the drug that caused it: "rash after taking amoxicillin". */
const TAKING_WORDS = new Set([
  'taking',
  'starting',
  'started',
  'receiving',
  'using',
  'getting',
  'being',
  'given',
  'her',
  'his',
  'the',
  'a',
  'an',
  'first',
  'dose',
  'of',
  'course',
  // the route: "hives after IV vancomycin"
  'iv',
  'intravenous',
  'oral',
  'po',
  'im',
])
/** Reactions that are allergic by nature: "itching with morphine" is an allergy story, "headache with nitroglycerin" a side effect. */
const ALLERGIC_REACTIONS = new Set([
  'rash',
  'rashes',
  'hives',
  'urticaria',
  'itching',
  'itch',
  'pruritus',
  'swelling',
  'angioedema',
  'anaphylaxis',
  'lip swelling',
  'throat swelling',
  'facial swelling',
  'tongue swelling',
  'welts',
  // the reaction named as such, when it is a concept of its own: "anaphylactic reaction to rocuronium"
  'anaphylactic reaction',
  'anaphylactic shock',
  'anaphylactoid reaction',
  'allergic reaction',
  // the severe skin reactions that bar a drug for good
  // the skin's allergy to what touches it: "contact dermatitis from nickel"
  'contact dermatitis',
  'allergic contact dermatitis',
  'stevens johnson syndrome',
  'sjs',
  'toxic epidermal necrolysis',
  'dress',
])
/**
 * The nose and eyes of an airborne allergy ("hay fever from ragweed", "sneezing from grass
 * pollen"): they name the allergen after them, but as a condition that goes on, not a past reaction.
 */
const AIRBORNE_REACTIONS = new Set(['hay fever', 'sneezing', 'allergic rhinitis', 'itchy eyes', 'watery eyes'])
/** Words of a skin or blood test's reactivity "to" a substance: the substance is an allergen. */
const SENSITIZED_WORDS = new Set(['positive', 'reactive', 'sensitized', 'sensitised'])
const CAUSE_WORDS = new Set([
  'caused',
  'causes',
  'cause',
  'gave',
  'gives',
  'induced',
  'resulted',
  'led',
  'triggered',
  'triggers',
  'trigger',
  // "Hydrocodone makes him nauseated"
  'makes',
  'make',
  'made',
])
/** Tokens a reaction may stand after its cause word, over the reactions listed before it. */
const MAX_REACTIONS_BACK = 16
/** Who a cause word acts on, between it and the reaction: "makes him nauseated", "gave her hives". */
const CAUSE_OBJECTS = new Set(['him', 'her', 'them', 'me', 'you', 'his', 'their', 'your'])
/** Between the drugs and a cause word told of them: "kiwi and latex, which cause hives". */
const CAUSE_RELATIVES = new Set(['which', 'that', 'both', 'all'])
const AFTER_WORDS = new Set(['after', 'from', 'to', 'with', 'on', 'following'])

/**
 * Whether the target is an allergen, and whether it is a reaction told in an allergy story, or a
 * drug whose past side effect the sentence tells (the caller decides whether that is history: not
 * when it is uncertain or ahead).
 */
export function allergyOf(x: AllergyView, facts: AllergyFacts): { allergy: boolean; reactionHistory: boolean } {
  const reaction =
    x.type === 'problem' ||
    (x.type === undefined &&
      // "cadexomer iodine (burning)": an untyped word in brackets after an item (context-bracketed-reactions.ts)
      (REACTION_WORDS.has(x.targetText) || reactionInBracketsAfterItem(x.scan.keys, x.targetOf, x.ss, x.xs, x.typeAt)))
  if (reaction) {
    const near =
      facts.leadIsAllergy || facts.allergyCues.some((c) => c.te > x.xs - ALLERGY_NEAR && c.ts < x.xe + ALLERGY_NEAR)
    const asReaction = REACTION_WORDS.has(x.targetText) || reactionPlace(x)
    const listedAfterDrug = reactionPlace(x) && drugBefore(x)
    return {
      allergy: false,
      reactionHistory: facts.inAllergySection || (near && asReaction) || causedReaction(x) || listedAfterDrug,
    }
  }
  if (x.type === 'test' || x.type === 'procedure') return { allergy: false, reactionHistory: false }
  // "cefdinir tolerated", "ceftriaxone given without reaction": written beside an allergy as safe
  if (toleranceOf(x) !== 'none') return { allergy: false, reactionHistory: false }
  // "Clopidogrel - rash, switched to prasugrel": the substitute is taken safely (context-substitute-drugs.ts)
  if (x.type === 'medication' && substituteDrug(x)) return { allergy: false, reactionHistory: false }
  // "Atorvastatin gave her cramps, not an allergy"
  if (allergyDeniedAfter(x)) return { allergy: false, reactionHistory: false }
  // "contrast - anaphylaxis, premedication needed": given against the reaction (context-premedications.ts)
  if (namedAsPremedication(x.scan.keys, x.xe, x.se)) return { allergy: false, reactionHistory: false }
  const allergy =
    !facts.negated &&
    !givenAsTreatment(x) &&
    (facts.allergyCueReaches ||
      (facts.inAllergySection && (!reactionPlace(x) || bracketedGeneric(x))) ||
      allergenOfReaction(x) ||
      (x.type === 'medication' && (reactionListedAfter(x) || allergicReactionRightAfter(x))))
  const allergen =
    allergy ||
    avoidedForAllergy(x) ||
    avoidedLaterForAllergy(x) ||
    positiveSkinTest(x) ||
    // "despite the penicillin label": the drug an allergy label names (context-allergy-labels.ts)
    (x.type === 'medication' && namedByAllergyLabel(x.scan.keys, x.xe, x.se)) ||
    // "Lisinopril stopped; listed under allergies": a drug written into the allergy list (context-recorded-allergies.ts)
    (x.type === 'medication' && recordedAsAllergy(x.scan.keys, x.targetOf, x.xe, x.se)) ||
    (x.type === 'medication' && avoidedAsAClass(x.scan, x.ss, x.xs)) ||
    // "ACE inhibitor caused angioedema, so no lisinopril": the kin barred after a reaction (context-barred-kin.ts)
    (x.type === 'medication' &&
      kinBarredAfterReaction(x.scan.keys, x.targetOf, x.ss, x.xs, x.xe, x.se, (j) => isReactionToken(x, j, true)))
  return { allergy: allergen, reactionHistory: !allergen && x.type === 'medication' && pastSideEffectStory(x) }
}

/** A skin test wheal this wide or wider reads positive (the usual cut-off, against a 0 mm saline control). */
const POSITIVE_WHEAL_MM = 3
const WHEAL_WORDS = new Set(['wheal', 'wheals'])

/** "peanut 9 mm wheal": a substance with a positive skin test result is an allergen (not a control). */
function positiveSkinTest(x: AllergyView): boolean {
  const { keys } = x.scan
  const k = x.xe
  if (k + 2 >= x.se || keys[k + 1] !== 'mm' || !WHEAL_WORDS.has(keys[k + 2]!)) return false
  const size = Number(keys[k])
  return Number.isInteger(size) && size >= POSITIVE_WHEAL_MM
}

/** In an allergy list, whether the target sits where a reaction goes: after a dash, colon or "(". */
function reactionPlace(x: AllergyView): boolean {
  for (let k = x.xs - 1; k >= x.ss && k >= x.xs - 4; k--) {
    const key = x.scan.keys[k]!
    // a list separator starts the next entry: "latex (hives) / shellfish"
    if (key === ',' || key === ';' || key === '/') return false
    if (REACTION_MARKS.has(key) || key === 'causes' || key === 'caused') return true
  }
  // the dash after a line's allergy label opens the entry, not a reaction ("Allergies - cats")
  if (x.xs === x.ss + 1 && dashedAllergyLabel(x.scan, x.text, x.ss, x.xs)) return false
  // a hyphen is a space to the tokenizer: look at the text between the tokens ("Codeine - nausea")
  return x.xs > x.ss && /\s-\s/.test(x.text.slice(x.scan.ends[x.xs - 1]!, x.scan.starts[x.xs]!))
}

/** "ACE inhibitor caused angioedema", "hives after ciprofloxacin": the reaction's cause. */
function allergenOfReaction(x: AllergyView): boolean {
  const { scan, targetOf } = x
  const k = causeWordAfterDrugs(x)
  if (k >= 0) {
    // "dust mites trigger her asthma", "aspirin makes his breathing worse" (context-airway-reactions.ts)
    if (airwayReactionAfter(scan.keys, targetOf, (t) => targetWords(x, t), k, x.se)) return true
    const j = causedReactionAfter(x, k)
    // "Gabapentin made her dizzy, so it was stopped": a side effect told with what was done about it
    if (j >= 0) return isReactionToken(x, j, true) || !sideEffectWithItsConsequence(scan.keys, x.ss, x.xs, j, x.se)
  }
  // "Rash, probably caused by amoxicillin": a hedged link still names the allergen (context-hedged-allergens.ts)
  const hedgedReaction = reactionBeforeHedgedLink(scan.keys, targetOf, x.ss, x.xs)
  if (hedgedReaction >= 0 && isReactionToken(x, hedgedReaction, true)) return true
  let b = x.xs - 1
  while (b > x.ss && b >= x.xs - 4 && TAKING_WORDS.has(scan.keys[b]!)) b--
  // "allergic rhinitis to ragweed and | mold": a later member of the list shares its head's reaction
  b = beforeAllergenList(x, b)
  // "a rash on day 8 of cephalexin": the day of the course links as "on" (context-timed-reactions.ts)
  b = courseDayLink(scan.keys, x.ss, b)
  // "hives 20 minutes after", "wheals started 15 minutes into": the reaction before the time span
  const spanStart = b > x.ss ? beforeOnsetSpan(scan.keys, x.ss, b) : -1
  if (b > x.ss && spanStart >= 0 && (AFTER_WORDS.has(scan.keys[b]!) || scan.keys[b] === 'into')) {
    // "hives with penicillin" is an allergy story, "headache with nitroglycerin" a side effect
    const onlyAllergic = scan.keys[b] !== 'after' && scan.keys[b] !== 'following'
    const j = reactionEndBefore(x, spanStart)
    // "Watch for lip swelling after the first dose of lisinopril": a reaction warned of, not had
    if (j >= 0 && reactionWarnedOf(scan.keys, x.ss, targetStart(x, j))) return false
    if (j >= 0) {
      const words = targetWords(x, j)
      // "seasonal allergies to grass pollen": the allergy named as a problem binds what it is to
      if (scan.keys[b] === 'to' && namesAnAllergy(words)) return true
      return isReactionToken(x, j, onlyAllergic) || AIRBORNE_REACTIONS.has(words)
    }
    // a reaction no concept covers, right before: "seasonal sneezing from grass pollen"
    const before = scan.keys[b - 1]!
    // "patch testing positive to nickel", "sensitized to cat dander": a test's reactivity names an allergen
    if (scan.keys[b] === 'to' && x.type === 'medication' && SENSITIZED_WORDS.has(before)) return true
    return b > x.ss && targetOf[b - 1] === 0 && (ALLERGIC_REACTIONS.has(before) || AIRBORNE_REACTIONS.has(before))
  }
  return false
}

/** The reaction target a cause word at token k acts on, a few tokens on ("caused | a rash"), or -1. */
function causedReactionAfter(x: AllergyView, k: number): number {
  for (let j = k + 1; j < Math.min(x.se, k + 5); j++) if (x.targetOf[j] !== 0 && isReactionToken(x, j)) return j
  return -1
}

/** Cause words in the past: a side effect they tell is over ("made her dizzy, so it was stopped"). */
const PAST_CAUSE_WORDS = new Set(['caused', 'gave', 'induced', 'resulted', 'led', 'triggered', 'made'])

/**
 * "Gabapentin made her dizzy, so it was stopped", "since oral bisphosphonate caused heartburn": a
 * drug whose side effect the sentence tells in the past with what was done about it is history,
 * as the reaction is; no allergen (docs: Conventions, side effects told as history).
 */
function pastSideEffectStory(x: AllergyView): boolean {
  const k = causeWordAfterDrugs(x)
  if (k < 0 || !PAST_CAUSE_WORDS.has(x.scan.keys[k]!)) return false
  const j = causedReactionAfter(x, k)
  return j >= 0 && !isReactionToken(x, j, true) && sideEffectWithItsConsequence(x.scan.keys, x.ss, x.xs, j, x.se)
}

/**
 * The cause word told of the target and the drugs listed with it, or -1: "Codeine causes",
 * "aspirin and ibuprofen make", "kiwi and latex, which cause".
 */
function causeWordAfterDrugs(x: AllergyView): number {
  const { scan, targetOf } = x
  let k = pastTargetsAndBrackets(x, x.xe)
  for (let steps = 0; k < x.se && steps < 8; steps++) {
    const key = scan.keys[k]!
    if (CAUSE_WORDS.has(key)) return k
    const fellowDrug = targetOf[k] !== 0 && x.typeAt(k) === 'medication'
    if (!(fellowDrug || key === ',' || key === 'and' || key === 'or' || CAUSE_RELATIVES.has(key))) return -1
    k++
  }
  return -1
}

/**
 * Whether a cause word told of a drug comes before the target, over the reactions listed before it
 * and the one it acts on: "Codeine causes vomiting", "makes him nauseated", "latex, which cause
 * mouth tingling and hives".
 */
function causedByDrugBefore(x: AllergyView): boolean {
  const { scan, targetOf } = x
  let k = x.xs - 1
  // a few reactions back at most: a long list of problems is no allergy story, and the walk stays short
  const stop = Math.max(x.ss, x.xs - MAX_REACTIONS_BACK)
  while (
    k > stop &&
    (scan.keys[k] === 'and' || scan.keys[k] === ',' || (targetOf[k] !== 0 && x.typeAt(k) === 'problem'))
  )
    k--
  if (k > x.ss && CAUSE_OBJECTS.has(scan.keys[k]!)) k--
  if (k <= x.ss || !CAUSE_WORDS.has(scan.keys[k]!)) return false
  k--
  while (k > x.ss && (CAUSE_RELATIVES.has(scan.keys[k]!) || scan.keys[k] === ',')) k--
  return targetOf[k] !== 0 && x.typeAt(k) === 'medication'
}

/**
 * The last token of the target right before token b ("hives | with penicillin"), words of taking
 * between allowed; -1 when other words stand between ("hives, will treat with cephalexin").
 */
function reactionEndBefore(x: AllergyView, b: number): number {
  for (let j = b - 1; j >= Math.max(x.ss, b - 4); j--) {
    if (x.targetOf[j] !== 0) return j
    if (!TAKING_WORDS.has(x.scan.keys[j]!)) return -1
  }
  return -1
}

/** Words that give an allergy as the reason to avoid a drug: "avoid cipro given allergy". */
const REASON_WORDS = new Set(['given', 'due', 'because', 'secondary', 'with', 'for'])
const REASON_FILLERS = new Set([
  'to',
  'of',
  'her',
  'his',
  'their',
  'the',
  'a',
  'an',
  'known',
  'documented',
  'reported',
  'prior',
  'past',
  'previous',
  'history',
  'hx',
  'h/o',
])
const ALLERGY_NOUNS = new Set(['allergy', 'allergies', 'intolerance', 'hypersensitivity', 'anaphylaxis', 'reaction'])
const AVOID_WORDS = new Set([
  'avoid',
  'avoiding',
  'avoided',
  'no',
  'not',
  'hold',
  'held',
  'discontinue',
  'discontinued',
  'stop',
  'stopped',
  'contraindicated',
])

/**
 * "Avoid cipro given allergy", "no penicillins due to her allergy": the drug avoided is the
 * allergen, though the avoidance negates it.
 */
export function avoidedForAllergy(x: AllergyView): boolean {
  if (x.type !== 'medication' && x.type !== undefined) return false
  // "Avoid ACE inhibitors (angioedema)": the allergic reaction in brackets is the reason
  if (x.scan.keys[x.xe] === '(' && x.targetOf[x.xe + 1] !== 0 && isReactionToken(x, x.xe + 1, true))
    return avoidedBefore(x)
  let k = x.xe
  while (k < x.se && k < x.xe + 3 && x.targetOf[k] !== 0) k++
  if (k >= x.se || !REASON_WORDS.has(x.scan.keys[k]!)) return false
  for (let j = k + 1; j < x.se && j <= k + 4; j++) {
    const key = x.scan.keys[j]!
    // "avoid carbamazepine given her prior Stevens-Johnson syndrome": an allergic reaction is the allergy
    if (ALLERGY_NOUNS.has(key) || (x.targetOf[j] !== 0 && isReactionToken(x, j, true))) return avoidedBefore(x)
    if (!REASON_FILLERS.has(key)) return false
  }
  return false
}

/** Words between a drug and a later "avoid(ed)": "X should be avoided", "X, which he must avoid". */
const AVOID_LEAD = new Set([
  ',',
  'should',
  'be',
  'was',
  'is',
  'were',
  'are',
  'must',
  'been',
  'has',
  'had',
  'which',
  'he',
  'she',
  'they',
  'to',
])
const AVOID_AFTER = new Set(['avoid', 'avoided', 'avoiding', 'contraindicated'])
const LOOK_AHEAD_FOR_AVOID = 6

/**
 * "Vancomycin should be avoided given his allergy", "amoxicillin, which he must avoid given his
 * allergy": the drug avoided after it is named is the allergen, and it is not given (negated).
 */
export function avoidedLaterForAllergy(x: AllergyView): boolean {
  if (x.type !== 'medication' && x.type !== undefined) return false
  let k = pastTargetsAndBrackets(x, x.xe)
  const limit = k + LOOK_AHEAD_FOR_AVOID
  let avoided = false
  for (; k < x.se && k < limit; k++) {
    const key = x.scan.keys[k]!
    if (AVOID_AFTER.has(key)) avoided = true
    else if (avoided && REASON_WORDS.has(key)) break
    else if (!AVOID_LEAD.has(key) || x.targetOf[k] !== 0) return false
  }
  if (!avoided || k >= x.se || !REASON_WORDS.has(x.scan.keys[k]!)) return false
  return allergyNounAfter(x, k)
}

/** Whether fillers then an allergy noun follow the reason word at token k ("given | his allergy"). */
function allergyNounAfter(x: AllergyView, k: number): boolean {
  for (let j = k + 1; j < x.se && j <= k + 4; j++) {
    const key = x.scan.keys[j]!
    if (ALLERGY_NOUNS.has(key)) return true
    if (!REASON_FILLERS.has(key)) return false
  }
  return false
}

/** The first token from k on past the targets and bracketed names there ("Bactrim [TMP-SMX]", the generic's own "]"). */
function pastTargetsAndBrackets(x: AllergyView, k: number): number {
  let depth = 0
  while (k < x.se) {
    const key = x.scan.keys[k]!
    if (key === '(' || key === '[') depth++
    else if (key === ')' || key === ']') depth = Math.max(0, depth - 1)
    else if (depth === 0 && x.targetOf[k] === 0) return k
    k++
  }
  return k
}

/** "Amoxicillin rash as a child": a drug named right before an allergic reaction caused it. */
function allergicReactionRightAfter(x: AllergyView): boolean {
  if (x.xe >= x.se) return false
  if (x.targetOf[x.xe] !== 0) return isReactionToken(x, x.xe, true)
  return reactionNounAfter(x.scan.keys, x.targetOf, x.xe, x.se)
}

/** Verbs of treating or carrying a drug, in an allergy entry: "carries an EpiPen", "premedicated with prednisone". */
const TREATMENT_WORDS = new Set([
  'carries',
  'carry',
  'carrying',
  'premedicated',
  'premedicate',
  'premedication',
  'premedicates',
  'treated',
  'treat',
  'takes',
  'uses',
  'received',
  'receives',
])
/** Words that start a new part of an entry: "treated with cefdinir despite the penicillin allergy". */
const ENTRY_TURNS = new Set(['despite', 'but', 'although', 'though'])

/** In an allergy entry, a drug given to treat or prevent the reaction, not the allergen: "(hives) - premedicated with prednisone". */
function givenAsTreatment(x: AllergyView): boolean {
  for (let k = x.xs - 1; k >= x.ss && k >= x.xs - 8; k--) {
    const key = x.scan.keys[k]!
    // "premedication for the contrast allergy": what it is for is the allergen (context-premedications.ts)
    if (TREATMENT_WORDS.has(key)) return !reasonAfterFor(x.scan, k, x.xs)
    if (key === ';' || key === ':' || key === ',' || key === '(' || key === ')' || ENTRY_TURNS.has(key)) return false
  }
  return false
}

function avoidedBefore(x: AllergyView): boolean {
  for (let k = x.xs - 1; k >= x.ss && k >= x.xs - 3; k--) if (AVOID_WORDS.has(x.scan.keys[k]!)) return true
  return false
}

/** "Sulfa (sulfamethoxazole)": a drug in brackets right after another names the same allergen. */
function bracketedGeneric(x: AllergyView): boolean {
  const open = x.xs - 1
  return open > x.ss && x.scan.keys[open] === '(' && x.targetOf[open - 1] !== 0 && x.typeAt(open - 1) === 'medication'
}

/** "Lisinopril - angioedema", "Lamotrigine (rash)": a drug with its reaction listed after it. */
function reactionListedAfter(x: AllergyView): boolean {
  const { scan, targetOf } = x
  const k = x.xe
  if (k >= x.se) return false
  const marked = REACTION_MARKS.has(scan.keys[k]!) || /\s-\s/.test(x.text.slice(scan.ends[k - 1]!, scan.starts[k]!))
  if (!marked) return false
  const first = REACTION_MARKS.has(scan.keys[k]!) ? k + 1 : k
  return first < x.se && targetOf[first] !== 0 && isReactionToken(x, first)
}

/** Whether the nearest target before this one, in its sentence, is a drug. */
function drugBefore(x: AllergyView): boolean {
  for (let k = x.xs - 1; k >= x.ss && k >= x.xs - 3; k--) if (x.targetOf[k] !== 0) return x.typeAt(k) === 'medication'
  return false
}

/** The reaction side of "X caused hives" / "hives after (taking) X", X being a drug. */
function causedReaction(x: AllergyView): boolean {
  const { scan, targetOf } = x
  const before = x.xs - 1
  if (
    before > x.ss &&
    CAUSE_WORDS.has(scan.keys[before]!) &&
    targetOf[before - 1] !== 0 &&
    x.typeAt(before - 1) !== 'problem'
  )
    return true
  // farther from the cause word, only a known reaction: "cause her asthma flares" names a trigger
  if (REACTION_WORDS.has(x.targetText) && causedByDrugBefore(x)) return true
  const after = x.xe
  const link = scan.keys[after]
  const allergic = ALLERGIC_REACTIONS.has(x.targetText)
  if (
    after >= x.se - 1 ||
    !(link === 'after' || link === 'following' || (allergic && (link === 'with' || link === 'to' || link === 'from')))
  )
    return false
  let j = after + 1
  while (j < x.se && j <= after + 4 && targetOf[j] === 0 && TAKING_WORDS.has(scan.keys[j]!)) j++
  return j < x.se && targetOf[j] !== 0 && x.typeAt(j) === 'medication'
}

/** Whether the target covering token j is a reaction word (an allergic one, when asked). */
function isReactionToken(x: AllergyView, j: number, onlyAllergic = false): boolean {
  const words = targetWords(x, j)
  return onlyAllergic ? ALLERGIC_REACTIONS.has(words) || namesAReaction(words) : REACTION_WORDS.has(words)
}

/** The first token of the target covering token j. */
function targetStart(x: AllergyView, j: number): number {
  let s = j
  while (s > 0 && x.targetOf[s - 1] === x.targetOf[j]) s--
  return s
}

/** The words of the target covering token j, joined by spaces. */
function targetWords(x: AllergyView, j: number): string {
  let s = j
  let e = j
  const id = x.targetOf[j]
  while (s > 0 && x.targetOf[s - 1] === id) s--
  while (e < x.targetOf.length && x.targetOf[e] === id) e++
  return x.scan.keys.slice(s, e).join(' ')
}
