// The API key the viewer sends, for a gateway that runs the auth plugin: typed once, kept in
// sessionStorage (this tab only, gone when it closes; never localStorage, never the URL), and
// sent as `authorization: Bearer <key>`, the header the plugin reads.
const STORAGE_KEY = 'svc-viewer-api-key'

export function apiKey(): string {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? ''
  } catch {
    // Storage refused (a sandboxed frame): the key lives as long as the page.
    return memory
  }
}

let memory = ''

export function setApiKey(key: string): void {
  memory = key.trim()
  try {
    if (memory) sessionStorage.setItem(STORAGE_KEY, memory)
    else sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // As above: kept in memory only.
  }
}

/** The request headers that carry the key, if one was given. */
export function keyHeaders(): Record<string, string> {
  const key = apiKey()
  return key ? { authorization: `Bearer ${key}` } : {}
}
