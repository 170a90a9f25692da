/**
 * Nouns of trouble a drug may cause: "no reaction to", "without problems", "with no issues". A
 * denied one says the drug was taken and did no harm, so both the rule that ends a negation before
 * the drug (context-denied-reactions.ts) and the rule that reads a drug as tolerated
 * (context-tolerated-drugs.ts) read the same list; one list keeps the two from drifting apart.
 */
export const TROUBLE_NOUNS: ReadonlySet<string> = new Set([
  'reaction',
  'reactions',
  'problem',
  'problems',
  'issue',
  'issues',
  'trouble',
  'incident',
  'complication',
  'complications',
])
