// The example custom plugin: the smallest useful shape of one. It validates its options once,
// tags each request in ctx.locals (other plugins can read the tag), and names the gateway in a
// response header. Copy it as the start of your own; load it with `plugins: [{path: ...}]`.
import type { Plugin, PluginApi, PluginFactory } from '../src/plugins/contract.js'

/** What this plugin leaves in ctx.locals.example. */
export interface ExampleLocals {
  tag: string
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/
const HEADER_VALUE = /^[\x20-\x7e]*$/

const createExamplePlugin: PluginFactory = (options, api: PluginApi): Plugin => {
  for (const k of Object.keys(options)) if (!['header', 'value', 'tag'].includes(k)) throw new Error(`example: option ${k}: unknown (known: header, value, tag)`)
  const header = options.header ?? 'x-svc-gateway'
  if (typeof header !== 'string' || !HEADER_NAME.test(header)) throw new Error(`example: option header: expected an HTTP header name (got ${JSON.stringify(header)})`)
  const value = options.value ?? 'svc-gateway'
  if (typeof value !== 'string' || !HEADER_VALUE.test(value)) throw new Error(`example: option value: expected printable ASCII (got ${JSON.stringify(value)})`)
  const tag = options.tag ?? 'example'
  if (typeof tag !== 'string' || tag === '') throw new Error(`example: option tag: expected a non-empty string (got ${JSON.stringify(tag)})`)
  const name = header.toLowerCase()
  let tagged = 0

  return {
    name: 'example',
    onRequest(ctx) {
      ctx.locals.example = { tag } satisfies ExampleLocals
      tagged++
    },
    onResponse(ctx) {
      ctx.responseHeaders[name] = value
    },
    onRoutesChanged(routes) {
      api.log('debug', 'example plugin saw a routing change', { version: routes.version, processors: routes.processors.length, pipelines: routes.pipelines.length })
    },
    close() {
      api.log('debug', 'example plugin closing', { tagged })
    },
  }
}

export default createExamplePlugin
