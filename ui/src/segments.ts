// The text cut into runs within which nothing changes: the same labels cover every character
// of a run, and it lies in the same span of each layer (sentences, section headers, the spans a
// selected label refers to). Labels may overlap and nest in any way; a zero-length label gets a
// run of its own. Offsets are code points. Pure.

export interface Span {
  readonly start: number
  readonly end: number
}

export interface Segment {
  start: number
  end: number
  /** The labels covering the run, by their position in the list given, innermost first. */
  labels: number[]
  /** For each layer, the position of the span covering the run, or -1. */
  layers: number[]
}

export function segment(length: number, labels: readonly Span[], layers: readonly (readonly Span[])[] = []): Segment[] {
  const clamp = (i: number) => Math.min(Math.max(i, 0), length)
  const cuts = new Set<number>([0, length])
  for (const s of labels) cuts.add(clamp(s.start)).add(clamp(s.end))
  for (const layer of layers) for (const s of layer) cuts.add(clamp(s.start)).add(clamp(s.end))
  const bounds = [...cuts].sort((a, b) => a - b)

  const byStart = labels.map((_, i) => i).sort((a, b) => clamp(labels[a]!.start) - clamp(labels[b]!.start))
  const layerOrder = layers.map((layer) => layer.map((_, i) => i).sort((a, b) => layer[a]!.start - layer[b]!.start))
  const layerNext = layers.map(() => 0)
  let next = 0
  let active: number[] = []
  const out: Segment[] = []
  const span = (i: number) => clamp(labels[i]!.end) - clamp(labels[i]!.start)
  const innermostFirst = (a: number, b: number) => span(a) - span(b) || a - b

  for (let k = 0; k < bounds.length; k++) {
    const at = bounds[k]!
    const end = bounds[k + 1]
    active = active.filter((i) => clamp(labels[i]!.end) > at)
    const zero: number[] = []
    while (next < byStart.length && clamp(labels[byStart[next]!]!.start) <= at) {
      const i = byStart[next++]!
      if (clamp(labels[i]!.end) <= clamp(labels[i]!.start)) zero.push(i)
      else if (clamp(labels[i]!.end) > at) active.push(i)
    }
    const layerAt = layers.map((layer, j) => {
      const order = layerOrder[j]!
      while (layerNext[j]! < order.length && clamp(layer[order[layerNext[j]!]!]!.end) <= at) layerNext[j]!++
      const candidate = order[layerNext[j]!]
      return candidate !== undefined && clamp(layer[candidate]!.start) <= at && clamp(layer[candidate]!.end) > at
        ? candidate
        : -1
    })
    if (zero.length) out.push({ start: at, end: at, labels: zero, layers: layerAt })
    if (end === undefined) break
    out.push({ start: at, end, labels: [...active].sort(innermostFirst), layers: layerAt })
  }
  return out
}
