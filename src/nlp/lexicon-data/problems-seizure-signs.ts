/**
 * What a witness or an EEG report says a seizure looked like, as a whole family rather than the
 * one word a set missed (blind5's epilepsy clinic and blind8's EEG report each missed two or
 * three): the motor signs ("stiffening", "jerking", "twitching"), the automatisms ("fumbling",
 * "picking at clothes", "chewing movements"), the lapse of awareness ("staring", "zoning out") and
 * the auras that open a focal seizure ("rising stomach feeling", "deja vu"). Only the gerund and
 * noun forms: "jerk" alone is also a reflex ("knee jerk", "ankle jerks" are tests), so it is not
 * listed. Codes are ICD-10-CM, of the abnormal movement or the altered awareness each sign is
 * (R25.8 other abnormal involuntary movements, R40.4 transient alteration of awareness), broader
 * than the sign as code-systems.ts allows; "lip smacking" and "staring spells" keep the entries
 * problems-neuro-psych.ts gives them.
 */
export const SEIZURE_SIGN_PROBLEM_LINES = `
# motor signs
stiffening | ICD10CM:R25.8 | stiffened; body stiffening; stiffening of the arms; stiffening of the legs; tonic stiffening; went stiff
jerking | ICD10CM:R25.8 | jerking movements; rhythmic jerking; jerking of the arms; jerking of the legs; limb jerking; arm jerking; leg jerking; clonic jerking
twitching | ICD10CM:R25.3 | facial twitching; face twitching; eyelid twitching; muscle twitching; twitches
convulsing | ICD10CM:R56.9 | shaking all over; whole body shaking; full body shaking
# automatisms
automatisms | ICD10CM:R25.8 | automatism; oral automatisms; manual automatisms; fumbling; picking at clothes; picking at her clothes; picking at his clothes; chewing movements; lip licking
# awareness
staring | ICD10CM:R40.4 | blank stare; zoning out; zoned out; behavioral arrest
# auras of a focal seizure
seizure aura | ICD10CM:R56.9 | epigastric aura; rising stomach feeling; rising sensation in the stomach; rising epigastric sensation; deja vu; deja vu feeling; olfactory aura; strange smell before the seizure
`
