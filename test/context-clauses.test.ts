// Issue 30: scopes that end at clause boundaries, conditionals, allergy cues bound to their own
// list, temporality from narrative, advice, experiencers who only help, glued question marks.
import t from 'tap'
import { assignContext, type ContextAttributes } from '../src/nlp/context.js'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'
import { findSections } from '../src/nlp/sections.js'
import { findSentences } from '../src/nlp/sentences.js'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const matcher = new ConceptMatcher(BUILTIN_LEXICON)

/** Each concept the pipeline finds, as "text: flags" (flags in a fixed order, '-' for none). */
function flags(text: string): string[] {
  const sections = findSections(text)
  const concepts = matcher.match(text, sections)
  const { attributes } = assignContext(text, concepts, { sentences: findSentences(text), sections })
  return concepts.map((c, k) => `${text.slice(c.start_index, c.end_index)}: ${describe(attributes[k]!)}`)
}

function describe(a: ContextAttributes): string {
  const on = (['negated', 'uncertain', 'historical', 'hypothetical', 'allergy'] as const)
    .filter((k) => a[k])
    .map((k) => k.slice(0, 4))
  if (a.experiencer !== 'patient') on.push(a.experiencer)
  return on.join(' ') || '-'
}

t.test('a negation, hedge or time ends where a new clause starts', async (t) => {
  t.same(flags('No nausea, vomiting, or obstipation, and CT showed an incarcerated hernia.'), [
    'nausea: nega',
    'vomiting: nega',
    'obstipation: nega',
    'CT: -',
    'incarcerated hernia: -',
  ])
  t.same(flags('No stents, aspirin was resumed.'), ['stents: nega', 'aspirin: -'])
  t.same(flags('No signs of volume overload despite transfusion.'), ['volume overload: nega', 'transfusion: -'])
  t.same(flags('She has not needed oxycodone since Tuesday.'), ['oxycodone: nega'])
  t.same(
    flags('Denies fever, chills, or night sweats; no weight loss was reported.'),
    ['fever: nega', 'chills: nega', 'night sweats: nega', 'weight loss: nega'],
    'a list that ends in "was reported" is no new clause',
  )
  t.same(flags('Possible cellulitis - start cephalexin.'), ['cellulitis: unce', 'cephalexin: -'])
  t.same(
    flags('Childhood history of ADHD, was on Ritalin until age 14.'),
    ['ADHD: hist', 'Ritalin: hist'],
    'same subject, same time',
  )
})

t.test('conditions reach the problems they name; risks end at their colon', async (t) => {
  t.same(flags('If symptoms worsen or hypoxia develops, will start dexamethasone.'), [
    'hypoxia: hypo',
    'dexamethasone: hypo',
  ])
  t.same(flags('If pain worsens, he needs to be re-examined for appendicitis.'), ['pain: hypo', 'appendicitis: hypo'])
  t.same(flags('Low acute risk of self-harm: no SI, no HI.'), ['self-harm: hypo', 'SI: nega', 'HI: nega'])
  t.same(flags('She felt as if she was going to pass out.'), ['pass out: hypo'])
})

t.test('instructions run over long lists, runs of spaces included', async (t) => {
  const text =
    'Call also for any weight gain greater than three pounds per day, any unusual rashes,  nausea,   vomiting, fever associated with chills, or increasing leg swelling.'
  t.same(
    flags(text).map((f) => f.split(': ')[1]),
    ['hypo', 'hypo', 'hypo', 'hypo', 'hypo', 'hypo', 'hypo'],
  )
  t.same(
    flags('Return if he is not improving after 72 hours of antibiotics.'),
    ['antibiotics: -'],
    'a drug named as a circumstance is real',
  )
})

t.test('advice is real unless it names what it warns of', async (t) => {
  t.same(flags('Counseled on reducing cannabis and caffeine.'), ['cannabis: -', 'caffeine: -'])
  t.same(flags('Counseled on signs of hypoglycemia.'), ['hypoglycemia: hypo'])
})

t.test('an allergy cue binds its own list', async (t) => {
  t.same(flags('Given amoxicillin allergy with hives, will treat with cephalexin.'), [
    'amoxicillin: alle',
    'hives: hist',
    'cephalexin: hypo',
  ])
  t.same(flags('Allergic to penicillin (hives) and sulfa (rash), started cefazolin.'), [
    'penicillin: alle',
    'hives: hist',
    'sulfa: alle',
    'rash: hist',
    'cefazolin: -',
  ])
  t.same(flags('Avoid cipro given allergy.'), ['cipro: nega alle'])
  t.same(flags('Allergies: Sulfa (sulfamethoxazole): hives.'), ['Sulfa: alle', 'sulfamethoxazole: alle', 'hives: hist'])
})

t.test('temporality from narrative', async (t) => {
  t.same(flags('Previously healthy boy with sore throat and fever.'), ['sore throat: -', 'fever: -'])
  t.same(flags('78 yo with prior TIA admitted after syncope yesterday.'), ['TIA: hist', 'syncope: -'])
  t.same(flags('Treated 6 wks ago for e coli uti.'), ['e coli: hist', 'uti: hist'])
  t.same(flags('ADHD by history.'), ['ADHD: hist'])
  t.same(flags('Had shingles last yr.'), ['shingles: hist'])
  t.same(flags('Past medical history is positive for hyperlipidemia, hypothyroidism, and gout.'), [
    'hyperlipidemia: hist',
    'hypothyroidism: hist',
    'gout: hist',
  ])
})

t.test('a helper is no experiencer; a glued question answered with doubt hedges', async (t) => {
  t.same(flags('Ambulates with assistance of walker and daughter due to weakness.'), ['weakness: -'])
  t.same(flags("Pt's husband also sick w/ a cold, with a cough."), ['a cold: other', 'cough: other'])
  t.same(flags('still taking tamsulosin? not sure.'), ['tamsulosin: unce'])
  t.same(findSentences('still taking tamsulosin? not sure. no fever.').length, 2, 'one sentence, then the next')
})

t.test('negations said after the thing reach their own clause only', async (t) => {
  const read = (text: string, phrases: [string, string][]) =>
    assignContext(
      text,
      phrases.map(([p, type]) => ({
        start_index: text.indexOf(p),
        end_index: text.indexOf(p) + p.length,
        concept_type: type,
      })),
      {
        sentences: findSentences(text),
        sections: findSections(text),
      },
    ).attributes
  const negated = (text: string, phrases: [string, string][]): boolean[] => read(text, phrases).map((a) => a.negated)
  t.same(negated('Radial pulse not palpable on the left.', [['Radial pulse', 'test']]), [true])
  t.same(negated('Disulfiram not an option given her liver disease.', [['Disulfiram', 'medication']]), [true])
  t.same(
    negated('Compression stockings on, heparin not needed.', [
      ['Compression stockings', 'procedure'],
      ['heparin', 'medication'],
    ]),
    [false, true],
  )
  // an instruction about the dose keeps the drug
  t.same(negated('Do not increase metoprolol given the low heart rate.', [['metoprolol', 'medication']]), [false])
  // a frequency ending its clause plans nothing after it
  const [ferritin] = read('Donates blood monthly, ferritin low at 9.', [['ferritin', 'test']])
  t.equal(ferritin!.hypothetical, false)
})

t.test('an order with its time before a post-posed condition is conditional', async (t) => {
  const [bisacodyl] = assignContext(
    'Bisacodyl tonight if no bowel movement by morning.',
    [{ start_index: 0, end_index: 9, concept_type: 'medication' }],
    { sentences: findSentences('Bisacodyl tonight if no bowel movement by morning.') },
  ).attributes
  t.equal(bisacodyl!.hypothetical, true)
})

t.test('an order keeps its condition across its dose, its frequency and its fellow items', async (t) => {
  const hypothetical = (text: string, phrases: Phrase[]): boolean[] =>
    contextOf(text, phrases).map((a) => a.hypothetical)
  t.same(
    hypothetical('Lactulose and rifaximin tonight if he stays confused.', [
      ['Lactulose', 'medication'],
      ['rifaximin', 'medication'],
    ]),
    [true, true],
  )
  t.same(
    hypothetical('Spironolactone 25 mg daily once the potassium is back under 5.', [['Spironolactone', 'medication']]),
    [true],
  )
  // a verb between makes the condition another clause's
  t.same(hypothetical('Ondansetron helped overnight if she is to be believed.', [['Ondansetron', 'medication']]), [
    false,
  ])
})

t.test('a negation and a condition keep to their own sides', async (t) => {
  const negated = (text: string, phrases: Phrase[]): boolean[] => contextOf(text, phrases).map((a) => a.negated)
  t.same(negated('Do not swim if dizzy.', [['dizzy', 'problem']]), [false])
  t.same(
    negated('No antibiotics unless the fever returns.', [
      ['antibiotics', 'medication'],
      ['fever', 'problem'],
    ]),
    [true, false],
  )
  t.same(
    negated('If the lipase is not down by Friday, repeat CT abdomen.', [
      ['lipase', 'test'],
      ['CT abdomen', 'test'],
    ]),
    [false, false],
  )
  t.same(negated('If the blood cultures are negative, stop vancomycin.', [['blood cultures', 'test']]), [false])
  // outside a condition the result word still negates
  t.same(negated('The blood cultures are negative.', [['blood cultures', 'test']]), [true])
})

t.test("an order after a comma opens the plan's clause: the hedge or negation before it stays there", async (t) => {
  const [cellulitis, cefazolin] = contextOf('Probable cellulitis, starting cefazolin tonight.', [
    ['cellulitis', 'problem'],
    ['cefazolin', 'medication'],
  ])
  t.equal(cellulitis!.uncertain, true)
  t.equal(cefazolin!.uncertain, false)
  const [fever, cultures] = contextOf('No fever, send blood cultures anyway.', [
    ['fever', 'problem'],
    ['blood cultures', 'test'],
  ])
  t.equal(fever!.negated, true)
  t.equal(cultures!.negated, false)
})

t.test('the risks named in a consent and what a patient is warned of are hypothetical', async (t) => {
  const hypothetical = (text: string, phrases: Phrase[]): boolean[] =>
    contextOf(text, phrases).map((a) => a.hypothetical)
  t.same(
    hypothetical('Risks reviewed included bleeding, stroke, kidney injury and death.', [
      ['bleeding', 'problem'],
      ['stroke', 'problem'],
      ['kidney injury', 'problem'],
      ['death', 'problem'],
    ]),
    [true, true, true, true],
  )
  t.same(
    hypothetical('Started on finasteride; warned about low libido and breast tenderness.', [
      ['low libido', 'problem'],
      ['breast tenderness', 'problem'],
    ]),
    [true, true],
  )
})
