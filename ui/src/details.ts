// The field view: everything about one label. Its span and text, each field (the context cue
// that set an attribute beside it), and its references (reference_ids) apart from the fields,
// each resolved to the label it points at when that index is loaded.
import { fieldsOf, parseReference, referencesOf, showValue, type Json, type Label, type LabelIndex } from './labels.js'
import type { OffsetMap } from './offsets.js'

export interface DetailsView {
  readonly text: string
  readonly offsets: OffsetMap
  readonly index: LabelIndex
  readonly id: number
  /** Every loaded index, to resolve references. */
  readonly indices: ReadonlyMap<string, LabelIndex>
  /** Scroll the text to the k-th span the label refers to. */
  readonly showRef: (k: number) => void
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag)
  if (text !== undefined) e.textContent = text
  if (className) e.className = className
  return e
}

/** The label a reference points at, if its index is loaded and has it. */
export function resolve(
  indices: ReadonlyMap<string, LabelIndex>,
  ref: Json,
): { index: string; id: number; label: Label } | undefined {
  const r = parseReference(ref)
  const label = r && indices.get(r.index)?.labels[r.id]
  return r && label ? { ...r, label } : undefined
}

/** The spans a label refers to, in the order its references are listed. */
export function referencedSpans(
  indices: ReadonlyMap<string, LabelIndex>,
  label: Label,
): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = []
  for (const [, ref] of referencesOf(label)) {
    const target = resolve(indices, ref)
    if (target) out.push({ start: target.label.start_index, end: target.label.end_index })
  }
  return out
}

export function renderDetails(container: HTMLElement, v: DetailsView | undefined): void {
  if (!v) {
    container.replaceChildren(el('p', 'Hover over or select a label to see its fields.', 'hint'))
    return
  }
  const label = v.index.labels[v.id]!
  const quote = (l: Label) => `“${v.offsets.slice(v.text, l.start_index, l.end_index)}”`
  const head = el('h3', `${v.index.name} #${v.id}`)
  const said = el('p', quote(label), 'said')
  const dl = el('dl')
  const row = (key: string, ...value: (string | Node)[]) => {
    const dd = el('dd')
    dd.append(...value)
    dl.append(el('dt', key), dd)
  }
  row('span', `${label.start_index}–${label.end_index}`)

  // The k-th resolved reference is the k-th span referencedSpans gives the text.
  const refs = referencesOf(label)
  const targets = new Map<string, { at: number; text: string }>()
  for (const [name, ref] of refs) {
    const target = resolve(v.indices, ref)
    if (target) targets.set(name, { at: targets.size, text: `${quote(target.label)} (${target.index} #${target.id})` })
  }
  const refButton = (name: string): HTMLButtonElement => {
    const target = targets.get(name)!
    const b = el('button', target.text, 'link')
    b.type = 'button'
    b.addEventListener('click', () => v.showRef(target.at))
    return b
  }

  for (const [key, value] of fieldsOf(label)) {
    if (targets.has(key)) row(key, showValue(value), el('span', ' set by ', 'by'), refButton(key))
    else row(key, showValue(value))
  }

  const parts: Node[] = [head, said, dl]
  if (refs.length) {
    parts.push(el('h4', 'References (reference_ids)'))
    const rl = el('dl', undefined, 'refs')
    for (const [name, ref] of refs) {
      const dd = el('dd')
      dd.append(targets.has(name) ? refButton(name) : showValue(ref))
      rl.append(el('dt', name), dd)
    }
    parts.push(rl)
  }
  container.replaceChildren(...parts)
}
