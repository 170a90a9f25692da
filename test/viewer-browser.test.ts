// The viewer in a real browser (issue 13): headless Chromium loads /ui/ from the whole stack,
// runs the default pipeline on a corpus note, and the page must show every concept exactly at
// its offsets, a negated concept as negated (style, badge, and the cue that set it), filter and
// keyboard use of the table, readable contrast, a narrow screen without sideways scrolling, the
// downloads, a pasted note, and a stored event with labels of another processor. Behind the auth
// plugin, the page asks for an API key, sends it, and opens a deep link to a stored event; the
// API reference page shows its descriptions as written. Screenshots
// are kept in artifacts/: viewer-corpus.png, viewer.png (the README's, of a project note) and
// viewer-narrow.png.
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import t from 'tap'
import { DEFAULT_CONFIG } from '../src/config/config.js'
import { startStack } from '../src/stack/stack.js'
import { READER_INDICES } from '../ui/src/answer-request.js'
import { browserFor } from './helpers/browser.js'
import { request } from './helpers/http.js'

const corpus = new URL('../../shared/corpus/97_204.rtf', import.meta.url)
// The project's own clinical note where the corpus is missing: it has negated and plain concepts.
const fixture = new URL('./fixtures/rtf/clinic-note.rtf', import.meta.url)
const ARTIFACTS = new URL('../artifacts/', import.meta.url)

interface Concept {
  start_index: number
  end_index: number
  concept_type: string
  negated: boolean
  reference_ids?: Record<string, string>
  [field: string]: unknown
}

/** Per label id, the span its marked runs cover, their text, and whether they are contiguous. */
function markedSpans(page: Page) {
  return page.evaluate(() => {
    const out: Record<string, { start: number; end: number; text: string; contiguous: boolean }> = {}
    for (const el of document.querySelectorAll<HTMLElement>('#text [data-ls]')) {
      const s = Number(el.dataset.s)
      const e = Number(el.dataset.e)
      for (const id of el.dataset.ls!.split(' ')) {
        const cur = out[id]
        if (!cur) out[id] = { start: s, end: e, text: el.textContent ?? '', contiguous: true }
        else {
          if (cur.end !== s) cur.contiguous = false
          cur.end = e
          cur.text += el.textContent ?? ''
        }
      }
    }
    return out
  })
}

/** What the page must show: each label's span, and its text cut by code points (Array.from, not the viewer's code). */
const expectedSpans = (text: string, labels: readonly { start_index: number; end_index: number }[]) => {
  const points = Array.from(text)
  return Object.fromEntries(
    labels.map((l, i) => [
      String(i),
      {
        start: l.start_index,
        end: l.end_index,
        text: points.slice(l.start_index, l.end_index).join(''),
        contiguous: true,
      },
    ]),
  )
}

/** The code-point span of `phrase` in `text`, from UTF-16 index `from`. */
const spanOf = (text: string, phrase: string, from = 0) => {
  const at = text.indexOf(phrase, from)
  const start = Array.from(text.slice(0, at)).length
  return { start_index: start, end_index: start + Array.from(phrase).length }
}

t.test('the viewer in Chromium', async (t) => {
  const browser = await browserFor(t)
  if (!browser) return
  const stack = await startStack({ port: 0, host: '127.0.0.1', singleProcess: true, log: () => {}, announce: () => {} })
  t.teardown(() => stack.close())
  const url = stack.gateway.url
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } })
  page.setDefaultTimeout(60_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  // What the page asks of each pipeline run: the request bodies as the browser sent them.
  const runs: { pipeline: string; body: { return?: { label_indices?: string[] } } }[] = []
  page.on('request', (r) => {
    const run = /^\/v1\/pipeline\/([^/]+)\/process$/.exec(new URL(r.url()).pathname)
    if (run) runs.push({ pipeline: decodeURIComponent(run[1]!), body: JSON.parse(r.postData() ?? '{}') })
  })
  const indexChoices = () => page.$$eval('#index option', (os) => os.map((o) => (o as HTMLOptionElement).value))
  mkdirSync(ARTIFACTS, { recursive: true })

  await page.goto(`${url}/ui`)
  t.equal(new URL(page.url()).pathname, '/ui/')
  await page.waitForSelector('body[data-ready="true"]')
  t.equal(await page.inputValue('#pipeline'), 'svc-default-pipeline', 'the default pipeline is chosen')

  // The expected answer, asked for apart from the page: the pipeline is deterministic.
  const notePath = existsSync(corpus) ? corpus : fixture
  const rtf = readFileSync(notePath)
  const answer = await request(url, 'POST', '/v1/pipeline/svc-default-pipeline/process', {
    event: { event_id: 'expected', binaries: { rtf: rtf.toString('base64') } },
  })
  t.equal(answer.status, 200)
  const doc = answer.json.event.documents.plaintext
  const text: string = doc.text
  const concepts: Concept[] = doc.label_indices.concepts.labels
  const cues: { start_index: number; end_index: number }[] = doc.label_indices.context_cues.labels

  await page.setInputFiles('#file', fileURLToPath(notePath))
  await page.click('#run')
  await page.waitForFunction(() =>
    /svc-default-pipeline: \d+ labels in concepts/.test(document.getElementById('status')!.textContent ?? ''),
  )
  t.equal(await page.inputValue('#index'), 'concepts', 'the concepts are highlighted')

  await t.test('by default the page asks for what a reader looks at: every index but the tokens', async (t) => {
    t.equal(runs.length, 1)
    t.same(runs[0]!.body.return, { label_indices: READER_INDICES }, 'return.label_indices is sent, without tokens')
    t.ok(doc.label_indices.tokens.labels.length > 0, 'the full answer has tokens')
    t.same(
      (await indexChoices()).sort(),
      Object.keys(doc.label_indices)
        .filter((n) => n !== 'tokens')
        .sort(),
      'the index picker lists every other index of the full answer',
    )
  })

  await t.test('every concept is highlighted exactly at its offsets, and the text is whole', async (t) => {
    t.ok(concepts.length > 20, `${concepts.length} concepts`)
    t.same(await markedSpans(page), expectedSpans(text, concepts))
    t.equal(await page.textContent('#text'), text, 'badges are drawn, not written into the text')
  })

  // A negated concept that nothing overlaps, so that a click on it selects it.
  const alone = (i: number) =>
    !concepts.some(
      (o, j) => j !== i && o.start_index < concepts[i]!.end_index && concepts[i]!.start_index < o.end_index,
    )
  const negatedId = concepts.findIndex((c, i) => c.negated && c.reference_ids?.negated && alone(i))
  const plainId = concepts.findIndex(
    (c) => !c.negated && !c.uncertain && !c.historical && !c.hypothetical && c.experiencer === 'patient',
  )
  t.ok(negatedId >= 0 && plainId >= 0)

  await t.test('a negated concept is shown as negated; a plain one is not', async (t) => {
    const look = (id: number) =>
      page.evaluate((id) => {
        const els = [...document.querySelectorAll<HTMLElement>(`#text [data-ls~="${id}"]`)].filter(
          (el) => el.dataset.ls!.split(' ')[0] === String(id),
        )
        const last = els[els.length - 1]!
        return {
          classes: els.map((el) => el.className),
          decoration: els.map((el) => getComputedStyle(el).textDecorationLine),
          badge: last.dataset.badges ?? '',
          drawnBadge: getComputedStyle(last, '::after').content,
        }
      }, id)
    const neg = await look(negatedId)
    t.ok(neg.classes.length > 0)
    t.ok(neg.classes.every((c) => c.split(' ').includes('a-negated')))
    t.ok(
      neg.decoration.every((d) => d.includes('line-through')),
      'struck through',
    )
    t.match(neg.badge, /\bNEG\b/)
    t.match(neg.drawnBadge, /NEG/, 'the badge is drawn')
    const plain = await look(plainId)
    t.ok(plain.classes.every((c) => !c.includes('a-negated')))
    t.ok(plain.decoration.every((d) => !d.includes('line-through')))
    t.notMatch(plain.badge, /NEG/)
  })

  await t.test('selecting a concept shows its fields and the cue that set its attribute', async (t) => {
    await page.locator(`#text [data-ls="${negatedId}"]`).first().click()
    const c = concepts[negatedId]!
    const cue = cues[Number(c.reference_ids!.negated!.split(':')[1])]!
    const cueText = Array.from(text).slice(cue.start_index, cue.end_index).join('')
    const details = await page.evaluate(() => {
      const rows: Record<string, string> = {}
      const dl = document.querySelector('#details dl')!
      const dts = dl.querySelectorAll('dt')
      for (const dt of dts) rows[dt.textContent!] = (dt.nextElementSibling as HTMLElement).textContent!
      return {
        head: document.querySelector('#details h3')!.textContent,
        rows,
        refs: document.querySelector('#details dl.refs')?.textContent ?? '',
      }
    })
    t.equal(details.head, `concepts #${negatedId}`)
    t.equal(details.rows.preferred_term, c.preferred_term)
    t.equal(details.rows.concept_type, c.concept_type)
    t.equal(details.rows.section, c.section)
    t.match(
      details.rows.negated,
      new RegExp(`^true set by “${cueText}” \\(context_cues #\\d+\\)$`),
      'the cue beside the attribute',
    )
    t.notOk('reference_ids' in details.rows, 'reference_ids is not shown as a field')
    t.match(details.refs, /negated/)
    t.same(
      await page.$$eval('#text .ref', (els) => els.map((e) => e.textContent).join('')),
      cueText,
      'the cue is marked in the text',
    )
    t.same(
      await page.$$eval('#labels tr.sel', (rows) => rows.map((r) => (r as HTMLElement).dataset.id)),
      [String(negatedId)],
      'and its row in the table',
    )
    await page.screenshot({ path: fileURLToPath(new URL('viewer-corpus.png', ARTIFACTS)) })
  })

  await t.test('filters by attribute and type narrow the table and the text', async (t) => {
    const negatedIds = concepts.flatMap((c, i) => (c.negated ? [String(i)] : []))
    await page.getByRole('checkbox', { name: 'negated', exact: true }).check()
    t.same(await page.$$eval('#labels tbody tr', (rows) => rows.map((r) => (r as HTMLElement).dataset.id)), negatedIds)
    t.same(Object.keys(await markedSpans(page)).sort(), [...negatedIds].sort())
    await page.getByRole('checkbox', { name: 'negated', exact: true }).uncheck()
    await page.getByRole('checkbox', { name: 'medication', exact: true }).uncheck()
    const types = await page.$$eval('#labels tbody tr td:nth-child(3)', (cells) => cells.map((c) => c.textContent))
    t.ok(types.length > 0 && !types.includes('medication'), 'no medication rows')
    await page.getByRole('checkbox', { name: 'medication', exact: true }).check()
    t.equal(await page.locator('#labels tbody tr').count(), concepts.length)
  })

  await t.test('keyboard: the table and the text move the selection', async (t) => {
    const order = concepts
      .map((c, i) => ({ i, s: c.start_index }))
      .sort((a, b) => a.s - b.s || a.i - b.i)
      .map((x) => String(x.i))
    await page.keyboard.press('Escape')
    await page.focus('#text')
    await page.keyboard.press('Escape')
    await page.keyboard.press('ArrowRight')
    t.equal(
      await page.getAttribute('#labels tr.sel', 'data-id'),
      order[0],
      'ArrowRight in the text selects the first label',
    )
    await page.keyboard.press('ArrowRight')
    t.equal(await page.getAttribute('#labels tr.sel', 'data-id'), order[1])
    await page.focus('#labels tr.sel')
    await page.keyboard.press('ArrowDown')
    t.equal(
      await page.getAttribute('#labels tr.sel', 'data-id'),
      order[2],
      'ArrowDown in the table selects the next row',
    )
    t.equal(
      await page.evaluate(() => (document.activeElement as HTMLElement).dataset.id),
      order[2],
      'and keeps the focus on it',
    )
    await page.keyboard.press('End')
    t.equal(await page.getAttribute('#labels tr.sel', 'data-id'), order[order.length - 1])
    t.equal(await page.locator('#labels tbody tr[tabindex="0"]').count(), 1, 'one tab stop for the table')
  })

  await t.test('contrast: text on every highlight and every badge meets WCAG AA (4.5:1)', async (t) => {
    const worst = await page.evaluate(() => {
      const rgb = (s: string) => (s.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
      const lum = (s: string) => {
        const [r, g, b] = rgb(s).map((v) => {
          const c = v / 255
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
        })
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
      }
      const ratio = (a: string, b: string) => {
        const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x)
        return (hi! + 0.05) / (lo! + 0.05)
      }
      const seen = new Map<string, number>()
      for (const el of document.querySelectorAll<HTMLElement>('#text .m, #legend .m')) {
        const style = getComputedStyle(el)
        seen.set(`text on ${el.className}`, ratio(style.color, style.backgroundColor))
        if (el.dataset.badges) {
          const after = getComputedStyle(el, '::after')
          seen.set(`badge of ${el.className}`, ratio(after.color, after.backgroundColor))
        }
      }
      return [...seen.entries()].sort((a, b) => a[1] - b[1])
    })
    t.ok(worst.length > 5, `${worst.length} kinds of highlight`)
    t.ok(worst[0]![1] >= 4.5, `lowest ${worst[0]![1].toFixed(2)}:1 (${worst[0]![0]})`)
  })

  await t.test('downloads: the answer as JSON, the concepts as CSV', async (t) => {
    const [json] = await Promise.all([page.waitForEvent('download'), page.click('#download-json')])
    const saved = JSON.parse(readFileSync(await json.path(), 'utf8'))
    t.equal(saved.event.documents.plaintext.text, text)
    t.same(saved.event.documents.plaintext.label_indices.concepts.labels, concepts)
    t.same(saved.event.documents.plaintext.label_indices.context_cues.labels, cues, 'with the cues they name')
    t.notOk('tokens' in saved.event.documents.plaintext.label_indices, 'and what was asked for only: no tokens')
    const [csv] = await Promise.all([page.waitForEvent('download'), page.click('#download-csv')])
    const lines = readFileSync(await csv.path(), 'utf8')
      .split('\r\n')
      .filter(Boolean)
    t.equal(lines[0], 'note,start,end,text,type,preferred_term,code,section,attributes')
    t.equal(lines.length, concepts.length + 1)
    t.match(
      lines[negatedId + 1],
      new RegExp(`,${concepts[negatedId]!.start_index},${concepts[negatedId]!.end_index},.*negated`),
    )
  })

  await t.test(
    'a pasted note goes as the document itself; its concepts sit exactly at their offsets after characters outside the BMP',
    async (t) => {
      // An emoji and a mathematical letter take two UTF-16 units but one code point each: every
      // concept after them is offset differently in the two counts.
      const fixture = readFileSync(new URL('./fixtures/notes/cardiology-consult.txt', import.meta.url), 'utf8')
      const note = fixture.replace('REASON FOR CONSULT:', 'REASON FOR CONSULT: 𝐒yncope follow-up 😀.\n')
      t.not(note, fixture)
      const expected = await request(url, 'POST', '/v1/pipeline/svc-default-pipeline/process', {
        event: { event_id: 'pasted', documents: { plaintext: { text: note } } },
      })
      t.equal(expected.status, 200)
      const pasted: Concept[] = expected.json.event.documents.plaintext.label_indices.concepts.labels
      const afterEmoji = pasted.filter((c) => c.start_index > Array.from(note).indexOf('😀'))
      t.ok(afterEmoji.length > 10, `${afterEmoji.length} concepts after the emoji`)
      await page.click('#inputs > summary')
      await page.setInputFiles('#file', [])
      await page.fill('#note', note)
      await page.click('#run')
      await page.waitForFunction((text) => document.getElementById('text')!.textContent === text, note)
      t.match(
        await page.textContent('#status'),
        new RegExp(`^svc-default-pipeline: ${pasted.length} labels in concepts`),
      )
      t.same(await markedSpans(page), expectedSpans(note, pasted))
      const negated = pasted.findIndex(
        (c, i) =>
          c.negated && !pasted.some((o, j) => j !== i && o.start_index < c.end_index && c.start_index < o.end_index),
      )
      t.ok(negated >= 0, 'a negated concept in the note')
      await page.locator(`#text [data-ls="${negated}"]`).first().click()
      t.match(await page.textContent('#details'), /negated\s*true set by/)
      // The README's picture: a note of the project's own, not the corpus.
      await page.screenshot({ path: fileURLToPath(new URL('viewer.png', ARTIFACTS)) })

      const other = pasted.findIndex(
        (c, i) =>
          i !== negated &&
          !pasted.some((o, j) => j !== i && o.start_index < c.end_index && c.start_index < o.end_index),
      )
      await page.locator(`#text [data-ls="${other}"]`).first().hover()
      t.equal(await page.textContent('#details h3'), `concepts #${other}`, 'hovering shows a label')
      await page.mouse.move(1, 1)
      t.equal(
        await page.textContent('#details h3'),
        `concepts #${negated}`,
        'leaving the text shows the selected one again',
      )

      const sentences: { start_index: number; end_index: number }[] =
        expected.json.event.documents.plaintext.label_indices.sentences.labels
      await page.check('#sentences')
      const outlined = await page.$$eval('#text .sent', (els) => els.map((e) => e.textContent))
      const points = Array.from(note)
      t.same(
        outlined,
        sentences.map((l) => points.slice(l.start_index, l.end_index).join('')),
        'each sentence outlined, whole',
      )
      t.same(await markedSpans(page), expectedSpans(note, pasted), 'the concepts unmoved inside them')
      await page.uncheck('#sentences')
    },
  )

  await t.test('a narrow screen: one column, no sideways scrolling', async (t) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const layout = await page.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      columns: getComputedStyle(document.querySelector('.panes')!).gridTemplateColumns.split(' ').length,
    }))
    t.equal(layout.overflow, 0)
    t.equal(layout.columns, 1)
    await page.screenshot({ path: fileURLToPath(new URL('viewer-narrow.png', ARTIFACTS)) })
    await page.setViewportSize({ width: 1280, height: 860 })
  })

  await t.test('ticking tokens brings them back; another pipeline is asked for everything', async (t) => {
    const tokens: unknown[] = doc.label_indices.tokens.labels
    await page.click('#inputs > summary')
    await page.check('#tokens')
    await page.setInputFiles('#file', fileURLToPath(notePath))
    await page.click('#run')
    await page.waitForFunction(() => document.querySelector('#index option[value="tokens"]') !== null)
    t.same(runs.at(-1)!.body.return, { label_indices: [...READER_INDICES, 'tokens'] })
    t.same((await indexChoices()).sort(), Object.keys(doc.label_indices).sort(), 'every index, tokens too')
    await page.selectOption('#index', 'tokens')
    t.equal(await page.locator('#labels tbody tr').count(), tokens.length, 'each token in the table')

    await page.click('#inputs > summary')
    await page.uncheck('#tokens')
    await page.selectOption('#pipeline', 'svc-rtf-to-text')
    t.ok(await page.isDisabled('#tokens'), 'the tokens choice is for the clinical pipeline only')
    await page.click('#run')
    await page.waitForFunction(() => /^svc-rtf-to-text: /.test(document.getElementById('status')!.textContent ?? ''))
    t.equal(runs.at(-1)!.pipeline, 'svc-rtf-to-text')
    t.notOk('return' in runs.at(-1)!.body, 'no return member: the answer carries everything')
    await page.click('#inputs > summary')
    await page.selectOption('#pipeline', 'svc-default-pipeline')
    t.notOk(await page.isDisabled('#tokens'))
    await page.click('#inputs > summary')
  })

  await t.test("a stored event with another processor's labels: any index, any fields, references apart", async (t) => {
    const note = 'Ann saw 🐝 Bob. Bob saw nobody.'
    const b = `/v1/events/stored-1`
    t.equal((await request(url, 'POST', b)).status, 200)
    t.equal((await request(url, 'POST', `${b}/documents/note`, { text: note })).status, 200)
    const firstBob = spanOf(note, 'Bob')
    const clauseEnd = spanOf(note, 'Bob.').end_index
    const heads = [
      { ...spanOf(note, 'Ann'), name: 'Ann' },
      { ...firstBob, name: 'Bob' },
    ]
    const mentions = [
      {
        start_index: 0,
        end_index: clauseEnd,
        kind: 'clause',
        score: 0.75,
        flagged: true,
        nested: { a: [1, 2] },
        reference_ids: { head: 'heads:0' },
      },
      { ...firstBob, kind: 'person', score: 1, flagged: false },
      {
        ...spanOf(note, 'Bob', note.indexOf('Bob') + 1),
        kind: 'person',
        score: 0.5,
        flagged: false,
        reference_ids: { same_as: 'heads:1' },
      },
      { start_index: clauseEnd, end_index: clauseEnd, kind: 'boundary', score: 0, flagged: false },
    ]
    t.equal(
      (
        await request(url, 'POST', `${b}/documents/note/labels/heads`, {
          json_labels: { is_distinct: true, labels: heads },
        })
      ).status,
      200,
    )
    t.equal(
      (
        await request(url, 'POST', `${b}/documents/note/labels/mentions`, {
          json_labels: { is_distinct: false, labels: mentions },
        })
      ).status,
      200,
    )

    await page.click('#inputs > summary')
    await page.fill('#event-id', 'stored-1')
    await page.click('#open-form button[type=submit]')
    await page.waitForFunction(() =>
      /Event stored-1, document note/.test(document.getElementById('status')!.textContent ?? ''),
    )
    t.same(await page.$$eval('#index option', (os) => os.map((o) => (o as HTMLOptionElement).value).sort()), [
      'heads',
      'mentions',
    ])
    t.equal(await page.inputValue('#index'), 'mentions', 'the overlapping index first')
    const expected = expectedSpans(note, mentions)
    t.same(await markedSpans(page), expected, 'nested, overlapping and empty labels at their offsets')

    await page.click('#labels tr[data-id="0"]')
    const shown = await page.evaluate(() => ({
      fields: [...document.querySelectorAll('#details dl:not(.refs) dt')].map((d) => d.textContent),
      refs: document.querySelector('#details dl.refs')?.textContent ?? '',
    }))
    t.same(shown.fields, ['span', 'kind', 'score', 'flagged', 'nested'])
    t.equal(shown.refs, 'head“Ann” (heads #0)', 'the reference resolved to the label it names')
    t.equal(await page.$$eval('#text .ref', (els) => els.map((e) => e.textContent).join('')), 'Ann')

    await page.selectOption('#index', 'heads')
    t.same(await markedSpans(page), expectedSpans(note, heads))
  })

  t.same(errors, [], 'no error in the page')
})

t.test(
  'the viewer behind the auth plugin: a key entered, a note shown, a deep link opened; /docs as written',
  async (t) => {
    const browser = await browserFor(t)
    if (!browser) return
    const config = structuredClone(DEFAULT_CONFIG)
    config.plugins = [{ name: 'auth', options: { keys: ['viewer-key'] } }]
    const stack = await startStack({
      config,
      port: 0,
      host: '127.0.0.1',
      singleProcess: true,
      log: () => {},
      announce: () => {},
    })
    t.teardown(() => stack.close())
    const url = stack.gateway.url
    t.equal((await request(url, 'GET', '/v1/pipelines')).status, 401, 'the API asks for a key')
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
    t.teardown(() => context.close())
    const errors: string[] = []
    const sent: string[] = []
    const open = async () => {
      const page = await context.newPage()
      page.setDefaultTimeout(60_000)
      page.on('pageerror', (e) => errors.push(e.message))
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/v1/')) sent.push(r.headers().authorization ?? '(none)')
      })
      return page
    }
    const status = (page: Page) => page.textContent('#status')

    const page = await open()
    await page.goto(`${url}/ui/`)
    await page.waitForFunction(() => /asks for an API key/.test(document.getElementById('status')!.textContent ?? ''))
    t.match(
      await status(page),
      /This gateway asks for an API key: enter it above/,
      'the page loads and asks for the key',
    )
    await page.fill('#api-key', 'wrong-key')
    await page.click('#key-form button')
    await page.waitForFunction(() => /refused this API key/.test(document.getElementById('status')!.textContent ?? ''))
    await page.fill('#api-key', 'viewer-key')
    await page.click('#key-form button')
    await page.waitForSelector('body[data-ready="true"]')
    t.equal(await page.inputValue('#pipeline'), 'svc-default-pipeline', 'with the key, the pipelines are listed')
    t.equal(
      await page.evaluate(() => sessionStorage.getItem('svc-viewer-api-key')),
      'viewer-key',
      'the key is kept in sessionStorage',
    )
    t.equal(await page.inputValue('#api-key'), '', 'and not left in the field')

    const note = 'Chest pain since yesterday. She denies fever. No shortness of breath.'
    await page.fill('#note', note)
    await page.check('#keep')
    await page.click('#run')
    await page.waitForFunction(() =>
      /svc-default-pipeline: \d+ labels in concepts/.test(document.getElementById('status')!.textContent ?? ''),
    )
    t.equal(await page.textContent('#text'), note, 'the note is shown')
    t.ok((await page.$$('#text [data-ls]')).length > 0, 'with its concepts')
    const link = new URL(page.url())
    const eventId = link.searchParams.get('event')!
    t.match(eventId, /^viewer-/, 'the kept event is in the address bar')
    t.same([link.searchParams.get('document'), link.searchParams.get('index')], ['plaintext', 'concepts'])
    t.notMatch(page.url(), /viewer-key/, 'never the key')
    t.equal(
      (
        await request(url, 'GET', `/v1/events/${eventId}/documents/plaintext`, undefined, {
          authorization: 'Bearer viewer-key',
        })
      ).json.text,
      note,
      'the event was kept',
    )

    // The link, opened in another tab: its own sessionStorage, so it asks for the key first.
    const other = await open()
    await other.goto(`${url}/ui/?event=${encodeURIComponent(eventId)}&document=plaintext&index=sentences`)
    await other.waitForFunction(() => /asks for an API key/.test(document.getElementById('status')!.textContent ?? ''))
    await other.fill('#api-key', 'viewer-key')
    await other.click('#key-form button')
    await other.waitForFunction(
      (id) => (document.getElementById('status')!.textContent ?? '').startsWith(`Event ${id}, document plaintext`),
      eventId,
    )
    t.equal(await other.inputValue('#index'), 'sentences', 'the link chose the index')
    const stored = await request(url, 'GET', `/v1/events/${eventId}/documents/plaintext/labels`, undefined, {
      authorization: 'Bearer viewer-key',
    })
    t.same(
      (await other.$$eval('#index option', (os) => os.map((o) => (o as HTMLOptionElement).value))).sort(),
      stored.json.label_index_infos.map((i: { index_name: string }) => i.index_name).sort(),
      'the link opens every index stored',
    )
    t.equal(await other.textContent('#text'), note, 'and shows the stored note')
    t.equal((await other.$$('#text [data-ls]')).length, 3, 'with its three sentences')
    await other.selectOption('#index', 'concepts')
    t.equal(new URL(other.url()).searchParams.get('index'), 'concepts', 'the address follows what is shown')
    t.ok(
      sent.length > 5 &&
        sent.slice(2).every((h) => h === 'Bearer viewer-key' || h === 'Bearer wrong-key' || h === '(none)'),
      'the key goes as authorization: Bearer',
    )
    t.ok(sent.filter((h) => h === 'Bearer viewer-key').length >= 5, 'on every call once given')

    const docs = await open()
    await docs.goto(`${url}/docs`)
    await docs.waitForFunction(() =>
      // biome-ignore lint/performance/useDomNodeTextContent: the text shown; textContent holds hidden text too
      document.body.innerText.includes('{"code": <gRPC code>, "message": "…", "details": []}'),
    )
    t.pass('the API reference shows the error body with its <gRPC code> as written')
    t.same(errors, [], 'no error in the pages')
  },
)
