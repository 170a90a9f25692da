// Past times the context finder reads as history: weeks back ("6 wks ago") either side of its
// clause, and "once before" / "twice before" after the event they date.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const historical = (text: string, phrases: string[]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.historical)

t.test('weeks back dates its clause, forward and back; the clause after the comma is current', async (t) => {
  t.same(historical('3 wks ago had strep throat, fatigue has lasted since.', ['strep throat', 'fatigue']), [
    true,
    false,
  ])
  t.same(historical('Seen for gout two weeks ago, on colchicine now.', ['gout']), [true])
  // days back is the present illness
  t.same(historical('Fever began 3 days ago.', ['Fever']), [false])
})

t.test('"once before" and "twice before" date the event they follow', async (t) => {
  t.same(historical('He had shingles once before, and a rash again today.', ['shingles']), [true])
  t.same(historical('She took ondansetron twice before without side effects.', ['ondansetron']), [true])
})

t.test("a study dated by a year is an earlier one, unless the year is the note's own", async (t) => {
  const typed = (text: string, phrases: [string, string][]): boolean[] =>
    contextOf(text, phrases, { sections: false }).map((a) => a.historical)
  t.same(typed('Holter monitor 05/2022: rare PVCs.', [['Holter monitor', 'test']]), [true])
  t.same(typed('Lipase (2021) was normal.', [['Lipase', 'test']]), [true])
  // a note of 2025 that names 2025 again: its own studies of 2025 are this visit's
  const note = 'Visit 09/14/2025.\nCXR 09/12/2025: clear.\nCT chest 11/03/2023: nodule.'
  t.same(
    typed(note, [
      ['CXR', 'test'],
      ['CT chest', 'test'],
    ]),
    [false, true],
  )
  // a span of years is a course that ended
  t.same(typed('Valproate 2009-2011, stopped for weight gain.', [['Valproate', 'medication']]), [true])
})

t.test('a finished course is past; what an old illness left is current', async (t) => {
  t.same(historical('Finished five days of azithromycin for bronchitis on 3/02.', ['azithromycin', 'bronchitis']), [
    true,
    true,
  ])
  t.same(historical('Bell palsy four years ago with residual facial weakness.', ['Bell palsy', 'facial weakness']), [
    true,
    false,
  ])
})

t.test('the date of a diagnosis dates the finding, not the end of the condition', async (t) => {
  const [lupus, prednisone] = contextOf(
    'Lupus diagnosed in 2019, on hydroxychloroquine; prednisone was stopped in 2021.',
    [
      ['Lupus', 'problem'],
      ['prednisone', 'medication'],
    ],
  )
  t.equal(lupus!.historical, false)
  t.equal(prednisone!.historical, true)
  const [sarcoma] = contextOf('Sarcoma dx in March 2022, now on surveillance.', [['Sarcoma', 'problem']])
  t.equal(sarcoma!.historical, false)
  // a treatment's date is still its past
  const [ablation] = contextOf('Atrial flutter ablation done in 2018.', [['ablation', 'procedure']])
  t.equal(ablation!.historical, true)
})

t.test('what went on until a year or an age, or was cured, is over', async (t) => {
  const [drinker] = contextOf('Heavy drinker until 2012, sober since.', [['Heavy drinker', 'problem']])
  t.equal(drinker!.historical, true)
  const [valproate] = contextOf('Valproate until age 19, then lamotrigine.', [['Valproate', 'medication']])
  t.equal(valproate!.historical, true)
  const [gonorrhea] = contextOf('Gonorrhea, now cured.', [['Gonorrhea', 'problem']])
  t.equal(gonorrhea!.historical, true)
  // "until" with no date ends a scope and dates nothing
  const [warfarin] = contextOf('Continue warfarin until the cardiology visit.', [['warfarin', 'medication']])
  t.equal(warfarin!.historical, false)
})

t.test('a diagnosis dated by a time of life stays history', async (t) => {
  const [asthma] = contextOf('Her asthma was diagnosed in her teens.', [['asthma', 'problem']])
  t.equal(asthma!.historical, true)
})

t.test("a date after a procedure listed with the target is the procedure's", async (t) => {
  const [copd, lobectomy] = contextOf('Has COPD and a right upper lobectomy in 2016.', [
    ['COPD', 'problem'],
    ['lobectomy', 'procedure'],
  ])
  t.equal(copd!.historical, false)
  t.equal(lobectomy!.historical, true)
  // the procedure for the problem dates both
  const [, stenosis] = contextOf('Stenting for renal artery stenosis in 2018.', [
    ['Stenting', 'procedure'],
    ['renal artery stenosis', 'problem'],
  ])
  t.equal(stenosis!.historical, true)
})

t.test(
  'a bracket opening with a year and going on to another, or to an aside, dates the event before it',
  async (t) => {
    t.same(historical('Kidney stones twice (2016 and 2021), none since.', ['Kidney stones']), [true])
    t.same(historical('Pneumonia (2020, treated at home); asthma well controlled.', ['Pneumonia', 'asthma']), [
      true,
      false,
    ])
  },
)

t.test('an age after an event dates it; a reading, a clock time, a unit or a death does not', async (t) => {
  const typed = (text: string, phrases: [string, string][]): boolean[] =>
    contextOf(text, phrases, { sections: false }).map((a) => a.historical)
  t.same(typed('Tonsillectomy at 7.', [['Tonsillectomy', 'procedure']]), [true])
  t.same(typed('Broken wrist playing rugby at 11, healed well.', [['Broken wrist', 'problem']]), [true])
  t.same(typed('Nausea at 0545 after the first dose.', [['Nausea', 'problem']]), [false])
  t.same(typed('Spinal anesthesia placed at 4 cm.', [['Spinal anesthesia', 'procedure']]), [false])
  t.same(typed('Her uncle died of a stroke at 63.', [['stroke', 'problem']]), [false])
})
