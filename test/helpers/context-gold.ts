// Reads the context gold sets and scores assignContext against them (used by context-quality).
import { readFileSync } from 'node:fs'
import { assignContext, type ContextAttributes } from '../../src/nlp/context.js'

export interface GoldRow {
  line: number
  sentence: string
  concept: string
  /** the gold sets predate the allergy attribute */
  expected: Omit<ContextAttributes, 'allergy'>
}

const EXPERIENCERS = new Set(['patient', 'family', 'other'])

export function readGold(url: URL): GoldRow[] {
  const rows: GoldRow[] = []
  const lines = readFileSync(url, 'utf8').split(/\r?\n/)
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!
    if (line.trim() === '' || line.startsWith('#')) continue
    const f = line.split('\t')
    const bool = (s: string | undefined): boolean => {
      if (s !== 'true' && s !== 'false') throw new Error(`${url.pathname}:${i + 1}: expected true/false, got '${s}'`)
      return s === 'true'
    }
    const exp = f[6]
    if (f.length !== 7 || exp === undefined || !EXPERIENCERS.has(exp))
      throw new Error(`${url.pathname}:${i + 1}: malformed row`)
    rows.push({
      line: i + 1,
      sentence: f[0]!,
      concept: f[1]!,
      expected: {
        negated: bool(f[2]),
        uncertain: bool(f[3]),
        historical: bool(f[4]),
        hypothetical: bool(f[5]),
        experiencer: exp as ContextAttributes['experiencer'],
      },
    })
  }
  return rows
}

export interface Prf {
  tp: number
  fp: number
  fn: number
  precision: number
  recall: number
  f1: number
}

function prf(tp: number, fp: number, fn: number): Prf {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp)
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn)
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)
  return { tp, fp, fn, precision, recall, f1 }
}

export interface GoldScore {
  rows: number
  missing: GoldRow[]
  attributes: Record<'negated' | 'uncertain' | 'historical' | 'hypothetical' | 'family', Prf>
  experiencerAccuracy: number
  errors: { row: GoldRow; got: ContextAttributes }[]
}

export function scoreGold(rows: readonly GoldRow[]): GoldScore {
  const keys = ['negated', 'uncertain', 'historical', 'hypothetical', 'family'] as const
  const counts = Object.fromEntries(keys.map((k) => [k, { tp: 0, fp: 0, fn: 0 }])) as Record<
    (typeof keys)[number],
    { tp: number; fp: number; fn: number }
  >
  const missing: GoldRow[] = []
  const errors: GoldScore['errors'] = []
  let experiencerRight = 0
  let scored = 0
  for (const row of rows) {
    const at = row.sentence.toLowerCase().indexOf(row.concept.toLowerCase())
    if (at < 0) {
      missing.push(row)
      continue
    }
    scored++
    const got = assignContext(row.sentence, [{ start_index: at, end_index: at + row.concept.length }]).attributes[0]!
    for (const k of keys) {
      const g = k === 'family' ? got.experiencer === 'family' : got[k]
      const e = k === 'family' ? row.expected.experiencer === 'family' : row.expected[k]
      if (g && e) counts[k].tp++
      else if (g) counts[k].fp++
      else if (e) counts[k].fn++
    }
    if (got.experiencer === row.expected.experiencer) experiencerRight++
    const same =
      got.negated === row.expected.negated &&
      got.uncertain === row.expected.uncertain &&
      got.historical === row.expected.historical &&
      got.hypothetical === row.expected.hypothetical &&
      got.experiencer === row.expected.experiencer
    if (!same) errors.push({ row, got })
  }
  const attributes = Object.fromEntries(
    keys.map((k) => [k, prf(counts[k].tp, counts[k].fp, counts[k].fn)]),
  ) as GoldScore['attributes']
  return {
    rows: scored,
    missing,
    attributes,
    experiencerAccuracy: scored === 0 ? 0 : experiencerRight / scored,
    errors,
  }
}

/** A fixed-width table of the scores, for the test log. */
export function formatScore(name: string, s: GoldScore): string {
  const pct = (x: number): string => x.toFixed(3)
  const lines = [`${name}: ${s.rows} rows`, 'attribute      P      R      F1     (tp/fp/fn)']
  for (const [k, v] of Object.entries(s.attributes)) {
    lines.push(`${k.padEnd(13)} ${pct(v.precision)}  ${pct(v.recall)}  ${pct(v.f1)}  (${v.tp}/${v.fp}/${v.fn})`)
  }
  lines.push(`experiencer accuracy ${pct(s.experiencerAccuracy)}`)
  return lines.join('\n')
}
