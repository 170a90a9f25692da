// A plugin's endpoint (GET /metrics) as a route like the others: matched by the same router and
// taken through the same request steps; its handler writes the response itself.
import type { PluginRoute } from '../../plugins/contract.js'
import { WRITTEN, type Route } from './route-spec.js'

export function pluginRoute(route: PluginRoute): Route {
  return {
    method: route.method,
    path: route.path,
    kind: 'gateway',
    body: 'none',
    handler: async (_scope, { req, res }) => {
      await route.handler(req, res)
      return WRITTEN
    },
  }
}
