// The example plugin: the smallest useful shape of one. It validates its options once,
// tags each request in ctx.locals (other plugins can read the tag), and names the gateway in a
// response header. Copy it as the start of your own, loaded with `plugins: [{path: ...}]`.
import {
  checkOptions,
  PLUGIN_OPTIONS,
  type Plugin,
  type PluginApi,
  type PluginFactory,
} from '../src/plugins/contract.js'

/** What this plugin leaves in ctx.locals.example. */
export interface ExampleLocals {
  tag: string
}

const createExamplePlugin: PluginFactory = (options, api: PluginApi): Plugin => {
  // Its options' schema is src/schema/plugin-options.ts's EXAMPLE_OPTIONS; a plugin of your own
  // declares one with TypeBox the same way and checks it here.
  const o = checkOptions(PLUGIN_OPTIONS.example, options, 'example')
  const header = o.header ?? 'x-svc-gateway'
  const value = o.value ?? 'svc-gateway'
  const tag = o.tag ?? 'example'
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
      api.log('debug', 'example plugin saw a routing change', {
        version: routes.version,
        processors: routes.processors.length,
        pipelines: routes.pipelines.length,
      })
    },
    close() {
      api.log('debug', 'example plugin closing', { tagged })
    },
  }
}

export default createExamplePlugin
