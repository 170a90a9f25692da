// The built-in lexicon's figures that docs/clinical-pipeline.md quotes: concepts (one per type and
// preferred term) and terms by concept type, and concepts by the system of their code.
// Run: node --import tsx scripts/lexicon-stats.ts
import { BUILTIN_LEXICON, CONCEPT_TYPES } from '../src/nlp/lexicon.js'

const conceptCodes = new Map<string, string>()
const termsByType = new Map<string, number>()
for (const entry of BUILTIN_LEXICON) {
  conceptCodes.set(`${entry.type}\t${entry.preferred_term}`, entry.code)
  termsByType.set(entry.type, (termsByType.get(entry.type) ?? 0) + 1)
}

const conceptsByType = new Map<string, number>()
const bySystem = new Map<string, number>()
for (const [key, code] of conceptCodes) {
  const type = key.slice(0, key.indexOf('\t'))
  conceptsByType.set(type, (conceptsByType.get(type) ?? 0) + 1)
  const system = `${type} ${code.slice(0, code.indexOf(':'))}`
  bySystem.set(system, (bySystem.get(system) ?? 0) + 1)
}

console.log(`concepts ${conceptCodes.size}, terms ${BUILTIN_LEXICON.length}`)
for (const type of CONCEPT_TYPES)
  console.log(`  ${type}: ${conceptsByType.get(type) ?? 0} / ${termsByType.get(type) ?? 0}`)
console.log('concepts by code system')
for (const [system, count] of [...bySystem].sort()) console.log(`  ${system}: ${count}`)
