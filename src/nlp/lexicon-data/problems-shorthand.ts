/**
 * Problems a note writes in shorthand the other modules lack, each found missing in two sets or
 * more: "VH" after "AH/" in a psychiatric review, glucose "lows" and "low sugars", "unsteady" for
 * unsteadiness on the feet, and "drugs" as the third of "tobacco, alcohol or drugs". The words
 * that are also ordinary words ("lows", "drugs") are kept only where their guards in
 * concept-senses.ts find them used so. Codes are ICD-10-CM; read after the other problem modules.
 */
export const SHORTHAND_PROBLEM_LINES = `
hallucinations | ICD10CM:R44.3 | =VH; =AVH
hypoglycemia | ICD10CM:E16.2 | lows; low sugars; low sugar; sugars low
unsteadiness on feet | ICD10CM:R26.81 | unsteady; unsteady on her feet; unsteady on his feet; unsteady on feet
substance abuse | ICD10CM:F19.10 | drugs
`
