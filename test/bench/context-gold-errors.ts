// Prints the rows of the context gold sets that assignContext gets wrong, for tuning.
// Run: node --import tsx test/bench/context-gold-errors.ts
import { readGold, scoreGold } from '../helpers/context-gold.js'

for (const file of ['context-gold.tsv', 'context-gold-extra.tsv', 'context-gold-round2.tsv']) {
  const { errors } = scoreGold(readGold(new URL(`../fixtures/${file}`, import.meta.url)))
  for (const { row, got } of errors) {
    const show = (a: object): string =>
      (['negated', 'uncertain', 'historical', 'hypothetical'] as const)
        .filter((k) => (a as Record<string, unknown>)[k] === true)
        .join(' ') +
      ((a as Record<string, unknown>).experiencer === 'patient'
        ? ''
        : ` ${String((a as Record<string, unknown>).experiencer)}`)
    console.log(`${file}:${row.line} [${row.concept}] gold {${show(row.expected)}} got {${show(got)}}: ${row.sentence}`)
  }
}
