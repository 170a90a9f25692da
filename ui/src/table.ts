// The label table beside the text: one row per shown label, in text order. A row is selected by
// click, Enter or Space; the arrow keys, Home and End move between rows (one tab stop for the
// whole table). Selecting scrolls the text to the label.
import { fieldsOf, flagsOf, showValue, type LabelIndex } from './labels.js'
import type { OffsetMap } from './offsets.js'

export interface TableView {
  readonly text: string
  readonly offsets: OffsetMap
  readonly index: LabelIndex
  readonly typeField?: string
  readonly visible: readonly number[]
  readonly selected?: number
  readonly onSelect: (id: number) => void
}

const DETAIL_FIELDS = 3

/** What a row says besides text, type and flags: the preferred term, else a few other fields. */
function detailOf(v: TableView, id: number): string {
  const l = v.index.labels[id]!
  if (typeof l.preferred_term === 'string') return l.preferred_term
  return fieldsOf(l)
    .filter(([k, val]) => k !== v.typeField && typeof val !== 'boolean' && k !== 'experiencer')
    .slice(0, DETAIL_FIELDS)
    .map(([k, val]) => `${k}: ${showValue(val)}`)
    .join('; ')
}

export function renderTable(table: HTMLTableElement, v: TableView): void {
  const head = document.createElement('tr')
  for (const h of ['#', 'text', v.typeField ?? 'type', 'details', 'attributes']) {
    const th = document.createElement('th')
    th.scope = 'col'
    th.textContent = h
    head.append(th)
  }
  const thead = document.createElement('thead')
  thead.append(head)
  const tbody = document.createElement('tbody')
  const focusable = v.selected !== undefined && v.visible.includes(v.selected) ? v.selected : v.visible[0]
  for (const id of v.visible) {
    const l = v.index.labels[id]!
    const tr = document.createElement('tr')
    tr.dataset.id = String(id)
    tr.tabIndex = id === focusable ? 0 : -1
    if (id === v.selected) {
      tr.className = 'sel'
      tr.setAttribute('aria-selected', 'true')
    }
    const type = v.typeField === undefined ? '' : showValue(l[v.typeField] ?? '')
    for (const cell of [
      String(id),
      v.offsets.slice(v.text, l.start_index, l.end_index),
      type,
      detailOf(v, id),
      flagsOf(l).join(', '),
    ]) {
      const td = document.createElement('td')
      td.textContent = cell
      tr.append(td)
    }
    tbody.append(tr)
  }
  const pick = (tr: Element | null) => {
    const id = tr instanceof HTMLElement ? tr.dataset.id : undefined
    if (id !== undefined) v.onSelect(Number(id))
  }
  tbody.addEventListener('click', (e) => pick((e.target as Element).closest('tr')))
  tbody.addEventListener('keydown', (e) => {
    const tr = (e.target as Element).closest('tr')
    if (!tr) return
    let to: Element | null | undefined
    if (e.key === 'Enter' || e.key === ' ') to = tr
    else if (e.key === 'ArrowDown') to = tr.nextElementSibling
    else if (e.key === 'ArrowUp') to = tr.previousElementSibling
    else if (e.key === 'Home') to = tbody.firstElementChild
    else if (e.key === 'End') to = tbody.lastElementChild
    else return
    e.preventDefault()
    if (to) pick(to)
  })
  table.replaceChildren(thead, tbody)
}

/** Moves keyboard focus to the selected row (after the table was drawn again). */
export function focusRow(table: HTMLTableElement, id: number): void {
  const row = table.querySelector<HTMLElement>(`tbody tr[data-id="${id}"]`)
  row?.focus({ preventScroll: true })
  row?.scrollIntoView({ block: 'nearest' })
}
