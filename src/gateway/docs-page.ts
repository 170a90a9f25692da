// The API reference page at /docs: Swagger UI from the swagger-ui-dist package, its files served
// by the gateway from the installed package (no CDN: it works offline and behind a firewall),
// showing this gateway's own /v1/openapi.json. The page and its start-up script are ours; a
// Content-Security-Policy of 'self' keeps the browser from loading anything from elsewhere.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { RawAnswer } from './raw-answer.js'

const PACKAGE_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

/** The package's files the page loads, with their media types. */
const PACKAGE_FILES: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
}

const PAGE_HEADERS = {
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
  // Swagger UI sets inline styles and shows data: images; nothing is fetched from elsewhere.
  'content-security-policy': "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
}

/** A day: the files change only with the package, and the page is reloaded with the gateway's. */
const ASSET_HEADERS = { 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' }

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
  private readonly start = new RawAnswer(Buffer.from(START), 'text/javascript; charset=utf-8', PAGE_HEADERS, true)
  private readonly files = new Map<string, Promise<RawAnswer>>()

  /** A file of the page by name, or undefined for any other name. */
  async file(name: string): Promise<RawAnswer | undefined> {
    if (name === 'start.js') return this.start
    const type = Object.hasOwn(PACKAGE_FILES, name) ? PACKAGE_FILES[name] : undefined
    if (!type) return undefined
    let file = this.files.get(name)
    if (!file) {
      file = readFile(join(PACKAGE_DIR, name)).then((body) => new RawAnswer(body, type, ASSET_HEADERS, true))
      this.files.set(name, file)
      file.catch(() => this.files.delete(name))
    }
    return file
  }
}

/** Where the page's package files are read from (tests compare the bytes served). */
export const DOCS_PACKAGE_DIR = PACKAGE_DIR
