// The test a screening is due by, or kept up with, is ahead; a screening told as done, or a test
// told as ordered, is left alone.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: readonly Phrase[]): boolean[] =>
  contextOf(text, phrases).map((a: ContextAttributes) => a.hypothetical)

t.test('the test of a screening due, or kept up with, is hypothetical', async (t) => {
  t.same(hypothetical('Breast cancer screening overdue; mammogram slip handed to her.', [['mammogram', 'test']]), [
    true,
  ])
  t.same(hypothetical('She is due for cervical cancer screening; HPV test kit mailed.', [['HPV test', 'test']]), [true])
  t.same(hypothetical('Lung cancer screening with low-dose CT every year.', [['low-dose CT', 'test']]), [true])
})

t.test('a screening told as done, or a test told as ordered, is not made hypothetical here', async (t) => {
  t.same(hypothetical('Colorectal cancer screening due; stool test done and negative.', [['stool test', 'test']]), [
    false,
  ])
  t.same(hypothetical('Diabetic eye screening with retinal photos last spring.', [['retinal photos', 'test']]), [false])
  t.same(
    hypothetical('Colorectal cancer screening with colonoscopy in 2022, normal.', [['colonoscopy', 'procedure']]),
    [false],
  )
  t.same(hypothetical('Breast cancer screening is due; mammogram ordered.', [['mammogram', 'test']]), [false])
})
