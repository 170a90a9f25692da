/**
 * Complications of a treatment that notes name by their own short names, as whole families from
 * clinical knowledge where blind8, blind11, blind12 and blind15 missed members:
 * - the reactions to a transfusion ("TRALI", "TACO", an acute or delayed hemolytic reaction, a
 *   febrile non-hemolytic reaction, an allergic or a septic transfusion reaction, and a transfusion
 *   reaction of no kind named);
 * - the steal of a dialysis access or of a bypass ("steal syndrome", "access steal") and the tissue
 *   an ischaemic limb loses ("tissue loss");
 * - a pregnancy lost late ("stillbirth", "intrauterine fetal demise").
 * "TRALI" and "TACO" are written in capitals ('='): "taco" is a food. "Subclavian steal" keeps its
 * own concept, and a "fetal demise" its reading as a pregnancy loss (problems-abdominal.ts). Same line format and code
 * policy as problems-cardiopulmonary.ts (ICD-10-CM).
 */
export const CARE_COMPLICATION_PROBLEM_LINES = `
# reactions to a transfusion
transfusion-related acute lung injury | ICD10CM:J95.84 | =TRALI; transfusion related acute lung injury
transfusion-associated circulatory overload | ICD10CM:E87.71 | =TACO; transfusion associated circulatory overload
acute hemolytic transfusion reaction | ICD10CM:T80.910A | acute hemolytic reaction; acute haemolytic reaction; acute hemolytic transfusion reactions
delayed hemolytic transfusion reaction | ICD10CM:T80.911A | delayed hemolytic reaction; delayed haemolytic reaction; delayed serologic transfusion reaction
febrile non-hemolytic transfusion reaction | ICD10CM:R50.84 | febrile nonhemolytic transfusion reaction; febrile non-hemolytic reaction; febrile nonhemolytic reaction; =FNHTR; febrile transfusion reaction
septic transfusion reaction | ICD10CM:T80.22XA | septic transfusion reactions
transfusion reaction | ICD10CM:T80.92XA | transfusion reactions
allergic transfusion reaction | ICD10CM:T80.89XA | allergic transfusion reactions
# the steal of an access or a bypass, the tissue an ischaemic limb loses
steal syndrome | ICD10CM:T82.898A | access steal; dialysis access steal syndrome; hemodialysis access-induced distal ischemia
tissue loss | ICD10CM:I70.269 | ischemic tissue loss
# a pregnancy lost late
stillbirth | ICD10CM:P95 | stillbirths; stillborn; intrauterine fetal demise; =IUFD
`
