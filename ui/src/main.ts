// The viewer page: wires the forms to the gateway's API and keeps what is shown in one state.
// Every change of state draws the text, the table and the field view again from it (a note of
// 10 KB with a few thousand labels draws in milliseconds). Nothing here logs: documents are
// clinical notes.
import { answerRequest, CLINICAL_PIPELINE } from './answer-request.js'
import { ApiError, documentNames, listPipelines, loadDocument, runPipeline, type PipelineAnswer } from './api.js'
import { apiKey, setApiKey } from './api-key.js'
import { linkOfPage, showLink, type DeepLink } from './deep-link.js'
import { conceptCsv } from './concept-csv.js'
import { referencedSpans, renderDetails } from './details.js'
import {
  optionsOf,
  PLAIN_SLOT,
  renderFilters,
  renderLegend,
  visibleLabels,
  type Filters,
  type Options,
} from './filters.js'
import { typeFieldOf, type Label, type LabelIndex } from './labels.js'
import { codePointLength, offsetMap, type OffsetMap } from './offsets.js'
import { renderText } from './render-text.js'
import type { Span } from './segments.js'
import { focusRow, renderTable } from './table.js'

interface Shown {
  eventId: string
  documentName: string
  text: string
  offsets: OffsetMap
  indices: Map<string, LabelIndex>
  /** What "Download JSON" saves: the pipeline's answer, or the stored document as an event. */
  answer: unknown
  /** The event is in the events service: the address bar is a link to it. */
  stored: boolean
}

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
const ui = {
  status: $<HTMLParagraphElement>('status'),
  inputs: $<HTMLDetailsElement>('inputs'),
  runForm: $<HTMLFormElement>('run-form'),
  note: $<HTMLTextAreaElement>('note'),
  file: $<HTMLInputElement>('file'),
  pipeline: $<HTMLSelectElement>('pipeline'),
  openForm: $<HTMLFormElement>('open-form'),
  eventId: $<HTMLInputElement>('event-id'),
  document: $<HTMLSelectElement>('document'),
  view: $<HTMLElement>('view'),
  index: $<HTMLSelectElement>('index'),
  sentences: $<HTMLInputElement>('sentences'),
  legend: $<HTMLUListElement>('legend'),
  text: $<HTMLElement>('text'),
  details: $<HTMLElement>('details'),
  filters: $<HTMLElement>('filters'),
  table: $<HTMLTableElement>('labels'),
  count: $<HTMLElement>('count'),
  downloadJson: $<HTMLButtonElement>('download-json'),
  downloadCsv: $<HTMLButtonElement>('download-csv'),
  keyForm: $<HTMLFormElement>('key-form'),
  key: $<HTMLInputElement>('api-key'),
  keep: $<HTMLInputElement>('keep'),
  tokens: $<HTMLInputElement>('tokens'),
}

let shown: Shown | undefined
let indexName = ''
let typeField: string | undefined
let options: Options | undefined
let filters: Filters = { hiddenTypes: new Set(), flags: new Set() }
let visible: number[] = []
let selected: number | undefined
let busy = false

function say(message: string, error = false): void {
  ui.status.textContent = message
  ui.status.classList.toggle('error', error)
}

const currentIndex = (): LabelIndex | undefined => shown?.indices.get(indexName)

/** Shows a note; `wanted` is the label index a link asked for, when the note has it. */
function show(next: Shown, wanted?: string): void {
  shown = next
  const names = [...next.indices.keys()]
  const preferred =
    wanted !== undefined && next.indices.has(wanted)
      ? wanted
      : names.includes('concepts')
        ? 'concepts'
        : (names.find((n) => !next.indices.get(n)!.distinct) ?? names[0] ?? '')
  ui.index.replaceChildren(
    ...names.map((n) => new Option(`${n} (${next.indices.get(n)!.labels.length})`, n, false, n === preferred)),
  )
  ui.index.disabled = names.length === 0
  ui.sentences.disabled = !next.indices.has('sentences')
  ui.view.hidden = false
  // The note takes the room now; the forms stay one click (or Enter on their summary) away.
  ui.inputs.open = false
  chooseIndex(preferred)
}

function chooseIndex(name: string): void {
  indexName = name
  if (shown?.stored) showLink({ event: shown.eventId, document: shown.documentName, index: name || undefined })
  const index = currentIndex()
  typeField = index && typeFieldOf(index)
  options = index && optionsOf(index, typeField)
  filters = { hiddenTypes: new Set(), flags: new Set() }
  selected = undefined
  if (index && options) {
    renderLegend(ui.legend, options, typeField)
    renderFilters(ui.filters, options, filters, typeField, draw)
  } else {
    ui.legend.replaceChildren()
    ui.filters.replaceChildren()
  }
  draw()
}

/** Section headers: where a section's title is written at its start. */
function headersOf(s: Shown): Span[] {
  const sections = s.indices.get('sections')
  if (!sections) return []
  const out: Span[] = []
  for (const l of sections.labels) {
    if (typeof l.title !== 'string' || l.title === '') continue
    const end = l.start_index + codePointLength(l.title)
    if (s.offsets.slice(s.text, l.start_index, end).toLowerCase() === l.title.toLowerCase())
      out.push({ start: l.start_index, end })
  }
  return out
}

function draw(): void {
  const s = shown
  const index = currentIndex()
  if (!s) return
  visible = index ? visibleLabels(index, typeField, filters) : []
  if (selected !== undefined && !visible.includes(selected)) selected = undefined
  const labels: readonly Label[] = index?.labels ?? []
  const sel = selected === undefined ? undefined : labels[selected]
  renderText(ui.text, {
    text: s.text,
    offsets: s.offsets,
    labels,
    visible,
    slotOf: options?.slotOf ?? (() => PLAIN_SLOT),
    sentences: ui.sentences.checked
      ? s.indices.get('sentences')?.labels.map((l) => ({ start: l.start_index, end: l.end_index }))
      : undefined,
    headers: headersOf(s),
    refs: sel ? referencedSpans(s.indices, sel) : [],
    selected,
  })
  ui.count.textContent = index ? `${visible.length} of ${index.labels.length} labels shown` : 'no label index'
  if (index)
    renderTable(ui.table, {
      text: s.text,
      offsets: s.offsets,
      index,
      typeField,
      visible,
      selected,
      onSelect: (id) => select(id, 'table'),
    })
  else ui.table.replaceChildren()
  detail(selected)
}

function detail(id: number | undefined): void {
  const s = shown
  const index = currentIndex()
  renderDetails(
    ui.details,
    s && index && id !== undefined
      ? {
          text: s.text,
          offsets: s.offsets,
          index,
          id,
          indices: s.indices,
          showRef: (k) => ui.text.querySelector(`[data-ref="${k}"]`)?.scrollIntoView({ block: 'center' }),
        }
      : undefined,
  )
}

function select(id: number | undefined, from: 'table' | 'text'): void {
  selected = id
  draw()
  if (id === undefined) return
  ui.text.querySelector(`[data-ls~="${id}"]`)?.scrollIntoView({ block: 'center' })
  if (from === 'table') focusRow(ui.table, id)
}

/** The label under the pointer: the innermost, or the next one out when it is already selected. */
function labelAt(target: EventTarget | null, cycle: boolean): number | undefined {
  const el = target instanceof Element ? target.closest<HTMLElement>('[data-ls]') : null
  const ids = el?.dataset.ls?.split(' ').map(Number)
  if (!ids?.length) return undefined
  if (!cycle || selected === undefined) return ids[0]
  const at = ids.indexOf(selected)
  return ids[(at + 1) % ids.length]
}

ui.text.addEventListener('click', (e) => {
  const id = labelAt(e.target, true)
  if (id !== undefined) select(id, 'text')
})
ui.text.addEventListener('mouseover', (e) => {
  const id = labelAt(e.target, false)
  if (id !== undefined) detail(id)
})
ui.text.addEventListener('mouseleave', () => detail(selected))
ui.text.addEventListener('keydown', (e) => {
  if (!visible.length) return
  const at = selected === undefined ? -1 : visible.indexOf(selected)
  if (e.key === 'ArrowRight' || e.key === 'n') select(visible[Math.min(at + 1, visible.length - 1)], 'text')
  else if (e.key === 'ArrowLeft' || e.key === 'p') select(visible[Math.max(at - 1, 0)], 'text')
  else if (e.key === 'Escape') select(undefined, 'text')
  else return
  e.preventDefault()
})
ui.index.addEventListener('change', () => chooseIndex(ui.index.value))
ui.sentences.addEventListener('change', draw)

function fromEvent(answer: PipelineAnswer): Shown | undefined {
  const docs = answer.event.documents
  const name = 'plaintext' in docs ? 'plaintext' : Object.keys(docs)[0]
  if (name === undefined) return undefined
  const doc = docs[name]!
  const indices = new Map(
    Object.entries(doc.label_indices).map(([n, i]) => [n, { name: n, distinct: i.distinct, labels: i.labels }]),
  )
  return {
    eventId: answer.event.event_id,
    documentName: name,
    text: doc.text,
    offsets: offsetMap(doc.text),
    indices,
    answer,
    stored: false,
  }
}

const looksLikeRtf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 6)).startsWith('{\\rtf')

function base64(bytes: Uint8Array): string {
  let s = ''
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(s)
}

async function guarded(what: string, work: () => Promise<void>): Promise<void> {
  if (busy) return
  busy = true
  document.body.classList.add('busy')
  say(`${what}…`)
  try {
    await work()
  } catch (err) {
    say(`${what} failed: ${err instanceof Error ? err.message : String(err)}`, true)
  } finally {
    busy = false
    document.body.classList.remove('busy')
  }
}

ui.runForm.addEventListener('submit', (e) => {
  e.preventDefault()
  const pipeline = ui.pipeline.value
  void guarded(`Running ${pipeline}`, async () => {
    const file = ui.file.files?.[0]
    const event: Record<string, unknown> = {
      event_id: `viewer-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    }
    if (file) {
      // A file goes as the binary: the pipeline's first step reads RTF or text in any encoding.
      event.binaries = { rtf: base64(new Uint8Array(await file.arrayBuffer())) }
    } else {
      const text = ui.note.value
      if (!text.trim()) throw new Error('paste a note or choose a file first')
      const bytes = new TextEncoder().encode(text)
      if (looksLikeRtf(bytes)) event.binaries = { rtf: base64(bytes) }
      else event.documents = { plaintext: { text } }
    }
    const started = performance.now()
    const answer = await runPipeline(pipeline, event, {
      keep: ui.keep.checked,
      returned: answerRequest(pipeline, ui.tokens.checked),
    })
    const next = fromEvent(answer)
    if (!next) throw new Error(`${pipeline} answered no document`)
    next.stored = ui.keep.checked
    if (!next.stored) showLink(undefined)
    show(next)
    const n = currentIndex()?.labels.length ?? 0
    say(
      `${pipeline}: ${n} labels in ${indexName || 'no index'}, ${((performance.now() - started) / 1000).toFixed(2)} s`,
    )
  })
})

/** The tokens choice applies to the clinical pipeline only: any other answers everything it writes. */
function offerTokens(): void {
  ui.tokens.disabled = ui.pipeline.value !== CLINICAL_PIPELINE
}
ui.pipeline.addEventListener('change', offerTokens)

ui.file.addEventListener('change', () => {
  if (ui.file.files?.length) ui.note.value = ''
})

async function openDocument(eventId: string, name: string, index?: string): Promise<void> {
  const { text, indices } = await loadDocument(eventId, name)
  const byName = new Map(indices.map((i) => [i.name, i]))
  const answer = {
    event: {
      event_id: eventId,
      documents: {
        [name]: {
          text,
          label_indices: Object.fromEntries(indices.map((i) => [i.name, { labels: i.labels, distinct: i.distinct }])),
        },
      },
    },
  }
  show({ eventId, documentName: name, text, offsets: offsetMap(text), indices: byName, answer, stored: true }, index)
  say(`Event ${eventId}, document ${name}: ${indices.length} label indices`)
}

/** Opens a stored event: the document a link names (else plaintext, else the first), and its index. */
async function openEvent(link: DeepLink): Promise<void> {
  const names = await documentNames(link.event)
  if (!names.length) throw new Error(`event ${link.event} has no document`)
  if (link.document !== undefined && !names.includes(link.document))
    throw new Error(`event ${link.event} has no document ${link.document}`)
  const first = link.document ?? (names.includes('plaintext') ? 'plaintext' : names[0]!)
  ui.eventId.value = link.event
  ui.document.replaceChildren(...names.map((n) => new Option(n, n, false, n === first)))
  ui.document.disabled = false
  await openDocument(link.event, first, link.index)
}

ui.openForm.addEventListener('submit', (e) => {
  e.preventDefault()
  const eventId = ui.eventId.value.trim()
  if (!eventId) return say('Give the id of a stored event.', true)
  void guarded(`Opening event ${eventId}`, () => openEvent({ event: eventId }))
})

ui.document.addEventListener('change', () => {
  const eventId = ui.eventId.value.trim()
  void guarded(`Opening document ${ui.document.value}`, () => openDocument(eventId, ui.document.value))
})

function download(name: string, type: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

const fileSafe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80) || 'note'

ui.downloadJson.addEventListener('click', () => {
  if (shown) download(`${fileSafe(shown.eventId)}.json`, 'application/json', JSON.stringify(shown.answer, null, 2))
})
ui.downloadCsv.addEventListener('click', () => {
  const index = currentIndex()
  if (shown && index)
    download(
      `${fileSafe(shown.eventId)}.${fileSafe(index.name)}.csv`,
      'text/csv',
      conceptCsv(shown.eventId, shown.text, index.labels),
    )
})

/** Lists the pipelines, then opens the event the page's link names; a 401 asks for the key. */
async function start(): Promise<void> {
  try {
    const pipelines = await listPipelines()
    const preferred = pipelines.includes(CLINICAL_PIPELINE) ? CLINICAL_PIPELINE : pipelines[0]
    ui.pipeline.replaceChildren(...pipelines.map((p) => new Option(p, p, false, p === preferred)))
    offerTokens()
    say(pipelines.length ? 'Ready.' : 'No pipeline is routed; you can still open a stored event.')
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      say(
        apiKey()
          ? 'The gateway refused this API key: enter another.'
          : 'This gateway asks for an API key: enter it above.',
        true,
      )
      ui.key.focus()
      return
    }
    say(`Cannot list pipelines: ${err instanceof Error ? err.message : String(err)}`, true)
  }
  const link = linkOfPage()
  if (link) await guarded(`Opening event ${link.event}`, () => openEvent(link))
  document.body.dataset.ready = 'true'
}

ui.keyForm.addEventListener('submit', (e) => {
  e.preventDefault()
  setApiKey(ui.key.value)
  ui.key.value = ''
  ui.key.placeholder = apiKey() ? 'a key is in use (this tab only)' : 'if the gateway asks for one'
  void start()
})

if (apiKey()) ui.key.placeholder = 'a key is in use (this tab only)'
void start()
