// An MTAP 1.5 `Pipeline` of remote processors (MTAP's Python pipeline, its RemoteProcessor
// components) calling our processors, which read and write our events service: MTAP checks
// health names, sends event_service_instance_id, and reads our labels by code points.
import t from 'tap'
import { MTAP_API_PACKAGE } from '../../src/api/names.js'
import { hostProcessors } from '../../src/processing/index.js'
import { mtapOrSkip, runFixture } from '../helpers/mtap.js'
import { startEvents } from '../helpers/servers.js'
import { LongWordsProcessor, WordsProcessor } from '../helpers/test-processors.js'

const TEXT = 'Pt 😀 denies chest pain. No 𝄞 fever 🫁 today.'

t.test('MTAP Pipeline → our processors → our events service', async (t) => {
  const python = await mtapOrSkip(t)
  if (!python) return
  const events = await startEvents(t, { apiPackages: [MTAP_API_PACKAGE] })
  const processors = await hostProcessors([new WordsProcessor(), new LongWordsProcessor()], {
    port: 0,
    eventsAddress: events.address,
    apiPackages: [MTAP_API_PACKAGE],
  })
  t.teardown(() => processors.close(0))

  const out = await runFixture(t, python, 'pipeline', events.address, processors.address)
  const words = TEXT.split(' ')
  t.same(out.component_results, [
    { identifier: 'test-words', result_dict: { count: words.length } },
    { identifier: 'test-long-words', result_dict: { long: words.filter((w) => w.length >= 4).length, min: 4 } },
  ])
  t.same(out.words, words, 'MTAP slices our labels as code points: every word, emoji included')
  // Our processor measures in UTF-16 units (the SDK converts at its boundary): 'denies' is 6, and so on.
  t.same(
    out.long_words,
    words.filter((w) => w.length >= 4).map((w) => ({ text: w, length: w.length })),
  )
})
