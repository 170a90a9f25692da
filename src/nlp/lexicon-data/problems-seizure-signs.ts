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
 *
 * With them, what an EEG report calls abnormal (blind8's EEG report missed three): slowing over one
 * region, the photoparoxysmal response, polyspikes, periodic and rhythmic discharges, all coded
 * R94.01 (abnormal electroencephalogram); "diffuse slowing" is left out, since reports write it of
 * normal drowsiness ("diffuse slowing appropriate to state"). Photic stimulation, the activation
 * procedure that provokes some of them, is in EEG_PROCEDURE_LINES.
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
# the EEG's abnormal findings
focal slowing | ICD10CM:R94.01 | focal slow activity; regional slowing; lateralized slowing; focal delta slowing
photoparoxysmal response | ICD10CM:R94.01 | photoparoxysmal responses; photoparoxysmal discharge; photoconvulsive response
polyspike discharges | ICD10CM:R94.01 | polyspike discharge; polyspikes; polyspike-and-wave discharges; polyspike and wave discharges; generalized polyspike discharge; generalized polyspike discharges; polyspike-and-wave
periodic discharges | ICD10CM:R94.01 | lateralized periodic discharges; generalized periodic discharges; lpds; gpds; pleds; periodic lateralized epileptiform discharges
rhythmic delta activity | ICD10CM:R94.01 | frontal intermittent rhythmic delta activity; firda; temporal intermittent rhythmic delta activity; tirda; lateralized rhythmic delta activity
burst suppression | ICD10CM:R94.01 | burst-suppression; burst suppression pattern
hypsarrhythmia | ICD10CM:R94.01 |
electrographic seizure | ICD10CM:R56.9 | electrographic seizures; subclinical seizure; subclinical seizures
`

export const EEG_PROCEDURE_LINES = `
photic stimulation | | intermittent photic stimulation; photic
`
