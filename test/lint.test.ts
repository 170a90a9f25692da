// The linter and the formatter (Biome, rule set in biome.json; docs/development.md says why each
// rule that is off is off) over the whole repository, as `npm run lint` runs them: a finding or a
// file the formatter would change fails the suite, with Biome's own report in the failure.
import { spawnSync } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

t.test('npm run lint finds nothing', (t) => {
  const run = spawnSync('npm', ['run', '--silent', 'lint'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 })
  const report = `${run.stdout}\n${run.stderr}`
  t.equal(run.status, 0, 'biome ci exits 0', { report: report.slice(-8000) })
  t.match(report, /Checked \d+ files?/, 'biome checked the files')
  t.end()
})
