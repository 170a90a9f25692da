// Links to a stored event: /ui/?event=ID&document=NAME&index=NAME opens the event's document
// with that label index chosen. The page keeps its address in step with what it shows, so the
// address bar is the link to share (it names ids, never text; the API key is never in it).
export interface DeepLink {
  event: string
  document?: string
  index?: string
}

/** The link the page was opened with, if it names an event. */
export function linkOfPage(): DeepLink | undefined {
  const q = new URLSearchParams(location.search)
  const event = q.get('event')?.trim()
  if (!event) return undefined
  return { event, document: q.get('document') ?? undefined, index: q.get('index') ?? undefined }
}

/** Puts `link` in the address bar (no new history entry); undefined clears it. */
export function showLink(link: DeepLink | undefined): void {
  const q = new URLSearchParams()
  if (link) {
    q.set('event', link.event)
    if (link.document) q.set('document', link.document)
    if (link.index) q.set('index', link.index)
  }
  const search = q.toString()
  history.replaceState(null, '', search ? `?${search}` : location.pathname)
}
