// An order to put something off names it as ahead: the imperative in a plan, and the modal forms
// anywhere; "speech delay" or a delay told as past is no such order.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const read = (text: string, phrases: readonly Phrase[]): Pick<ContextAttributes, 'negated' | 'hypothetical'>[] =>
  contextOf(text, phrases).map(({ negated, hypothetical }) => ({ negated, hypothetical }))

t.test('what an order puts off, and what it waits for, is ahead', async (t) => {
  t.same(
    read('PLAN:\n- Defer denosumab 3 weeks after tooth extraction.\n', [
      ['denosumab', 'medication'],
      ['tooth extraction', 'procedure'],
    ]),
    [
      { negated: false, hypothetical: true },
      { negated: false, hypothetical: true },
    ],
  )
  t.same(
    read('A CT scan should not delay the appendectomy.', [
      ['CT scan', 'test'],
      ['appendectomy', 'procedure'],
    ]),
    [
      { negated: false, hypothetical: true },
      { negated: false, hypothetical: true },
    ],
  )
})

t.test('a delay told as past, or outside a plan, orders nothing', async (t) => {
  t.same(read('The cholecystectomy was delayed by two days.', [['cholecystectomy', 'procedure']]), [
    { negated: false, hypothetical: false },
  ])
  t.same(read('PLAN:\n2. Speech delay with poor eye contact.\n', [['poor eye contact', 'problem']]), [
    { negated: false, hypothetical: false },
  ])
})
