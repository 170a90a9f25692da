// docs/configuration.md's tables of keys and config/svcConfig.schema.json are what the config
// schema says: a key added, removed or changed in the schema without `npm run docs:config` fails
// here, so the reference cannot drift from the loader.
import { readFileSync } from 'node:fs'
import t from 'tap'
import { configJsonSchemaText } from '../src/schema/config-json-schema.js'
import { withConfigReference } from '../src/schema/config-reference.js'

t.test('docs/configuration.md holds the tables the schema generates', async (t) => {
  const page = readFileSync(new URL('../docs/configuration.md', import.meta.url), 'utf8')
  t.equal(page, withConfigReference(page), 'run npm run docs:config')
  for (const key of ['gateway.port', 'stack.events.store', 'options.keysFile', 'options.maxAge'])
    t.match(page, `| \`${key}\` |`, `${key} is documented`)
})

t.test('config/svcConfig.schema.json is the schema the loader checks with', async (t) => {
  t.equal(
    readFileSync(new URL('../config/svcConfig.schema.json', import.meta.url), 'utf8'),
    configJsonSchemaText(),
    'run npm run docs:config',
  )
})
