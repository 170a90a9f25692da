// The package's version: what `svc version`, GET / and the OpenAPI document say. Read from the
// package.json above this module (beside src/ in a checkout, beside dist/ in a build); a copy of
// the code without it still runs, and says so.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const PACKAGE_NAME = 'svc-gateway'

function readVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const file = join(dir, 'package.json')
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string }
      if (pkg.name === PACKAGE_NAME && pkg.version) return pkg.version
    }
    const up = dirname(dir)
    if (up === dir) return '0.0.0-unknown'
    dir = up
  }
}

export const VERSION: string = readVersion()
