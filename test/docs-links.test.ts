// Every relative link of README.md and docs/*.md leads somewhere: the file or folder exists, and
// an #anchor names a heading of the page it points into, by the slug GitHub gives that heading.
// A moved section or a renamed heading otherwise leaves links that only a reader finds broken.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

const FENCED = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm

/** The heading's text as rendered: links to their text, code and emphasis marks dropped. */
function headingText(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/\*\*|__|\*/g, '')
    .trim()
}

/** GitHub's anchor for a heading (github-slugger): lower case, punctuation dropped, spaces to '-'. */
function slug(heading: string): string {
  return headingText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** Every anchor of a page; a repeated heading gets -1, -2, … as on GitHub. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const m of markdown.replace(FENCED, '').matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = slug(m[1])
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    anchors.add(n === 0 ? base : `${base}-${n}`)
  }
  return anchors
}

/** Relative link targets of a page, [text](target) and ![alt](target), outside code; URLs with a scheme left out. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(FENCED, '').replace(/(`+)[\s\S]*?\1/g, '')
  const targets: string[] = []
  for (const m of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(m[1])) targets.push(m[1])
  }
  return targets
}

interface LinkReport {
  checked: number
  broken: string[]
}

/** Checks the links of `page` (a path from the repository root) whose text is `markdown`. */
function checkLinks(page: string, markdown: string, root = ROOT): LinkReport {
  const report: LinkReport = { checked: 0, broken: [] }
  for (const link of relativeLinks(markdown)) {
    report.checked++
    const hash = link.indexOf('#')
    const path = hash < 0 ? link : link.slice(0, hash)
    const anchor = hash < 0 ? undefined : decodeURIComponent(link.slice(hash + 1))
    const target = path === '' ? page : relative(root, resolve(root, dirname(page), decodeURI(path)))
    if (path !== '' && !existsSync(join(root, target))) {
      report.broken.push(`${link}: ${target} does not exist`)
    } else if (anchor !== undefined && !target.endsWith('.md')) {
      report.broken.push(`${link}: an anchor into ${target}, which is not a Markdown page`)
    } else if (anchor !== undefined) {
      const text = target === page ? markdown : readFileSync(join(root, target), 'utf8')
      if (!anchorsOf(text).has(anchor)) report.broken.push(`${link}: ${target} has no heading #${anchor}`)
    }
  }
  return report
}

t.test("slugs are GitHub's", async (t) => {
  t.equal(slug('`svc run`'), 'svc-run')
  t.equal(slug('Consul conventions (PROTOCOL.md §6)'), 'consul-conventions-protocolmd-6')
  t.equal(slug('Registering backends: `--register`, `--advertise`'), 'registering-backends---register---advertise')
  t.equal(slug('The request context (`ctx`)'), 'the-request-context-ctx')
  t.equal(slug('gRPC on node:http2'), 'grpc-on-nodehttp2')
  t.equal(slug('**Bold** and [a link](x.md)'), 'bold-and-a-link')
  t.same([...anchorsOf('# A\n## B\n```\n# not a heading\n```\n## B\n')], ['a', 'b', 'b-1'])
})

t.test(
  'a broken link is found: a missing file, a missing anchor, an anchor into a file that is not a page',
  async (t) => {
    const page = 'docs/architecture.md'
    const text = [
      '# Here',
      '[ok](#here) [ok](limits.md) [ok](../README.md#quick-start) [ok](../deploy/k8s/) [web](https://example.org/x.md)',
      '[gone](missing.md) [no heading](#nowhere) [no heading there](limits.md#nowhere) [file anchor](../package.json#x)',
      '`[in code](missing-too.md)`',
      '```',
      '[in a fence](missing-too.md)',
      '```',
      '[there](redis.md)',
    ].join('\n')
    const report = checkLinks(page, text)
    t.equal(report.checked, 9)
    t.same(report.broken, [
      'missing.md: docs/missing.md does not exist',
      '#nowhere: docs/architecture.md has no heading #nowhere',
      'limits.md#nowhere: docs/limits.md has no heading #nowhere',
      '../package.json#x: an anchor into package.json, which is not a Markdown page',
    ])
  },
)

const pages = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
]

t.test('the README and every page of docs/ are read', async (t) => {
  t.ok(pages.length > 10, pages.join(', '))
})

for (const page of pages) {
  t.test(`every relative link of ${page} resolves`, async (t) => {
    const report = checkLinks(page, readFileSync(join(ROOT, page), 'utf8'))
    t.same(report.broken, [], `${report.checked} relative links`)
  })
}
