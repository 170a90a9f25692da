// A vaccine with a date right after it is a dose given then: historical. A vaccine due or
// declined, or another drug with a bare year, keeps its own reading.
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const read = (text: string, phrases: readonly Phrase[]): string[] =>
  contextOf(`${text}\n`, phrases, { sections: false }).map((a) =>
    a.historical ? 'historical' : a.hypothetical ? 'hypothetical' : a.negated ? 'negated' : '-',
  )

t.test('a vaccine dated right after its name is a past dose', async (t) => {
  t.same(
    read('Immunizations: Td 2019, pneumococcal vaccine (2022), flu shot 9/2026.', [
      ['Td', 'medication'],
      ['pneumococcal vaccine', 'medication'],
      ['flu shot', 'medication'],
    ]),
    ['historical', 'historical', 'historical'],
  )
})

t.test('a vaccine due or declined, or another drug with a year, keeps its reading', async (t) => {
  t.same(read('Tdap due 2030.', [['Tdap', 'medication']]), ['hypothetical'])
  t.same(read('Flu shot declined, 2026 season.', [['Flu shot', 'medication']]), ['negated'])
  t.same(read('Meds: sertraline 2024, still taking.', [['sertraline', 'medication']]), ['-'])
})

t.test('a dose told given in a past month or season is history; today or a stage of pregnancy is not', async (t) => {
  t.same(read('Hepatitis A vaccine was given in March.', [['Hepatitis A vaccine', 'medication']]), ['historical'])
  t.same(read('Flu shot already received this autumn.', [['Flu shot', 'medication']]), ['historical'])
  t.same(read('Flu shot given today.', [['Flu shot', 'medication']]), ['-'])
  t.same(read('Tdap given in the second trimester.', [['Tdap', 'medication']]), ['-'])
})
