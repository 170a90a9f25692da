/**
 * Short and clipped names notes use for a drug or a drug class, each added to the concept the full
 * name already has (same preferred term, so the same code): "anticoag" for anticoagulation, "PrEP"
 * for HIV pre-exposure prophylaxis. Written in capitals where the short name is
 * also a word ("PrEP", not "prep" as in bowel prep). Read after the other medication modules.
 */
export const SHORT_NAME_MEDICATION_LINES = `
anticoagulation | | anticoag; anticoags; anti-coag; anticoagulated
emtricitabine/tenofovir | | =PrEP; prep for hiv
# Helicobacter pylori and inhaler regimens named by their count (blind, blind3, blind5, blind7)
triple therapy | | quadruple therapy; bismuth quadruple therapy; triple inhaler therapy
# the clipped lab name on the drug that lowers it (blind6)
phosphate binder | | phos binder; phos binders
epoetin alfa | | epoetin; epoetin alpha
`
