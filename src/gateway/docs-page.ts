// The API reference page at /docs: Swagger UI from the swagger-ui-dist package, its files served
// from the installed package (static-files.ts; no CDN: it works offline and behind a firewall),
// showing this gateway's own /v1/openapi.json. The page and its start-up script are ours; a
// Content-Security-Policy of 'self' keeps the browser from loading anything from elsewhere.
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { RawAnswer } from './raw-answer.js'
import { StaticFiles } from './static-files.js'

/** Where the page's package files are read from (tests compare the bytes served). */
export const DOCS_PACKAGE_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

/** The package's files the page loads. */
const PACKAGE_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']

const PAGE_HEADERS = {
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
  // Swagger UI sets inline styles and shows data: images; nothing is fetched from elsewhere.
  'content-security-policy':
    "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
}

const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>svc-gateway API reference</title>
<link rel="icon" type="image/png" href="/docs/favicon-32x32.png">
<link rel="stylesheet" href="/docs/swagger-ui.css">
</head>
<body>
<div id="api"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/start.js"></script>
</body>
</html>
`

// validatorUrl null: Swagger UI would otherwise ask an online validator about the document.
const START = `window.ui = SwaggerUIBundle({ url: '/v1/openapi.json', dom_id: '#api', deepLinking: true, validatorUrl: null })\n`

export class DocsPage {
  readonly page = new RawAnswer(Buffer.from(HTML), 'text/html; charset=utf-8', PAGE_HEADERS, true)
  /** The page's start-up script, which names this gateway's document. */
  readonly start = new RawAnswer(Buffer.from(START), 'text/javascript; charset=utf-8', PAGE_HEADERS, true)
  /** The package's files, served as they are. */
  readonly files = new StaticFiles(DOCS_PACKAGE_DIR, 'the API reference page', PACKAGE_FILES)
}
