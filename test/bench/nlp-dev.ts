// Prints the development-set scores (test/fixtures/dev/, or with --check the check set written
// after the rules, test/fixtures/dev-check/) and, with --errors, every error.
// Run: node --import tsx test/bench/nlp-dev.ts [--check] [--errors]
import { devDocs, formatDevScore, scoreDev } from '../helpers/dev-score.js'

const score = scoreDev(devDocs(process.argv.includes('--check') ? 'dev-check' : 'dev'))
console.log(formatDevScore(score))
if (process.argv.includes('--errors')) for (const e of [...score.errors].sort()) console.log(e)
