#!/usr/bin/env node
// Runs the compiled CLI (dist/, made by `npm run build`); in a checkout without a build it
// falls back to running the TypeScript sources through tsx (a dev dependency).
import { existsSync } from 'node:fs'

const dist = new URL('../dist/src/commands/cli.js', import.meta.url)
if (existsSync(dist)) {
  await import(dist.href)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import(new URL('../src/commands/cli.ts', import.meta.url).href)
}
