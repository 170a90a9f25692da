// A hedge of suspicion outside a "condition from its source" pair weighs both; a hedge between
// them, a word of likelihood before a mechanism, and a drug named as the source are left alone.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const unsure = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases).map((a) => a.uncertain)

t.test('a suspicion before the condition reaches its source', async (t) => {
  t.same(
    unsure('Concern for pneumonia from aspiration.', [
      ['pneumonia', 'problem'],
      ['aspiration', 'problem'],
    ]),
    [true, true],
  )
  t.same(
    unsure('Presumed cellulitis from an insect bite, cephalexin started.', [
      ['cellulitis', 'problem'],
      ['insect bite', 'problem'],
      ['cephalexin', 'medication'],
    ]),
    [true, true, false],
  )
})

t.test('a suspicion after the source reaches the condition', async (t) => {
  t.same(
    unsure('Bacteremia from a line infection suspected.', [
      ['Bacteremia', 'problem'],
      ['line infection', 'problem'],
    ]),
    [true, true],
  )
})

t.test('where the rule stops', async (t) => {
  // the hedge between the two weighs the cause only
  t.same(
    unsure('AKI, likely from dehydration.', [
      ['AKI', 'problem'],
      ['dehydration', 'problem'],
    ]),
    [false, true],
  )
  // a word of likelihood before a mechanism leaves its known cause standing
  t.same(
    unsure('Hyponatremia, likely hypovolemia from vomiting.', [
      ['Hyponatremia', 'problem'],
      ['hypovolemia', 'problem'],
      ['vomiting', 'problem'],
    ]),
    [false, true, false],
  )
  // a drug named as the source is given, whatever the hedge
  t.same(
    unsure('Possible drug fever from cefepime.', [
      ['drug fever', 'problem'],
      ['cefepime', 'medication'],
    ]),
    [true, false],
  )
  // no hedge, no doubt
  t.same(
    unsure('Sepsis from pneumonia, on cefepime.', [
      ['Sepsis', 'problem'],
      ['pneumonia', 'problem'],
    ]),
    [false, false],
  )
})
