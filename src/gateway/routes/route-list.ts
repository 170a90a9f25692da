// Every route of the gateway's API, declared once by resource; the router and the OpenAPI
// document are both built from this list.
import { DOCS_ROUTES } from './docs-routes.js'
import { EVENTS_ROUTES } from './events-routes.js'
import { GATEWAY_ROUTES } from './gateway-routes.js'
import { PIPELINE_ROUTES } from './pipeline-routes.js'
import { PROCESSOR_ROUTES } from './processor-routes.js'
import type { RouteSpec } from './route-spec.js'
import { VIEWER_ROUTES } from './viewer-routes.js'

export const ROUTES: readonly RouteSpec[] = [
  ...EVENTS_ROUTES,
  ...PROCESSOR_ROUTES,
  ...PIPELINE_ROUTES,
  ...GATEWAY_ROUTES,
  ...DOCS_ROUTES,
  ...VIEWER_ROUTES,
]
