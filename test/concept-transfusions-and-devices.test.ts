// A transfusion named with its product is the act, a procedure, as "blood transfusion" is, while the
// product itself ("PRBCs", "FFP", "platelets" given) is the medication; a bare "ICD" is the
// operation that places it, not the device a person has, as the pacemaker's rule reads it; and a
// short endoscopy the word-part rule cannot read ("anoscopy"). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)

/** Each concept found, as "matched text=type:preferred term". */
function found(text: string): string[] {
  return builtin
    .match(text)
    .map((c) => `${text.slice(c.start_index, c.end_index)}=${c.concept_type}:${c.preferred_term}`)
}

t.test('a transfusion named with its product is a procedure; the product a medication', async (t) => {
  t.same(found('Hives during the platelet transfusion.'), [
    'Hives=problem:urticaria',
    'platelet transfusion=procedure:platelet transfusion',
  ])
  t.same(found('Chills late in an RBC transfusion.'), [
    'Chills=problem:chills',
    'RBC transfusion=procedure:red cell transfusion',
  ])
  t.same(found('Two units of PRBCs and one of FFP.'), [
    'PRBCs=medication:packed red blood cells',
    'FFP=medication:fresh frozen plasma',
  ])
  t.same(
    found('Transfuse platelets for a count below 10.'),
    ['platelets=medication:pooled platelets'],
    'platelets given stay the product',
  )
})

t.test('a bare ICD is the operation, not the device a person has', async (t) => {
  t.same(found('ICD placed last spring.'), ['ICD=procedure:implantable cardioverter defibrillator'])
  t.same(found('AICD to be discussed at the next visit.'), ['AICD=procedure:implantable cardioverter defibrillator'])
  t.same(found('His uncle has an ICD.'), [], 'the device someone has')
  t.same(found('The ICD pocket is clean.'), [], 'a part of the device')
  t.same(found('ICD in place since 2019.'), [], 'the device in place')
  t.same(found('Billing uses ICD-10 now.'), [], 'the code set')
  t.same(found('No ICD shocks since June.'), ['ICD shocks=problem:icd shock'], "the device's shocks are a problem")
})

t.test('an endoscopy of the anus is a procedure', async (t) => {
  t.same(found('Internal hemorrhoids seen on anoscopy.'), [
    'Internal hemorrhoids=problem:hemorrhoids',
    'anoscopy=procedure:anoscopy',
  ])
})
