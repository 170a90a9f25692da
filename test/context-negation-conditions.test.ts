// A negation inside an if-condition ("if no air leak") states what is hoped for or feared, not a
// finding: the target it names is not denied.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const denied = (text: string, phrases: [string, string][]): boolean[] => contextOf(text, phrases).map((a) => a.negated)

t.test('a negation inside an if-condition is hoped for or feared, not found', async (t) => {
  t.same(
    denied('Pull the drain tomorrow if no bile leak and the bilirubin is falling.', [
      ['bile leak', 'problem'],
      ['bilirubin', 'test'],
    ]),
    [false, false],
  )
  t.same(
    denied('If the swelling does not settle within 48 hours of cephalexin, return.', [
      ['swelling', 'problem'],
      ['cephalexin', 'medication'],
    ]),
    [false, false],
  )
  // outside a condition the negation holds
  t.same(denied('No bile leak on the drain output.', [['bile leak', 'problem']]), [true])
})

t.test('"if there is no" and "only if no" check a state as "if no" does', async (t) => {
  t.same(
    denied('Restart heparin in the morning if there is no oozing from the wound.', [
      ['heparin', 'medication'],
      ['oozing', 'problem'],
    ]),
    [false, false],
  )
  t.same(denied('Ibuprofen only if there are no black stools.', [['black stools', 'problem']]), [false])
  // "there is no" outside a condition still denies
  t.same(denied('There is no oozing from the wound.', [['oozing', 'problem']]), [true])
})
