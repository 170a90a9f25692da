// Whole families of clinical terms added from clinical knowledge (lexicon-data/):
// the signs of a witnessed seizure and the Bethesda names of cervical cytology. Invented sentences.
import t from 'tap'
import { ConceptMatcher, type Concept } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string, concepts: Concept[] = builtin.match(text)): string[] =>
  concepts.map((c) => `${text.slice(c.start_index, c.end_index)}=${c.preferred_term} (${c.concept_type})`)
const texts = (text: string): string[] => builtin.match(text).map((c) => text.slice(c.start_index, c.end_index))

t.test('what a witness saw of a seizure', async (t) => {
  t.same(texts('Her brother saw stiffening, then jerking of the legs, and twitching of the face.'), [
    'stiffening',
    'jerking of the legs',
    'twitching',
  ])
  t.same(texts('Staring with fumbling and chewing movements for a minute.'), [
    'Staring',
    'fumbling',
    'chewing movements',
  ])
  t.same(found('Each spell starts with a rising stomach feeling.'), ['rising stomach feeling=seizure aura (problem)'])
  t.same(texts('Knee jerks 2+ and symmetric.').includes('jerks'), false, 'a reflex is no jerking')
  t.same(texts('Migraine with visual aura.'), ['Migraine'], 'an aura alone is not read as a seizure')
})

t.test('cervical cytology by its Bethesda names', async (t) => {
  t.same(
    found('Pap showed ASC-US, reflex HPV pending.')[1],
    'ASC-US=atypical squamous cells of undetermined significance (problem)',
  )
  t.same(texts('Prior Pap with ASC-H; colposcopy advised.').includes('ASC-H'), true)
  t.same(texts('Pap with ASC-US').includes('US'), false, 'the hyphenated result is no ultrasound')
  t.same(
    found('Pap smear: atypical glandular cells.')[1],
    'atypical glandular cells=atypical glandular cells (problem)',
  )
})

t.test('the breast on exam and imaging, and the problems of breastfeeding', async (t) => {
  t.same(texts("Mammogram: architectural distortion and pleomorphic calcifications; no peau d'orange."), [
    'Mammogram',
    'architectural distortion',
    'pleomorphic calcifications',
    "peau d'orange",
  ])
  t.same(found('Likely fibroadenoma.'), ['fibroadenoma=fibroadenoma (problem)'])
  t.same(texts('Poor latch with cracked nipples; worried about low supply.'), [
    'Poor latch',
    'cracked nipples',
    'low supply',
  ])
  t.same(found('Tongue-tie noted, frenotomy offered; lanolin after feeds.'), [
    'Tongue-tie=ankyloglossia (problem)',
    'frenotomy=frenotomy (procedure)',
    'lanolin=lanolin (medication)',
  ])
})

t.test('the teeth, hearing, and their procedures and anesthetics', async (t) => {
  t.same(texts('Periapical radiolucency at #14 with horizontal bone loss.'), [
    'Periapical radiolucency',
    'horizontal bone loss',
  ])
  t.same(found('Scaling and root planing under mepivacaine.'), [
    'Scaling and root planing=scaling and root planing (procedure)',
    'mepivacaine=mepivacaine (medication)',
  ])
  t.same(found('Two extractions planned.'), ['extractions=extraction (procedure)'])
  t.same(texts('Noise-induced hearing loss after years of noise exposure; ringing in the right ear.'), [
    'Noise-induced hearing loss',
    'noise exposure',
    'ringing in the right ear',
  ])
  t.same(found('Binaural hearing aid fitting next month.'), [
    'Binaural hearing aid fitting=hearing aid fitting (procedure)',
  ])
  t.same(texts('Wears hearing aids.'), [], 'a hearing aid worn is a device')
})

t.test("an EEG report's abnormal findings and its activation procedure", async (t) => {
  t.same(found('Photic stimulation elicited a photoparoxysmal response; no focal slowing.'), [
    'Photic stimulation=photic stimulation (procedure)',
    'photoparoxysmal response=photoparoxysmal response (problem)',
    'focal slowing=focal slowing (problem)',
  ])
  t.same(texts('Bursts of polyspike-and-wave discharges and frequent LPDs.'), ['polyspike-and-wave discharges', 'LPDs'])
  t.same(texts('Diffuse slowing appropriate to state.'), [], 'the slowing of drowsiness is normal')
})

t.test(
  'drug families of specialties: contraception, PAH, transplant induction, hepatitis C, eye vitamins, repellents',
  async (t) => {
    t.same(texts('Declines hormonal contraception; emergency contraception discussed; on Junel.'), [
      'hormonal contraception',
      'emergency contraception',
      'Junel',
    ])
    t.same(found('Started a prostacyclin; iloprost inhaled.'), [
      'prostacyclin=prostacyclin (medication)',
      'iloprost=iloprost (medication)',
    ])
    t.same(texts('Induction with basiliximab and thymoglobulin.'), ['basiliximab', 'thymoglobulin'])
    t.same(
      found('Cured after 8 weeks of Mavyret (DAA therapy).').map((f) => f.split('=')[0]),
      ['Mavyret', 'DAA therapy'],
    )
    t.same(texts('Continue AREDS2 vitamins; DEET or picaridin on exposed skin.'), [
      'AREDS2 vitamins',
      'DEET',
      'picaridin',
    ])
    t.same(texts('Heather and Ella came with her.'), [], 'pill brands that are first names are left out')
  },
)

t.test('findings that exam, echo, lung function, trauma and wound notes report', async (t) => {
  t.same(texts('Loud P2 and an opening snap; echo with LA enlarged and RV dilation.'), [
    'Loud P2',
    'opening snap',
    'echo',
    'LA enlarged',
    'RV dilation',
  ])
  t.same(texts('Cath: multivessel disease; no-reflow after the stent.').includes('multivessel disease'), true)
  t.same(texts('Spirometry: airflow obstruction with air trapping.'), [
    'Spirometry',
    'airflow obstruction',
    'air trapping',
  ])
  t.same(texts('Fluid restriction to 1.5 L.').includes('restriction'), false, 'a restriction ordered is no finding')
  t.same(texts('No flail segment, no hemotympanum, no hemodynamic instability.'), [
    'flail segment',
    'hemotympanum',
    'hemodynamic instability',
  ])
  t.same(texts("Hemosiderin staining; 1 cm undermining at 3 o'clock."), ['Hemosiderin staining', 'undermining'])
})

t.test('child psychiatry, scleroderma and endocrine names', async (t) => {
  t.same(texts('ODD with tantrums and school refusal.'), ['ODD', 'tantrums', 'school refusal'])
  t.same(texts('He is odd and quiet.'), [], 'the word is not the disorder')
  t.same(texts('Raynaud and sclerodactyly; family history of MEN2.'), ['Raynaud', 'sclerodactyly', 'MEN2'])
})

t.test("a specialist's examination: neurological, musculoskeletal, eye and ear, genital", async (t) => {
  t.same(
    found('Nonfluent speech and decreased light touch on the left.').map((f) => f.split('=')[0]),
    ['Nonfluent speech', 'decreased light touch'],
  )
  t.same(
    found('Light touch intact.').map((f) => f.endsWith('(test)')),
    [true],
    'the exam item alone stays the test',
  )
  t.same(texts('Knee locking and giving way; MRI with facet arthropathy at L4-5.').slice(0, 2), [
    'Knee locking',
    'giving way',
  ])
  t.same(texts('Wide-based ataxic gait.'), ['ataxic gait'], 'a modifier of another gait is no finding of its own')
  t.same(texts('2+ cell and flare; increased cupping OD.'), ['cell and flare', 'increased cupping'])
  t.same(texts('Purulent urethral discharge and inguinal lymphadenitis.'), [
    'Purulent urethral discharge',
    'lymphadenitis',
  ])
})

t.test('injections, pain interventions, burn care and therapies by name; diets are no deficiency', async (t) => {
  t.same(
    found('Corticosteroid injection to the knee; botulinum toxin injection for spasticity.').map(
      (f) => f.split('=')[0],
    ),
    ['Corticosteroid injection', 'botulinum toxin injection', 'spasticity'],
  )
  t.same(texts('Repeat TFESI at L5-S1; FNA biopsy of the nodule.'), ['TFESI', 'FNA biopsy', 'nodule'])
  t.same(texts('Dressing change tomorrow; grafting on Thursday.'), ['Dressing change', 'grafting'])
  t.same(texts('Parent management training and sound therapy.'), ['Parent management training', 'sound therapy'])
  t.same(texts('Counseled on a low potassium diet and a low-sodium diet.'), [])
  t.same(texts('Potassium low at 3.1.').length > 0, true)
})

t.test("tests named by a scale's, a study's or a measure's own name", async (t) => {
  t.same(texts('Vanderbilt forms and the SCARED from school; Oswestry 42%.'), [
    'Vanderbilt forms',
    'SCARED',
    'Oswestry',
  ])
  t.same(texts('We were scared by the news.'), [], 'the scale is written in capitals')
  t.same(texts('RHC: mPAP 48, PCWP 10, cardiac output 3.9; vasoreactivity testing negative.').slice(1), [
    'mPAP',
    'PCWP',
    'cardiac output',
    'vasoreactivity testing',
  ])
  t.same(texts('Check ketones and prealbumin; 3-hr GTT at 28 weeks.'), ['ketones', 'prealbumin', '3-hr GTT'])
  t.same(
    found('Heparin gtt held.').map((f) => f.includes('(test)')),
    [false],
    'a drip is no glucose tolerance test',
  )
  t.same(texts('Home sleep test, then a treadmill test.'), ['Home sleep test', 'treadmill test'])
})

t.test('two concepts joined by "with" or "and" are two spans; worry, gasping, caries', async (t) => {
  t.same(texts('Atrial fibrillation with rapid ventricular response.'), [
    'Atrial fibrillation',
    'rapid ventricular response',
  ])
  t.same(texts('Afib with RVR.'), ['Afib', 'RVR'])
  t.same(texts('Erythema and warmth of the shin.'), ['Erythema', 'warmth'])
  t.same(texts('Urinary frequency and urgency.'), ['Urinary frequency', 'urgency'])
  t.same(texts('Worries about school; her partner reports gasping at night; no caries.'), [
    'Worries',
    'gasping at night',
    'caries',
  ])
  t.same(texts('His mother worries about him; no need to worry.'), [], 'the verb is no symptom')
})

t.test('supportive, haematology, bone and patch-test families are medications', async (t) => {
  const drugs = (text: string): string[] =>
    builtin
      .match(text)
      .filter((c) => c.concept_type === 'medication')
      .map((c) => text.slice(c.start_index, c.end_index))
  t.same(drugs('Premeds: dolasetron and rolapitant; voxelotor continued.'), ['dolasetron', 'rolapitant', 'voxelotor'])
  t.same(drugs('After two years of an antiresorptive, abaloparatide was started.'), ['antiresorptive', 'abaloparatide'])
  t.same(drugs('Reacted to balsam of Peru and thiuram mix on the patch series.'), ['balsam of Peru', 'thiuram mix'])
  t.same(drugs('Wash with a fragrance-free cleanser.'), [], 'fragrance-free is no allergen')
})
