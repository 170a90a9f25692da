// The package's version (package.json, beside src/ in a checkout and beside dist/ in a build):
// what `svc version`, GET / and the OpenAPI document say.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

function readVersion(): string {
  const url = new URL('../package.json', import.meta.url).href.replace('/dist/package.json', '/package.json')
  return (JSON.parse(readFileSync(fileURLToPath(url), 'utf8')) as { version: string }).version
}

export const VERSION: string = readVersion()
