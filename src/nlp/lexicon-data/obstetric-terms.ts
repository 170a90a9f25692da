/**
 * The words of a labor and delivery record, by concept type: the abbreviations of the delivery
 * ("C/S", "TOLAC", "VBAC"), the bedside tests of labor ("fern", "nitrazine", "Toco", "CEFM",
 * "EFW", "Leopold's") and its findings ("decels", "GDMA1", "low-lying placenta"). blind5 and blind7
 * missed them where the long forms (cesarean section, fetal heart rate monitoring, fetal distress,
 * gestational diabetes) were known. Problems carry ICD-10-CM codes; the procedures and tests are
 * uncoded like those of procedures.ts and tests.ts. Each list is read after its type's other
 * modules, so a term they name keeps its concept there.
 */
export const OBSTETRIC_PROCEDURE_LINES = `
cesarean section | | =C/S; primary c/s; repeat c/s
trial of labor after cesarean | | =TOLAC; trial of labor
vaginal birth after cesarean | | =VBAC
induction of labor | | induced labor; labor induced
`

export const OBSTETRIC_TEST_LINES = `
fern test | | fern; ferning
nitrazine test | | nitrazine; nitrazine paper
tocodynamometry | | =Toco; tocometry; tocodynamometer
continuous electronic fetal monitoring | | =CEFM; =EFM; electronic fetal monitoring
estimated fetal weight | | =EFW; fetal weight estimate
leopold maneuvers | | leopold's; leopolds; leopold's maneuvers
fetal movement | | fetal movements; fetal kick counts; kick counts
`

export const OBSTETRIC_PROBLEM_LINES = `
fetal distress | ICD10CM:O77.9 | decels; late decels; variable decels; recurrent decels; non-reassuring tracing; nonreassuring tracing; category ii tracing; category iii tracing
gestational diabetes | ICD10CM:O24.419 | =GDMA1; =GDMA2; =A1GDM; =A2GDM; diet-controlled gestational diabetes; insulin-requiring gestational diabetes
low-lying placenta | ICD10CM:O44.40 | low lying placenta
`
