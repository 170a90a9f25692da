// Vaccines a note records as given before, without a date: a list "up to date", the vaccination an
// immunity comes from. A vaccine named as the exception, or an animal's vaccination, is left alone.
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const historical = (text: string, phrases: readonly Phrase[]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.historical)

t.test('a vaccine list said to be up to date is history', async (t) => {
  // a bare "vaccines" is no concept of the lexicon: the target may carry no type
  t.same(historical('Childhood vaccines up to date.', ['vaccines']), [true])
  t.same(
    historical('Tdap and zoster vaccine up-to-date per the state registry.', [
      ['Tdap', 'medication'],
      ['zoster vaccine', 'medication'],
    ]),
    [true, true],
  )
})

t.test('the vaccination an immunity comes from is history', async (t) => {
  t.same(
    historical('Hepatitis A antibody positive after vaccination.', [
      ['Hepatitis A antibody', 'test'],
      ['vaccination', 'medication'],
    ]),
    [false, true],
  )
  t.same(historical('Varicella immune by vaccination.', [['vaccination', 'medication']]), [true])
})

t.test('where the rule stops: the exception, a verb between, or no immunity before the source', async (t) => {
  t.same(
    historical('Vaccines up to date except the pneumococcal vaccine, due today.', [
      ['Vaccines', 'medication'],
      ['pneumococcal vaccine', 'medication'],
    ]),
    [true, false],
  )
  t.same(historical('The cat whose rabies vaccine is up to date was observed.', [['rabies vaccine', 'medication']]), [
    false,
  ])
  t.same(historical('Arm soreness after vaccination today.', [['vaccination', 'medication']]), [false])
})
