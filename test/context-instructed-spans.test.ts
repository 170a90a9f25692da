// A span after an event dates the event in a story, not in advice or a forecast.
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const historical = (text: string, phrase: Phrase): boolean[] => contextOf(text, [phrase]).map((a) => a.historical)

t.test('a span in advice or a forecast dates nothing', async (t) => {
  t.same(historical('You should not fly for 2 weeks after the pneumothorax.', ['pneumothorax', 'problem']), [false])
  t.same(historical('Your throat may be sore for a few days after the intubation.', ['intubation', 'procedure']), [
    false,
  ])
  t.same(historical('No swimming for 3 weeks after the tympanostomy.', ['tympanostomy', 'procedure']), [false])
})

t.test('where the rule stops: a span in a story still dates the event, and "no" denies a finding', async (t) => {
  t.same(
    contextOf('She has had no bleeding since the banding.', [
      ['bleeding', 'problem'],
      ['banding', 'procedure'],
    ]).map((a) => a.historical),
    [false, true],
  )
  t.same(historical('Four months after gastric bypass, she has lost 25 kg.', ['gastric bypass', 'procedure']), [true])
  t.same(historical('Seen 3 weeks after a knee arthroscopy for a meniscal tear.', ['knee arthroscopy', 'procedure']), [
    true,
  ])
})

t.test('a span counted from an end still to come dates nothing; one from an end told in the past does', async (t) => {
  t.same(historical('Restart the statin 3 weeks after the myositis settles.', ['myositis', 'problem']), [false])
  t.same(historical('Zoster vaccine 2 months after the rash has healed.', ['rash', 'problem']), [false])
  t.same(historical('Colchicine was stopped 2 weeks after the flare resolved.', ['flare', 'problem']), [true])
})
