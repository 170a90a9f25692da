// The test a pregnancy's age is dated by was done early in the pregnancy: historical. A procedure
// after the same words is how a baby was born, and a test without a gestational age before "by"
// is left as it reads.
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const historical = (text: string, phrases: readonly Phrase[]): boolean[] =>
  contextOf(`${text}\n`, phrases, { sections: false }).map((a) => a.historical)

t.test('the scan a gestational age is dated by is historical', async (t) => {
  t.same(historical('G2P1001 at 31w4d by 7-week ultrasound, here for reduced movements.', [['ultrasound', 'test']]), [
    true,
  ])
  t.same(historical('Pregnant at 12 weeks by early US and feeling well.', [['US', 'test']]), [true])
})

t.test('a birth by a procedure, or a test with no gestational age before "by", is left as it reads', async (t) => {
  t.same(historical('Delivered at 38 weeks by cesarean section.', [['cesarean section', 'procedure']]), [false])
  t.same(historical('Appendicitis confirmed by ultrasound this morning.', [['ultrasound', 'test']]), [false])
})
