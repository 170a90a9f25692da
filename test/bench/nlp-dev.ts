// Prints the development-set scores (test/fixtures/dev/) and, with --errors, every error.
// Run: node --import tsx test/bench/nlp-dev.ts [--errors]
import { formatDevScore, scoreDev } from '../helpers/dev-score.js'

const score = scoreDev()
console.log(formatDevScore(score))
if (process.argv.includes('--errors')) for (const e of [...score.errors].sort()) console.log(e)
