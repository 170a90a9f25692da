import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { assignContext, type ContextAttributes, type Span } from '../src/nlp/context.js'
import { splitSentences } from '../src/nlp/context-sentences.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const matcher = new ConceptMatcher(BUILTIN_LEXICON)
const CORPUS_NOTE = new URL('../../shared/corpus/97_204.txt', import.meta.url)

const spanOf = (text: string, phrase: string, from = 0): Span => {
  const at = text.toLowerCase().indexOf(phrase.toLowerCase(), from)
  if (at < 0) throw new Error(`test phrase not in text: ${phrase}`)
  return { start_index: at, end_index: at + phrase.length }
}

/** Attributes of each phrase (first occurrence), all passed as targets of one call. */
function contextOf(text: string, phrases: string[], opts?: Parameters<typeof assignContext>[2]): ContextAttributes[] {
  return assignContext(
    text,
    phrases.map((p) => spanOf(text, p)),
    opts,
  ).attributes
}

const plain: ContextAttributes = {
  negated: false,
  uncertain: false,
  historical: false,
  hypothetical: false,
  experiencer: 'patient',
  allergy: false,
}
const attrs = (over: Partial<ContextAttributes>): ContextAttributes => ({ ...plain, ...over })

t.test('a list after a negation trigger is negated as a whole, found by the concept matcher', async (t) => {
  const text = 'She complains of frequency of urination for a long time but denies any dysuria, urgency, or hematuria.'
  const concepts = matcher.match(text)
  const { attributes, cues } = assignContext(text, concepts)
  const byTerm = Object.fromEntries(concepts.map((c, i) => [c.preferred_term, attributes[i]!.negated]))
  t.same(byTerm, { 'urinary frequency': false, dysuria: true, 'urinary urgency': true, hematuria: true })
  const negation = cues.find((c) => c.category === 'negated')
  t.ok(negation, 'the trigger is returned as a cue')
  t.equal(text.slice(negation!.start_index, negation!.end_index), 'denies')
  t.equal(negation!.direction, 'forward')
  const ends = cues.filter((c) => c.direction === 'termination').map((c) => text.slice(c.start_index, c.end_index))
  t.same(ends, ['complains of', 'but'])
  for (const cue of cues) t.notOk('text' in cue, 'cues carry spans only')
})

t.test('pre- and post-negation triggers', async (t) => {
  const cases: [string, string][] = [
    ['Negative for pulmonary embolism.', 'pulmonary embolism'],
    ['CT of the head was negative for hemorrhage.', 'hemorrhage'],
    ['There is no evidence of deep vein thrombosis.', 'deep vein thrombosis'],
    ['Free of seizures for two years.', 'seizures'],
    ['Pneumonia was ruled out.', 'pneumonia'],
    ['Edema is absent.', 'edema'],
    ['Lymphadenopathy is not present.', 'lymphadenopathy'],
    ['Neither hepatomegaly nor splenomegaly.', 'splenomegaly'],
  ]
  for (const [text, target] of cases) t.equal(contextOf(text, [target])[0]!.negated, true, text)
  t.same(contextOf('CT of the head was negative for hemorrhage.', ['CT']), [plain], 'the test itself is not negated')
})

t.test('pseudo-triggers do not negate, and are returned as pseudo cues', async (t) => {
  for (const [text, target] of [
    ['No change in the size of the mass.', 'mass'],
    ['No increase in shortness of breath.', 'shortness of breath'],
    ['Gram negative bacteremia.', 'bacteremia'],
    ['She reports not only fatigue but also joint pain.', 'fatigue'],
  ] as const) {
    const { attributes, cues } = assignContext(text, [spanOf(text, target)])
    t.same(attributes, [plain], text)
    t.ok(
      cues.some((c) => c.direction === 'pseudo'),
      `pseudo cue in: ${text}`,
    )
  }
})

t.test('termination words and semicolons end a scope', async (t) => {
  t.same(contextOf('She reports nausea but no vomiting.', ['nausea', 'vomiting']), [plain, attrs({ negated: true })])
  t.same(contextOf('Abdominal pain is present; no rebound tenderness.', ['abdominal pain', 'rebound tenderness']), [
    plain,
    attrs({ negated: true }),
  ])
  t.same(contextOf('The patient is not diabetic but has asthma.', ['asthma']), [plain])
  t.same(contextOf('No pain, however she does report palpitations.', ['palpitations']), [plain])
  t.same(contextOf('Denies headache except for occasional migraines.', ['headache', 'migraines']), [
    attrs({ negated: true }),
    plain,
  ])
  t.same(
    contextOf('Abdominal pain is present, no rebound tenderness.', ['abdominal pain']),
    [plain],
    'a forward trigger never reaches back',
  )
})

t.test('a status trigger of another kind after a comma ends the scope', async (t) => {
  t.same(
    contextOf('Denies chest pain, history of coronary artery disease.', ['chest pain', 'coronary artery disease']),
    [attrs({ negated: true }), attrs({ historical: true })],
  )
  t.same(contextOf('No fever, but possible pneumonia.', ['pneumonia']), [attrs({ uncertain: true })])
  t.same(contextOf('No prior stroke.', ['stroke']), [attrs({ negated: true })], 'adjacent triggers still combine')
})

t.test('the forward window is limited', async (t) => {
  const near = 'No evidence today of any acute cardiopulmonary findings or pneumonia.'
  t.equal(contextOf(near, ['pneumonia'])[0]!.negated, true)
  const far = 'No fever was reported by the patient during the long drive home from the clinic before the pneumonia.'
  t.equal(contextOf(far, ['pneumonia'])[0]!.negated, false)
  const list = 'Denies fever, chills, night sweats, weight loss, nausea, vomiting, diarrhea, constipation, or dysuria.'
  const targets = [
    'fever',
    'chills',
    'night sweats',
    'weight loss',
    'nausea',
    'vomiting',
    'diarrhea',
    'constipation',
    'dysuria',
  ]
  t.same(
    contextOf(list, targets).map((a) => a.negated),
    targets.map(() => true),
    'each target counts as one word',
  )
})

t.test('scope stays inside the sentence; given sentences are used', async (t) => {
  t.same(contextOf('No fever. Cough for three days.', ['cough']), [plain])
  const text = 'No fever and cough'
  t.equal(contextOf(text, ['cough'])[0]!.negated, true)
  const sentences = [
    { start_index: 0, end_index: 8 },
    { start_index: 9, end_index: 18 },
  ]
  t.equal(contextOf(text, ['cough'], { sentences })[0]!.negated, false)
})

t.test('uncertainty, including a negation word inside an uncertainty phrase', async (t) => {
  for (const [text, target] of [
    ['Rule out sepsis.', 'sepsis'],
    ['R/O urinary tract infection.', 'urinary tract infection'],
    ['Possible urinary tract infection.', 'urinary tract infection'],
    ['Cannot exclude a small pneumothorax.', 'pneumothorax'],
    ['Findings suspicious for malignancy.', 'malignancy'],
    ['Heart failure is not excluded.', 'heart failure'],
    ['Not certain whether this represents cellulitis.', 'cellulitis'],
    ['Migraine versus tension headache.', 'migraine'],
    ['Pulmonary embolism is unlikely.', 'pulmonary embolism'],
  ] as const) {
    t.same(contextOf(text, [target]), [attrs({ uncertain: true })], text)
  }
})

t.test('historical triggers, with history of present illness as a pseudo-trigger', async (t) => {
  t.same(contextOf('He has a history of myocardial infarction.', ['myocardial infarction']), [
    attrs({ historical: true }),
  ])
  t.same(contextOf('S/p cholecystectomy.', ['cholecystectomy']), [attrs({ historical: true })])
  t.same(contextOf('Appendectomy in 2010.', ['appendectomy']), [attrs({ historical: true })], 'a year')
  t.same(contextOf('Tonsillectomy as a child.', ['tonsillectomy']), [attrs({ historical: true })])
  t.same(contextOf('History of present illness: cough for three days.', ['cough']), [plain])
  t.same(contextOf('Cough for the past 3 days.', ['cough']), [plain])
  t.same(
    contextOf('No history of diabetes.', ['diabetes']),
    [attrs({ negated: true })],
    'an absent condition has no history',
  )
})

t.test('hypothetical triggers', async (t) => {
  t.same(contextOf('Return to the emergency department if chest pain recurs.', ['chest pain']), [
    attrs({ hypothetical: true }),
  ])
  t.same(contextOf('If she develops fever, start antibiotics.', ['fever']), [attrs({ hypothetical: true })])
  t.same(contextOf('Take ibuprofen as needed for pain.', ['pain', 'ibuprofen']), [attrs({ hypothetical: true }), plain])
  t.same(contextOf('If no improvement, consider colonoscopy.', ['colonoscopy']), [attrs({ hypothetical: true })])
})

t.test('experiencer: family, other, and the informant who is not the subject', async (t) => {
  t.same(contextOf('Mother has type 2 diabetes mellitus.', ['type 2 diabetes mellitus']), [
    attrs({ experiencer: 'family' }),
  ])
  t.same(contextOf('Family history of colon cancer in her father.', ['colon cancer']), [
    attrs({ experiencer: 'family' }),
  ])
  t.same(contextOf('Diabetes in her maternal aunt.', ['diabetes']), [attrs({ experiencer: 'family' })], 'backward')
  t.same(contextOf('His wife has influenza.', ['influenza']), [attrs({ experiencer: 'other' })])
  t.same(contextOf('Her mother brought her in because of fever.', ['fever']), [plain])
  t.same(contextOf("The patient's brother is a smoker; the patient denies smoking.", ['smoker', 'denies smoking']), [
    attrs({ experiencer: 'family' }),
    plain,
  ])
  t.same(
    contextOf('Father with coronary artery disease; patient has hyperlipidemia.', [
      'coronary artery disease',
      'hyperlipidemia',
    ]),
    [attrs({ experiencer: 'family' }), plain],
  )
  t.same(
    contextOf('Her father had a myocardial infarction in 2015.', ['myocardial infarction']),
    [attrs({ experiencer: 'family' })],
    "a relative's past illness is family history, not the patient's history",
  )
  t.same(contextOf('No family history of colon cancer.', ['colon cancer']), [
    attrs({ negated: true, experiencer: 'family' }),
  ])
})

t.test('an answer after a colon negates the item before it', async (t) => {
  t.same(contextOf('Chest pain: denies.', ['chest pain']), [attrs({ negated: true })])
  t.same(contextOf('Fever: none. Cough: yes.', ['fever', 'cough']), [attrs({ negated: true }), plain])
  t.same(
    contextOf('Review: no fever.', ['fever']),
    [attrs({ negated: true })],
    'a trigger with words after it stays forward',
  )
})

t.test('section defaults: family history and past histories', async (t) => {
  const text = 'Diabetes. She has asthma.\nGastritis. No stroke.'
  const sections = [
    { start_index: 0, end_index: text.indexOf('\n'), category: 'family_history' },
    { start_index: text.indexOf('Gastritis'), end_index: text.length, category: 'past_medical_history' },
  ]
  const targets = ['diabetes', 'asthma', 'gastritis', 'stroke']
  t.same(contextOf(text, targets, { sections }), [
    attrs({ experiencer: 'family' }),
    plain,
    attrs({ historical: true }),
    attrs({ negated: true }),
  ])
  t.same(contextOf(text, targets), [plain, plain, plain, attrs({ negated: true })], 'without sections')
  const surgical = [{ start_index: 0, end_index: text.length, category: 'past_surgical_history' }]
  t.equal(contextOf(text, ['gastritis'], { sections: surgical })[0]!.historical, true)
})

t.test('attributes follow target order; no targets, no attributes', async (t) => {
  const text = 'No fever. Possible pneumonia. History of asthma.'
  t.same(contextOf(text, ['asthma', 'fever', 'pneumonia']), [
    attrs({ historical: true }),
    attrs({ negated: true }),
    attrs({ uncertain: true }),
  ])
  const empty = assignContext(text, [])
  t.same(empty.attributes, [])
  t.ok(empty.cues.length >= 3, 'cues are still reported')
  t.same(assignContext('', []), { attributes: [], cues: [], setBy: [] })
})

t.test('a trigger word inside a target does not act as a trigger', async (t) => {
  const text = 'Negative pressure wound therapy and free T4 were ordered.'
  t.same(contextOf(text, ['free T4']), [plain])
  t.same(contextOf('No known drug allergies.', ['drug allergies']), [attrs({ negated: true })])
})

t.test('fallback sentence splitting', async (t) => {
  const text =
    'Seen by Dr. Smith today. H. pylori was treated.\nPAST HISTORY:\n1. Asthma\n2. Gout\nwrapped line continues here.\n\nNew para'
  const pieces = splitSentences(text).map((s) => text.slice(s.start_index, s.end_index))
  t.same(pieces, [
    'Seen by Dr. Smith today.',
    'H. pylori was treated.',
    'PAST HISTORY:',
    '1. Asthma',
    '2. Gout\nwrapped line continues here.',
    'New para',
  ])
})

t.test(
  'the sample consultation note',
  { skip: existsSync(CORPUS_NOTE) ? false : 'shared corpus not present' },
  async (t) => {
    const text = await readFile(CORPUS_NOTE, 'utf8')
    const concepts = matcher.match(text)
    const { attributes } = assignContext(text, concepts)
    const at = (preferred: string, nth = 0): ContextAttributes => {
      const hits = concepts.map((c, i) => [c, i] as const).filter(([c]) => c.preferred_term === preferred)
      t.ok(hits.length > nth, `${preferred} found`)
      return attributes[hits[nth]![1]]!
    }
    for (const p of ['dysuria', 'urinary urgency', 'hematuria']) t.equal(at(p).negated, true, `${p} negated`)
    t.equal(at('urinary frequency').negated, false)
    t.equal(at('breast cancer').experiencer, 'family')
    t.equal(at('gastric bypass surgery').historical, true)
    t.equal(at('lymphadenopathy').negated, true)
    t.equal(at('hypertension').negated, false)
  },
)

t.test('each attribute a cue set names that cue; section defaults and plain attributes name none', async (t) => {
  const text = 'Denies fever. Possible pneumonia. Mother had breast cancer. History of asthma, no wheezing.'
  const targets = ['fever', 'pneumonia', 'breast cancer', 'asthma', 'wheezing'].map((p) => spanOf(text, p))
  const { attributes, cues, setBy } = assignContext(text, targets)
  const cueText = (i: number | undefined) =>
    i === undefined ? undefined : text.slice(cues[i]!.start_index, cues[i]!.end_index).toLowerCase()
  t.equal(setBy.length, targets.length)
  t.same(attributes[0], attrs({ negated: true }))
  t.same(Object.keys(setBy[0]!), ['negated'])
  t.equal(cueText(setBy[0]!.negated), 'denies')
  t.equal(cueText(setBy[1]!.uncertain), 'possible')
  t.equal(attributes[2]!.experiencer, 'family')
  t.equal(cueText(setBy[2]!.experiencer), 'mother')
  t.equal(cueText(setBy[3]!.historical), 'history of')
  t.equal(cueText(setBy[4]!.negated), 'no', 'the nearest reaching negation')
  t.equal(setBy[4]!.historical, undefined, 'not set, so no cue')

  const inSection = assignContext('Asthma.', [{ start_index: 0, end_index: 6 }], {
    sections: [{ start_index: 0, end_index: 7, category: 'past_medical_history' }],
  })
  t.equal(inSection.attributes[0]!.historical, true)
  t.same(inSection.setBy[0], {}, 'a section default has no cue')
})
