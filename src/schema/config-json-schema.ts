// The config file's JSON Schema as editors read it (config/svcConfig.schema.json, `svc config
// schema`): the schema the loader validates with, under draft-07's $schema.
import { CONFIG_FILE } from './config-schema.js'

export function configJsonSchema(): Record<string, unknown> {
  return { $schema: 'http://json-schema.org/draft-07/schema#', ...JSON.parse(JSON.stringify(CONFIG_FILE)) }
}

/** The text of config/svcConfig.schema.json. */
export function configJsonSchemaText(): string {
  return JSON.stringify(configJsonSchema(), null, 2) + '\n'
}
