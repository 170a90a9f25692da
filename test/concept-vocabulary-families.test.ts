// Vocabulary families by body system and record kind (invented sentences): each family is asserted by members the
// development sets never wrote, so a test passes because the family is whole, not because one
// note's words were added.
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

t.test('a vaccine named by its disease is one medication, with any dose word', async (t) => {
  t.same(found('Cholera vaccination and a Japanese encephalitis booster before the trip to Laos.'), [
    'Cholera vaccination=medication:cholera vaccine',
    'Japanese encephalitis booster=medication:japanese encephalitis vaccine',
  ])
  t.same(found('He had his yellow fever shot in 2019; dengue vaccine not offered.'), [
    'yellow fever shot=medication:yellow fever vaccine',
    'dengue vaccine=medication:dengue vaccine',
  ])
  t.same(found('Avoid live virus vaccines during rituximab therapy.'), [
    'live virus vaccines=medication:live vaccine',
    'rituximab=medication:rituximab',
  ])
  // the bare word stays a non-concept
  t.same(found('Vaccines are up to date.'), [])
})

t.test('spirits, street names and drinking patterns are the use they name', async (t) => {
  t.same(found('Drinks a fifth of whiskey daily; crystal meth last week; tox screen positive for THC.'), [
    'whiskey=problem:alcohol use disorder',
    'crystal meth=problem:methamphetamine use',
    'tox screen=test:urine drug screen',
    'THC=problem:cannabis use',
  ])
  t.same(found('Weekend binge drinker since college.'), ['binge drinker=problem:alcohol use disorder'])
  // beer and wine stay out: the sets annotate them in one social history and not the next
  t.same(found('Two glasses of wine with dinner.'), [])
})

t.test("a child's warning signs are problems where they have a noun or a state", async (t) => {
  t.same(found('Bring her in for dry diapers, crying without tears or if she is difficult to wake up.'), [
    'dry diapers=problem:oliguria',
    'crying without tears=problem:absent tears',
    'difficult to wake up=problem:somnolence',
  ])
  t.same(found('Watch for expiratory grunting, head bobbing or hypersalivation.'), [
    'expiratory grunting=problem:grunting',
    'head bobbing=problem:respiratory distress',
    'hypersalivation=problem:drooling',
  ])
})

t.test('the voice, the swallow and the retina have their signs', async (t) => {
  t.same(found('Voice raspy voice at baseline; gurgly vocal quality after thin liquids with pharyngeal residue.'), [
    'raspy voice=problem:hoarseness',
    'gurgly vocal quality=problem:wet voice',
    'pharyngeal residue=problem:dysphagia',
  ])
  t.same(found('Reports visual flashes and straight lines look wavy; OCT with intraretinal fluid and soft drusen.'), [
    'visual flashes=problem:photopsia',
    'straight lines look wavy=problem:metamorphopsia',
    'OCT=test:optical coherence tomography',
    'intraretinal fluid=problem:retinal fluid',
    'soft drusen=problem:drusen',
  ])
})

t.test('a flare is an episode, not the verb or flares in general; a fall below a value is no fall', async (t) => {
  t.same(found('A flare-up in March settled on prednisone.'), [
    'flare-up=problem:flare',
    'prednisone=medication:prednisone',
  ])
  t.same(found('Plaques that flare every spring; steroid cream for flares.'), [
    'Plaques=problem:plaque',
    'steroid cream=medication:topical steroid',
  ])
  t.same(found('Page if the platelet count falls below 20 or the saturation should fall under 88%.'), [
    'platelet count=test:platelet count',
  ])
  t.same(found('She had a fall at home last week.'), ['fall=problem:falls'])
})

t.test('bare symptoms stand only in a list of problems or after the words that make them nouns', async (t) => {
  t.same(found('Denies hematuria, frequency or flank pain.'), [
    'hematuria=problem:hematuria',
    'frequency=problem:urinary frequency',
    'flank pain=problem:flank pain',
  ])
  t.same(found('Reviewed the dose and frequency; discharge planned for Friday.'), [])
  t.same(found('Itching and discharge from the left ear.'), ['Itching=problem:pruritus', 'discharge=problem:discharge'])
  t.same(found('MRI brain without acute bleed; the site may bleed a little.'), [
    'MRI brain=test:mri of the brain',
    'bleed=problem:bleeding',
  ])
  t.same(found('Shoulder pain, probably musculoskeletal. Musculoskeletal: normal.'), [
    'Shoulder pain=problem:shoulder pain',
    'musculoskeletal=problem:musculoskeletal pain',
  ])
})

t.test(
  'a lab symbol after a verb of repletion is the salt; a drug-or-test after a verb of checking is the test',
  async (t) => {
    t.same(found('Mg 1.2 this morning; replace Mg and K before the next dose.'), [
      'Mg=test:magnesium',
      'Mg=medication:magnesium supplement',
      'K=medication:potassium supplement',
    ])
    // a verb that orders the values names the tests, without their numbers (concept-senses.ts)
    t.same(found('Check Na and K in the morning.'), ['Na=test:sodium', 'K=test:potassium'])
    t.same(found('Monitor magnesium daily while on the cisplatin.'), [
      'magnesium=test:magnesium',
      'cisplatin=medication:cisplatin',
    ])
  },
)

t.test('a pulse by its site and the quantities of a lung function report are tests', async (t) => {
  t.same(found('Posterior tibial pulse 1+ on the right; brachial pulse normal.'), [
    'Posterior tibial pulse=test:peripheral pulses',
    'brachial pulse=test:peripheral pulses',
  ])
  t.same(found('Spirometry: FVC 64% predicted; TLC by plethysmography 72%; exertional oximetry to 86%.'), [
    'Spirometry=test:pulmonary function tests',
    'FVC=test:forced vital capacity',
    'TLC=test:total lung capacity',
    'plethysmography=test:lung volumes',
    'exertional oximetry=test:exercise oximetry',
  ])
})

t.test('the abbreviations and bedside tests of a labor record', async (t) => {
  t.same(found('Desires VBAC after one prior C/S; nitrazine paper negative, kick counts reviewed.'), [
    'VBAC=procedure:vaginal birth after cesarean',
    'C/S=procedure:cesarean section',
    'nitrazine paper=test:nitrazine test',
    'kick counts=test:fetal movement',
  ])
  t.same(found('Recurrent decels on CEFM; A2GDM on insulin.'), [
    'Recurrent decels=problem:fetal distress',
    'CEFM=test:continuous electronic fetal monitoring',
    'A2GDM=problem:gestational diabetes',
    'insulin=medication:insulin',
  ])
})

t.test("the gut's bleeding and obstruction, the heart's pauses and the brain's deficits", async (t) => {
  t.same(found('Call for throwing up blood or bile-stained vomit.'), [
    'throwing up blood=problem:hematemesis',
    'bile-stained vomit=problem:bilious vomiting',
  ])
  t.same(found('Event monitor showed sinus pauses; she pauses before answering.'), [
    'Event monitor=test:holter monitor',
    'sinus pauses=problem:sinus pause',
  ])
  t.same(found('Stroke in 2020 with residual neurologic deficits.'), [
    'Stroke=problem:stroke',
    'residual neurologic deficits=problem:focal neurological deficits',
  ])
})

t.test('a study named by its contrast, the short form of weight gain, and a state with no noun', async (t) => {
  t.same(found('Hydrate before the contrast study; wt gain of 3 kg since June.'), [
    'contrast study=test:contrast study',
    'wt gain=problem:weight gain',
  ])
  t.same(found('Return if he is too sleepy to nurse.'), [])
})

t.test('consolidation as a phase of cancer treatment is no lung finding', async (t) => {
  t.same(found('Started durvalumab consolidation in May.'), ['durvalumab=medication:durvalumab'])
  t.same(found('CXR: left upper lobe consolidation.'), ['CXR=test:chest x-ray', 'consolidation=problem:consolidation'])
})

t.test('infections by the virus, the travel exposure and the stage', async (t) => {
  t.same(found('Enterovirus last winter; history of bilharzia after a trip to Malawi.'), [
    'Enterovirus=problem:enterovirus infection',
    'bilharzia=problem:schistosomiasis',
  ])
  t.same(found('Typhoid fever in 2019; a painless chancre last month.'), [
    'Typhoid fever=problem:typhoid fever',
    'painless chancre=problem:primary syphilis',
  ])
})

t.test('peritoneal dialysis by its initials in capitals', async (t) => {
  t.same(found('Chose PD over hemodialysis; CAPD since March.'), [
    'PD=procedure:dialysis',
    'hemodialysis=procedure:dialysis',
    'CAPD=procedure:dialysis',
  ])
  t.same(found('the pd was checked'), [])
})

t.test('shorthand problems and the words that are also ordinary words', async (t) => {
  t.same(found('Slipped on ice, brief loc; Loc: left forearm.'), ['loc=problem:loss of consciousness'])
  t.same(found('Denies AH/VH. Occasional lows before lunch; highs and lows of mood.'), [
    'AH=problem:hallucinations',
    'VH=problem:hallucinations',
    'lows=problem:hypoglycemia',
  ])
  t.same(found('No tobacco, alcohol or drugs. Her drugs were reconciled.'), [
    'tobacco=problem:tobacco use',
    'alcohol=problem:alcohol use disorder',
    'drugs=problem:substance abuse',
  ])
  t.same(found('Walks with a cane, unsteady on her feet.'), ['unsteady on her feet=problem:unsteadiness on feet'])
})

t.test('imaging shorthand, glucose readings, regimens by count and a port placed', async (t) => {
  t.same(found('KUB: dilated small bowel loops; MRI with leptomeningeal enhancement.'), [
    'KUB=test:abdominal x-ray',
    'dilated small bowel loops=problem:bowel distension',
    'MRI=test:magnetic resonance imaging',
    'leptomeningeal enhancement=problem:enhancement',
  ])
  t.same(found('Fasting sugars 110-130; recheck kidney function in a week; avoid added sugars.'), [
    'Fasting sugars=test:glucose test',
    'kidney function=test:renal function',
  ])
  t.same(found('Bismuth quadruple therapy for 14 days. Port placed in May; port site clean.'), [
    'Bismuth quadruple therapy=medication:triple therapy',
    'Port=procedure:port placement',
  ])
})

t.test("a blood gas's values with their numbers, the exam's sensation and RF", async (t) => {
  t.same(found('VBG pH 7.30, pCO2 52; pH-balanced wash.'), [
    'VBG=test:arterial blood gas',
    'pH=test:blood ph',
    'pCO2=test:pco2',
  ])
  t.same(found('Sensation intact bilaterally; a tingling sensation in the toes.'), [
    'Sensation=test:sensation testing',
    'tingling=problem:tingling',
  ])
  t.same(found('RF negative, anti-CCP pending.'), ['RF=test:rheumatoid factor', 'anti-CCP=test:rheumatoid factor'])
})

t.test("the eye exam's measures, acuity only with its value", async (t) => {
  t.same(found('VA 20/60 OS; visual field with an arcuate defect; cup-to-disc ratio 0.7.'), [
    'VA=test:visual acuity',
    'visual field=test:visual field testing',
    'cup-to-disc ratio=test:cup-to-disc ratio',
  ])
  t.same(found('Followed at the VA for his vision.'), [])
  t.same(found('DLCO/VA 92% predicted.'), ['DLCO/VA=test:diffusing capacity'])
})

t.test('vascular studies: a lesion by its arterial segment, the flow patterns, transient syndromes', async (t) => {
  t.same(found('Duplex today: common carotid occlusion on the left, basilar artery narrowing.'), [
    'Duplex=test:doppler ultrasound',
    'common carotid occlusion=problem:carotid stenosis',
    'basilar artery narrowing=problem:basilar artery stenosis',
  ])
  t.same(found('Popliteal artery occlusion with monophasic waveforms distally.'), [
    'Popliteal artery occlusion=problem:peripheral artery stenosis',
    'monophasic waveforms=problem:abnormal flow on doppler',
  ])
  t.same(found('Two episodes of transient monocular blindness last month.'), [
    'transient monocular blindness=problem:amaurosis fugax',
  ])
})

t.test('specialty findings: a smear, sickle cell and gout, the spine, the cervix, a genetic result', async (t) => {
  t.same(found('Smear with spherocytes and teardrop cells, no rouleaux.'), [
    // the smear itself is the test its cells were read on (tests-serum-analytes.ts)
    'Smear=test:smear',
    'spherocytes=problem:spherocytes',
    'teardrop cells=problem:teardrop cells',
    'rouleaux=problem:rouleaux',
  ])
  t.same(found('Admitted twice for splenic sequestration; a gouty tophus on the ear.'), [
    'splenic sequestration=problem:splenic sequestration',
    'gouty tophus=problem:tophus',
  ])
  t.same(found('Cervical length 18 mm, a short cervix with funnelling.'), [
    'Cervical length=test:cervical length',
    'short cervix=problem:short cervix',
    'funnelling=problem:cervical funneling',
  ])
  t.same(found('Likely pathogenic variant in MLH1.'), ['Likely pathogenic variant=problem:pathogenic variant'])
  t.same(found('Tonsillar herniation was excluded.'), ['Tonsillar herniation=problem:brain herniation'])
})

t.test('a body function that is hard to do, said with a noun', async (t) => {
  t.same(found('She has had a hard time emptying the bladder this week.'), [
    'hard time emptying the bladder=problem:difficulty urinating',
  ])
  t.same(found('Some hearing problems on the phone; no vision problems.'), [
    'hearing problems=problem:hearing loss',
    'vision problems=problem:visual disturbance',
  ])
  t.same(found('Trouble remembering names lately.'), ['Trouble remembering names=problem:memory loss'])
  t.same(found('Has trouble opening jars.'), [], 'a task, no body function')
})

t.test('an organism before a bloodstream infection is one problem; a fracture by its cause', async (t) => {
  t.same(found('Klebsiella bacteremia, now on day 5 of therapy.'), ['Klebsiella bacteremia=problem:bacteremia'])
  t.same(found('E coli UTI last spring.'), [
    'E coli=problem:escherichia coli infection',
    'UTI=problem:urinary tract infection',
  ])
  t.same(found('A fragility fracture of the hip at 70.'), ['fragility fracture=problem:osteoporotic fracture'])
  t.same(
    found('After a low-trauma ankle fracture.'),
    ['ankle fracture=problem:ankle fracture'],
    'low trauma is no trauma',
  )
  t.same(found('Post-op course complicated by a spinal headache.'), [
    'spinal headache=problem:post-dural puncture headache',
  ])
})

t.test('complications of care by their short names (problems-complications-of-care.ts)', async (t) => {
  t.same(found('TRALI suspected after the second unit; TACO less likely.'), [
    'TRALI=problem:transfusion-related acute lung injury',
    'TACO=problem:transfusion-associated circulatory overload',
  ])
  t.same(found('He ordered a taco.'), [], 'the food in lower case is no overload')
  t.same(found('Steal syndrome of the right hand.'), ['Steal syndrome=problem:steal syndrome'])
  t.same(found('Stillbirth at 38 weeks in 2020.'), ['Stillbirth=problem:stillbirth'])
})
