// The viewer (ui/, built into dist/viewer/): its page at /ui/ and its files beside it. /ui
// without the slash is sent to /ui/, so that the page's relative URLs (its files, and ../v1/
// for the API) resolve the same behind a proxy that mounts the gateway under a prefix.
import { WRITTEN, type LocalSpec } from './route-spec.js'
import { S } from './schemas.js'

export const VIEWER_ROUTES: readonly LocalSpec[] = [
  {
    method: 'GET',
    path: '/ui',
    operation: 'GetViewer',
    summary: 'The viewer: run a pipeline on a note, or open a stored event, and see its labels',
    kind: 'gateway',
    body: 'none',
    mediaType: 'text/html',
    responseSchema: S.string,
    handler: async (scope, { ctx, req, res }) => {
      if (!ctx.path.endsWith('/')) {
        res.writeHead(308, { location: 'ui/', 'content-length': 0, 'x-request-id': ctx.id })
        res.end()
      } else {
        await scope.viewer.serve(req, res, 'index.html', ctx.id)
      }
      return WRITTEN
    },
  },
  {
    method: 'GET',
    path: '/ui/:file',
    operation: 'GetViewerFile',
    summary: "A file of the viewer's page (script, stylesheet)",
    kind: 'gateway',
    body: 'none',
    mediaType: '*/*',
    responseSchema: S.string,
    alsoAnswers: [404],
    handler: async (scope, { ctx, req, res, params }) => {
      await scope.viewer.serve(req, res, params.file!, ctx.id)
      return WRITTEN
    },
  },
]
