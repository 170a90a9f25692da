// What the labels of an index can be told apart by: their type (the index's type field) and
// their flags (context attributes, any true boolean). The legend shows each with its look; the
// filters narrow the text and the table to some of them.
import { flagsOf, type Label, type LabelIndex } from './labels.js'
import { badgeOf } from './render-text.js'

/** Our concept types keep their colours whatever else an index holds. */
const FIXED_SLOTS: Record<string, number> = { problem: 0, medication: 1, procedure: 2, test: 3 }
const FREE_SLOTS = [4, 5, 6, 7]
/** Grey: labels without a type, and types past the palette. */
export const PLAIN_SLOT = 8

export interface Options {
  readonly types: readonly string[]
  readonly flags: readonly string[]
  readonly slotOf: (label: Label) => number
}

export interface Filters {
  /** Types unticked. */
  readonly hiddenTypes: Set<string>
  /** When any is ticked, only labels with at least one of these flags. */
  readonly flags: Set<string>
}

export function optionsOf(index: LabelIndex, typeField: string | undefined): Options {
  const types: string[] = []
  const flags = new Set<string>()
  for (const l of index.labels) {
    const t = typeField === undefined ? undefined : l[typeField]
    if (typeof t === 'string' && t !== '' && !types.includes(t)) types.push(t)
    for (const f of flagsOf(l)) flags.add(f)
  }
  const slots = new Map<string, number>()
  let free = 0
  for (const t of types) slots.set(t, FIXED_SLOTS[t] ?? FREE_SLOTS[free++] ?? PLAIN_SLOT)
  const slotOf = (l: Label) => {
    const t = typeField === undefined ? undefined : l[typeField]
    return typeof t === 'string' ? (slots.get(t) ?? PLAIN_SLOT) : PLAIN_SLOT
  }
  return { types, flags: [...flags].sort(), slotOf }
}

export function visibleLabels(index: LabelIndex, typeField: string | undefined, filters: Filters): number[] {
  const out: number[] = []
  index.labels.forEach((l, i) => {
    const t = typeField === undefined ? undefined : l[typeField]
    if (typeof t === 'string' && filters.hiddenTypes.has(t)) return
    if (filters.flags.size && !flagsOf(l).some((f) => filters.flags.has(f))) return
    out.push(i)
  })
  return out.sort((a, b) => index.labels[a]!.start_index - index.labels[b]!.start_index || a - b)
}

function sample(text: string, classes: string, badge = ''): HTMLSpanElement {
  const s = document.createElement('span')
  s.className = `m ${classes}`
  s.textContent = text
  if (badge) s.dataset.badges = badge
  return s
}

/** A label that has only this flag, to draw its badge and style in the legend. */
function flagSample(flag: string): Label {
  const [key, value] = flag.split('=')
  return { start_index: 0, end_index: 0, [key!]: value ?? true }
}

export function renderLegend(list: HTMLElement, options: Options, typeField: string | undefined): void {
  const items: HTMLElement[] = []
  for (const t of options.types) {
    const li = document.createElement('li')
    li.append(sample(t, `c${options.slotOf({ start_index: 0, end_index: 0, [typeField!]: t })}`))
    items.push(li)
  }
  for (const f of options.flags) {
    const li = document.createElement('li')
    const cls = f.startsWith('experiencer=') ? 'a-experiencer' : `a-${f}`
    li.append(sample(f, `c${PLAIN_SLOT} ${cls}`, badgeOf(flagSample(f))))
    items.push(li)
  }
  list.replaceChildren(...items)
}

export function renderFilters(
  box: HTMLElement,
  options: Options,
  filters: Filters,
  typeField: string | undefined,
  changed: () => void,
): void {
  const group = (
    title: string,
    values: readonly string[],
    checked: (v: string) => boolean,
    toggle: (v: string, on: boolean) => void,
  ) => {
    const fs = document.createElement('fieldset')
    const lg = document.createElement('legend')
    lg.textContent = title
    fs.append(lg)
    for (const v of values) {
      const label = document.createElement('label')
      const box = document.createElement('input')
      box.type = 'checkbox'
      box.checked = checked(v)
      box.addEventListener('change', () => {
        toggle(v, box.checked)
        changed()
      })
      label.append(box, ` ${v}`)
      fs.append(label)
    }
    return fs
  }
  const parts: HTMLElement[] = []
  if (options.types.length) {
    parts.push(
      group(
        `Show ${typeField ?? 'type'}`,
        options.types,
        (t) => !filters.hiddenTypes.has(t),
        (t, on) => (on ? filters.hiddenTypes.delete(t) : filters.hiddenTypes.add(t)),
      ),
    )
  }
  if (options.flags.length) {
    parts.push(
      group(
        'Only with',
        options.flags,
        (f) => filters.flags.has(f),
        (f, on) => (on ? filters.flags.add(f) : filters.flags.delete(f)),
      ),
    )
  }
  box.replaceChildren(...parts)
}
