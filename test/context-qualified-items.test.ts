// A list item after a comma with a qualifier of its own (how often, only this, its regimen, what is
// found of it) is stated on its own, not one more item of the denial or hold before the comma.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const negated = (text: string, targets: [string, string][]): boolean[] =>
  contextOf(text, targets, { sections: false }).map((a) => a.negated)

t.test('a habit with its own frequency after a denied one is not denied', async (t) => {
  t.same(
    negated('Social: no cigarettes, wine rarely.', [
      ['cigarettes', 'medication'],
      ['wine', 'medication'],
    ]),
    [true, false],
  )
  t.same(
    negated('No heroin, marijuana on weekends.', [
      ['heroin', 'medication'],
      ['marijuana', 'medication'],
    ]),
    [true, false],
  )
  t.same(
    negated('No opioids, occasional ibuprofen.', [
      ['opioids', 'medication'],
      ['ibuprofen', 'medication'],
    ]),
    [true, false],
  )
})

t.test('an item restricted to itself or with its own finding word is not denied', async (t) => {
  t.same(
    negated('No antiemetic, oral fluids only.', [
      ['antiemetic', 'medication'],
      ['oral fluids', 'medication'],
    ]),
    [true, false],
  )
  t.same(
    negated('Radial pulses absent, no bruit, ulnar pulses faint.', [
      ['bruit', 'problem'],
      ['ulnar pulses', 'test'],
    ]),
    [true, false],
  )
})

t.test('a held drug does not reach an item with its own regimen', async (t) => {
  t.same(
    negated('Plan: hold glyburide and sitagliptin, insulin sliding scale.', [
      ['glyburide', 'medication'],
      ['sitagliptin', 'medication'],
      ['insulin', 'medication'],
    ]),
    [true, true, false],
  )
})

t.test('a plain list after a denial stays denied', async (t) => {
  t.same(
    negated('No cigarettes, wine or cannabis.', [
      ['cigarettes', 'medication'],
      ['wine', 'medication'],
      ['cannabis', 'medication'],
    ]),
    [true, true, true],
  )
  t.same(
    negated('Hold glyburide, sitagliptin.', [
      ['glyburide', 'medication'],
      ['sitagliptin', 'medication'],
    ]),
    [true, true],
  )
})
