// `npm run docs:config`: writes what the config schema (src/schema/config-schema.ts) says into
// the files that publish it: config/svcConfig.schema.json (for editors) and the tables of keys in
// docs/configuration.md. test/config-docs.test.ts fails when either disagrees with the schema.
import { readFileSync, writeFileSync } from 'node:fs'
import { configJsonSchemaText } from '../src/schema/config-json-schema.js'
import { withConfigReference } from '../src/schema/config-reference.js'

const root = new URL('../', import.meta.url)
writeFileSync(new URL('config/svcConfig.schema.json', root), configJsonSchemaText())
const page = new URL('docs/configuration.md', root)
writeFileSync(page, withConfigReference(readFileSync(page, 'utf8')))
console.log('wrote config/svcConfig.schema.json and the tables of docs/configuration.md')
