// Someone else's relative is no relative of the patient: a friend's or neighbours' child, and a
// spouse's relative (kin by marriage, "other" as the spouse is). The patient's own relatives stay
// family. The sentences are invented.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const whose = (text: string, phrases: [string, string][]): string[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.experiencer)

t.test("another person's relative is other", async (t) => {
  t.same(whose("Her wife's brother has hemophilia.", [['hemophilia', 'problem']]), ['other'])
  t.same(whose("The roommates' kids have scabies.", [['scabies', 'problem']]), ['other'])
})

t.test("where it stops: the patient's own relatives are family", async (t) => {
  t.same(whose('Her brother has hemophilia.', [['hemophilia', 'problem']]), ['family'])
  t.same(whose("The patient's son has scabies.", [['scabies', 'problem']]), ['family'])
})
