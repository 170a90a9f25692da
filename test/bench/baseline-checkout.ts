// `--baseline` names another checkout of this project: a folder, or a commit of this repository,
// which is then checked out once (a detached git worktree under $SVC_CACHE_DIR/checkouts/<sha>)
// and made runnable (scripts/ensure.sh: npm ci and tsc), then reused by later runs.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ROOT } from './lib.js'

function git(...args: string[]): string | undefined {
  const r = spawnSync('git', ['-C', ROOT, ...args], { encoding: 'utf8' })
  return r.status === 0 ? r.stdout.trim() : undefined
}

/** The folder of the checkout `baseline` names (a path, or a commit). */
export function baselineCheckout(baseline: string): string {
  if (existsSync(baseline)) return resolve(baseline)
  const sha = git('rev-parse', '--verify', '--quiet', `${baseline}^{commit}`)
  if (!sha) throw new Error(`--baseline ${baseline}: neither a folder nor a commit of this repository`)
  const dir = join(process.env.SVC_CACHE_DIR ?? join(ROOT, '.cache'), 'checkouts', sha)
  if (!existsSync(join(dir, 'package.json'))) {
    console.error(`bench: checking out ${baseline} (${sha.slice(0, 7)}) in ${dir}`)
    if (git('worktree', 'add', '--detach', dir, sha) === undefined)
      throw new Error(`--baseline ${baseline}: git worktree add ${dir} failed`)
  }
  const ensure = spawnSync('sh', ['scripts/ensure.sh'], { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] })
  if (ensure.status !== 0) throw new Error(`--baseline ${baseline}: scripts/ensure.sh failed in ${dir}`)
  return dir
}
