// Files the gateway serves as they are (the viewer at /ui/): read once from one folder on first
// use and kept in memory (the viewer is a few tens of KB), each with its content type and an
// ETag. Answers revalidate (`cache-control: no-cache`) so a new build shows at once, and a
// matching If-None-Match is a 304 without a body. Only names found in the folder are served:
// a request can never reach outside it.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { extname, join } from 'node:path'
import { quoteName } from '../api/names.js'
import { gatewayError } from './errors.js'

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
}

/**
 * The page may load only its own files and call only this gateway: notes shown in it are
 * clinical text, and nothing of them may leave for another origin.
 */
const PAGE_HEADERS: OutgoingHttpHeaders = {
  'content-security-policy':
    "default-src 'self'; img-src 'self' data: blob:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
}

interface StaticFile {
  readonly body: Buffer
  readonly type: string
  readonly etag: string
}

export class StaticFiles {
  private files: Promise<ReadonlyMap<string, StaticFile>> | undefined

  constructor(
    private readonly dir: string,
    /** What the files are, for error messages ("the viewer"). */
    private readonly what: string,
    /** Serve only these names of the folder (a package's folder holds more than a page needs). */
    private readonly only?: readonly string[],
  ) {}

  /** Answers GET of `name`; throws the one error for a name not in the folder. */
  async serve(req: IncomingMessage, res: ServerResponse, name: string, requestId: string): Promise<void> {
    const files = await this.load()
    const file = files.get(name)
    if (!file) throw gatewayError('ROUTE_NOT_FOUND', `no file ${quoteName(name)} in ${this.what}`)
    const headers: OutgoingHttpHeaders = {
      'content-type': file.type,
      etag: file.etag,
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'x-request-id': requestId,
      ...(file.type.startsWith('text/html') ? PAGE_HEADERS : {}),
    }
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, headers)
      res.end()
      return
    }
    res.writeHead(200, { ...headers, 'content-length': file.body.length })
    res.end(file.body)
  }

  private load(): Promise<ReadonlyMap<string, StaticFile>> {
    this.files ??= readAll(this.dir, this.only).catch((err: NodeJS.ErrnoException) => {
      this.files = undefined
      if (err.code === 'ENOENT')
        throw gatewayError('NOT_BUILT', `${this.what} is not built (no ${this.dir}): run npm run build`)
      throw err
    })
    return this.files
  }
}

async function readAll(dir: string, only?: readonly string[]): Promise<ReadonlyMap<string, StaticFile>> {
  const files = new Map<string, StaticFile>()
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const type = CONTENT_TYPES[extname(entry.name)]
    if (!entry.isFile() || !type || (only && !only.includes(entry.name))) continue
    const body = await readFile(join(dir, entry.name))
    files.set(entry.name, {
      body,
      type,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    })
  }
  return files
}
