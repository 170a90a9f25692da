// A generated variant: an eponym's possessive alone names the eponymous disease
// (invented sentences).
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'
import { termSpellings } from '../src/nlp/lexicon-variants.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)

t.test("an eponym's possessive before disease or syndrome is a variant of the whole name", async (t) => {
  t.ok(termSpellings("kawasaki's disease").generated.includes("kawasaki's"))
  t.ok(termSpellings("graves' disease").generated.includes("graves'"))
  t.notOk(termSpellings("athlete's foot").generated.includes("athlete's"), 'only the kinds of disease listed')
  const text = "Addison's on hydrocortisone; Meniere's with vertigo spells."
  t.same(
    builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)}=${c.preferred_term}`),
    [
      "Addison's=adrenal insufficiency",
      'hydrocortisone=hydrocortisone',
      "Meniere's=meniere disease",
      'vertigo=vertigo',
    ],
  )
})
