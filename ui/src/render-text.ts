// The note's text with the labels of one index highlighted: a run of text per segment, coloured
// by the innermost label's type, styled by its attributes, with the attributes of each label as
// a badge where the label ends (CSS draws it from data-badges, so it is never part of the text).
// Sentences may be outlined; section headers and the spans the selected label refers to are
// marked. Every marked run carries data-ls, the labels covering it, and data-s/data-e, its span
// in code points.
import { CONTEXT_FLAGS, EXPERIENCER, type Label } from './labels.js'
import type { OffsetMap } from './offsets.js'
import { segment, type Span } from './segments.js'

export interface TextView {
  readonly text: string
  readonly offsets: OffsetMap
  readonly labels: readonly Label[]
  /** The labels shown (after filters), by position in `labels`. */
  readonly visible: readonly number[]
  /** The colour slot (0–8) of a label. */
  readonly slotOf: (label: Label) => number
  readonly sentences?: readonly Span[]
  readonly headers: readonly Span[]
  /** What the selected label refers to (a context cue, …). */
  readonly refs: readonly Span[]
  readonly selected?: number
}

const BADGE: Record<string, string> = { negated: 'NEG', uncertain: 'UNC', historical: 'HIST', hypothetical: 'HYP' }

export function badgeOf(label: Label): string {
  const out: string[] = []
  for (const [key, value] of Object.entries(label)) {
    if (value === true && key !== 'start_index' && key !== 'end_index')
      out.push(BADGE[key] ?? key.toUpperCase().slice(0, 12))
    else if (key === EXPERIENCER && typeof value === 'string' && value !== 'patient' && value !== '')
      out.push(value === 'family' ? 'FAM' : value.toUpperCase().slice(0, 12))
  }
  return out.join(' ')
}

function attributeClasses(label: Label, classes: string[]): void {
  for (const flag of CONTEXT_FLAGS) if (label[flag] === true) classes.push(`a-${flag}`)
  const who = label[EXPERIENCER]
  if (typeof who === 'string' && who !== 'patient' && who !== '') classes.push('a-experiencer')
}

export function renderText(container: HTMLElement, v: TextView): void {
  const spans = v.visible.map((i) => ({ start: v.labels[i]!.start_index, end: v.labels[i]!.end_index }))
  const layers = [v.sentences ?? [], v.headers, v.refs]
  const segments = segment(v.offsets.length, spans, layers)
  const root = document.createDocumentFragment()
  let parent: Node = root
  let sentence = -1
  for (const s of segments) {
    const inSentence = s.layers[0]!
    if (inSentence !== sentence) {
      sentence = inSentence
      if (sentence >= 0) {
        const wrap = document.createElement('span')
        wrap.className = 'sent'
        root.appendChild(wrap)
        parent = wrap
      } else {
        parent = root
      }
    }
    const text = v.offsets.slice(v.text, s.start, s.end)
    const ids = s.labels.map((k) => v.visible[k]!)
    const header = s.layers[1]! >= 0
    const ref = s.layers[2]! >= 0
    if (!ids.length && !header && !ref) {
      parent.appendChild(document.createTextNode(text))
      continue
    }
    const el = document.createElement('span')
    const classes: string[] = []
    if (header) classes.push('hd')
    if (ref) {
      classes.push('ref')
      el.dataset.ref = String(s.layers[2])
    }
    if (ids.length) {
      const inner = v.labels[ids[0]!]!
      classes.push('m', `c${v.slotOf(inner)}`)
      attributeClasses(inner, classes)
      if (ids.length > 1) classes.push('multi')
      if (s.start === s.end) classes.push('zero')
      if (v.selected !== undefined && ids.includes(v.selected)) classes.push('sel')
      el.dataset.ls = ids.join(' ')
      el.dataset.s = String(s.start)
      el.dataset.e = String(s.end)
      const badges = ids
        .filter((id) => v.labels[id]!.end_index === s.end)
        .map((id) => badgeOf(v.labels[id]!))
        .filter((b) => b !== '')
      if (badges.length) el.dataset.badges = badges.join(' · ')
    }
    el.className = classes.join(' ')
    el.textContent = text
    parent.appendChild(el)
  }
  container.replaceChildren(root)
}
